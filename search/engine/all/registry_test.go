package all

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"frontier/board"
	"frontier/internal/leaktest"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/eval"
	"frontier/search/games"
	"frontier/search/internal/testpos"
	"frontier/search/tt"
)

// gamePositions returns n positions of g for the registry-wide tests,
// small enough trees for a quick exact search to depth: for checkers
// spread over the games of the 1992 match; for synthetic trees, small
// trees of every branching shape; for the others the suite's first
// positions and positions a few random moves after them (chess to a
// smaller depth). The walk is
// seeded, so the set is the same on every run.
func gamePositions(t *testing.T, g games.Game, n int) (positions []games.Position, depth int) {
	t.Helper()
	switch g.Name() {
	case "checkers":
		all, err := testpos.MatchGames()
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			p, err := games.Wrap(g, all[(2*i+1)*len(all)/(2*n)])
			if err != nil {
				t.Fatal(err)
			}
			positions = append(positions, p)
		}
		return positions, 7
	case "synthetic":
		shapes := []string{"b=3", "b=uniform:1-6", "b=bimodal:0.5:1.3:7", "b=5"}
		for i := 0; i < n; i++ {
			text := fmt.Sprintf("%s,depth=7,q=0.6,seed=%d", shapes[i%len(shapes)], i+1)
			p, err := g.ParsePosition(text)
			if err != nil {
				t.Fatal(err)
			}
			positions = append(positions, p)
		}
		return positions, 7
	}
	suite, err := g.Suite()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(uint64(len(g.Name())), 7))
	for i := 0; len(positions) < n && i < 10*n; i++ {
		p := suite[i%len(suite)].Pos
		for k := rng.IntN(4); k > 0; k-- {
			moves := p.Moves()
			if len(moves) == 0 {
				break
			}
			if p, err = p.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if len(p.Moves()) > 0 {
			positions = append(positions, p)
		}
	}
	if endingsOf(g, n) > 0 {
		// Endings the engines solve (search.Endgame): every node below
		// the root exact, the parallel algorithms handing the
		// subtrees under their split nodes to the solver.
		positions = append(positions, othelloEndings(t, g, endingsOf(g, n))...)
	}
	if g.Name() == "chess" {
		// Chess trees are about three times as wide as Othello's: at
		// depth 5 its subtests took twenty times Othello's time (67 s
		// against 3.7 s), at depth 4 four times, at depth 3 as long.
		return positions, 3
	}
	return positions, 5
}

// endingsOf is how many of gamePositions(g, n)'s positions are endings,
// which come last.
func endingsOf(g games.Game, n int) int {
	if g.Name() == "othello" || g.Name() == "othello6" {
		return 1 + n/4
	}
	return 0
}

// othelloEndings returns n positions of an Othello game with 10 to 13
// empty squares, reached by seeded random play from the start.
func othelloEndings(t *testing.T, g games.Game, n int) []games.Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(27, uint64(len(g.Name()))))
	var out []games.Position
	for len(out) < n {
		p := g.Start()
		stop := 10 + rng.IntN(4)
		for strings.Count(strings.Fields(p.String())[0], "-") > stop {
			moves := p.Moves()
			if len(moves) == 0 {
				break
			}
			var err error
			if p, err = p.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if len(p.Moves()) > 1 {
			out = append(out, p)
		}
	}
	return out
}

func exactEnv(t *testing.T, sim bool) engine.Env {
	t.Helper()
	table, err := tt.NewEntries(1 << 14)
	if err != nil {
		t.Fatal(err)
	}
	o := search.DefaultOptions()
	o.Exact = true
	return engine.Env{Shared: &search.Shared{TT: table, History: search.NewHistory()}, Options: o, Sim: sim}
}

