package parallel

import "frontier/search/account"

func (e *Engine[G, P, M]) snapshot() account.Snapshot {
	s := account.Snapshot{Now: e.m.Now(), Depth: e.depth, Run: e.Report(), Timeline: e.timeline}
	s.Searcher = s.Run.Activity
	s.Stack = e.algo.Stack()
	return s
}

// PublishMaybe publishes a snapshot if the monitor is due for one. The
// thesis's controller calls it as it walks, and the algorithms without a
// controller from the main searcher's poll, so that the panes see what
// they have open while a root search runs, not only at its end, when
// nothing is.
func (e *Engine[G, P, M]) PublishMaybe() {
	if m := e.cfg.Monitor; m != nil && m.Due() {
		m.Publish(e.snapshot())
	}
}
