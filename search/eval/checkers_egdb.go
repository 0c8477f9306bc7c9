package eval

import (
	"frontier/board"
	"frontier/board/checkers"
	"frontier/search/egdb"
)

// DatabaseWin is the score of a position the endgame database says is
// won in 0 plies (board.DatabaseWin); a win in d plies scores
// DatabaseWin−d and a loss in d plies −(DatabaseWin−d). It is far above
// any heuristic evaluation (a side's material is at most 12 kings, 1560)
// and inside the ±FinalBase/2 an evaluation may use, so database results
// rank above every heuristic score and below every game actually
// finished in the tree.
const DatabaseWin = board.DatabaseWin

// DatabaseScore is the evaluation of a position with database value v:
// the shorter a win, the higher; the longer a loss, the higher; a draw
// is 0. Along best play the winner's score rises by one a ply, so a
// search to any fixed depth prefers the moves that shorten the win.
func DatabaseScore(v egdb.Value) int {
	if v.Result == egdb.Draw {
		return 0
	}
	return board.DatabaseScore(v.Result == egdb.Win, v.Plies)
}

// rootLineMax bounds the line RootLine returns: enough to show where the
// database is going, short enough to print.
const rootLineMax = 24

// RootLine is the database's answer at a search root (the engine offers
// it to search.Iterate as a search.RootOracle): for a position the
// database holds and decides, the line of best moves (the winner one
// ply closer to the end each move, the loser holding out longest), up
// to rootLineMax plies, and the position's database score. Draws and
// positions outside the database are left to the search (ok false),
// which plays them with the evaluation.
func (c Checkers) RootLine(p *checkers.Position) (line []checkers.Move, score int, ok bool) {
	if c.DB == nil {
		return nil, 0, false
	}
	m, v, ok := c.DB.BestMove(p)
	if !ok || v.Result == egdb.Draw {
		return nil, 0, false
	}
	score = DatabaseScore(v)
	for q := *p; ok && len(line) < rootLineMax; m, _, ok = c.DB.BestMove(&q) {
		line = append(line, m)
		q = q.Play(m)
	}
	return line, score, true
}
