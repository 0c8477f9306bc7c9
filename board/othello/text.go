package othello

import (
	"fmt"
	"strings"
)

// PositionError reports position text that could not be read. Col is the
// 1-based column of the offending character in Text.
type PositionError struct {
	Text string
	Col  int
	Msg  string
}

func (e *PositionError) Error() string {
	return fmt.Sprintf("othello position %q, column %d: %s", e.Text, e.Col, e.Msg)
}

// String writes p in the package's position text: the squares row by row
// from a1 (row 1 left to right, then row 2, ...), 64 of them on the 8×8
// board and 36 on the 6×6, each 'X' for a Black disc, 'O' for a White
// disc or '-' for an empty square; then one space and the side to move,
// 'X' or 'O'. The 8×8 start is
//
//	---------------------------OX------XO--------------------------- X
//
// The board size is the length of the square string, so one format
// serves both games. Parse reads it back.
func (p Position) String() string {
	n := int(p.size)
	b := make([]byte, 0, n*n+2)
	for row := range n {
		for col := range n {
			b = append(b, p.cellChar(SquareAt(col, row)))
		}
	}
	b = append(b, ' ')
	b = append(b, p.side.Letter()...)
	return string(b)
}

func (p *Position) cellChar(s Square) byte {
	c, ok := p.At(s)
	switch {
	case !ok:
		return '-'
	case c == Black:
		return 'X'
	}
	return 'O'
}

// Parse reads the position text that String writes. It also accepts 'x',
// 'B', 'b' and '*' for Black, 'o', 'W', 'w' and '0' for White, and '.' or
// '_' for an empty square, the same letters for the side to move, any
// number of blanks between the squares and the side, and blanks around
// the whole. Any arrangement of discs is accepted, as in Othello
// problems; the side to move may have to pass or the game may be over.
func Parse(text string) (Position, error) {
	s, off := trimBlanks(text)
	fail := func(col int, format string, args ...any) (Position, error) {
		return Position{}, &PositionError{Text: text, Col: off + col + 1, Msg: fmt.Sprintf(format, args...)}
	}
	if s == "" {
		return fail(0, "empty position")
	}
	n := strings.IndexAny(s, " \t")
	if n < 0 {
		return fail(len(s), "side to move missing after the squares")
	}
	var size uint8
	switch n {
	case 64:
		size = 8
	case 36:
		size = 6
	default:
		return fail(n, "%d squares before the side to move; want 64 (8×8) or 36 (6×6)", n)
	}
	p := Position{size: size}
	for i := range n {
		w := int(size)
		sq := SquareAt(i%w, i/w)
		switch c := s[i]; c {
		case 'X', 'x', 'B', 'b', '*':
			p.discs[Black] |= sq.Bit()
		case 'O', 'o', 'W', 'w', '0':
			p.discs[White] |= sq.Bit()
		case '-', '.', '_':
		default:
			return fail(i, "square %v: want X, O or -, got %q", sq, c)
		}
	}
	rest := n
	for rest < len(s) && (s[rest] == ' ' || s[rest] == '\t') {
		rest++
	}
	if rest == len(s) {
		return fail(rest, "side to move missing after the squares")
	}
	switch c := s[rest]; c {
	case 'X', 'x', 'B', 'b', '*':
		p.side = Black
	case 'O', 'o', 'W', 'w', '0':
		p.side = White
	default:
		return fail(rest, "side to move must be X or O, got %q", c)
	}
	if rest+1 < len(s) {
		return fail(rest+1, "unexpected %q after the side to move", s[rest+1:])
	}
	p.key = p.computeKey()
	return p, nil
}

// MustParse is Parse for positions written into programs and tests: it
// panics on an error.
func MustParse(text string) Position {
	p, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return p
}

// Pretty draws the board for a human reading a log or a debugger: column
// letters on top, row numbers down the side, X and O for the discs, '.'
// for an empty square and '*' where the side to move can place a disc,
// then the side to move and the disc count.
//
//	  a b c d e f
//	1 . . . . . .
//	2 . . * . . .
//	...
func (p Position) Pretty() string {
	var b strings.Builder
	n := int(p.size)
	moves := p.Placements()
	b.WriteString(" ")
	for col := range n {
		b.WriteByte(' ')
		b.WriteByte('a' + byte(col))
	}
	b.WriteByte('\n')
	for row := range n {
		b.WriteByte('1' + byte(row))
		for col := range n {
			sq := SquareAt(col, row)
			c := p.cellChar(sq)
			switch {
			case moves&sq.Bit() != 0:
				c = '*'
			case c == '-':
				c = '.'
			}
			b.WriteByte(' ')
			b.WriteByte(c)
		}
		b.WriteByte('\n')
	}
	switch {
	case p.Terminal():
		fmt.Fprintf(&b, "game over, %v", p.Result())
	case moves == 0:
		fmt.Fprintf(&b, "%s (%v) to move: must pass", p.side.Letter(), p.side)
	default:
		fmt.Fprintf(&b, "%s (%v) to move", p.side.Letter(), p.side)
	}
	fmt.Fprintf(&b, "; X %d, O %d\n", p.Count(Black), p.Count(White))
	return b.String()
}
