package parallel_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine/all"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// TestExactValueEqualsSequential is the correctness guarantee of every
// algorithm: without transposition-table cutoffs the parallel search
// returns the sequential minimax value, on both executors, for any number
// of searchers.
func TestExactValueEqualsSequential(t *testing.T) {
	n, depths := 200, []int{5, 6}
	if testing.Short() || ptest.Race {
		n = 24
	}
	positions := ptest.Positions(t, n)
	want := make([]int, len(positions))
	for i, p := range positions {
		want[i] = ptest.SequentialValue(t, p, depths[i%len(depths)])
	}
	for _, algo := range parallel.RegisteredNames() {
		for _, sim := range []bool{true, false} {
			for _, p := range []int{1, 2, 3, 4, 8, 16} {
				name := fmt.Sprintf("%s/sim=%v/P=%d", algo, sim, p)
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					// Small granularity and thresholds so that splitting,
					// frontier windows and preemption all happen on these
					// shallow trees, each to the algorithms that have them.
					threshold := "50"
					if !sim {
						threshold = "50us"
					}
					cfg := ptest.Configure(t, parallel.Config{Algorithm: algo, Searchers: p, Sim: sim},
						parallel.Setting{Name: "minsplit", Value: "1"}, parallel.Setting{Name: "synth", Value: "2"},
						parallel.Setting{Name: "threshold", Value: threshold})
					for i, pos := range positions {
						got := ptest.Value(t, cfg, all.Family, pos, depths[i%len(depths)])
						if got != want[i] {
							t.Fatalf("position %d %s depth %d: parallel %d, sequential %d", i, pos.FEN(), depths[i%len(depths)], got, want[i])
						}
					}
				})
			}
		}
	}
}

// TestSimulatorDeterministic: the simulator's output is a pure function of
// its inputs, whatever GOMAXPROCS is.
func TestSimulatorDeterministic(t *testing.T) {
	pos := ptest.Positions(t, 7)[3]
	for _, algo := range parallel.RegisteredNames() {
		cfg := parallel.Config{Algorithm: algo, Searchers: 16, Sim: true}
		a := ptest.SimRun(t, cfg, all.Family, pos)
		old := runtime.GOMAXPROCS(1)
		b := ptest.SimRun(t, cfg, all.Family, pos)
		runtime.GOMAXPROCS(old)
		if a != b {
			t.Fatalf("%s: two simulations differ:\n%s\n%s", algo, a, b)
		}
	}
}

// TestContendedSimulatorDeterministic: with every contention term of the
// cost model priced (docs/scaling/real16.cost's kind of machine), every
// algorithm's simulation is still a pure function of its inputs, on any
// GOMAXPROCS.
func TestContendedSimulatorDeterministic(t *testing.T) {
	costs, err := account.ParseCosts("node=100,probe=22,lock=11,handoff=197,message=274,split=54,steal=16,wake=40,queue=5,shared=22,doze=4000,sleep=4000,crowd=4:1150/16:1435,quantum=16")
	if err != nil {
		t.Fatal(err)
	}
	pos := ptest.Positions(t, 7)[3]
	for _, algo := range parallel.RegisteredNames() {
		cfg := parallel.Config{Algorithm: algo, Searchers: 16, Sim: true, Costs: costs}
		a := ptest.SimRun(t, cfg, all.Family, pos)
		old := runtime.GOMAXPROCS(1)
		b := ptest.SimRun(t, cfg, all.Family, pos)
		runtime.GOMAXPROCS(old)
		if a != b {
			t.Fatalf("%s: two contended simulations differ:\n%s\n%s", algo, a, b)
		}
	}
}

