package games

import "testing"

// TestNotation: a move written another way the game reads comes back in
// the game's own notation, as Moves lists it; a move that is not one is
// an error.
func TestNotation(t *testing.T) {
	chess, err := GameByName("chess")
	if err != nil {
		t.Fatal(err)
	}
	mate, err := chess.ParsePosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pos        Position
		text, want string
	}{
		{chess.Start(), "e2e4", "e4"},
		{chess.Start(), "g1f3", "Nf3"},
		{chess.Start(), "Nf3", "Nf3"},
		{mate, "Ra8", "Ra8#"},
		{mate, "a1a8", "Ra8#"},
	} {
		got, err := tc.pos.Notation(tc.text)
		if err != nil || got != tc.want {
			t.Errorf("%s in %s: %q, %v; want %q", tc.text, tc.pos, got, err, tc.want)
		}
	}
	if got, err := chess.Start().Notation("e2e5"); err == nil {
		t.Errorf("e2e5 from the start: %q, want an error", got)
	}
	for _, g := range Games() {
		p := g.Start()
		for _, m := range p.Moves() {
			if got, err := p.Notation(m); err != nil || got != m {
				t.Errorf("%s: %s reads back as %q, %v", g.Name(), m, got, err)
			}
		}
	}
}
