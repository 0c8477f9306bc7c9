package search

import "frontier/search/tt"

// principalVariation is Principal Variation Search (Figure 2.8). The
// first ordered move is searched with the full window; every other move
// with the minimal window (a, a+1) around the best score a so far, which
// only proves it no better. A minimal-window search that fails high with
// a value v strictly inside (a, beta) found a better move, which is
// re-searched with the window (v, beta) for its true value; one that
// reaches beta is a cutoff outright.
func (s *Searcher[G, P, M]) principalVariation(alpha, beta, depth, ply int) int {
	score, done, hint, forcing := s.enter(alpha, beta, depth, ply)
	if done {
		return score // leaf, repetition or table answer
	}
	var prune pruning
	if s.selective { // selective search, if asked for (selective.go)
		if score, done = s.selectEntry(&alpha, &beta, &depth, ply, forcing, hint, &prune); done {
			return score
		}
	}
	if s.opt.NullMove && !forcing { // null-move pruning, if asked for
		if score, done = s.nullMove(alpha, beta, depth, ply); done {
			return score
		}
	}
	moves := s.expand(depth, ply, hint, forcing)
	if len(moves) == 0 {
		return s.over(ply) // no legal move: the game is over
	}
	s.descend(ply)
	if s.selective && s.opt.ETC && depth >= etcDepth && ply > s.rootPly && s.table != nil {
		// Enhanced transposition cutoffs (selective.go).
		if i, v, cut := s.etc(moves, beta, depth, ply); cut {
			s.ascend()
			s.leave(alpha, beta, depth, ply, v, moves[i], false, forcing)
			return v
		}
	}

	// Search the first ordered move with the full window: the loop
	// unrolled by one. Each child is played into s.pos[ply+1].
	first, ext := s.pick(moves, 0, ply), 0
	if s.selective && s.opt.Singular && depth >= singularFrom(&s.opt) && ply > s.rootPly && hint != tt.NoMove &&
		tt.Move(s.g.MoveCode(first)) == hint { // the singular extension (singular.go)
		var cut bool
		ext, score, cut = s.singular(moves, hint, alpha, beta, depth, ply)
		if s.aborted {
			return 0
		}
		if cut {
			s.ascend()
			return score
		}
	}
	s.child(first, ply)
	s.prefetch(moves, 1, depth, ply)
	score = -s.principalVariation(-beta, -alpha, depth-1+ext, ply+1)
	if s.aborted {
		return 0
	}
	best := 0
	if score > alpha {
		s.improve(ply, moves[0])
	}
	a := max(alpha, score)

	// Search each sibling with a minimal window, unless the first cut off.
	for i := 1; i < len(moves) && score < beta; i++ {
		m := s.pick(moves, i, ply)
		s.child(m, ply)
		s.prefetch(moves, i+1, depth, ply)
		r := 0 // plies of reduction
		if s.selective {
			var skip bool
			if skip, r = s.selectMove(&prune, m, i, depth, ply); skip {
				continue
			}
		}
		v := -s.principalVariation(-a-1, -a, depth-1-r, ply+1)
		if s.aborted {
			return 0
		}
		if r > 0 && v > a { // a reduced move failed high: search it in full
			s.stats.Unreduced++
			v = -s.principalVariation(-a-1, -a, depth-1, ply+1)
			if s.aborted {
				return 0
			}
		}
		if v > score { // better, but did it fail high?
			if v > a {
				s.stats.FailHighs++
			}
			if v > a && v < beta { // yes: re-search with (v, beta)
				s.stats.Researches++
				v = -s.principalVariation(-beta, -v, depth-1, ply+1)
				if s.aborted {
					return 0
				}
			}
			if v > score {
				score, best = v, i
				if v > a {
					s.improve(ply, moves[i])
				}
			}
		}
		a = max(a, score) // improve the window
	}
	s.ascend()
	if s.corr != nil && prune.hasEval && !forcing && (score <= alpha || s.quietMove(ply, moves[best])) {
		s.correct(ply, depth, alpha, beta, score, prune.eval) // Correction (correction.go)
	}
	if s.quiet != nil && score >= beta && !forcing { // HistoryLMR, ContHist (selective.go)
		s.rewardQuiet(moves[:best+1], depth, ply)
	}
	s.leave(alpha, beta, depth, ply, score, moves[best], best == 0, forcing)
	return score
}
