// Package view holds what the workstation's panes draw of a parallel
// search, in types of its own: the searchers' activity, the split-node
// stack, the run's counters, its comparison with the sequential engine
// and its timeline. Package session fills them in from the engine's
// snapshots, so that a user interface draws a run without importing the
// search's packages (search/parallel, search/machine): the algorithms
// may change their insides and the panes do not notice.
//
// It imports nothing of the project: plain data, and one interface for
// the timeline, which the run goes on filling in while a pane draws it.
package view

import "fmt"

// Time is a run's time: virtual cost units on the simulated machine
// (one node searched costs one unit by default), nanoseconds on the real
// one.
type Time int64

// State is what a searcher is doing, or what it waits for while it
// cannot go on: the one set of states every pane shows. The activity
// bars draw four of them (Bar), the timeline all seven.
type State uint8

const (
	// Working: searching nodes of its own.
	Working State = iota
	// Helping: searching for another searcher (a helpful master, a
	// helper at a split point).
	Helping
	// Interrupted: unwinding a search that was stopped.
	Interrupted
	// Starved: no work to be had.
	Starved
	// Waiting: at a synchronization point, for results of other
	// searchers.
	Waiting
	// Locked: blocked on a lock another searcher holds.
	Locked
	// Stealing: looking for work at other searchers.
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

// Bar is the state as the thesis's activity bars show it, one of four:
// Working (helping is work too), Interrupted, Starved (stealing is
// looking for work) and Waiting (a lock is a synchronization point too).
func (s State) Bar() State {
	switch s {
	case Working, Helping:
		return Working
	case Interrupted:
		return Interrupted
	case Starved, Stealing:
		return Starved
	}
	return Waiting
}

// Searcher is the account of one searcher.
type Searcher struct {
	State    State
	Nodes    uint64
	Route    []string // the subtree it works on, as moves from the root in notation
	Busy     Time     // time spent searching
	Starved  Time     // idle with no work available
	Waiting  Time     // idle at a synchronization point
	Tasks    int      // work items received
	Preempts int      // times its work was preempted as a straggler
}

// Node is one node of the current variation, a row of the split-node
// stack of the thesis (Figures 4.1 and 5.1); the other algorithms fill
// the same rows with what they have open.
type Node struct {
	Ply         int
	Move        string // the move leading to the node, "" at the root
	Kind        string // "PV", "ALL" or "CUT"
	Alpha, Beta int
	Score       int  // best so far, or a bound
	Moves       int  // legal moves
	Done        int  // children settled
	Out         int  // searches under way at searchers
	Left        int  // children not yet searched
	Split       bool // has given work to searchers
	Leaf        bool // searched whole by one searcher
	// Depth is the node's remaining depth, or the depth a searcher is
	// on (Lazy SMP); 0 if not shown.
	Depth int
	// Note is anything else the algorithm has to say about the row, in
	// a few characters.
	Note string
}

// Stats is the account of a parallel run so far: what the thesis
// measures of it.
type Stats struct {
	Algorithm string
	// Shares and Starved are the algorithm's own sentences for the
	// searchers pane: where it finds work to share, and what its
	// starved searchers mean (parallel.Algorithm; empty when it has none).
	Shares, Starved string
	Executor        string // "real" or "sim"
	Searchers       int
	// Elapsed is the run's time (units simulated, nanoseconds real).
	Elapsed Time
	// Nodes counts every node searched, interrupted work included.
	Nodes uint64
	// IdlePct is the average share of the searchers' time without work
	// (thesis §4.2), split into starved and waiting.
	IdlePct, StarvedPct, WaitingPct float64
	Splits                          uint64 // nodes that gave out work
	Farmed                          uint64 // searches handed to searchers
	ReSearches                      uint64 // searches of a child already searched once
	Restarts                        uint64 // searches restarted with a better alpha
	Interrupts                      uint64 // searches stopped before their end
	Preemptions                     uint64 // stragglers preempted
}

// Comparison relates a run to the sequential engine searching to the
// same depth.
type Comparison struct {
	Speedup           float64
	Efficiency        float64 // speedup per searcher
	SearchOverheadPct float64 // extra nodes, in percent of the sequential engine's
}

// Snapshot is a parallel search at one moment, as the panes draw it.
type Snapshot struct {
	Seq       uint64     // increases with every publication
	Now       Time       // the run's time
	Depth     int        // depth of the root search under way
	Stack     []Node     // the current variation, root first
	Searchers []Searcher // one per searcher
	Run       Stats
	// Timeline is the run's timeline so far; nil until the run keeps
	// one. The run goes on adding to it.
	Timeline Timeline
}
