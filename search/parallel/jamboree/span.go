package jamboree

import (
	"frontier/search/account"
	"frontier/search/machine"
)

// The critical path C of a run (Kuszmaul 1995 §3, "Critical path and
// work"), measured by timestamping as the search runs: every strand of
// work carries a critical-path depth, which grows with the busy time the
// strand spends; a strand started by posting work inherits the depth of
// the strand that posted it; at a join, the strand that waited continues
// from the greatest depth of what it waited for and of itself. The Engine
// adds up the root searches' paths (parallel.Spanner) and reports them
// beside the work W (account.WorkSpan).

// spanClock is the critical-path depth of the strand a thread runs now:
// depth at the strand's last (re)start plus the machine time since then.
// Between a hold and the next resume the thread is idle (waiting at a
// join), which adds nothing.
type spanClock struct {
	base  account.Time // depth at since
	since account.Time // machine time of the last (re)start
}

// start begins a strand at depth cp.
func (c *spanClock) start(t machine.Thread, cp account.Time) { c.base, c.since = cp, t.Now() }

// now is the strand's depth.
func (c *spanClock) now(t machine.Thread) account.Time { return c.base + t.Now() - c.since }

// hold stops the clock before the thread waits at a join; the returned
// depth is what resume needs.
func (c *spanClock) hold(t machine.Thread) account.Time { return c.now(t) }

// resume restarts the clock after a join at the greater of the strand's
// own depth held and the depth of what it waited for.
func (c *spanClock) resume(t machine.Thread, held, joined account.Time) {
	c.start(t, max(held, joined))
}
