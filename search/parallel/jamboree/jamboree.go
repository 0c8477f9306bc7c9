// Package jamboree is Jamboree search (Kuszmaul 1995, Figure 2: Scout made parallel) on the
// work-stealing scheduler of steal.go. At every node above minsplit:
//
//	(J3) search the first child, with the full window, here;
//	(J4) if it reaches beta, return;
//	(J7) post a test of every other child, in parallel: a null-window
//	     search at alpha (J8), which any thread may steal;
//	(J10) a test that reaches beta aborts the other children and returns;
//	(J11-J17) a test that fails (its value is above the alpha it was
//	     tested with) is valued, with the full window, only when every
//	     earlier child is done: valuations run serially, in move order;
//	(J20) return the best value.
//
// The thread that posted a node's tests takes them back itself, newest
// first, so on one thread the search is serial Scout; an idle thread
// steals the test nearest the root from a victim drawn at random. The
// owner of a node waiting for tests others have stolen waits ("waiting
// at a sync"), and meanwhile runs only its own posted tests of that node,
// so a thread's stack always holds one chain of nested nodes. The
// valuations are done by the node's owner as soon as the tests before
// them are settled (J12's order), and a test that settles after alpha
// rose is valued against the new alpha, so the value is exact whatever
// the order in which the tests finish.
//
// Serialization (§4 "Improving StarTech", the third strategy): with
// serial=true a Knuth-Moore type-2 node whose previous, shallower search
// (the table, standing for StarTech's recursive iterative deepening)
// was above alpha, but whose first child came back at or below alpha,
// searches one more child serially, Scout's way, before the others in
// parallel. StarTech found it cut work by 10-15% and lengthened the
// critical path only slightly; here, on the checkers suite, it cuts the
// work by 0-4% and lengthens the critical path by 6-7% (docs/parallel.md,
// `frontier experiment workspan`).
//
// Every strand of work is timestamped with its critical-path depth
// (span.go), so a run reports its work W and critical path C.
package jamboree

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
)

// Jamboree is the registry name of Kuszmaul's Jamboree search.
const Jamboree = "jamboree"

// Options are Jamboree's parameters; zero fields take the defaults.
type Options struct {
	// MinGranularity is the remaining depth at and below which a node's
	// subtree goes whole to the thread's sequential searcher.
	MinGranularity int
	// Serialize turns on the serialization heuristic (Kuszmaul 1995 §4,
	// the third strategy).
	Serialize bool
}

func init() {
	parallel.Register(parallel.Algorithm{
		Name:    Jamboree,
		Rank:    40,
		Summary: "Jamboree: first child, then null-window tests of the others in parallel on a work-stealing scheduler, failed tests valued serially",
		Paper:   "Kuszmaul 1995 (StarTech)",
		Figure:  "Figure 2 (Algorithm jamboree); §4 third strategy (serialization); Blumofe-Leiserson random work stealing",
		Options: Options{},
		Params: []parallel.Param{
			parallel.MinSplitParam(func(o *Options) *int { return &o.MinGranularity }),
			parallel.Option(
				"serial", "false",
				"StarTech's serialization heuristic: a type-2 node expected above alpha whose first child was not searches one more child serially",
				func(o *Options, v string) error { return parallel.SetBool(&o.Serialize, v) }),
		},
	})
}

// New is Jamboree's root search on e, or nil when e's algorithm is of
// another family (see parallel.New).
func New[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M] {
	o, ok := e.Config().Options.(Options)
	if !ok {
		return nil
	}
	if o.MinGranularity <= 0 {
		o.MinGranularity = parallel.DefaultMinGranularity
	}
	return newJamboree(e, o)
}

// Test states of a child of a frame.
const (
	jbPosted = iota // in a deque or in a thief's hands
	jbRunning
	jbTested
	jbDropped // moot: a cutoff at or above the frame, or a stop
)

