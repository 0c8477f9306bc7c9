package search

import "frontier/search/tt"

// The selective search at the nodes a parallel algorithm searches
// itself (YBWC's recursion above the subtrees it hands to searchers,
// its split points). Without it those nodes, the top of every tree,
// were searched full width with a selective search below them: in
// chess play ybwc:2 reached depth 7 where seq reached 9 (issue 27). The
// algorithm calls PlanNode after its table probe and before the moves,
// and Reduce before each move after the first, as PVS calls selectNode,
// nullMove and selectMove; with every selective option off (and in
// exact mode) PlanNode returns the node as it is and Reduce searches
// every move in full, so the papers' trees are unchanged.

// Plan is what PlanNode decided about a node, for Reduce; Alpha, Beta
// and Depth are the node's window and remaining depth after
// mate-distance pruning, the check extension and IIR. Extended is the
// plies the check extension added to Depth: a caller that hands the
// node whole to Search, which extends its root itself, searches it to
// Depth-Extended.
type Plan struct {
	Alpha, Beta, Depth int
	Extended           int
	n                  pruning
	on                 bool // a selective option other than null moves is on
}

// Planning reports whether PlanNode and Reduce can change anything:
// some part of the selective search is on.
func (s *Searcher[G, P, M]) Planning() bool { return s.selective || s.opt.NullMove }

// PlanNode runs at p, ply plies below the root of the game tree's
// search (ply 0), to be searched to depth with (alpha, beta) by a
// parallel algorithm's own node, whose table probe gave the move hint
// (tt.NoMove if none): the node's entry as PVS runs it, by the same
// code (selectEntry, nullPass): mate-distance pruning, the check
// extension, ProbCut, reverse futility, IIR and the null move, as
// Options ask. done=true ends the node with score (0 if the searcher's
// poll aborted the null-move search: the caller's own poll says so).
// The null move's subtree is searched by s, which must not be
// searching; s's path is cleared (a pass is irreversible).
func (s *Searcher[G, P, M]) PlanNode(p *P, alpha, beta, depth, ply int, hint tt.Move) (pl Plan, score int, done bool) {
	pl = Plan{Alpha: alpha, Beta: beta, Depth: depth, on: s.selective}
	if !s.Planning() || ply < 1 || ply > MaxPly-3 {
		return pl, 0, false
	}
	s.pos[ply] = *p
	s.rootPly, s.horizon = 0, ply+depth
	s.passed[ply] = false // a parallel algorithm's node never answers a pass
	s.prevSlot[ply] = -1  // nor knows its previous move (CounterMove)
	forcing := s.g.Forcing(p)
	if s.selective {
		if score, done = s.selectEntry(&pl.Alpha, &pl.Beta, &pl.Depth, ply, forcing, hint, &pl.n); done {
			return pl, score, true
		}
		if forcing {
			pl.Extended = pl.Depth - depth
		}
	}
	if !s.opt.NullMove || forcing {
		return pl, 0, false
	}
	r, ok := s.nullPass(pl.Alpha, pl.Beta, pl.Depth, ply)
	if !ok {
		return pl, 0, false
	}
	q, ok := s.nullMover.NullMove(p)
	if !ok {
		return pl, 0, false
	}
	s.stats.NullMoves++
	s.SetPath(nil)
	s.ResetAbort()
	v := -s.Search(&q, -pl.Beta, -pl.Beta+1, pl.Depth-1-r, ply+1)
	if s.aborted {
		return pl, 0, true
	}
	if v < pl.Beta {
		return pl, 0, false
	}
	s.stats.NullCutoffs++
	if IsWinScore(v) {
		v = pl.Beta
	}
	return pl, v, true
}

// Reduce decides, for the i-th move m (i >= 1) of the node at ply that
// PlanNode planned (p, searched to pl.Depth), child being p after m,
// whether to skip it (futility or SEE pruning) and by how many plies to
// search it shallower first (LMR), as PVS does; a reduced move that
// fails high is searched again in full. s may be any searcher of the
// same options (a helper's at a split point).
func (s *Searcher[G, P, M]) Reduce(pl *Plan, p, child *P, m M, i, ply int) (skip bool, r int) {
	if !pl.on || i < 1 || ply < 0 || ply > MaxPly-3 {
		return false, 0
	}
	s.pos[ply], s.pos[ply+1] = *p, *child
	s.prevSlot[ply] = -1
	return s.selectMove(&pl.n, m, i, pl.Depth, ply)
}
