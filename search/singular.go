package search

import "frontier/search/tt"

// The singular extension (Anantharaman, Campbell and Hsu's idea, in the
// cheap form modern engines use): a node's table move that is much better
// than every alternative is a forced line in disguise, and a forced line
// seen a ply too short is how a search misses a tactic. The test asks
// whether any other move reaches the table's score less a margin, in a
// search of half the depth; if none does, the table move is searched a
// ply deeper. If one does and that lowered score still reaches beta at a
// minimal-window node, two moves refute the node and it fails high
// without searching either in full (multi-cut).
const (
	// singularDepth is the least remaining depth at which the test runs:
	// it costs a search of every other move at half the depth.
	singularDepth = 8
	// singularSlack is how much shallower than the node the table's
	// entry may have been searched and still be trusted as the move's
	// value.
	singularSlack = 3
	// singularMargin is the margin per ply of remaining depth, in the
	// game's units, below the table's score that the other moves must
	// all stay under.
	singularMargin = 2
)

// singularFrom is the least remaining depth at which o tests a node.
func singularFrom(o *Options) int {
	if o.SingularDepth > 0 {
		return o.SingularDepth
	}
	return singularDepth
}

// singular tests first, the table's move hint of the node at ply
// (moves[0], picked), searched with the window (alpha, beta): the table
// must hold a lower bound or an exact score for it at most singularSlack
// plies shallower than depth; then every other move is searched at half
// the depth with a minimal window at sb, the table's score less
// singularMargin·depth. If all fail low the move is singular: ext is 1.
// If one reaches sb and sb >= beta at a minimal-window node, cut is true
// and the node fails high with score sb (multi-cut). The other moves are
// searched from this node (played into s.pos[ply+1]), so the node's own
// table entry, killers and path are untouched; the caller plays first
// again afterwards. A won or lost score is not tested: a mate is already
// found.
func (s *Searcher[G, P, M]) singular(moves []M, hint tt.Move, alpha, beta, depth, ply int) (ext, score int, cut bool) {
	if len(moves) < 2 || s.table == nil || ply >= 2*s.horizon || ply+depth >= MaxPly-2 {
		return 0, 0, false
	}
	e, ok := s.table.Probe(s.keys[ply], ply)
	if !ok || e.Move != hint || e.Bound == tt.Upper || e.Depth < depth-singularSlack || IsWinScore(e.Score) {
		return 0, 0, false
	}
	sb := e.Score - singularMargin*depth
	d := (depth - 1) / 2
	for i := 1; i < len(moves); i++ {
		s.child(s.pick(moves, i, ply), ply)
		v := -s.principalVariation(-sb, -sb+1, d, ply+1)
		if s.aborted {
			return 0, 0, false
		}
		if v >= sb {
			if sb >= beta && beta == alpha+1 {
				s.stats.Pruned++
				return 0, sb, true
			}
			return 0, 0, false
		}
	}
	s.stats.Singular++
	return 1, 0, false
}
