package search

import "frontier/search/tt"

// The singular extension (Anantharaman, Campbell and Hsu's idea, in the
// cheap form modern engines use): a node's table move that is much better
// than every alternative is a forced line in disguise, and a forced line
// seen a ply too short is how a search misses a tactic. The test asks
// whether any other move reaches the table's score less a margin, in a
// search of half the depth; if none does, the table move is searched a
// ply deeper.
const (
	// singularDepth is the least remaining depth at which the test runs:
	// it costs a search of every other move at half the depth.
	singularDepth = 6
	// singularSlack is how much shallower than the node the table's
	// entry may have been searched and still be trusted as the move's
	// value.
	singularSlack = 3
	// singularMargin is the margin per ply of remaining depth, in the
	// game's units, below the table's score that the other moves must
	// all stay under.
	singularMargin = 2
)

// singular reports whether first, the table's move hint of the node at
// ply (moves[0], picked), is singular: the table holds a lower bound or
// an exact score for it at most singularSlack plies shallower than depth,
// and every other move, each searched at half the depth with a minimal
// window, fails low against that score less singularMargin·depth. The
// other moves are searched from this node (played into s.pos[ply+1]), so
// the node's own table entry, killers and path are untouched; the caller
// plays first again afterwards. A won or lost score is not tested: a
// mate is already found.
func (s *Searcher[G, P, M]) singular(moves []M, hint tt.Move, depth, ply int) bool {
	if len(moves) < 2 || s.table == nil || ply >= 2*s.horizon || ply+depth >= MaxPly-2 {
		return false
	}
	e, ok := s.table.Probe(s.keys[ply], ply)
	if !ok || e.Move != hint || e.Bound == tt.Upper || e.Depth < depth-singularSlack || IsWinScore(e.Score) || IsWinScore(-e.Score) {
		return false
	}
	sb := e.Score - singularMargin*depth
	d := (depth - 1) / 2
	for i := 1; i < len(moves); i++ {
		s.child(s.pick(moves, i, ply), ply)
		v := -s.principalVariation(-sb, -sb+1, d, ply+1)
		if s.aborted || v >= sb {
			return false
		}
	}
	s.stats.Singular++
	return true
}
