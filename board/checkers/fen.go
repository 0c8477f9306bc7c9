package checkers

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError reports malformed or impossible FEN text. Col is the 1-based
// column of the offending character within the FEN string.
type FENError struct {
	FEN string
	Col int
	Msg string
}

func (e *FENError) Error() string {
	return fmt.Sprintf("FEN %q, column %d: %s", e.FEN, e.Col, e.Msg)
}

// ParseFEN reads a position in the PDN FEN form, for example
// "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29": the side to move, then
// the pieces of each colour in either order, kings prefixed with K, and
// ranges such as "21-32" allowed. Surrounding quotes and a final '.' are
// tolerated. The position is checked: at most 12 pieces a side, no man on
// its crowning row, no square given twice.
func ParseFEN(fen string) (Position, error) {
	var p Position
	s := fen
	off := 0 // column offset of s within fen
	trim := func() {
		for len(s) > 0 && (s[0] == ' ' || s[0] == '\t' || s[0] == '"') {
			s, off = s[1:], off+1
		}
		for len(s) > 0 && strings.ContainsRune(" \t\".", rune(s[len(s)-1])) {
			s = s[:len(s)-1]
		}
	}
	trim()
	fail := func(col int, format string, args ...any) (Position, error) {
		return Position{}, &FENError{FEN: fen, Col: off + col + 1, Msg: fmt.Sprintf(format, args...)}
	}
	if s == "" {
		return fail(0, "empty FEN")
	}
	switch s[0] {
	case 'B', 'b':
		p.side = Black
	case 'W', 'w':
		p.side = White
	default:
		return fail(0, "side to move must be B or W, got %q", s[0])
	}
	if len(s) > 1 && s[1] != ':' {
		return fail(1, "expected ':' after the side to move")
	}
	seen := [2]bool{}
	listCol := [2]int{} // where each colour's list starts, for errors
	pos := 2
	for pos < len(s) {
		// One colour section: W or B, then a comma-separated list.
		end := strings.IndexByte(s[pos:], ':')
		if end < 0 {
			end = len(s)
		} else {
			end += pos
		}
		section := s[pos:end]
		if section == "" {
			pos = end + 1
			continue
		}
		var c Color
		switch section[0] {
		case 'W', 'w':
			c = White
		case 'B', 'b':
			c = Black
		default:
			return fail(pos, "piece list must start with W or B, got %q", section[0])
		}
		if seen[c] {
			return fail(pos, "%s listed twice", c)
		}
		seen[c] = true
		listCol[c] = pos
		col := pos + 1
		for _, item := range strings.Split(section[1:], ",") {
			if err := p.addFENItem(c, item); err != nil {
				return fail(col, "%v", err)
			}
			col += len(item) + 1
		}
		pos = end + 1
	}
	for c := Black; c <= White; c++ {
		if men, kings := p.Count(c); men+kings > 12 {
			return fail(listCol[c], "%s has %d pieces; at most 12 are possible", c, men+kings)
		}
	}
	p.key = p.computeKey()
	return p, nil
}

// addFENItem adds one list item ("12", "K10" or "21-32") of colour c.
func (p *Position) addFENItem(c Color, item string) error {
	t := strings.TrimSpace(item)
	if t == "" {
		return nil // tolerate "W:B" and trailing commas
	}
	king := false
	if t[0] == 'K' || t[0] == 'k' {
		king, t = true, t[1:]
	}
	lo, hi := t, t
	if i := strings.IndexByte(t, '-'); i >= 0 {
		lo, hi = t[:i], t[i+1:]
	}
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || a < 1 || b > 32 || a > b {
		return fmt.Errorf("%q is not a square 1-32 or a range of squares", item)
	}
	for n := a; n <= b; n++ {
		s := Square(n)
		if p.At(s) != Empty {
			return fmt.Errorf("square %d is given twice", n)
		}
		if !king && s.bit()&crownRow(c) != 0 {
			return fmt.Errorf("%s man on square %d, its crowning row", c, n)
		}
		pc := BlackMan
		switch {
		case c == Black && king:
			pc = BlackKing
		case c == White && !king:
			pc = WhiteMan
		case c == White:
			pc = WhiteKing
		}
		b := s.bit()
		p.men[c] |= b
		if pc.IsKing() {
			p.kings |= b
		}
	}
	return nil
}

// FEN writes p in PDN FEN form, White's pieces first as is customary:
// "B:W21,22,K30:B1,K5".
func (p *Position) FEN() string {
	var b strings.Builder
	b.WriteString(p.side.Letter())
	for _, c := range []Color{White, Black} {
		b.WriteString(":")
		b.WriteString(c.Letter())
		first := true
		for s := Square(1); s <= 32; s++ {
			pc := p.At(s)
			if pc == Empty || pc.Color() != c {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			if pc.IsKing() {
				b.WriteByte('K')
			}
			b.WriteString(strconv.Itoa(int(s)))
		}
	}
	return b.String()
}

// String draws the position as an 8x8 diagram with Black at the top:
// b/w for men, B/W for kings, '.' for empty dark squares.
func (p *Position) String() string {
	var b strings.Builder
	for r := 0; r < 8; r++ {
		for c := 0; c < 8; c++ {
			s := SquareAt(r, c)
			ch := byte(' ')
			if s != NoSquare {
				ch = ".bBwW"[p.At(s)]
			}
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%s to move\n", p.side)
	return b.String()
}
