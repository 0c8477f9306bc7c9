package parallel_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine/all"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
	"frontier/search/parallel/pvsplit"
)

func simTrace(t *testing.T) (*ptest.Engine, []byte) {
	t.Helper()
	pos := ptest.Positions(t, 7)[2]
	e := ptest.New(t, parallel.Config{Algorithm: pvsplit.PVFSplitLB, Searchers: 8, Sim: true, Record: true}, all.Family)
	if _, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: 11}, e, nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := account.WriteChromeTrace(&buf, e.Trace()); err != nil {
		t.Fatal(err)
	}
	return e, buf.Bytes()
}

// TestTraceOfSimulatedRun: the trace of a simulated run is the same bytes
// every time, is trace-event JSON, tiles every thread's time, and its
// states add up to the idle and busy figures the panes show.
func TestTraceOfSimulatedRun(t *testing.T) {
	e, first := simTrace(t)
	if _, again := simTrace(t); !bytes.Equal(first, again) {
		t.Fatal("two simulated runs wrote different traces")
	}
	var doc struct {
		TraceEvents []map[string]any `json:"traceEvents"`
	}
	if err := json.Unmarshal(first, &doc); err != nil {
		t.Fatal(err)
	}
	phases := map[string]int{}
	for _, ev := range doc.TraceEvents {
		for _, k := range []string{"ph", "ts", "pid", "tid"} {
			if _, ok := ev[k]; !ok {
				t.Fatalf("event %v has no %q", ev, k)
			}
		}
		phases[ev["ph"].(string)]++
	}
	for _, ph := range []string{"X", "s", "f", "i", "M"} {
		if phases[ph] == 0 {
			t.Errorf("no %q events in the trace (%v)", ph, phases)
		}
	}
	spans, truncated := e.Machine().Spans()
	if truncated {
		t.Fatal("record truncated")
	}
	p := e.Config().Searchers
	if err := account.CheckTiling(spans, p+1, e.Machine().Now()); err != nil {
		t.Fatal(err)
	}
	totals := account.Totals(spans, p+1)
	for i, a := range e.Report().Activity {
		tot := totals[i]
		busy := tot[account.Working] + tot[account.Helping] + tot[account.Interrupted]
		starved := tot[account.Starved] + tot[account.Stealing]
		waiting := tot[account.Waiting] + tot[account.Locked]
		if busy != a.Busy || starved != a.Starved || waiting != a.Waiting {
			t.Fatalf("searcher %d: trace busy/starved/waiting %d/%d/%d, report %d/%d/%d",
				i, busy, starved, waiting, a.Busy, a.Starved, a.Waiting)
		}
	}
	// The timeline the pane draws holds the same totals.
	tl := e.Timeline().Totals()
	for i := 0; i < p; i++ {
		if tl[i] != totals[i] {
			t.Fatalf("searcher %d: timeline %v, trace %v", i, tl[i], totals[i])
		}
	}
}
