package parallel

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
	"frontier/search"
	"frontier/search/eval"
	"frontier/search/internal/testpos"
	"frontier/search/machine"
	"frontier/search/tt"
)

// suitePositions draws n positions spread over the games of the 1992
// match, skipping finished ones.
func suitePositions(t testing.TB, n int) []checkers.Position {
	t.Helper()
	all, err := testpos.MatchGames()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < n {
		t.Fatalf("only %d positions in the suite games", len(all))
	}
	out := make([]checkers.Position, 0, n)
	step := float64(len(all)) / float64(n)
	for i := 0; i < n; i++ {
		out = append(out, all[int(float64(i)*step)])
	}
	return out
}

func newShared(t testing.TB) *search.Shared {
	t.Helper()
	table, err := tt.NewEntries(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	return &search.Shared{TT: table, History: search.NewHistory()}
}

func exactOptions() search.Options {
	o := search.DefaultOptions()
	o.Exact = true
	return o
}

// sequentialValue is the minimax value of p at depth by the sequential
// engine with transposition-table cutoffs off.
func sequentialValue(t testing.TB, p checkers.Position, depth int) int {
	sh := newShared(t)
	s := search.NewSearcher(ck, sh, exactOptions())
	return s.Search(&p, -search.Inf, search.Inf, depth, 0)
}

func parallelValue(t testing.TB, cfg Config, p checkers.Position, depth int) int {
	sh := newShared(t)
	cfg.Search = exactOptions()
	e, err := New(ck, cfg, sh)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	r, err := e.SearchRoot(context.Background(), p, depth, -search.Inf, search.Inf)
	if err != nil {
		t.Fatal(err)
	}
	return r.Score
}

// TestExactValueEqualsSequential is the correctness guarantee of every
// algorithm: without transposition-table cutoffs the parallel search
// returns the sequential minimax value, on both executors, for any number
// of searchers.
func TestExactValueEqualsSequential(t *testing.T) {
	n, depths := 200, []int{5, 6}
	if testing.Short() || raceEnabled {
		n = 24
	}
	positions := suitePositions(t, n)
	want := make([]int, len(positions))
	for i, p := range positions {
		want[i] = sequentialValue(t, p, depths[i%len(depths)])
	}
	for _, algo := range RegisteredNames() {
		for _, sim := range []bool{true, false} {
			for _, p := range []int{1, 2, 3, 4, 8, 16} {
				name := fmt.Sprintf("%s/sim=%v/P=%d", algo, sim, p)
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					for i, pos := range positions {
						// Small granularity and thresholds so that splitting,
						// frontier windows and preemption all happen on
						// these shallow trees.
						cfg := Config{Algorithm: algo, Searchers: p, Sim: sim, MinGranularity: 1, SynthDepth: 2, LBThreshold: 50}
						if !sim {
							cfg.LBThreshold = Time(50 * time.Microsecond)
						}
						got := parallelValue(t, cfg, pos, depths[i%len(depths)])
						if got != want[i] {
							t.Fatalf("position %d %s depth %d: parallel %d, sequential %d", i, pos.FEN(), depths[i%len(depths)], got, want[i])
						}
					}
				})
			}
		}
	}
}

// TestRootSplitExact checks the basic-PVSplit option (the root is a split
// node) the same way on fewer positions.
func TestRootSplitExact(t *testing.T) {
	for i, pos := range suitePositions(t, 30) {
		want := sequentialValue(t, pos, 5)
		for _, algo := range []string{PVSplit, PVFSplitLB} {
			got := parallelValue(t, Config{Algorithm: algo, Searchers: 5, Sim: true, RootSplit: true, MinGranularity: 1, SynthDepth: 2, LBThreshold: 50}, pos, 5)
			if got != want {
				t.Fatalf("position %d %s %s: parallel %d, sequential %d", i, algo, pos.FEN(), got, want)
			}
		}
	}
}

// simRun runs a full iterative-deepening search in the simulator and
// returns everything it reports, serialized.
func simRun(t *testing.T, algo string, p int, pos checkers.Position) string {
	return simRunConfig(t, Config{Algorithm: algo, Searchers: p, Sim: true}, pos)
}

