package search

import "frontier/board/checkers"

// PV returns the principal variation from p, at most maxLen moves, every
// one checked legal by replaying it. After a Search of p it is the line
// the search backed up (the triangular PV array), extended from the
// transposition table where a table cutoff cut it short; for another
// position it is read from the table alone. The walk stops at a position
// already on the line, so a repetition cannot loop.
func (s *Searcher) PV(p checkers.Position, maxLen int) []checkers.Move {
	var line []checkers.Move
	seen := map[uint64]bool{}
	q := p
	if p.Key() == s.rootKey && !s.aborted {
		r := s.rootPly
		for _, m := range s.pv[r][:s.pvLen[r]] {
			if len(line) >= maxLen || !isLegal(&q, m) {
				break
			}
			seen[q.Key()] = true
			line = append(line, m)
			q = q.Play(m)
		}
	}
	for len(line) < maxLen && s.table != nil && !seen[q.Key()] {
		e, ok := s.table.Probe(q.Key(), 0)
		if !ok {
			break
		}
		moves := q.LegalMoves()
		i := e.Move.Find(moves)
		if i < 0 {
			break
		}
		seen[q.Key()] = true
		line = append(line, moves[i])
		q = q.Play(moves[i])
	}
	return line
}

// isLegal reports whether m is a legal move of p.
func isLegal(p *checkers.Position, m checkers.Move) bool {
	for _, l := range p.LegalMoves() {
		if l == m {
			return true
		}
	}
	return false
}
