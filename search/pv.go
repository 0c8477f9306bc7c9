package search

// PV returns the principal variation from p, at most maxLen moves, every
// one checked legal by replaying it. After a Search of p it is the line
// the search backed up (the triangular PV array), extended from the
// transposition table where a table cutoff cut it short; for another
// position it is read from the table alone. The walk stops at a position
// already on the line, so a repetition cannot loop.
func (s *Searcher[G, P, M]) PV(p P, maxLen int) []M {
	var line []M
	seen := map[uint64]bool{}
	q := &p // p is a copy: the walk plays on it
	var moves []M
	if s.g.Key(q) == s.rootKey && !s.aborted {
		r := s.rootPly
		for _, m := range s.pv[r][:s.pvLen[r]] {
			moves = s.g.Moves(q, moves[:0])
			if len(line) >= maxLen || !contains(moves, m) {
				break
			}
			seen[s.g.Key(q)] = true
			line = append(line, m)
			*q = s.g.Play(q, m)
		}
	}
	for len(line) < maxLen && s.table != nil && !seen[s.g.Key(q)] {
		e, ok := s.table.Probe(s.g.Key(q), 0)
		if !ok {
			break
		}
		moves = s.g.Moves(q, moves[:0])
		i := s.find(e.Move, moves)
		if i < 0 {
			break
		}
		seen[s.g.Key(q)] = true
		line = append(line, moves[i])
		*q = s.g.Play(q, moves[i])
	}
	return line
}

// contains reports whether m is among moves.
func contains[M comparable](moves []M, m M) bool {
	for _, l := range moves {
		if l == m {
			return true
		}
	}
	return false
}

// IsLegal reports whether m is a legal move of p in game g.
func IsLegal[G Game[P, M], P any, M comparable](g G, p *P, m M) bool {
	return contains(g.Moves(p, nil), m)
}
