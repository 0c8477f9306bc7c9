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

// TestFullTime: with a fixed time a move (FullTime) iterations start
// until the time is over, not only in its first half.
func TestFullTime(t *testing.T) {
	half := newTimeTarget(Limits{Time: time.Second})
	full := newTimeTarget(Limits{Time: time.Second, FullTime: true})
	if half.startNext(600*time.Millisecond) || !full.startNext(900*time.Millisecond) || full.startNext(time.Second) {
		t.Error("FullTime: iterations start until the time is over")
	}
}

// TestClockLimits checks the allocation of a clock's time to one move:
// an even share, a ceiling that leaves room for the time manager but
// never most of what is left, the increment spent, movestogo heeded.
func TestClockLimits(t *testing.T) {
	const ovh = 50 * time.Millisecond
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	// An even share of a clock that must last the game.
	l := ClockLimits(Clock{Left: 60 * time.Second, Overhead: ovh})
	if share := (60*time.Second - ovh) / ClockHorizon; l.Time != 2*share || l.MaxTime != 4*share {
		t.Errorf("60 s, no increment: %+v, want twice %v up to four times", l, share)
	}
	// movestogo 1: the clock is refilled after this move, so most of it
	// may go (the 5 s left, of which 0.7 s were used).
	l = ClockLimits(Clock{Left: 5 * time.Second, MovesToGo: 1, Overhead: ovh})
	if usable := 5*time.Second - ovh; l.Time < usable*2/5 || l.MaxTime != usable*4/5 {
		t.Errorf("5 s for one move: %+v", l)
	}
	// movestogo 10: a share of a tenth, twice that for a target, up to
	// four times.
	l = ClockLimits(Clock{Left: 10*time.Second + ovh, MovesToGo: 10, Overhead: ovh})
	if l.Time != 2*time.Second || l.MaxTime != 4*time.Second {
		t.Errorf("10 s for 10 moves: %+v", l)
	}
	// 10 s + 0.1 s, the games: with 5 s left the ceiling is
	// four shares, 0.8 s, not a third of the clock.
	l = ClockLimits(Clock{Left: 5 * time.Second, Increment: ms(100), Overhead: ovh})
	if share := (5*time.Second-ovh)/ClockHorizon + ms(100); l.MaxTime != 4*share || l.Time != 2*share {
		t.Errorf("5 s + 0.1 s: %+v", l)
	}
	// Everywhere: at least a millisecond, the target within the
	// ceiling, never most of what is left (but with one move to go),
	// a target of at least the increment while the clock holds ten of
	// them, and more time left never gives less.
	for _, inc := range []int{0, 10, 100, 1000} {
		for _, mtg := range []int{0, 1, 2, 3, 5, 10, 40, 100} {
			prev := Limits{}
			for _, left := range []int{0, 1, 10, 49, 50, 51, 100, 300, 1000, 5000, 60000, 3600000} {
				c := Clock{Left: ms(left), Increment: ms(inc), MovesToGo: mtg, Overhead: ovh}
				l := ClockLimits(c)
				usable := max(c.Left-ovh, c.Left/4)
				most := usable / 2
				if mtg == 1 {
					most = usable * 4 / 5
				}
				switch {
				case l.Time < time.Millisecond || l.MaxTime < l.Time || l.Validate() != nil:
					t.Errorf("%+v: %+v", c, l)
				case l.MaxTime > max(most, time.Millisecond):
					t.Errorf("%+v: ceiling %v, more than %v of %v usable", c, l.MaxTime, most, usable)
				case usable >= 10*c.Increment && l.Time < c.Increment:
					t.Errorf("%+v: target %v, under the increment", c, l.Time)
				case l.Time < prev.Time || l.MaxTime < prev.MaxTime:
					t.Errorf("%+v: %+v, less than %+v with less time left", c, l, prev)
				}
				prev = l
			}
		}
	}
}
