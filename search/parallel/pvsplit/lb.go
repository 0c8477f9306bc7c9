package pvsplit

import "frontier/search/account"

// Straggler preemption (thesis §5.3): when more than a quorum of the
// searchers have been idle for longer than a threshold, the searcher that
// has been on its subtree longest is interrupted and its subtree is
// searched again by the algorithm itself, so the idle searchers can share
// it. As in ParaChinook the candidates are the searches given out at the
// current split node; the transposition table keeps most of what the
// interrupted searcher had found.

// longIdle counts the searchers with no work that have been idle for at
// least the threshold at time now.
func (c *controller[G, P, M]) longIdle(now account.Time) int {
	busy := c.busySearchers()
	n := 0
	for s, since := range c.idleSince {
		if !busy[s] && now-since >= c.cfg.LBThreshold {
			n++
		}
	}
	return n
}

func (c *controller[G, P, M]) busySearchers() []bool {
	busy := make([]bool, len(c.idleSince))
	for _, t := range c.tasks {
		busy[t.searcher] = true
	}
	return busy
}

// quorumIdle reports whether more than the quorum of searchers have been
// idle for longer than the threshold.
func (c *controller[G, P, M]) quorumIdle(now account.Time) bool {
	return float64(c.longIdle(now)) > c.cfg.LBQuorum*float64(len(c.idleSince))
}

// preemptStraggler applies straggler preemption at the current node n and
// reports whether it did.
func (c *controller[G, P, M]) preemptStraggler(n *node[P, M]) bool {
	if !c.cfg.lb || n.leaf || !c.quorumIdle(c.x.Now()) {
		return false
	}
	// The straggler is the search that has run longest, and it must have
	// run at least as long as the threshold itself: otherwise every search
	// just handed out would be preempted while starved searchers wait.
	now := c.x.Now()
	var straggler *task[P, M]
	for _, t := range c.tasksOf(n) {
		if t.child >= 0 && now-t.started >= c.cfg.LBThreshold && (straggler == nil || t.started < straggler.started) {
			straggler = t
		}
	}
	if straggler == nil {
		return false
	}
	c.x.Preempt(straggler.id)
	delete(c.tasks, straggler.id)
	n.out--
	n.kids[straggler.child].running = 0
	c.forget(straggler.searcher)
	c.counters.Preemptions++
	c.counters.Interrupts++
	c.recurse(n, straggler.child)
	return true
}

// lbDeadline is when the controller should look again for stragglers if no
// result arrives before: the moment the next idle searcher crosses the
// threshold. Zero means no deadline.
func (c *controller[G, P, M]) lbDeadline() account.Time {
	if !c.cfg.lb {
		return 0
	}
	now := c.x.Now()
	busy := c.busySearchers()
	var next account.Time
	for s, since := range c.idleSince {
		if t := since + c.cfg.LBThreshold; !busy[s] && t > now && (next == 0 || t < next) {
			next = t
		}
	}
	return next
}
