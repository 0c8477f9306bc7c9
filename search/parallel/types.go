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

// SearcherActivity is the account of one searcher.
type SearcherActivity struct {
	// State is what it does now, or what it waits for: the machine's
	// state, which the panes show in their own terms (session/view).
	State    machine.State
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

// ActivityOf is searcher i's account, from the machine's accounts (a
// searcher not started yet is starved).
func ActivityOf(acc []machine.Account, i int) SearcherActivity {
	if i >= len(acc) {
		return SearcherActivity{State: machine.Starved}
	}
	a := &acc[i]
	return SearcherActivity{
		State:   a.State,
		Nodes:   a.Ops[machine.OpNode],
		Busy:    a.Busy(),
		Starved: a.Time[machine.Starved] + a.Time[machine.Stealing],
		Waiting: a.Time[machine.Waiting] + a.Time[machine.Locked],
	}
}
