package search

// quiesce scores the node at ply, at the horizon and quiet (not
// Forcing), for a Tactical game: the side to move either stands pat on
// the static evaluation or plays one of its noisy moves, whichever is
// better (fail-soft, in the window alpha, beta). The noisy moves'
// children go back through the node function at depth 0, so a capture
// that gives check is answered by every evasion (the check extension)
// and each node is counted, polled and checked for the ply limit as any
// other. Positions change material at every noisy move, so the
// recursion ends. The node was counted by enter.
func (s *Searcher[G, P, M]) quiesce(alpha, beta, ply int) int {
	p := &s.pos[ply]
	if s.opt.QuiesceTT && s.table != nil {
		// A bound stored by any search of this position (at depth 1 or
		// more) settles it here as well (enter set keys[ply]).
		s.stats.TTProbes++
		if e, ok := s.table.Probe(s.keys[ply], ply); ok {
			s.stats.TTHits++
			if e.Cuts(0, alpha, beta) {
				s.stats.TTCutoffs++
				return e.Score
			}
		}
	}
	best, over := s.g.Evaluate(p)
	if over {
		s.stats.Terminals++
		return ResultAt(best, ply)
	}
	s.stats.Evals++
	if best >= beta {
		return best
	}
	alpha = max(alpha, best)
	moves := s.tactical.NoisyMoves(p, s.moves[ply][:0])
	s.moves[ply] = moves[:0] // keep a grown buffer
	if len(moves) == 0 {
		return best
	}
	s.stats.Quiescence++
	s.descend(ply)
	for _, m := range moves {
		if s.selective && s.sel != nil && s.prunedInQuiescence(p, m, best, alpha) {
			continue
		}
		s.child(m, ply)
		v := -s.node(-beta, -alpha, 0, ply+1)
		if s.aborted {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				s.improve(ply, m)
			}
			if v >= beta {
				break
			}
		}
	}
	s.ascend()
	return best
}

// prunedInQuiescence reports whether quiescence skips m, a noisy move of
// p, when the side to move has best already and the window's lower
// bound is alpha: a capture that loses material by static exchange
// (SEEPrune), or one whose gain cannot bring the score within
// deltaMargin of alpha (Futility's delta pruning).
func (s *Searcher[G, P, M]) prunedInQuiescence(p *P, m M, best, alpha int) bool {
	if s.opt.Futility && !IsWinScore(alpha) && best+s.sel.Gain(p, m)+deltaMargin <= alpha {
		s.stats.Pruned++
		return true
	}
	if s.opt.SEEPrune && !s.sel.SEE(p, m, 0) {
		s.stats.Pruned++
		return true
	}
	return false
}

// node searches the node at ply with the searcher's algorithm, as
// Search does at the root.
func (s *Searcher[G, P, M]) node(alpha, beta, depth, ply int) int {
	switch {
	case s.kernel != nil:
		return s.kernel(alpha, beta, depth, ply)
	case s.pvs:
		return s.principalVariation(alpha, beta, depth, ply)
	}
	return s.alphaBeta(alpha, beta, depth, ply)
}