// jbFrame is a node whose tests are posted. Its fields but for the
// immutable ones (parent, id, owner, ply, depth, typ, pos, path, moves,
// alpha0, beta, cp) are guarded by mu.
type jbFrame[P any, M board.Move] struct {
	parent *jbFrame[P, M]
	id     uint64
	owner  int
	ply    int
	depth  int
	typ    parallel.NodeKind
	pos    P
	path   []uint64 // keys from the game start to pos, pos included
	moves  []M
	alpha0 int          // alpha when the tests were posted
	beta   int          // the node's beta
	cp     account.Time // critical-path depth when the tests were posted

	mu      machine.Mutex
	cond    machine.Cond // the owner waits on it
	alpha   int
	best    int
	bestIdx int
	state   []uint8
	test    []int          // value of child i's test
	testA   []int          // the alpha it was tested with
	tcp     []account.Time // critical-path depth at the end of the test
	next    int            // the first child whose iteration is not complete
	out     int            // tests posted or running
	cut     bool
	cutCP   account.Time
	aborted atomic.Bool
}

// stopped reports whether f or a frame above it was cut off.
func (f *jbFrame[P, M]) stopped() bool {
	for ; f != nil; f = f.parent {
		if f.aborted.Load() {
			return true
		}
	}
	return false
}

type jbTask[P any, M board.Move] struct {
	f *jbFrame[P, M]
	i int
}

type jbThread[G search.Game[P, M], P any, M board.Move] struct {
	id    int
	s     *search.Searcher[G, P, M]
	pos   [search.MaxPly + 1]P
	moves [search.MaxPly][]M
	path  []uint64
	ctx   *jbFrame[P, M] // the frame whose child this thread searches now
	cp    spanClock
	tests atomic.Int64 // tests run for frames of other threads
}

type jamboree[G search.Game[P, M], P any, M board.Move] struct {
	e        *parallel.Engine[G, P, M]
	g        G
	opt      Options
	team     *parallel.Team[G, P, M]
	threads  []*jbThread[G, P, M]
	sched    *stealer[jbTask[P, M]]
	ids      atomic.Uint64
	stop     atomic.Bool
	counters struct{ splits, cutoffs, interrupts, values, serialized atomic.Uint64 }
	span     account.Time // critical path of the last root search
	root     []M
	rootIdx  int
	hasRoot  bool
}

func newJamboree[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M], o Options) *jamboree[G, P, M] {
	cfg := e.Config()
	j := &jamboree[G, P, M]{e: e, g: e.Game(), opt: o, sched: newStealer[jbTask[P, M]](e.Machine(), cfg.Searchers)}
	var ss []*search.Searcher[G, P, M]
	for i := 0; i < cfg.Searchers; i++ {
		th := &jbThread[G, P, M]{id: i, s: search.NewSearcher(j.g, e.Shared(), cfg.Search)}
		for k := range th.moves {
			th.moves[k] = make([]M, 0, 32)
		}
		j.threads = append(j.threads, th)
		ss = append(ss, th.s)
	}
	j.team = parallel.NewTeam(e, ss)
	return j
}

