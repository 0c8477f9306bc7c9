package parallel_test

import (
	"context"
	"testing"

	"frontier/search"
	"frontier/search/engine/all"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
	"frontier/search/parallel/lazysmp"
	"frontier/search/parallel/pvsplit"
	"frontier/search/parallel/ybwc"
)

// TestCommPct: in the simulator an algorithm that takes locks and splits
// spends part of its busy time on them (the communication overhead of
// the report), Lazy SMP, which charges nothing but nodes (table probes
// cost 0 by default), none; the real machine reports none.
func TestCommPct(t *testing.T) {
	pos := ptest.Positions(t, 7)[2]
	for _, c := range []struct {
		algo string
		sim  bool
		some bool
	}{{ybwc.YBWC, true, true}, {pvsplit.PVFSplitLB, true, true}, {lazysmp.LazySMP, true, false}, {ybwc.YBWC, false, false}} {
		cfg := ptest.Configure(t, parallel.Config{Algorithm: c.algo, Searchers: 4, Sim: c.sim}, parallel.Setting{Name: "minsplit", Value: "2"})
		e := ptest.New(t, cfg, all.Family)
		if _, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: 8}, e, nil); err != nil {
			t.Fatal(err)
		}
		r := e.Report()
		e.Close()
		if (r.CommPct > 0) != c.some || r.CommPct > 50 || r.CommPct+r.IdlePct > 100 {
			t.Errorf("%s sim=%v: %.2f%% communication, %.2f%% idle", c.algo, c.sim, r.CommPct, r.IdlePct)
		}
	}
}
