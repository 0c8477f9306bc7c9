package parallel

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"frontier/search"
)

// TestABDADAStack: during a simulated run the pane lists nodes that
// several searchers are inside, each with as many distinct searchers in
// its note as its kind says, nearest the root first, the root among
// them and nodes below it too; after the run nothing is open.
func TestABDADAStack(t *testing.T) {
	const p = 8
	var seen, root, below int
	last := stackDuring(t, Config{Algorithm: ABDADA, Searchers: p, Exclusive: 2}, suitePositions(t, 7)[3], 8, func(st []NodeView) {
		for i, v := range st {
			seen++
			ids := strings.Split(v.Note, ",")
			distinct := map[string]bool{}
			for _, id := range ids {
				var n int
				if _, err := fmt.Sscanf(id, "s%d", &n); err != nil || n < 0 || n >= p {
					t.Fatalf("row %+v: searcher %q", v, id)
				}
				distinct[id] = true
			}
			if len(ids) < 2 || len(distinct) != len(ids) || v.Kind != fmt.Sprintf("×%d", len(ids)) {
				t.Fatalf("row %+v: kind and searchers disagree", v)
			}
			if i > 0 && st[i-1].Ply > v.Ply {
				t.Fatalf("rows out of ply order: %+v", st)
			}
			if v.Depth < 2 {
				t.Fatalf("row %+v: a node below exclusive", v)
			}
			switch {
			case v.Ply == 0 && v.Move == "":
				root++
			case v.Ply > 0 && v.Move != "":
				below++
			}
		}
	})
	if seen == 0 || root == 0 || below == 0 {
		t.Fatalf("%d shared nodes seen, %d at the root, %d below it with their move: each should be seen", seen, root, below)
	}
	if len(last) != 0 {
		t.Fatalf("after the search, still open: %+v", last)
	}
}

// TestYBWCStackDuringRun: the monitor, which the workstation's panes
// read, gets YBWC's open split points while a simulated root search runs
// (the main searcher publishes from its poll), each with its owner and
// brothers. Publication is paced by wall-clock time; the test makes every
// poll due, so that what it sees does not depend on the machine's speed.
func TestYBWCStackDuringRun(t *testing.T) {
	const p = 8
	mon := &Monitor{}
	seen, snaps := 0, 0
	var last uint64
	cfg := Config{Algorithm: YBWC, Searchers: p, MinGranularity: 3, Sim: true, Monitor: mon, Search: search.DefaultOptions()}
	cfg.Pace = func(Time) {
		mon.mu.Lock()
		mon.last = time.Time{} // the next poll of the main searcher publishes
		mon.mu.Unlock()
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
	e, err := New(ck, cfg, newShared(t))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := search.Iterate(context.Background(), ck, suitePositions(t, 7)[3], search.Limits{Depth: 11}, e, nil); err != nil {
		t.Fatal(err)
	}
	if seen == 0 {
		t.Fatalf("no split point in %d snapshots published during the run", snaps)
	}
}
