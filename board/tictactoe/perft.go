package tictactoe

import "math/bits"

// Perft follows the convention of the shared tables
// (data/tictactoe4x4.tsv, like othello-perft.tsv): perft(d) counts the
// move sequences of exactly d moves from p in which no earlier move ended
// the game, plus every game that ended after fewer than d moves. A
// finished game stays one leaf at every deeper depth, so perft(16) from
// the empty board is the number of complete games.

// Perft counts the leaves of the move tree of p to the given depth,
// under the convention above, by walking every sequence. It is the
// yardstick of Moves and Play; the last ply is counted in bulk (every
// empty square is a move). From the empty board depth 7 (57,657,600
// leaves) takes a tenth of a second, depth 9 (4.1e9) ten; deeper depths need PerftMemo.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 || p.Terminal() {
		return 1
	}
	empty := full &^ (p.marks[X] | p.marks[O])
	if depth == 1 {
		return uint64(bits.OnesCount16(empty))
	}
	var n uint64
	for e := empty; e != 0; e &= e - 1 {
		n += Perft(p.Play(Move(bits.TrailingZeros16(e))), depth-1)
	}
	return n
}

// PerftMemo returns the same count as Perft but remembers the count of
// every (position, remaining depth) it has seen, up to symmetry: the
// number of move sequences below a position depends only on the position,
// and symmetric positions have equal counts. The whole game, perft(16)
// from the empty board, takes about two seconds and a few hundred MB.
func PerftMemo(p Position, depth int) uint64 {
	return perftMemo(p, depth, make(map[uint64]uint64))
}

func perftMemo(p Position, depth int, memo map[uint64]uint64) uint64 {
	if depth <= 0 || p.Terminal() {
		return 1
	}
	empty := full &^ (p.marks[X] | p.marks[O])
	if depth == 1 {
		return uint64(bits.OnesCount16(empty))
	}
	if n := bits.OnesCount16(empty); depth > n {
		depth = n // the game is over by the time the board is full
	}
	c := p.Canonical()
	key := uint64(c.Index()) | uint64(c.side)<<32 | uint64(depth)<<40
	if n, ok := memo[key]; ok {
		return n
	}
	var n uint64
	for e := empty; e != 0; e &= e - 1 {
		n += perftMemo(p.Play(Move(bits.TrailingZeros16(e))), depth-1, memo)
	}
	memo[key] = n
	return n
}
