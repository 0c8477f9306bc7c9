package eval

import (
	"frontier/board"
	"frontier/search/egdb"
)

// DatabaseWin is the score of a position the endgame database says is
// won in 0 plies; a win in d plies scores DatabaseWin−d and a loss in d
// plies −(DatabaseWin−d). It is far above any heuristic evaluation (a
// side's material is at most 12 kings, 1560) and inside the ±FinalBase/2
// an evaluation may use, so database results rank above every heuristic
// score and below every game actually finished in the tree.
const DatabaseWin = board.FinalBase/2 - 1000

// DatabaseScore is the evaluation of a position with database value v:
// the shorter a win, the higher; the longer a loss, the higher; a draw
// is 0. Along best play the winner's score rises by one a ply, so a
// search to any fixed depth prefers the moves that shorten the win.
func DatabaseScore(v egdb.Value) int {
	switch v.Result {
	case egdb.Win:
		return DatabaseWin - v.Plies
	case egdb.Loss:
		return -(DatabaseWin - v.Plies)
	}
	return 0
}
