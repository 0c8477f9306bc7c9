// Package abdada is ABDADA, Weill's "Alpha-Bêta Distribué avec Droit d'Aînesse" (Weill
// 1996, Figures 1-2): every searcher runs the same search of the same
// root to the same depth, as Lazy SMP's do, but the transposition table
// also knows how many searchers are inside each node (nproc, kept in a
// small table of its own beside the transposition table, see tt.Busy). A searcher takes a node's children in two passes. In
// the first it searches the eldest son as usual and the others
// "exclusively": a child that another searcher is already inside is
// skipped (ON_EVALUATION) and left for the second pass, which searches
// whatever is left without exclusion, by then usually answered by the
// table. The searchers so spread over the younger brothers of each node
// while the eldest son, the only one a sequential search is sure to need,
// is never delayed.
//
// The deferral runs in this file's own recursion at nodes with at least
// `exclusive` plies left; below that a node's subtree is handed whole to
// the searcher's sequential Searcher, whose probes and stores are the
// ordinary ones, without nproc: deferring a node of a few hundred nodes
// costs more in table traffic than it saves. Nodes of the recursion keep the
// sequential PVS windows (first child full window, the others minimal
// with a re-search on a fail high), so in exact mode (no table cutoffs)
// the result is the sequential minimax value whatever the deferrals did:
// they only change the order in which children are searched.
//
// The result is the main searcher's (thread 0); when it finishes, the
// others stop.
package abdada

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
	"frontier/search/parallel"
	"frontier/search/tt"
)

// ABDADA is the registry name of ABDADA.
const ABDADA = "abdada"

// Options are ABDADA's parameters; zero fields take the defaults.
type Options struct {
	// Exclusive is the remaining depth down to which a node's younger
	// sons are deferred when another searcher is inside them.
	Exclusive int
}

func init() {
	parallel.Register(parallel.Algorithm{
		Name:    ABDADA,
		Rank:    31,
		Summary: "ABDADA: every searcher searches the whole root; a node's younger sons that another searcher is inside are deferred to a second pass (nproc in the table)",
		Paper:   "Weill 1996", Figure: "Figures 1-2",
		Options: Options{},
		Params: []parallel.Param{parallel.Option(
			"exclusive", fmt.Sprint(defaultExclusive),
			"remaining depth in plies down to which a node's younger sons are deferred when another searcher is inside them; below, subtrees are searched sequentially",
			func(o *Options, v string) error { return parallel.SetPlies(&o.Exclusive, v) })},
	})
}

// defaultExclusive: nodes with 5 or more plies left defer busy sons.
// It was 3 until the searches were measured on a machine with many cores:
// at 3 the searchers crowd into the same small subtrees, each deferral a
// probe and an update of a table line other cores write, and the search
// overhead at 16 searchers was 78% on 16 real cores. On six suite
// positions at depth 17, simulated with that machine's costs
// (docs/scaling/real16.cost), 5 took the speedup at 4, 8 and 16
// searchers from 2.26, 4.03 and 5.09 to 2.91, 4.39 and 5.86, and the
// search overhead at 16 from 105% to 83%; with the default costs at depth
// 15, from 1.64, 2.91 and 8.17 at 2, 4 and 16 to 1.75, 3.04 and 8.82
// (docs/scaling.md).
const defaultExclusive = 5

type abdada[G search.Game[P, M], P any, M board.Move] struct {
	e         *parallel.Engine[G, P, M]
	exclusive int
	busy      *tt.Busy // nproc of the positions searchers are in
	th        []*abThread[G, P, M]
	team      *parallel.Team[G, P, M]
}

// busyBuckets: 16,384 buckets of 4 slots (512 KiB) hold the few nodes
// per searcher that are open at once, for any number of searchers.
const busyBuckets = 1 << 14

// abThread is one searcher of ABDADA: its recursion above `exclusive`
// plies and its sequential Searcher below.
type abThread[G search.Game[P, M], P any, M board.Move] struct {
	a     *abdada[G, P, M]
	g     G
	table *tt.Table
	busy  *tt.Busy
	exact bool
	hint  bool // use the table's move first
	s     *search.Searcher[G, P, M]
	ord   *search.Searcher[G, P, M] // orders moves by history, without probing
	t     machine.Thread
	id    int
	stop  func() bool

	path  []uint64 // keys of the game before the root, then of the recursion's nodes
	moves [search.MaxPly][]M
	done  [search.MaxPly][]bool

	nodes    uint64 // nodes of the recursion (the Searcher counts its own)
	ops      uint64 // table accesses of the recursion: probes, stores, nproc updates
	reads    uint64 // of which probes and busy answers (Weill's read messages)
	writes   uint64 // and stores
	deferred uint64 // sons skipped as ON_EVALUATION in a first pass
	aborted  bool
	rootBest M
	hasBest  bool

	route [search.MaxPly]M // route[ply]: the move the recursion plays at ply now
	// open is the recursion's path from the root to the node it is in,
	// for the split-node pane (open.go); view guards it, taken by
	// this thread only to change it and by the pane to read it.
	view  sync.Mutex
	open  [search.MaxPly]abOpen[P, M]
	nOpen int
}

