package jamboree

import (
	"context"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/eval"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// TestJamboreeWorkSpan: the critical path and the work bound the
// simulated time from below, as they must (T_P >= C and T_P >= W/P), and
// the critical path is shorter than the work once tests run in parallel.
func TestJamboreeWorkSpan(t *testing.T) {
	pos := ptest.Positions(t, 9)[4]
	for _, p := range []int{1, 4, 16} {
		e := ptest.New(t, parallel.Config{Algorithm: Jamboree, Searchers: p, Sim: true, Options: Options{MinGranularity: 3}}, New)
		if _, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: 9}, e, nil); err != nil {
			t.Fatal(err)
		}
		r := e.Report()
		e.Close()
		if r.Span <= 0 || r.Work <= 0 {
			t.Fatalf("P=%d: work %d, critical path %d: not measured", p, r.Work, r.Span)
		}
		if r.Span > r.Elapsed || r.Work > r.Elapsed*account.Time(p) {
			t.Errorf("P=%d: time %d below a bound: C=%d, W/P=%d", p, r.Elapsed, r.Span, r.Work/account.Time(p))
		}
		if r.Span >= r.Work {
			t.Errorf("P=%d: critical path %d not shorter than the work %d", p, r.Span, r.Work)
		}
		if p > 1 && r.Farmed == 0 {
			t.Errorf("P=%d: no test was stolen", p)
		}
	}
}

// TestJamboreeSerialExact: the serialization heuristic changes the
// order of the search, never its value. Each position is searched one
// ply shallower first, so that the table has the earlier search the
// heuristic reads.
func TestJamboreeSerialExact(t *testing.T) {
	fired := uint64(0)
	for i, pos := range ptest.Positions(t, 16) {
		want := ptest.SequentialValue(t, pos, 6)
		for _, sim := range []bool{true, false} {
			cfg := parallel.Config{Algorithm: Jamboree, Searchers: 5, Sim: sim, Search: ptest.Exact(), Options: Options{MinGranularity: 1, Serialize: true}}
			e := ptest.New(t, cfg, New)
			var got int
			for d := 5; d <= 6; d++ {
				r, err := e.SearchRoot(context.Background(), pos, d, -search.Inf, search.Inf)
				if err != nil {
					t.Fatal(err)
				}
				got = r.Score
			}
			fired += e.Algorithm().(*jamboree[eval.Checkers, checkers.Position, checkers.Move]).counters.serialized.Load()
			e.Close()
			if got != want {
				t.Fatalf("position %d sim=%v: jamboree serial=true %d, sequential %d", i, sim, got, want)
			}
		}
	}
	if fired == 0 {
		t.Error("the serialization heuristic never searched a second child serially")
	}
}
