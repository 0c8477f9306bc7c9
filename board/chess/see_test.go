package chess

import "testing"

// TestSEE checks the static exchange evaluation on hand-made exchanges:
// its value is the largest threshold it passes.
func TestSEE(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		value     int
	}{
		// A pawn takes a knight defended by a pawn: 320 - 100.
		{"4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 220},
		// A queen takes a pawn defended by a pawn: 100 - 900.
		{"4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5", -800},
		// An undefended pawn.
		{"4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5", 100},
		// Rook takes rook, the other rook recaptures, and the rook
		// behind the first (an x-ray) takes back: 500 - 500 + 500.
		{"3rk3/8/8/3r4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 500},
		// Without the rook behind: 500 - 500.
		{"3rk3/8/8/3r4/8/8/3R4/4K3 w - - 0 1", "d2d5", 0},
		// A knight moved where a pawn takes it: -320.
		{"4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "f3e5", -320},
		// A quiet move to a safe square.
		{"4k3/8/8/8/8/5N2/8/4K3 w - - 0 1", "f3e5", 0},
		// The king may take only what is not defended: Kxd2 is legal
		// as the d2 pawn is undefended.
		{"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2", 100},
		// Bishop takes a pawn defended by a knight, the queen behind the
		// bishop on the diagonal recaptures: 100 - 330 + 320.
		{"4k3/8/2n5/4p3/3B4/2Q5/8/4K3 w - - 0 1", "d4e5", 90},
		// En passant: a pawn for a pawn, the capturer then taken by the
		// queen: 100 - 100.
		{"3qk3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0},
		// A promotion that is taken at once: +800 (queen less pawn)
		// then -900.
		{"3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7c8q", -100},
		// Promoting by taking the rook, undefended after: 500 + 800.
		{"1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7b8q", 1300},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", 0},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseUCI(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if !p.SEE(m, c.value) || p.SEE(m, c.value+1) {
			t.Errorf("%s %s: SEE >= %d %v, >= %d %v; want the value %d", c.fen, c.move, c.value, p.SEE(m, c.value), c.value+1, p.SEE(m, c.value+1), c.value)
		}
	}
}

// BenchmarkSEE evaluates every capture of Kiwipete.
func BenchmarkSEE(b *testing.B) {
	p, _ := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	moves := p.NoisyMoves(nil)
	n := 0
	for b.Loop() {
		for _, m := range moves {
			if p.SEE(m, 0) {
				n++
			}
		}
	}
}
