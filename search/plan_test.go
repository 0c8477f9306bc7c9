package search

import (
	"testing"

	"frontier/search/eval"
	"frontier/search/tt"
)

// PlanNode enters a parallel algorithm's own node as PVS enters its
// nodes, with every part of the playing search: the null move only where
// the static value is at beta (NullVerify), with its reduction, and one
// ply less without a table move far from the horizon (IIR). Until this
// test PlanNode passed at every quiet node and never reduced, so YBWC's
// top of the tree was not the sequential search's.
func TestPlanNodeIsPVSEntry(t *testing.T) {
	const depth = 8 // above reverse futility's and LMP's depths
	var g eval.Chess
	for i, p := range bratkoKopec(t, 12) {
		if g.Forcing(&p) {
			continue
		}
		ev, _ := g.Evaluate(&p)
		s := NewSearcher(g, newShared(t), morePlay())

		// IIR: no table move, one ply less; a table move, none less.
		pl, _, _ := s.PlanNode(&p, ev+300, ev+301, depth, 1, tt.NoMove)
		if pl.Depth != depth-1 || pl.Extended != 0 {
			t.Errorf("position %d, no table move: depth %d (extended %d), want %d", i, pl.Depth, pl.Extended, depth-1)
		}
		pl, _, _ = s.PlanNode(&p, ev+300, ev+301, depth, 1, tt.Move(1))
		if pl.Depth != depth {
			t.Errorf("position %d, a table move: depth %d, want %d", i, pl.Depth, depth)
		}

		// NullVerify: no pass with the static value below beta...
		before := s.Stats().NullMoves
		s.PlanNode(&p, ev+300, ev+301, depth, 1, tt.Move(1))
		if n := s.Stats().NullMoves - before; n != 0 {
			t.Errorf("position %d: %d passes with the static value 300 below beta", i, n)
		}
		// ...one with it above (unless the side to move has only pawns).
		if _, ok := g.NullMove(&p); !ok {
			continue
		}
		before = s.Stats().NullMoves
		s.PlanNode(&p, ev-300, ev-299, depth, 1, tt.Move(1))
		if n := s.Stats().NullMoves - before; n != 1 {
			t.Errorf("position %d: %d passes with the static value 300 above beta, want 1", i, n)
		}
	}
}

// A node in check is extended, and PlanNode says by how much, for a
// caller that hands the node to Search (which extends its root itself).
func TestPlanNodeExtended(t *testing.T) {
	var g eval.Chess
	for i, p := range bratkoKopec(t, 24) {
		for _, m := range p.LegalMoves() {
			q := p.Play(m)
			if !g.Forcing(&q) {
				continue
			}
			s := NewSearcher(g, newShared(t), morePlay())
			pl, _, done := s.PlanNode(&q, -Inf, Inf, 6, 1, tt.NoMove)
			if !done && (pl.Extended != 1 || pl.Depth != 7) {
				t.Errorf("position %d after %v (check): depth %d, extended %d; want 7, 1", i, m, pl.Depth, pl.Extended)
			}
			return
		}
	}
	t.Fatal("no check found among the Bratko-Kopec moves")
}
