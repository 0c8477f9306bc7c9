package pvsplit

import (
	"context"
	"errors"
	"slices"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/parallel"
)

// controller runs one search of the root to a fixed depth: the thesis's
// PVSplit or PVFSplit procedure, with straggler preemption when enabled.
// It walks the current variation itself (the stack), farms subtrees to the
// farm's searchers and folds their results into the nodes' bounds.
type controller[G search.Game[P, M], P any, M board.Move] struct {
	g     G
	e     *parallel.Engine[G, P, M]
	cfg   Options
	ctx   context.Context
	x     *farm[G, P, M]
	eng   *search.Searcher[G, P, M] // orders moves as the searchers do
	sh    *search.Shared
	stack []*node[P, M]
	tasks map[uint64]*task[P, M]
	ids   *uint64

	unwindTo int   // ply of the node a cutoff was found at, -1 when not unwinding
	aborted  bool  // the context was cancelled, or err is set
	err      error // an internal inconsistency that ended the search

	deadline   account.Time // machine time at which to stop, 0 for none
	rootPath   []uint64     // keys of the game positions before the root
	prevScore  int          // root score of the previous iteration, for synthetic windows
	havePrev   bool
	idleSince  []account.Time
	lastNode   []*node[P, M] // the node each searcher last returned a result to
	idleAs     []IdleReason  // how each idle searcher was last classified
	classified []bool
	nodes      uint64 // nodes the controller visited itself
	counters   *account.Counters
	callStats  search.Stats // statistics of the searches of this root search
	rootResult *node[P, M]
}

// task is a search farmed out for child `child` of node n, or for n itself
// when child is -1 (a node at minimum granularity).
type task[P any, M board.Move] struct {
	id       uint64
	n        *node[P, M]
	child    int
	a, b     int // window, from n's point of view
	searcher int
	started  account.Time
}

// run searches root to depth with the window (alpha, beta).
func (c *controller[G, P, M]) run(root P, depth, alpha, beta int) *node[P, M] {
	c.unwindTo = -1
	c.tasks = make(map[uint64]*task[P, M])
	if p := c.x.Searchers(); len(c.idleSince) != p {
		c.idleSince = make([]account.Time, p)
		c.lastNode = make([]*node[P, M], p)
		c.idleAs = make([]IdleReason, p)
		c.classified = make([]bool, p)
	}
	for i := range c.lastNode {
		c.lastNode[i], c.classified[i] = nil, false
	}
	n := newNode[P, M](0, depth, root, c.rootPath, nil, alpha, beta)
	n.kind = parallel.PVNode
	n.seq = !c.cfg.RootSplit
	c.visit(n)
	c.rootResult = n
	return n
}

// visit computes the value of n, which the caller has set up, and leaves
// it in n.score. It returns early when a cutoff above n or a cancellation
// makes n's value moot.
func (c *controller[G, P, M]) visit(n *node[P, M]) {
	c.stack = append(c.stack, n)
	defer c.pop(n)
	if n.depth <= c.cfg.MinGranularity {
		c.leaf(n)
		return
	}
	c.nodes++
	c.x.Charge(CostNode)
	if n.ply > 0 && parallel.Repeats(c.g.Key(&n.pos), n.path) {
		n.score, n.leafDone, n.leaf = search.Draw, true, true
		return
	}
	n.moves = c.g.Moves(&n.pos, nil)
	if len(n.moves) == 0 { // the game is over
		v, _ := c.g.Outcome(&n.pos)
		n.score, n.leafDone, n.leaf = search.ResultAt(v, n.ply), true, true
		return
	}
	c.eng.OrderMoves(&n.pos, n.moves, n.ply)
	n.kids = make([]child, len(n.moves))
	for i := range n.kids {
		n.kids[i].lo, n.kids[i].hi = -inf, inf
	}
	// Young brothers wait: the first child is searched before the node is
	// split, with the node's own window (the eldest brother of a PV node
	// is the next PV node).
	n.next = 1
	c.recurse(n, 0)
	for !c.stopping(n) && !n.complete() {
		c.e.PublishMaybe()
		if c.preemptStraggler(n) {
			continue
		}
		if n.seq {
			if i := n.pending(); i >= 0 {
				c.recurse(n, i)
				continue
			}
		} else if c.x.Idle() > 0 {
			if i := n.pending(); i >= 0 {
				c.farm(n, i, false)
				continue
			}
		}
		if c.farmFrontier(n) {
			continue
		}
		c.waitOne(n)
	}
	if !c.stopping(n) {
		c.store(n)
	}
}

