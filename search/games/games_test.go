package games

import (
	"testing"

	"frontier/search"
)

// A game plays with the selective search when its search knows it
// (chess), and with the default search otherwise: checkers' and
// Othello's play is unchanged.
func TestPlayOptions(t *testing.T) {
	for _, g := range Games() {
		want := search.DefaultOptions()
		if g.Name() == "chess" {
			want = search.PlayOptions()
		}
		if got := g.PlayOptions(); got != want {
			t.Errorf("%s plays with %+v, want %+v", g.Name(), got, want)
		}
	}
}
