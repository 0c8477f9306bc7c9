package othello

import (
	"fmt"
	"strings"
)

// MoveError explains why move text was not a move, or not a legal one.
// Col is the 1-based column in Text of the offending character.
type MoveError struct {
	Text string
	Col  int
	Msg  string
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("move %q, column %d: %s", e.Text, e.Col, e.Msg)
}

// ParseMove reads a move without a position: a square in Othello
// notation, column letter then row digit ("d3", also "D3"), anywhere on
// the 8×8 board, or the pass written "pass", "PA" or "--" (letters in any
// case). Surrounding blanks are ignored. Position.ParseMove also checks
// that the move is on the board and legal.
func ParseMove(text string) (Move, error) {
	s, off := trimBlanks(text)
	fail := func(col int, format string, args ...any) (Move, error) {
		return 0, &MoveError{Text: text, Col: off + col + 1, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case s == "":
		return fail(0, "empty move")
	case s == "--" || strings.EqualFold(s, "pass") || strings.EqualFold(s, "pa"):
		return Pass, nil
	}
	c := s[0] | 0x20 // lower case for letters
	if c < 'a' || c > 'h' {
		return fail(0, "column must be a letter a-h, got %q", s[0])
	}
	if len(s) < 2 {
		return fail(1, "row digit 1-8 missing after the column")
	}
	if s[1] < '1' || s[1] > '8' {
		return fail(1, "row must be a digit 1-8, got %q", s[1])
	}
	if len(s) > 2 {
		return fail(2, "unexpected %q after the square", s[2:])
	}
	return MoveAt(SquareAt(int(c-'a'), int(s[1]-'1'))), nil
}

// ParseMove reads a move as the package function does and checks it
// against p: the square must be on p's board and the move legal (a pass
// only when it is forced).
func (p *Position) ParseMove(text string) (Move, error) {
	m, err := ParseMove(text)
	if err != nil {
		return 0, err
	}
	if p.IsLegal(m) {
		return m, nil
	}
	_, off := trimBlanks(text)
	fail := func(format string, args ...any) (Move, error) {
		return 0, &MoveError{Text: text, Col: off + 1, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case m == Pass && p.Terminal():
		return fail("the game is over")
	case m == Pass:
		return fail("%v cannot pass: it has a placement", p.side)
	case !p.OnBoard(m.Square()):
		return fail("%v is off the %d×%d board", m, p.size, p.size)
	case p.Empty()&m.Square().Bit() == 0:
		return fail("%v is occupied", m)
	}
	return fail("%v flips nothing for %v", m, p.side)
}

// trimBlanks returns s without leading and trailing blanks and the
// offset of the result within s, so that errors can name columns of the
// original text.
func trimBlanks(s string) (string, int) {
	off := 0
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\t') {
		s, off = s[1:], off+1
	}
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t' || s[len(s)-1] == '\n' || s[len(s)-1] == '\r') {
		s = s[:len(s)-1]
	}
	return s, off
}
