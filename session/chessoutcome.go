package session

import "frontier/board/chess"

// chessEnding names why a chess game ended in p, as players say it:
// checkmate and stalemate (no legal move, in check or not), the
// fifty-move rule (100 plies without a capture or a pawn move) and
// insufficient material (no mate is possible). Repetition is not among
// them: chess.Rules leaves it to the search, which sees the history.
func chessEnding(p *chess.Position) string {
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
	return "no moves left"
}
