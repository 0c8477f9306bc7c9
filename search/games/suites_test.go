package games

import (
	"strings"
	"testing"
)

// Chess has a second suite, Kaufman's, beside its own, and Othello the
// FFO endgame positions: NamedSuite finds them by name and names them
// when asked for another.
func TestNamedSuites(t *testing.T) {
	g, err := GameByName("chess")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(g.SuiteNames(), ","); got != "bratko-kopec,kaufman" {
		t.Fatalf("chess suites %q, want bratko-kopec,kaufman", got)
	}
	for _, c := range []struct {
		name string
		n    int
	}{{"", 24}, {"bratko-kopec", 24}, {"kaufman", 25}} {
		ps, err := g.NamedSuite(c.name)
		if err != nil {
			t.Fatalf("NamedSuite(%q): %v", c.name, err)
		}
		if len(ps) != c.n {
			t.Errorf("NamedSuite(%q): %d positions, want %d", c.name, len(ps), c.n)
		}
		for _, p := range ps {
			if p.Pos.Game() != g || len(p.Pos.Moves()) == 0 || p.Note == "" {
				t.Errorf("NamedSuite(%q) %s: game %v, %d moves, note %q", c.name, p.ID, gameName(p.Pos.Game()), len(p.Pos.Moves()), p.Note)
			}
		}
	}
	_, err = g.NamedSuite("wac")
	if err == nil || !strings.Contains(err.Error(), `"wac"`) || !strings.Contains(err.Error(), "bratko-kopec, kaufman") {
		t.Errorf("NamedSuite(wac) = %v, want an error naming wac and the suites bratko-kopec, kaufman", err)
	}
	o, _ := GameByName("othello")
	if got := strings.Join(o.SuiteNames(), ","); got != "othello-midgame,ffo" {
		t.Errorf("othello suites %q, want othello-midgame,ffo", got)
	}
	if ps, err := o.NamedSuite("ffo"); err != nil || len(ps) != 46 || !strings.HasPrefix(ps[0].Note, "bm g8; value +18") {
		t.Errorf("othello's ffo suite: %v, %d positions", err, len(ps))
	}
	c, _ := GameByName("othello6")
	if names := c.SuiteNames(); len(names) != 1 {
		t.Errorf("othello6 suites %v, want its own only", names)
	}
}
