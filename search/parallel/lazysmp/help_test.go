package lazysmp

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/eval"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
	"frontier/search/tt"
)

// Lazy SMP gains only if its helpers help the main searcher through the
// table, as Stockfish's do: what they store (cutoffs, bounds, best moves)
// must shrink the tree the main searcher itself searches to reach a depth.
// mainWork measures it. It runs an iterative-deepening search to depth on
// each position with a fresh engine and returns the nodes thread 0, the
// main searcher, searched, and the nodes of every thread.
//
// With private set, every helper gets a table and history of its own:
// the helpers then run as before but cannot help, the control that shows
// the main searcher's saving comes through what is shared and from
// nothing else.
//
// sim runs the simulator with costs; otherwise real threads.
func mainWork(tb testing.TB, p int, sim bool, costs account.Costs, private bool, positions []checkers.Position, depth, entries int) (main, all uint64) {
	tb.Helper()
	shared := func() *search.Shared {
		table, err := tt.NewEntries(entries)
		if err != nil {
			tb.Fatal(err)
		}
		return &search.Shared{TT: table, History: search.NewHistory()}
	}
	build := New[eval.Checkers, checkers.Position, checkers.Move]
	if private {
		build = func(e *ptest.Engine) parallel.RootAlgorithm[eval.Checkers, checkers.Position, checkers.Move] {
			l := New(e).(*lazySMP[eval.Checkers, checkers.Position, checkers.Move])
			for i := 1; i < len(l.searchers); i++ {
				// The team holds this slice: the helper it runs is the new one.
				l.searchers[i] = search.NewSearcher(e.Game(), shared(), e.Config().Search)
			}
			return l
		}
	}
	for _, pos := range positions {
		e, err := parallel.New(ptest.CK, parallel.Config{Algorithm: LazySMP, Searchers: p, Sim: sim, Costs: costs}, shared(), build)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: depth}, e, nil); err != nil {
			tb.Fatal(err)
		}
		rep := e.Report()
		e.Close()
		main += rep.Activity[0].Nodes
		all += rep.Nodes
	}
	return main, all
}

// TestHelpersReachMainThroughTheTable checks in the simulator the
// channel Lazy SMP rests on: the helpers change the main searcher's tree
// through what they share and through nothing else. With private tables
// its tree is the one it searches alone, node for node (the simulated
// main searcher depends on nothing else the helpers do); with the shared
// table it differs. How much smaller it gets is a measurement, not a
// property: the test logs it, docs/scaling.md quotes it beside the real
// cores' (BenchmarkHelpersHelp), and it depends on the simulator's
// quantum (account.Costs.Quantum), how far ahead of virtual time a
// helper's entries reach the main searcher.
func TestHelpersReachMainThroughTheTable(t *testing.T) {
	const depth = 9
	positions := ptest.Positions(t, 6)
	alone, _ := mainWork(t, 1, true, account.DefaultCosts, false, positions, depth, 1<<16)
	for _, p := range []int{2, 4} {
		private, _ := mainWork(t, p, true, account.DefaultCosts, true, positions, depth, 1<<16)
		shared, all := mainWork(t, p, true, account.DefaultCosts, false, positions, depth, 1<<16)
		t.Logf("P=%d: main searcher %d nodes alone, %d beside helpers with private tables, %d sharing the table (%.2f of alone; all threads %d)",
			p, alone, private, shared, float64(shared)/float64(alone), all)
		if private != alone {
			t.Errorf("P=%d: helpers with private tables changed the main searcher's tree: %d nodes, alone %d", p, private, alone)
		}
		if shared == alone {
			t.Errorf("P=%d: helpers sharing the table left the main searcher's tree as it is alone (%d nodes): nothing reaches it", p, alone)
		}
	}
}

// BenchmarkHelpersHelp measures the same saving on the real cores: the
// main searcher's nodes beside P-1 helpers over its nodes alone, on 8
// positions of the 1992 match at depth 13 (FRONTIER_BENCH_DEPTH) with a
// table of 4 Mi entries, as the metric main/alone, with the threads'
// total over the main searcher's nodes alone as all/alone. With
// FRONTIER_SIM_COST set (a cost model, as --sim-cost takes it) it
// measures the simulator with that model instead. Run it where nothing
// else runs:
//
//	go test -run '^$' -bench HelpersHelp -benchtime 1x ./search/parallel/lazysmp
//	FRONTIER_SIM_COST=@$PWD/docs/scaling/real16.cost go test -run '^$' -bench HelpersHelp -benchtime 1x ./search/parallel/lazysmp
func BenchmarkHelpersHelp(b *testing.B) {
	depth := 13
	if d, err := strconv.Atoi(os.Getenv("FRONTIER_BENCH_DEPTH")); err == nil && d > 0 {
		depth = d
	}
	sim, costs := false, account.DefaultCosts
	if s := os.Getenv("FRONTIER_SIM_COST"); s != "" {
		c, err := account.ParseCosts(s)
		if err != nil {
			b.Fatal(err)
		}
		sim, costs = true, c
	}
	positions := ptest.Positions(b, 8)
	for _, p := range []int{2, 4, 8, 16} {
		b.Run(fmt.Sprintf("P=%d", p), func(b *testing.B) {
			for range b.N {
				alone, _ := mainWork(b, 1, sim, costs, false, positions, depth, 1<<22)
				shared, all := mainWork(b, p, sim, costs, false, positions, depth, 1<<22)
				b.ReportMetric(float64(shared)/float64(alone), "main/alone")
				b.ReportMetric(float64(all)/float64(alone), "all/alone")
			}
		})
	}
}
