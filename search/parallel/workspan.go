package parallel

import "frontier/search/machine"

// Work and critical path, as Kuszmaul 1995 (§3, "Critical path and
// work") measures them on StarTech. The work W is the busy time of every
// thread, idle time excluded: the machine's accounts already hold it.
// The critical path C is the longest chain of dependent work, measured
// by timestamping as the search runs: every strand of work carries a
// critical-path depth, which grows with the busy time the strand spends;
// a strand started by posting work inherits the depth of the strand that
// posted it; at a join, the strand that waited continues from the
// greatest depth of what it waited for and of itself. An infinite
// machine without scheduling costs would finish in C; no machine of P
// threads can finish in less than W/P.

// spanClock is the critical-path depth of the strand a thread runs now:
// depth at the strand's last (re)start plus the machine time since then.
// Between a hold and the next resume the thread is idle (waiting at a
// join), which adds nothing.
type spanClock struct {
	base  Time // depth at since
	since Time // machine time of the last (re)start
}

// start begins a strand at depth cp.
func (c *spanClock) start(t machine.Thread, cp Time) { c.base, c.since = cp, t.Now() }

// now is the strand's depth.
func (c *spanClock) now(t machine.Thread) Time { return c.base + t.Now() - c.since }

// hold stops the clock before the thread waits at a join; the returned
// depth is what resume needs.
func (c *spanClock) hold(t machine.Thread) Time { return c.now(t) }

// resume restarts the clock after a join at the greater of the strand's
// own depth held and the depth of what it waited for.
func (c *spanClock) resume(t machine.Thread, held, joined Time) {
	c.start(t, max(held, joined))
}

// WorkSpan is the work and critical path of a run and what follows from
// them (Kuszmaul 1995 §3): the average parallelism W/C, and, given the
// time T_S of the best sequential search of the same problem, the
// efficiency T_S/W.
type WorkSpan struct {
	Work        Time    `json:"work"`                  // W: busy time of every thread
	Span        Time    `json:"span,omitempty"`        // C: the critical path; 0 if the algorithm does not timestamp
	Parallelism float64 `json:"parallelism,omitempty"` // W/C
}

// workOf is the busy time of every thread of m.
func workOf(m machine.Machine) Time {
	var w Time
	for _, a := range m.Accounts() {
		w += a.Busy()
	}
	return w
}

// spanner is implemented by the algorithms that timestamp their critical
// path: the span of the last root search.
type spanner interface {
	lastSpan() Time
}
