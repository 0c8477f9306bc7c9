package parallel

import (
	"context"
	"encoding/json"
	"testing"

	"frontier/search"
)

// TestYBWCDeterministic: two simulated YBWC runs, with every way of
// picking a split point, report byte-identical figures.
func TestYBWCDeterministic(t *testing.T) {
	pos := suitePositions(t, 9)[6]
	for _, pick := range []string{PickRoot, PickOldest, PickRandom} {
		run := func() string {
			sh := newShared(t)
			e, err := New(ck, Config{Algorithm: YBWC, Searchers: 8, Sim: true, MinGranularity: 3, Pick: pick}, sh)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			res, err := search.Iterate(context.Background(), ck, pos, search.Limits{Depth: 11}, e, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := e.Report()
			if r.Splits == 0 || r.Farmed == 0 {
				t.Errorf("pick=%s: %d split points, %d brothers taken by helpers: nothing was shared", pick, r.Splits, r.Farmed)
			}
			b, err := json.Marshal(struct {
				Best  string
				Score int
				Run   RunStats
			}{res.Best.String(), res.Score, r})
			if err != nil {
				t.Fatal(err)
			}
			return string(b)
		}
		if a, b := run(), run(); a != b {
			t.Fatalf("pick=%s: two simulations differ:\n%s\n%s", pick, a, b)
		}
	}
}

// TestYBWCExactPicks: every way of picking gives the sequential value.
func TestYBWCExactPicks(t *testing.T) {
	for i, pos := range suitePositions(t, 20) {
		want := sequentialValue(t, pos, 6)
		for _, pick := range []string{PickOldest, PickRandom} {
			for _, sim := range []bool{true, false} {
				got := parallelValue(t, Config{Algorithm: YBWC, Searchers: 5, Sim: sim, MinGranularity: 1, Pick: pick}, pos, 6)
				if got != want {
					t.Fatalf("position %d pick=%s sim=%v: parallel %d, sequential %d", i, pick, sim, got, want)
				}
			}
		}
	}
}

// TestYBWCExactSplitPolicies: hungry splitting below minsplit, on and
// off, and waiting at expected cut nodes keep the sequential value.
func TestYBWCExactSplitPolicies(t *testing.T) {
	cfgs := []Config{
		{Algorithm: YBWC, Searchers: 6, MinGranularity: 3, HungrySplit: 1},
		{Algorithm: YBWC, Searchers: 6, MinGranularity: 3, HungrySplit: 3},
		{Algorithm: YBWC, Searchers: 6, MinGranularity: 1, CutWait: 2},
	}
	for i, pos := range suitePositions(t, 12) {
		want := sequentialValue(t, pos, 6)
		for _, cfg := range cfgs {
			for _, sim := range []bool{true, false} {
				cfg.Sim = sim
				if got := parallelValue(t, cfg, pos, 6); got != want {
					t.Fatalf("position %d hungrysplit=%d cutwait=%d sim=%v: parallel %d, sequential %d", i, cfg.HungrySplit, cfg.CutWait, sim, got, want)
				}
			}
		}
	}
}

// TestYBWCHungrySplit: while searchers starve, nodes below minsplit open
// split points: a simulated search opens more of them with hungrysplit
// than with it off.
func TestYBWCHungrySplit(t *testing.T) {
	pos := suitePositions(t, 9)[6]
	splits := func(hungry int) uint64 {
		e, err := New(ck, Config{Algorithm: YBWC, Searchers: 8, Sim: true, MinGranularity: 4, HungrySplit: hungry, Search: search.DefaultOptions()}, newShared(t))
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		if _, err := e.SearchRoot(context.Background(), pos, 8, -search.Inf, search.Inf); err != nil {
			t.Fatal(err)
		}
		return e.Report().Splits
	}
	if on, off := splits(1), splits(4); on <= off {
		t.Errorf("hungrysplit=1 opened %d split points, off %d: hungry searchers got no finer work", on, off)
	}
}
