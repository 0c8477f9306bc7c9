package parallel

import (
	"sync"

	"frontier/board"
)

// ledger keeps the per-searcher accounts of an executor: state, time
// spent busy, starved and waiting, and the subtree each one works on. Both
// executors feed it time stamps from their own clocks; a mutex lets a UI
// read it while the search runs.
type ledger struct {
	mu     sync.Mutex
	acts   []SearcherActivity
	since  []Time // when the current state began
	reason IdleReason
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
	d := now - l.since[i]
	if d <= 0 {
		return // a simulated searcher may run ahead of the controller's clock
	}
	a := &l.acts[i]
	switch a.State {
	case Working, Interrupted:
		a.Busy += d
	case IdleStarved:
		a.Starved += d
	case IdleWaiting:
		a.Waiting += d
	}
	l.since[i] = now
}

func (l *ledger) idleState() State {
	if l.reason == Waiting {
		return IdleWaiting
	}
	return IdleStarved
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

// end marks searcher i idle from time at, adding nodes to its count.
func (l *ledger) end(i int, at Time, nodes uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.close(i, at)
	a := &l.acts[i]
	a.State = l.idleState()
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

// setReason closes the idle intervals of every idle searcher at now and
// attributes the following ones to r.
func (l *ledger) setReason(now Time, r IdleReason) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if r == l.reason {
		return
	}
	for i := range l.acts {
		if st := l.acts[i].State; st == IdleStarved || st == IdleWaiting {
			l.close(i, now)
		}
	}
	l.reason = r
	for i := range l.acts {
		if st := l.acts[i].State; st == IdleStarved || st == IdleWaiting {
			l.acts[i].State = l.idleState()
		}
	}
}

// snapshot returns the accounts with the current intervals closed at now.
func (l *ledger) snapshot(now Time) []SearcherActivity {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]SearcherActivity, len(l.acts))
	for i := range l.acts {
		l.close(i, now)
		out[i] = l.acts[i]
		out[i].Route = append([]board.Move(nil), l.acts[i].Route...)
	}
	return out
}
