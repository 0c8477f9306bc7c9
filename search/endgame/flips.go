package endgame

import (
	"math/bits"

	"frontier/board/othello"
)

// flips is othello.FlipsOf without a branch: the solver's profile spends
// half its time there, much of it in the mispredicted test, in each of
// the eight directions, of whether the run of opponent's discs is closed
// by one of the mover's. Here that test becomes a mask.
//
// rays[s] holds the squares met stepping from s (s excluded) to the edge
// of the 8×8 layout in each direction, the first four towards higher
// bits, the last four towards lower bits. Squares off the 6×6 board are
// never discs, so a run stops there as at an empty square.
var rays [64][8]uint64

func init() {
	steps := [8][2]int{{1, 0}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	for s := range 64 {
		for d, st := range steps {
			col, row := s%8+st[0], s/8+st[1]
			for col >= 0 && col < 8 && row >= 0 && row < 8 {
				rays[s][d] |= uint64(1) << (row*8 + col)
				col, row = col+st[0], row+st[1]
			}
		}
	}
}

// flips returns the discs of opp that own placing a disc on the empty
// square x turns over, 0 when the placement is illegal.
func flips(x othello.Square, own, opp uint64) uint64 {
	r := &rays[x&63]
	return up(r[0], own, opp) | up(r[1], own, opp) | up(r[2], own, opp) | up(r[3], own, opp) |
		down(r[4], own, opp) | down(r[5], own, opp) | down(r[6], own, opp) | down(r[7], own, opp)
}

// up is one direction of flips towards higher bits: the first square of
// the ray that is not opp is its lowest such bit; the squares below it
// are flipped when it is own's. The test is a conditional move, not a
// branch (the compiler makes one of an assignment under an if).
func up(ray, own, opp uint64) uint64 {
	o := ray &^ opp
	first := o & -o
	f := (first - 1) & ray
	if first&own == 0 {
		f = 0
	}
	return f
}

// down is up towards lower bits, where the first square is the highest
// bit. A ray towards lower bits never holds bit 63, so the shift never
// overflows, and it gives 0 when every square of the ray is opp. Here
// the test needs no select: closed is that square when it is own's,
// else 0, and 0<<1 - 1 masks the whole ray off.
func down(ray, own, opp uint64) uint64 {
	o := ray &^ opp
	closed := uint64(1) << (uint(bits.Len64(o)) & 63) >> 1 & own
	return ray &^ (closed<<1 - 1)
}
