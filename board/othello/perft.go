package othello

// Perft counts the leaves of the game tree below p to the given depth,
// with the convention of Aart Bik's reversi perft that the shared tables
// use: a forced pass is one ply, and a finished game counts as one leaf
// at every depth from the ply at which it ended onward (as if both sides
// went on passing). Perft(p, 0) is 1.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(p.discs[p.side], p.discs[p.side^1], boardMask(p.size), depth)
}

// PerftDivide returns the legal moves of p and the perft of the position
// after each, to depth-1: the split that finds where two generators
// disagree. A finished position has no moves, so its divide is empty.
func PerftDivide(p Position, depth int) ([]Move, []uint64) {
	moves := p.LegalMoves()
	counts := make([]uint64, len(moves))
	for i, m := range moves {
		counts[i] = Perft(p.Play(m), depth-1)
	}
	return moves, counts
}

// perft works on the bare bitboards, own being the side to move's, and
// counts the last ply in bulk: at depth 1 a position has as many leaves
// as placements, or one (a pass, or the finished game).
func perft(own, opp, board uint64, depth int) uint64 {
	empty := board &^ (own | opp)
	moves := legalMoves(own, opp, empty)
	if moves == 0 {
		if depth == 1 || legalMoves(opp, own, empty) == 0 {
			return 1
		}
		return perft(opp, own, board, depth-1)
	}
	if depth == 1 {
		return uint64(popcount(moves))
	}
	var n uint64
	for ; moves != 0; moves &= moves - 1 {
		x := moves & -moves
		f := FlipsOf(lowest(moves), own, opp)
		n += perft(opp&^f, own|f|x, board, depth-1)
	}
	return n
}

// perftSplit counts the two parts of perft separately: sequences, the
// positions reached by exactly depth plies (as chess perft counts), and
// ended, the games that finished after fewer plies. Perft is their sum.
func perftSplit(own, opp, board uint64, depth int) (sequences, ended uint64) {
	if depth == 0 {
		return 1, 0
	}
	empty := board &^ (own | opp)
	moves := legalMoves(own, opp, empty)
	if moves == 0 {
		if legalMoves(opp, own, empty) == 0 {
			return 0, 1
		}
		return perftSplit(opp, own, board, depth-1)
	}
	for ; moves != 0; moves &= moves - 1 {
		x := moves & -moves
		f := FlipsOf(lowest(moves), own, opp)
		s, e := perftSplit(opp&^f, own|f|x, board, depth-1)
		sequences += s
		ended += e
	}
	return sequences, ended
}
