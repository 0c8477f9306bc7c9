// Package ybwc is the Young Brothers Wait Concept (Feldmann, Monien, Mysliwietz and Vornberger
// 1990), as Lu 1993 §3.8 describes it with the Helpful Master and
// Weill 1996 §1 and §4 (Figure 7: a cutoff stops the other brothers'
// searchers) beside ABDADA: at every node the eldest brother is searched
// first and alone; only then may the node become a split point whose
// younger brothers other searchers take. Nodes split anywhere in any
// searcher's subtree while the remaining depth is above minsplit; at and
// below it the sequential search.Searcher searches whole subtrees.
//
// It is cut as GopherCheck cuts it: split point (split.go), balancer
// (balance.go) and worker (ybwc.go). There is no controller and no
// lock over all split points. Thread 0 starts at the root; a searcher
// with nothing to do sleeps on a condition of its own. A searcher about
// to search a younger brother looks whether any sleeps (one atomic word);
// if one does, the node becomes a split point with a lock of its own, and
// each sleeper is booked a brother and woken alone. A helper searches its
// brother with the split point's window as it is then, a minimal window
// as PVS does, re-searching a fail high itself, and takes the next
// brother of the same split point until none is left; then it looks for
// a brother left at the split points the others have open (pick: nearest
// the root, the oldest, or one at random) before it sleeps again. The
// owner of a split point (its master) searches brothers too; when all are
// taken it sleeps until its helpers are done, bookable only for work below
// its own split point (a helpful master). A cutoff at a split point
// raises its abort flag; every search under it, at any depth and on any
// thread, reads the flags of the chain of split points above it at its
// next poll and unwinds.
//
// Until 2026-11 every searcher took one lock to open, list, scan and
// leave split points, and a broadcast woke every sleeper at each change:
// 4.9 times faster than one searcher on 8 real cores, 3.2 on 16, with
// 56% of the time waiting (docs/scaling.md).
//
// Dynamic PVSplit (dpvsplit.go) runs on the same split points, balancer
// and worker under another policy of when a node splits.
package ybwc

import (
	"context"
	"fmt"
	"slices"
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
	"frontier/search/parallel"
	"frontier/search/tt"
)

// ybThread is what one thread owns: its sequential searcher (the
// team's) and, per ply, the positions and move lists of its own
// recursion above minsplit, and what it counts; the counts are added to
// the engine's at the end of a root search, so that no two threads write
// one counter.
type ybThread[G search.Game[P, M], P any, M board.Move] struct {
	id    int
	s     *search.Searcher[G, P, M]
	sl    *sleeper[P, M]
	open  openStack[P, M]
	pos   [search.MaxPly + 1]P
	moves [search.MaxPly][]M
	path  []uint64          // keys from the game start to the current node, exclusive
	ctx   *splitPoint[P, M] // the split point whose brother this thread searches now
	helps atomic.Int64      // brothers searched at other searchers' split points
	c     account.Counters  // of this root search
	ids   uint64            // split points this thread opened
	// stores counts the table stores of its recursion (its Searcher
	// counts its own accesses).
	stores uint64
}

type ybwc[G search.Game[P, M], P any, M board.Move] struct {
	e       *parallel.Engine[G, P, M]
	g       G
	m       machine.Machine
	sh      *search.Shared
	opt     Options        // with its defaults
	sopt    search.Options // the searchers'
	team    *parallel.Team[G, P, M]
	threads []*ybThread[G, P, M]
	bal     *balancer[P, M]
	start   machine.Mutex // the start barrier of a root search
	started machine.Cond
	ready   int         // helpers that have started; guarded by start
	over    atomic.Bool // the root search is done: idle threads leave
	stop    atomic.Bool // cancelled or out of time
	rootIdx int         // index in root of the root's best move
	root    []M
	hasRoot bool

	// pvOnly is Dynamic PVSplit's policy (see dpvsplit.go): a node on
	// the principal variation opens its younger brothers as a split
	// point whether or not a searcher is idle, so that searchers coming
	// free find them; a node off it splits only for an idle searcher.
	// YBWC splits any node for an idle searcher and no other.
	pvOnly bool

	// hungrySplit: nodes below minsplit with more plies left than this
	// keep to the recursion, and so may split, while a searcher is idle.
	hungrySplit int
}

