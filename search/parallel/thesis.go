package parallel

import (
	"context"

	"frontier/board/checkers"
	"frontier/search"
)

// thesis is the root search of the four algorithms of Lu 1993: the
// controller of controller.go on the farm of farm.go, one controller
// thread giving subtrees to P searcher threads. Config's Frontier and LB
// flags select PVSplit (Figure 4.1), PVFSplit (Figure 5.1) and straggler
// preemption (§5.3).
type thesis struct {
	e   *Engine
	x   *farm
	ctl *controller
	ids uint64
}

func newThesis(e *Engine) *thesis {
	th := &thesis{e: e, x: newFarm(e.m, e.cfg.Searchers, e.sh, e.cfg.Search, e.cfg.Record)}
	th.ctl = &controller{cfg: &e.cfg, x: th.x, eng: e.eng, sh: e.sh, ids: &th.ids, counters: &e.counters}
	th.ctl.publish = func(*controller) { e.publish() }
	return th
}

func (th *thesis) searchRoot(ctx context.Context, root checkers.Position, depth, alpha, beta int) (search.RootResult, error) {
	e, c := th.e, th.ctl
	c.ctx = ctx
	c.aborted, c.err = false, nil
	c.callStats = search.Stats{}
	c.deadline = e.moveEnd
	c.rootPath = e.rootPath
	c.stack = c.stack[:0]
	c.nodes = 0
	e.eng.ResetStats()
	var n *node
	err := th.x.run(ctx, func() {
		now := th.x.Now()
		for i := range c.idleSince {
			c.idleSince[i] = now
		}
		n = c.run(root, depth, alpha, beta)
	})
	th.x.ctl = nil
	if err != nil {
		return search.RootResult{Aborted: true}, err
	}
	e.counters.ControllerNodes += c.nodes
	res := search.RootResult{Score: n.score, Best: n.bestMove(), Aborted: c.aborted}
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

func (th *thesis) activity() []SearcherActivity { return th.x.Activity() }

// stack is the current variation: the thesis's split-node stack.
func (th *thesis) stack() []NodeView {
	var out []NodeView
	for _, n := range th.ctl.stack {
		v := NodeView{Ply: n.ply, Alpha: n.alpha, Beta: n.beta, Score: n.score, Moves: len(n.moves), Out: n.out, Split: n.split, Leaf: n.leaf}
		if len(n.route) > 0 {
			v.Move = n.route[len(n.route)-1].String()
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
