package tt

// What a search result means for the table, in one place for the
// sequential engine and every parallel algorithm: how a fail-soft score
// bounds the true value, what move is worth keeping with it, and when a
// stored entry answers a search without searching.

// ResultOf returns the bound a fail-soft score found with the window
// (alpha, beta) is, and the move to store with it: best, unless the node
// failed low, when no move is known to be best.
func ResultOf(score, alpha, beta int, best Move) (Bound, Move) {
	switch {
	case score >= beta:
		return Lower, best
	case score <= alpha:
		return Upper, NoMove
	}
	return Exact, best
}

// Cuts reports whether e answers a search to depth with the window
// (alpha, beta): it was searched as deep, and its score is exact or a
// bound on the side that window cannot improve.
func (e *Entry) Cuts(depth, alpha, beta int) bool {
	return e.Depth >= depth && (e.Bound == Exact || e.Bound == Lower && e.Score >= beta || e.Bound == Upper && e.Score <= alpha)
}

// AtLeast reports whether e says the position is worth more than alpha
// (an exact score or a lower bound above it), whatever its depth.
func (e *Entry) AtLeast(alpha int) bool {
	return e.Score > alpha && (e.Bound == Lower || e.Bound == Exact)
}
