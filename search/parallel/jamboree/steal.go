package jamboree

import (
	"slices"
	"sync"
	"sync/atomic"

	"frontier/search/account"
	"frontier/search/machine"
)

// stealer is the randomized work-stealing scheduler of Blumofe and
// Leiserson (1994), as StarTech's Cilk scheduler runs Jamboree search
// (Kuszmaul 1995, "The Scheduler"): every thread runs nearly serial code
// and posts the work it could have done in parallel at the bottom of its
// own deque; it takes its own work back from the bottom, newest first,
// so it proceeds depth-first as a serial search would; a thread with
// nothing to do picks a victim at random (its own random source, so the
// simulator stays a pure function of its inputs) and steals the item at
// the top of the victim's deque: the oldest, nearest the root, the
// largest piece of work the victim has.
//
// The scheduler knows nothing of games or algorithms: an item is a T,
// tagged with a group (the algorithm's name for the join it belongs to)
// so that a thread waiting at a join takes back only its own work there.
// Every attempt to steal costs machine.OpSteal, found or not; posting and
// taking back cost the deque's lock (machine.OpLock), as on a shared
// memory machine. A thief that finds no work anywhere sleeps, starved,
// until something is posted, rather than spinning.
type stealer[T any] struct {
	deques   []*stealDeque[T]
	posted   atomic.Int64 // items in every deque
	sleepers atomic.Int64 // thieves asleep in find
	mu       machine.Mutex
	cond     machine.Cond   // for await
	wake     []machine.Cond // a sleeping thief's, with mu
	waiting  []int          // sleeping thieves, longest asleep first; guarded by mu
	handed   []stealItem[T] // work handed to a sleeping thief; guarded by mu
	has      []bool         // guarded by mu
	over     atomic.Bool    // the run is over: thieves leave
	arrived  int            // thieves that have started, guarded by mu
	steals   atomic.Uint64
	attempts atomic.Uint64
}

// stealDeque is one thread's deque. items is guarded by mu (the machine's
// lock, so every access is an event in virtual time) and by view (for
// readers outside the machine: the split-node pane).
type stealDeque[T any] struct {
	mu    machine.Mutex
	view  sync.Mutex
	items []stealItem[T]
}

type stealItem[T any] struct {
	group uint64
	v     T
}

func newStealer[T any](m machine.Machine, n int) *stealer[T] {
	s := &stealer[T]{}
	s.mu = m.NewMutex("steal sleepers")
	s.cond = m.NewCond(s.mu, "work posted")
	for i := 0; i < n; i++ {
		s.deques = append(s.deques, &stealDeque[T]{mu: m.NewMutex("deque"), items: make([]stealItem[T], 0, 64)})
		s.wake = append(s.wake, m.NewCond(s.mu, "no work posted"))
	}
	s.handed = make([]stealItem[T], n)
	s.has = make([]bool, n)
	return s
}

// reset empties every deque for a new run (between runs, no thread
// runs).
func (s *stealer[T]) reset() {
	for _, d := range s.deques {
		d.view.Lock()
		clear(d.items)
		d.items = d.items[:0]
		d.view.Unlock()
	}
	s.posted.Store(0)
	s.sleepers.Store(0)
	s.over.Store(false)
	s.arrived = 0
	s.waiting = s.waiting[:0]
	clear(s.handed)
	clear(s.has)
}

// arrive says a thief has started; await waits until n have. Threads are
// started afresh for each run, and on the real machine a small search
// would otherwise be over before a thief has been scheduled at all.
func (s *stealer[T]) arrive(t machine.Thread) {
	s.mu.Lock(t)
	s.arrived++
	s.cond.Broadcast(t)
	s.mu.Unlock(t)
}

func (s *stealer[T]) await(t machine.Thread, n int) {
	s.mu.Lock(t)
	for s.arrived < n && !t.Stopped() {
		s.cond.Wait(t, account.Starved, 0)
	}
	s.mu.Unlock(t)
}

