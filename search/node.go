package search

import (
	"frontier/board"
	"frontier/search/tt"
)

// This file holds the parts of a node that Alpha-Beta and PVS share, so
// that alphabeta.go and pvs.go contain only the loops of Figures 2.4 and
// 2.8. The node at ply is s.pos[ply]; its children are played into
// s.pos[ply+1].

// enter does everything before a node's moves are searched: it counts the
// node, polls, and settles the node without searching its moves when it
// is a repetition, a quiet position at the horizon (evaluated, or scored
// if the game is over), or answered by the transposition table. With
// done=false it returns the table's move suggestion for ordering and
// whether the node is forcing.
func (s *Searcher[G, P, M]) enter(alpha, beta, depth, ply int) (score int, done bool, hint tt.Move, forcing bool) {
	p := &s.pos[ply]
	s.stats.Nodes++
	s.pvLen[ply] = 0
	if s.pollLeft--; s.pollLeft <= 0 {
		s.callHook()
	}
	if s.aborted {
		return 0, true, tt.NoMove, false
	}
	if ply > s.stats.MaxPly {
		s.stats.MaxPly = ply
	}
	key := s.g.Key(p)
	s.keys[ply] = key
	if ply > 0 && s.repeats(key, ply) {
		s.stats.Repetitions++
		return Draw, true, tt.NoMove, false
	}
	if s.solver != nil && s.solver.Solves(p, depth) {
		return s.solve(alpha, beta, ply), true, tt.NoMove, false // solver.go
	}
	forcing = s.g.Forcing(p)
	if depth <= 0 && !forcing || ply >= MaxPly-1 {
		if s.tactical != nil && ply < MaxPly-1 {
			return s.quiesce(alpha, beta, ply), true, tt.NoMove, false
		}
		return s.leaf(p, ply), true, tt.NoMove, false
	}
	if depth <= 0 || s.table == nil || (s.opt.Exact && !s.opt.TTMove) {
		return 0, false, tt.NoMove, forcing // extension nodes skip the table
	}
	s.stats.TTProbes++
	e, ok := s.table.Probe(key, ply)
	if !ok {
		return 0, false, tt.NoMove, forcing
	}
	s.stats.TTHits++
	// Never cut at the game root: its best move and PV are wanted.
	if !s.opt.Exact && ply > 0 && e.Cuts(depth, alpha, beta) {
		s.stats.TTCutoffs++
		return e.Score, true, tt.NoMove, forcing
	}
	return 0, false, e.Move, forcing
}

// leaf scores a node that is not expanded: the side to move is quiet (or
// the ply limit is reached). A finished game scores its result.
func (s *Searcher[G, P, M]) leaf(p *P, ply int) int {
	v, over := s.g.Evaluate(p)
	if over {
		s.stats.Terminals++
		return ResultAt(v, ply)
	}
	s.stats.Evals++
	return v
}

// ResultAt turns a game's result (board.Win, board.Loss, a draw or a
// board.Final margin) into a search score ply plies below the root: a won
// or lost game counts its distance (see LossAt); other results are kept.
func ResultAt(v, ply int) int {
	switch v {
	case board.Loss:
		return LossAt(ply)
	case board.Win:
		return Win - ply
	}
	return v
}

// repeats reports whether the key of the node at ply occurs among the
// positions above it with the same side to move since the last
// irreversible move. A position cannot recur within 2 plies, so the scan
// starts 4 plies up.
func (s *Searcher[G, P, M]) repeats(key uint64, ply int) bool {
	for i := len(s.path) - 4; i >= s.floor[ply]; i -= 2 {
		if s.path[i] == key {
			return true
		}
	}
	return false
}

