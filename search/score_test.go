package search

import (
	"testing"

	"frontier/board"
)

// TestScoreText: every kind of score reads as what it is, and a win the
// search proved stays distinct from one the database gives.
func TestScoreText(t *testing.T) {
	for _, c := range []struct {
		score int
		want  string
	}{
		{37, "37"},
		{-250, "-250"},
		{Win - 7, "win in 7"},
		{LossAt(12), "loss in 12"},
		{board.DatabaseScore(true, 81), "db win in 81"},
		{board.DatabaseScore(false, 0), "db loss in 0"},
		{board.DatabaseScore(false, 162), "db loss in 162"},
		{board.Final(4), "won by 4"},
		{board.Final(-2), "lost by 2"},
	} {
		if got := ScoreText(c.score); got != c.want {
			t.Errorf("ScoreText(%d) = %q, want %q", c.score, got, c.want)
		}
	}
}
