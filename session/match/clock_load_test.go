package match

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"frontier/internal/cputime"
)

// TestClockUnderLoad: engines on a short clock (2 s + 50 ms) never lose
// on time, even when other goroutines keep every CPU busy (yielding every
// few tens of microseconds, as a process's other work does), so that the
// searches' stop latency and the scheduler's delays both eat into the
// margin the time manager keeps (MoveOverhead, then search.ClockLimits: a
// target of at most a quarter of the usable time and a ceiling of half).
func TestClockUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a clocked game of a few seconds")
	}
	var stop atomic.Bool
	var burnt atomic.Int64
	var wg sync.WaitGroup
	for range 2 * runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			sum := 0
			for !stop.Load() {
				for i := 0; i < 1<<16; i++ {
					sum += i
				}
				runtime.Gosched()
			}
			burnt.Add(int64(sum))
		})
	}
	defer func() { stop.Store(true); wg.Wait() }()

	var engines []*Engine
	for _, text := range []string{"seq", "pvsplit:2"} {
		p, err := ParsePlayer(text)
		if err != nil {
			t.Fatal(err)
		}
		e, err := NewEngine(EngineConfig{Game: mustGame(t, "checkers"), Player: p, HashMiB: 4})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		engines = append(engines, e)
	}
	var forcedFast, moves int
	cpu0, cpuOK := cputime.Process()
	wall0 := time.Now()
	res, err := PlayGame(context.Background(), GameConfig{
		Start:    checkersStart,
		Sides:    [2]Mover{engines[0], engines[1]},
		Time:     TimeControl{Base: 2 * time.Second, Increment: 50 * time.Millisecond},
		MaxPlies: 60,
		OnMove: func(ev MoveEvent) {
			moves++
			if ev.Decision.Depth == 0 {
				forcedFast++
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	// The hogs keep every P busy, so the process asks for all of its
	// GOMAXPROCS CPUs; if it got much less, other processes on the
	// machine took them, and no margin the time manager keeps can cover
	// a search that does not run. That is not what is tested. (Under
	// load average 4.6 from other work on 2 cores it ran 41% of the
	// time and kept its clock; it lost at load 11 and more.)
	share := 1.0
	if cpu1, _ := cputime.Process(); cpuOK {
		share = float64(cpu1-cpu0) / (float64(time.Since(wall0)) * float64(runtime.GOMAXPROCS(0)))
	}
	if res.Outcome.Reason == ReasonTimeForfeit {
		if share < 0.3 {
			t.Skipf("lost on time after %d plies, but the process ran only %.0f%% of the time on its %d CPUs: the machine's other load starved it", len(res.Record.Moves), 100*share, runtime.GOMAXPROCS(0))
		}
		t.Fatalf("lost on time under load after %d plies (the process ran %.0f%% of the time on its CPUs): %v", len(res.Record.Moves), 100*share, res.Outcome)
	}
	t.Logf("%d plies, %+v, %d forced moves played at once, the process ran %.0f%% of the time on its %d CPUs", moves, res.Outcome, forcedFast, 100*share, runtime.GOMAXPROCS(0))
}
