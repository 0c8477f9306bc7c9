package games

import (
	"strings"
	"testing"

	"frontier/search"
)

// A game plays with the selective search when its search knows it
// (chess), checkers with the parts measured to gain (ETC and ProbCut),
// and with the default search otherwise: Othello's play is unchanged.
func TestPlayOptions(t *testing.T) {
	checkers := search.DefaultOptions()
	checkers.ETC, checkers.ProbCut = true, true
	for _, g := range Games() {
		want := search.DefaultOptions()
		switch g.Name() {
		case "chess":
			want = search.PlayOptions()
		case "checkers":
			want = checkers
		}
		if got := g.PlayOptions(); got != want {
			t.Errorf("%s plays with %+v, want %+v", g.Name(), got, want)
		}
	}
}

// TestMovesLeft: Othello's rules bound its length (half the empty
// squares for the side to move, rounded up); the other games' do not.
func TestMovesLeft(t *testing.T) {
	want := map[string]int{"othello": 30, "othello6": 16}
	for _, g := range Games() {
		p := g.Start()
		if got := p.MovesLeft(); got != want[g.Name()] {
			t.Errorf("%s start: %d moves left, want %d", g.Name(), got, want[g.Name()])
		}
		if want[g.Name()] == 0 {
			continue
		}
		next, err := p.Play(p.Moves()[0])
		if err != nil {
			t.Fatal(err)
		}
		if got := next.MovesLeft(); got != want[g.Name()] {
			t.Errorf("%s after one move: %d moves left, want %d (an odd count of empties rounds up)", g.Name(), got, want[g.Name()])
		}
	}
	g, _ := GameByName("othello")
	ffo, err := g.NamedSuite("ffo")
	if err != nil {
		t.Fatal(err)
	}
	for _, sp := range ffo {
		empties := strings.Count(strings.Fields(sp.Pos.String())[0], "-")
		if got, want := sp.Pos.MovesLeft(), (empties+1)/2; got != want {
			t.Errorf("%s (%d empties): %d moves left, want %d", sp.ID, empties, got, want)
		}
	}
}
