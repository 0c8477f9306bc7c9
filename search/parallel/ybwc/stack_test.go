package ybwc

import (
	"context"
	"fmt"
	"testing"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// TestYBWCStackDuringRun: the monitor, which the workstation's panes
// read, gets YBWC's open split points while a simulated root search runs
// (the main searcher publishes from its poll), each with its owner and
// brothers. Publication is paced by wall-clock time; the test makes every
// poll due, so that what it sees does not depend on the machine's speed.
func TestYBWCStackDuringRun(t *testing.T) {
	const p = 8
	mon := &account.Monitor{}
	mon.PublishAlways() // every poll of the main searcher publishes
	seen, snaps := 0, 0
	var last uint64
	cfg := parallel.Config{Algorithm: YBWC, Searchers: p, Sim: true, Monitor: mon, Search: search.DefaultOptions(), Options: Options{MinGranularity: 3}}
	cfg.Pace = func(account.Time) {
		s := mon.Latest()
		if s.Seq == last {
			return
		}
		last = s.Seq
		snaps++
		for _, v := range s.Stack {
			seen++
			var owner, helpers int
			if _, err := fmt.Sscanf(v.Kind, "s%d+%d", &owner, &helpers); err != nil || owner < 0 || owner >= p || !v.Split {
				t.Fatalf("row %+v: not a split point with its owner", v)
			}
			if v.Done+v.Out+v.Left > v.Moves || v.Moves < 2 {
				t.Fatalf("row %+v: brothers do not add up", v)
			}
		}
	}
	e := ptest.New(t, cfg, New)
	defer e.Close()
	if _, err := search.Iterate(context.Background(), ptest.CK, ptest.Positions(t, 7)[3], search.Limits{Depth: 11}, e, nil); err != nil {
		t.Fatal(err)
	}
	if seen == 0 {
		t.Fatalf("no split point in %d snapshots published during the run", snaps)
	}
}
