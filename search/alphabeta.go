package search

// alphaBeta is the negamax fail-soft Alpha-Beta of Figure 2.4: every move
// is searched with the window (-beta, -alpha'), where alpha' is raised by
// each better score, until a score reaches beta (a cutoff). The returned
// score is the best subtree value even when it lies outside the window.
func (s *Searcher[G, P, M]) alphaBeta(alpha, beta, depth, ply int) int {
	score, done, hint, forcing := s.enter(alpha, beta, depth, ply)
	if done {
		return score // leaf, repetition or table answer
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
	score, best := -Inf, 0
	a := alpha
	for i := 0; i < len(moves) && score < beta; i++ {
		s.child(s.pick(moves, i, ply), ply)
		s.prefetch(moves, i+1, depth, ply)
		v := -s.alphaBeta(-beta, -a, depth-1, ply+1)
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
	s.leave(alpha, beta, depth, ply, score, moves[best], best == 0, forcing)
	return score
}