// contendedCosts prices every contention term of the simulator (crowd,
// wake-ups, queues, shared lines, dozing) and a finer quantum, so that the registry-wide tests
// cover a machine like the 16-core one of docs/scaling.md as well as the
// thesis's: exactness and determinism must not depend on the costs.
func contendedCosts(t *testing.T) account.Costs {
	t.Helper()
	c, err := account.ParseCosts("node=10,probe=2,lock=1,handoff=20,message=27,split=5,steal=2,wake=4,queue=2,shared=3,doze=200,sleep=300,crowd=4:1150/16:1430,quantum=8")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// smallTreeParams makes the parameters every algorithm may have fit the
// shallow trees of a fast test, so that splitting, frontier windows and
// preemption all happen: each is added only if the algorithm has it.
func smallTreeParams(in engine.Info, sim bool) string {
	threshold := "50us"
	if sim {
		threshold = "50"
	}
	extra := ""
	for _, p := range in.Params {
		switch p.Name {
		case "minsplit":
			extra += ",minsplit=1"
		case "grain":
			extra += ",grain=1"
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
	for _, g := range games.Games() {
		positions, depth := gamePositions(t, g, 6)
		ending := len(positions) - endingsOf(g, 6) // the Othello endings come last
		want := make([]int, len(positions))
		for i, p := range positions {
			env := exactEnv(t, false)
			seq, err := engine.BuildGame(g, engine.Spec{Name: engine.Sequential, P: 1}, env)
			if err != nil {
				t.Fatal(err)
			}
			res, err := seq.Search(context.Background(), p, search.Limits{Depth: depth}, nil)
			if err != nil {
				t.Fatal(err)
			}
			want[i] = res.Score
		}
		for _, in := range engine.List() {
			for _, sim := range []bool{true, false} {
				for p := in.MinP; p <= min(in.MaxP, 3); p++ {
					spec := fmt.Sprintf("%s:%d%s", in.Name, p, smallTreeParams(in, sim))
					t.Run(fmt.Sprintf("%s/%s/sim=%v", g.Name(), spec, sim), func(t *testing.T) {
						t.Parallel()
						env := exactEnv(t, sim)
						if sim && p > 1 {
							env.Costs = contendedCosts(t) // the default costs: search/parallel's TestExactValueEqualsSequential
						}
						s, err := engine.Parse(spec)
						if err != nil {
							t.Fatal(err)
						}
						e, err := engine.BuildGame(g, s, env)
						if err != nil {
							t.Fatal(err)
						}
						defer e.Close()
						checkEngine(t, e, in.Name, p, sim)
						for i, pos := range positions {
							env.Shared.Clear()
							res, err := e.Search(context.Background(), pos, search.Limits{Depth: depth}, nil)
							if err != nil {
								t.Fatal(err)
							}
							if res.Depth != depth || res.Score != want[i] {
								t.Fatalf("position %d %s: depth %d score %d, sequential %d", i, pos, res.Depth, res.Score, want[i])
							}
							if _, final := board.Margin(res.Score); i >= ending && (res.Stats.Solves == 0 || !final && res.Score != search.Draw) {
								t.Fatalf("ending %d %s: score %d after %d solves", i, pos, res.Score, res.Stats.Solves)
							}
						}
						// With more than one searcher the work must really
						// have been shared, or the test proves nothing.
						// (Every algorithm, farmed or not, shows it as more
						// than one searcher with nodes of its own.)
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
}

// checkEngine checks what an engine says about itself.
func checkEngine(t *testing.T, e engine.AnyEngine, name string, p int, sim bool) {
	t.Helper()
	s := e.Spec()
	if s.Name != name || s.P != p {
		t.Errorf("spec %s, want %s with P %d", s, name, p)
	}
	parallelSim := sim && !engine.IsSequential(name)
	if e.Simulated() != parallelSim {
		t.Errorf("simulated %v, want %v", e.Simulated(), parallelSim)
	}
	st, ok := e.Report()
	if ok != !engine.IsSequential(name) {
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

// ck is the game the tests search.
var ck eval.Checkers

// TestEveryEngineDeterministic is the other registry-wide guarantee: every
// parallel algorithm on the simulator, on every game, gives the same
// result and the same account twice over, the second time on one OS
// thread (GOMAXPROCS=1).
func TestEveryEngineDeterministic(t *testing.T) {
	for _, g := range games.Games() {
		positions, depth := gamePositions(t, g, 2)
		for _, in := range engine.List() {
			if engine.IsSequential(in.Name) {
				continue
			}
			spec := fmt.Sprintf("%s:8%s", in.Name, smallTreeParams(in, true))
			run := func(costs account.Costs, opts search.Options) string {
				env := exactEnv(t, true)
				env.Options = opts
				env.Costs = costs
				s, err := engine.Parse(spec)
				if err != nil {
					t.Fatal(err)
				}
				e, err := engine.BuildGame(g, s, env)
				if err != nil {
					t.Fatal(err)
				}
				defer e.Close()
				var out strings.Builder
				for _, pos := range positions {
					env.Shared.Clear()
					res, err := e.Search(context.Background(), pos, search.Limits{Depth: depth}, nil)
					if err != nil {
						t.Fatal(err)
					}
					res.Elapsed = 0
					for i := range res.Iterations {
						res.Iterations[i].Elapsed, res.Iterations[i].Seconds, res.Iterations[i].NPS = 0, 0, 0
						res.Iterations[i].TotalElapsed = 0
					}
					st, _ := e.Report()
					b, err := json.Marshal(struct {
						R engine.Result
						S account.RunStats
					}{res, st})
					if err != nil {
						t.Fatal(err)
					}
					out.Write(b)
				}
				return out.String()
			}
			// The default search under both cost models, and the search the
			// game plays with (chess: the selective search, which YBWC
			// also applies at its own nodes and split points).
			type setup struct {
				costs account.Costs
				opts  search.Options
			}
			setups := []setup{{account.DefaultCosts, search.DefaultOptions()}, {contendedCosts(t), search.DefaultOptions()}}
			if play := g.PlayOptions(); play != search.DefaultOptions() {
				setups = append(setups, setup{account.DefaultCosts, play})
			}
			for _, su := range setups {
				a := run(su.costs, su.opts)
				old := runtime.GOMAXPROCS(1)
				b := run(su.costs, su.opts)
				runtime.GOMAXPROCS(old)
				if a != b {
					t.Errorf("%s on %s, costs %s, options %+v: two simulations differ:\n%s\n%s", spec, g.Name(), su.costs, su.opts, a, b)
				}
			}
		}
	}
}
