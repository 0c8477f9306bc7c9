package parallel

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/machine"
)

// Young Brothers Wait Concept (Feldmann, Monien, Mysliwietz and Vornberger
// 1990), as Lu 1993 §3.8 describes it with the Helpful Master and
// Weill 1996 §1 and §4 (Figure 7: a cutoff stops the other brothers'
// searchers) beside ABDADA: at every node the eldest brother is searched
// first and alone; only then does the node become a split point whose
// younger brothers any idle searcher may take. Split points open anywhere in any
// searcher's subtree while the remaining depth is above minsplit; at and
// below it the sequential search.Searcher searches whole subtrees.
//
// There is no controller. Every thread runs the same code: thread 0
// starts at the root; the others look for a split point with a brother
// left (pick: nearest the root, the oldest, or one at random), attach as
// helpers and search one brother with the split point's current window,
// a minimal window as PVS does, re-searching a fail high themselves. The
// owner of a split point (its master) searches brothers too; when all
// are taken it helps at a split point below its own (a helpful master)
// instead of waiting. A cutoff at a split point raises its abort flag;
// every search under it, at any depth and on any thread, reads the flags
// of the chain of split points above it at its next poll and unwinds.
func init() {
	Register(Algorithm{
		Name:    YBWC,
		Rank:    30,
		Summary: "Young Brothers Wait: a node's eldest brother first, then its other brothers to any idle searcher; helpful masters",
		Paper:   "Feldmann et al. 1990 (Weill 1996, Lu 1993 §3.8)",
		Figure:  "Lu 1993 §3.8 (Young Brothers Wait, Helpful Master); Weill 1996 §1, Figure 7 (cutoffs stop helpers)",
		Params:  []Param{minSplitParam(), pickParam(), cutWaitParam(), hungrySplitParam(), helpfulParam()},
	})
}

// YBWC is the registry name of the Young Brothers Wait Concept.
const YBWC = "ybwc"

// Where an idle searcher looks for a split point (Config.Pick).
const (
	PickRoot   = "root"   // the open split point nearest the root (oldest among equals)
	PickOldest = "oldest" // the split point opened first
	PickRandom = "random" // any open split point, drawn with the thread's random source
)

func cutWaitParam() Param {
	return Param{
		Name: "cutwait", Default: "0",
		Doc: "brothers an expected cut node searches alone after its eldest before it splits (0: split after the eldest)",
		Set: func(c *Config, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 64 {
				return fmt.Errorf("want a whole number of brothers from 0 to 64")
			}
			c.CutWait = n
			return nil
		},
	}
}

// defaultHungrySplit: while a searcher is hungry, nodes below minsplit
// with 2 or more plies left still split (see ybwc.node).
const defaultHungrySplit = 1

func hungrySplitParam() Param {
	return Param{
		Name: "hungrysplit", Default: strconv.Itoa(defaultHungrySplit),
		Doc: "a node below minsplit with more plies left than this still opens split points while a searcher has nothing to do (minsplit or more: never)",
		Set: func(c *Config, v string) error { return setPlies(&c.HungrySplit, v) },
	}
}

func helpfulParam() Param {
	return Param{
		Name: "helpful", Default: "true",
		Doc: "a master whose brothers are all taken helps below its own split point (Lu 1993 §3.8's Helpful Master); false: it waits",
		Set: func(c *Config, v string) error {
			b, err := strconv.ParseBool(v)
			if err != nil {
				return fmt.Errorf("want true or false")
			}
			c.Unhelpful = !b
			return nil
		},
	}
}

func pickParam() Param {
	return Param{
		Name: "pick", Default: PickRoot,
		Doc: "which split point an idle searcher helps: root (nearest the root), oldest, random",
		Set: func(c *Config, v string) error {
			switch v {
			case PickRoot, PickOldest, PickRandom:
				c.Pick = v
				return nil
			}
			return fmt.Errorf("want root, oldest or random")
		},
	}
}

