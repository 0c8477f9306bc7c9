package abdada

import (
	"context"
	"testing"

	"frontier/search"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// TestABDADADefersAndIsExact: with several searchers ABDADA really
// defers sons (or the test proves nothing about the second pass), counts
// its table accesses, and still returns the sequential minimax value with
// table cutoffs off, on both executors.
func TestABDADADefersAndIsExact(t *testing.T) {
	for _, sim := range []bool{true, false} {
		for i, pos := range ptest.Positions(t, 4) {
			const depth = 8
			want := ptest.SequentialValue(t, pos, depth)
			cfg := parallel.Config{Algorithm: ABDADA, Searchers: 4, Sim: sim, Search: ptest.Exact(), Options: Options{Exclusive: 2}}
			e := ptest.New(t, cfg, New)
			r, err := e.SearchRoot(context.Background(), pos, depth, -search.Inf, search.Inf)
			if err != nil {
				t.Fatal(err)
			}
			if r.Score != want {
				t.Fatalf("sim=%v position %d: abdada %d, sequential %d", sim, i, r.Score, want)
			}
			rep := e.Report()
			if rep.TableOps == 0 || rep.Nodes == 0 {
				t.Errorf("sim=%v position %d: %d table operations, %d nodes", sim, i, rep.TableOps, rep.Nodes)
			}
			if sim && rep.Deferred == 0 {
				t.Errorf("position %d: four simulated searchers deferred no son", i)
			}
			e.Close()
		}
	}
}
