package ybwc

import (
	"context"
	"encoding/json"
	"testing"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// TestDPVSplitDeterministic: two simulated Dynamic PVSplit runs report
// byte-identical figures, and searchers were sent off the principal
// variation to help stragglers (more split points than PV nodes).
func TestDPVSplitDeterministic(t *testing.T) {
	pos := ptest.Positions(t, 9)[6]
	run := func() string {
		e := ptest.New(t, parallel.Config{Algorithm: DPVSplit, Searchers: 8, Sim: true, Options: Options{MinGranularity: 3}}, New)
		defer e.Close()
		res, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: 11}, e, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := e.Report()
		if r.Farmed == 0 {
			t.Errorf("%d split points, no brother taken by a helper: nothing was shared", r.Splits)
		}
		b, err := json.Marshal(struct {
			Best  string
			Score int
			Run   account.RunStats
		}{res.Best.String(), res.Score, r})
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if a, b := run(), run(); a != b {
		t.Fatalf("two simulations differ:\n%s\n%s", a, b)
	}
}

// TestDPVSplitSplitsBelowPV: with more searchers than a PV node has
// brothers to give, stragglers open split points of their own, so there
// are more split points than nodes on the principal variations searched.
func TestDPVSplitSplitsBelowPV(t *testing.T) {
	pos := ptest.Positions(t, 9)[6]
	const depth = 10
	e := ptest.New(t, parallel.Config{Algorithm: DPVSplit, Searchers: 16, Sim: true, Options: Options{MinGranularity: 3}}, New)
	defer e.Close()
	if _, err := e.SearchRoot(context.Background(), pos, depth, -search.Inf, search.Inf); err != nil {
		t.Fatal(err)
	}
	// At most one PV node per ply above minsplit splits.
	r := e.Report()
	t.Logf("%d split points, %d brothers taken by helpers", r.Splits, r.Farmed)
	if r.Splits <= depth-3 {
		t.Fatalf("%d split points for %d PV nodes: no straggler split", r.Splits, depth-3)
	}
}

// TestDPVSplitExact: Dynamic PVSplit gives the sequential value on both
// machines, with split points down to one ply above the leaves.
func TestDPVSplitExact(t *testing.T) {
	for i, pos := range ptest.Positions(t, 20) {
		want := ptest.SequentialValue(t, pos, 6)
		for _, sim := range []bool{true, false} {
			got := ptest.Value(t, parallel.Config{Algorithm: DPVSplit, Searchers: 5, Sim: sim, Options: Options{MinGranularity: 1}}, New, pos, 6)
			if got != want {
				t.Fatalf("position %d sim=%v: parallel %d, sequential %d", i, sim, got, want)
			}
		}
	}
}
