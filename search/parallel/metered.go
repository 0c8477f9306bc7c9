package parallel

import (
	"frontier/board"
	"frontier/search"
	"frontier/search/machine"
)

// meter readies a thread's sequential searcher s for a search on thread
// t, the way every algorithm on the machine runs one: its abort flag and
// statistics cleared, and a poll every pollEvery(t) nodes that spends
// what s searched since the last poll on t's clock (meter), syncs with
// the other threads, then asks atPoll whether to stop. atPoll is the
// algorithm's own duty at a poll (answer messages, publish the panes)
// and its stop condition, run after the sync so that the simulator's
// order of events is the same in every algorithm. unmeter ends it.
func meter[G search.Game[P, M], P any, M board.Move](t machine.Thread, s *search.Searcher[G, P, M], m *searchMeter, atPoll func() bool) {
	s.ResetAbort()
	s.ResetStats()
	s.SetPoll(pollEvery(t), func() (bool, int) {
		m.charge(t, s.Stats())
		t.Sync()
		return atPoll(), pollEvery(t)
	})
}

// unmeter charges t for what s searched since its last poll and takes
// the poll off, leaving s's statistics to be read.
func unmeter[G search.Game[P, M], P any, M board.Move](t machine.Thread, s *search.Searcher[G, P, M], m *searchMeter) {
	m.charge(t, s.Stats())
	s.SetPoll(0, nil)
}

// rootResult is the result of a root search whose threads each kept a
// sequential searcher: score (the root thread's value), every thread's
// statistics summed, and the best root move when the search recorded one.
func rootResult[M board.Move](score int, stats []search.Stats, best M, hasBest bool) search.RootResult[M] {
	res := search.RootResult[M]{Score: score}
	for i := range stats {
		res.Stats.Add(stats[i])
	}
	if hasBest {
		res.Best, res.PV = best, []M{best}
	}
	return res
}
