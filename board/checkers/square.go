package checkers

import (
	"fmt"
	"math/bits"
)

// Square is a playable square in standard numbering, 1 to 32.
// The zero value is not a square.
type Square uint8

// NoSquare marks the absence of a square.
const NoSquare Square = 0

// Valid reports whether s is one of the 32 playable squares.
func (s Square) Valid() bool { return s >= 1 && s <= 32 }

// Row returns the row of s counted from Black's side, 0 to 7.
func (s Square) Row() int { return int(s-1) / 4 }

// Col returns the column of s from the left of the diagram with Black at
// the top, 0 to 7. Square 1 is in column 1, square 5 in column 0.
func (s Square) Col() int {
	r, k := int(s-1)/4, int(s-1)%4
	if r%2 == 0 {
		return 2*k + 1
	}
	return 2 * k
}

// SquareAt returns the playable square at row r and column c (both 0-7,
// Black at the top), or NoSquare if that square is light or off the board.
func SquareAt(r, c int) Square {
	if r < 0 || r > 7 || c < 0 || c > 7 || (r+c)%2 == 0 {
		return NoSquare
	}
	return Square(4*r + c/2 + 1)
}

func (s Square) String() string { return fmt.Sprint(uint8(s)) }

// bit returns the padded-layout bit of s. See the package comment.
func (s Square) bit() uint64 { return 1 << bitIndex[s&63] }

// Layout constants of the padded 35-bit board.
const (
	ghosts   uint64 = 1<<8 | 1<<17 | 1<<26
	allBits  uint64 = (1<<35 - 1) &^ ghosts
	blackRow uint64 = 0xF       // squares 1-4: White men crown here
	whiteRow uint64 = 0xF << 31 // squares 29-32: Black men crown here
	numBits         = 35
)

var (
	bitIndex [64]uint8  // square -> padded bit
	squareOf [64]Square // padded bit -> square (NoSquare for ghosts)
)

func init() {
	for s := Square(1); s <= 32; s++ {
		i := uint8(s-1) + uint8(s-1)/8
		bitIndex[s] = i
		squareOf[i] = s
	}
}

// squaresOf lists the squares of a padded bitboard in increasing order.
func squaresOf(b uint64) []Square {
	out := make([]Square, 0, bits.OnesCount64(b))
	for ; b != 0; b &= b - 1 {
		out = append(out, squareOf[bits.TrailingZeros64(b)])
	}
	return out
}
