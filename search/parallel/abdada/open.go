package abdada

import (
	"fmt"
	"slices"
	"strings"

	"frontier/board"
	"frontier/search/account"
)

// What ABDADA has open, for the split-node pane: the nodes more than one
// searcher is inside now, Weill's nproc > 1. The busy table knows the
// counts but cannot be listed without scanning it, so each searcher
// keeps its own path of open nodes (those of its recursion, at least
// `exclusive` plies above the leaves: a few per searcher), and Stack()
// lists the keys found on two paths or more.

// abOpen is a node on a searcher's open path.
type abOpen[P any, M board.Move] struct {
	key                     uint64
	ply, depth, alpha, beta int
	pos                     P // the node's position, for the notation of its sons' moves
	move                    M // the move into it from the entry before (ply > 0)
}

// push puts the node the thread has just entered on its open path.
func (th *abThread[G, P, M]) push(p *P, key uint64, ply, depth, alpha, beta int) {
	th.view.Lock()
	if th.nOpen < len(th.open) {
		o := &th.open[th.nOpen]
		o.key, o.ply, o.depth, o.alpha, o.beta, o.pos = key, ply, depth, alpha, beta, *p
		if ply > 0 {
			o.move = th.route[ply-1]
		}
	}
	th.nOpen++
	th.view.Unlock()
}

// pop takes the node the thread leaves off its open path.
func (th *abThread[G, P, M]) pop() {
	th.view.Lock()
	th.nOpen--
	th.view.Unlock()
}

// sharedNode is a node on the paths of several searchers.
type sharedNode struct {
	view      account.NodeView
	searchers []int
}

// stack lists the nodes that two or more searchers are inside now,
// nearest the root first: the window and remaining depth are those of
// the lowest-numbered searcher inside, Kind reads "×N" for N searchers,
// Note which ones.
func (a *abdada[G, P, M]) Stack() []account.NodeView {
	byKey := map[uint64]*sharedNode{}
	var order []*sharedNode
	for id, th := range a.th {
		th.view.Lock()
		n := min(th.nOpen, len(th.open))
		for i := 0; i < n; i++ {
			o := &th.open[i]
			if s := byKey[o.key]; s != nil {
				if !slices.Contains(s.searchers, id) {
					s.searchers = append(s.searchers, id)
				}
				continue
			}
			v := account.NodeView{Ply: o.ply, Alpha: o.alpha, Beta: o.beta, Depth: o.depth}
			if i > 0 && th.open[i-1].ply == o.ply-1 {
				v.Move = a.e.Game().FormatMove(&th.open[i-1].pos, o.move)
			}
			s := &sharedNode{view: v, searchers: []int{id}}
			byKey[o.key] = s
			order = append(order, s)
		}
		th.view.Unlock()
	}
	var out []account.NodeView
	for _, s := range order {
		if len(s.searchers) < 2 {
			continue
		}
		v := s.view
		v.Kind = fmt.Sprintf("×%d", len(s.searchers))
		names := make([]string, len(s.searchers))
		for i, id := range s.searchers {
			names[i] = fmt.Sprintf("s%d", id)
		}
		v.Note = strings.Join(names, ",")
		out = append(out, v)
	}
	slices.SortStableFunc(out, func(x, y account.NodeView) int { return x.Ply - y.Ply })
	return out
}
