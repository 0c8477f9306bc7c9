package search

import (
	"context"
	"testing"

	"frontier/board"
	"frontier/board/othello"
	"frontier/search/eval"
)

// othelloEndings returns n positions of g with lo to hi empty squares,
// drawn by seeded random play (walk), the game not over.
func othelloEndings(g eval.Othello, n, lo, hi int, seed uint64) []othello.Position {
	var out []othello.Position
	for _, p := range walk(g, g.Start(), 40*n, 60, seed) {
		if e := p.Empties(); e >= lo && e <= hi && len(out) < n {
			out = append(out, p)
		}
	}
	return out
}

// The searcher hands the solver what it takes, and the values are those
// of plain minimax over the game (minimaxOf knows no solver): positions
// searched to the end of the game (depth twice the empty squares), and
// positions marked for a solve searched to depth 1, both algorithms,
// with and without table cutoffs, with the full window and others (the
// fail-soft contract through the score mapping of eval.Othello).
func TestSolverMatchesMinimax(t *testing.T) {
	for _, g := range []eval.Othello{eval.Othello8, eval.Othello6} {
		positions := othelloEndings(g, 10, 4, 8, 31)
		if len(positions) < 10 {
			t.Fatalf("%s: only %d endings", g.Name(), len(positions))
		}
		for _, algo := range algorithms {
			for _, exact := range []bool{true, false} {
				o := exactOptions(algo)
				o.Exact = exact
				s := NewSearcher(g, newShared(t), o)
				for i, p := range positions {
					full := 2 * p.Empties()
					want := minimaxOf(g, p, full, 0, nil)
					if _, final := board.Margin(want); !final && want != Draw {
						t.Fatalf("%s: minimax %d is no final score", g.FormatPosition(&p), want)
					}
					marked := g.MarkSolve(&p)
					for _, c := range []struct {
						p     othello.Position
						depth int
					}{{p, full}, {marked, 1}} {
						s.ResetStats()
						if got := s.Search(&c.p, -Inf, Inf, c.depth, 0); got != want {
							t.Fatalf("%s %s exact=%v, position %d (%s) depth %d: %d, minimax %d", g.Name(), algo, exact, i, g.FormatPosition(&p), c.depth, got, want)
						}
						if st := s.Stats(); st.Solves != 1 || st.SolveNodes == 0 || st.Nodes != st.SolveNodes {
							t.Fatalf("%s position %d: %d solves, %d solver nodes, %d nodes", g.Name(), i, st.Solves, st.SolveNodes, st.Nodes)
						}
						m, ok := s.RootMove()
						if !ok || !IsLegal(g, &c.p, m) {
							t.Fatalf("%s position %d: root move %v (%v)", g.Name(), i, m, ok)
						}
						if child := g.Play(&p, m); -minimaxOf(g, child, full, 1, nil) != want {
							t.Fatalf("%s position %d: root move %v is not best", g.Name(), i, m)
						}
						for _, w := range [][2]int{{want - 1, want + 1}, {want, want + 1}, {want - 1, want}, {-Inf, want - 1}, {want + 1, Inf}, {Draw, Draw + 1}} {
							got := s.Search(&c.p, w[0], w[1], c.depth, 0)
							switch {
							case got <= w[0] && want > got, got >= w[1] && want < got, got > w[0] && got < w[1] && got != want:
								t.Fatalf("%s position %d window %v: %d, value %d", g.Name(), i, w, got, want)
							}
						}
					}
				}
			}
		}
	}
}

// Asked for a solve (Limits.Solve), Iterate solves an ending in one
// iteration of the marked root, with the exact value and a principal
// variation that plays to the end of the game keeping it; near the end
// it solves unasked, after ordinary iterations up to SolveLead, and a
// solve that a node budget stops leaves the move of the deepest of them.
func TestIterateSolves(t *testing.T) {
	g := eval.Othello8
	for i, p := range othelloEndings(g, 4, 7, 8, 32) {
		want := minimaxOf(g, p, 2*p.Empties(), 0, nil)
		lim := Limits{Solve: true}
		if i%2 == 1 {
			lim = Limits{}
		}
		res, err := Run(context.Background(), g, p, lim, newShared(t), DefaultOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		var depths []int
		for _, it := range res.Iterations {
			depths = append(depths, it.Depth)
		}
		// Asked, the solve alone; unasked, ordinary iterations up to
		// SolveLead (by the game's step) before it.
		lead := len(depths) == 1
		if !lim.Solve {
			lead = len(depths) >= 2 && depths[len(depths)-2] >= SolveLead-1 && depths[len(depths)-2] <= SolveLead
		}
		if res.Score != want || res.Depth != SolveDepth || !lead || res.Stats.Solves != 1 {
			t.Fatalf("%s %+v: score %d at depth %d after iterations at depths %v, %d solves; minimax %d", g.FormatPosition(&p), lim, res.Score, res.Depth, depths, res.Stats.Solves, want)
		}
		q, v := p, want
		for i, m := range res.PV {
			if !IsLegal(g, &q, m) {
				t.Fatalf("%s: PV %v: move %d illegal", g.FormatPosition(&p), res.Line, i)
			}
			q, v = g.Play(&q, m), -v
			if got := minimaxOf(g, q, 2*q.Empties(), 0, nil); got != v {
				t.Fatalf("%s: PV %v: after move %d worth %d, not %d", g.FormatPosition(&p), res.Line, i, got, v)
			}
		}
		if !q.Terminal() {
			t.Fatalf("%s: PV %v ends before the game", g.FormatPosition(&p), res.Line)
		}
	}

	p := othelloEndings(g, 1, 17, 18, 33)[0]
	res, err := Run(context.Background(), g, p, Limits{Nodes: 20000}, newShared(t), DefaultOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Stopped || res.Depth < SolveLead-1 || res.Depth > SolveLead || !IsLegal(g, &p, res.Best) || res.Stats.Nodes > 20000+2*DefaultPollEvery {
		t.Errorf("with a budget of 20,000 nodes: stopped %v at depth %d, move %v, %d nodes", res.Stopped, res.Depth, res.Best, res.Stats.Nodes)
	}
}