// New is ABDADA's root search on e, or nil when e's algorithm is of
// another family (see parallel.New).
func New[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M] {
	o, ok := e.Config().Options.(Options)
	if !ok {
		return nil
	}
	return newABDADA(e, o)
}

func newABDADA[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M], o Options) *abdada[G, P, M] {
	busy, err := tt.NewBusy(busyBuckets)
	if err != nil {
		panic(err) // a constant size
	}
	cfg, g, sh := e.Config(), e.Game(), e.Shared()
	a := &abdada[G, P, M]{e: e, exclusive: o.Exclusive, busy: busy}
	if a.exclusive <= 0 {
		a.exclusive = defaultExclusive
	}
	ordOpt := cfg.Search
	ordOpt.TTMove = false
	var ss []*search.Searcher[G, P, M]
	for i := 0; i < cfg.Searchers; i++ {
		th := &abThread[G, P, M]{
			a: a, g: g, id: i, table: sh.TT, busy: busy, exact: cfg.Search.Exact, hint: cfg.Search.TTMove,
			s:   search.NewSearcher(g, sh, cfg.Search),
			ord: search.NewSearcher(g, sh, ordOpt),
		}
		a.th = append(a.th, th)
		ss = append(ss, th.s)
	}
	a.team = parallel.NewTeam(e, ss)
	// The recursion counts its own nodes and table accesses, charged
	// with the searcher's.
	a.team.Own = func(id int) (uint64, uint64) { return a.th[id].nodes, a.th[id].ops }
	return a
}

