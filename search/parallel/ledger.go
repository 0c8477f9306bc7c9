package parallel

import (
	"sync"

	"frontier/board"
)

// ledger keeps the per-searcher accounts of an executor: state, time
// spent busy, starved and waiting, and the subtree each one works on. Both
// executors feed it time stamps from their own clocks; a mutex lets a UI
// read it while the search runs, and reading never changes it, so a
// simulation's figures do not depend on when or how often it is watched.
type ledger struct {
	mu    sync.Mutex
	acts  []SearcherActivity
	since []Time // when the current state began
}

func newLedger(p int) *ledger {
	l := &ledger{acts: make([]SearcherActivity, p), since: make([]Time, p)}
	for i := range l.acts {
		l.acts[i].State = IdleStarved
	}
	return l
}

// close accounts the time of searcher i's current state up to now.
func (l *ledger) close(i int, now Time) {
	addInterval(&l.acts[i], now-l.since[i])
	if now > l.since[i] {
		l.since[i] = now
	}
}

// addInterval adds d to the bucket of a's current state. A simulated
// searcher may run ahead of the controller's clock, so d may be negative;
// it is then ignored.
func addInterval(a *SearcherActivity, d Time) {
	if d <= 0 {
		return
	}
	switch a.State {
	case Working, Interrupted:
		a.Busy += d
	case IdleStarved:
		a.Starved += d
	case IdleWaiting:
		a.Waiting += d
	}
}

// begin marks searcher i busy on route from time at.
func (l *ledger) begin(i int, at Time, route []board.Move) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.close(i, at)
	a := &l.acts[i]
	a.State = Working
	a.Route = route
	a.Tasks++
}

// end marks searcher i idle from time at, adding nodes to its count. A
// searcher that has just returned a result waits at its split node until
// the controller classifies it (setIdle).
func (l *ledger) end(i int, at Time, nodes uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.close(i, at)
	a := &l.acts[i]
	a.State = IdleWaiting
	a.Nodes += nodes
	a.Route = nil
}

// interrupted marks searcher i as unwinding an interrupted search.
func (l *ledger) interrupted(i int, at Time, preempt bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.close(i, at)
	l.acts[i].State = Interrupted
	if preempt {
		l.acts[i].Preempts++
	}
}

// addNodes publishes progress of a busy searcher.
func (l *ledger) addNodes(i int, nodes uint64) {
	l.mu.Lock()
	l.acts[i].Nodes += nodes
	l.mu.Unlock()
}

// setIdle classifies idle searcher i from time now: waiting at a
// synchronization point, or starved. Busy searchers are left alone.
func (l *ledger) setIdle(i int, now Time, r IdleReason) {
	l.mu.Lock()
	defer l.mu.Unlock()
	st := l.acts[i].State
	if st != IdleStarved && st != IdleWaiting {
		return
	}
	l.close(i, now)
	l.acts[i].State = IdleStarved
	if r == Waiting {
		l.acts[i].State = IdleWaiting
	}
}

// snapshot returns the accounts as if every current interval were closed
// at now, without changing the ledger.
func (l *ledger) snapshot(now Time) []SearcherActivity {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]SearcherActivity, len(l.acts))
	for i := range l.acts {
		out[i] = l.acts[i]
		out[i].Route = append([]board.Move(nil), l.acts[i].Route...)
		addInterval(&out[i], now-l.since[i])
	}
	return out
}
