package endgame

import (
	"math/bits"

	"frontier/board/othello"
	"frontier/search/tt"
)

// deep searches a position with more than shallowMax empty squares.
func (s *Solver) deep(own, opp uint64, alpha, beta, n int) int {
	s.nodes++
	if s.checkPoll(); s.stop {
		return 0
	}
	g := s.g
	empty := g.board &^ (own | opp)
	if limit, cut := g.stabilityCut(opp, empty, alpha, n); cut {
		return limit
	}
	hint := tt.EndNoMove
	useTable := s.table != nil && n >= tableMin
	var key uint64
	if useTable {
		key = s.key(own, opp)
		if lo, hi, m, ok := s.table.Probe(key); ok {
			switch {
			case lo >= beta:
				return lo
			case hi <= alpha:
				return hi
			case lo == hi:
				return lo
			}
			hint = m
		}
		if hint == tt.EndNoMove {
			hint = s.hintFor(own, opp, n)
		}
	}
	if s.cutting && n >= s.sel.cutFrom {
		if v, cut := s.probcut(own, opp, alpha, beta, n); cut {
			return v
		}
	}
	moves := othello.LegalSquares(own, opp, empty)
	if moves == 0 {
		if othello.LegalSquares(opp, own, empty) == 0 {
			return g.final(own, n)
		}
		return -s.deep(opp, own, -beta, -alpha, n) // own passes
	}
	list := &s.lists[n]
	k, h := listMoves(list, own, opp, moves, hint)
	if useTable && n >= etcMin {
		// Enhanced transposition cutoff: a child the table already
		// knows to be worth at least beta to this side ends the node
		// before any child is searched.
		// The children's buckets are prefetched first, so that their
		// misses overlap (tt.EndTable.Prefetch).
		var keys [32]uint64
		for i := range k {
			m := &list[i]
			keys[i] = s.key(opp&^m.flips, own|m.flips|m.sq.Bit())
			s.table.Prefetch(keys[i])
		}
		for i := range k {
			m := &list[i]
			if _, hi, _, ok := s.table.Probe(keys[i]); ok && -hi >= beta {
				s.storeKey(key, n, alpha, beta, -hi, int(m.sq))
				return -hi
			}
		}
	} else if useTable && n > tableMin {
		// No cutoff test below etcMin, but the children probe the table
		// too: their buckets start loading now, while this node ranks
		// its moves.
		for i := range k {
			m := &list[i]
			s.table.Prefetch(s.key(opp&^m.flips, own|m.flips|m.sq.Bit()))
		}
	}
	hinted := h >= 0
	if hinted {
		hintFirst(list, h)
	} else {
		s.rankFrom(list, 0, k, own, opp, empty, n, alpha)
	}
	best, bestMove := -inf, tt.EndNoMove
	for i := range k {
		m := &list[0] // the table's move, when hinted
		if i > 0 || !hinted {
			if i == 1 && hinted {
				s.rankFrom(list, 1, k, own, opp, empty, n, max(alpha, best)) // the table's move did not cut
			}
			m = pick(list, i, k)
		}
		v := s.child(own, opp, m, alpha, beta, best, n, i == 0)
		if s.stop {
			return 0
		}
		if v > best {
			best, bestMove = v, int(m.sq)
			if v >= beta {
				if n < histBelow {
					s.histCut(list, i, n)
				}
				break
			}
		}
	}
	if useTable {
		s.storeKey(key, n, alpha, beta, best, bestMove)
	}
	return best
}

// hashMove returns the table's best move for the position, tt.EndNoMove if
// none.
func (s *Solver) hashMove(own, opp uint64) int {
	if s.table == nil {
		return tt.EndNoMove
	}
	key := s.key(own, opp)
	if _, _, m, ok := s.table.Probe(key); ok && m != tt.EndNoMove {
		return m
	}
	return s.hintFor(own, opp, popcount(s.g.board&^(own|opp)))
}

// store records the result best of a search of the position with the
// window (alpha, beta), unless the search was stopped.
func (s *Solver) store(own, opp uint64, n, alpha, beta, best, move int) {
	if s.table != nil && !s.stop {
		s.storeKey(s.key(own, opp), n, alpha, beta, best, move)
	}
}

func (s *Solver) storeKey(key uint64, n, alpha, beta, best, move int) {
	lo, hi := -s.g.squares, s.g.squares
	switch {
	case best <= alpha:
		hi, move = best, tt.EndNoMove
	case best >= beta:
		lo = best
	default:
		lo, hi = best, best
	}
	s.table.Store(key, n, lo, hi, move)
}

// key hashes a position for the table, with the salt of the search
// running (0 in the exact solve).
func (s *Solver) key(own, opp uint64) uint64 { return s.keySalt(own, opp, s.salt) }

// keySalt hashes a position with a salt that separates the entries of
// the selective pass (selective.go) from the exact solve's.
func (s *Solver) keySalt(own, opp, salt uint64) uint64 {
	h := own*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(opp*0xc2b2ae3d27d4eb4f, 32) ^ s.g.salt ^ salt
	return h ^ h>>29
}
