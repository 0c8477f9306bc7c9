package ybwc

import (
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
)

// The balancer of YBWC and Dynamic PVSplit (GopherCheck's balancer,
// Stockfish's "available slaves" before Lazy SMP): a searcher with
// nothing to do says so and sleeps on a lock and condition of its own; a
// searcher about to search the younger brothers of a node looks at how
// many are asleep (one atomic word) and, if any are, opens the node as a
// split point and books a brother for each, waking each alone. Nobody
// scans a list of split points under a lock, and nobody broadcasts to
// every sleeper: what took YBWC from 4.9 at 8 real cores to 3.2 at 16
// (docs/scaling.md).
//
// A searcher that wakes with nothing booked, or that runs out of
// brothers where it helped, first looks at the split points the other
// searchers have open (each publishes its own, nearest the root first)
// for a brother left (a late join), then sleeps.

// sleeper is how one searcher waits for work. The fields after cond are
// guarded by mu; idle is read by bookers without it.
type sleeper[P any, M board.Move] struct {
	id   int
	mu   machine.Mutex
	cond machine.Cond

	// waitAt is the split point a helpful master waits at for its
	// helpers: it may only be booked for work below it.
	waitAt    *splitPoint[P, M]
	booked    *splitPoint[P, M] // a brother given to it while asleep
	bookedIdx int
	bookedA   int  // the alpha of the booked brother's minimal window
	released  bool // its split point's last helper is done (owner only)

	idle atomic.Bool // asleep, bookable, not yet booked
}

// balancer is the searchers' sleepers and how many are idle.
type balancer[P any, M board.Move] struct {
	sleepers []*sleeper[P, M]
	idle     atomic.Int32
}

func newBalancer[P any, M board.Move](m machine.Machine, n int) *balancer[P, M] {
	b := &balancer[P, M]{}
	for i := 0; i < n; i++ {
		s := &sleeper[P, M]{id: i, mu: m.NewMutex("searcher")}
		s.cond = m.NewCond(s.mu, "searcher")
		b.sleepers = append(b.sleepers, s)
	}
	return b
}

// reset readies the balancer for a root search (between runs).
func (b *balancer[P, M]) reset() {
	for _, s := range b.sleepers {
		s.waitAt, s.booked, s.released = nil, nil, false
		s.idle.Store(false)
	}
	b.idle.Store(0)
}

// hungry reports whether some searcher is asleep for want of work.
func (b *balancer[P, M]) hungry() bool { return b.idle.Load() > 0 }

// book gives idle searchers brothers of sp, opened by thread self, one
// each while sp has brothers left, and wakes each. A helpful master
// waiting at its own split point takes only work below it.
func (b *balancer[P, M]) book(t machine.Thread, self int, sp *splitPoint[P, M]) (booked int) {
	n := len(b.sleepers)
	for k := 1; k < n && b.idle.Load() > 0; k++ {
		s := b.sleepers[(self+k)%n]
		if !s.idle.Load() {
			continue
		}
		t.Spend(account.OpShared, 1) // its state's line, written when it went to sleep
		s.mu.Lock(t)
		if !s.idle.Load() || s.waitAt != nil && !sp.below(s.waitAt) {
			s.mu.Unlock(t)
			continue
		}
		sp.lock(t, self)
		i, a := sp.claim(s.id)
		sp.mu.Unlock(t)
		if i < 0 {
			s.mu.Unlock(t)
			return booked
		}
		s.booked, s.bookedIdx, s.bookedA = sp, i, a
		s.idle.Store(false)
		b.idle.Add(-1)
		s.cond.Signal(t)
		s.mu.Unlock(t)
		booked++
	}
	return booked
}

// sleep puts thread t's searcher to sleep, idle in state st, until it is
// booked, released (a master whose helpers are done), told to leave, or
// the run stops; waitAt, if not nil, restricts its bookings to work
// below that split point, and bookable false takes no bookings at all.
// It returns what it was booked for (sp nil if nothing).
func (b *balancer[P, M]) sleep(t machine.Thread, s *sleeper[P, M], st account.State, waitAt *splitPoint[P, M], bookable bool, leave func() bool) (sp *splitPoint[P, M], i, alpha int) {
	s.mu.Lock(t)
	if s.booked == nil && !s.released && !leave() {
		s.waitAt = waitAt
		if bookable {
			s.idle.Store(true)
			b.idle.Add(1)
		}
		for s.booked == nil && !s.released && !leave() {
			if !s.cond.Wait(t, st, 0) && t.Stopped() {
				break
			}
		}
		if s.idle.Load() { // woken without a booking
			s.idle.Store(false)
			b.idle.Add(-1)
		}
		s.waitAt = nil
	}
	s.released = false
	sp, i, alpha = s.booked, s.bookedIdx, s.bookedA
	s.booked = nil
	s.mu.Unlock(t)
	return sp, i, alpha
}

// wake wakes s with nothing booked (the root search is over, or its
// helpers are done).
func (b *balancer[P, M]) wake(t machine.Thread, s *sleeper[P, M], release bool) {
	s.mu.Lock(t)
	if release {
		s.released = true
	}
	s.cond.Signal(t)
	s.mu.Unlock(t)
}

// openStack is the split points a searcher owns and has open, nearest
// the root first, published for late joiners and the pane: only its owner
// writes it.
type openStack[P any, M board.Move] struct {
	n  atomic.Int32
	sp [search.MaxPly]atomic.Pointer[splitPoint[P, M]]
}

func (o *openStack[P, M]) push(sp *splitPoint[P, M]) {
	n := o.n.Load()
	if int(n) >= len(o.sp) {
		return
	}
	o.sp[n].Store(sp)
	o.n.Store(n + 1)
}

func (o *openStack[P, M]) pop(sp *splitPoint[P, M]) {
	n := o.n.Load()
	if n > 0 && o.sp[n-1].Load() == sp {
		o.sp[n-1].Store(nil)
		o.n.Store(n - 1)
	}
}

// each calls f with the open split points, nearest the root first, until
// it returns false.
func (o *openStack[P, M]) each(f func(*splitPoint[P, M]) bool) {
	n := int(o.n.Load())
	for i := 0; i < n && i < len(o.sp); i++ {
		if sp := o.sp[i].Load(); sp != nil && !f(sp) {
			return
		}
	}
}
