package tictactoe

import (
	"errors"
	"testing"
)

// FuzzParsePosition checks that ParsePosition never panics, that its
// errors point inside the text, and that every position it accepts is
// one a game can reach, writes back to text that reads as the same
// position, and plays on consistently. The seed corpus is in
// testdata/fuzz/FuzzParsePosition.
func FuzzParsePosition(f *testing.F) {
	f.Add("................ X")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePosition(text)
		if err != nil {
			var pe *PositionError
			if !errors.As(err, &pe) {
				t.Fatalf("ParsePosition(%q): error %T %v is not a *PositionError", text, err, err)
			}
			if pe.Index < 0 || pe.Index > len(text) {
				t.Fatalf("ParsePosition(%q): index %d outside the text", text, pe.Index)
			}
			return
		}
		if r, over := p.Outcome(); over && r == Win {
			t.Fatalf("ParsePosition(%q) accepted a side to move that has won", text)
		}
		again, err := ParsePosition(p.String())
		if err != nil || again != p {
			t.Fatalf("ParsePosition(%q) wrote %q, which reads as %v, %v", text, p.String(), again, err)
		}
		for _, m := range p.Moves(nil) {
			q := p.Play(m)
			if q.Ply() != p.Ply()+1 {
				t.Fatalf("%s after %v: ply %d", p, m, q.Ply())
			}
			if _, err := ParsePosition(q.String()); err != nil {
				t.Fatalf("%s after %v gives %s, which does not parse: %v", p, m, q, err)
			}
		}
	})
}

// FuzzParseMove checks that ParseMove never panics and accepts exactly
// the legal moves, on the empty board or any position the first argument
// describes. The seed corpus is in testdata/fuzz/FuzzParseMove.
func FuzzParseMove(f *testing.F) {
	f.Add("................ X", "b3")
	f.Fuzz(func(t *testing.T, text, move string) {
		p, err := ParsePosition(text)
		if err != nil {
			p = Start()
		}
		m, err := p.ParseMove(move)
		legal := false
		for _, l := range p.Moves(nil) {
			legal = legal || l.String() == move || (err == nil && l == m)
		}
		if err != nil {
			if legal {
				t.Fatalf("%s: ParseMove(%q) rejected a legal move: %v", p, move, err)
			}
			return
		}
		if !legal {
			t.Fatalf("%s: ParseMove(%q) = %v, not a legal move", p, move, m)
		}
	})
}
