package parallel

import (
	"math"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
)

// realPoll is how many nodes a searcher on the real machine searches
// between two looks at its interrupt flag.
const realPoll = 512

// PollEvery is how many nodes a searcher on thread t searches before it
// next charges, syncs and looks for a stop. On the simulator it is until
// its clock passes the next thread's, but at least the cost model's
// quantum (account.Costs.Quantum: 32 nodes unless the model names
// another), which trades how far ahead of virtual time a thread's work
// reaches the others, and how late an interrupt may arrive, against the
// cost of switching coroutines; on the real machine, realPoll.
func PollEvery(t machine.Thread) int {
	if b := t.Budget(); b < math.MaxInt32 {
		return b
	}
	return realPoll
}

// Meter spends, on a thread, the nodes and table probes its sequential
// searcher has searched since the last charge.
type Meter struct{ nodes, probes uint64 }

// Charge spends on t what st counts beyond the last charge.
func (m *Meter) Charge(t machine.Thread, st *search.Stats) {
	m.ChargeCounts(t, st.Nodes, st.TTProbes)
}

// ChargeCounts spends on t the nodes and probes counted beyond the last
// charge, for a thread whose own recursion counts some of them apart
// from its searcher (ABDADA).
func (m *Meter) ChargeCounts(t machine.Thread, nodes, probes uint64) {
	t.Spend(account.OpNode, int(nodes-m.nodes))
	if probes > m.probes {
		t.Spend(account.OpProbe, int(probes-m.probes))
	}
	m.nodes, m.probes = nodes, probes
}

// StartMeter readies a thread's sequential searcher s for a search on
// thread t, the way every algorithm on the machine runs one: its abort
// flag and statistics cleared, and a poll every PollEvery(t) nodes that
// spends what s searched since the last poll on t's clock (m), syncs
// with the other threads, then asks atPoll whether to stop. atPoll is
// the algorithm's own duty at a poll (answer messages, publish the
// panes) and its stop condition, run after the sync so that the
// simulator's order of events is the same in every algorithm. StopMeter
// ends it.
func StartMeter[G search.Game[P, M], P any, M board.Move](t machine.Thread, s *search.Searcher[G, P, M], m *Meter, atPoll func() bool) {
	s.ResetAbort()
	s.ResetStats()
	s.SetPoll(PollEvery(t), func() (bool, int) {
		m.Charge(t, s.Stats())
		t.Sync()
		return atPoll(), PollEvery(t)
	})
}

// StopMeter charges t for what s searched since its last poll and takes
// the poll off, leaving s's statistics to be read.
func StopMeter[G search.Game[P, M], P any, M board.Move](t machine.Thread, s *search.Searcher[G, P, M], m *Meter) {
	m.Charge(t, s.Stats())
	s.SetPoll(0, nil)
}
