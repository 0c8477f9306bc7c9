package endgame

import "frontier/board/othello"

// The last empty squares: most of an endgame tree's nodes are here, so
// these functions take the squares as arguments and try them in a fixed
// order instead of building a move list, and the very last move only
// counts the discs it flips. Their flips are othello.FlipsScalar's: each
// move's child waits for them, and the scalar code's result comes
// sooner than the AVX2 code's (the suite 22.1-22.2 CPU s against
// 22.6-24.1 with FlipsOf here; docs/othello-endgame.md, the eleventh
// round).

// last1 returns the exact margin of the position with the single empty
// square x. The move only counts its flips (othello.LastFlipCount, a
// table a line through x; inlined here).
func (s *Solver) last1(own, opp uint64, x othello.Square) int {
	s.nodes++
	n := popcount(own)
	if f := othello.LastFlipCount(x, own); f != 0 {
		return 2*(n+1+f) - s.g.squares // the board is full
	}
	if f := othello.LastFlipCount(x, opp); f != 0 { // own passes
		return 2*(n-f) - s.g.squares
	}
	return s.g.final(own, 1)
}

// last2 returns the fail-soft margin of the position with the empty
// squares x and y within (alpha, beta).
func (s *Solver) last2(own, opp uint64, alpha, beta int, x, y othello.Square) int {
	s.nodes++
	best := -inf
	if f := othello.FlipsScalar(x, own, opp); f != 0 {
		best = -s.last1(opp&^f, own|f|x.Bit(), y)
		if best >= beta {
			return best
		}
	}
	if f := othello.FlipsScalar(y, own, opp); f != 0 {
		return max(best, -s.last1(opp&^f, own|f|y.Bit(), x))
	}
	if best > -inf {
		return best
	}
	if othello.FlipsScalar(x, opp, own)|othello.FlipsScalar(y, opp, own) == 0 {
		return s.g.final(own, 2)
	}
	return -s.last2(opp, own, -beta, -alpha, x, y) // own passes
}

// last3 is last2 with three empty squares, in parity order: the order
// last4 passed down is its own parity order less the square played,
// whose quadrant's parity that move changed. Sorted again here, FFO 26,
// 33, 36, 37, 40, 41 and 44 took 156.3 million nodes instead of 158.5
// (-1.4%).
func (s *Solver) last3(own, opp uint64, alpha, beta int, x, y, z othello.Square) int {
	if alpha >= 3 { // stabilityCutFew's first test, here where the call is spared
		if limit, cut := s.g.stabilityCut3(opp, x, y, z, alpha); cut {
			s.nodes++
			return limit
		}
	}
	x, y, z = s.g.parity3(x, y, z)
	return s.last3Ordered(own, opp, alpha, beta, x, y, z)
}

func (s *Solver) last3Ordered(own, opp uint64, alpha, beta int, x, y, z othello.Square) int {
	s.nodes++
	best := -inf
	if f := othello.FlipsScalar(x, own, opp); f != 0 {
		best = -s.last2(opp&^f, own|f|x.Bit(), -beta, -alpha, y, z)
		if best >= beta {
			return best
		}
	}
	if f := othello.FlipsScalar(y, own, opp); f != 0 {
		a := max(alpha, best)
		if v := -s.last2(opp&^f, own|f|y.Bit(), -beta, -a, x, z); v > best {
			if best = v; v >= beta {
				return best
			}
		}
	}
	if f := othello.FlipsScalar(z, own, opp); f != 0 {
		a := max(alpha, best)
		return max(best, -s.last2(opp&^f, own|f|z.Bit(), -beta, -a, x, y))
	}
	if best > -inf {
		return best
	}
	if othello.FlipsScalar(x, opp, own)|othello.FlipsScalar(y, opp, own)|othello.FlipsScalar(z, opp, own) == 0 {
		return s.g.final(own, 3)
	}
	return -s.last3Ordered(opp, own, -beta, -alpha, x, y, z)
}

