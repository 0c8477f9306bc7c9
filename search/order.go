package search

import (
	"frontier/board"
	"frontier/search/tt"
)

// Ordering ranks: the table move first, then the two killers, then the
// history scores (kept below historyLimit), then generation order.
const (
	rankTTMove  = 1 << 30
	rankKiller1 = 1 << 29
	rankKiller2 = 1 << 28
)

// OrderMoves orders moves, the legal moves of p at the given ply, as
// Search would at that node: the transposition table's move, the killers
// of the ply, then the history heuristic, each as enabled in Options. A
// parallel controller splitting a node uses it to farm out subtrees in the
// sequential order.
func (s *Searcher) OrderMoves(p *board.Position, moves []board.Move, ply int) {
	hint := tt.NoMove
	if s.table != nil && s.opt.TTMove {
		s.stats.TTProbes++
		if e, ok := s.table.Probe(p.Key(), ply); ok {
			s.stats.TTHits++
			hint = e.Move
		}
	}
	s.order(p, moves, min(max(ply, 0), MaxPly-1), hint)
}

// order sorts moves by rank, highest first, keeping generation order among
// equals so that the search is deterministic.
func (s *Searcher) order(p *board.Position, moves []board.Move, ply int, hint tt.Move) {
	if len(moves) < 2 {
		return
	}
	if cap(s.scores[ply]) < len(moves) {
		s.scores[ply] = make([]int32, len(moves))
	}
	rank := s.scores[ply][:len(moves)]
	side := p.SideToMove()
	useHistory := s.opt.History && s.hist != nil
	k1, k2 := s.killers[ply][0], s.killers[ply][1]
	for i := range moves {
		r := int32(0)
		switch {
		case s.opt.Killers && moves[i] == k1:
			r = rankKiller1
		case s.opt.Killers && moves[i] == k2:
			r = rankKiller2
		case useHistory:
			r = int32(s.hist.Score(side, moves[i]))
		}
		rank[i] = r
	}
	if s.opt.TTMove {
		if i := hint.Find(moves); i >= 0 {
			rank[i] = rankTTMove
		}
	}
	// Insertion sort: lists are short (eight moves on average).
	for i := 1; i < len(moves); i++ {
		m, r := moves[i], rank[i]
		j := i
		for ; j > 0 && rank[j-1] < r; j-- {
			moves[j], rank[j] = moves[j-1], rank[j-1]
		}
		moves[j], rank[j] = m, r
	}
}
