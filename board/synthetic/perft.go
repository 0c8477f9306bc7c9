package synthetic

// Perft counts the leaves of the move tree of n to the given depth, a
// leaf of the tree counting once at every deeper depth (the convention of
// board/tictactoe). For a fixed branching factor b it is
// b^min(depth, Depth-Ply).
func Perft(n Position, depth int) uint64 {
	if depth <= 0 || n.Terminal() {
		return 1
	}
	k := n.NumMoves()
	if depth == 1 {
		return uint64(k)
	}
	var total uint64
	for i := 0; i < k; i++ {
		total += Perft(n.Play(Move(i)), depth-1)
	}
	return total
}
