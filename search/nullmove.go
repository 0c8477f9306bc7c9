package search

// NullMover is implemented by a game in which passing is a useful
// question to ask of a position even where the rules forbid it (chess):
// NullMove(p) returns p with the other side to move and nothing else
// changed but what a pass must clear (chess: the en-passant square), with
// ok=false where passing would mislead the search (chess: the side to
// move is in check, or has only its king and pawns, where zugzwang is
// common). The searcher looks for it once, in NewSearcher; null-move
// pruning (Options.NullMove) needs it.
type NullMover[P any] interface {
	NullMove(p *P) (q P, ok bool)
}

// Null-move reductions: the pass is searched R plies shallower than the
// moves, R = nullR, or nullRDeep at a remaining depth above nullDeep.
const (
	nullR     = 2
	nullRDeep = 3
	nullDeep  = 6
)

// nullMove is null-move pruning (Beal 1989, "A generalised quiescence
// search algorithm", Artificial Intelligence 43; Donninger 1993,
// "Null move and deep search", ICCA Journal 16(3), for R = 3 at depth
// above 6), tried at the node at ply before its moves:
//
//	if null moves are on, not exact, the window is minimal (not a PV
//	node), the node is not the root of the search, the last move was
//	not a pass, depth >= 2, and the game allows a pass at p:
//	    v = -search(pass(p), -beta, -beta+1, depth-1-R)
//	    if v >= beta: the node fails high with v (beta if v is a win,
//	                  which a pass cannot prove)
//
// If even passing leaves the side to move at beta or above, a real move
// almost surely does too (the null-move observation), and a search R
// plies shallower says so cheaply. It is wrong in zugzwang, which the
// game excludes where it is frequent. The pass is treated as an
// irreversible move, so no repetition is seen across it, and nothing is
// stored in the table for the node.
//
// The caller has checked that null moves are on and the node is not
// forcing (in check). It returns the node's score and done=true on a cutoff (or abort),
// done=false when the node must search its moves.
func (s *Searcher[G, P, M]) nullMove(alpha, beta, depth, ply int) (score int, done bool) {
	r, ok := s.nullPass(alpha, beta, depth, ply)
	if !ok {
		return 0, false
	}
	q, ok := s.nullMover.NullMove(&s.pos[ply])
	if !ok {
		return 0, false
	}
	s.stats.NullMoves++
	s.descend(ply)
	s.floor[ply+1] = len(s.path)
	s.pos[ply+1] = q
	s.passed[ply+1] = true
	s.prevSlot[ply+1] = -1 // a pass has no counter move
	v := -s.node(-beta, -beta+1, depth-1-r, ply+1)
	s.passed[ply+1] = false
	s.ascend()
	if s.aborted {
		return 0, true
	}
	if v < beta {
		return 0, false
	}
	s.stats.NullCutoffs++
	if IsWinScore(v) {
		v = beta
	}
	return v, true
}

// nullPass reports whether the quiet node at ply, s.pos[ply], searched
// to depth with (alpha, beta), asks a pass, and r, how many plies
// shallower than its moves the pass is searched: the conditions above,
// and with NullVerify the static value's (selectNode computed it). PVS's
// nullMove and PlanNode both ask it, so that a parallel algorithm's own
// nodes pass where the sequential search's would.
func (s *Searcher[G, P, M]) nullPass(alpha, beta, depth, ply int) (r int, ok bool) {
	if s.nullMover == nil || s.opt.Exact || beta != alpha+1 ||
		ply <= s.rootPly || s.passed[ply] || depth < 2 {
		return 0, false
	}
	r = nullR
	if depth > nullDeep {
		r = nullRDeep
	}
	if s.opt.NullVerify {
		// Pass only where the side to move stands at beta already, and
		// the further above it and the deeper, the shallower the pass.
		ev := s.nullEval[ply]
		if ev == noEval || ev < beta {
			return 0, false
		}
		r = 3 + depth/4 + min((ev-beta)/200, 2)
	}
	return r, true
}
