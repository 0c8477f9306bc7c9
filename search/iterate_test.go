package search

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/search/internal/testpos"
)

func suitePosition(i int) checkers.Position { return testpos.MustFEN(testpos.Suite[i].FEN) }

func TestIterateDepthsAndPV(t *testing.T) {
	p := suitePosition(2)
	var its []Iteration[checkers.Move]
	res, err := Run(context.Background(), ck, p, Limits{Depth: 9}, newShared(t), DefaultOptions(), func(it Iteration[checkers.Move]) {
		its = append(its, it)
	})
	if err != nil {
		t.Fatal(err)
	}
	var depths []int
	for _, it := range its {
		depths = append(depths, it.Depth)
		replay(t, p, it.PV)
		if len(it.PV) == 0 || it.PV[0] != it.Best || it.Move != it.Best.String() || len(it.Line) != len(it.PV) {
			t.Errorf("depth %d: best %s, PV %v", it.Depth, it.Best, it.Line)
		}
		if it.Nodes == 0 || it.Nodes != it.Stats.Nodes {
			t.Errorf("depth %d: nodes %d, stats %d", it.Depth, it.Nodes, it.Stats.Nodes)
		}
	}
	if want := []int{1, 3, 5, 7, 9}; len(depths) != len(want) || depths[0] != 1 || depths[4] != 9 {
		t.Errorf("depths %v, want %v", depths, want)
	}
	if res.Depth != 9 || res.Best != its[len(its)-1].Best || res.Score != its[len(its)-1].Score {
		t.Errorf("result %+v does not match the last iteration", res)
	}
	var sum uint64
	for _, it := range its {
		sum += it.Nodes
	}
	if res.Stats.Nodes != sum {
		t.Errorf("result nodes %d, iterations sum to %d", res.Stats.Nodes, sum)
	}
	// An even depth with step 2 starts at 2; step 1 visits every depth.
	res, _ = Run(context.Background(), ck, p, Limits{Depth: 4}, newShared(t), DefaultOptions(), nil)
	if len(res.Iterations) != 2 || res.Iterations[0].Depth != 2 {
		t.Errorf("depth 4: iterations %d", len(res.Iterations))
	}
	res, _ = Run(context.Background(), ck, p, Limits{Depth: 4, Step: 1}, newShared(t), DefaultOptions(), nil)
	if len(res.Iterations) != 4 {
		t.Errorf("depth 4 step 1: iterations %d", len(res.Iterations))
	}
}

// The PV of every iteration is legal, on every suite position.
func TestPVLegalOnSuite(t *testing.T) {
	sh := newShared(t)
	for i := range testpos.Suite {
		p := suitePosition(i)
		sh.Clear()
		res, err := Run(context.Background(), ck, p, Limits{Depth: 7}, sh, DefaultOptions(), func(it Iteration[checkers.Move]) {
			replay(t, p, it.PV)
		})
		if err != nil {
			t.Fatal(err)
		}
		if !isLegal(&p, res.Best) {
			t.Fatalf("%s: best move %s illegal", testpos.Suite[i].ID, res.Best)
		}
	}
}

func TestIterateRejectsBadInput(t *testing.T) {
	over := testpos.MustFEN("B:W27,31,32:B28")
	if _, err := Run(context.Background(), ck, over, Limits{Depth: 3}, nil, DefaultOptions(), nil); err != ErrGameOver {
		t.Errorf("game over: err %v", err)
	}
	for _, l := range []Limits{{Depth: -1}, {Depth: MaxDepth + 1}, {Time: -1}, {Depth: 3, StartDepth: 5}} {
		if _, err := Run(context.Background(), ck, checkers.Start(), l, nil, DefaultOptions(), nil); err == nil {
			t.Errorf("limits %+v accepted", l)
		}
	}
	if _, err := Run(context.Background(), ck, checkers.Start(), Limits{Depth: 3}, nil, Options{Algorithm: "mtdf"}, nil); err == nil {
		t.Error("unknown algorithm accepted")
	}
}

// Cancelling mid-iteration returns within 50 ms with the move of the last
// completed iteration.
func TestStopLatency(t *testing.T) {
	p := suitePosition(0)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var last Iteration[checkers.Move]
	done := make(chan struct{})
	var res Result[checkers.Move]
	var err error
	var stopped time.Time
	go func() {
		defer close(done)
		res, err = Run(ctx, ck, p, Limits{}, newShared(t), DefaultOptions(), func(it Iteration[checkers.Move]) {
			last = it
			if it.Depth == 7 {
				// The next iteration is under way shortly after.
				go func() {
					time.Sleep(20 * time.Millisecond)
					stopped = time.Now()
					cancel()
				}()
			}
		})
	}()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("search did not stop")
	}
	latency := time.Since(stopped)
	if err != nil {
		t.Fatal(err)
	}
	if latency > 50*time.Millisecond {
		t.Errorf("returned %v after the cancel", latency)
	}
	if !res.Stopped || res.Depth != last.Depth || res.Best != last.Best || res.Score != last.Score {
		t.Errorf("result depth %d move %s, last iteration depth %d move %s (stopped %v)", res.Depth, res.Best, last.Depth, last.Best, res.Stopped)
	}
	if res.Stats.Nodes <= last.TotalNodes {
		t.Errorf("the interrupted iteration's nodes are not counted")
	}
}

