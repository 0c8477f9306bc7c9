package othello

import (
	"errors"
	"testing"
)

// FuzzParse checks that Parse never panics, that its errors are
// *PositionError pointing inside the text (or just past it), and that
// every position it accepts writes back to text that reads as the same
// position, has a key in step, and can be played from. The seed corpus is
// in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add(start8Text)
	f.Add(start6Text)
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			var pe *PositionError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): error %T %v is not a *PositionError", text, err, err)
			}
			if pe.Col < 1 || pe.Col > len(text)+1 {
				t.Fatalf("Parse(%q): column %d outside the text", text, pe.Col)
			}
			return
		}
		if p.Discs(Black)&p.Discs(White) != 0 || (p.Discs(Black)|p.Discs(White))&^boardMask(p.size) != 0 {
			t.Fatalf("Parse(%q): discs overlap or lie off the board", text)
		}
		if p.Key() != p.computeKey() {
			t.Fatalf("Parse(%q): key %x, want %x", text, p.Key(), p.computeKey())
		}
		again, err := Parse(p.String())
		if err != nil {
			t.Fatalf("Parse(%q) wrote %q, which does not parse: %v", text, p.String(), err)
		}
		if again != p {
			t.Fatalf("Parse(%q) wrote %q, which reads as %q", text, p.String(), again.String())
		}
		for _, m := range p.LegalMoves() {
			q := p.Play(m)
			if q.Key() != q.computeKey() {
				t.Fatalf("%q after %v: key out of step", text, m)
			}
		}
	})
}

// FuzzParseMove checks that ParseMove never panics, that the package
// function's moves print and read back as themselves, and that the
// method only returns legal moves, on the start or on any position the
// first argument describes. The seed corpus is in
// testdata/fuzz/FuzzParseMove.
func FuzzParseMove(f *testing.F) {
	f.Add(start8Text, "d3")
	f.Add(start6Text, "pass")
	f.Fuzz(func(t *testing.T, position, text string) {
		p, err := Parse(position)
		if err != nil {
			p = New8()
		}
		if m, err := ParseMove(text); err == nil {
			if back, err := ParseMove(m.String()); err != nil || back != m {
				t.Fatalf("ParseMove(%q) = %v, which reads back as %v, %v", text, m, back, err)
			}
		} else if me := (*MoveError)(nil); !errors.As(err, &me) || me.Col < 1 || me.Col > len(text)+1 {
			t.Fatalf("ParseMove(%q): error %v is not a *MoveError inside the text", text, err)
		}
		m, err := p.ParseMove(text)
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("%s: ParseMove(%q): error %T %v is not a *MoveError", p, text, err, err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("%s: ParseMove(%q) = %v, not legal", p, text, m)
		}
	})
}