// New is the root search of YBWC or Dynamic PVSplit on e, or nil when
// e's algorithm is of another family (see parallel.New).
func New[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M] {
	cfg := e.Config()
	o, ok := cfg.Options.(Options)
	if !ok {
		return nil
	}
	return newYBWC(e, o.withDefaults(), policies[cfg.Algorithm])
}

func newYBWC[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M], o Options, pol policy) *ybwc[G, P, M] {
	cfg := e.Config()
	y := &ybwc[G, P, M]{e: e, g: e.Game(), m: e.Machine(), sh: e.Shared(), opt: o, sopt: cfg.Search, pvOnly: pol.pvOnly, hungrySplit: o.HungrySplit}
	if pol.hungrySplit != 0 {
		y.hungrySplit = pol.hungrySplit
	}
	y.bal = newBalancer[P, M](y.m, cfg.Searchers)
	y.start = y.m.NewMutex("start")
	y.started = y.m.NewCond(y.start, "start")
	var ss []*search.Searcher[G, P, M]
	for i := 0; i < cfg.Searchers; i++ {
		th := &ybThread[G, P, M]{id: i, s: search.NewSearcher(y.g, y.sh, cfg.Search), sl: y.bal.sleepers[i]}
		for j := range th.moves {
			th.moves[j] = make([]M, 0, 32)
		}
		y.threads = append(y.threads, th)
		ss = append(ss, th.s)
	}
	y.team = parallel.NewTeam(e, ss)
	return y
}

