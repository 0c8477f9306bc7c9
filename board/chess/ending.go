package chess

// Ending names the rule that ends the game in p, as players say it:
// "checkmate", "stalemate" (no legal move, in check or not), "fifty-move
// rule" (100 plies without a capture or a pawn move) or "insufficient
// material" (no mate is possible); "" while the game goes on by these
// rules. Repetition is not among them: it needs the game's history,
// which the position does not keep.
func (p *Position) Ending() string {
	switch {
	case !p.HasMoves() && p.InCheck():
		return "checkmate"
	case !p.HasMoves():
		return "stalemate"
	case p.InsufficientMaterial():
		return "insufficient material"
	case p.HalfmoveClock() >= 100:
		return "fifty-move rule"
	}
	return ""
}
