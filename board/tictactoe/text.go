package tictactoe

import (
	"fmt"
	"math/bits"
	"strings"
)

// The position text format is the 16 squares in square order, a1 b1 c1
// d1 a2 … d4, each 'X', 'O' or '.', then one space and the side to move,
// 'X' or 'O'. Character i of the text is square i, so an error's index
// names the square too. The empty board is
//
//	"................ X"
//
// Lower-case x and o are read too; String writes upper case.

// PositionError reports malformed or impossible position text. Index is
// the 0-based byte index in Text of the character that is wrong.
type PositionError struct {
	Text  string
	Index int
	Msg   string
}

func (e *PositionError) Error() string {
	return fmt.Sprintf("tic-tac-toe position %q, index %d: %s", e.Text, e.Index, e.Msg)
}

// ParsePosition reads a position in the text format above. It accepts
// only positions that a game can reach: X has as many marks as O (X to
// move) or one more (O to move), the side to move has no line, and if
// the opponent has lines, one last mark lies on all of them.
func ParsePosition(text string) (Position, error) {
	var p Position
	fail := func(i int, format string, args ...any) (Position, error) {
		return Position{}, &PositionError{Text: text, Index: i, Msg: fmt.Sprintf(format, args...)}
	}
	for i := 0; i < 16; i++ {
		if i >= len(text) {
			return fail(i, "text ends after %d squares; want 16 squares, a space and the side to move", i)
		}
		switch text[i] {
		case 'X', 'x':
			p.marks[X] |= 1 << i
		case 'O', 'o':
			p.marks[O] |= 1 << i
		case '.':
		default:
			return fail(i, "square %s is %q; want X, O or '.'", Square(i), text[i])
		}
	}
	switch {
	case len(text) == 16:
		return fail(16, "missing the space and the side to move")
	case text[16] != ' ':
		return fail(16, "want a space after the 16 squares, got %q", text[16])
	case len(text) == 17:
		return fail(17, "missing the side to move")
	}
	switch text[17] {
	case 'X', 'x':
		p.side = X
	case 'O', 'o':
		p.side = O
	default:
		return fail(17, "side to move is %q; want X or O", text[17])
	}
	if len(text) > 18 {
		return fail(18, "unexpected text after the side to move")
	}
	nx, no := bits.OnesCount16(p.marks[X]), bits.OnesCount16(p.marks[O])
	if nx != no && nx != no+1 {
		return fail(17, "X has %d marks and O %d; X moves first, so X has as many as O or one more", nx, no)
	}
	if want := Color(nx - no); p.side != want {
		return fail(17, "with %d X and %d O marks it is %v to move, not %v", nx, no, want, p.side)
	}
	for _, l := range lines {
		if p.marks[p.side]&l == l {
			return fail(bits.TrailingZeros16(l), "%v to move already has the line through %s; the game ended before", p.side, Square(bits.TrailingZeros16(l)))
		}
	}
	last := full // squares that could have been the opponent's last mark
	for _, l := range lines {
		if p.marks[p.side^1]&l == l {
			last &= l
		}
	}
	if last == 0 {
		return fail(17, "%v has two lines that no single last mark completes together; the game ended before", p.side^1)
	}
	return p, nil
}

// String writes p in the text format, for example "X...O........... X".
func (p Position) String() string {
	var b [18]byte
	for i := 0; i < 16; i++ {
		b[i] = '.'
		if c, marked := p.At(Square(i)); marked {
			b[i] = "XO"[c]
		}
	}
	b[16] = ' '
	b[17] = "XO"[p.side&1]
	return string(b[:])
}

// Diagram draws the board with rank 4 at the top and file and rank
// labels, as a person would read it.
func (p *Position) Diagram() string {
	var b strings.Builder
	for r := 3; r >= 0; r-- {
		fmt.Fprintf(&b, "%d ", r+1)
		for f := 0; f < 4; f++ {
			ch := byte('.')
			if c, marked := p.At(SquareAt(f, r)); marked {
				ch = "XO"[c]
			}
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "  abcd\n%v to move\n", p.side)
	return b.String()
}
