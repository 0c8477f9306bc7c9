package chess

// Perft counts the leaf nodes of the legal-move tree of p at depth plies
// (checkmates and stalemates above depth count nothing; the draws by
// rule are ignored, as in the published tables). The last ply is counted
// in bulk: the moves of a position at depth 1 are counted, not played.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	w := perftWalk{pos: make([]Position, depth)}
	w.pos[0] = p
	return w.perft(0, depth)
}

// perftWalk keeps one position a ply, so that the walk allocates
// nothing per node (a position local to a recursive function is moved
// to the heap).
type perftWalk struct{ pos []Position }

func (w *perftWalk) perft(ply, depth int) uint64 {
	p := &w.pos[ply]
	if depth == 1 {
		return uint64(p.countMoves())
	}
	var list [MaxMoves]Move
	n := p.generate(&list)
	var total uint64
	for _, m := range list[:n] {
		w.pos[ply+1] = p.Play(m)
		total += w.perft(ply+1, depth-1)
	}
	return total
}

// PerftDivide returns the legal moves of p and the perft of the position
// after each, to depth-1: the split that finds where two generators
// disagree.
func PerftDivide(p Position, depth int) ([]Move, []uint64) {
	moves := p.LegalMoves()
	counts := make([]uint64, len(moves))
	for i, m := range moves {
		q := p.Play(m)
		counts[i] = Perft(q, depth-1)
	}
	return moves, counts
}
