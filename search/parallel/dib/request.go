package dib

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
	"frontier/search/parallel"
)

// The DIB work-request scheduler, after Finkel and Manber's DIB as Rezaie
// and Finkel describe it (§2.1 of "A comparison of some parallel
// game-tree search algorithms"): a processor searches its problem depth
// first and keeps a table of explicit work (tree.go). When it has
// nothing left to do it sends a work request to a peer chosen at random
// (the thread's seeded source, so simulations stay deterministic) and
// waits; the peer, at its next poll, answers with the unassigned problem
// of its table nearest the root, or refuses, and a refused processor
// waits a little and asks another. It is the victim-answers counterpart
// of work stealing: the work nearest the root goes, but the busy
// processor gives it, one message later.
//
// Every algorithm of the paper's comparison is a dibPolicy on this one
// scheduler (the paper's "control level" on its enhanced DIB): which
// children of an explicit node may start now, which are searched whole.
// Below the grain a processor searches a subtree whole with
// plain fail-soft alpha-beta and no table, the paper's baseline, so that
// relative efficiency against alphabeta means what it means there.
//
// What differs from DIB: every node above the grain that a processor
// starts is explicit at once (DIB subdivides the implicit recursion
// lazily when a request comes); the simulator charges nothing for that
// bookkeeping, a node for each explicit node, a message for every
// request, answer and refusal, and a split for each problem given away.
// Processors share memory, so a result is folded into its parent by the
// processor that found it, under one lock (DIB's report message; the
// lock is DIB's interference loss).

// dibMsg is a letter between processors.
type dibMsg[P any, M board.Move] struct {
	kind msgKind
	from int
	work dibWork[P, M]
}

type msgKind uint8

const (
	msgRequest msgKind = iota // give me work
	msgWork                   // here is a problem
	msgRefuse                 // nothing to give
	msgOver                   // the root search is over
)

// dibProc is one processor: its table of explicit work, its inbox and
// its sequential searcher for whole problems.
type dibProc[G search.Game[P, M], P any, M board.Move] struct {
	id      int
	s       *search.Searcher[G, P, M]
	table   []*dibNode[P, M] // explicit nodes it is responsible for, oldest first
	scan    []*dibNode[P, M] // a copy of a table being looked through
	inbox   *machine.Mailbox[dibMsg[P, M]]
	letters atomic.Int64   // letters sent to it and not yet received
	ctx     *dibNode[P, M] // the node whose child it searches whole now
	pos     P              // the child being started
	tmp     P              // a grandchild, for static values
	path    []uint64       // the path of a problem searched whole
	granted atomic.Int64   // problems it received on request
	over    bool           // it has received msgOver
}

// drop removes n from the table. Called locked.
func (p *dibProc[G, P, M]) drop(n *dibNode[P, M]) {
	if i := slices.Index(p.table, n); i >= 0 {
		p.table = slices.Delete(p.table, i, i+1)
	}
}

// scheduler is an engine of the DIB family: the scheduler with a policy.
type scheduler[G search.Game[P, M], P any, M board.Move] struct {
	e      *parallel.Engine[G, P, M]
	g      G
	m      machine.Machine
	policy dibPolicy
	opt    Options
	team   *parallel.Team[G, P, M]
	procs  []*dibProc[G, P, M]
	mu     machine.Mutex // guards the explicit nodes and tables
	view   sync.Mutex    // also held while they change, for Stack()
	ids    uint64

	over      bool // the root has a value; guarded by mu
	score     int
	rootBest  int
	rootMoves []M
	stop      atomic.Bool // cancelled or out of time
	stopSent  atomic.Bool
	counters  account.Counters // of this root search, guarded by mu
	moveEnd   account.Time
}

func newScheduler[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M], o Options, policy dibPolicy) *scheduler[G, P, M] {
	d := &scheduler[G, P, M]{e: e, g: e.Game(), m: e.Machine(), policy: policy, opt: o}
	d.mu = d.m.NewMutex("dib tables")
	// The paper's processors search with plain alpha-beta: no table, no
	// history, no killers, the game's move order.
	plain := search.Options{Algorithm: search.AlgoAlphaBeta}
	var ss []*search.Searcher[G, P, M]
	for i := 0; i < e.Config().Searchers; i++ {
		p := &dibProc[G, P, M]{id: i, s: search.NewSearcher(d.g, &search.Shared{}, plain)}
		d.procs = append(d.procs, p)
		ss = append(ss, p.s)
	}
	d.team = parallel.NewTeam(e, ss)
	return d
}

func (d *scheduler[G, P, M]) lock(t machine.Thread) {
	d.mu.Lock(t)
	d.view.Lock()
}

func (d *scheduler[G, P, M]) unlock(t machine.Thread) {
	d.view.Unlock()
	d.mu.Unlock(t)
}

