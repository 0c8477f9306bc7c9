package format

import (
	"testing"

	"frontier/board"
	"frontier/search"
)

// TestScore: the workstation tells a database result from a win the
// search proved and from an evaluation.
func TestScore(t *testing.T) {
	for _, c := range []struct {
		v    int
		want string
	}{
		{12, "+12"},
		{search.Win - 7, "win7"},
		{board.DatabaseScore(true, 13), "dbwin13"},
		{board.DatabaseScore(false, 4), "dbloss4"},
		{board.Final(3), "end+3"},
	} {
		if got := Score(c.v); got != c.want {
			t.Errorf("Score(%d) = %q, want %q", c.v, got, c.want)
		}
	}
}
