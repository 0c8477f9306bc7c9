package tictactoe

import "fmt"

// Square is one of the 16 squares, 0 (a1) to 15 (d4): file a-d is the
// square modulo 4, rank 1-4 is the square divided by 4, plus one.
type Square uint8

// Move is the square the side to move marks.
type Move = Square

// NoSquare marks the absence of a square or move.
const NoSquare Square = 255

// Valid reports whether s is one of the 16 squares.
func (s Square) Valid() bool { return s < 16 }

// File returns the file of s, 0 (a) to 3 (d).
func (s Square) File() int { return int(s & 3) }

// Rank returns the rank of s, 0 (rank 1) to 3 (rank 4).
func (s Square) Rank() int { return int(s>>2) & 3 }

// SquareAt returns the square on file f and rank r (both 0-3), or
// NoSquare.
func SquareAt(f, r int) Square {
	if f < 0 || f > 3 || r < 0 || r > 3 {
		return NoSquare
	}
	return Square(4*r + f)
}

// String returns the name of s, "a1" to "d4", or "-" for NoSquare.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{'a' + byte(s.File()), '1' + byte(s.Rank())})
}

// ParseSquare reads a square name, "a1" to "d4" (files in either case).
func ParseSquare(text string) (Square, error) {
	if len(text) != 2 {
		return NoSquare, fmt.Errorf("square %q: want a file a-d and a rank 1-4, like b3", text)
	}
	f, r := int(text[0]|0x20)-'a', int(text[1])-'1'
	if f < 0 || f > 3 {
		return NoSquare, fmt.Errorf("square %q: file %q is not a-d", text, text[0])
	}
	if r < 0 || r > 3 {
		return NoSquare, fmt.Errorf("square %q: rank %q is not 1-4", text, text[1])
	}
	return SquareAt(f, r), nil
}

// ParseMove reads a move in square notation and checks that it is legal
// in p: the square is empty and the game is not over.
func (p *Position) ParseMove(text string) (Move, error) {
	s, err := ParseSquare(text)
	if err != nil {
		return NoSquare, err
	}
	if p.Terminal() {
		return NoSquare, fmt.Errorf("move %s: the game is over", s)
	}
	if _, marked := p.At(s); marked {
		return NoSquare, fmt.Errorf("move %s: the square is already marked", s)
	}
	return s, nil
}
