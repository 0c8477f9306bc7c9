package search

import "time"

// This file is time management for games on a clock. A fixed time a move
// (Limits.Time alone) treats every move alike. With a clock, time saved on
// an easy move can be spent on a hard one, so Limits.MaxTime turns Time
// into a target and adds a hard ceiling:
//
//   - a forced move (one legal move) is played at once, with no search;
//   - between iterations, the next one starts only while less than half
//     of the target has passed, since it would rarely finish in the other
//     half;
//   - the target grows when the search is unstable, because a best move
//     that changed or a score that fell means the last iteration found
//     something the one before had not, and the next may too: by a half
//     for each change of best move, by a half for a fall of a quarter of
//     a checker or more, up to MaxTime;
//   - it shrinks when the best move has stayed the same for three
//     iterations in a row, down to half of Time;
//   - a running iteration is stopped at the target as it stands when it
//     starts, and never runs past MaxTime, so that a clock budget is
//     never exceeded by more than the time a search takes to stop.

// Thresholds of the time manager.
const (
	// ScoreDropAlarm is the fall in score between two iterations that
	// counts as instability: a quarter of a checker.
	ScoreDropAlarm = 25
	// stableIterations is how many iterations in a row with the same
	// best move make the move look settled.
	stableIterations = 3
)

// timeTarget keeps the adjusted target of one search on a clock.
type timeTarget struct {
	base, max time.Duration
	target    time.Duration
	stable    int // iterations in a row with the same best move
}

func newTimeTarget(lim Limits) timeTarget {
	return timeTarget{base: lim.Time, max: lim.MaxTime, target: lim.Time}
}

// iteration updates the target after an iteration whose best move
// changed (or not) and whose score fell by drop from the previous one
// (negative if it rose).
func (t *timeTarget) iteration(changed bool, drop int) {
	if changed {
		t.stable = 0
		t.target += t.target / 2
	} else {
		t.stable++
	}
	if drop >= ScoreDropAlarm {
		t.target += t.target / 2
	}
	if t.stable >= stableIterations {
		t.target -= t.target / 4
	}
	t.target = max(t.base/2, min(t.target, t.max))
}

// startNext reports whether another iteration may start after elapsed.
func (t *timeTarget) startNext(elapsed time.Duration) bool {
	return elapsed <= t.target/2
}
