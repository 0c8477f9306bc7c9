package match

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"frontier/search"
)

// TimeControl says how much a side may think. Give exactly one of:
//
//   - PerMove: a fixed wall-clock time for every engine move;
//   - Base (and optionally Increment): a game clock per side, which a
//     side that overruns loses on time (a human too);
//   - Units: a fixed budget of virtual time per move, for the simulator.
//
// Depth, alone or with one of them, stops every engine move at that
// nominal depth: alone it makes a match of sequential engines a pure
// function of its configuration on the real executor too, which is what
// a quick comparison of evaluations or a test wants.
//
// A person playing under PerMove, Units or Depth thinks as long as they
// like: those bound the engines only.
type TimeControl struct {
	PerMove   time.Duration
	Base      time.Duration
	Increment time.Duration
	Units     int64
	Depth     int
	// Nodes, on the real executor, is a node budget a move: the search
	// stops at the iteration that would pass it, as at a time limit, and
	// an outside engine is told "go nodes". A match of sequential
	// engines at a node budget does not depend on the machine's load.
	Nodes uint64
	// MovesToGo, on a clock that is reset after that many more moves
	// (UCI's movestogo, "40 moves in 90 minutes"), is how many moves the
	// remaining time must last; 0 for a clock that is never reset.
	MovesToGo int
}

// Validate checks tc for the real executor (sim false) or the simulator.
func (tc TimeControl) Validate(sim bool) error {
	switch {
	case tc.PerMove < 0 || tc.Base < 0 || tc.Increment < 0 || tc.Units < 0 || tc.MovesToGo < 0:
		return errors.New("time control: negative time")
	case tc.Depth < 0 || tc.Depth > search.MaxDepth:
		return fmt.Errorf("time control: depth %d: want 1 to %d", tc.Depth, search.MaxDepth)
	case tc.Increment > 0 && tc.Base == 0:
		return errors.New("time control: an increment needs a base time on the clock")
	case sim && (tc.PerMove > 0 || tc.Base > 0):
		return errors.New("time control: the simulator counts virtual time, so give a budget in units per move, not wall-clock time")
	case sim && tc.Units == 0 && tc.Depth == 0:
		return errors.New("time control: the simulator needs a budget in units per move")
	case !sim && tc.Units > 0:
		return errors.New("time control: units of virtual time are for the simulator; the real executor takes a time per move or a clock")
	case !sim && tc.PerMove > 0 && tc.Base > 0:
		return errors.New("time control: give a time per move or a game clock, not both")
	case sim && tc.Nodes > 0:
		return errors.New("time control: the simulator's sequential player counts nodes as units: give units, not nodes")
	case tc.Nodes > 0 && (tc.PerMove > 0 || tc.Base > 0):
		return errors.New("time control: give a node budget or a time, not both")
	case !sim && tc.PerMove == 0 && tc.Base == 0 && tc.Depth == 0 && tc.Nodes == 0:
		return errors.New("time control: give a time per move or a game clock")
	}
	return nil
}

// Clocked reports whether tc runs a game clock.
func (tc TimeControl) Clocked() bool { return tc.Base > 0 }

// String describes tc for a PDN tag and the command's output: "0.3s/move",
// "60s+1s", "20000u/move", "20000 nodes/move", "depth 6", "0.3s/move,
// depth 6".
func (tc TimeControl) String() string {
	s := tc.timeString()
	switch {
	case tc.Depth > 0 && s == "none":
		return "depth " + strconv.Itoa(tc.Depth)
	case tc.Depth > 0:
		return s + ", depth " + strconv.Itoa(tc.Depth)
	}
	return s
}

// Tag is tc as the value of a PDN (and PGN) TimeControl tag: a game
// clock in seconds, "60+1" for a minute and a second a move, "300" without
// increment, as every PDN and PGN reader expects. Controls those formats
// have no word for (time or units a move, a depth) keep the String form,
// which says what they are; "-" is no control at all.
func (tc TimeControl) Tag() string {
	if s, ok := tc.clockTag(); ok {
		return s
	}
	if s := tc.String(); s != "none" {
		return s
	}
	return "-"
}

