package chess

import (
	"errors"
	"testing"
)

// FuzzParseFEN checks that ParseFEN never panics, that its errors are
// *FENError naming a field, and that every position it accepts writes
// back to FEN that reads as the same position, has its key in step, and
// can be played from: each legal move's SAN and UCI read back as the
// move, and the key after it is in step.
func FuzzParseFEN(f *testing.F) {
	for _, c := range knownPerft {
		f.Add(c.fen)
	}
	f.Add("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
	f.Add("7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParseFEN(text)
		if err != nil {
			var fe *FENError
			if !errors.As(err, &fe) || fe.Field == "" {
				t.Fatalf("ParseFEN(%q): error %T %v is not a *FENError with a field", text, err, err)
			}
			return
		}
		if p.key != p.computeKey() {
			t.Fatalf("ParseFEN(%q): key out of step", text)
		}
		again, err := ParseFEN(p.FEN())
		if err != nil || again != p {
			t.Fatalf("ParseFEN(%q) wrote %q, which reads as %v, %v", text, p.FEN(), again.FEN(), err)
		}
		moves := p.LegalMoves()
		if len(moves) != p.countMoves() {
			t.Fatalf("%s: %d moves, %d counted", p.FEN(), len(moves), p.countMoves())
		}
		for _, m := range moves {
			if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
				t.Fatalf("%s: %v writes as %q, which reads as %v, %v", p.FEN(), m, p.SAN(m), back, err)
			}
			if back, err := p.ParseUCI(m.String()); err != nil || back != m {
				t.Fatalf("%s: %v reads back as %v, %v", p.FEN(), m, back, err)
			}
			q := p.Play(m)
			if q.key != q.computeKey() {
				t.Fatalf("%s after %v: key out of step", p.FEN(), m)
			}
			if _, err := ParseFEN(q.FEN()); err != nil {
				t.Fatalf("%s after %v: %s does not read: %v", p.FEN(), m, q.FEN(), err)
			}
		}
	})
}

// FuzzParseEPD checks that ParseEPD never panics, that its errors are
// *FENError, and that an accepted record writes as text that reads back
// as the same position and writes the same again.
func FuzzParseEPD(f *testing.F) {
	f.Add(`1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";`)
	f.Add(`3r2k1/1p3ppp/2pq4/p1n5/P6P/1P6/1PB2QP1/1K2R3 w - - am Rd1; id "Kaufman.03";`)
	f.Add(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D1 20; D2 400; id "startpos"; hmvc 3; fmvn 7;`)
	f.Fuzz(func(t *testing.T, text string) {
		e, err := ParseEPD(text)
		if err != nil {
			var fe *FENError
			if !errors.As(err, &fe) || fe.Field == "" {
				t.Fatalf("ParseEPD(%q): error %T %v is not a *FENError with a field", text, err, err)
			}
			return
		}
		again, err := ParseEPD(e.String())
		if err != nil {
			t.Fatalf("ParseEPD(%q) wrote %q, which does not read: %v", text, e.String(), err)
		}
		if again.Pos.epdFields() != e.Pos.epdFields() || again.String() != e.String() {
			t.Fatalf("ParseEPD(%q) wrote %q, which reads as %q", text, e.String(), again.String())
		}
	})
}

// FuzzParseMove checks that ParseMove (SAN or UCI) never panics, that
// its errors are *MoveError, and that a move it accepts is legal and
// writes as SAN and UCI that read back as itself, on the start or on any
// position the first argument describes.
func FuzzParseMove(f *testing.F) {
	f.Add(StartFEN, "Nf3")
	f.Add("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0")
	f.Add("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8Q")
	f.Add("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6")
	f.Fuzz(func(t *testing.T, position, text string) {
		p, err := ParseFEN(position)
		if err != nil {
			p = New()
		}
		m, err := p.ParseMove(text)
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("%s: ParseMove(%q): error %T %v is not a *MoveError", p.FEN(), text, err, err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("%s: ParseMove(%q) = %v, not legal", p.FEN(), text, m)
		}
		if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
			t.Fatalf("%s: %v writes as %q, which reads as %v, %v", p.FEN(), m, p.SAN(m), back, err)
		}
		if back, err := p.ParseUCI(m.String()); err != nil || back != m {
			t.Fatalf("%s: %v reads back as %v, %v", p.FEN(), m, back, err)
		}
	})
}
