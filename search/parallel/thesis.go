package parallel

import (
	"context"

	"frontier/board"
	"frontier/search"
)

// thesis is the root search of the four algorithms of Lu 1993: the
// controller of controller.go on the farm of farm.go, one controller
// thread giving subtrees to P searcher threads. Config's Frontier and LB
// flags select PVSplit (Figure 4.1), PVFSplit (Figure 5.1) and straggler
// preemption (§5.3).
type thesis[G search.Game[P, M], P any, M board.Move] struct {
	e   *Engine[G, P, M]
	x   *farm[G, P, M]
	ctl *controller[G, P, M]
	ids uint64
}

func newThesis[G search.Game[P, M], P any, M board.Move](e *Engine[G, P, M]) *thesis[G, P, M] {
	th := &thesis[G, P, M]{e: e, x: newFarm(e.g, e.m, e.cfg.Searchers, e.sh, e.cfg.Search, e.cfg.Record)}
	th.ctl = &controller[G, P, M]{g: e.g, cfg: &e.cfg, x: th.x, eng: e.eng, sh: e.sh, ids: &th.ids, counters: &e.counters}
	th.ctl.publish = func(*controller[G, P, M]) { e.publish() }
	return th
}

func (th *thesis[G, P, M]) searchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	e, c := th.e, th.ctl
	c.ctx = ctx
	c.aborted, c.err = false, nil
	c.callStats = search.Stats{}
	c.deadline = e.moveEnd
	c.rootPath = e.rootPath
	c.stack = c.stack[:0]
	c.nodes = 0
	e.eng.ResetStats()
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
	e.counters.ControllerNodes += c.nodes
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

func (th *thesis[G, P, M]) activity() []SearcherActivity { return th.x.Activity() }

// stack is the current variation: the thesis's split-node stack.
func (th *thesis[G, P, M]) stack() []NodeView {
	var out []NodeView
	for i, n := range th.ctl.stack {
		v := NodeView{Ply: n.ply, Alpha: n.alpha, Beta: n.beta, Score: n.score, Moves: len(n.moves), Out: n.out, Split: n.split, Leaf: n.leaf}
		if i > 0 && len(n.route) > 0 { // the stack is the path: i-1 is n's parent
			v.Move = th.e.g.FormatMove(&th.ctl.stack[i-1].pos, n.route[len(n.route)-1])
		}
		switch {
		case n.pv:
			v.Kind = "PV"
		case n.all:
			v.Kind = "ALL"
		default:
			v.Kind = "CUT"
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
