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
	stable    int  // iterations in a row with the same best move
	full      bool // Limits.FullTime: start iterations until the end
}

func newTimeTarget(lim Limits) timeTarget {
	return timeTarget{base: lim.Time, max: lim.MaxTime, target: lim.Time, full: lim.FullTime}
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
	if t.full {
		return elapsed < t.target
	}
	return elapsed <= t.target/2
}

// Clock is the side to move's game clock, from which ClockLimits
// allocates the time of one move.
type Clock struct {
	// Left is the time on the side to move's clock.
	Left time.Duration
	// Increment is added to it after each move.
	Increment time.Duration
	// MovesToGo is the number of moves to the next time control,
	// which adds time; 0 means the clock must last the game.
	MovesToGo int
	// Overhead is what a move costs beyond its search (handing the move
	// back, a GUI, a loaded machine), kept out of every allocation.
	Overhead time.Duration
}

// Time allocation (ClockLimits).
const (
	// ClockHorizon is how many more moves a clock without MovesToGo is
	// shared over: the increment pays for the moves beyond. It is
	// shorter than a game (chess games at 10 s + 0.1 s from the match
	// book last about 66 moves a side) because a move early in the game,
	// with the most pieces and plans on the board, is worth more time
	// than one in a simplified ending: with 50, our engine still had
	// 4.6 s of 10 at move 30 where Stockfish had 1.6, and 30 against
	// 50 won 55.7% of 229 games at 5 s + 0.05 s (+40 Elo, 95% +6 to
	// +74; docs/chess.md "The clock's horizon").
	ClockHorizon = 30
	// clockStretch is how many times its even share an unstable
	// search may take (the time manager grows the target up to it).
	clockStretch = 4
)

// ClockLimits returns the limits of one move on the clock c: Time, the
// target, and MaxTime, the ceiling the time manager may grow it to on an
// unstable search (the rules at the top of this file). The usable time
// is what is left less the overhead (at least a quarter of what is left,
// where the overhead would eat it all).
//
//   - The even share is the usable time over the n moves to go
//     (MovesToGo, at most ClockHorizon), plus the increment.
//   - The target is twice the share: the time manager spends about half
//     of its target (it starts no iteration past half of it, and shrinks
//     it when the move has settled), so that a move takes about its
//     share on average (on half of it the clock would fill up unused).
//   - The ceiling is four times the share, but never most of what is
//     left: at most half of the usable time. With one move to go the
//     clock is refilled after this move (or, for a game whose moves
//     left are its moves to go, Othello's, the game ends), and the
//     ceiling is 4/5 of it.
//   - The target is at most half of the ceiling, so that the time
//     manager has room to add time where the search is unstable.
func ClockLimits(c Clock) Limits {
	left := max(c.Left, 0)
	inc := max(c.Increment, 0)
	usable := max(left-c.Overhead, left/4)
	n := ClockHorizon
	if c.MovesToGo > 0 {
		n = min(c.MovesToGo, ClockHorizon)
	}
	most := usable / 2
	if n == 1 {
		most = usable * 4 / 5
	}
	share := usable/time.Duration(n) + inc
	ceiling := min(clockStretch*share, most)
	target := max(min(2*share, ceiling/2), time.Millisecond)
	return Limits{Time: target, MaxTime: max(ceiling, target)}
}
