package endgame

// Stability: a disc that no sequence of moves can flip counts for its
// side in the final score, so k stable discs of the opponent cap the
// side to move's margin at squares - 2k; when that cap is no better
// than alpha the node fails low without a search.
//
// A disc is flipped along one of four axes (the row, the column, the two
// diagonals), between a new disc on one side and an opponent's disc on
// the other. It cannot be flipped along an axis when the line along the
// axis is full (no new disc can come), when it stands on the board's
// edge across the axis (it has no neighbour on one side), or when a
// neighbour on the axis is a stable disc of its own colour. A disc safe
// on all four axes is stable; starting from the discs safe without help
// (corners, full lines), the set grows through stable neighbours until
// it stops changing. This finds a subset of the stable discs, which is
// all the cut needs: a lower bound.

// Column masks of the row*8+col layout.
const (
	notA uint64 = 0xfefefefefefefefe
	notH uint64 = 0x7f7f7f7f7f7f7f7f
)

// stable returns a subset of own's stable discs, empty being the empty
// squares of the board.
func (g *geometry) stable(own, empty uint64) uint64 {
	var safe [4]uint64
	g.safeLines(empty, &safe)
	st := own & safe[0] & safe[1] & safe[2] & safe[3]
	if st == 0 {
		return 0
	}
	for {
		next := own &
			(safe[0] | st<<1&notA | st>>1&notH) &
			(safe[1] | st<<8 | st>>8) &
			(safe[2] | st<<9&notA | st>>9&notH) &
			(safe[3] | st<<7&notH | st>>7&notA)
		if next == st {
			return st
		}
		st = next
	}
}

// safeLines sets safe[axis] to the squares that cannot be flipped along
// the axis whatever their neighbours: those on a full line, and those on
// the edge across it. Squares off the 6×6 board are never empty, so its
// lines read as full beyond its edge.
func (g *geometry) safeLines(empty uint64, safe *[4]uint64) {
	// A row is full when the OR of its squares' emptiness, folded into
	// its first column, is 0.
	r := empty | empty>>4&0x0f0f0f0f0f0f0f0f
	r |= r >> 2 & 0x0303030303030303
	r |= r >> 1 & 0x0101010101010101
	safe[0] = ^((r & 0x0101010101010101) * 0xff)
	// Columns the same way, folded into the first row.
	c := empty | empty>>32
	c |= c >> 16
	c |= c >> 8
	safe[1] = ^((c & 0xff) * 0x0101010101010101)
	// A diagonal is full when no empty square spreads along it to the
	// square.
	safe[2] = ^(spread(empty, 9, notA) | spreadDown(empty, 9, notH))
	safe[3] = ^(spread(empty, 7, notH) | spreadDown(empty, 7, notA))
	for i := range safe {
		safe[i] |= g.edge[i]
	}
}

// spread returns b and the squares reached from it by steps of s bits
// towards higher bits, each landing in allowed (the mask that keeps a
// step from wrapping round a row).
func spread(b uint64, s uint, allowed uint64) uint64 {
	b |= allowed & (b << s)
	allowed &= allowed << s
	b |= allowed & (b << (2 * s))
	allowed &= allowed << (2 * s)
	return b | allowed&(b<<(4*s))
}

// spreadDown is spread towards lower bits.
func spreadDown(b uint64, s uint, allowed uint64) uint64 {
	b |= allowed & (b >> s)
	allowed &= allowed >> s
	b |= allowed & (b >> (2 * s))
	allowed &= allowed >> (2 * s)
	return b | allowed&(b>>(4*s))
}
