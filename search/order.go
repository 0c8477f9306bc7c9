package search

import (
	"slices"

	"frontier/search/tt"
)

// Ordering ranks: the table move first (rankTTMove), then the others by
// history score, with the two killers of the ply breaking ties between
// equal history scores (and so ordering by themselves when the history
// heuristic is off), then generation order.
//
// Killers ranked above the history scores, the textbook place, cost 14%
// more nodes at depth 15 and 9% at depth 17 on the Tinsley-Chinook suite
// (docs/sequential.md): in checkers the shared history table already
// knows the good quiet moves, and a killer from a sibling position is
// usually worse. As tie-breakers they are neutral to slightly helpful.
const (
	rankTTMove   = 1 << 30
	historyScale = 4 // history*4 + killer bonus 2 or 1; history < 2^26
)

// OrderMoves orders moves, the legal moves of p at the given ply, as
// Search would at that node: the transposition table's move, then the
// history heuristic with the ply's killers breaking ties, each as enabled
// in Options. A
// parallel controller splitting a node uses it to farm out subtrees in the
// sequential order.
func (s *Searcher[G, P, M]) OrderMoves(p *P, moves []M, ply int) {
	hint := tt.NoMove
	if s.table != nil && s.opt.TTMove {
		s.stats.TTProbes++
		if e, ok := s.table.Probe(s.g.Key(p), ply); ok {
			s.stats.TTHits++
			hint = e.Move
		}
	}
	ply = min(max(ply, 0), MaxPly-1)
	s.prevSlot[ply] = -1 // a parallel algorithm's node: its previous move is not this searcher's
	s.order(p, moves, ply, hint)
}

// order sorts moves by rank, highest first, keeping generation order among
// equals so that the search is deterministic. It gives the order that
// successive picks give in the search.
func (s *Searcher[G, P, M]) order(p *P, moves []M, ply int, hint tt.Move) {
	s.rank(p, moves, ply, hint)
	for i := 1; i < len(moves); i++ {
		s.pick(moves, i-1, ply)
	}
}

// rank computes the ordering rank of every move into s.scores[ply]
// without moving anything: most nodes cut off after their first move, so
// the search picks moves one at a time instead of sorting them all.
func (s *Searcher[G, P, M]) rank(p *P, moves []M, ply int, hint tt.Move) {
	s.picked[ply] = 0
	if len(moves) < 2 {
		return
	}
	if cap(s.scores[ply]) < len(moves) {
		s.scores[ply] = make([]int32, len(moves))
	}
	rank := s.scores[ply][:len(moves)]
	signed := s.cont != nil // ContHist: the searcher's signed and continuation histories
	useHistory := s.opt.History && s.hist != nil && !signed
	k1, k2 := s.killers[ply][0], s.killers[ply][1]
	for i := range moves {
		r := int32(0)
		if useHistory {
			r = int32(s.hist.Score(s.g.HistoryIndex(p, moves[i]))) * historyScale
		}
		switch {
		case s.opt.Killers && moves[i] == k1:
			r += 2
			if s.opt.KillerFirst {
				r = rankKiller
			}
		case s.opt.Killers && moves[i] == k2:
			r++
			if s.opt.KillerFirst {
				r = rankKiller - 1
			}
		}
		rank[i] = r
	}
	if signed {
		// In a second pass, so that the loop above is the default
		// search's alone: every move but a killer ranked first adds
		// its signed score to its killer bonus.
		for i := range moves {
			if rank[i] < rankKiller-1 {
				rank[i] += s.signedScore(p, moves[i], ply)
			}
		}
	}
	// The counter move after the killers, looked for once per node
	// rather than per move, so that a node without one pays nothing.
	if cm, ok := s.counterMove(ply); ok && !(s.opt.Killers && (cm == k1 || cm == k2)) {
		for i := range moves {
			if moves[i] == cm {
				rank[i] = rankCounter
				break
			}
		}
	}
	if s.opt.NoisyFirst && s.sel != nil {
		s.rankNoisy(p, moves, rank)
	}
	if s.opt.TTMove {
		if i := s.find(hint, moves); i >= 0 {
			rank[i] = rankTTMove
		}
	}
}

// pick brings the best remaining move, the first of the highest rank in
// moves[i:], to moves[i] and returns it. The moves it passes over shift
// up by one instead of being swapped, so that successive picks give
// exactly the order of a stable sort (and of OrderMoves). Picking the same
// i again returns the same move, without a scan (picked).
func (s *Searcher[G, P, M]) pick(moves []M, i, ply int) M {
	if len(moves)-i < 2 || i < int(s.picked[ply]) {
		return moves[i]
	}
	s.picked[ply] = int32(i + 1)
	rank := s.scores[ply][:len(moves)]
	if i >= pickSortAfter {
		// A node that has not cut off after pickSortAfter moves
		// usually searches them all: sort the rest once.
		s.sortRest(moves, rank, i)
		s.picked[ply] = int32(len(moves))
		return moves[i]
	}
	best := i
	for j := i + 1; j < len(moves); j++ {
		if rank[j] > rank[best] {
			best = j
		}
	}
	if best != i {
		m, r := moves[best], rank[best]
		copy(moves[i+1:best+1], moves[i:best])
		copy(rank[i+1:best+1], rank[i:best])
		moves[i], rank[i] = m, r
	}
	return moves[i]
}

// pickSortAfter is the number of moves picked one at a time, each by a
// scan of the rest, before pick sorts the rest at once.
const pickSortAfter = 3

// sortRest sorts moves[i:] and rank[i:] by rank, highest first and in
// their present order among equals: the order that picking them one at
// a time gives (pick shifts the moves it passes over, so the rest keep
// their relative order). Each key packs the rank and the position, so
// the keys are distinct and any sort gives that order.
func (s *Searcher[G, P, M]) sortRest(moves []M, rank []int32, i int) {
	n := len(moves) - i
	if len(s.sortKeys) < n {
		s.sortKeys = make([]uint64, n)
		s.sortMoves = make([]M, n)
	}
	keys, tmp := s.sortKeys[:n], s.sortMoves[:n]
	for j := range n {
		// Ascending keys: rank descending (its complement, with the sign
		// bit flipped so that unsigned order is signed order), then j.
		keys[j] = uint64(^(uint32(rank[i+j])^1<<31))<<32 | uint64(j)
	}
	copy(tmp, moves[i:])
	slices.Sort(keys)
	for j, k := range keys {
		moves[i+j] = tmp[uint32(k)]
		rank[i+j] = int32(^uint32(k>>32) ^ 1<<31)
	}
}

// find returns the index in moves of the first move whose code is c, or
// -1 when c is NoMove or matches none of them.
func (s *Searcher[G, P, M]) find(c tt.Move, moves []M) int {
	if c == tt.NoMove {
		return -1
	}
	for i := range moves {
		if tt.Move(s.g.MoveCode(moves[i])) == c {
			return i
		}
	}
	return -1
}