// TestNoGoroutineLeak: every registered algorithm, closed after a search
// cancelled in the middle, on either machine, stopped within 2 seconds
// and leaves no goroutine behind.
func TestNoGoroutineLeak(t *testing.T) {
	leaktest.Check(t)
	pos := ptest.Positions(t, 5)[2]
	for _, algo := range parallel.RegisteredNames() {
		for _, sim := range []bool{false, true} {
			e := ptest.New(t, parallel.Config{Algorithm: algo, Searchers: 8, Sim: sim}, all.Family)
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
			start := time.Now()
			_, _ = search.Iterate(ctx, ptest.CK, pos, search.Limits{Depth: 40}, e, nil)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("%s sim=%v: stop took %v", algo, sim, d)
			}
			cancel()
			e.Close()
		}
	}
}

// TestMoveTimeBudget: for every registered algorithm, a virtual time
// budget stops a simulated search at the same point in every run, after
// at least one iteration.
func TestMoveTimeBudget(t *testing.T) {
	pos := ptest.Positions(t, 7)[4]
	for _, algo := range parallel.RegisteredNames() {
		run := func() search.Result[checkers.Move] {
			e := ptest.New(t, parallel.Config{Algorithm: algo, Searchers: 8, Sim: true}, all.Family)
			defer e.Close()
			e.SetMoveTime(20000)
			e.StartMove()
			start := e.Now()
			res, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: 40}, e, nil)
			if err != nil {
				t.Fatal(err)
			}
			if used := e.Now() - start; used > 20000+2000 {
				t.Errorf("%s: used %d units of a 20000 budget", algo, used)
			}
			return res
		}
		a, b := run(), run()
		if a.Depth == 0 || !a.Stopped {
			t.Fatalf("%s: depth %d stopped %v: want an interrupted deeper search after some iterations", algo, a.Depth, a.Stopped)
		}
		if a.Depth != b.Depth || a.Best != b.Best || a.Score != b.Score || a.Stats.Nodes != b.Stats.Nodes {
			t.Fatalf("%s: budgeted runs differ: %d %v %d %d vs %d %v %d %d", algo, a.Depth, a.Best, a.Score, a.Stats.Nodes, b.Depth, b.Best, b.Score, b.Stats.Nodes)
		}
	}
}

// TestPathRepetition: with the game's history set, every parallel engine
// scores a repetition exactly as the sequential engine does. White, a
// king down three to one, can only draw by repeating a position of the
// game's history, so the value depends on the path being seen.
func TestPathRepetition(t *testing.T) {
	p, err := checkers.ParseFEN("W:WK30:BK1,K2,K3")
	if err != nil {
		t.Fatal(err)
	}
	var keys []uint64
	for _, mv := range []string{"30-26", "1-5", "26-30", "5-1"} {
		keys = append(keys, p.Key())
		m, err := p.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	value := func(rs interface {
		SetPath([]uint64)
		SearchRoot(context.Context, checkers.Position, int, int, int) (search.RootResult[checkers.Move], error)
	}, path []uint64) int {
		rs.SetPath(path)
		r, err := rs.SearchRoot(context.Background(), p, 6, -search.Inf, search.Inf)
		if err != nil {
			t.Fatal(err)
		}
		return r.Score
	}
	without := value(search.NewSequential(ptest.CK, ptest.Shared(t), ptest.Exact()), nil)
	want := value(search.NewSequential(ptest.CK, ptest.Shared(t), ptest.Exact()), keys)
	if want != search.Draw || without >= 0 {
		t.Fatalf("test position: sequential %d with history, %d without; want a draw only with it", want, without)
	}
	for _, algo := range parallel.RegisteredNames() {
		for _, sim := range []bool{true, false} {
			cfg := ptest.Configure(t, parallel.Config{Algorithm: algo, Searchers: 3, Sim: sim, Search: ptest.Exact()}, parallel.Setting{Name: "minsplit", Value: "1"})
			e := ptest.New(t, cfg, all.Family)
			got := value(e, keys)
			e.Close()
			if got != want {
				t.Fatalf("%s sim=%v: parallel %d, sequential %d with the same history", algo, sim, got, want)
			}
		}
	}
}