func (j *jamboree[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	j.sched.reset()
	j.stop.Store(false)
	j.hasRoot, j.root, j.span = false, nil, 0
	steals := j.sched.steals.Load()
	moveEnd := j.e.Deadline()
	var score int
	poll := func(t machine.Thread) bool { return j.halt(t, j.threads[t.ID()], moveEnd) }
	err := j.team.Run(ctx, poll, func(t machine.Thread) {
		th := j.threads[t.ID()]
		th.ctx = nil
		if t.ID() == 0 {
			j.sched.await(t, len(j.threads)-1)
			t.Mark(account.Working, "root")
			th.pos[0] = root
			th.path = append(th.path[:0], j.e.RootPath()...)
			th.cp.start(t, 0)
			score = j.node(t, th, 0, depth, alpha, beta, parallel.PVNode, moveEnd)
			j.span = th.cp.now(t)
			j.sched.close(t)
		} else {
			j.sched.arrive(t)
			for {
				task, ok := j.sched.find(t, th.id)
				if !ok {
					break
				}
				t.Mark(account.Working, "")
				j.run(t, th, task, moveEnd)
			}
		}
	})
	c := j.e.Counters()
	c.Splits += j.counters.splits.Swap(0)
	c.Farmed += j.sched.steals.Load() - steals
	c.Cutoffs += j.counters.cutoffs.Swap(0)
	c.Interrupts += j.counters.interrupts.Swap(0)
	c.ReSearches += j.counters.values.Swap(0)
	if err != nil || j.stop.Load() {
		return search.RootResult[M]{Aborted: true}, err
	}
	var best M
	if j.hasRoot {
		best = j.root[j.rootIdx]
	}
	return j.team.Result(score, best, j.hasRoot), nil
}

// LastSpan is the critical path of the last root search (parallel.Spanner).
func (j *jamboree[G, P, M]) LastSpan() account.Time { return j.span }

// halt reports whether th's current search is moot: the root search was
// stopped, or a cutoff above it.
func (j *jamboree[G, P, M]) halt(t machine.Thread, th *jbThread[G, P, M], moveEnd account.Time) bool {
	if j.stop.Load() {
		return true
	}
	if t.Stopped() || moveEnd > 0 && t.Now() >= moveEnd {
		j.stop.Store(true)
		return true
	}
	return th.ctx.stopped()
}

// node is jamboree(n, alpha, beta) of Figure 2 for th.pos[ply], with
// th.path the keys above it; typ is its Knuth-Moore type.
func (j *jamboree[G, P, M]) node(t machine.Thread, th *jbThread[G, P, M], ply, depth, alpha, beta int, typ parallel.NodeKind, moveEnd account.Time) int {
	if j.halt(t, th, moveEnd) {
		return 0
	}
	if depth <= j.opt.MinGranularity {
		s := th.s
		s.SetPath(th.path)
		s.ResetAbort()
		v := s.Search(&th.pos[ply], alpha, beta, depth, ply)
		j.team.Charge(t, th.id)
		return v
	}
	g := j.g
	t.Spend(account.OpNode, 1)
	t.Sync()
	p := &th.pos[ply]
	key := g.Key(p)
	if ply > 0 && parallel.Repeats(key, th.path) {
		return search.Draw
	}
	moves := g.Moves(p, th.moves[ply][:0])
	th.moves[ply] = moves[:0]
	if len(moves) == 0 {
		v, _ := g.Outcome(p)
		return search.ResultAt(v, ply)
	}
	expectHigh := j.opt.Serialize && typ == parallel.CutNode && j.above(t, key, ply, alpha)
	th.s.OrderMoves(p, moves, ply)
	th.path = append(th.path, key)
	// (J3) the first child, here, with the full window.
	th.pos[ply+1] = g.Play(p, moves[0])
	b := -j.node(t, th, ply+1, depth-1, -beta, -alpha, typ.Child(0), moveEnd)
	bestIdx, from := 0, 1
	if j.halt(t, th, moveEnd) {
		th.path = th.path[:len(th.path)-1]
		return 0
	}
	a := max(alpha, b) // (J5)
	if expectHigh && b <= alpha && b < beta && from < len(moves) {
		// The third strategy: one more child serially, tested and,
		// if the test fails, valued (Scout, Figure 1).
		j.counters.serialized.Add(1)
		th.pos[ply+1] = g.Play(p, moves[1])
		v := -j.node(t, th, ply+1, depth-1, -a-1, -a, typ.Child(1), moveEnd)
		if v > a && v < beta && !j.halt(t, th, moveEnd) {
			j.counters.values.Add(1)
			v = -j.node(t, th, ply+1, depth-1, -beta, -v, typ.Child(1), moveEnd)
		}
		if j.halt(t, th, moveEnd) {
			th.path = th.path[:len(th.path)-1]
			return 0
		}
		if v > b {
			b, bestIdx = v, 1
		}
		a = max(a, v)
		from = 2
	}
	if b < beta && from < len(moves) { // (J4) otherwise
		f := j.spawn(t, th, ply, depth, a, beta, b, bestIdx, from, moves, typ)
		j.join(t, th, f, moveEnd)
		b, bestIdx, moves = f.best, f.bestIdx, f.moves
		th.path = append(th.path[:0], f.path...) // tests run here rewrote it
	}
	th.path = th.path[:len(th.path)-1]
	if j.halt(t, th, moveEnd) {
		return 0
	}
	if ply == 0 {
		j.root, j.rootIdx, j.hasRoot = slices.Clone(moves), bestIdx, true
	}
	parallel.StoreNode(j.e, key, depth, ply, alpha, beta, b, moves[bestIdx])
	return b
}

// above reports whether the table's entry for key, from an earlier and
// shallower search, says the node is above alpha: Kuszmaul's "recursive
// iterative search of the node had a value greater than alpha".
func (j *jamboree[G, P, M]) above(t machine.Thread, key uint64, ply, alpha int) bool {
	table := j.e.Shared().TT
	if table == nil {
		return false
	}
	t.Spend(account.OpProbe, 1)
	en, ok := table.Probe(key, ply)
	return ok && en.AtLeast(alpha)
}

// spawn posts the tests of children from.. of the node at ply (J7): the
// last child first, so that the owner takes back the next child in order
// and thieves take the last.
func (j *jamboree[G, P, M]) spawn(t machine.Thread, th *jbThread[G, P, M], ply, depth, alpha, beta, best, bestIdx, from int, moves []M, typ parallel.NodeKind) *jbFrame[P, M] {
	t.Spend(account.OpSplit, 1)
	n := len(moves)
	m := j.e.Machine()
	f := &jbFrame[P, M]{
		parent: th.ctx, id: j.ids.Add(1), owner: th.id, ply: ply, depth: depth, typ: typ,
		pos: th.pos[ply], path: slices.Clone(th.path), moves: slices.Clone(moves),
		alpha0: alpha, beta: beta, cp: th.cp.now(t),
		alpha: alpha, best: best, bestIdx: bestIdx, next: from, out: n - from,
		state: make([]uint8, n), test: make([]int, n), testA: make([]int, n), tcp: make([]account.Time, n),
	}
	f.mu = m.NewMutex("jamboree node")
	f.cond = m.NewCond(f.mu, "jamboree node")
	j.counters.splits.Add(1)
	for i := n - 1; i >= from; i-- {
		j.sched.post(t, th.id, f.id, jbTask[P, M]{f: f, i: i})
	}
	return f
}

// join is the owner's part of the parallel loop (J7-J19): take back its
// own tests, note the iterations' completion in order, value the failed
// tests serially (J12-J17), and on a cutoff drop the rest and wait for
// the tests under way to unwind (abort-and-return).
func (j *jamboree[G, P, M]) join(t machine.Thread, th *jbThread[G, P, M], f *jbFrame[P, M], moveEnd account.Time) {
	own := th.cp.hold(t)
	for {
		f.mu.Lock(t)
		if f.cut || j.halt(t, th, moveEnd) {
			if f.cut {
				own = max(own, f.cutCP)
			}
			f.mu.Unlock(t)
			j.drain(t, th, f)
			break
		}
		k := f.next
		if k == len(f.moves) {
			f.mu.Unlock(t)
			break
		}
		if f.state[k] == jbTested {
			s, ta := f.test[k], f.testA[k]
			own = max(own, f.tcp[k])
			f.next++
			if s <= ta { // (J11) the test succeeded
				f.mu.Unlock(t)
				continue
			}
			a := f.alpha
			f.mu.Unlock(t)
			// (J12-J14) every earlier iteration is complete: value.
			th.cp.start(t, own)
			v, ok := j.value(t, th, f, k, a, moveEnd)
			own = th.cp.now(t)
			f.mu.Lock(t)
			if ok && !f.cut {
				if v > f.best {
					f.best, f.bestIdx = v, k
				}
				f.alpha = max(f.alpha, v) // (J16)
				if v >= f.beta {          // (J15)
					j.cutoff(f, own)
				}
			}
			f.mu.Unlock(t)
			continue
		}
		f.mu.Unlock(t)
		if task, ok := j.sched.popGroup(t, th.id, f.id); ok {
			j.run(t, th, task, moveEnd)
			continue
		}
		// Every test left is at another thread: wait at the sync.
		f.mu.Lock(t)
		for st := f.state[f.next]; st != jbTested && !f.cut && !j.halt(t, th, moveEnd); st = f.state[f.next] {
			f.cond.Wait(t, account.Waiting, 0)
		}
		f.mu.Unlock(t)
		t.Mark(account.Working, "")
	}
	th.cp.start(t, own)
}

// drain ends a frame that was cut off or stopped: its tests still in the
// owner's deque are dropped, and the owner waits for those under way
// elsewhere to unwind.
func (j *jamboree[G, P, M]) drain(t machine.Thread, th *jbThread[G, P, M], f *jbFrame[P, M]) {
	for {
		task, ok := j.sched.popGroup(t, th.id, f.id)
		if !ok {
			break
		}
		f.mu.Lock(t)
		f.state[task.i] = jbDropped
		f.out--
		f.mu.Unlock(t)
	}
	f.mu.Lock(t)
	j.counters.interrupts.Add(uint64(f.out))
	for f.out > 0 && !j.stop.Load() && !t.Stopped() {
		f.cond.Wait(t, account.Waiting, 0)
	}
	f.mu.Unlock(t)
	t.Mark(account.Working, "")
}

// cutoff records a value at or above beta at f (J10, J15): every search
// under f stops at its next poll. Called with f.mu held.
func (j *jamboree[G, P, M]) cutoff(f *jbFrame[P, M], cp account.Time) {
	f.cut, f.cutCP = true, cp
	f.aborted.Store(true)
	j.counters.cutoffs.Add(1)
}

// run is one iteration's test (J8-J10) of child task.i, on any thread,
// with the frame's alpha as it is now.
func (j *jamboree[G, P, M]) run(t machine.Thread, th *jbThread[G, P, M], task jbTask[P, M], moveEnd account.Time) {
	f, i := task.f, task.i
	f.mu.Lock(t)
	if f.cut || f.stopped() || j.stop.Load() {
		f.state[i] = jbDropped
		f.out--
		f.cond.Signal(t)
		f.mu.Unlock(t)
		return
	}
	a := f.alpha
	f.state[i] = jbRunning
	f.mu.Unlock(t)
	if th.id != f.owner {
		th.tests.Add(1)
	}
	saved := th.ctx
	th.ctx = f
	th.cp.start(t, f.cp)
	ply := f.ply + 1
	th.pos[ply] = j.g.Play(&f.pos, f.moves[i])
	th.path = append(th.path[:0], f.path...)
	v := -j.node(t, th, ply, f.depth-1, -a-1, -a, f.typ.Child(i), moveEnd)
	ok := !j.halt(t, th, moveEnd)
	end := th.cp.now(t)
	th.ctx = saved
	f.mu.Lock(t)
	f.out--
	switch {
	case !ok || f.cut:
		f.state[i] = jbDropped
	default:
		f.state[i], f.test[i], f.testA[i], f.tcp[i] = jbTested, v, a, end
		if v > f.best { // (J9)
			f.best, f.bestIdx = v, i
		}
		if v >= f.beta { // (J10)
			j.cutoff(f, end)
		}
	}
	f.cond.Signal(t)
	f.mu.Unlock(t)
}

// value searches child k of f with the full window (alpha, beta) (J14),
// on the owner's thread; ok is false if the search was made moot.
func (j *jamboree[G, P, M]) value(t machine.Thread, th *jbThread[G, P, M], f *jbFrame[P, M], k, alpha int, moveEnd account.Time) (int, bool) {
	j.counters.values.Add(1)
	saved := th.ctx
	th.ctx = f
	ply := f.ply + 1
	th.pos[ply] = j.g.Play(&f.pos, f.moves[k])
	th.path = append(th.path[:0], f.path...)
	v := -j.node(t, th, ply, f.depth-1, -f.beta, -alpha, f.typ.Child(k), moveEnd)
	ok := !j.halt(t, th, moveEnd)
	th.ctx = saved
	return v, ok
}

func (j *jamboree[G, P, M]) Activity() []account.SearcherActivity {
	return j.team.Activity(func(i int) int { return int(j.threads[i].tests.Load()) })
}

// stack lists the posted tests, processor by processor, each deque
// oldest (nearest the root) first. Kind reads "pN": in processor N's
// deque.
func (j *jamboree[G, P, M]) Stack() []account.NodeView {
	var out []account.NodeView
	for i := range j.threads {
		kind := fmt.Sprintf("p%d", i)
		j.sched.each(i, func(task jbTask[P, M]) {
			f := task.f
			out = append(out, account.NodeView{
				Ply: f.ply + 1, Move: j.g.FormatMove(&f.pos, f.moves[task.i]), Kind: kind,
				Alpha: f.alpha0, Beta: f.beta, Moves: len(f.moves), Split: true,
			})
		})
	}
	return out
}
