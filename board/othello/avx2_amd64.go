package othello

import "golang.org/x/sys/cpu"

// useAVX2 selects the AVX2 code of avx2_amd64.s (legalMoves, FlipsOf),
// which runs the scalar code's work on the four axes at once, one axis a
// 64-bit lane of a 256-bit register; without AVX2 they jump to
// legalGeneric and flipsGeneric (docs/othello-endgame.md, the eleventh
// round). The assembly tests the flag itself, so that the Go callers
// make one call.
var useAVX2 = cpu.X86.HasAVX2

// legalMoves is legalGeneric: where the processor has AVX2 the same
// fills, lane by lane (40 instructions a call against 158).
//
//go:noescape
func legalMoves(own, opp, empty uint64) uint64

// FlipsOf returns the discs of opp that own placing a disc on the empty
// square x turns over, 0 when the placement is illegal. Where the
// processor has AVX2 it searches the eight rays from x at once, four
// lanes towards higher squares and four towards lower (flipRays);
// otherwise it is flipsGeneric.
//
//go:noescape
func FlipsOf(x Square, own, opp uint64) uint64

// flipRays[x] holds the rays from square x along the four axes (the
// lanes of avx2_amd64.s: steps of 1, 8, 9 and 7 bits), first towards
// higher squares, then towards lower: the squares a disc placed on x
// can flip.
var flipRays [64][2][4]uint64

func init() {
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}} // col, row a step of +1, +8, +9, +7
	for x := range 64 {
		for dir, sign := range [2]int{1, -1} {
			for lane, st := range steps {
				col, row := x%8+sign*st[0], x/8+sign*st[1]
				for ; col >= 0 && col < 8 && row >= 0 && row < 8; col, row = col+sign*st[0], row+sign*st[1] {
					flipRays[x][dir][lane] |= uint64(1) << (row*8 + col)
				}
			}
		}
	}
}

// FlipsScalar is FlipsOf by the scalar code (flipsGeneric) whatever the
// processor: it takes more instructions than the AVX2 code but less
// time from its arguments to its result (its chain of dependent
// instructions is shorter), which counts where the next call waits for
// this one's flips, as along the endgame solver's last moves. Calls
// independent of one another (a move list's flips) are faster by
// FlipsOf (docs/othello-endgame.md, the eleventh round).
func FlipsScalar(x Square, own, opp uint64) uint64 { return flipsGeneric(x, own, opp) }
