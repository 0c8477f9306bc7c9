package egdb

import "frontier/board/checkers"

// BestMove returns a move of p that keeps its value: for a win, a move
// to a position lost in one ply fewer (the winner goes straight to the
// end); for a loss, a move to the position won in the most plies; for a
// draw, a move to a drawn position. ok is false when p is not in the
// database or has no legal move. Following BestMove for the winner
// always wins, since the distance falls by one every move.
func (db *DB) BestMove(p *checkers.Position) (m checkers.Move, v Value, ok bool) {
	v, ok = db.Probe(p)
	if !ok {
		return checkers.Move{}, v, false
	}
	for _, c := range p.LegalMoves() {
		q := p.Play(c)
		w, _ := db.Probe(&q)
		switch {
		case v.Result == Win && w.Result == Loss && w.Plies == v.Plies-1,
			v.Result == Loss && w.Result == Win && w.Plies == v.Plies-1,
			v.Result == Draw && w.Result == Draw:
			return c, v, true
		}
	}
	return checkers.Move{}, v, false
}
