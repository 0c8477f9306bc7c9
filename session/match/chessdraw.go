package match

import (
	"frontier/board/chess"
	"frontier/search/games"
)

// ReasonRepetition ends a chess game drawn by threefold repetition.
const ReasonRepetition = "threefold repetition"

// ChessRepetition reports whether the last position of a chess game's
// history has occurred three times (the same side to move, castling
// rights and en-passant square, which its key covers): a draw the game
// must declare itself, since chess.Rules cannot see the history. Only
// positions since the last capture or pawn move can repeat, but the
// history is short enough to look through whole.
func ChessRepetition(history []games.Position) bool {
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
