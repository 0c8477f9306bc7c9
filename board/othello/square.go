package othello

// Color is a side: Black moves first.
type Color uint8

const (
	Black Color = 0
	White Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == Black {
		return "Black"
	}
	return "White"
}

// Letter returns the character that stands for c's discs in the position
// text: "X" for Black, "O" for White.
func (c Color) Letter() string {
	if c == Black {
		return "X"
	}
	return "O"
}

// Square is a board square, numbered row*8+col on both sizes (a1 = 0,
// h1 = 7, a2 = 8), so that a square's number is also its bit in the
// bitboards. On the 6×6 board only columns a-f of rows 1-6 are used.
type Square uint8

// SquareAt returns the square in column col and row row, both counted
// from 0 at the top-left corner.
func SquareAt(col, row int) Square { return Square(row*8 + col) }

// Col returns the column of s, 0 for a.
func (s Square) Col() int { return int(s) & 7 }

// Row returns the row of s, 0 for row 1 (the top).
func (s Square) Row() int { return int(s) >> 3 }

// Bit returns the bitboard holding only s.
func (s Square) Bit() uint64 { return 1 << (s & 63) }

// String writes s in Othello notation, for example "d3".
func (s Square) String() string {
	return string([]byte{'a' + byte(s.Col()), '1' + byte(s.Row())})
}

// Move is a placement on a square or the forced pass. The numbers 0-63
// are the squares; Pass is 64.
type Move uint8

// Pass is the move of a side that has no placement while its opponent
// has one.
const Pass Move = 64

// MoveAt returns the placement on s.
func MoveAt(s Square) Move { return Move(s) }

// IsPass reports whether m is the pass.
func (m Move) IsPass() bool { return m == Pass }

// Square returns the square a placement goes to; it is meaningless for
// the pass.
func (m Move) Square() Square { return Square(m & 63) }

// String writes m as its square ("d3") or as "pass".
func (m Move) String() string {
	if m == Pass {
		return "pass"
	}
	if m > Pass {
		return "?"
	}
	return Square(m).String()
}
