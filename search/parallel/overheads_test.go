package parallel

import (
	"context"
	"testing"

	"frontier/search"
)

// TestCommPct: in the simulator an algorithm that takes locks and splits
// spends part of its busy time on them (the communication overhead of
// the report), Lazy SMP, which charges nothing but nodes (table probes
// cost 0 by default), none; the real machine reports none.
func TestCommPct(t *testing.T) {
	pos := suitePositions(t, 7)[2]
	for _, c := range []struct {
		algo string
		sim  bool
		some bool
	}{{YBWC, true, true}, {PVFSplitLB, true, true}, {LazySMP, true, false}, {YBWC, false, false}} {
		e, err := New(ck, Config{Algorithm: c.algo, Searchers: 4, Sim: c.sim, MinGranularity: 2}, newShared(t))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := search.Iterate(context.Background(), ck, pos, search.Limits{Depth: 8}, e, nil); err != nil {
			t.Fatal(err)
		}
		r := e.Report()
		e.Close()
		if (r.CommPct > 0) != c.some || r.CommPct > 50 || r.CommPct+r.IdlePct > 100 {
			t.Errorf("%s sim=%v: %.2f%% communication, %.2f%% idle", c.algo, c.sim, r.CommPct, r.IdlePct)
		}
	}
}
