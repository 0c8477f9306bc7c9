package parallel

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
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

// TestYBWCStopNoLeak: a YBWC search stopped in the middle, on either
// machine, returns promptly and leaves no goroutine behind.
func TestYBWCStopNoLeak(t *testing.T) {
	leaktest.Check(t)
	pos := suitePositions(t, 5)[2]
	for _, sim := range []bool{false, true} {
		e, err := New(ck, Config{Algorithm: YBWC, Searchers: 8, Sim: sim}, newShared(t))
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		start := time.Now()
		_, _ = search.Iterate(ctx, ck, pos, search.Limits{Depth: 40}, e, nil)
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("sim=%v: stop took %v", sim, d)
		}
		cancel()
		e.Close()
	}
}

// TestYBWCMoveTimeBudget: a virtual time budget stops a simulated YBWC
// search at the same point in every run, owners leaving their helpers to
// unwind, after at least one iteration.
func TestYBWCMoveTimeBudget(t *testing.T) {
	pos := suitePositions(t, 7)[4]
	run := func() search.Result[checkers.Move] {
		e, err := New(ck, Config{Algorithm: YBWC, Searchers: 8, Sim: true}, newShared(t))
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		e.SetMoveTime(20000)
		e.StartMove()
		start := e.Now()
		res, err := search.Iterate(context.Background(), ck, pos, search.Limits{Depth: 40}, e, nil)
		if err != nil {
			t.Fatal(err)
		}
		if used := e.Now() - start; used > 20000+2000 {
			t.Errorf("used %d units of a 20000 budget", used)
		}
		return res
	}
	a, b := run(), run()
	if a.Depth == 0 || !a.Stopped {
		t.Fatalf("depth %d stopped %v: want an interrupted deeper search after some iterations", a.Depth, a.Stopped)
	}
	if a.Depth != b.Depth || a.Best != b.Best || a.Score != b.Score || a.Stats.Nodes != b.Stats.Nodes {
		t.Fatalf("budgeted runs differ: %d %v %d %d vs %d %v %d %d", a.Depth, a.Best, a.Score, a.Stats.Nodes, b.Depth, b.Best, b.Score, b.Stats.Nodes)
	}
}

// TestYBWCPathRepetition: with the game's history set, YBWC scores a
// repetition as the sequential engine does (the position of
// TestPathRepetition, a draw only by repeating the history).
func TestYBWCPathRepetition(t *testing.T) {
	p, err := checkers.ParseFEN("W:WK30:BK1,K2,K3")
	if err != nil {
		t.Fatal(err)
	}
	var keys []uint64
	for _, mv := range []string{"30-26", "1-5", "26-30", "5-1"} {
		keys = append(keys, p.Key())
		m, err := p.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	for _, sim := range []bool{true, false} {
		e, err := New(ck, Config{Algorithm: YBWC, Searchers: 3, Sim: sim, MinGranularity: 1, Search: exactOptions()}, newShared(t))
		if err != nil {
			t.Fatal(err)
		}
		e.SetPath(keys)
		r, err := e.SearchRoot(context.Background(), p, 6, -search.Inf, search.Inf)
		e.Close()
		if err != nil {
			t.Fatal(err)
		}
		if r.Score != search.Draw {
			t.Fatalf("sim=%v: YBWC %d with the history, want the draw", sim, r.Score)
		}
	}
}
