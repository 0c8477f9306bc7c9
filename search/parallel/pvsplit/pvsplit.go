// Package pvsplit holds the algorithms of Lu 1993 (ParaChinook):
// Principal Variation Splitting (Figure 4.1), PV Frontier Splitting
// (Figure 5.1) and each with straggler preemption (§5.3). A controller
// thread walks the current variation itself (controller.go), farms
// subtrees at split nodes to P searcher threads that run the sequential
// engine of package search (farm.go), and combines their fail-soft
// results. Every child of a split node carries the bounds its searches
// have proved so far (node.go); a child is settled when its bounds show
// it cannot matter or give its exact value, which lets minimal-window
// searches, full-window re-searches, restarts with a better window,
// heuristic windows of frontier splitting and preempted searches (lb.go)
// all share one piece of bookkeeping.
package pvsplit

import (
	"context"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/parallel"
)

// Names of the thesis's algorithms.
const (
	PVSplit    = "pvsplit"
	PVFSplit   = "pvfsplit"
	PVSplitLB  = "pvsplit-lb"
	PVFSplitLB = "pvfsplit-lb"
)

// Paper is the paper the four algorithms come from.
const Paper = "Lu 1993"

// variant is what a name selects: the four algorithms are the one
// controller, with frontier splitting and straggler preemption on or off.
type variant struct{ frontier, lb bool }

// variants is filled by the registrations (options.go).
var variants = map[string]variant{}

// New is the root search of a thesis algorithm on e, or nil when e's
// algorithm is of another family (see parallel.New).
func New[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M] {
	cfg := e.Config()
	o, ok := cfg.Options.(Options)
	if !ok {
		return nil
	}
	v := variants[cfg.Algorithm]
	o = o.withDefaults(cfg.Sim, cfg.Costs)
	o.frontier, o.lb = v.frontier, v.lb
	return newThesis(e, o)
}

// thesis is the root search of the four algorithms: the controller of
// controller.go on the farm of farm.go, one controller thread giving
// subtrees to P searcher threads. Options' frontier and lb flags select
// PVSplit (Figure 4.1), PVFSplit (Figure 5.1) and straggler preemption
// (§5.3).
type thesis[G search.Game[P, M], P any, M board.Move] struct {
	e   *parallel.Engine[G, P, M]
	x   *farm[G, P, M]
	ctl *controller[G, P, M]
	ids uint64
}

func newThesis[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M], o Options) *thesis[G, P, M] {
	cfg := e.Config()
	th := &thesis[G, P, M]{e: e, x: newFarm(e.Game(), e.Machine(), cfg.Searchers, e.Shared(), cfg.Search, cfg.Record)}
	th.ctl = &controller[G, P, M]{g: e.Game(), e: e, cfg: o, x: th.x, eng: e.Searcher(), sh: e.Shared(), ids: &th.ids, counters: e.Counters()}
	return th
}

func (th *thesis[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	e, c := th.e, th.ctl
	c.ctx = ctx
	c.aborted, c.err = false, nil
	c.callStats = search.Stats{}
	c.deadline = e.Deadline()
	c.rootPath = e.RootPath()
	c.stack = c.stack[:0]
	c.nodes = 0
	e.Searcher().ResetStats()
	th.x.setRoot(root)
	var n *node[P, M]
	err := th.x.run(ctx, func() {
		now := th.x.Now()
		for i := range c.idleSince {
			c.idleSince[i] = now
		}
		n = c.run(root, depth, alpha, beta)
	})
	th.x.ctl = nil
	if err != nil {
		return search.RootResult[M]{Aborted: true}, err
	}
	e.Counters().ControllerNodes += c.nodes
	res := search.RootResult[M]{Score: n.score, Aborted: c.aborted}
	if len(n.moves) > 0 {
		res.Best = n.bestMove()
		res.PV = []M{res.Best}
	}
	if c.err != nil {
		return res, c.err
	}
	if c.aborted {
		return res, nil
	}
	c.prevScore, c.havePrev = n.score, true
	res.Stats = c.callStats
	return res, nil
}

func (th *thesis[G, P, M]) Activity() []account.SearcherActivity { return th.x.Activity() }

// Stack is the current variation: the thesis's split-node stack.
func (th *thesis[G, P, M]) Stack() []account.NodeView {
	var out []account.NodeView
	for i, n := range th.ctl.stack {
		v := account.NodeView{Ply: n.ply, Kind: n.kind.String(), Alpha: n.alpha, Beta: n.beta, Score: n.score, Moves: len(n.moves), Out: n.out, Split: n.split, Leaf: n.leaf}
		if i > 0 && len(n.route) > 0 { // the stack is the path: i-1 is n's parent
			v.Move = th.e.Game().FormatMove(&th.ctl.stack[i-1].pos, n.route[len(n.route)-1])
		}
		for i := range n.kids {
			if n.kids[i].settled {
				v.Done++
			}
		}
		v.Left = len(n.moves) - n.next
		out = append(out, v)
	}
	return out
}