// stopping reports whether n must return at once: the search was
// cancelled, or a cutoff was found at an ancestor of n. When the cutoff is
// at n itself, n is the node to back up to, so unwinding ends here.
func (c *controller[G, P, M]) stopping(n *node[P, M]) bool {
	if c.aborted {
		return true
	}
	if c.unwindTo < 0 {
		return false
	}
	if c.unwindTo == n.ply {
		c.unwindTo = -1
		return false
	}
	return c.unwindTo < n.ply
}

// recurse searches child i of n with the controller itself: the child
// becomes part of the current variation and is split in turn.
func (c *controller[G, P, M]) recurse(n *node[P, M], i int) {
	a, b := n.window(i)
	if n.next <= i {
		n.next = i + 1
	}
	m := n.moves[i]
	ch := newNode(n.ply+1, n.depth-1, c.g.Play(&n.pos, m), appendKey(n.path, c.g.Key(&n.pos)), appendMove(n.route, m), -b, -a)
	ch.kind = n.kind.Child(i)
	if ch.kind == parallel.PVNode && n.kids[i].searches > 0 {
		ch.kind = parallel.CutNode // re-searched, the eldest has left the principal variation
	}
	ch.seq = c.cfg.frontier && !ch.all()
	if n.kids[i].searches > 0 {
		c.counters.ReSearches++
	}
	n.kids[i].recursing = true
	c.visit(ch)
	n.kids[i].recursing = false
	if c.aborted || c.unwindTo >= 0 {
		return // the child's value is moot: a cutoff above it, or a stop
	}
	c.fold(n, i, a, b, -ch.score)
}

// leaf hands n, at minimum granularity, to one searcher whole: the
// thesis's call of sequential PVS at TreeDepth - MinGranularity.
func (c *controller[G, P, M]) leaf(n *node[P, M]) {
	n.leaf = true
	for !c.stopping(n) && !n.leafDone {
		c.e.PublishMaybe()
		if n.out == 0 && c.x.Idle() > 0 {
			c.start(&task[P, M]{n: n, child: -1, a: n.alpha0, b: n.beta}, n.pos, n.path, n.route, n.alpha0, n.beta, n.depth, n.ply)
			continue
		}
		if c.farmFrontier(n) {
			continue
		}
		c.waitOne(n)
	}
}

// farmFrontier is PVFSplit's non-local work out: with the current node
// cur out of work, give an idle searcher a subtree of another node of the
// current variation. It reports whether it did.
func (c *controller[G, P, M]) farmFrontier(cur *node[P, M]) bool {
	if !c.cfg.frontier || c.x.Idle() == 0 {
		return false
	}
	m, i := c.otherSplitNode(cur)
	if m == nil {
		return false
	}
	c.farm(m, i, true)
	return true
}

// farm gives child i of node m to an idle searcher. Frontier farming of a
// node other than the current one may use a synthesized minimal window
// (the thesis's SynthMinWindow).
func (c *controller[G, P, M]) farm(m *node[P, M], i int, frontier bool) {
	a, b := m.window(i)
	if frontier {
		a, b = c.synthWindow(m, i, a, b)
	}
	if m.next <= i {
		m.next = i + 1
	}
	if !m.split {
		m.split = true
		c.counters.Splits++
		c.x.Charge(CostSplit)
	}
	if m.kids[i].searches > 0 {
		c.counters.ReSearches++
	}
	mv := m.moves[i]
	t := &task[P, M]{n: m, child: i, a: a, b: b}
	c.start(t, c.g.Play(&m.pos, mv), appendKey(m.path, c.g.Key(&m.pos)), appendMove(m.route, mv), -b, -a, m.depth-1, m.ply+1)
	m.kids[i].running = t.id
}