// splitPoint is a node whose eldest brother has been searched and whose
// younger brothers are open to every searcher. Its fields but for the
// immutable ones (parent, owner, ply, depth, pos, path, moves, alpha0,
// beta) are guarded by ybwc.mu and ybwc.view.
type splitPoint[P any, M board.Move] struct {
	parent  *splitPoint[P, M] // the split point whose brother the owner was searching, nil at the top
	owner   int
	id      uint64 // creation order
	ply     int
	depth   int // remaining depth at the node
	pos     P
	path    []uint64 // keys from the game start to pos, pos included
	moves   []M      // ordered; moves[0] is the eldest brother
	alpha0  int      // the window the node was called with
	beta    int
	alpha   int // raised by exact values of brothers
	best    int // fail-soft best so far
	bestIdx int
	next    int // first brother not yet taken
	out     int // brothers being searched
	done    int // brothers searched (the eldest included)
	helpers int // searchers other than the owner searching a brother now
	cut     bool
	aborted atomic.Bool // a cutoff here, or the root search stopped

	// seen is, one bit a thread, whose caches hold the split point's
	// line as it is now: a write keeps only the writer's, and a read by
	// a thread without its bit is a cache miss (machine.OpShared), as
	// the cores of a machine keep their caches coherent.
	seen []uint64
}

// wrote records that thread id changed sp: every other thread's copy of
// its line is stale.
func (sp *splitPoint[P, M]) wrote(id int) {
	clear(sp.seen)
	sp.seen[id/64] |= 1 << (id % 64)
}

