package othello

import "math/bits"

// Column masks of the row*8+col layout. A shift towards higher columns
// (+1, +9, -7) wraps column h into column a of the next row, so its result
// is masked with notA; a shift towards lower columns (-1, -9, +7) wraps
// column a into column h and is masked with notH.
const (
	notA  uint64 = 0xfefefefefefefefe
	notH  uint64 = 0x7f7f7f7f7f7f7f7f
	notAH uint64 = notA & notH
	full8 uint64 = 0xffffffffffffffff
	full6 uint64 = 0x00003f3f3f3f3f3f // a1-f6
)

// boardMask returns the squares of a board of the given size (6 or 8).
func boardMask(size uint8) uint64 {
	if size == 6 {
		return full6
	}
	return full8
}

// legalGeneric (legalMoves without AVX2, avx2_amd64.go; legalMoves
// itself until the eleventh round) returns the empty squares (of empty)
// where the side owning own can place a disc against opp: along each of the 4 axes it fills
// from own across runs of opp, both ways, and keeps the square just
// beyond. In the sideways and diagonal directions the fill runs through
// opp without columns a and h: a run cannot cross an edge, and the last
// step lands at most on the edge column, so no step needs its own wrap
// mask.
//
// The fill takes one step, a second, then two doubling steps of two
// through pairs of opp's discs (the pairs shared by the two ways along
// an axis): runs of up to 6, the longest a line holds between a disc and
// an empty square. It replaced a Kogge-Stone fill per direction (runs of
// up to 7 in three doubling steps): 158 instructions a call against 196.
func legalGeneric(own, opp, empty uint64) uint64 {
	// The mask is read from a variable: with the constant, the compiler
	// re-applies it at every use of h (20 more instructions).
	h := opp & notAHMask
	p := h & (h << 1)
	moves := runsUp(own, h, p, 1) | runsDown(own, h, p>>1, 1)
	p = opp & (opp << 8)
	moves |= runsUp(own, opp, p, 8) | runsDown(own, opp, p>>8, 8)
	p = h & (h << 7)
	moves |= runsUp(own, h, p, 7) | runsDown(own, h, p>>7, 7)
	p = h & (h << 9)
	moves |= runsUp(own, h, p, 9) | runsDown(own, h, p>>9, 9)
	return moves & empty
}

// notAHMask is notAH, read from memory by legalMoves.
var notAHMask = notAH

// runsUp returns the squares one step beyond the runs of mask (of up to
// 6 squares) that start next to own, stepping by +s bits; pairs holds
// the squares of mask whose neighbour at -s is also mask's.
func runsUp(own, mask, pairs uint64, s uint) uint64 {
	r := mask & (own << s)
	r |= mask & (r << s)
	r |= pairs & (r << (2 * s))
	r |= pairs & (r << (2 * s))
	return r << s
}

// runsDown is runsUp stepping by -s bits; pairs holds the squares of
// mask whose neighbour at +s is also mask's.
func runsDown(own, mask, pairs uint64, s uint) uint64 {
	r := mask & (own >> s)
	r |= mask & (r >> s)
	r |= pairs & (r >> (2 * s))
	r |= pairs & (r >> (2 * s))
	return r >> s
}

// popcount is bits.OnesCount64, named for the reader.
func popcount(b uint64) int { return bits.OnesCount64(b) }
