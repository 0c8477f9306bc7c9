package tt

import "frontier/board/checkers"

// Move is a compact encoding of a checkers.Move for the table: 17 bits
// holding a "present" flag, the from and to squares, and a 6-bit digest of
// the capture route. It is not a move by itself: Find matches it against
// the legal moves of the position, so whatever the table holds (a stale
// entry, a key collision), the searcher only ever plays a legal move.
//
// Two capture routes with the same start, end, captured pieces and jump
// count (a king's circuit taken in either direction) share an encoding;
// Find then returns the first of them. Such routes lead to the same
// position, so the choice cannot change a score.
type Move uint32

// NoMove is the encoding of "no move known".
const NoMove Move = 0

const (
	movePresent = 1 << 16
	moveBits    = 17
)

// EncodeMove returns the compact form of m, or NoMove for the zero move.
func EncodeMove(m checkers.Move) Move {
	if m.IsZero() {
		return NoMove
	}
	c := Move(movePresent) | Move(m.From-1)<<11 | Move(m.To-1)<<6
	if m.IsCapture() {
		// Fibonacci hashing of the captured set and jump count; any
		// fixed digest works, it only has to separate routes that
		// share from and to.
		h := (m.CapturedBits() ^ uint64(m.Jumps())<<40) * 0x9E3779B97F4A7C15
		c |= Move(h >> 58)
	}
	return c
}

// Find returns the index in moves of the legal move encoded by c, or -1
// when c is NoMove or matches none of them.
func (c Move) Find(moves []checkers.Move) int {
	if c == NoMove {
		return -1
	}
	from := checkers.Square(c>>11&31) + 1
	to := checkers.Square(c>>6&31) + 1
	for i := range moves {
		if moves[i].From == from && moves[i].To == to && EncodeMove(moves[i]) == c {
			return i
		}
	}
	return -1
}