func TestNodeAndTimeLimits(t *testing.T) {
	p := suitePosition(3)
	res, err := Run(context.Background(), ck, p, Limits{Nodes: 20000}, newShared(t), DefaultOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stats.Nodes > 20000+DefaultPollEvery || res.Depth == 0 {
		t.Errorf("node limit 20000: searched %d nodes to depth %d", res.Stats.Nodes, res.Depth)
	}
	start := time.Now()
	res, err = Run(context.Background(), ck, p, Limits{Time: 200 * time.Millisecond}, newShared(t), DefaultOptions(), nil)
	if el := time.Since(start); err != nil || el > 400*time.Millisecond || res.Depth == 0 {
		t.Errorf("time limit 200ms: took %v, depth %d, err %v", el, res.Depth, err)
	}
}

// Cancelling before anything completes still yields a legal move.
func TestCancelledBeforeFirstIteration(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := suitePosition(4)
	res, err := Run(ctx, ck, p, Limits{Depth: 9}, newShared(t), DefaultOptions(), nil)
	if err != nil || res.Depth != 0 || !isLegal(&p, res.Best) {
		t.Errorf("res depth %d best %s err %v", res.Depth, res.Best, err)
	}
}

// Same position, depth and cleared tables: the same move, score and node
// count every time.
func TestDeterminism(t *testing.T) {
	for _, algo := range algorithms {
		o := DefaultOptions()
		o.Algorithm = algo
		sh := newShared(t)
		var first Result[checkers.Move]
		for run := 0; run < 3; run++ {
			sh.Clear()
			res, err := Run(context.Background(), ck, suitePosition(5), Limits{Depth: 9}, sh, o, nil)
			if err != nil {
				t.Fatal(err)
			}
			if run == 0 {
				first = res
				continue
			}
			if res.Best != first.Best || res.Score != first.Score || res.Stats != first.Stats {
				t.Fatalf("%s run %d: %s %d %d nodes, first run %s %d %d nodes", algo, run, res.Best, res.Score, res.Stats.Nodes, first.Best, first.Score, first.Stats.Nodes)
			}
		}
	}
}

// scripted is a RootSearch returning fixed scores per depth, recording
// the windows it was given.
type scripted struct {
	scores  map[int][]int // depth -> scores of successive calls
	windows [][3]int      // depth, alpha, beta
}

func (f *scripted) SearchRoot(ctx context.Context, root checkers.Position, depth, alpha, beta int) (RootResult[checkers.Move], error) {
	f.windows = append(f.windows, [3]int{depth, alpha, beta})
	v := f.scores[depth][0]
	if len(f.scores[depth]) > 1 {
		f.scores[depth] = f.scores[depth][1:]
	}
	m := root.LegalMoves()[0]
	return RootResult[checkers.Move]{Score: v, Best: m, PV: []checkers.Move{m}, Stats: Stats{Nodes: 1}}, nil
}

// The root window is ±AspirationWindow around the last score, widened on
// the failing side after each fail low or high, and every re-search is
// counted.
func TestAspirationWindows(t *testing.T) {
	f := &scripted{scores: map[int][]int{
		1: {40},
		3: {-10, -30},      // fail low (window 15..65), then inside the widened window
		5: {500, 600, 700}, // fail high twice, then the bound is gone
		7: {Win - 3},       // inside the full window
		9: {Win - 3},       // win score: full window, done
	}}
	res, err := Iterate(context.Background(), ck, checkers.Start(), Limits{Depth: 9}, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := [][3]int{
		{1, -Inf, Inf},
		{3, 15, 65}, {3, -10 - 4*AspirationWindow, 65},
		{5, -55, -5}, {5, -55, 500 + 4*AspirationWindow}, {5, -55, 600 + 16*AspirationWindow},
		{7, 675, 725}, {7, 675, Inf},
		{9, -Inf, Inf},
	}
	if len(f.windows) != len(want) {
		t.Fatalf("windows %v\nwant    %v", f.windows, want)
	}
	for i := range want {
		if f.windows[i] != want[i] {
			t.Fatalf("call %d: window %v, want %v (all: %v)", i, f.windows[i], want[i], f.windows)
		}
	}
	if res.Stats.AspirationResearches != 4 || res.Iterations[1].Stats.AspirationResearches != 1 || res.Score != Win-3 {
		t.Errorf("re-searches %d, depth 3: %d, score %d", res.Stats.AspirationResearches, res.Iterations[1].Stats.AspirationResearches, res.Score)
	}
}

func TestStatsJSON(t *testing.T) {
	st := Stats{Nodes: 10, CaptureNodes: 2, CaptureMoves: 3, QuietNodes: 2, QuietMoves: 13, MaxPly: 4}
	var sum Stats
	sum.Add(st)
	sum.Add(st)
	if sum.Nodes != 20 || sum.MaxPly != 4 || sum.BranchingFactor() != 4 {
		t.Errorf("Add: %+v", sum)
	}
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{`"nodes":10`, `"bf":4`, `"bf_capture":1.5`, `"bf_noncapture":6.5`, `"tt_probes":0`} {
		if !strings.Contains(string(b), field) {
			t.Errorf("JSON %s lacks %s", b, field)
		}
	}
	var back Stats
	if err := json.Unmarshal(b, &back); err != nil || back != st {
		t.Errorf("round trip: %+v, %v", back, err)
	}
}