// miss records that thread id read sp and reports whether its copy was
// stale: the line had to come from another core.
func (sp *splitPoint[P, M]) miss(id int) bool {
	w, b := id/64, uint64(1)<<(id%64)
	if sp.seen[w]&b != 0 {
		return false
	}
	sp.seen[w] |= b
	return true
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

// stoppedMisses is stopped read by thread id under the lock, with the
// cache misses it took (see seen).
func (sp *splitPoint[P, M]) stoppedMisses(id int) (bool, int) {
	n := 0
	for ; sp != nil; sp = sp.parent {
		if sp.miss(id) {
			n++
		}
		if sp.aborted.Load() {
			return true, n
		}
	}
	return false, n
}

// belowMisses reports whether sp lies under anc (anc itself excluded),
// read by thread id under the lock, with the cache misses it took.
func (sp *splitPoint[P, M]) belowMisses(anc *splitPoint[P, M], id int) (bool, int) {
	n := 0
	for q := sp.parent; q != nil; q = q.parent {
		if q.miss(id) {
			n++
		}
		if q == anc {
			return true, n
		}
	}
	return false, n
}

// ybThread is what one thread owns: its sequential searcher and, per ply,
// the positions and move lists of its own recursion above minsplit.
type ybThread[G search.Game[P, M], P any, M board.Move] struct {
	id        int
	s         *search.Searcher[G, P, M]
	meter     searchMeter
	pos       [search.MaxPly + 1]P
	moves     [search.MaxPly][]M
	path      []uint64          // keys from the game start to the current node, exclusive
	ctx       *splitPoint[P, M] // the split point whose brother this thread searches now
	helps     atomic.Int64      // brothers searched at other searchers' split points
	asleep    bool              // waiting for work in idle; guarded by ybwc.mu
	booked    *splitPoint[P, M] // a brother booked for it while asleep; guarded by ybwc.mu
	bookedIdx int
	stores    uint64 // table stores of its recursion (its Searcher counts its own accesses)
}

type ybwc[G search.Game[P, M], P any, M board.Move] struct {
	e        *Engine[G, P, M]
	threads  []*ybThread[G, P, M]
	mu       machine.Mutex // guards the split points and splits
	cond     machine.Cond  // every change a waiting thread may care about
	view     sync.Mutex    // also held while they change, for stack()
	splits   []*splitPoint[P, M]
	ids      uint64
	over     bool        // the root search is done: idle threads leave
	ready    int         // helpers that have started, for the start barrier
	counters Counters    // of this root search, guarded by mu; added to the engine's at its end
	stop     atomic.Bool // cancelled or out of time
	rootIdx  int         // index in rootMoves of the root's best move
	root     []M
	hasRoot  bool

	// pvOnly restricts splitting to Dynamic PVSplit's policy (see
	// dpvsplit.go): a node opens a split point only if it lies on the
	// principal variation or some searcher is hungry. YBWC splits
	// everywhere above minsplit.
	pvOnly bool
	hungry atomic.Int64 // searchers waiting with nothing to do and nothing booked

	// hungrySplit: nodes below minsplit with more plies left than this
	// keep to the recursion, and so may split, while hungry > 0.
	hungrySplit int
}

func newYBWC[G search.Game[P, M], P any, M board.Move](e *Engine[G, P, M]) *ybwc[G, P, M] {
	y := &ybwc[G, P, M]{e: e, hungrySplit: e.cfg.HungrySplit}
	if y.hungrySplit == 0 {
		y.hungrySplit = defaultHungrySplit
	}
	y.mu = e.m.NewMutex("split points")
	y.cond = e.m.NewCond(y.mu, "split points")
	for i := 0; i < e.cfg.Searchers; i++ {
		th := &ybThread[G, P, M]{id: i, s: search.NewSearcher(e.g, e.sh, e.cfg.Search)}
		for j := range th.moves {
			th.moves[j] = make([]M, 0, 32)
		}
		y.threads = append(y.threads, th)
	}
	return y
}

func (y *ybwc[G, P, M]) lock(t machine.Thread) {
	y.mu.Lock(t)
	y.view.Lock()
}

func (y *ybwc[G, P, M]) unlock(t machine.Thread) {
	y.view.Unlock()
	y.mu.Unlock(t)
}

func (y *ybwc[G, P, M]) wait(t machine.Thread, s machine.State) {
	y.view.Unlock()
	y.cond.Wait(t, s, 0)
	y.view.Lock()
}

func (y *ybwc[G, P, M]) searchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	y.splits, y.over, y.hasRoot, y.root, y.ready = y.splits[:0], false, false, nil, 0
	y.counters = Counters{}
	y.stop.Store(false)
	y.hungry.Store(0)
	moveEnd := y.e.moveEnd
	var score int
	stats := make([]search.Stats, len(y.threads))
	err := y.e.m.Run(ctx, len(y.threads), func(t machine.Thread) {
		th := y.threads[t.ID()]
		th.meter, th.stores = searchMeter{}, 0
		th.ctx = nil
		meter(t, th.s, &th.meter, func() bool {
			if t.ID() == 0 {
				// The panes see the open split points while the
				// root search runs, not only at its end.
				y.e.publishMaybe()
			}
			return y.halt(t, th, moveEnd)
		})
		if t.ID() == 0 {
			// Start when every helper is waiting for work: threads are
			// started afresh for each root search, and on the real
			// machine a small search would otherwise be over before a
			// helper has been scheduled at all.
			y.lock(t)
			for y.ready < len(y.threads)-1 && !t.Stopped() {
				y.wait(t, machine.Starved)
			}
			y.unlock(t)
			t.Mark(machine.Working, "root")
			th.pos[0] = root
			th.path = append(th.path[:0], y.e.rootPath...)
			score = y.node(t, th, 0, depth, alpha, beta, pvNode, moveEnd)
			y.lock(t)
			y.over = true
			y.cond.Broadcast(t)
			y.unlock(t)
		} else {
			y.idle(t, th, moveEnd)
		}
		unmeter(t, th.s, &th.meter)
		stats[t.ID()] = *th.s.Stats()
		t.Mark(machine.Starved, "")
	})
	c := &y.e.counters
	c.Splits += y.counters.Splits
	c.Farmed += y.counters.Farmed
	c.Cutoffs += y.counters.Cutoffs
	c.Interrupts += y.counters.Interrupts
	for i, th := range y.threads { // Weill's table operations (stats.go)
		c.TableReads += stats[i].TTProbes
		c.TableWrites += stats[i].TTStores + th.stores
	}
	c.TableOps = c.TableReads + c.TableWrites
	if err != nil || y.stop.Load() {
		return search.RootResult[M]{Aborted: true}, err
	}
	var best M
	if y.hasRoot {
		best = y.root[y.rootIdx]
	}
	return rootResult(score, stats, best, y.hasRoot), nil
}

// halt reports whether th's current search is moot: the root search was
// stopped, or a cutoff above it.
func (y *ybwc[G, P, M]) halt(t machine.Thread, th *ybThread[G, P, M], moveEnd Time) bool {
	if y.stop.Load() {
		return true
	}
	if t.Stopped() || moveEnd > 0 && t.Now() >= moveEnd {
		y.stop.Store(true)
		return true
	}
	return th.ctx.stopped()
}

