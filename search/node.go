package search

import (
	"frontier/board/checkers"
	"frontier/search/eval"
	"frontier/search/tt"
)

// This file holds the parts of a node that Alpha-Beta and PVS share, so
// that alphabeta.go and pvs.go contain only the loops of Figures 2.4 and
// 2.8.

// enter does everything before a node's moves are searched: it counts the
// node, polls, and settles the node without searching its moves when it
// is a repetition, a quiet position at the horizon (evaluated, or lost if
// blocked), or answered by the transposition table. With done=false it
// returns the table's move suggestion for ordering.
func (s *Searcher) enter(p *checkers.Position, alpha, beta, depth, ply int) (score int, done bool, hint tt.Move) {
	s.stats.Nodes++
	s.pvLen[ply] = 0
	if s.pollLeft--; s.pollLeft <= 0 {
		s.callHook()
	}
	if s.aborted {
		return 0, true, tt.NoMove
	}
	if ply > s.stats.MaxPly {
		s.stats.MaxPly = ply
	}
	if ply > 0 && s.repeats(p.Key(), ply) {
		s.stats.Repetitions++
		return Draw, true, tt.NoMove
	}
	if depth <= 0 && !p.HasCapture() || ply >= MaxPly-1 {
		return s.leaf(p, ply), true, tt.NoMove
	}
	if depth <= 0 || s.table == nil || (s.opt.Exact && !s.opt.TTMove) {
		return 0, false, tt.NoMove // capture extension nodes skip the table
	}
	s.stats.TTProbes++
	e, ok := s.table.Probe(p.Key(), ply)
	if !ok {
		return 0, false, tt.NoMove
	}
	s.stats.TTHits++
	// Never cut at the game root: its best move and PV are wanted.
	if !s.opt.Exact && ply > 0 && e.Depth >= depth {
		if e.Bound == tt.Exact || e.Bound == tt.Lower && e.Score >= beta || e.Bound == tt.Upper && e.Score <= alpha {
			s.stats.TTCutoffs++
			return e.Score, true, tt.NoMove
		}
	}
	return 0, false, e.Move
}

// leaf scores a node that is not expanded: the side to move has no
// capture (or the ply limit is reached). With no move at all it has lost.
func (s *Searcher) leaf(p *checkers.Position, ply int) int {
	if !eval.HasStep(p) && !p.HasCapture() {
		s.stats.Terminals++
		return LossAt(ply)
	}
	s.stats.Evals++
	return eval.Evaluate(p)
}

// repeats reports whether the key of the node at ply occurs among the
// positions above it with the same side to move since the last
// irreversible move. A position cannot recur within 2 plies, so the scan
// starts 4 plies up.
func (s *Searcher) repeats(key uint64, ply int) bool {
	for i := len(s.path) - 4; i >= s.floor[ply]; i -= 2 {
		if s.path[i] == key {
			return true
		}
	}
	return false
}

// expand generates and ranks the moves of p (the loops then pick them in
// order, see pick), counting the node for the branching-factor
// statistics. An empty result means the side to move has lost.
func (s *Searcher) expand(p *checkers.Position, depth, ply int, hint tt.Move) []checkers.Move {
	moves := p.Moves(s.moves[ply][:0])
	s.moves[ply] = moves[:0] // keep a grown buffer
	n := uint64(len(moves))
	if n == 0 {
		s.stats.Terminals++
		return moves
	}
	s.stats.Interior++
	if moves[0].IsCapture() {
		s.stats.CaptureNodes++
		s.stats.CaptureMoves += n
	} else {
		s.stats.QuietNodes++
		s.stats.QuietMoves += n
	}
	if depth <= 0 {
		s.stats.Extensions++
	}
	s.rank(p, moves, ply, hint)
	return moves
}

// descend records p on the path before its children are searched.
func (s *Searcher) descend(p *checkers.Position) { s.path = append(s.path, p.Key()) }

// ascend removes the node pushed by descend.
func (s *Searcher) ascend() { s.path = s.path[:len(s.path)-1] }

// child plays m in p and sets the repetition floor of the child: after a
// capture or a man's move no earlier position can recur.
func (s *Searcher) child(p *checkers.Position, m checkers.Move, ply int) checkers.Position {
	_, _, kings := p.Bitboards()
	if m.IsCapture() || kings&checkers.SquareBit(m.From) == 0 {
		s.floor[ply+1] = len(s.path)
	} else {
		s.floor[ply+1] = s.floor[ply]
	}
	return p.Play(m)
}

// prefetch starts loading the table bucket of the child reached by
// moves[i], if any, while the current sibling's subtree is searched, so
// that the child's probe finds it in the cache instead of waiting for
// main memory (about 150 ns on the benchmark machine, more than half of a
// node's cost). Children are probed only at a remaining depth of 1 or
// more. Prefetching every child at once was measured slower: most nodes
// cut off after the first move.
func (s *Searcher) prefetch(p *checkers.Position, moves []checkers.Move, i, depth, ply int) {
	if i < len(moves) && depth >= 2 && s.table != nil {
		q := p.Play(s.pick(moves, i, ply))
		s.table.Prefetch(q.Key())
	}
}

// improve records that m, leading to the child at ply+1, is the new best
// line at ply (the triangular PV array).
func (s *Searcher) improve(ply int, m checkers.Move) {
	s.pv[ply][0] = m
	n := copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
	s.pvLen[ply] = n + 1
}

// leave finishes an expanded node whose moves have all been searched or
// cut off: it stores the result in the table (depth > 0 only), rewards the
// best move in the history table and the killers, and notes the root's
// best move. alpha and beta are the node's original window.
func (s *Searcher) leave(p *checkers.Position, alpha, beta, depth, ply, score int, best checkers.Move, first bool) {
	if ply == s.rootPly {
		s.rootBest = best
	}
	if score >= beta {
		s.stats.Cutoffs++
		if first {
			s.stats.FirstCutoffs++
		}
		if s.opt.Killers && !best.IsCapture() && s.killers[ply][0] != best {
			s.killers[ply][1] = s.killers[ply][0]
			s.killers[ply][0] = best
		}
	}
	if depth <= 0 {
		return
	}
	if score > alpha && s.hist != nil && s.opt.History {
		s.hist.Reward(p.SideToMove(), best, depth)
	}
	if s.table == nil {
		return
	}
	bound, move := tt.Exact, tt.EncodeMove(best)
	switch {
	case score >= beta:
		bound = tt.Lower
	case score <= alpha:
		bound, move = tt.Upper, tt.NoMove // no move is known to be best
	}
	s.table.Store(p.Key(), depth, score, ply, bound, move)
	s.stats.TTStores++
}
