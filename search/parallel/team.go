package parallel

import (
	"context"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
)

// Team is the one root-search skeleton of the algorithms without a
// controller (YBWC and Dynamic PVSplit, ABDADA, Lazy SMP, Jamboree, the
// DIB family): P threads on the engine's machine, thread i with
// sequential searcher i of its own, metered from the start of a root
// search to its end, and their statistics summed into the result. What
// differs from one algorithm to the next is the body every thread runs
// and what it does at a poll; the skeleton is written once, so that every
// algorithm charges, syncs and marks its threads in the same order, and
// the simulator's order of events is the same in all of them.
type Team[G search.Game[P, M], P any, M board.Move] struct {
	e      *Engine[G, P, M]
	s      []*search.Searcher[G, P, M]
	meters []Meter
	stats  []search.Stats

	// Own, if set, is what thread id's own recursion has counted apart
	// from its searcher, nodes and table probes, to be charged with them
	// (ABDADA; YBWC counts its recursion's nodes on its searcher).
	Own func(id int) (nodes, probes uint64)
}

// NewTeam makes the team of e's threads: thread i searches with s[i],
// one searcher for each of e's searchers.
func NewTeam[G search.Game[P, M], P any, M board.Move](e *Engine[G, P, M], s []*search.Searcher[G, P, M]) *Team[G, P, M] {
	return &Team[G, P, M]{e: e, s: s, meters: make([]Meter, len(s)), stats: make([]search.Stats, len(s))}
}

// Run runs one root search: body on each of the team's threads, with
// the thread's searcher metered throughout (StartMeter: its statistics
// and abort flag cleared, a poll every PollEvery nodes that charges,
// syncs, then asks poll(t) whether to stop). After the body the thread
// is charged for what is left, its statistics kept for Stats and
// Result, and it is marked starved. poll is the algorithm's duty at a
// poll (publish the panes from the main searcher, answer messages) and
// its stop condition.
func (tm *Team[G, P, M]) Run(ctx context.Context, poll func(t machine.Thread) bool, body func(t machine.Thread)) error {
	return tm.e.m.Run(ctx, len(tm.s), func(t machine.Thread) {
		id := t.ID()
		s := tm.s[id]
		tm.meters[id] = Meter{}
		s.ResetAbort()
		s.ResetStats()
		s.SetPoll(PollEvery(t), func() (bool, int) {
			tm.Charge(t, id)
			t.Sync()
			return poll(t), PollEvery(t)
		})
		body(t)
		tm.Charge(t, id)
		s.SetPoll(0, nil)
		tm.stats[id] = *s.Stats()
		t.Mark(account.Starved, "")
	})
}

// Charge spends on thread t (the team's thread id) what its searcher,
// and its own recursion (Own), have searched since the last charge.
func (tm *Team[G, P, M]) Charge(t machine.Thread, id int) {
	st := tm.s[id].Stats()
	if tm.Own == nil {
		tm.meters[id].Charge(t, st)
		return
	}
	nodes, probes := tm.Own(id)
	tm.meters[id].ChargeCounts(t, st.Nodes+nodes, st.TTProbes+probes)
}

// Stats returns the statistics of thread id's searcher at the end of
// the last Run.
func (tm *Team[G, P, M]) Stats(id int) search.Stats { return tm.stats[id] }

// Result is the result of a root search whose value is score: every
// thread's statistics summed, and best as its best move and PV when has
// (the Engine completes the PV and counts the nodes).
func (tm *Team[G, P, M]) Result(score int, best M, has bool) search.RootResult[M] {
	res := search.RootResult[M]{Score: score}
	for i := range tm.stats {
		res.Stats.Add(tm.stats[i])
	}
	if has {
		res.Best, res.PV = best, []M{best}
	}
	return res
}

// Activity is the account of each thread as the panes show it, with
// tasks(i) as thread i's Tasks when tasks is not nil.
func (tm *Team[G, P, M]) Activity(tasks func(i int) int) []account.SearcherActivity {
	out := AccountsOf(tm.e.m, len(tm.s))
	if tasks != nil {
		for i := range out {
			out[i].Tasks = tasks(i)
		}
	}
	return out
}
