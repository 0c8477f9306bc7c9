package search

import (
	"context"
	"testing"

	"frontier/board/chess"
	"frontier/search/eval"
)

// With Options.PartialRoot, a search stopped by its node budget in the
// middle of an iteration that had already found a new best move plays
// that move, and its line; without it, the last finished iteration's
// move. The budgets cut each Bratko-Kopec tree at fractions of the first
// iteration whose best move differs from the one before; the searches
// are deterministic (fresh tables, a node budget), so the test fails the
// same way on any machine if the partial result is dropped.
func TestPartialRoot(t *testing.T) {
	g := eval.Chess{}
	ctx := context.Background()
	off := PlayOptions()
	on := off
	on.PartialRoot = true
	var changed, reached int
	for i, p := range bratkoKopec(t, 8) {
		var its []Iteration[chess.Move]
		if _, err := Run(ctx, g, p, Limits{Depth: 10, Step: 1}, newShared(t), off, func(it Iteration[chess.Move]) {
			its = append(its, it)
		}); err != nil {
			t.Fatal(err)
		}
		// The first change of move in an iteration long enough for
		// a budget to stop it (the budget is looked at every
		// DefaultPollEvery nodes).
		d := 1
		for d < len(its) && (its[d].Best == its[d-1].Best || its[d].Nodes < 20*DefaultPollEvery) {
			d++
		}
		if d == len(its) {
			continue // the same move at every depth
		}
		before, after := its[d-1], its[d]
		for _, frac := range []float64{0.3, 0.5, 0.7, 0.9, 0.97} {
			limit := before.TotalNodes + uint64(frac*float64(after.TotalNodes-before.TotalNodes))
			lim := Limits{Nodes: limit, Step: 1}
			a, err := Run(ctx, g, p, lim, newShared(t), off, nil)
			if err != nil {
				t.Fatal(err)
			}
			b, err := Run(ctx, g, p, lim, newShared(t), on, nil)
			if err != nil {
				t.Fatal(err)
			}
			if a.Depth != before.Depth {
				continue // the budget, counted by root search, let the iteration finish
			}
			if a.Partial {
				t.Errorf("BK.%02d at %d nodes: a partial result without PartialRoot", i+1, limit)
			}
			if a.Best != before.Best || b.Depth != a.Depth || b.Score != a.Score {
				t.Errorf("BK.%02d at %d nodes: without PartialRoot %v at depth %d, with it depth %d score %d; the last finished iteration %v at depth %d, score %d",
					i+1, limit, a.Best, a.Depth, b.Depth, b.Score, before.Best, before.Depth, a.Score)
			}
			if len(b.PV) == 0 || b.PV[0] != b.Best || !legalLine(g, p, b.PV) {
				t.Errorf("BK.%02d at %d nodes: best %v, line %v not legal or not from it", i+1, limit, b.Best, b.Line)
			}
			if b.Best != a.Best {
				changed++
				if !b.Partial || !b.Stopped {
					t.Errorf("BK.%02d at %d nodes: another move, %v, not marked partial", i+1, limit, b.Best)
				}
			} else if b.Partial {
				t.Errorf("BK.%02d at %d nodes: marked partial with the same move", i+1, limit)
			}
			if b.Best == after.Best {
				reached++
			}
		}
	}
	if changed == 0 || reached == 0 {
		t.Errorf("no stopped iteration's move was played (%d changed, %d the next iteration's best)", changed, reached)
	}
	t.Logf("%d searches played the stopped iteration's move, %d of them the move it finished with", changed, reached)
}

// legalLine reports whether line is a sequence of legal moves from p.
func legalLine(g eval.Chess, p chess.Position, line []chess.Move) bool {
	for _, m := range line {
		if !IsLegal(g, &p, m) {
			return false
		}
		p = g.Play(&p, m)
	}
	return true
}
