package account

// SearcherActivity is the account of one searcher.
type SearcherActivity struct {
	// State is what it does now, or what it waits for: the machine's
	// state, which the panes show in their own terms (session/view).
	State    State
	Nodes    uint64
	Route    []string // the subtree it works on, as moves from the root in notation
	Busy     Time     // time spent searching
	Starved  Time     // idle with no work available
	Waiting  Time     // idle at a synchronization point
	Tasks    int      // work items received
	Preempts int      // times its work was preempted as a straggler
}