func (d *scheduler[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	d.over, d.score, d.rootBest, d.rootMoves, d.counters = false, 0, 0, nil, account.Counters{}
	d.stop.Store(false)
	d.stopSent.Store(false)
	d.moveEnd = d.e.Deadline()
	for _, p := range d.procs {
		p.table, p.ctx, p.over = p.table[:0], nil, false
		p.inbox = machine.NewMailbox[dibMsg[P, M]](d.m, fmt.Sprintf("processor %d", p.id))
		p.letters.Store(0)
	}
	poll := func(t machine.Thread) bool {
		p := d.procs[t.ID()]
		if p.letters.Load() > 0 {
			d.serve(t, p)
		}
		return d.halt(t) || p.ctx != nil && p.ctx.stopped()
	}
	err := d.team.Run(ctx, poll, func(t machine.Thread) {
		p := d.procs[t.ID()]
		if t.ID() == 0 {
			t.Mark(account.Working, "root")
			d.startRoot(t, p, root, depth, alpha, beta)
		}
		d.loop(t, p)
	})
	c := d.e.Counters()
	c.Splits += d.counters.Splits
	c.Farmed += d.counters.Farmed
	c.Cutoffs += d.counters.Cutoffs
	c.Interrupts += d.counters.Interrupts
	if err != nil || d.stop.Load() || !d.over {
		return search.RootResult[M]{Aborted: true}, err
	}
	var best M
	if len(d.rootMoves) > 0 {
		best = d.rootMoves[d.rootBest]
	}
	return d.team.Result(d.score, best, len(d.rootMoves) > 0), nil
}

// startRoot makes the root explicit on processor 0, or searches it whole
// when it is at the grain.
func (d *scheduler[G, P, M]) startRoot(t machine.Thread, p *dibProc[G, P, M], root P, depth, alpha, beta int) {
	g := d.g
	if depth <= d.opt.Grain {
		p.pos = root
		p.s.SetPath(d.e.RootPath())
		v := p.s.Search(&p.pos, alpha, beta, depth, 0)
		d.team.Charge(t, p.id)
		best, ok := p.s.RootMove()
		d.lock(t)
		if !p.s.Aborted() {
			d.score, d.over = v, true
			if ok {
				d.rootMoves, d.rootBest = []M{best}, 0
			}
		}
		d.unlock(t)
		d.broadcastOver(t)
		return
	}
	t.Spend(account.OpNode, 1)
	n := &dibNode[P, M]{pos: root, path: slices.Clone(d.e.RootPath())}
	n.key = g.Key(&n.pos)
	n.moves = g.Moves(&n.pos, nil)
	if len(n.moves) == 0 {
		v, _ := g.Outcome(&n.pos)
		d.lock(t)
		d.score, d.over = search.ResultAt(v, 0), true
		d.unlock(t)
		d.broadcastOver(t)
		return
	}
	n.depth, n.n, n.alpha, n.beta, n.best = depth, len(n.moves), alpha, beta, -search.Inf
	n.kids, n.valued = make([]*dibMeta, n.n), make([]bool, n.n)
	n.kind = d.policy.rootKind()
	d.prepare(t, p, n)
	d.rootMoves = n.moves
	d.lock(t)
	d.adopt(p, n)
	d.unlock(t)
}

// prepare computes the static values of n's children when the policy or
// the sorting depth wants them, and sorts them within the sorting depth.
func (d *scheduler[G, P, M]) prepare(t machine.Thread, p *dibProc[G, P, M], n *dibNode[P, M]) {
	sorted := n.ply < d.opt.SortDepth && (!d.opt.SortEldest || n.ply == 0 || n.idx == 0)
	if !sorted && !d.policy.statics(&n.dibMeta) {
		return
	}
	g := d.g
	n.static = make([]int, n.n)
	for i, m := range n.moves {
		p.tmp = g.Play(&n.pos, m)
		n.static[i] = staticOf(g, &p.tmp, n.ply+1)
	}
	t.Spend(account.OpNode, n.n)
	if sorted {
		orderByStatic(n.moves, n.static)
	}
}

// adopt puts n in p's table. Called locked.
func (d *scheduler[G, P, M]) adopt(p *dibProc[G, P, M], n *dibNode[P, M]) {
	d.ids++
	n.id, n.owner = d.ids, p.id
	p.table = append(p.table, n)
	d.counters.Splits++
}

// loop is a processor's life: work from its own table, deepest first (its
// depth-first search); with none, ask a random peer.
func (d *scheduler[G, P, M]) loop(t machine.Thread, p *dibProc[G, P, M]) {
	for !p.over && !d.halt(t) {
		if p.letters.Load() > 0 {
			d.serve(t, p)
			continue
		}
		d.lock(t)
		over := d.over
		w, ok := d.own(p)
		d.unlock(t)
		if over {
			d.broadcastOver(t)
			return
		}
		if ok {
			t.Mark(account.Working, "")
			d.start(t, p, w)
			continue
		}
		if len(d.procs) == 1 {
			return // cannot happen: a lone processor always has work until the root is done
		}
		d.request(t, p)
	}
}

// own claims the startable child of the newest node in p's table. Called
// locked.
func (d *scheduler[G, P, M]) own(p *dibProc[G, P, M]) (dibWork[P, M], bool) {
	p.scan = append(p.scan[:0], p.table...) // startable may finish nodes
	for i := len(p.scan) - 1; i >= 0; i-- {
		if n := p.scan[i]; d.startable(n) {
			return d.claim(n), true
		}
	}
	return dibWork[P, M]{}, false
}

// give claims the startable child of the oldest node in p's table, the
// problem nearest the root, for another processor. Called locked.
func (d *scheduler[G, P, M]) give(p *dibProc[G, P, M]) (dibWork[P, M], bool) {
	p.scan = append(p.scan[:0], p.table...) // startable may finish nodes
	for _, n := range p.scan {
		if d.startable(n) {
			d.counters.Farmed++
			return d.claim(n), true
		}
	}
	return dibWork[P, M]{}, false
}

// waitsAtSync reports whether p's table holds a node waiting for a child
// searched elsewhere: its idle time is then waiting at a synchronization
// point, not starvation. Called locked.
func (p *dibProc[G, P, M]) waitsAtSync() bool {
	for _, n := range p.table {
		if n.out > 0 && !n.finished {
			return true
		}
	}
	return false
}

// request asks a random peer for work and waits for its answer, serving
// requests that arrive meanwhile.
func (d *scheduler[G, P, M]) request(t machine.Thread, p *dibProc[G, P, M]) {
	peer := t.Rand().IntN(len(d.procs) - 1)
	if peer >= p.id {
		peer++
	}
	d.lock(t)
	state := account.Stealing
	if p.waitsAtSync() {
		state = account.Waiting
	}
	d.unlock(t)
	t.Mark(state, "request")
	d.send(t, peer, dibMsg[P, M]{kind: msgRequest, from: p.id})
	for {
		m, ok := d.recv(t, p, state)
		if !ok {
			return
		}
		switch m.kind {
		case msgRequest:
			d.answer(t, p, m.from)
		case msgWork:
			p.granted.Add(1)
			t.Mark(account.Working, "")
			d.start(t, p, m.work)
			return
		case msgRefuse:
			d.backoff(t, p)
			return
		case msgOver:
			p.over = true
			return
		}
	}
}

// realRetry is how long a refused processor waits on the real machine
// before it asks again: without it, idle goroutines would trade requests
// and refusals as fast as the cores allow and starve the busy ones.
const realRetry = account.Time(50 * time.Microsecond)

// backoff is the pause of a refused processor before its next request
// ("repeatedly, with some delay", §2.1). On the simulator it idles for
// Retry (four messages by default); on the real machine it waits for a
// letter up to realRetry, answering requests that come meanwhile.
func (d *scheduler[G, P, M]) backoff(t machine.Thread, p *dibProc[G, P, M]) {
	if d.m.Simulated() {
		retry := d.opt.Retry
		if retry <= 0 {
			retry = 4 * d.m.Cost(account.OpMessage)
		}
		t.WaitUntil(t.Now()+retry, account.Starved)
		return
	}
	deadline := t.Now() + max(d.opt.Retry, realRetry)
	if d.moveEnd > 0 {
		deadline = min(deadline, d.moveEnd)
	}
	for !p.over && t.Now() < deadline {
		m, ok := p.inbox.Recv(t, account.Starved, deadline)
		if !ok {
			return
		}
		p.letters.Add(-1)
		switch m.kind {
		case msgRequest:
			d.answer(t, p, m.from)
		case msgOver:
			p.over = true
		}
	}
}

// serve answers the letters that have come in while p was busy.
func (d *scheduler[G, P, M]) serve(t machine.Thread, p *dibProc[G, P, M]) {
	for p.letters.Load() > 0 {
		m, ok := d.recv(t, p, account.Stealing)
		if !ok {
			return
		}
		switch m.kind {
		case msgRequest:
			d.answer(t, p, m.from)
		case msgOver:
			p.over = true
		}
	}
}

// answer gives the requester the problem nearest the root of p's table,
// or refuses.
func (d *scheduler[G, P, M]) answer(t machine.Thread, p *dibProc[G, P, M], to int) {
	d.lock(t)
	w, ok := d.give(p)
	d.unlock(t)
	if !ok {
		d.send(t, to, dibMsg[P, M]{kind: msgRefuse, from: p.id})
		return
	}
	t.Spend(account.OpSplit, 1)
	d.send(t, to, dibMsg[P, M]{kind: msgWork, from: p.id, work: w})
}

func (d *scheduler[G, P, M]) send(t machine.Thread, to int, m dibMsg[P, M]) {
	q := d.procs[to]
	q.letters.Add(1)
	q.inbox.Send(t, m)
}

func (d *scheduler[G, P, M]) recv(t machine.Thread, p *dibProc[G, P, M], s account.State) (dibMsg[P, M], bool) {
	m, ok := p.inbox.Recv(t, s, d.moveEnd)
	if ok {
		p.letters.Add(-1)
	}
	return m, ok
}

// halt reports whether the root search was stopped (cancelled, or out of
// time); the first to see it tells every processor.
func (d *scheduler[G, P, M]) halt(t machine.Thread) bool {
	if d.stop.Load() {
		return true
	}
	if t.Stopped() || d.moveEnd > 0 && t.Now() >= d.moveEnd {
		d.stop.Store(true)
		d.broadcastOver(t)
		return true
	}
	return false
}

// broadcastOver tells every other processor, once, that the root search
// is over, waking those that wait for an answer.
func (d *scheduler[G, P, M]) broadcastOver(t machine.Thread) {
	if !d.stopSent.CompareAndSwap(false, true) {
		return
	}
	for _, q := range d.procs {
		if q.id != t.ID() {
			d.send(t, q.id, dibMsg[P, M]{kind: msgOver, from: t.ID()})
		}
	}
}

// start searches child w.i of w.node on p: whole (at the grain, or where
// the policy says), or as a new explicit node in p's table.
func (d *scheduler[G, P, M]) start(t machine.Thread, p *dibProc[G, P, M], w dibWork[P, M]) {
	g, n := d.g, w.node
	ply, depth := n.ply+1, n.depth-1
	if n.stopped() {
		d.lock(t)
		d.fold(n, w.i, 0, false)
		d.unlock(t)
		return
	}
	p.pos = g.Play(&n.pos, n.moves[w.i])
	if depth <= d.opt.Grain || d.policy.whole(&n.dibMeta) {
		p.ctx = n
		p.path = append(append(p.path[:0], n.path...), n.key) // SetPath copies it
		p.s.SetPath(p.path)
		p.s.ResetAbort()
		v := p.s.Search(&p.pos, -w.b, -w.a, depth, ply)
		d.team.Charge(t, p.id)
		ok := !p.s.Aborted()
		p.ctx = nil
		d.lock(t)
		d.fold(n, w.i, v, ok)
		d.unlock(t)
		return
	}
	t.Spend(account.OpNode, 1)
	t.Sync()
	c := &dibNode[P, M]{up: n, pos: p.pos, path: n.childPath()}
	c.key = g.Key(&c.pos)
	if parallel.Repeats(c.key, c.path) {
		d.lock(t)
		d.fold(n, w.i, search.Draw, true)
		d.unlock(t)
		return
	}
	c.moves = g.Moves(&c.pos, nil)
	if len(c.moves) == 0 {
		v, _ := g.Outcome(&c.pos)
		d.lock(t)
		d.fold(n, w.i, search.ResultAt(v, ply), true)
		d.unlock(t)
		return
	}
	c.parent, c.idx, c.ply, c.depth, c.n = &n.dibMeta, w.i, ply, depth, len(c.moves)
	c.alpha, c.beta, c.best = -w.b, -w.a, -search.Inf
	c.kids, c.valued = make([]*dibMeta, c.n), make([]bool, c.n)
	d.lock(t)
	if n.finished || n.stopped() {
		d.fold(n, w.i, 0, false)
		d.unlock(t)
		return
	}
	c.kind = d.policy.kindOf(&n.dibMeta, w.i)
	n.kids[w.i] = &c.dibMeta
	d.unlock(t)
	d.prepare(t, p, c) // kinds known, before any child of c starts
	d.lock(t)
	d.adopt(p, c)
	d.unlock(t)
}

func (d *scheduler[G, P, M]) Activity() []account.SearcherActivity {
	return d.team.Activity(func(i int) int { return int(d.procs[i].granted.Load()) })
}

// stack lists the explicit work of every processor, each processor's
// oldest first. Kind reads "pN kK": in processor N's table, of the
// policy's kind K.
func (d *scheduler[G, P, M]) Stack() []account.NodeView {
	d.view.Lock()
	defer d.view.Unlock()
	var out []account.NodeView
	for _, p := range d.procs {
		for _, n := range p.table {
			out = append(out, account.NodeView{
				Ply: n.ply, Kind: fmt.Sprintf("p%d k%d", p.id, n.kind),
				Alpha: n.alpha, Beta: n.beta, Score: n.best, Moves: n.n,
				Done: n.done, Out: n.out, Left: n.n - n.next, Split: n.out > 0,
			})
		}
	}
	return out
}
