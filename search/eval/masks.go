package eval

import (
	"math/bits"

	"frontier/board/checkers"
)

// Board geometry in the padded layout of checkers.Position.Bitboards. Every
// mask that depends on a colour is indexed by colour and built for Black,
// White's being the 180-degree rotation (square s -> 33-s), which is what
// makes the evaluation colour-symmetric.
var (
	allSquares uint64 // the 32 playable squares

	backRow [2]uint64 // own king row (Black: 1-4)
	bridge  [2]uint64 // bridge squares (Black: 1 and 3)

	centre uint64 // 14, 15, 18, 19
	ring   uint64 // 10, 11, 22, 23
	edge   uint64 // squares on the board's rim

	doubleCorners uint64       // 1, 5, 28, 32: where a lone king cannot be cornered
	enemyHalf     [2]uint64    // the half of the board across the middle (Black: 17-32)
	advance       [2][3]uint64 // squares whose rows advanced have bit k set, k = 0, 1, 2

	// crownRows[c][bit] is how many rows the man of colour c on bit
	// still has to go to crown.
	crownRows [2][64]int8
	// cone[c][bit] holds the squares ahead of a man of colour c on bit
	// that lie within its reach: the widening triangle up to the king
	// row, the square itself excluded.
	cone [2][64]uint64
	// runawayZone[c] holds the squares within runawayMaxRows of crowning.
	runawayZone [2]uint64

	// dogMan[c] is the dog-hole square of colour c's man, dogGuard[c] the
	// enemy square that holds it there.
	dogMan, dogGuard [2]uint64
)

func bitOf(s checkers.Square) uint64 { return checkers.SquareBit(s) }

// mirror maps a Black-side mask to White's: s -> 33-s.
func mirror(m uint64) uint64 {
	var out uint64
	for s := checkers.Square(1); s <= 32; s++ {
		if m&bitOf(s) != 0 {
			out |= bitOf(33 - s)
		}
	}
	return out
}

func squares(list ...checkers.Square) uint64 {
	var m uint64
	for _, s := range list {
		m |= bitOf(s)
	}
	return m
}

func init() {
	for s := checkers.Square(1); s <= 32; s++ {
		allSquares |= bitOf(s)
		r, c := s.Row(), s.Col()
		if r == 0 || r == 7 || c == 0 || c == 7 {
			edge |= bitOf(s)
		}
	}
	backRow[checkers.Black] = squares(1, 2, 3, 4)
	bridge[checkers.Black] = squares(1, 3)
	centre = squares(14, 15, 18, 19)
	ring = squares(10, 11, 22, 23)
	doubleCorners = squares(1, 5, 28, 32)
	for s := checkers.Square(17); s <= 32; s++ {
		enemyHalf[checkers.Black] |= bitOf(s)
	}
	dogMan[checkers.Black], dogGuard[checkers.Black] = squares(28), squares(32)
	for s := checkers.Square(1); s <= 32; s++ {
		r := s.Row() // rows advanced by a Black man
		for k := 0; k < 3; k++ {
			if r>>k&1 != 0 {
				advance[checkers.Black][k] |= bitOf(s)
			}
		}
		b := bits.TrailingZeros64(bitOf(s))
		crownRows[checkers.Black][b] = int8(7 - r)
		if 7-r <= runawayMaxRows {
			runawayZone[checkers.Black] |= bitOf(s)
		}
		for t := checkers.Square(1); t <= 32; t++ {
			dr, dc := t.Row()-r, t.Col()-s.Col()
			if dr > 0 && dc <= dr && -dc <= dr {
				cone[checkers.Black][b] |= bitOf(t)
			}
		}
	}
	// White: rotate every Black mask.
	w := checkers.White
	backRow[w] = mirror(backRow[checkers.Black])
	bridge[w] = mirror(bridge[checkers.Black])
	dogMan[w], dogGuard[w] = mirror(dogMan[checkers.Black]), mirror(dogGuard[checkers.Black])
	runawayZone[w] = mirror(runawayZone[checkers.Black])
	enemyHalf[w] = mirror(enemyHalf[checkers.Black])
	for k := 0; k < 3; k++ {
		advance[w][k] = mirror(advance[checkers.Black][k])
	}
	for s := checkers.Square(1); s <= 32; s++ {
		b := bits.TrailingZeros64(bitOf(s))
		m := bits.TrailingZeros64(bitOf(33 - s))
		crownRows[w][m] = crownRows[checkers.Black][b]
		cone[w][m] = mirror(cone[checkers.Black][b])
	}
}

// forward returns the squares one step ahead of the men in b, for colour
// c: Black moves towards higher square numbers (shifts left by 4 or 5 in
// the padded layout), White towards lower. Ghost and off-board bits must be
// masked off by the caller (intersecting with empty squares does it).
func forward(b uint64, c checkers.Color) (uint64, uint64) {
	if c == checkers.Black {
		return b << 4, b << 5
	}
	return b >> 4, b >> 5
}

// neighbours returns every square diagonally adjacent to a square of b,
// ghost bits included (mask them off).
func neighbours(b uint64) uint64 { return b<<4 | b<<5 | b>>4 | b>>5 }