func (a *abdada[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	var (
		res      search.RootResult[M]
		mainDone atomic.Bool
		moveEnd  = a.e.Deadline()
	)
	// The counts the team charges are reset before its searchers are.
	for _, th := range a.th {
		th.nodes, th.ops, th.reads, th.writes, th.deferred, th.aborted = 0, 0, 0, 0, 0, false
	}
	poll := func(t machine.Thread) bool {
		if t.ID() == 0 {
			a.e.PublishMaybe()
		}
		return a.th[t.ID()].stop()
	}
	err := a.team.Run(ctx, poll, func(t machine.Thread) {
		th := a.th[t.ID()]
		th.t = t
		th.stop = func() bool {
			return mainDone.Load() || t.Stopped() || moveEnd > 0 && t.Now() >= moveEnd
		}
		var none M
		th.rootBest, th.hasBest = none, false
		th.path = append(th.path[:0], a.e.RootPath()...)
		t.Mark(account.Working, fmt.Sprintf("depth %d", depth))
		p := root
		var v int
		if depth < 1 {
			th.s.SetPath(th.path)
			v = th.s.Search(&p, alpha, beta, depth, 0)
			th.aborted = th.s.Aborted()
			th.rootBest, th.hasBest = th.s.RootMove()
		} else {
			v, _ = th.node(&p, alpha, beta, depth, 0, false)
		}
		if t.ID() == 0 {
			st := th.stats()
			res = search.RootResult[M]{Score: v, Aborted: th.aborted, Stats: st}
			if th.hasBest && !th.aborted {
				res.Best, res.PV = th.rootBest, []M{th.rootBest}
			}
			mainDone.Store(true)
		}
	})
	c := a.e.Counters()
	for _, th := range a.th {
		st := th.s.Stats()
		c.TableOps += th.ops + st.TTProbes + st.TTStores
		c.TableReads += th.reads + st.TTProbes
		c.TableWrites += th.writes + st.TTStores
		c.Deferred += th.deferred
	}
	if err != nil || res.Aborted {
		return search.RootResult[M]{Aborted: true}, err
	}
	return res, nil
}

// stats is the thread's Searcher's statistics with the recursion's nodes
// and table accesses added.
func (th *abThread[G, P, M]) stats() search.Stats {
	st := *th.s.Stats()
	st.Nodes += th.nodes
	st.TTProbes += th.ops
	return st
}

// charge spends on the machine what the thread searched since the last
// charge, its recursion's nodes and table accesses included.
func (th *abThread[G, P, M]) charge() { th.a.team.Charge(th.t, th.id) }

// node is Weill's Figure 1 with PVS windows: it searches p, ply plies
// below the root, to depth >= 1 with the window (alpha, beta), and
// returns its fail-soft score, or busy when exclusive is set and another
// searcher is inside p (nothing was searched).
func (th *abThread[G, P, M]) node(p *P, alpha, beta, depth, ply int, exclusive bool) (score int, busy bool) {
	th.nodes++
	th.charge()
	th.t.Sync()
	if th.stop() {
		th.aborted = true
		return 0, false
	}
	g := th.g
	key := g.Key(p)
	if ply > 0 && parallel.Repeats(key, th.path) {
		return search.Draw, false
	}
	th.ops++
	busy, counted := th.busy.Enter(key, exclusive)
	if busy {
		th.deferred++
		th.reads++
		return 0, true
	}
	th.push(p, key, ply, depth, alpha, beta)
	hint := tt.NoMove
	if th.table != nil {
		th.ops++
		th.reads++
		if e, ok := th.table.Probe(key, ply); ok {
			if !th.exact && ply > 0 && e.Cuts(depth, alpha, beta) {
				th.exit(key, counted)
				return e.Score, false
			}
			if th.hint {
				hint = e.Move
			}
		}
	}
	moves := g.Moves(p, th.moves[ply][:0])
	th.moves[ply] = moves[:0]
	if len(moves) == 0 {
		th.exit(key, counted)
		v, _ := g.Outcome(p)
		return search.ResultAt(v, ply), false
	}
	th.order(p, moves, ply, hint)
	done := th.done[ply][:0]
	for range moves {
		done = append(done, false)
	}
	th.done[ply] = done
	th.path = append(th.path, key)

	score, best := -search.Inf, 0
	a := alpha
	for pass := 0; score < beta; pass++ {
		pending := false
		for i := 0; i < len(moves) && score < beta; i++ {
			if done[i] {
				continue
			}
			excl := pass == 0 && i > 0 // the eldest son is never deferred
			c := g.Play(p, moves[i])
			th.route[ply] = moves[i]
			var v int
			var busy bool
			if i == 0 {
				v, busy = th.child(&c, -beta, -a, depth, ply, false)
			} else {
				v, busy = th.child(&c, -a-1, -a, depth, ply, excl)
				if !busy && !th.aborted && v > a && v < beta { // PVS re-search
					v, _ = th.child(&c, -beta, -v, depth, ply, false)
				}
			}
			if th.aborted {
				break
			}
			if busy {
				pending = true
				continue
			}
			done[i] = true
			if v > score {
				score, best = v, i
			}
			a = max(a, score)
		}
		if th.aborted || !pending {
			break
		}
	}
	th.path = th.path[:len(th.path)-1]
	th.exit(key, counted)
	if th.aborted {
		return 0, false // an aborted search stores nothing
	}
	if ply == 0 {
		th.rootBest, th.hasBest = moves[best], true
	}
	if th.table != nil {
		th.ops++
		th.writes++
		parallel.StoreNode(th.a.e, key, depth, ply, alpha, beta, score, moves[best])
	}
	return score, false
}

// exit counts the thread out of the position it entered, if it was
// counted in, and takes the position off its open path.
func (th *abThread[G, P, M]) exit(key uint64, counted bool) {
	th.pop()
	if counted {
		th.ops++
		th.busy.Exit(key)
	}
}

// child searches the child c of a node at ply with the window (alpha,
// beta) from c's side and returns the score from the node's side: by the
// recursion while depth-1 >= exclusive, else whole by the Searcher.
func (th *abThread[G, P, M]) child(c *P, alpha, beta, depth, ply int, exclusive bool) (int, bool) {
	if depth-1 >= th.a.exclusive {
		v, busy := th.node(c, alpha, beta, depth-1, ply+1, exclusive)
		return -v, busy
	}
	th.s.SetPath(th.path)
	v := th.s.Search(c, alpha, beta, depth-1, ply+1)
	if th.s.Aborted() {
		th.aborted = true
	}
	return -v, false
}

// order sorts moves as the Searcher would: the table's move first, then
// by the history heuristic (the ordering Searcher has no killers of its
// own and does not probe).
func (th *abThread[G, P, M]) order(p *P, moves []M, ply int, hint tt.Move) {
	th.ord.OrderMoves(p, moves, ply)
	if hint == tt.NoMove {
		return
	}
	for i := range moves {
		if tt.Move(th.g.MoveCode(moves[i])) == hint {
			m := moves[i]
			copy(moves[1:i+1], moves[:i])
			moves[0] = m
			return
		}
	}
}

func (a *abdada[G, P, M]) Activity() []account.SearcherActivity { return a.team.Activity(nil) }
