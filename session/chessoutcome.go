package session

import (
	"frontier/board/chess"
	"frontier/search/engine"
)

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

// chessRepetition reports whether the last position of a chess game's
// history has occurred three times (the same side to move, castling
// rights and en-passant square, which its key covers): a draw the game
// must declare itself, since chess.Rules cannot see the history. Only
// positions since the last capture or pawn move can repeat, but the
// history is short enough to look through whole.
func chessRepetition(history []engine.Position) bool {
	if len(history) < 9 {
		return false
	}
	last := history[len(history)-1]
	if _, ok := last.Value().(chess.Position); !ok {
		return false
	}
	n := 0
	for _, p := range history {
		if p.Key() == last.Key() {
			n++
		}
	}
	return n >= 3
}
