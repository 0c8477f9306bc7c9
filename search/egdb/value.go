package egdb

import "fmt"

// A Value is the game-theoretic value of a position for the side to
// move, with the distance to the end of the game under best play.
//
// The distance counts plies (single moves) until the losing side is left
// without a legal move, the winner choosing the quickest and the loser
// the slowest way there, through captures and crownings into smaller
// slices. It strictly decreases by one along every best move, so a
// searcher that always picks a successor one ply closer to the end wins;
// positions reached are always in the database, so progress never stalls.
// (It is a distance to win, not to conversion: it ignores the 40-move
// rule, which a very long king ending could exceed; see docs/egdb.md.)
type Value struct {
	Result Result
	// Plies is the distance to the end for a win or a loss (odd for a
	// win, even for a loss), 0 for a draw.
	Plies int
}

// Result is win, loss or draw for the side to move.
type Result uint8

const (
	Draw Result = iota
	Win
	Loss
)

func (r Result) String() string {
	switch r {
	case Win:
		return "win"
	case Loss:
		return "loss"
	}
	return "draw"
}

func (v Value) String() string {
	if v.Result == Draw {
		return "draw"
	}
	return fmt.Sprintf("%s in %d plies", v.Result, v.Plies)
}

// The tables hold one byte a position: 0 for a draw (or a hole, or, while
// a slice is being solved, a position not yet decided) and d+1 for a
// position decided in d plies. The parity of d says who wins: the side
// to move loses in an even number of plies (its opponent makes the last
// move) and wins in an odd number.
const maxPlies = 254

func decode(b uint8) Value {
	switch {
	case b == 0:
		return Value{}
	case (b-1)&1 == 1:
		return Value{Win, int(b - 1)}
	}
	return Value{Loss, int(b - 1)}
}
