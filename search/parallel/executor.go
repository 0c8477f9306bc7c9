package parallel

import (
	"context"

	"frontier/board"
	"frontier/search"
)

// Work is one subtree search handed to a searcher: search Pos to Depth
// with the window (Alpha, Beta), Ply plies below the root.
type Work struct {
	ID                      uint64
	Pos                     board.Position
	Path                    []uint64     // keys from the root down to Pos, exclusive, for repetition detection
	Route                   []board.Move // moves from the root to Pos, for display
	Alpha, Beta, Depth, Ply int
}

// Report is the result of a finished Work: a fail-soft score from the
// point of view of the side to move in Work.Pos.
type Report struct {
	WorkID   uint64
	Searcher int
	Score    int
	Stats    search.Stats
}

// Time is executor time: virtual units in the simulator, nanoseconds in
// the real executor.
type Time int64

// Executor runs Work on a pool of searchers. The controller calls it from
// one goroutine; none of its methods is safe for concurrent use except
// Snapshot.
type Executor interface {
	// Searchers returns P, the number of searchers.
	Searchers() int
	// Idle returns how many searchers have no work.
	Idle() int
	// Start gives w to an idle searcher and returns its index. It must be
	// called only when Idle() > 0.
	Start(w Work) int
	// Interrupt stops the searcher working on w; no Report for w is
	// delivered. Unknown or finished work is ignored.
	Interrupt(workID uint64)
	// Wait returns the next Report. It returns ok=false when the deadline
	// passes first (a deadline of 0 means none), when nothing is running,
	// when ctx is cancelled, or when an interrupted searcher came back
	// idle (so that the controller can give it work at once).
	Wait(ctx context.Context, deadline Time) (r Report, ok bool)
	// Now returns the current executor time.
	Now() Time
	// Charge accounts for controller work (split nodes, the nodes it
	// visits) in the simulator's virtual time. The real executor ignores
	// it: there the clock does that.
	Charge(c Cost)
	// SetIdle tells the executor why searcher i, if it has no work, is
	// idle from now on, so that idle time is attributed to starvation or
	// to waiting at a synchronization point.
	SetIdle(i int, r IdleReason)
	// Activity returns a copy of what each searcher has done so far. It is
	// safe to call from any goroutine, at any time (a UI samples it).
	Activity() []SearcherActivity
	// Close stops every searcher goroutine and waits for them to exit.
	Close()
}

// Cost names controller work charged in the simulator's virtual time.
// Messages (sending work, returning results, interrupts) are charged by
// the simulator itself, to the searcher or the delivery they delay.
type Cost int

const (
	CostSplit Cost = iota // creating a split node
	CostNode              // a node the controller visits itself
)

// IdleReason says why an idle searcher has no work; the executors
// attribute its idle time to it.
type IdleReason int

const (
	// Starved: there is no work for it (the split node has fewer moves
	// than searchers, or the controller is walking down a first subtree).
	Starved IdleReason = iota
	// Waiting: it has returned its result to a split node that still
	// waits for other searchers (the synchronization of the thesis, where
	// stragglers cost time).
	Waiting
)

// State is what a searcher is doing.
type State int

const (
	Working State = iota
	IdleStarved
	IdleWaiting
	Interrupted // unwinding an interrupted search
)

func (s State) String() string {
	return [...]string{"working", "starved", "waiting", "interrupted"}[s]
}

// SearcherActivity is the account of one searcher.
type SearcherActivity struct {
	State    State
	Nodes    uint64
	Route    []board.Move // the subtree it works on, as moves from the root
	Busy     Time         // time spent searching
	Starved  Time         // idle with no work available
	Waiting  Time         // idle at a synchronization point
	Tasks    int          // work items received
	Preempts int          // times its work was preempted as a straggler
}
