package account

import "fmt"

// Time is machine time: virtual cost units on the simulated machine (one
// node searched costs one unit by default), nanoseconds since the machine
// was made on the real one.
type Time int64

// State is what a thread says it is doing (Thread.Mark), or what it waits
// for while blocked. The activity panes, the timeline and the trace show
// these; the accounts add up the time spent in each.
type State uint8

const (
	// Working: searching nodes of its own.
	Working State = iota
	// Helping: searching for another thread (a helpful master, a helper
	// at a split point).
	Helping
	// Interrupted: unwinding a search that was stopped.
	Interrupted
	// Starved: no work to be had.
	Starved
	// Waiting: at a synchronization point, for results of other threads.
	Waiting
	// Locked: blocked on a mutex another thread holds.
	Locked
	// Stealing: looking for work at other threads.
	Stealing
	// NumStates counts the states; it is not a state.
	NumStates
)

var stateNames = [NumStates]string{"working", "helping", "interrupted", "starved", "waiting", "locked", "stealing"}

func (s State) String() string {
	if s < NumStates {
		return stateNames[s]
	}
	return fmt.Sprintf("state(%d)", s)
}

// Busy reports whether time in s counts as work (the rest is idle time).
func (s State) Busy() bool { return s <= Interrupted }

// Span is one stretch of a thread's time spent in one state: what the
// trace writes as a slice and the timeline draws as cells.
type Span struct {
	Thread     int
	Start, End Time
	State      State
	Label      string // what the thread worked on (a route), may be empty
}

// Flow links an event on one thread to one on another: work given out at
// a split point and picked up by a helper, or a steal.
type Flow struct {
	ID         uint64
	Name       string // "split", "steal", ...
	From, To   int    // threads
	Start, End Time
}
