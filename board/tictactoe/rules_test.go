package tictactoe

import (
	"errors"
	"math/bits"
	"testing"
)

func TestLinesAreTen(t *testing.T) {
	seen := map[uint16]bool{}
	for _, l := range Lines() {
		if bits.OnesCount16(l) != 4 || seen[l] {
			t.Errorf("line %#04x: want 4 squares, each line once", l)
		}
		seen[l] = true
	}
	// Every symmetry maps the set of lines onto itself.
	for s := 0; s < 8; s++ {
		for _, l := range Lines() {
			if !seen[transform(s, l)] {
				t.Errorf("symmetry %d maps line %#04x to %#04x, not a line", s, l, transform(s, l))
			}
		}
	}
}

func TestSquareNames(t *testing.T) {
	for s := Square(0); s < 16; s++ {
		back, err := ParseSquare(s.String())
		if err != nil || back != s {
			t.Errorf("square %d is %q, which reads as %v, %v", s, s.String(), back, err)
		}
	}
	for name, want := range map[string]Square{"a1": 0, "d1": 3, "a2": 4, "D4": 15, "c3": 10} {
		if got, err := ParseSquare(name); err != nil || got != want {
			t.Errorf("ParseSquare(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	for _, bad := range []string{"", "a", "e1", "a5", "a0", "a10", "11"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
}

func TestPlayAndOutcome(t *testing.T) {
	p := Start()
	if len(p.Moves(nil)) != 16 || p.Terminal() || p.SideToMove() != X {
		t.Fatalf("start: %d moves, terminal %v, %v to move", len(p.Moves(nil)), p.Terminal(), p.SideToMove())
	}
	// X takes the a1-d4 diagonal while O plays on rank 4's left.
	for _, name := range []string{"a1", "a4", "b2", "b4", "c3", "a3"} {
		m, err := p.ParseMove(name)
		if err != nil {
			t.Fatal(err)
		}
		q := p.Play(m)
		if q.Ply() != p.Ply()+1 || q.SideToMove() == p.SideToMove() {
			t.Fatalf("after %s: ply %d, %v to move", name, q.Ply(), q.SideToMove())
		}
		p = q
	}
	if _, err := p.ParseMove("a1"); err == nil {
		t.Errorf("ParseMove accepted a marked square")
	}
	p = p.Play(mustMove(t, &p, "d4"))
	if r, over := p.Outcome(); !over || r != Loss {
		t.Errorf("%s: outcome %v, %v; want O lost", p, r, over)
	}
	if n := len(p.Moves(nil)); n != 0 {
		t.Errorf("finished game has %d moves", n)
	}
	if _, err := p.ParseMove("d1"); err == nil {
		t.Errorf("ParseMove accepted a move after the game ended")
	}
	full := mustParse(t, "XOXOXOXOOXOXOXOX X")
	if full.SideToMove() != X {
		t.Fatalf("full board: %v to move", full.SideToMove())
	}
	if r, over := full.Outcome(); !over || r != Draw {
		t.Errorf("%s: outcome %v, %v; want draw", full, r, over)
	}
}

func mustMove(t *testing.T, p *Position, name string) Move {
	t.Helper()
	m, err := p.ParseMove(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestKeyAndCanonical(t *testing.T) {
	// Walk every position to depth 4 and check the key is perfect and
	// that canonical forms are shared by all eight images.
	keys := map[uint64]Position{}
	var walk func(p Position, d int)
	walk = func(p Position, d int) {
		if other, ok := keys[p.Key()]; ok && other != p {
			t.Fatalf("%s and %s share key %x", p, other, p.Key())
		}
		keys[p.Key()] = p
		c := p.Canonical()
		for s := 0; s < 8; s++ {
			q := p.Symmetric(s)
			if q.Canonical() != c || Perft(q, 2) != Perft(p, 2) {
				t.Fatalf("%s: image %d %s has canonical %s, want %s", p, s, q, q.Canonical(), c)
			}
		}
		if d == 0 {
			return
		}
		for _, m := range p.Moves(nil) {
			walk(p.Play(m), d-1)
		}
	}
	walk(Start(), 4)
	if want := 1 + 16 + 16*15 + C(16, 2)*14 + C(16, 2)*C(14, 2); len(keys) != want {
		t.Errorf("%d positions within 4 plies, want %d", len(keys), want)
	}
}

// C is the binomial coefficient.
func C(n, k int) int {
	r := 1
	for i := 0; i < k; i++ {
		r = r * (n - i) / (i + 1)
	}
	return r
}

func TestParsePosition(t *testing.T) {
	for _, text := range []string{"................ X", "X............... O", "XXX.OOO......... X", "xo.............. x"} {
		p := mustParse(t, text)
		again := mustParse(t, p.String())
		if again != p {
			t.Errorf("%q reads as %s, which reads back as %s", text, p, again)
		}
	}
	tests := []struct {
		text  string
		index int
	}{
		{"", 0},
		{"......", 6},
		{"...Z............ X", 3},
		{"................", 16},
		{"................X", 16},
		{"................ ", 17},
		{"................ Z", 17},
		{"................ X ", 18},
		{"X............... X", 17}, // X has one more, so O is to move
		{"OO.............. X", 17}, // O has more marks than X
		{"XXXXOOOO........ X", 0},  // X to move already has rank 1
		{"XXXXXXXXOOO.OOO. O", 17}, // two X lines, no one last mark
		{"XXX.OOOOXX...... O", 4},  // O to move already has rank 2
	}
	for _, tt := range tests {
		_, err := ParsePosition(tt.text)
		var pe *PositionError
		if !errors.As(err, &pe) {
			t.Errorf("ParsePosition(%q): error %v, want a *PositionError", tt.text, err)
			continue
		}
		if pe.Index != tt.index {
			t.Errorf("ParsePosition(%q): index %d (%v), want %d", tt.text, pe.Index, err, tt.index)
		}
	}
}