// post puts v, of group g, at the bottom of thread self's deque. If a
// thief is asleep, v goes to it instead: a sleeping thief is a steal
// request nobody could answer, and this answers it at once (without it a
// woken thief on the real machine often finds the work taken back by its
// owner before the Go scheduler has run the thief at all).
func (s *stealer[T]) post(t machine.Thread, self int, g uint64, v T) {
	if s.sleepers.Load() > 0 {
		s.mu.Lock(t)
		if len(s.waiting) > 0 {
			id := s.waiting[0]
			s.waiting = s.waiting[1:]
			s.handed[id], s.has[id] = stealItem[T]{group: g, v: v}, true
			s.wake[id].Signal(t)
			s.mu.Unlock(t)
			return
		}
		s.mu.Unlock(t)
	}
	d := s.deques[self]
	d.mu.Lock(t)
	d.view.Lock()
	d.items = append(d.items, stealItem[T]{group: g, v: v})
	d.view.Unlock()
	d.mu.Unlock(t)
	s.posted.Add(1)
	// A thief going to sleep counts itself before it looks at posted,
	// and this looks at sleepers after adding to posted, so one of the
	// two sees the other (no lost wake-up).
	if s.sleepers.Load() > 0 {
		s.mu.Lock(t)
		if len(s.waiting) > 0 {
			s.wake[s.waiting[0]].Signal(t)
		}
		s.mu.Unlock(t)
	}
}

// popGroup takes back the bottom item of thread self's deque if it is of
// group g.
func (s *stealer[T]) popGroup(t machine.Thread, self int, g uint64) (v T, ok bool) {
	d := s.deques[self]
	d.mu.Lock(t)
	if n := len(d.items); n > 0 && d.items[n-1].group == g {
		d.view.Lock()
		v, ok = d.items[n-1].v, true
		d.items[n-1] = stealItem[T]{}
		d.items = d.items[:n-1]
		d.view.Unlock()
		s.posted.Add(-1)
	}
	d.mu.Unlock(t)
	return v, ok
}

// steal makes one attempt: a victim other than self drawn at random, and
// the top item of its deque if it has one.
func (s *stealer[T]) steal(t machine.Thread, self int) (v T, ok bool) {
	n := len(s.deques)
	if n < 2 {
		return v, false
	}
	victim := t.Rand().IntN(n - 1)
	if victim >= self {
		victim++
	}
	t.Spend(account.OpSteal, 1)
	s.attempts.Add(1)
	d := s.deques[victim]
	d.mu.Lock(t)
	if len(d.items) > 0 {
		d.view.Lock()
		v, ok = d.items[0].v, true
		d.items[0] = stealItem[T]{}
		d.items = d.items[1:]
		d.view.Unlock()
		s.posted.Add(-1)
		s.steals.Add(1)
	}
	d.mu.Unlock(t)
	return v, ok
}

// find is an idle thread's loop: steal until it gets an item, sleeping
// starved while nothing is posted anywhere. It returns false when the
// run is over (close) or stopped.
func (s *stealer[T]) find(t machine.Thread, self int) (v T, ok bool) {
	for {
		if s.over.Load() || t.Stopped() {
			return v, false
		}
		if s.posted.Load() > 0 {
			t.Mark(account.Stealing, "")
			if v, ok = s.steal(t, self); ok {
				return v, true
			}
			continue
		}
		t.Mark(account.Starved, "")
		s.mu.Lock(t)
		s.sleepers.Add(1)
		s.waiting = append(s.waiting, self)
		for !s.has[self] && s.posted.Load() == 0 && !s.over.Load() && !t.Stopped() {
			s.wake[self].Wait(t, account.Starved, 0)
		}
		s.sleepers.Add(-1)
		if s.has[self] {
			v, ok = s.handed[self].v, true
			s.handed[self], s.has[self] = stealItem[T]{}, false
			s.mu.Unlock(t)
			t.Spend(account.OpSteal, 1) // the request it had made
			s.steals.Add(1)
			return v, true
		}
		if k := slices.Index(s.waiting, self); k >= 0 {
			s.waiting = slices.Delete(s.waiting, k, k+1)
		}
		s.mu.Unlock(t)
	}
}

// close ends the run: every thief leaves find.
func (s *stealer[T]) close(t machine.Thread) {
	s.mu.Lock(t)
	s.over.Store(true)
	for _, id := range s.waiting {
		s.wake[id].Signal(t)
	}
	s.mu.Unlock(t)
}

// each calls f with every posted item of thread i, oldest first (for the
// panes; safe from any goroutine).
func (s *stealer[T]) each(i int, f func(T)) {
	d := s.deques[i]
	d.view.Lock()
	defer d.view.Unlock()
	for _, it := range d.items {
		f(it.v)
	}
}
