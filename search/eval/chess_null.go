package eval

import "frontier/board/chess"

// NullMove makes Chess a search.NullMover: the position after a pass
// (chess.Position.PlayNull), refused when the side to move is in check
// (passing would leave its king en prise) or has nothing but its king and
// pawns, where zugzwang, the case in which passing is better than every
// move and null-move pruning is wrong, is common.
func (Chess) NullMove(p *chess.Position) (chess.Position, bool) {
	us := p.SideToMove()
	if p.Occupied(us) == p.Pieces(us, chess.King)|p.Pieces(us, chess.Pawn) || p.InCheck() {
		return chess.Position{}, false
	}
	return p.PlayNull(), true
}
