package games

import (
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
