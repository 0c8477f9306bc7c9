package pvsplit

import (
	"frontier/board"
	"frontier/search/parallel"
)

// inf bounds every score; it is above any win score of package search.
const inf = 1 << 20

// node is one node of the current variation: the controller's view of a
// position whose children it searches itself or farms out.
type node[P any, M board.Move] struct {
	ply, depth   int
	pos          P
	path         []uint64 // keys from the root down to pos, exclusive
	route        []M      // moves from the root to pos
	kind         parallel.NodeKind
	seq          bool // children are searched in sequence by the controller
	alpha0, beta int  // the window the node was called with
	alpha        int  // raised by exact child values
	score        int  // fail-soft best so far
	best         int  // index of the best child, -1 if none is exact yet
	exact        bool // some child has an exact value
	moves        []M
	kids         []child
	next         int // index of the first child never searched
	out          int // farmed searches outstanding
	split        bool
	cut          bool
	leaf         bool // searched whole by one searcher (minimum granularity)
	leafDone     bool
}

// child is what the controller has proved about one move of a node, as
// bounds on its value from the node's side to move. A child is settled
// when its bounds show it cannot raise alpha (hi <= alpha), cause a cutoff
// (lo >= beta), or give its exact value (lo == hi).
type child struct {
	lo, hi    int
	running   uint64 // ID of the farmed search under way, 0 if none
	recursing bool   // the controller is searching it itself
	searches  int
	settled   bool
}

func newNode[P any, M board.Move](ply, depth int, pos P, path []uint64, route []M, alpha, beta int) *node[P, M] {
	return &node[P, M]{ply: ply, depth: depth, pos: pos, path: path, route: route, alpha0: alpha, alpha: alpha, beta: beta, score: -inf, best: -1}
}

// all reports whether n is expected to be an ALL node, where every child
// is searched: PV nodes count as ALL.
func (n *node[P, M]) all() bool { return n.kind != parallel.CutNode }

// complete reports whether the node's value is known: a cutoff, or every
// child settled.
func (n *node[P, M]) complete() bool {
	if n.cut {
		return true
	}
	if n.leaf {
		return n.leafDone
	}
	if n.moves == nil {
		return false
	}
	if n.next < len(n.kids) {
		return false
	}
	for i := range n.kids {
		if !n.kids[i].settled {
			return false
		}
	}
	return true
}

// pending returns the index of a child that needs a search and has none
// under way: re-searches of started children first, then the next new
// one; -1 if there is none.
func (n *node[P, M]) pending() int {
	if n.cut || n.leaf || n.moves == nil {
		return -1
	}
	for i := 0; i < n.next; i++ {
		k := &n.kids[i]
		if !k.settled && k.running == 0 && !k.recursing {
			return i
		}
	}
	if n.next < len(n.kids) {
		return n.next
	}
	return -1
}

// window returns the window for the next search of child i, from the
// node's point of view: the full window for the first child of a PV node,
// the PVS re-search window (lo, beta) after a fail high, and the minimal
// window (alpha, alpha+1) otherwise.
func (n *node[P, M]) window(i int) (a, b int) {
	k := &n.kids[i]
	switch {
	case i == 0 && k.searches == 0:
		return n.alpha, n.beta
	case k.lo > n.alpha && k.lo < n.beta:
		return k.lo, n.beta
	}
	return n.alpha, min(n.alpha+1, n.beta)
}

// record folds the value v of a search of child i with window (a, b) into
// the child's bounds and the node's state. It reports whether alpha rose.
func (n *node[P, M]) record(i, a, b, v int) (raised bool) {
	k := &n.kids[i]
	k.searches++
	switch {
	case v <= a:
		k.hi = min(k.hi, v)
	case v >= b:
		k.lo = max(k.lo, v)
	default:
		k.lo, k.hi = v, v
	}
	if k.lo > k.hi { // search instability (transposition table): trust the newest
		k.lo, k.hi = v, v
	}
	return n.settle(i)
}

// settle re-examines child i against the node's current window.
func (n *node[P, M]) settle(i int) (raised bool) {
	k := &n.kids[i]
	if k.settled {
		return false
	}
	switch {
	case k.lo >= n.beta:
		k.settled = true
		n.score = max(n.score, k.lo)
		n.best = i
		n.cut = true
	case k.lo == k.hi:
		k.settled = true
		n.exact = true
		if k.lo > n.score {
			n.score, n.best = k.lo, i
		}
		if k.lo > n.alpha {
			n.alpha = k.lo
			raised = true
		}
	case k.hi <= n.alpha:
		k.settled = true
		n.score = max(n.score, k.hi)
	}
	return raised
}

// bestMove returns the move of the best child, or the first move.
func (n *node[P, M]) bestMove() M {
	if len(n.moves) == 0 {
		var none M
		return none
	}
	if n.best >= 0 {
		return n.moves[n.best]
	}
	return n.moves[0]
}
