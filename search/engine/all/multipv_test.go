package all

import (
	"context"
	"slices"
	"testing"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/games"
)

// Every game's sequential engine searches several lines through the
// erased engine: the first line is the single-PV search's score (exact
// mode), the moves are distinct legal moves in notation with legal
// lines, and the scores do not increase. A parallel engine refuses.
func TestEveryGameMultiPV(t *testing.T) {
	ctx := context.Background()
	for _, g := range games.Games() {
		positions, depth := gamePositions(t, g, 3)
		depth = min(depth, 4)
		for i, p := range positions {
			e, err := engine.BuildGame(g, engine.Spec{Name: engine.Sequential, P: 1}, exactEnv(t, false))
			if err != nil {
				t.Fatal(err)
			}
			single, err := e.Search(ctx, p, search.Limits{Depth: depth}, nil)
			if err != nil {
				t.Fatal(err)
			}
			var last engine.MultiIteration
			err = e.(engine.MultiPV).SearchMultiPV(ctx, p, search.Limits{Depth: depth}, 3, func(it engine.MultiIteration) { last = it })
			if err != nil {
				t.Fatalf("%s position %d: %v", g.Name(), i, err)
			}
			if last.Depth != depth || last.Score != single.Score {
				t.Fatalf("%s position %d: multi-PV depth %d score %d, single PV depth %d score %d", g.Name(), i, last.Depth, last.Score, single.Depth, single.Score)
			}
			if want := min(3, len(p.Moves())); len(last.Lines) != want {
				t.Fatalf("%s position %d: %d lines, want %d", g.Name(), i, len(last.Lines), want)
			}
			var firsts []string
			for k, l := range last.Lines {
				q := p
				for _, mv := range l.PV {
					if q, err = q.Play(mv); err != nil {
						t.Fatalf("%s position %d line %d %v: %v", g.Name(), i, k, l.PV, err)
					}
				}
				if slices.Contains(firsts, l.PV[0]) {
					t.Fatalf("%s position %d: %s in two lines", g.Name(), i, l.PV[0])
				}
				firsts = append(firsts, l.PV[0])
				if k > 0 && l.Score > last.Lines[k-1].Score {
					t.Fatalf("%s position %d: line %d scores above line %d", g.Name(), i, k, k-1)
				}
			}
			e.Close()
		}
	}
	ck, err := games.GameByName(games.DefaultGame)
	if err != nil {
		t.Fatal(err)
	}
	par, err := engine.BuildGame(ck, engine.Spec{Name: "pvsplit", P: 2}, exactEnv(t, true))
	if err != nil {
		t.Fatal(err)
	}
	defer par.Close()
	if err := par.(engine.MultiPV).SearchMultiPV(ctx, ck.Start(), search.Limits{Depth: 3}, 2, nil); err == nil {
		t.Error("a parallel engine claimed multi-PV")
	}
}
