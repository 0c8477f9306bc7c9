package ybwc

import (
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
)

// The split point of YBWC and Dynamic PVSplit, cut as GopherCheck cuts
// it (split point, balancer, worker): a node whose eldest brother has
// been searched and whose younger brothers any searcher may take. Each
// has its own lock, held only to take a brother or to fold one's value
// in, so searchers at different split points never wait for each other;
// there is no list of split points under one lock to scan.

// splitPoint is a node whose younger brothers are open to searchers. The
// fields after mu are guarded by it; the counts the panes and late
// joiners read without it are atomics.
type splitPoint[P any, M board.Move] struct {
	parent *splitPoint[P, M] // the split point whose brother the owner was searching, nil at the top
	owner  int
	id     uint64 // creation order on the owner's thread
	ply    int
	depth  int // remaining depth at the node
	pos    P
	path   []uint64 // keys from the game start to pos, pos included
	moves  []M      // ordered; moves[0] is the eldest brother
	alpha0 int      // the window the node was called with
	beta   int
	plan   search.Plan // the selective search's plan of the node, for its brothers

	born account.Time   // when it opened, for pick=oldest
	home *sleeper[P, M] // the owner's, to wake it when its helpers are done

	mu         machine.Mutex
	alpha      int // raised by exact values of brothers
	best       int // fail-soft best so far
	bestIdx    int
	next       int      // first brother not yet taken
	out        int      // brothers being searched
	cut        bool     // a brother reached beta
	ownerWaits bool     // the owner sleeps until out is 0
	seen       []uint64 // see wrote and miss

	// Read without the lock: by late joiners (left, aborted) and the
	// split-point pane.
	left       atomic.Int32 // brothers not yet taken
	done       atomic.Int32 // brothers searched (the eldest included)
	helpers    atomic.Int32 // searchers other than the owner at a brother now
	shownAlpha atomic.Int32
	shownBest  atomic.Int32
	aborted    atomic.Bool // a cutoff here, or the root search stopped
}

// stopped reports whether sp or a split point above it has been aborted:
// a search under sp is then moot.
func (sp *splitPoint[P, M]) stopped() bool {
	for ; sp != nil; sp = sp.parent {
		if sp.aborted.Load() {
			return true
		}
	}
	return false
}

// below reports whether sp lies under anc (anc itself excluded).
func (sp *splitPoint[P, M]) below(anc *splitPoint[P, M]) bool {
	for q := sp.parent; q != nil; q = q.parent {
		if q == anc {
			return true
		}
	}
	return false
}

// The cache model: seen has one bit a thread, set for the threads whose
// caches hold the split point's line as it is now. A write keeps only
// the writer's bit; a read by a thread without its bit is a miss, paid on
// the simulated machine as machine.OpShared, as the cores of a real one
// keep their caches coherent. Called with mu held.

// wrote records that thread id changed sp.
func (sp *splitPoint[P, M]) wrote(id int) {
	clear(sp.seen)
	sp.seen[id/64] |= 1 << (id % 64)
}

// miss records that thread id read sp and reports whether its copy was
// stale.
func (sp *splitPoint[P, M]) miss(id int) bool {
	w, b := id/64, uint64(1)<<(id%64)
	if sp.seen[w]&b != 0 {
		return false
	}
	sp.seen[w] |= b
	return true
}

// lock takes sp's lock for thread t (id) and pays for its line if
// another thread changed it.
func (sp *splitPoint[P, M]) lock(t machine.Thread, id int) {
	sp.mu.Lock(t)
	if sp.miss(id) {
		t.Spend(account.OpShared, 1)
	}
}

// claim takes the next brother for thread id and returns it with the
// split point's alpha now, the bound its minimal window is set at; -1
// when none is left or the split point is cut. Called locked.
func (sp *splitPoint[P, M]) claim(id int) (i, alpha int) {
	if sp.cut || sp.next >= len(sp.moves) {
		return -1, 0
	}
	i = sp.next
	sp.next++
	sp.out++
	sp.left.Store(int32(len(sp.moves) - sp.next))
	if id != sp.owner {
		sp.helpers.Add(1)
	}
	sp.wrote(id)
	return i, sp.alpha
}

// fold adds the value v of brother i, searched by thread id, to sp (ok:
// the search counted), and reports whether it cut sp off. Called locked.
func (sp *splitPoint[P, M]) fold(id, i, v int, ok bool) (cut bool) {
	sp.out--
	if id != sp.owner {
		sp.helpers.Add(-1)
	}
	sp.wrote(id)
	if !ok || sp.cut {
		return false
	}
	sp.done.Add(1)
	if v > sp.best {
		sp.best, sp.bestIdx = v, i
		sp.shownBest.Store(int32(v))
	}
	if v > sp.alpha {
		sp.alpha = v
		sp.shownAlpha.Store(int32(v))
	}
	if v >= sp.beta {
		sp.cut = true
		sp.aborted.Store(true) // every search below stops at its next poll
		return true
	}
	return false
}