func (c *controller[G, P, M]) start(t *task[P, M], p P, path []uint64, route []M, alpha, beta, depth, ply int) {
	*c.ids++
	t.id = *c.ids
	t.started = c.x.Now()
	t.searcher = c.x.Start(Work[P, M]{ID: t.id, Pos: p, Path: path, Route: route, Alpha: alpha, Beta: beta, Depth: depth, Ply: ply})
	c.tasks[t.id] = t
	t.n.out++
	c.counters.Farmed++
}

// synthWindow picks the window for a frontier search of child i of m.
// More than SynthDepth plies above the leaves, a minimal window centred on
// an estimate of m's value replaces the full window: the best score at the
// deepest node of the current variation that has one, carried up with the
// sign of negamax, or else the previous iteration's root score.
func (c *controller[G, P, M]) synthWindow(m *node[P, M], i, a, b int) (int, int) {
	if m.exact || m.kids[i].searches > 0 || m.depth <= c.cfg.SynthDepth {
		return a, b
	}
	est, ok := 0, false
	for j := len(c.stack) - 1; j >= 0; j-- {
		d := c.stack[j]
		if d.exact {
			est, ok = d.score, true
			if (d.ply-m.ply)%2 != 0 {
				est = -est
			}
			break
		}
	}
	if !ok && c.havePrev {
		est, ok = c.prevScore, true
		if m.ply%2 != 0 {
			est = -est
		}
	}
	if !ok {
		return a, b
	}
	est = max(m.alpha, min(est, m.beta-1))
	c.counters.SynthWindows++
	return est, est + 1
}

// otherSplitNode is the thesis's GetOtherSplitNode: a node of the current
// variation other than cur with a child to give out. ALL nodes come before
// CUT nodes; among them the nearest ancestor first (or the root first when
// configured). The root is a candidate only when it may be split.
func (c *controller[G, P, M]) otherSplitNode(cur *node[P, M]) (*node[P, M], int) {
	var pick *node[P, M]
	pickIdx := -1
	better := func(m *node[P, M]) bool {
		if pick == nil {
			return true
		}
		if m.all() != pick.all() {
			return m.all()
		}
		if c.cfg.RootFirst {
			return m.ply < pick.ply
		}
		return m.ply > pick.ply
	}
	for _, m := range c.stack {
		if m == cur || m.leaf || m.moves == nil || (m.ply == 0 && !c.cfg.RootSplit) {
			continue
		}
		if i := m.pending(); i >= 0 && better(m) {
			pick, pickIdx = m, i
		}
	}
	return pick, pickIdx
}

// waitOne waits for a result and folds it in. While waiting, idle
// searchers count as waiting at a synchronization point when cur has
// given out all its work, and as starved otherwise.
func (c *controller[G, P, M]) waitOne(cur *node[P, M]) {
	c.classifyIdle()
	if len(c.tasks) == 0 && c.x.Idle() == c.x.Searchers() {
		// Nothing runs and nothing can be started: cannot happen while
		// cur is incomplete; guard against spinning forever. (An
		// interrupted real searcher is still busy until it unwinds.)
		c.err = errors.New("parallel: controller waits with nothing outstanding")
		c.aborted = true
		return
	}
	deadline := c.lbDeadline()
	if c.deadline > 0 && (deadline == 0 || c.deadline < deadline) {
		deadline = c.deadline
	}
	r, ok := c.x.Wait(c.ctx, deadline)
	if c.ctx.Err() != nil || (c.deadline > 0 && c.x.Now() >= c.deadline) {
		c.aborted = true
		return
	}
	if ok {
		c.receive(r)
	}
}

// classifyIdle tells the farm why each idle searcher is idle: it waits
// at a synchronization point while the split node it last returned a
// result to is still on the current variation and waits for other
// searchers; otherwise it is starved.
func (c *controller[G, P, M]) classifyIdle() {
	busy := c.busySearchers()
	for s := range c.idleSince {
		if busy[s] {
			continue
		}
		r := Starved
		if n := c.lastNode[s]; n != nil && n.out > 0 && c.onStack(n) {
			r = Waiting
		}
		if r != c.idleAs[s] || !c.classified[s] {
			c.x.SetIdle(s, r)
			c.idleAs[s], c.classified[s] = r, true
		}
	}
}

func (c *controller[G, P, M]) onStack(n *node[P, M]) bool {
	for _, m := range c.stack {
		if m == n {
			return true
		}
	}
	return false
}

