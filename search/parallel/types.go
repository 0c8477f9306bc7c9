package parallel

import (
	"frontier/search/machine"
)

// Time is machine time: virtual units on the simulated machine,
// nanoseconds on the real one.
type Time = machine.Time

// SimCosts is the simulator's cost model (machine.Costs), indexed by
// machine.Op.
type SimCosts = machine.Costs

// DefaultSimCosts is machine.DefaultCosts.
var DefaultSimCosts = machine.DefaultCosts

// State is what a searcher is doing, as the activity panes show it.
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

// stateOf maps a machine state onto the four the thesis's panes show.
func stateOf(s machine.State) State {
	switch s {
	case machine.Working, machine.Helping:
		return Working
	case machine.Interrupted:
		return Interrupted
	case machine.Starved, machine.Stealing:
		return IdleStarved
	}
	return IdleWaiting
}

// SearcherActivity is the account of one searcher.
type SearcherActivity struct {
	State    State
	Nodes    uint64
	Route    []string // the subtree it works on, as moves from the root in notation
	Busy     Time     // time spent searching
	Starved  Time     // idle with no work available
	Waiting  Time     // idle at a synchronization point
	Tasks    int      // work items received
	Preempts int      // times its work was preempted as a straggler
}

// AccountsOf is the account of each of n threads that are all searchers
// (no controller), as the panes show them.
func AccountsOf(m machine.Machine, n int) []SearcherActivity {
	acc := m.Accounts()
	out := make([]SearcherActivity, n)
	for i := range out {
		out[i] = ActivityOf(acc, i)
	}
	return out
}

// ActivityOf is searcher i's account as the panes show it, from the
// machine's accounts (a searcher not started yet is starved).
func ActivityOf(acc []machine.Account, i int) SearcherActivity {
	if i >= len(acc) {
		return SearcherActivity{State: IdleStarved}
	}
	a := &acc[i]
	return SearcherActivity{
		State:   stateOf(a.State),
		Nodes:   a.Ops[machine.OpNode],
		Busy:    a.Busy(),
		Starved: a.Time[machine.Starved] + a.Time[machine.Stealing],
		Waiting: a.Time[machine.Waiting] + a.Time[machine.Locked],
	}
}
