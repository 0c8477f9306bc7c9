package search

import "frontier/board/checkers"

// alphaBeta is the negamax fail-soft Alpha-Beta of Figure 2.4: every move
// is searched with the window (-beta, -alpha'), where alpha' is raised by
// each better score, until a score reaches beta (a cutoff). The returned
// score is the best subtree value even when it lies outside the window.
func (s *Searcher) alphaBeta(p *checkers.Position, alpha, beta, depth, ply int) int {
	score, done, hint := s.enter(p, alpha, beta, depth, ply)
	if done {
		return score // leaf, repetition or table answer
	}
	moves := s.expand(p, depth, ply, hint)
	if len(moves) == 0 {
		return LossAt(ply) // no legal move: in checkers, a loss
	}
	s.descend(p)
	score, best := -Inf, 0
	a := alpha
	var q checkers.Position // outside the loop: stays on the stack
	for i := 0; i < len(moves) && score < beta; i++ {
		q = s.child(p, s.pick(moves, i, ply), ply)
		s.prefetch(p, moves, i+1, depth, ply)
		v := -s.alphaBeta(&q, -beta, -a, depth-1, ply+1)
		if s.aborted {
			return 0
		}
		if v > score { // subtree is better: remember it
			score, best = v, i
			if v > a {
				s.improve(ply, moves[i])
			}
		}
		a = max(a, score) // improve the window
	}
	s.ascend()
	s.leave(p, alpha, beta, depth, ply, score, moves[best], best == 0)
	return score
}
