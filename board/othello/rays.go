package othello

import "math/bits"

// The bitboard functions an exact endgame solver needs besides Position:
// it keeps the two sides' discs as bare bitboards (the side to move's
// first) and plays thousands of moves per millisecond, so it calls these
// directly instead of going through Moves and Play.

// rays[s] holds, for square s, the squares met stepping from s (s
// excluded) to the edge of the 8×8 layout in each direction: the first
// four step towards higher bits (+1, +7, +8, +9), the last four towards
// lower bits (-1, -7, -8, -9). On the 6×6 board the squares off the
// board are never discs, so a walk stops there as at an empty square.
var rays [64][8]uint64

func init() {
	steps := [8][2]int{{1, 0}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	for s := range 64 {
		for d, st := range steps {
			col, row := s%8+st[0], s/8+st[1]
			for col >= 0 && col < 8 && row >= 0 && row < 8 {
				rays[s][d] |= SquareAt(col, row).Bit()
				col, row = col+st[0], row+st[1]
			}
		}
	}
}

// FlipsOf returns the discs of opp that own placing a disc on the empty
// square s turns over (0 when the placement is illegal). In each
// direction the run of opp next to s is flipped when the first square
// after it is own: towards higher bits that square is the lowest set bit
// of the ray's squares that are not opp, towards lower bits the highest.
// A bit trick per direction instead of a loop per disc: no branch
// depends on the length of a run.
func FlipsOf(s Square, own, opp uint64) uint64 {
	r := &rays[s&63]
	var f uint64
	f |= flipsUp(r[0], own, opp)
	f |= flipsUp(r[1], own, opp)
	f |= flipsUp(r[2], own, opp)
	f |= flipsUp(r[3], own, opp)
	f |= flipsDown(r[4], own, opp)
	f |= flipsDown(r[5], own, opp)
	f |= flipsDown(r[6], own, opp)
	f |= flipsDown(r[7], own, opp)
	return f
}

// flipsUp is one direction of FlipsOf along a ray towards higher bits.
func flipsUp(ray, own, opp uint64) uint64 {
	o := ray &^ opp
	first := o & -o // the first square that is not opp; 0 if none
	if first&own == 0 {
		return 0
	}
	return (first - 1) & ray
}

// flipsDown is one direction of FlipsOf along a ray towards lower bits.
// A ray towards lower bits never holds bit 63, so the shift below never
// overflows (the mask only tells the compiler so, saving the check of a
// shift by 64), and it gives 0 when every square of the ray is opp.
func flipsDown(ray, own, opp uint64) uint64 {
	o := ray &^ opp
	first := uint64(1) << (uint(bits.Len64(o)) & 63) >> 1
	if first&own == 0 {
		return 0
	}
	return ray &^ (first<<1 - 1)
}

// LegalSquares returns the empty squares (of empty) where the side owning
// own can place a disc against opp; see Position.Placements.
func LegalSquares(own, opp, empty uint64) uint64 { return legalMoves(own, opp, empty) }

// Neighbours returns the squares next to a square of b in any of the
// eight directions, on the 8×8 layout. A placement on s can be legal only
// if Neighbours(s.Bit()) holds an opponent's disc.
func Neighbours(b uint64) uint64 {
	h := b>>1&notH | b<<1&notA
	r := b | h
	return h | r>>8 | r<<8
}

// BoardSquares returns the squares of the board of the given size, 6 or
// 8: the squares that can be empty.
func BoardSquares(size int) uint64 { return boardMask(uint8(size)) }