// simRunConfig is simRun with any configuration (Sim must be set).
func simRunConfig(t *testing.T, cfg Config, pos checkers.Position) string {
	sh := newShared(t)
	e, err := New(ck, cfg, sh)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	res, err := search.Iterate(context.Background(), ck, pos, search.Limits{Depth: 9, StartDepth: 1, Step: 2}, e, nil)
	if err != nil {
		t.Fatal(err)
	}
	rep := e.Report()
	for i := range res.Iterations {
		it := &res.Iterations[i] // wall-clock fields
		it.Elapsed, it.NPS, it.Seconds, it.TotalElapsed = 0, 0, 0, 0
	}
	res.Elapsed = 0
	b, err := json.Marshal(struct {
		Best   string
		Score  int
		Iter   any
		Report RunStats
		Acts   []SearcherActivity
	}{res.Best.String(), res.Score, res.Iterations, rep, rep.Activity})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSimulatorDeterministic: the simulator's output is a pure function of
// its inputs, whatever GOMAXPROCS is.
func TestSimulatorDeterministic(t *testing.T) {
	pos := suitePositions(t, 7)[3]
	for _, algo := range RegisteredNames() {
		a := simRun(t, algo, 16, pos)
		old := runtime.GOMAXPROCS(1)
		b := simRun(t, algo, 16, pos)
		runtime.GOMAXPROCS(old)
		if a != b {
			t.Fatalf("%s: two simulations differ:\n%s\n%s", algo, a, b)
		}
	}
}

// TestContendedSimulatorDeterministic: with every contention term of the
// cost model priced (docs/scaling/real16.cost's kind of machine), every
// algorithm's simulation is still a pure function of its inputs, on any
// GOMAXPROCS.
func TestContendedSimulatorDeterministic(t *testing.T) {
	costs, err := machine.ParseCosts("node=100,probe=22,lock=11,handoff=197,message=274,split=54,steal=16,wake=40,queue=5,shared=22,doze=4000,sleep=4000,crowd=4:1150/16:1435")
	if err != nil {
		t.Fatal(err)
	}
	pos := suitePositions(t, 7)[3]
	for _, algo := range RegisteredNames() {
		cfg := Config{Algorithm: algo, Searchers: 16, Sim: true, Costs: costs}
		a := simRunConfig(t, cfg, pos)
		old := runtime.GOMAXPROCS(1)
		b := simRunConfig(t, cfg, pos)
		runtime.GOMAXPROCS(old)
		if a != b {
			t.Fatalf("%s: two contended simulations differ:\n%s\n%s", algo, a, b)
		}
	}
}

// TestNoGoroutineLeak: every registered algorithm, closed after a search
// cancelled in the middle, on either machine, stopped within 2 seconds
// and leaves no goroutine behind.
func TestNoGoroutineLeak(t *testing.T) {
	leaktest.Check(t)
	pos := suitePositions(t, 5)[2]
	for _, algo := range RegisteredNames() {
		for _, sim := range []bool{false, true} {
			e, err := New(ck, Config{Algorithm: algo, Searchers: 8, Sim: sim}, newShared(t))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
			start := time.Now()
			_, _ = search.Iterate(ctx, ck, pos, search.Limits{Depth: 40}, e, nil)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("%s sim=%v: stop took %v", algo, sim, d)
			}
			cancel()
			e.Close()
		}
	}
}

// TestStopIsPrompt: cancelling a real parallel search returns quickly.
func TestStopIsPrompt(t *testing.T) {
	pos := suitePositions(t, 5)[1]
	e, err := New(ck, Config{Algorithm: PVFSplit, Searchers: 4}, newShared(t))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan time.Time)
	go func() {
		_, _ = search.Iterate(ctx, ck, pos, search.Limits{Depth: 60}, e, nil)
		done <- time.Now()
	}()
	time.Sleep(100 * time.Millisecond)
	stop := time.Now()
	cancel()
	select {
	case end := <-done:
		if d := end.Sub(stop); d > 200*time.Millisecond {
			t.Fatalf("stop took %v", d)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("search did not stop")
	}
}

// TestStarvationShows: in simulation PVSplit leaves most of 16 searchers
// idle, and frontier splitting cuts the idle time. This is the thesis's
// central finding; the test fails if the simulator stops showing it.
func TestStarvationShows(t *testing.T) {
	pos := suitePositions(t, 7)[5]
	idle := map[string]float64{}
	var pvsplit RunStats
	for _, algo := range []string{PVSplit, PVFSplit} {
		e, err := New(ck, Config{Algorithm: algo, Searchers: 16, Sim: true}, newShared(t))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := search.Iterate(context.Background(), ck, pos, search.Limits{Depth: 11}, e, nil); err != nil {
			t.Fatal(err)
		}
		idle[algo] = e.Report().IdlePct
		if algo == PVSplit {
			pvsplit = e.Report()
		}
		e.Close()
	}
	if pvsplit.StarvedPct <= pvsplit.WaitingPct {
		t.Errorf("PVSplit at 16 searchers: starved %.1f%%, waiting %.1f%%: narrow split nodes should starve searchers more than stragglers keep them waiting",
			pvsplit.StarvedPct, pvsplit.WaitingPct)
	}
	if idle[PVSplit] < 50 {
		t.Errorf("PVSplit idle %.1f%% at 16 searchers, want most of the time", idle[PVSplit])
	}
	if idle[PVFSplit] >= idle[PVSplit] {
		t.Errorf("PVFSplit idle %.1f%% not below PVSplit's %.1f%%", idle[PVFSplit], idle[PVSplit])
	}
}