// expand generates and ranks the moves of the node at ply (the loops then
// pick them in order, see pick), counting the node for the
// branching-factor statistics. An empty result means the game is over
// there; the caller scores it with over.
func (s *Searcher[G, P, M]) expand(depth, ply int, hint tt.Move, forcing bool) []M {
	p := &s.pos[ply]
	moves := s.g.Moves(p, s.moves[ply][:0])
	s.moves[ply] = moves[:0] // keep a grown buffer
	n := uint64(len(moves))
	if n == 0 {
		return moves
	}
	s.stats.Interior++
	if forcing {
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

// over scores the node at ply, whose side to move has no legal move: the
// game is over there.
func (s *Searcher[G, P, M]) over(ply int) int {
	s.stats.Terminals++
	v, _ := s.g.Outcome(&s.pos[ply])
	return ResultAt(v, ply)
}

// descend records the node at ply on the path before its children are
// searched.
func (s *Searcher[G, P, M]) descend(ply int) { s.path = append(s.path, s.keys[ply]) }

// ascend removes the node pushed by descend.
func (s *Searcher[G, P, M]) ascend() { s.path = s.path[:len(s.path)-1] }

// child plays m at ply into s.pos[ply+1] and sets the repetition floor of
// the child: after an irreversible move no earlier position can recur.
func (s *Searcher[G, P, M]) child(m M, ply int) {
	p := &s.pos[ply]
	if s.g.Irreversible(p, m) {
		s.floor[ply+1] = len(s.path)
	} else {
		s.floor[ply+1] = s.floor[ply]
	}
	if s.prevOn { // CounterMove, ContHist: the child's previous move
		s.prevSlot[ply+1] = int32(s.g.HistoryIndex(p, m))
	}
	if s.playerTo != nil {
		s.playerTo.PlayTo(&s.pos[ply+1], p, m)
	} else {
		s.pos[ply+1] = s.g.Play(p, m)
	}
}

// PlayerTo is a game that can write the position after a move into a
// given place: PlayTo(q, p, m) sets *q to Play(p, m) (q is not p). The
// searcher then plays each child straight into its position array, where
// Play's result, a value returned on the stack, is copied on its way
// (for chess, an 80-byte position copied four times a move: docs/chess.md,
// "Cheaper nodes, second round").
type PlayerTo[P, M any] interface {
	PlayTo(q, p *P, m M)
}

// prefetch starts loading the table bucket of the child reached by
// moves[i], if any, while the current sibling's subtree is searched, so
// that the child's probe finds it in the cache instead of waiting for
// main memory (about 150 ns on the benchmark machine, more than half of a
// checkers node's cost). Children are probed only at a remaining depth of
// 1 or more. Prefetching every child at once was measured slower: most
// nodes cut off after the first move.
func (s *Searcher[G, P, M]) prefetch(moves []M, i, depth, ply int) {
	if i < len(moves) && depth >= 2 && s.table != nil {
		if m := s.pick(moves, i, ply); s.playerTo != nil {
			s.playerTo.PlayTo(&s.scratch, &s.pos[ply], m)
		} else {
			s.scratch = s.g.Play(&s.pos[ply], m)
		}
		s.table.Prefetch(s.g.Key(&s.scratch))
	}
}

// improve records that m, leading to the child at ply+1, is the new best
// line at ply (the triangular PV array).
func (s *Searcher[G, P, M]) improve(ply int, m M) {
	s.pv[ply][0] = m
	n := copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
	s.pvLen[ply] = n + 1
}

// leave finishes an expanded node whose moves have all been searched or
// cut off: it stores the result in the table (depth > 0 only), rewards the
// best move in the history table and the killers (at quiet nodes), and
// notes the root's best move. alpha and beta are the node's original
// window.
func (s *Searcher[G, P, M]) leave(alpha, beta, depth, ply, score int, best M, first, forcing bool) {
	p := &s.pos[ply]
	if ply == s.rootPly {
		s.rootBest, s.hasBest = best, true
	}
	if score >= beta {
		s.stats.Cutoffs++
		if first {
			s.stats.FirstCutoffs++
		}
		if s.opt.Killers && !forcing && s.killers[ply][0] != best && (!s.opt.KillerFirst || s.quietMove(ply, best)) {
			s.killers[ply][1] = s.killers[ply][0]
			s.killers[ply][0] = best
		}
		if s.counter != nil && !forcing && s.prevSlot[ply] >= 0 && s.quietMove(ply, best) {
			s.counter[s.prevSlot[ply]] = best
		}
	}
	if depth <= 0 {
		return
	}
	if score >= beta && s.caps != nil {
		s.rewardCapture(best, depth, ply)
	}
	if score > alpha && s.hist != nil && s.opt.History {
		s.hist.Reward(s.g.HistoryIndex(p, best), depth)
	}
	if s.table == nil {
		return
	}
	bound, move := tt.ResultOf(score, alpha, beta, tt.Move(s.g.MoveCode(best)))
	s.table.Store(s.keys[ply], depth, score, ply, bound, move)
	s.stats.TTStores++
}