// node searches th.pos[ply] to depth with the window (alpha, beta) and
// returns its fail-soft value; th.path holds the keys above it. Above
// minsplit it is PVS with young brothers waiting: the table first (a
// cutoff as the sequential engine's nodes take one), the eldest brother
// by recursion, then the others at a split point; the best move is
// stored and rewarded in the history table as the sequential engine
// does. At and below minsplit the subtree goes whole to the thread's
// sequential searcher, except while some searcher is hungry: then nodes
// with more than hungrySplit plies left stay in the recursion and may
// split, so that idle searchers find work at the ends of an iteration.
// kind is what the node is expected to be (pvNode for the root and the
// eldest brothers of pv nodes): under pvOnly a node off the principal
// variation searches its brothers itself until a searcher is hungry,
// then splits; under cutwait an expected cut node searches a few more
// brothers alone (shouldSplit).
func (y *ybwc[G, P, M]) node(t machine.Thread, th *ybThread[G, P, M], ply, depth, alpha, beta int, kind nodeKind, moveEnd Time) int {
	if y.halt(t, th, moveEnd) {
		return 0
	}
	if depth <= y.e.cfg.MinGranularity && (depth <= y.hungrySplit || y.hungry.Load() == 0) {
		s := th.s
		s.SetPath(th.path)
		s.ResetAbort()
		v := s.Search(&th.pos[ply], alpha, beta, depth, ply)
		th.meter.charge(t, s.Stats())
		return v
	}
	g := y.e.g
	th.s.Stats().Nodes++ // counted with the sequential searcher's, so that search overhead includes these
	th.meter.charge(t, th.s.Stats())
	t.Sync()
	p := &th.pos[ply]
	key := g.Key(p)
	if ply > 0 && repeats(key, th.path) {
		return search.Draw
	}
	if v, ok := y.probe(th, key, depth, ply, alpha, beta); ok {
		return v
	}
	moves := g.Moves(p, th.moves[ply][:0])
	th.moves[ply] = moves[:0]
	if len(moves) == 0 {
		v, _ := g.Outcome(p)
		return search.ResultAt(v, ply)
	}
	th.s.OrderMoves(p, moves, ply)
	th.path = append(th.path, key)
	th.pos[ply+1] = g.Play(p, moves[0])
	best := -y.node(t, th, ply+1, depth-1, -beta, -alpha, kind.eldest(), moveEnd)
	bestIdx := 0
	if y.halt(t, th, moveEnd) {
		th.path = th.path[:len(th.path)-1]
		return 0
	}
	from := 1 // the first brother not searched by this thread alone
	for ; best < beta && from < len(moves) && !y.shouldSplit(kind, from); from++ {
		a := max(alpha, best)
		th.pos[ply+1] = g.Play(p, moves[from])
		v := -y.node(t, th, ply+1, depth-1, -a-1, -a, cutNode, moveEnd)
		if v > a && v < beta && !y.halt(t, th, moveEnd) {
			v = max(v, -y.node(t, th, ply+1, depth-1, -beta, -v, cutNode, moveEnd))
		}
		if y.halt(t, th, moveEnd) {
			th.path = th.path[:len(th.path)-1]
			return 0
		}
		if v > best {
			best, bestIdx = v, from
		}
	}
	var sp *splitPoint[P, M]
	if best < beta && from < len(moves) {
		sp = y.split(t, th, ply, depth, alpha, beta, best, bestIdx, from, moves)
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
	if y.e.sh.TT != nil {
		th.stores++
	}
	y.store(p, key, depth, ply, alpha, beta, best, moves[bestIdx])
	if h := y.e.sh.History; h != nil && y.e.cfg.Search.History && best > alpha {
		h.Reward(g.HistoryIndex(p, moves[bestIdx]), depth)
	}
	return best
}

// probe answers the node at ply from the transposition table when an
// entry at least as deep bounds its value outside (alpha, beta) or is
// exact, as the sequential engine's nodes do (never at the root, nor in
// exact mode). Without it every node above minsplit searched its subtree
// again wherever the tree transposes.
func (y *ybwc[G, P, M]) probe(th *ybThread[G, P, M], key uint64, depth, ply, alpha, beta int) (int, bool) {
	table := y.e.sh.TT
	if table == nil || ply == 0 || y.e.cfg.Search.Exact {
		return 0, false
	}
	st := th.s.Stats()
	st.TTProbes++
	e, ok := table.Probe(key, ply)
	if !ok {
		return 0, false
	}
	st.TTHits++
	if e.Cuts(depth, alpha, beta) {
		st.TTCutoffs++
		return e.Score, true
	}
	return 0, false
}

// store records a finished node in the transposition table, so that the
// next iteration orders its moves first, as the sequential engine does.
func (y *ybwc[G, P, M]) store(p *P, key uint64, depth, ply, alpha, beta, score int, best M) {
	storeNode(y.e, p, key, depth, ply, alpha, beta, score, best)
}

// shouldSplit reports whether a node of kind that has searched its
// brothers before from (the eldest at least) opens the others to every
// searcher: for YBWC always, but that an expected cut node first
// searches Config.CutWait more brothers alone (it may yet cut off); under
// pvOnly on the principal variation, or off it when some searcher is
// hungry.
func (y *ybwc[G, P, M]) shouldSplit(kind nodeKind, from int) bool {
	if y.pvOnly {
		return kind == pvNode || y.hungry.Load() > 0
	}
	return kind != cutNode || from > y.e.cfg.CutWait
}

// nodeKind is what a node is expected to be (Knuth and Moore's types, as
// PVS meets them): on the principal variation, a cut node (one move
// refutes it) or an all node (every move is searched).
type nodeKind uint8

const (
	pvNode nodeKind = iota
	cutNode
	allNode
)

// eldest is the kind of a node's eldest child; every younger child is
// an expected cut node.
func (k nodeKind) eldest() nodeKind {
	switch k {
	case pvNode:
		return pvNode
	case cutNode:
		return allNode
	}
	return cutNode
}

// split opens the node at ply, whose brothers before from have been
// searched with the best value best (of brother bestIdx), to every
// searcher.
func (y *ybwc[G, P, M]) split(t machine.Thread, th *ybThread[G, P, M], ply, depth, alpha, beta, best, bestIdx, from int, moves []M) *splitPoint[P, M] {
	t.Spend(machine.OpSplit, 1)
	sp := &splitPoint[P, M]{
		parent: th.ctx, owner: th.id, ply: ply, depth: depth,
		pos: th.pos[ply], path: slices.Clone(th.path), moves: slices.Clone(moves),
		alpha0: alpha, beta: beta, alpha: max(alpha, best), best: best, bestIdx: bestIdx, next: from, done: from,
		seen: make([]uint64, (len(y.threads)+63)/64),
	}
	sp.wrote(th.id)
	y.lock(t)
	y.ids++
	sp.id = y.ids
	y.splits = append(y.splits, sp)
	y.counters.Splits++
	t.Spend(machine.OpShared, len(y.threads)) // the booking below reads every thread's state
	// Every helper asleep for want of work gets a brother at once, as
	// if it had picked this split point: on the real machine a woken
	// goroutine may not run before the owner has taken every brother
	// itself, and then it would never get any.
	for _, h := range y.threads {
		if sp.next >= len(sp.moves) {
			break
		}
		if h.asleep && h.booked == nil {
			h.booked, h.bookedIdx = sp, y.claim(h, sp)
			y.hungry.Add(-1)
		}
	}
	sp.wrote(th.id) // the bookings were this thread's writes
	y.cond.Broadcast(t)
	y.unlock(t)
	return sp
}

// master is the owner's loop at its split point: search brothers while
// any are left, then help below until the helpers are done.
func (y *ybwc[G, P, M]) master(t machine.Thread, th *ybThread[G, P, M], sp *splitPoint[P, M], moveEnd Time) {
	y.lock(t)
	for {
		if sp.miss(th.id) { // a helper changed it since this thread last looked
			t.Spend(machine.OpShared, 1)
		}
		if y.stop.Load() || t.Stopped() {
			// The root search is over: waits would return at once, so
			// the owner leaves its helpers to unwind on their own.
			y.stop.Store(true)
			break
		}
		if sp.cut || sp.stopped() {
			if sp.out == 0 {
				break
			}
			y.wait(t, machine.Waiting)
			continue
		}
		if sp.next < len(sp.moves) {
			y.take(t, th, sp, machine.Working, moveEnd)
			continue
		}
		if sp.out == 0 {
			break
		}
		if q := y.helpfulPick(t, sp); q != nil { // a helpful master
			t.Spend(machine.OpSteal, 1)
			y.take(t, th, q, machine.Helping, moveEnd)
			continue
		}
		// Waiting for the last brothers: under pvOnly this is what
		// makes a straggler below split (shouldSplit).
		y.hungry.Add(1)
		y.wait(t, machine.Waiting)
		y.hungry.Add(-1)
	}
	t.Spend(machine.OpShared, 1+len(y.splits)/8) // the list, eight pointers a cache line
	y.splits = slices.DeleteFunc(y.splits, func(q *splitPoint[P, M]) bool { return q == sp })
	y.unlock(t)
	t.Mark(machine.Working, "")
}

// helpfulPick is the split point below sp a master whose brothers are all
// taken helps at, or nil when there is none or the helpful master is off.
func (y *ybwc[G, P, M]) helpfulPick(t machine.Thread, sp *splitPoint[P, M]) *splitPoint[P, M] {
	if y.e.cfg.Unhelpful {
		return nil
	}
	return y.pick(t, sp)
}

// idle is the body of a thread with nothing of its own: attach to split
// points as a helper until the root search is over. A helper asleep when
// a split point opens finds a brother booked for it by the master (see
// split); awake, it picks a split point itself.
func (y *ybwc[G, P, M]) idle(t machine.Thread, th *ybThread[G, P, M], moveEnd Time) {
	t.Mark(machine.Starved, "")
	y.lock(t)
	if y.ready++; y.ready == len(y.threads)-1 {
		y.cond.Broadcast(t)
	}
	for {
		if sp := th.booked; sp != nil { // even when stopping: the owner counts on it
			th.booked = nil
			t.Spend(machine.OpHandoff, 1)
			y.work(t, th, sp, th.bookedIdx, machine.Helping, moveEnd)
			t.Mark(machine.Starved, "")
			continue
		}
		if y.over || y.stop.Load() || t.Stopped() {
			break
		}
		if q := y.pick(t, nil); q != nil {
			t.Spend(machine.OpSteal, 1)
			y.take(t, th, q, machine.Helping, moveEnd)
			t.Mark(machine.Starved, "")
			continue
		}
		th.asleep = true
		y.hungry.Add(1)
		y.wait(t, machine.Starved)
		th.asleep = false
		if th.booked == nil { // split took it off when it booked a brother
			y.hungry.Add(-1)
		}
	}
	y.unlock(t)
}

// pick chooses an open split point with a brother left, below anc if anc
// is not nil, by Config.Pick; nil if there is none. Called locked. It
// reads every open split point and the chain above each one it could
// take: each whose line another thread has changed since this thread
// last read it is a cache miss, paid (machine.OpShared) while it holds
// the lock.
func (y *ybwc[G, P, M]) pick(t machine.Thread, anc *splitPoint[P, M]) *splitPoint[P, M] {
	var found *splitPoint[P, M]
	me := t.ID()
	n, misses := 0, 0
	defer func() { t.Spend(machine.OpShared, misses) }()
	for _, q := range y.splits {
		if q.miss(me) {
			misses++
		}
		if q.cut || q.next >= len(q.moves) {
			continue
		}
		if anc != nil {
			below, m := q.belowMisses(anc, me)
			misses += m
			if !below {
				continue
			}
		}
		stop, m := q.stoppedMisses(me)
		if misses += m; stop {
			continue
		}
		n++
		switch y.e.cfg.Pick {
		case PickOldest:
			if found == nil {
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
	}
	return found
}

// claim takes the next brother of sp for thread th. Called locked.
func (y *ybwc[G, P, M]) claim(th *ybThread[G, P, M], sp *splitPoint[P, M]) int {
	i := sp.next
	sp.next++
	sp.out++
	sp.wrote(th.id)
	if th.id != sp.owner {
		sp.helpers++
		th.helps.Add(1)
		y.counters.Farmed++
	}
	return i
}

// take searches the next brother of sp on thread th and folds its value
// in. Called locked; it unlocks while searching.
func (y *ybwc[G, P, M]) take(t machine.Thread, th *ybThread[G, P, M], sp *splitPoint[P, M], st machine.State, moveEnd Time) {
	y.work(t, th, sp, y.claim(th, sp), st, moveEnd)
}

// work searches brother i of sp, claimed for th, with the split point's
// window as it is now, and folds its value in. Called locked; it unlocks
// while searching.
func (y *ybwc[G, P, M]) work(t machine.Thread, th *ybThread[G, P, M], sp *splitPoint[P, M], i int, st machine.State, moveEnd Time) {
	a, b := sp.alpha, sp.beta
	y.unlock(t)
	t.Mark(st, "")
	v, ok := y.brother(t, th, sp, i, a, b, moveEnd)
	y.lock(t)
	if sp.miss(th.id) {
		t.Spend(machine.OpShared, 1)
	}
	sp.out--
	sp.wrote(th.id)
	if th.id != sp.owner {
		sp.helpers--
	}
	if ok && !sp.cut {
		sp.done++
		if v > sp.best {
			sp.best, sp.bestIdx = v, i
		}
		sp.alpha = max(sp.alpha, v)
		if v >= sp.beta {
			sp.cut = true
			sp.aborted.Store(true) // every search below stops at its next poll
			y.counters.Cutoffs++
			y.counters.Interrupts += uint64(sp.out) // brothers still under way
		}
	}
	if sp.cut || sp.out == 0 {
		y.cond.Broadcast(t) // the owner may be waiting
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
func (y *ybwc[G, P, M]) brother(t machine.Thread, th *ybThread[G, P, M], sp *splitPoint[P, M], i, a, b int, moveEnd Time) (int, bool) {
	saved := th.ctx
	defer func() { th.ctx = saved }()
	th.ctx = sp
	ply := sp.ply + 1
	th.pos[ply] = y.e.g.Play(&sp.pos, sp.moves[i])
	th.path = append(th.path[:0], sp.path...)
	v := -y.node(t, th, ply, sp.depth-1, -a-1, -a, cutNode, moveEnd)
	if y.halt(t, th, moveEnd) {
		return 0, false
	}
	for v > a && v < b {
		y.lock(t)
		if sp.miss(th.id) {
			t.Spend(machine.OpShared, 1)
		}
		w := sp.alpha
		y.unlock(t)
		th.path = append(th.path[:0], sp.path...)
		if w >= v && w < b {
			// v is a lower bound below the new alpha: is the brother
			// better than w at all?
			r := -y.node(t, th, ply, sp.depth-1, -w-1, -w, cutNode, moveEnd)
			if y.halt(t, th, moveEnd) {
				return 0, false
			}
			a, v = w, max(v, r)
			continue
		}
		if w = max(v, w); w < b {
			r := -y.node(t, th, ply, sp.depth-1, -b, -w, cutNode, moveEnd)
			if y.halt(t, th, moveEnd) {
				return 0, false
			}
			v = max(v, r)
		}
		break
	}
	return v, true
}

func (y *ybwc[G, P, M]) activity() []SearcherActivity {
	out := accountsOf(y.e.m, len(y.threads))
	for i := range out {
		out[i].Tasks = int(y.threads[i].helps.Load())
	}
	return out
}

// stack lists the open split points, oldest first. Kind reads "sN+H":
// owned by searcher N, with H helpers searching brothers now.
func (y *ybwc[G, P, M]) stack() []NodeView {
	y.view.Lock()
	defer y.view.Unlock()
	out := make([]NodeView, 0, len(y.splits))
	for _, sp := range y.splits {
		out = append(out, NodeView{
			Ply: sp.ply, Kind: fmt.Sprintf("s%d+%d", sp.owner, sp.helpers),
			Alpha: sp.alpha, Beta: sp.beta, Score: sp.best, Moves: len(sp.moves),
			Done: sp.done, Out: sp.out, Left: len(sp.moves) - sp.next, Split: true,
		})
	}
	return out
}