// TestMoveTimeBudget: for every registered algorithm, a virtual time
// budget stops a simulated search at the same point in every run, after
// at least one iteration.
func TestMoveTimeBudget(t *testing.T) {
	pos := suitePositions(t, 7)[4]
	for _, algo := range RegisteredNames() {
		run := func() search.Result[checkers.Move] {
			e, err := New(ck, Config{Algorithm: algo, Searchers: 8, Sim: true}, newShared(t))
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
				t.Errorf("%s: used %d units of a 20000 budget", algo, used)
			}
			return res
		}
		a, b := run(), run()
		if a.Depth == 0 || !a.Stopped {
			t.Fatalf("%s: depth %d stopped %v: want an interrupted deeper search after some iterations", algo, a.Depth, a.Stopped)
		}
		if a.Depth != b.Depth || a.Best != b.Best || a.Score != b.Score || a.Stats.Nodes != b.Stats.Nodes {
			t.Fatalf("%s: budgeted runs differ: %d %v %d %d vs %d %v %d %d", algo, a.Depth, a.Best, a.Score, a.Stats.Nodes, b.Depth, b.Best, b.Score, b.Stats.Nodes)
		}
	}
}

// TestPathRepetition: with the game's history set, every parallel engine
// scores a repetition exactly as the sequential engine does. White, a
// king down three to one, can only draw by repeating a position of the
// game's history, so the value depends on the path being seen.
func TestPathRepetition(t *testing.T) {
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
	value := func(rs interface {
		SetPath([]uint64)
		SearchRoot(context.Context, checkers.Position, int, int, int) (search.RootResult[checkers.Move], error)
	}, path []uint64) int {
		rs.SetPath(path)
		r, err := rs.SearchRoot(context.Background(), p, 6, -search.Inf, search.Inf)
		if err != nil {
			t.Fatal(err)
		}
		return r.Score
	}
	without := value(search.NewSequential(ck, newShared(t), exactOptions()), nil)
	want := value(search.NewSequential(ck, newShared(t), exactOptions()), keys)
	if want != search.Draw || without >= 0 {
		t.Fatalf("test position: sequential %d with history, %d without; want a draw only with it", want, without)
	}
	for _, algo := range RegisteredNames() {
		for _, sim := range []bool{true, false} {
			e, err := New(ck, Config{Algorithm: algo, Searchers: 3, Sim: sim, MinGranularity: 1, Search: exactOptions()}, newShared(t))
			if err != nil {
				t.Fatal(err)
			}
			got := value(e, keys)
			e.Close()
			if got != want {
				t.Fatalf("%s sim=%v: parallel %d, sequential %d with the same history", algo, sim, got, want)
			}
		}
	}
}

// TestWatchingDoesNotPerturb: a UI reading the accounts while a simulation
// runs must not change its figures.
func TestWatchingDoesNotPerturb(t *testing.T) {
	pos := suitePositions(t, 7)[2]
	run := func(watch bool) string {
		e, err := New(ck, Config{Algorithm: PVFSplitLB, Searchers: 16, Sim: true}, newShared(t))
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		stop := make(chan struct{})
		done := make(chan struct{})
		go func() {
			defer close(done)
			for watch {
				select {
				case <-stop:
					return
				default:
					_ = e.Activity()
				}
			}
		}()
		if _, err := search.Iterate(context.Background(), ck, pos, search.Limits{Depth: 11}, e, nil); err != nil {
			t.Fatal(err)
		}
		close(stop)
		<-done
		b, _ := json.Marshal(e.Report())
		return string(b)
	}
	if a, b := run(false), run(true); a != b {
		t.Fatalf("watched and unwatched simulations differ:\n%s\n%s", a, b)
	}
}

// TestEverySearcherFreeEachIteration: work interrupted at the end of one
// root search, whose result nobody waits for, must not keep its searcher
// marked busy in the next one. (It once did: on g1 at depth 13 one of two
// PVFSplit searchers sat starved for 95% of the run.)
func TestEverySearcherFreeEachIteration(t *testing.T) {
	pos, err := checkers.ParseFEN("B:W19,21,25,26,27,29,30,31,32:B2,3,4,5,7,8,10,11,12") // g1
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(ck, Config{Algorithm: PVFSplit, Searchers: 2, Sim: true}, newShared(t))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := search.Iterate(context.Background(), ck, pos, search.Limits{Depth: 13}, e, nil); err != nil {
		t.Fatal(err)
	}
	if idle := e.Report().IdlePct; idle > 25 {
		t.Fatalf("PVFSplit with 2 searchers on g1 idle %.1f%% of the time, want well under 25%%", idle)
	}
}

// ck is the game most tests search.
var ck eval.Checkers

// ckEngine is an engine on checkers.
type ckEngine = Engine[eval.Checkers, checkers.Position, checkers.Move]