// clockTag writes a game clock in the form of the PGN standard (section
// 9.6.1), which PDN follows: seconds, "moves/base" with moves to go,
// "+increment"; ok is false for a control that is no game clock.
func (tc TimeControl) clockTag() (string, bool) {
	if tc.Base == 0 || tc.Units > 0 {
		return "", false
	}
	s := pdnSeconds(tc.Base)
	if tc.MovesToGo > 0 {
		s = strconv.Itoa(tc.MovesToGo) + "/" + s
	}
	if tc.Increment > 0 {
		s += "+" + pdnSeconds(tc.Increment)
	}
	return s, true
}

// pdnSeconds writes d in seconds, with a fraction only if it has one.
func pdnSeconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// timeString describes tc without its depth.
func (tc TimeControl) timeString() string {
	switch {
	case tc.Units > 0:
		return strconv.FormatInt(tc.Units, 10) + "u/move"
	case tc.Nodes > 0:
		return strconv.FormatUint(tc.Nodes, 10) + " nodes/move"
	case tc.Base > 0 && tc.Increment > 0:
		return tc.Base.String() + "+" + tc.Increment.String()
	case tc.Base > 0:
		return tc.Base.String()
	case tc.PerMove > 0:
		return tc.PerMove.String() + "/move"
	}
	return "none"
}

// Budget is what one move may cost. Zero fields set no bound; an engine
// needs at least one.
type Budget struct {
	// Time is wall-clock time, for the real executor.
	Time time.Duration
	// MaxTime, on a game clock, makes Time a target and is the most the
	// move may take (search.Limits.MaxTime): hard positions get more
	// than Time, forced and settled ones less.
	MaxTime time.Duration
	// Units is virtual time in the simulator: executor time for a
	// parallel engine, nodes for the sequential one.
	Units int64
	// Depth caps the nominal depth (for analysis and tests).
	Depth int
	// Nodes is a node budget, for the real executor
	// (TimeControl.Nodes).
	Nodes uint64
}

// MoveOverhead is the time a move costs beyond its search, kept out of
// every clock budget: stopping the search, handing the move back, and
// the delays of a loaded machine that may not run the process at once.
const MoveOverhead = 50 * time.Millisecond

// MoveBudget returns the budget of the side whose clock shows remaining.
// On a clock it is search.ClockLimits, the one allocation rule (UCI's
// uses it too): a target of twice an even share of the usable time (what
// is left less MoveOverhead) over the moves to go plus the increment
// (the time manager of search.Iterate spends about half of it), and a
// ceiling it may grow the target to on an unstable search, never more
// than half of the usable time.
func (tc TimeControl) MoveBudget(remaining time.Duration) Budget {
	switch {
	case tc.Units > 0:
		return Budget{Units: tc.Units, Depth: tc.Depth}
	case tc.Nodes > 0:
		return Budget{Nodes: tc.Nodes, Depth: tc.Depth}
	case tc.Base > 0:
		l := search.ClockLimits(search.Clock{Left: remaining, Increment: tc.Increment, MovesToGo: tc.MovesToGo, Overhead: MoveOverhead})
		return Budget{Time: l.Time, MaxTime: l.MaxTime, Depth: tc.Depth}
	}
	return Budget{Time: tc.PerMove, Depth: tc.Depth}
}

// Clock is the state of a game clock: the time each side has left, and
// what the control adds, for a player that shares out its own time (an
// outside engine told wtime, winc and movestogo).
type Clock struct {
	Remaining [2]time.Duration
	Increment time.Duration
	MovesToGo int
}

func (c Clock) String() string {
	return fmt.Sprintf("Black %v White %v", c.Remaining[0].Round(time.Millisecond), c.Remaining[1].Round(time.Millisecond))
}