func (y *ybwc[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	y.over.Store(false)
	y.stop.Store(false)
	y.hasRoot, y.root, y.ready = false, nil, 0
	y.bal.reset()
	moveEnd := y.e.Deadline()
	var score int
	poll := func(t machine.Thread) bool {
		if t.ID() == 0 {
			// The panes see the open split points while the root
			// search runs, not only at its end.
			y.e.PublishMaybe()
		}
		return y.halt(t, y.threads[t.ID()], moveEnd)
	}
	err := y.team.Run(ctx, poll, func(t machine.Thread) {
		th := y.threads[t.ID()]
		th.stores, th.c = 0, account.Counters{}
		th.ctx = nil
		if t.ID() == 0 {
			// Start when every helper is asleep waiting for work:
			// threads are started afresh for each root search, and on
			// the real machine a small search would otherwise be over
			// before a helper has been scheduled at all.
			y.start.Lock(t)
			for y.ready < len(y.threads)-1 && !t.Stopped() {
				y.started.Wait(t, account.Starved, 0)
			}
			y.start.Unlock(t)
			t.Mark(account.Working, "root")
			th.pos[0] = root
			th.path = append(th.path[:0], y.e.RootPath()...)
			score = y.node(t, th, 0, depth, alpha, beta, parallel.PVNode, moveEnd)
			y.over.Store(true)
			for _, s := range y.bal.sleepers[1:] {
				y.bal.wake(t, s, false)
			}
		} else {
			y.idle(t, th, moveEnd)
		}
	})
	c := y.e.Counters()
	for i, th := range y.threads {
		st := y.team.Stats(i)
		c.Splits += th.c.Splits
		c.Farmed += th.c.Farmed
		c.Cutoffs += th.c.Cutoffs
		c.Interrupts += th.c.Interrupts
		c.TableReads += st.TTProbes // Weill's table operations (account.Counters)
		c.TableWrites += st.TTStores + th.stores
	}
	c.TableOps = c.TableReads + c.TableWrites
	if err != nil || y.stop.Load() {
		return search.RootResult[M]{Aborted: true}, err
	}
	var best M
	if y.hasRoot {
		best = y.root[y.rootIdx]
	}
	return y.team.Result(score, best, y.hasRoot), nil
}

// halt reports whether th's current search is moot: the root search was
// stopped, or a cutoff above it.
func (y *ybwc[G, P, M]) halt(t machine.Thread, th *ybThread[G, P, M], moveEnd account.Time) bool {
	if y.stop.Load() {
		return true
	}
	if t.Stopped() || moveEnd > 0 && t.Now() >= moveEnd {
		y.stop.Store(true)
		return true
	}
	return th.ctx.stopped()
}

// leave reports whether an idle thread should leave: the root search is
// over or stopped.
func (y *ybwc[G, P, M]) leave(t machine.Thread) bool {
	return y.over.Load() || y.stop.Load() || t.Stopped()
}

// node searches th.pos[ply] to depth with the window (alpha, beta) and
// returns its fail-soft value; th.path holds the keys above it. Above
// minsplit it is PVS with young brothers waiting: the table first (a
// cutoff as the sequential engine's nodes take one), the eldest brother
// by recursion, then the others, opened as a split point (shouldSplit);
// the best move is stored and rewarded in the history table as the
// sequential engine does. At and below minsplit the subtree goes
// whole to the thread's sequential searcher, except while a searcher is
// idle: then nodes with more than hungrySplit plies left stay in the
// recursion and may split, so that idle searchers find work at the ends
// of an iteration. kind is what the node is expected to be (pvNode for
// the root and the eldest brothers of pv nodes): under cutwait an
// expected cut node searches a few more brothers alone first.
func (y *ybwc[G, P, M]) node(t machine.Thread, th *ybThread[G, P, M], ply, depth, alpha, beta int, kind parallel.NodeKind, moveEnd account.Time) int {
	if y.halt(t, th, moveEnd) {
		return 0
	}
	if depth <= y.opt.MinGranularity && (depth <= y.hungrySplit || !y.bal.hungry()) {
		s := th.s
		if s.Planning() && ply > 0 {
			// The subtree's root is an inner node of the sequential
			// search too: Search would not prune at it (its root), so
			// the selective search runs here first (plan.go). The
			// check extension is left to Search.
			if v, done := y.plan(t, th, ply, &depth, &alpha, &beta); done {
				return v
			}
		}
		s.SetPath(th.path)
		s.ResetAbort()
		v := s.Search(&th.pos[ply], alpha, beta, depth, ply)
		y.team.Charge(t, th.id)
		return v
	}
	g := y.g
	th.s.Stats().Nodes++ // counted with the sequential searcher's, so that search overhead includes these
	y.team.Charge(t, th.id)
	t.Sync()
	p := &th.pos[ply]
	key := g.Key(p)
	if ply > 0 && parallel.Repeats(key, th.path) {
		return search.Draw
	}
	v, ok, hint := y.probe(th, key, depth, ply, alpha, beta)
	if ok {
		return v
	}
	// The selective search of a playing engine (null moves, LMR,
	// futility...), at this node as PVS runs it (plan.go).
	pl, v, done := th.s.PlanNode(p, alpha, beta, depth, ply, hint)
	if th.s.Planning() {
		y.team.Charge(t, th.id)
	}
	if done {
		return v
	}
	alpha, beta, depth = pl.Alpha, pl.Beta, pl.Depth
	moves := g.Moves(p, th.moves[ply][:0])
	th.moves[ply] = moves[:0]
	if len(moves) == 0 {
		v, _ := g.Outcome(p)
		return search.ResultAt(v, ply)
	}
	th.s.OrderMoves(p, moves, ply)
	th.path = append(th.path, key)
	th.pos[ply+1] = g.Play(p, moves[0])
	best := -y.node(t, th, ply+1, depth-1, -beta, -alpha, kind.Child(0), moveEnd)
	bestIdx := 0
	if y.halt(t, th, moveEnd) {
		th.path = th.path[:len(th.path)-1]
		return 0
	}
	from := 1 // the first brother not searched by this thread alone
	for ; best < beta && from < len(moves) && !y.shouldSplit(kind, depth, from); from++ {
		a := max(alpha, best)
		th.pos[ply+1] = g.Play(p, moves[from])
		skip, r := th.s.Reduce(&pl, p, &th.pos[ply+1], moves[from], from, ply)
		if skip {
			continue
		}
		v := -y.node(t, th, ply+1, depth-1-r, -a-1, -a, parallel.CutNode, moveEnd)
		if r > 0 && v > a && !y.halt(t, th, moveEnd) { // a reduced move failed high: search it in full
			v = -y.node(t, th, ply+1, depth-1, -a-1, -a, parallel.CutNode, moveEnd)
		}
		if v > a && v < beta && !y.halt(t, th, moveEnd) {
			v = max(v, -y.node(t, th, ply+1, depth-1, -beta, -v, parallel.CutNode, moveEnd))
		}
		if y.halt(t, th, moveEnd) {
			th.path = th.path[:len(th.path)-1]
			return 0
		}
		if v > best {
			best, bestIdx = v, from
		}
	}
	if best < beta && from < len(moves) {
		sp := y.split(t, th, ply, depth, alpha, beta, best, bestIdx, from, moves, pl)
		y.master(t, th, sp, moveEnd)
		best, bestIdx = sp.best, sp.bestIdx
		moves = sp.moves
		th.path = append(th.path[:0], sp.path...) // helping elsewhere rewrote it
	}
	th.path = th.path[:len(th.path)-1]
	if y.halt(t, th, moveEnd) {
		return 0
	}
	if ply == 0 {
		y.root, y.rootIdx, y.hasRoot = slices.Clone(moves), bestIdx, true
	}
	if y.sh.TT != nil {
		th.stores++
	}
	parallel.StoreNode(y.e, key, depth, ply, alpha, beta, best, moves[bestIdx])
	if h := y.sh.History; h != nil && y.sopt.History && best > alpha {
		h.Reward(g.HistoryIndex(p, moves[bestIdx]), depth)
	}
	return best
}

// probe answers the node at ply from the transposition table when an
// entry at least as deep bounds its value outside (alpha, beta) or is
// exact, as the sequential engine's nodes do (never at the root, nor in
// exact mode). Without it every node above minsplit searched its subtree
// again wherever the tree transposes.
func (y *ybwc[G, P, M]) probe(th *ybThread[G, P, M], key uint64, depth, ply, alpha, beta int) (v int, ok bool, hint tt.Move) {
	table := y.sh.TT
	if table == nil || ply == 0 || y.sopt.Exact {
		return 0, false, tt.NoMove
	}
	st := th.s.Stats()
	st.TTProbes++
	e, hit := table.Probe(key, ply)
	if !hit {
		return 0, false, tt.NoMove
	}
	st.TTHits++
	if e.Cuts(depth, alpha, beta) {
		st.TTCutoffs++
		return e.Score, true, tt.NoMove
	}
	return 0, false, e.Move
}

// shouldSplit reports whether a node of kind, depth plies from the
// leaves, whose brothers before from (the eldest at least) are searched,
// opens the others as a split point now. YBWC opens every node above
// minsplit (the young brothers wait only for the eldest), and a node
// below it while a searcher is idle; an expected cut node first searches
// Options.CutWait more brothers alone (it may yet cut off). Dynamic
// PVSplit opens the nodes of the principal variation, and others only
// while a searcher is idle.
func (y *ybwc[G, P, M]) shouldSplit(kind parallel.NodeKind, depth, from int) bool {
	if y.pvOnly {
		return kind == parallel.PVNode || y.bal.hungry()
	}
	if kind == parallel.CutNode && from <= y.opt.CutWait {
		return false
	}
	return depth > y.opt.MinGranularity || y.bal.hungry()
}

// split opens the node at ply, whose brothers before from have been
// searched with the best value best (of brother bestIdx), as a split
// point: published on th's open stack for late joiners, and a brother
// booked for each idle searcher. plan is the selective search's plan of
// the node, which its helpers apply to the brothers they take.
func (y *ybwc[G, P, M]) split(t machine.Thread, th *ybThread[G, P, M], ply, depth, alpha, beta, best, bestIdx, from int, moves []M, plan search.Plan) *splitPoint[P, M] {
	t.Spend(account.OpSplit, 1)
	th.ids++
	sp := &splitPoint[P, M]{
		parent: th.ctx, owner: th.id, id: th.ids, ply: ply, depth: depth,
		pos: th.pos[ply], path: slices.Clone(th.path), moves: slices.Clone(moves),
		alpha0: alpha, beta: beta, plan: plan, born: t.Now(), home: th.sl,
		mu:    y.m.NewMutex("split point"),
		alpha: max(alpha, best), best: best, bestIdx: bestIdx, next: from,
		seen: make([]uint64, (len(y.threads)+63)/64),
	}
	sp.wrote(th.id)
	sp.left.Store(int32(len(moves) - from))
	sp.done.Store(int32(from))
	sp.shownAlpha.Store(int32(sp.alpha))
	sp.shownBest.Store(int32(best))
	th.c.Splits++
	th.open.push(sp)
	y.bal.book(t, th.id, sp)
	return sp
}

// master is the owner's part at its split point: search brothers while
// any are left, then wait for the helpers, helping below meanwhile.
func (y *ybwc[G, P, M]) master(t machine.Thread, th *ybThread[G, P, M], sp *splitPoint[P, M], moveEnd account.Time) {
	t.Mark(account.Working, "")
	sp.lock(t, th.id)
	i, a := sp.claim(th.id)
	sp.mu.Unlock(t)
	y.work(t, th, sp, i, a, moveEnd)
	for {
		sp.lock(t, th.id)
		if sp.out == 0 {
			sp.ownerWaits = false
			sp.mu.Unlock(t)
			break
		}
		sp.ownerWaits = true
		sp.mu.Unlock(t)
		if y.stop.Load() || t.Stopped() {
			// The root search is over: the owner leaves its helpers to
			// unwind on their own.
			y.stop.Store(true)
			break
		}
		helpful := !y.opt.Unhelpful
		if helpful {
			if q, j, b := y.join(t, th, sp); q != nil {
				y.work(t, th, q, j, b, moveEnd)
				continue
			}
		}
		var waitAt *splitPoint[P, M]
		if helpful {
			waitAt = sp
		}
		q, j, b := y.bal.sleep(t, th.sl, account.Waiting, waitAt, helpful, func() bool { return y.stop.Load() || t.Stopped() })
		if q != nil {
			y.work(t, th, q, j, b, moveEnd)
		}
	}
	th.open.pop(sp)
	t.Mark(account.Working, "")
}

// idle is the body of a thread with nothing of its own: join split
// points with brothers left, or sleep until booked, until the root
// search is over.
func (y *ybwc[G, P, M]) idle(t machine.Thread, th *ybThread[G, P, M], moveEnd account.Time) {
	t.Mark(account.Starved, "")
	y.start.Lock(t)
	if y.ready++; y.ready == len(y.threads)-1 {
		y.started.Signal(t)
	}
	y.start.Unlock(t)
	for {
		if y.leave(t) {
			// A booking made before the end still counts on this
			// thread: its brother's split point waits for it.
			if sp, i, a := y.bal.sleep(t, th.sl, account.Starved, nil, false, func() bool { return true }); sp != nil {
				y.work(t, th, sp, i, a, moveEnd)
			}
			return
		}
		if sp, i, a := y.join(t, th, nil); sp != nil {
			y.work(t, th, sp, i, a, moveEnd)
			t.Mark(account.Starved, "")
			continue
		}
		if sp, i, a := y.bal.sleep(t, th.sl, account.Starved, nil, true, func() bool { return y.leave(t) }); sp != nil {
			t.Spend(account.OpHandoff, 1)
			y.work(t, th, sp, i, a, moveEnd)
			t.Mark(account.Starved, "")
		}
	}
}

// join finds a split point with a brother left among those the other
// threads have open, below anc if anc is not nil, by Options.Pick, and
// claims a brother of it for th: a late join. It returns nil if there is
// none.
func (y *ybwc[G, P, M]) join(t machine.Thread, th *ybThread[G, P, M], anc *splitPoint[P, M]) (*splitPoint[P, M], int, int) {
	for tries := 0; tries < 2; tries++ {
		var found *splitPoint[P, M]
		n, seen := 0, 0
		for k := 1; k < len(y.threads); k++ {
			w := y.threads[(th.id+k)%len(y.threads)]
			seen++
			w.open.each(func(q *splitPoint[P, M]) bool {
				if q.left.Load() <= 0 || q.aborted.Load() || anc != nil && !q.below(anc) {
					return true
				}
				n++
				switch y.opt.Pick {
				case PickOldest:
					if found == nil || q.born < found.born {
						found = q
					}
				case PickRandom:
					if t.Rand().IntN(n) == 0 { // reservoir sampling: each with chance 1/n
						found = q
					}
				default:
					if found == nil || q.ply < found.ply {
						found = q
					}
				}
				return false // the rest of w's stack lies below q
			})
		}
		t.Spend(account.OpShared, seen) // each thread's open stack, which it writes
		if found == nil {
			return nil, -1, 0
		}
		found.lock(t, th.id)
		i, a := found.claim(th.id)
		found.mu.Unlock(t)
		if i >= 0 {
			t.Spend(account.OpSteal, 1)
			return found, i, a
		}
	}
	return nil, -1, 0
}

// work searches brother i of sp, claimed for th with the window's alpha
// a, folds its value in, and goes on with the next brother of the same
// split point until none is left or it is cut off. The last helper done
// wakes a master waiting for it.
func (y *ybwc[G, P, M]) work(t machine.Thread, th *ybThread[G, P, M], sp *splitPoint[P, M], i, a int, moveEnd account.Time) {
	helper := th.id != sp.owner
	if helper {
		t.Mark(account.Helping, "")
	}
	for i >= 0 {
		if helper {
			th.c.Farmed++
			th.helps.Add(1)
		}
		v, ok := y.brother(t, th, sp, i, a, sp.beta, moveEnd)
		sp.lock(t, th.id)
		if sp.fold(th.id, i, v, ok) {
			th.c.Cutoffs++
			th.c.Interrupts += uint64(sp.out) // brothers still under way
		}
		i = -1
		if !y.halt(t, th, moveEnd) {
			i, a = sp.claim(th.id)
		}
		release := sp.out == 0 && sp.ownerWaits
		if release {
			sp.ownerWaits = false
		}
		sp.mu.Unlock(t)
		if release {
			y.bal.wake(t, sp.home, true)
		}
	}
	if helper {
		t.Mark(account.Working, "")
	}
}

// brother searches brother i of sp as PVS does: with the minimal window
// (a, a+1) around the best value so far; a fail high strictly inside the
// window is searched again, by the same thread, against the split
// point's alpha as it is now. If that alpha has risen to the fail high's
// value or above (another brother raised it meanwhile), the brother is
// first searched again with the minimal window around the new alpha, as
// the sequential PVS would have searched it; only a fail high there, or
// straight away when alpha has not passed the value, is searched with the
// window (max(v, alpha), beta). It returns a value from sp's side and
// whether it counts (false when a cutoff or stop made it moot).
func (y *ybwc[G, P, M]) brother(t machine.Thread, th *ybThread[G, P, M], sp *splitPoint[P, M], i, a, b int, moveEnd account.Time) (int, bool) {
	saved := th.ctx
	defer func() { th.ctx = saved }()
	th.ctx = sp
	ply := sp.ply + 1
	th.pos[ply] = y.g.Play(&sp.pos, sp.moves[i])
	skip, r := th.s.Reduce(&sp.plan, &sp.pos, &th.pos[ply], sp.moves[i], i, sp.ply)
	if skip {
		return -search.Inf, true // pruned: no value, as PVS skips it
	}
	th.path = append(th.path[:0], sp.path...)
	v := -y.node(t, th, ply, sp.depth-1-r, -a-1, -a, parallel.CutNode, moveEnd)
	if y.halt(t, th, moveEnd) {
		return 0, false
	}
	if r > 0 && v > a { // a reduced move failed high: search it in full
		th.path = append(th.path[:0], sp.path...)
		v = -y.node(t, th, ply, sp.depth-1, -a-1, -a, parallel.CutNode, moveEnd)
		if y.halt(t, th, moveEnd) {
			return 0, false
		}
	}
	for v > a && v < b {
		sp.lock(t, th.id)
		w := sp.alpha
		sp.mu.Unlock(t)
		th.path = append(th.path[:0], sp.path...)
		if w >= v && w < b {
			// v is a lower bound below the new alpha: is the brother
			// better than w at all?
			r := -y.node(t, th, ply, sp.depth-1, -w-1, -w, parallel.CutNode, moveEnd)
			if y.halt(t, th, moveEnd) {
				return 0, false
			}
			a, v = w, max(v, r)
			continue
		}
		if w = max(v, w); w < b {
			r := -y.node(t, th, ply, sp.depth-1, -b, -w, parallel.CutNode, moveEnd)
			if y.halt(t, th, moveEnd) {
				return 0, false
			}
			v = max(v, r)
		}
		break
	}
	return v, true
}

func (y *ybwc[G, P, M]) Activity() []account.SearcherActivity {
	return y.team.Activity(func(i int) int { return int(y.threads[i].helps.Load()) })
}

// stack lists the open split points, each searcher's nearest the root
// first. Kind reads "sN+H": owned by searcher N, with H helpers searching
// brothers now. The figures are read without the split points' locks,
// each on its own, so a row may mix two moments.
func (y *ybwc[G, P, M]) Stack() []account.NodeView {
	var out []account.NodeView
	for _, th := range y.threads {
		th.open.each(func(sp *splitPoint[P, M]) bool {
			left := int(sp.left.Load())
			out = append(out, account.NodeView{
				Ply: sp.ply, Kind: fmt.Sprintf("s%d+%d", sp.owner, sp.helpers.Load()),
				Alpha: int(sp.shownAlpha.Load()), Beta: sp.beta, Score: int(sp.shownBest.Load()), Moves: len(sp.moves),
				Done: int(sp.done.Load()), Out: max(0, len(sp.moves)-left-int(sp.done.Load())), Left: left, Split: true,
			})
			return true
		})
	}
	slices.SortStableFunc(out, func(a, b account.NodeView) int { return a.Ply - b.Ply })
	return out
}

// plan runs the selective search at the root of a subtree about to go
// whole to th's searcher (plan.go): a repetition or the table may
// answer it first, as they would in the searcher; then mate-distance
// pruning may narrow *alpha, *beta, IIR take a ply off *depth, and
// reverse futility or a null move end it. The check extension is left
// to Search, which extends its root itself. done=true ends the node with
// the value.
func (y *ybwc[G, P, M]) plan(t machine.Thread, th *ybThread[G, P, M], ply int, depth, alpha, beta *int) (int, bool) {
	p := &th.pos[ply]
	key := y.g.Key(p)
	if parallel.Repeats(key, th.path) {
		return search.Draw, true
	}
	v, ok, hint := y.probe(th, key, *depth, ply, *alpha, *beta)
	if ok {
		return v, true
	}
	pl, v, done := th.s.PlanNode(p, *alpha, *beta, *depth, ply, hint)
	y.team.Charge(t, th.id)
	*alpha, *beta, *depth = pl.Alpha, pl.Beta, pl.Depth-pl.Extended
	return v, done
}
