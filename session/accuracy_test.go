package session

import (
	"math"
	"testing"

	"frontier/search/games"
)

// TestMoveAccuracy: lichess's curve, with its +1: nothing lost is 100,
// a drop of 20 points of expected score about 41, of 50 about 9.5.
func TestMoveAccuracy(t *testing.T) {
	for _, c := range []struct{ before, after, want float64 }{
		{60, 60, 100}, {40, 55, 100}, {60, 40, 41.02}, {75, 25, 9.53}, {100, 0, 0},
	} {
		if got := moveAccuracy(c.before, c.after); math.Abs(got-c.want) > 0.01 {
			t.Errorf("%v → %v: %.2f, want %.2f", c.before, c.after, got, c.want)
		}
	}
}

// TestReview: per side, the marks of its moves and an accuracy: a side
// that lost nothing is 100, a side with a blunder counts it and its
// accuracy falls between its worst move's and the plain mean of its
// moves' (the volatile moment of the blunder weighs most).
func TestReview(t *testing.T) {
	g, err := games.GameByName("chess")
	if err != nil {
		t.Fatal(err)
	}
	moves := []string{"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"}
	p := g.Start()
	positions := []games.Position{p}
	for _, mv := range moves {
		p, _ = p.Play(mv)
		positions = append(positions, p)
	}
	// Scores for the side to move: White keeps +20 until Bc4?? drops
	// to -300 for White (Black to move scores +300).
	scores := []int{20, -20, 20, -20, 20, 300, -300}
	a := &GameAnalysis{game: "chess", moves: moves, positions: positions, scores: make([]PlyScore, 7), done: make([]bool, 7)}
	for i, s := range scores {
		a.Record(PlyScore{Ply: i, Score: s, Best: "other"})
	}
	r := a.Review()
	w, b := r.Sides[0], r.Sides[1]
	if !r.Complete || w.Moves != 3 || b.Moves != 3 {
		t.Fatalf("review %+v", r)
	}
	if b.Accuracy != 100 || b.Blunders+b.Mistakes+b.Inaccuracies != 0 {
		t.Errorf("Black lost nothing: %+v", b)
	}
	bad := moveAccuracy(WinPercent("chess", 20), 100-WinPercent("chess", 300))
	mean := (100 + 100 + bad) / 3
	if w.Blunders != 1 || w.Accuracy <= bad || w.Accuracy >= mean {
		t.Errorf("White with a blunder: %+v, want one ?? and an accuracy in (%.1f, %.1f)", w, bad, mean)
	}
}
