package match

import (
	"testing"

	"frontier/search/engine"
)

// TestChessRepetitionDraws: a chess game against the engine is drawn
// when a position occurs the third time, and not at the second.
func TestChessRepetitionDraws(t *testing.T) {
	g, _ := engine.GameByName("chess")
	p := g.Start()
	history := []engine.Position{p}
	moves := []string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}
	for i, m := range moves {
		next, err := history[len(history)-1].Play(m)
		if err != nil {
			t.Fatal(err)
		}
		history = append(history, next)
		want := i == len(moves)-1 // the start's third time
		if got := ChessRepetition(history); got != want {
			t.Fatalf("after %v: repetition %v, want %v", moves[:i+1], got, want)
		}
	}
	if ChessRepetition(history[:5]) {
		t.Error("twice is not a draw")
	}
}
