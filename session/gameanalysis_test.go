package session

import (
	"context"
	"slices"
	"testing"

	"frontier/search"
)

// The marks follow the drop of the mover's winning chances between the
// positions before and after a move, with lichess's thresholds.
func TestGameAnalysisMarks(t *testing.T) {
	s := newSession(t)
	l, err := positionLine(s.Game().Start(), []string{"11-15", "23-19", "8-11"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewGameAnalysis(&l, GameAnalysisOptions{Depth: 1, HashMiB: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	// Scores from the side to move at each position: Black 0, then
	// White +400 (Black's first move lost four men: a blunder), then
	// Black -400 (White's reply kept it: no mark), then White +50
	// (Black's reply got 3.5 men back: no mark for Black).
	for i, v := range []int{0, 400, -400, 50} {
		a.Record(PlyScore{Ply: i, Score: v})
	}
	want := []string{"??", "", ""}
	for i, g := range want {
		m, ok := a.Mark(i)
		if !ok || m.Glyph != g {
			t.Fatalf("move %d: %+v, want %q", i, m, g)
		}
	}
	for _, c := range []struct {
		before, after int
		glyph         string
	}{{0, 30, ""}, {0, 50, "?!"}, {0, 100, "?"}, {0, 200, "??"}, {800, -600, ""}, {search.Win - 9, 0, "??"}} {
		a.Record(PlyScore{Ply: 0, Score: c.before})
		a.Record(PlyScore{Ply: 1, Score: c.after})
		if m, _ := a.Mark(0); m.Glyph != c.glyph {
			t.Errorf("%d then %d (drop %.1f): %q, want %q", c.before, c.after, m.Drop, m.Glyph, c.glyph)
		}
	}
	// The engine's own move is not marked, whatever the scores say.
	a.Record(PlyScore{Ply: 0, Score: 0, Best: "11-15"})
	a.Record(PlyScore{Ply: 1, Score: 400})
	if m, _ := a.Mark(0); m.Glyph != "" || m.Drop < BlunderDrop {
		t.Errorf("the engine's own move: %+v", m)
	}
	if _, ok := a.Mark(3); ok {
		t.Error("a mark for the final position, which has no move")
	}
}

// Analysing a game records every position, each score from the side to
// move and from the first player, each best move legal; a move that
// throws away a man is marked a blunder, the engine's own moves are not.
func TestGameAnalysisRun(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	src := s.Line()
	ply := src.Ply
	pos := src.Position()
	opt := GameAnalysisOptions{Depth: 5, HashMiB: 4}
	// The worst move at depth 5, and the best, found by the same engine.
	var moves []string
	var scores []int
	for _, mv := range pos.Moves() {
		l, _ := positionLine(pos, []string{mv})
		a, err := NewGameAnalysis(&l, opt)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := a.Analyse(context.Background(), 1)
		a.Close()
		if err != nil {
			t.Fatal(err)
		}
		moves, scores = append(moves, mv), append(scores, ps.Score) // opponent's view
	}
	worst := moves[slices.Index(scores, slices.Max(scores))]
	l, err := positionLine(src.Positions[0], append(slices.Clone(src.Moves[:ply]), worst))
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewGameAnalysis(&l, opt)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	n := 0
	if err := a.Run(context.Background(), func(PlyScore) { n++ }); err != nil {
		t.Fatal(err)
	}
	if n != len(l.Positions) || a.Next() != a.Len() {
		t.Fatalf("%d positions analysed of %d", n, len(l.Positions))
	}
	for i, p := range l.Positions {
		ps, ok := a.Score(i)
		if !ok || ps.Depth != 5 {
			t.Fatalf("ply %d: %+v", i, ps)
		}
		if want := map[bool]int{true: -ps.Score, false: ps.Score}[p.Side() == 1]; ps.First != want {
			t.Fatalf("ply %d: first player's score %d, side to move's %d", i, ps.First, ps.Score)
		}
		if !slices.Contains(p.Moves(), ps.Best) {
			t.Fatalf("ply %d: best move %q illegal", i, ps.Best)
		}
	}
	m, _ := a.Mark(ply)
	best, _ := a.Score(ply)
	t.Logf("worst move %s at ply %d: drop %.1f, glyph %q (best %s)", worst, ply, m.Drop, m.Glyph, best.Best)
	if m.Drop >= BlunderDrop && m.Glyph != "??" || m.Drop < InaccuracyDrop {
		t.Fatalf("the worst move %s: %+v", worst, m)
	}
	// The engine's own move from the same position loses nothing to
	// speak of.
	l2, _ := positionLine(pos, []string{best.Best})
	b, err := NewGameAnalysis(&l2, opt)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.Run(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	if m, _ := b.Mark(0); m.Glyph != "" {
		t.Fatalf("the engine's own move %s marked: %+v", best.Best, m)
	}
	// A cancelled analysis says so.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c, _ := NewGameAnalysis(&l2, GameAnalysisOptions{Depth: 30, HashMiB: 1})
	defer c.Close()
	if _, err := c.Analyse(ctx, 0); err == nil {
		t.Error("a cancelled analysis returned no error")
	}
	if _, err := NewGameAnalysis(&l2, GameAnalysisOptions{}); err == nil {
		t.Error("no depth and no time accepted")
	}
}
