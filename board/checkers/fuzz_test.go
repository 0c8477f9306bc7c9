package checkers

import (
	"errors"
	"testing"
)

// FuzzParseFEN checks that ParseFEN never panics, that its errors point
// inside the text, and that every position it accepts is legal (at most
// 12 pieces a side, no man on its crowning row), writes back to FEN that
// reads as the same position, and can be played from. The seed corpus is
// in testdata/fuzz/FuzzParseFEN.
func FuzzParseFEN(f *testing.F) {
	f.Add("B:W21-32:B1-12")
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen)
		if err != nil {
			var fe *FENError
			if !errors.As(err, &fe) {
				t.Fatalf("ParseFEN(%q): error %T %v is not a *FENError", fen, err, err)
			}
			if fe.Col < 1 || fe.Col > len(fen)+1 {
				t.Fatalf("ParseFEN(%q): column %d outside the text", fen, fe.Col)
			}
			return
		}
		for c := Black; c <= White; c++ {
			if men, kings := p.Count(c); men+kings > 12 {
				t.Fatalf("ParseFEN(%q) accepted %d %v pieces", fen, men+kings, c)
			}
			for _, s := range p.Squares(c, false) {
				if s.bit()&crownRow(c) != 0 {
					t.Fatalf("ParseFEN(%q) accepted a %v man on %d", fen, c, s)
				}
			}
		}
		if p.Key() != p.computeKey() {
			t.Fatalf("ParseFEN(%q): key %x, want %x", fen, p.Key(), p.computeKey())
		}
		again, err := ParseFEN(p.FEN())
		if err != nil {
			t.Fatalf("ParseFEN(%q) wrote %q, which does not parse: %v", fen, p.FEN(), err)
		}
		if again != p {
			t.Fatalf("ParseFEN(%q) wrote %q, which reads as %q", fen, p.FEN(), again.FEN())
		}
		for _, m := range p.LegalMoves() {
			q := p.Play(m)
			if q.Key() != q.computeKey() {
				t.Fatalf("%q after %v: key out of step", fen, m)
			}
		}
	})
}

// FuzzParseMove checks that ParseMove never panics and only ever returns
// one of the legal moves, on the start position or any position the FEN
// argument describes. The seed corpus is in testdata/fuzz/FuzzParseMove.
func FuzzParseMove(f *testing.F) {
	f.Add("B:W21-32:B1-12", "11-15")
	f.Fuzz(func(t *testing.T, fen, text string) {
		p, err := ParseFEN(fen)
		if err != nil {
			p = Start()
		}
		m, err := p.ParseMove(text)
		legal := p.LegalMoves()
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("%s: ParseMove(%q): error %T %v is not a *MoveError", p.FEN(), text, err, err)
			}
			return
		}
		found := false
		for _, l := range legal {
			found = found || l == m
		}
		if !found {
			t.Fatalf("%s: ParseMove(%q) = %v, not a legal move %v", p.FEN(), text, m, legal)
		}
		if back, err := p.ParseMove(m.String()); err != nil || back != m {
			t.Fatalf("%s: ParseMove(%q) = %v, but its route %q reads as %v, %v", p.FEN(), text, m, m.String(), back, err)
		}
	})
}
