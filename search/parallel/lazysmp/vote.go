package lazysmp

import (
	"frontier/board"
	"frontier/search"
)

// lazyResult is one searcher's completed search of the root: the depth,
// its score (inside the window it was searched with, so a value, not a
// bound) and best move.
type lazyResult[M board.Move] struct {
	depth, score int
	best         M
	ok           bool
}

// voteBase is added to every searcher's score above the lowest before it
// is weighted by depth: Stockfish's 14 in its units (a pawn is about
// 200), so about 7 in ours (a man is 100). It keeps the lowest-scoring
// searcher's vote from being zero.
const voteBase = 7

// voteWinner is Stockfish's thread voting (thread.cpp, get_best_thread,
// Stockfish 10 onwards), written for our results: every searcher with a
// result votes for its best move with the weight (score - lowest score +
// voteBase) × depth, and the winner is the searcher whose move has the
// most votes, the one with the greater weight of its own between two of
// the same move, the main searcher when nothing beats it. A proven win
// wins over any vote, the quickest win first.
//
// Only results whose score lies inside (alpha, beta) take part, so the
// score returned is a value in the driver's window, as the main
// searcher's is; in exact mode only results of depth take part, which are
// then all the minimax value (the vote only chooses among moves of that
// value). rs[0], the main searcher's, must be such a result.
func voteWinner[M board.Move](rs []lazyResult[M], depth int, exact bool, alpha, beta int) int {
	in := func(r lazyResult[M]) bool {
		return r.ok && alpha < r.score && r.score < beta && (!exact || r.depth == depth)
	}
	lowest := rs[0].score
	for _, r := range rs {
		if in(r) {
			lowest = min(lowest, r.score)
		}
	}
	weight := func(r lazyResult[M]) int { return (r.score - lowest + voteBase) * r.depth }
	votes := make(map[M]int, len(rs))
	for _, r := range rs {
		if in(r) {
			votes[r.best] += weight(r)
		}
	}
	won := func(score int) bool { return score > 0 && search.IsWinScore(score) }
	best := 0
	for i, r := range rs {
		if !in(r) {
			continue
		}
		b := rs[best]
		switch {
		case won(b.score):
			if r.score > b.score {
				best = i
			}
		case won(r.score),
			votes[r.best] > votes[b.best],
			votes[r.best] == votes[b.best] && weight(r) > weight(b):
			best = i
		}
	}
	return best
}
