package engine

import (
	"context"
	"fmt"
	"testing"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
	"frontier/search"
	"frontier/search/internal/testpos"
	"frontier/search/tt"
)

// registryPositions draws n positions spread over the games of the 1992
// match (finished ones skipped).
func registryPositions(t *testing.T, n int) []checkers.Position {
	t.Helper()
	all, err := testpos.MatchGames()
	if err != nil {
		t.Fatal(err)
	}
	out := make([]checkers.Position, n)
	for i := range out {
		out[i] = all[(2*i+1)*len(all)/(2*n)]
	}
	return out
}

func exactEnv(t *testing.T, sim bool) Env {
	t.Helper()
	table, err := tt.NewEntries(1 << 14)
	if err != nil {
		t.Fatal(err)
	}
	o := search.DefaultOptions()
	o.Exact = true
	return Env{Shared: &search.Shared{TT: table, History: search.NewHistory()}, Options: o, Sim: sim}
}

// smallTreeParams makes the parameters every algorithm may have fit the
// shallow trees of a fast test, so that splitting, frontier windows and
// preemption all happen: each is added only if the algorithm has it.
func smallTreeParams(in Info, sim bool) string {
	threshold := "50us"
	if sim {
		threshold = "50"
	}
	extra := ""
	for _, p := range in.Params {
		switch p.Name {
		case "minsplit":
			extra += ",minsplit=1"
		case "synth":
			extra += ",synth=2"
		case "threshold":
			extra += ",threshold=" + threshold
		}
	}
	return extra
}

// TestEveryEngineExact is the registry-wide guarantee: every engine that
// can be chosen by name, built through New on the simulated and on the
// real machine with 1, 2 and 3 searchers and driven by search.Iterate,
// returns the sequential minimax value when table cutoffs are off. A new
// algorithm is covered the day it registers.
func TestEveryEngineExact(t *testing.T) {
	leaktest.Check(t)
	const depth = 7
	positions := registryPositions(t, 6)
	want := make([]int, len(positions))
	for i, p := range positions {
		s := search.NewSearcher(exactEnv(t, false).Shared, exactEnv(t, false).Options)
		want[i] = s.Search(&p, -search.Inf, search.Inf, depth, 0)
	}
	for _, in := range List() {
		for _, sim := range []bool{true, false} {
			for p := in.MinP; p <= min(in.MaxP, 3); p++ {
				spec := fmt.Sprintf("%s:%d%s", in.Name, p, smallTreeParams(in, sim))
				t.Run(fmt.Sprintf("%s/sim=%v", spec, sim), func(t *testing.T) {
					t.Parallel()
					env := exactEnv(t, sim)
					e, err := New(spec, env)
					if err != nil {
						t.Fatal(err)
					}
					defer e.Close()
					checkEngine(t, e, in.Name, p, sim)
					for i, pos := range positions {
						env.Shared.Clear()
						res, err := search.Iterate(context.Background(), pos, search.Limits{Depth: depth}, e, nil)
						if err != nil {
							t.Fatal(err)
						}
						if res.Depth != depth || res.Score != want[i] {
							t.Fatalf("position %d %s: depth %d score %d, sequential %d", i, pos.FEN(), res.Depth, res.Score, want[i])
						}
					}
					// With more than one searcher the work must really
					// have been shared, or the test proves nothing.
					// (Every algorithm, farmed or not, shows it as more than
					// one searcher with nodes of its own.)
					if st, ok := e.Report(); ok {
						working := 0
						for _, a := range st.Activity {
							if a.Nodes > 0 {
								working++
							}
						}
						if st.Nodes == 0 || p > 1 && working < 2 {
							t.Errorf("the report counts %d nodes, %d searchers with nodes of their own", st.Nodes, working)
						}
					}
				})
			}
		}
	}
}

// checkEngine checks what an engine says about itself.
func checkEngine(t *testing.T, e Engine, name string, p int, sim bool) {
	t.Helper()
	s := e.Spec()
	if s.Name != name || s.P != p {
		t.Errorf("spec %s, want %s with P %d", s, name, p)
	}
	parallelSim := sim && name != Sequential
	if e.Simulated() != parallelSim {
		t.Errorf("simulated %v, want %v", e.Simulated(), parallelSim)
	}
	st, ok := e.Report()
	if ok != (name != Sequential) {
		t.Fatalf("report ok %v for %s", ok, name)
	}
	if !ok {
		return
	}
	exec := "real"
	if sim {
		exec = "sim"
	}
	if st.Algorithm != name || st.Searchers != p || st.Executor != exec {
		t.Errorf("report says %s with %d %s searchers", st.Algorithm, st.Searchers, st.Executor)
	}
}
