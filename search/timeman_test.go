package search

import (
	"context"
	"testing"
	"time"

	"frontier/board/checkers"
)

// TestTimeTarget: the target grows by a half for each change of best
// move and for each fall in score, shrinks once the move has settled,
// and stays between half of Time and MaxTime.
func TestTimeTarget(t *testing.T) {
	tt := newTimeTarget(Limits{Time: time.Second, MaxTime: 3 * time.Second})
	tt.iteration(true, 0)
	if tt.target != 1500*time.Millisecond {
		t.Errorf("after a new best move: %v, want 1.5s", tt.target)
	}
	tt.iteration(false, ScoreDropAlarm)
	if tt.target != 2250*time.Millisecond {
		t.Errorf("after a fall in score: %v, want 2.25s", tt.target)
	}
	tt.iteration(true, ScoreDropAlarm)
	if tt.target != 3*time.Second {
		t.Errorf("unstable: %v, want the ceiling 3s", tt.target)
	}
	for range 20 {
		tt.iteration(false, -10)
	}
	if tt.target != 500*time.Millisecond {
		t.Errorf("settled: %v, want half of Time", tt.target)
	}
	if !tt.startNext(250*time.Millisecond) || tt.startNext(251*time.Millisecond) {
		t.Errorf("an iteration starts only within half of the target (%v)", tt.target)
	}
}

// forcedPosition plays the first legal move from the start until the side
// to move has exactly one move (a forced capture).
func forcedPosition(t *testing.T) checkers.Position {
	t.Helper()
	p := checkers.Start()
	for range 200 {
		ms := p.LegalMoves()
		if len(ms) == 1 {
			return p
		}
		if len(ms) == 0 {
			break
		}
		p = p.Play(ms[len(ms)/2])
	}
	t.Fatal("no position with one legal move found")
	return p
}

// TestForcedMoveOnClock: on a clock a forced move is played at once,
// without an iteration; with a fixed time a move it is searched as
// before.
func TestForcedMoveOnClock(t *testing.T) {
	p := forcedPosition(t)
	want := p.LegalMoves()[0]
	res, err := Run(context.Background(), ck, p, Limits{Time: time.Second, MaxTime: 2 * time.Second}, newShared(t), DefaultOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Best != want || len(res.Iterations) != 0 || res.Move == "" {
		t.Errorf("forced move on a clock: best %s (%q), %d iterations; want %s at once", res.Best, res.Move, len(res.Iterations), want)
	}
	res, err = Run(context.Background(), ck, p, Limits{Depth: 5}, newShared(t), DefaultOptions(), nil)
	if err != nil || len(res.Iterations) == 0 || res.Best != want {
		t.Errorf("forced move without a clock: %d iterations, best %s, err %v", len(res.Iterations), res.Best, err)
	}
}

// TestMaxTimeLimits: MaxTime below Time or negative is refused, and a
// clocked search ends by MaxTime.
func TestMaxTimeLimits(t *testing.T) {
	for _, l := range []Limits{{Time: time.Second, MaxTime: time.Millisecond}, {MaxTime: -1}} {
		if err := l.Validate(); err == nil {
			t.Errorf("limits %+v accepted", l)
		}
	}
	start := time.Now()
	res, err := Run(context.Background(), ck, suitePosition(3), Limits{Time: 100 * time.Millisecond, MaxTime: 200 * time.Millisecond}, newShared(t), DefaultOptions(), nil)
	if el := time.Since(start); err != nil || el > 400*time.Millisecond || res.Depth == 0 {
		t.Errorf("target 100ms, ceiling 200ms: took %v, depth %d, err %v", el, res.Depth, err)
	}
}
