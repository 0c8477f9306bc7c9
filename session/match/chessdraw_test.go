package match

import (
	"testing"

	"frontier/search/games"
)

// TestChessRepetitionDraws: a chess game against the engine is drawn
// when a position occurs the third time, and not at the second.
func TestChessRepetitionDraws(t *testing.T) {
	g, _ := games.GameByName("chess")
	p := g.Start()
	history := []games.Position{p}
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

// TestLiveChessRepetition: a game of chess played on a Live ends drawn
// by repetition at the start's third time, and a game of another game
// does not look for chess's repetitions.
func TestLiveChessRepetition(t *testing.T) {
	g, _ := games.GameByName("chess")
	l, err := NewLive(g.Start(), TimeControl{Depth: 1}, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	moves := []string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}
	for i, m := range moves {
		if l.Outcome().Over {
			t.Fatalf("over after %v: %+v", moves[:i], l.Outcome())
		}
		if err := l.Play(m, ""); err != nil {
			t.Fatal(err)
		}
	}
	if o := l.Outcome(); o != (Outcome{Over: true, Draw: true, Reason: ReasonRepetition}) || l.Record([2]string{"w", "b"}).Result != "1/2-1/2" {
		t.Errorf("after %v: %+v", moves, o)
	}
	// Othello's positions do not repeat; a Live of it plays on.
	o6, _ := games.GameByName("othello6")
	l, err = NewLive(o6.Start(), TimeControl{Depth: 1}, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Play(l.Position().Moves()[0], ""); err != nil || l.Outcome().Over {
		t.Errorf("othello6 after one move: %v, %+v", err, l.Outcome())
	}
}
