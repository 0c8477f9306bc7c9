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

// TestYBWCDeterministic: two simulated YBWC runs, with every way of
// picking a split point, report byte-identical figures.
func TestYBWCDeterministic(t *testing.T) {
	pos := ptest.Positions(t, 9)[6]
	for _, pick := range []string{PickRoot, PickOldest, PickRandom} {
		run := func() string {
			e := ptest.New(t, parallel.Config{Algorithm: YBWC, Searchers: 8, Sim: true, Options: Options{MinGranularity: 3, Pick: pick}}, New)
			defer e.Close()
			res, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: 11}, e, nil)
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
				Run   account.RunStats
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
	for i, pos := range ptest.Positions(t, 20) {
		want := ptest.SequentialValue(t, pos, 6)
		for _, pick := range []string{PickOldest, PickRandom} {
			for _, sim := range []bool{true, false} {
				got := ptest.Value(t, parallel.Config{Algorithm: YBWC, Searchers: 5, Sim: sim, Options: Options{MinGranularity: 1, Pick: pick}}, New, pos, 6)
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
	opts := []Options{
		{MinGranularity: 3, HungrySplit: 1},
		{MinGranularity: 3, HungrySplit: 3},
		{MinGranularity: 1, CutWait: 2},
		{MinGranularity: 2, Unhelpful: true},
	}
	for i, pos := range ptest.Positions(t, 12) {
		want := ptest.SequentialValue(t, pos, 6)
		for _, o := range opts {
			for _, sim := range []bool{true, false} {
				cfg := parallel.Config{Algorithm: YBWC, Searchers: 6, Sim: sim, Options: o}
				if got := ptest.Value(t, cfg, New, pos, 6); got != want {
					t.Fatalf("position %d hungrysplit=%d cutwait=%d unhelpful=%v sim=%v: parallel %d, sequential %d", i, o.HungrySplit, o.CutWait, o.Unhelpful, sim, got, want)
				}
			}
		}
	}
}

// TestYBWCHelpfulMaster: with the helpful master a simulated master
// whose brothers are out helps below its own split point (Helping time
// on the owner's account); with helpful=false it only waits, and the
// helpers' brothers count among the tasks of other searchers only.
func TestYBWCHelpfulMaster(t *testing.T) {
	pos := ptest.Positions(t, 9)[6]
	waiting := func(unhelpful bool) account.Time {
		e := ptest.New(t, parallel.Config{Algorithm: YBWC, Searchers: 8, Sim: true, Search: search.DefaultOptions(), Options: Options{MinGranularity: 3, Unhelpful: unhelpful}}, New)
		defer e.Close()
		if _, err := e.SearchRoot(context.Background(), pos, 8, -search.Inf, search.Inf); err != nil {
			t.Fatal(err)
		}
		var w account.Time
		for _, a := range e.Activity() {
			w += a.Waiting
		}
		return w
	}
	if helpful, unhelpful := waiting(false), waiting(true); helpful >= unhelpful {
		t.Errorf("masters waited %d units with the helpful master, %d without: it helped nowhere", helpful, unhelpful)
	}
}

// TestYBWCHungrySplit: while searchers starve, nodes below minsplit open
// split points: a simulated search opens more of them with hungrysplit
// than with it off.
func TestYBWCHungrySplit(t *testing.T) {
	pos := ptest.Positions(t, 9)[6]
	splits := func(hungry int) uint64 {
		e := ptest.New(t, parallel.Config{Algorithm: YBWC, Searchers: 8, Sim: true, Search: search.DefaultOptions(), Options: Options{MinGranularity: 4, HungrySplit: hungry}}, New)
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