// last4 is last3 with four empty squares, tried in parity order: a
// square alone in its quadrant (or with two others) before the squares
// of a quadrant holding two. Both first try the stability cut
// (stabilityCutFew), as shallow and deep do.
func (s *Solver) last4(own, opp uint64, alpha, beta int, x1, x2, x3, x4 othello.Square) int {
	empty := x1.Bit() | x2.Bit() | x3.Bit() | x4.Bit()
	if alpha >= 4 {
		if limit, cut := s.g.stabilityCut4(opp, x1, x2, x3, x4, alpha); cut {
			s.nodes++
			return limit
		}
	}
	odd := s.g.oddQuadrants(empty)
	if odd != 0 {
		// Move the odd squares to the front, keeping their order.
		if x1.Bit()&odd == 0 {
			if x2.Bit()&odd != 0 {
				x1, x2 = x2, x1
			} else if x3.Bit()&odd != 0 {
				x1, x3 = x3, x1
			} else {
				x1, x4 = x4, x1
			}
		}
		if x2.Bit()&odd == 0 {
			if x3.Bit()&odd != 0 {
				x2, x3 = x3, x2
			} else if x4.Bit()&odd != 0 {
				x2, x4 = x4, x2
			}
		}
	}
	return s.last4Ordered(own, opp, alpha, beta, x1, x2, x3, x4)
}

func (s *Solver) last4Ordered(own, opp uint64, alpha, beta int, x1, x2, x3, x4 othello.Square) int {
	s.nodes++
	best := -inf
	try := func(x othello.Square, y, z, w othello.Square) bool {
		f := othello.FlipsScalar(x, own, opp)
		if f == 0 {
			return false
		}
		a := max(alpha, best)
		if v := -s.last3(opp&^f, own|f|x.Bit(), -beta, -a, y, z, w); v > best {
			best = v
		}
		return best >= beta
	}
	if try(x1, x2, x3, x4) || try(x2, x1, x3, x4) || try(x3, x1, x2, x4) || try(x4, x1, x2, x3) {
		return best
	}
	if best > -inf {
		return best
	}
	if othello.FlipsScalar(x1, opp, own)|othello.FlipsScalar(x2, opp, own)|othello.FlipsScalar(x3, opp, own)|othello.FlipsScalar(x4, opp, own) == 0 {
		return s.g.final(own, 4)
	}
	return -s.last4Ordered(opp, own, -beta, -alpha, x1, x2, x3, x4)
}

// shallow searches a position with 5 to shallowMax empty squares: every
// empty square next to an opponent's disc is tried, those of odd
// quadrants first and, within a parity, the good squares (corners and
// edges away from them) first.
func (s *Solver) shallow(own, opp uint64, alpha, beta, n int) int {
	s.nodes++
	if s.checkPoll(); s.stop {
		return 0
	}
	g := s.g
	empty := g.board &^ (own | opp)
	if limit, cut := g.stabilityCut(opp, empty, alpha, n); cut {
		return limit
	}
	odd := g.oddQuadrants(empty)
	cand := empty & othello.Neighbours(opp)
	best := -inf
	mid := ^(g.good | g.bad)
	for _, set := range [6]uint64{cand & odd & g.good, cand & odd & mid, cand & odd & g.bad, cand &^ odd & g.good, cand &^ odd & mid, cand &^ odd & g.bad} {
		for ; set != 0; set &= set - 1 {
			x := sq(set)
			f := othello.FlipsScalar(x, own, opp)
			if f == 0 {
				continue
			}
			nOwn, nOpp := opp&^f, own|f|x.Bit()
			var v int
			if best == -inf {
				v = -s.solve(nOwn, nOpp, -beta, -alpha, n-1)
			} else {
				a := max(alpha, best)
				v = -s.solve(nOwn, nOpp, -a-1, -a, n-1)
				if v > a && v < beta && !s.stop {
					v = -s.solve(nOwn, nOpp, -beta, -v, n-1)
				}
			}
			if s.stop {
				return 0
			}
			if v > best {
				if best = v; v >= beta {
					return best
				}
			}
		}
	}
	if best > -inf {
		return best
	}
	if othello.LegalSquares(opp, own, empty) == 0 {
		return g.final(own, n)
	}
	return -s.shallow(opp, own, -beta, -alpha, n) // own passes
}
