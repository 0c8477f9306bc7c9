package dib

import (
	"sync/atomic"

	"frontier/board"
	"frontier/search"
)

// The problem tree of the DIB scheduler (request.go): Rezaie and Finkel's
// "table of explicit work" (§2.1). Every node above the grain that a
// processor has started is explicit: it sits in that processor's table
// until it has a value, its children are the problems that may be given
// away, and values are folded into it by whichever processor finishes a
// child, as DIB reports a result to the processor that gave the work.
// Which children may start now is the algorithm's: its dibPolicy (the
// paper's "control level") answers from the node's dibMeta.

// dibMeta is what a policy may read and set of a node. Every field but
// aborted is guarded by the scheduler's lock.
type dibMeta struct {
	parent *dibMeta
	kids   []*dibMeta // the explicit children by index; nil for those not started or searched whole
	idx    int        // this node's index among its parent's children
	owner  int        // the processor whose table holds it
	id     uint64     // creation order, for Stack()
	ply    int
	depth  int // remaining depth
	n      int // number of children
	kind   uint8

	alpha, beta int // the window, narrowed as values arrive from above and below
	best        int // fail-soft best so far, from this node's side
	bestIdx     int
	next        int    // first child not yet started
	out         int    // children started and not yet folded
	done        int    // children folded
	firstDone   bool   // the eldest child has a value
	valued      []bool // valued[i]: child i's value has been folded in
	stage       uint8  // the policy's progress at the node (ER)
	chosen      int    // the child the policy chose (ER's e-child)
	finished    bool   // the node has a value (or was cut off)
	// static holds the children's static values from this node's side
	// when the policy or the sorting depth asked for them (else nil).
	static []int
	// aborted is raised by a cutoff here: every search below stops at
	// its next poll.
	aborted atomic.Bool
}

// stopped reports whether m or a node above it was cut off.
func (m *dibMeta) stopped() bool {
	for ; m != nil; m = m.parent {
		if m.aborted.Load() {
			return true
		}
	}
	return false
}

// refresh narrows m's window by its parent's: the parent's alpha bounds
// m's beta from above and the parent's beta its alpha from below (DIB's
// data-update message, read from shared memory). A value outside the
// narrower window is still a correct fail-soft bound for the parent.
func (m *dibMeta) refresh() {
	if p := m.parent; p != nil {
		m.beta = min(m.beta, -p.alpha)
		m.alpha = max(m.alpha, -p.beta)
	}
}

// dibNode is an explicit node with its position.
type dibNode[P any, M board.Move] struct {
	dibMeta
	up    *dibNode[P, M]
	pos   P
	key   uint64
	path  []uint64 // keys from the game start to pos, exclusive
	moves []M
}

// childPath is the path of n's children.
func (n *dibNode[P, M]) childPath() []uint64 {
	out := make([]uint64, len(n.path), len(n.path)+1)
	copy(out, n.path)
	return append(out, n.key)
}

// dibPolicy is an algorithm of the DIB family: the paper's control level.
type dibPolicy interface {
	// rootKind is the kind of the root.
	rootKind() uint8
	// kindOf is the kind of child i of n when it is made explicit.
	kindOf(n *dibMeta, i int) uint8
	// open is how many of n's children may have been started by now:
	// child n.next may start when n.next < open(n).
	open(n *dibMeta) int
	// whole reports that n's children are searched whole by the
	// processor that starts them (besides those at the grain).
	whole(n *dibMeta) bool
	// statics reports that n's children need their static values
	// (n.static) before any starts.
	statics(n *dibMeta) bool
	// folded is called when child i of n has been folded in and n is not
	// finished: a policy may change kinds here (ER).
	folded(n *dibMeta, i int)
}

// dibWork is one child of an explicit node, claimed for a processor,
// with the node's window when it was claimed.
type dibWork[P any, M board.Move] struct {
	node *dibNode[P, M]
	i    int
	a, b int
}

// startable reports whether a child of n may start now. Called locked.
// A node whose window has closed from above since its last child
// returned (its parent's alpha rose past its best) is cut off here.
func (d *scheduler[G, P, M]) startable(n *dibNode[P, M]) bool {
	if n.finished || n.stopped() {
		return false
	}
	n.refresh()
	if n.best >= n.beta {
		d.cut(n)
		return false
	}
	return n.next < n.n && n.next < d.policy.open(&n.dibMeta)
}

// cut finishes n on a cutoff: every search below it stops at its next
// poll. Called locked.
func (d *scheduler[G, P, M]) cut(n *dibNode[P, M]) {
	n.aborted.Store(true)
	d.counters.Cutoffs++
	d.counters.Interrupts += uint64(n.out)
	d.finish(n)
}

// claim takes n's next child for a processor. Called locked.
func (d *scheduler[G, P, M]) claim(n *dibNode[P, M]) dibWork[P, M] {
	n.refresh()
	w := dibWork[P, M]{node: n, i: n.next, a: max(n.alpha, n.best), b: n.beta}
	n.next++
	n.out++
	return w
}

// fold folds v, the value of child i of n from the child's side, into n;
// ok is false when the child's search was stopped (its value means
// nothing). A cutoff or the last child finishes n, which folds n into
// its parent in turn. Called locked.
func (d *scheduler[G, P, M]) fold(n *dibNode[P, M], i, v int, ok bool) {
	n.out--
	if n.finished || !ok {
		return
	}
	n.done++
	n.valued[i] = true
	if i == 0 {
		n.firstDone = true
	}
	if s := -v; s > n.best {
		n.best, n.bestIdx = s, i
	}
	n.alpha = max(n.alpha, n.best)
	n.refresh()
	if n.best >= n.beta {
		d.cut(n)
		return
	}
	if n.done == n.n {
		d.finish(n)
		return
	}
	d.policy.folded(&n.dibMeta, i)
}

// finish gives n its value: it leaves its owner's table and is folded
// into its parent, or ends the root search. Called locked.
func (d *scheduler[G, P, M]) finish(n *dibNode[P, M]) {
	n.finished = true
	d.procs[n.owner].drop(n)
	if n.up == nil {
		d.score, d.rootBest, d.over = n.best, n.bestIdx, true
		return
	}
	d.fold(n.up, n.idx, n.best, true)
}

// orderByStatic sorts moves by their static values, best first for the
// side to move; the sort is stable, so equal values keep the game's
// order.
func orderByStatic[M board.Move](moves []M, static []int) {
	// Insertion sort: move lists are short and this runs once per
	// explicit node.
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && static[j] > static[j-1]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
			static[j], static[j-1] = static[j-1], static[j]
		}
	}
}

// staticOf is the static value of child q from its parent's side, ply
// the child's ply.
func staticOf[G search.Game[P, M], P any, M board.Move](g G, q *P, ply int) int {
	v, over := g.Evaluate(q)
	if over {
		v = search.ResultAt(v, ply)
	}
	return -v
}