// receive folds a searcher's report into the node that gave out the work.
func (c *controller[G, P, M]) receive(r Report) {
	c.idleSince[r.Searcher] = c.x.Now()
	c.classified[r.Searcher] = false // the searcher marked itself waiting
	t := c.tasks[r.WorkID]
	if t == nil {
		c.lastNode[r.Searcher] = nil
		return // stale: its node has already been left
	}
	c.lastNode[r.Searcher] = t.n
	delete(c.tasks, r.WorkID)
	c.counters.Stats.Add(r.Stats)
	c.callStats.Add(r.Stats)
	n := t.n
	n.out--
	if t.child < 0 {
		n.score, n.leafDone = r.Score, true
		return
	}
	n.kids[t.child].running = 0
	c.fold(n, t.child, t.a, t.b, -r.Score)
}

// fold records value v of child i of n, searched with window (a, b), and
// reacts: restarts of searches whose window is now outdated, and on a
// cutoff the interruption of n's other searches and, if n lies above the
// current node, backing up to n at once.
func (c *controller[G, P, M]) fold(n *node[P, M], i, a, b, v int) {
	if n.record(i, a, b, v) {
		for j := range n.kids {
			n.settle(j)
		}
		if !c.cfg.NoRestart {
			c.restartOutdated(n)
		}
	}
	if !n.cut {
		return
	}
	c.counters.Cutoffs++
	c.interruptNode(n)
	if top := c.stack[len(c.stack)-1]; top != n {
		// Interrupt everything below n; the recursion unwinds to n.
		for _, m := range c.stack {
			if m.ply > n.ply {
				c.interruptNode(m)
			}
		}
		c.unwindTo = n.ply
	}
}

// restartOutdated interrupts the searches of n started with an alpha below
// n's current one and puts their children back to be searched again with
// the better window (the first enhancement of ParaChinook's PVSplit).
func (c *controller[G, P, M]) restartOutdated(n *node[P, M]) {
	for _, t := range c.tasksOf(n) {
		if t.child < 0 || t.a >= n.alpha || n.kids[t.child].settled {
			continue
		}
		id := t.id
		c.x.Interrupt(id)
		delete(c.tasks, id)
		n.out--
		n.kids[t.child].running = 0
		c.forget(t.searcher)
		c.counters.Restarts++
		c.counters.Interrupts++
	}
}

// interruptNode stops every search under way for n.
func (c *controller[G, P, M]) interruptNode(n *node[P, M]) {
	for _, t := range c.tasksOf(n) {
		id := t.id
		c.x.Interrupt(id)
		delete(c.tasks, id)
		n.out--
		if t.child >= 0 {
			n.kids[t.child].running = 0
		}
		c.forget(t.searcher)
		c.counters.Interrupts++
	}
}

// forget notes that searcher s was interrupted: idle from now, tied to no
// split node, to be classified afresh.
func (c *controller[G, P, M]) forget(s int) {
	c.idleSince[s] = c.x.Now()
	c.lastNode[s], c.classified[s] = nil, false
}

// tasksOf returns the searches under way for n in the order they were
// started, so that the simulator sees the same sequence of interrupts in
// every run (map order is random).
func (c *controller[G, P, M]) tasksOf(n *node[P, M]) []*task[P, M] {
	var out []*task[P, M]
	for _, t := range c.tasks {
		if t.n == n {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b *task[P, M]) int { return int(a.id) - int(b.id) })
	return out
}

// pop leaves n: whatever still runs for it is moot.
func (c *controller[G, P, M]) pop(n *node[P, M]) {
	c.interruptNode(n)
	c.stack = c.stack[:len(c.stack)-1]
}

// store records the value of a completed node in the transposition table
// so that the next iteration orders the variation's moves first.
func (c *controller[G, P, M]) store(n *node[P, M]) {
	if len(n.moves) == 0 || c.sh.TT == nil {
		return
	}
	parallel.StoreNode(c.e, c.g.Key(&n.pos), n.depth, n.ply, n.alpha0, n.beta, n.score, n.bestMove())
}

func appendKey(path []uint64, k uint64) []uint64 {
	return append(slices.Clip(path), k)
}

func appendMove[M board.Move](route []M, m M) []M {
	return append(slices.Clip(route), m)
}
