package endgame

import "frontier/board/othello"

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

// stabilityCut is the cut of a node with n empty squares, its window's
// alpha and the opponent's discs opp: the opponent's stable discs cap
// the side to move's margin at squares - 2×stable, and when that cap is
// at most alpha the node fails low with it. The cut needs about
// (squares - alpha)/2 stable discs, which only a nearly decided
// position has, so they are looked for only when alpha is at least n.
//
// Until this threshold was n it was squares/4 + n, and the shallow
// search (5 and 6 empties) had no cut: with the cut there and alpha ≥ n
// in both layers, FFO 26, 33, 36, 37, 40, 41 and 44 took 158.5 million
// nodes instead of 167.5 (-5.4%; FFO 37 30.3 to 23.4), and FFO 26, 33
// and 40 18.15 G instructions instead of 18.23 G (-0.5%, cachegrind).
// Other thresholds on the same set: 16 + n (the old one, with the cut
// in the shallow search too) 160.1 million, 8 + n 158.7, 8 + 2n 159.7,
// 2n 158.6.
func (g *geometry) stabilityCut(opp, empty uint64, alpha, n int) (int, bool) {
	if alpha < n {
		return 0, false
	}
	// The tests of stabilityCutFew that end a try which cannot cut, and
	// then the whole stable set, whose count is the limit: the same cuts
	// and limits as the stable set alone (TestStabilityCutSame).
	need := (g.squares - alpha + 1) / 2 // stable discs that cut
	if popcount(opp) < need {
		return 0, false
	}
	var s [4]uint64
	g.safeLines(empty, &s)
	if popcount(stableStep(opp, opp, &s)) < need {
		return 0, false
	}
	st := opp & s[0] & s[1] & s[2] & s[3]
	for st != 0 { // the loop of stable, here so that no call is paid
		next := stableStep(opp, st, &s)
		if next == st {
			break
		}
		st = next
	}
	limit := g.squares - 2*popcount(st)
	return limit, limit <= alpha
}

// stabilityCutFew is stabilityCut for the last empty squares (last3 and
// last4, where most of a tree's nodes are): the same cut at the same
// threshold, alpha at least n, with the lines through the few empty
// squares from a table (safeFew), two cheap tests that end most tries
// that cannot cut (too few of opp's discs; too few with every axis safe
// or an opp neighbour along it, which the loop's discs all have), and
// the loop stopped as soon as the stable discs are enough. The limit
// returned is then at most alpha, but may lie above stabilityCut's.
// last3 and last4 call it as stabilityCut3 and stabilityCut4, which take
// the lines by their squares (FFO 60 12.01 G instructions to 11.95 G,
// the same nodes; the thirteenth round).
//
// The whole FFO suite took 350.1 million nodes instead of 414.8 (FFO 45
// 154.8 instead of 200.0, FFO 46 28.8 instead of 37.3, FFO 60 17.6
// instead of 19.9), but the leaves it spares are cheap: FFO 60 12.14 G
// instructions instead of 12.23 G, FFO 46 21.37 G instead of 21.39 G,
// and the suite's CPU time the same within its noise
// (docs/othello-endgame.md, the twelfth round).
func (g *geometry) stabilityCutFew(opp, empty uint64, alpha, n int) (int, bool) {
	if alpha < n {
		return 0, false
	}
	need := (g.squares - alpha + 1) / 2 // stable discs that cut
	if popcount(opp) < need {
		return 0, false
	}
	var s [4]uint64
	g.safeFew(empty, &s)
	return g.cutFew(opp, need, &s)
}

// stabilityCut3 is stabilityCutFew for the three empty squares x, y and
// z, alpha at least 3 (the caller tests it): their lines come from the
// table without a loop over the empty squares' bits.
func (g *geometry) stabilityCut3(opp uint64, x, y, z othello.Square, alpha int) (int, bool) {
	need := (g.squares - alpha + 1) / 2
	if popcount(opp) < need {
		return 0, false
	}
	lx, ly, lz := &g.lines[x&63], &g.lines[y&63], &g.lines[z&63]
	s := [4]uint64{
		^(lx[0] | ly[0] | lz[0]) | g.edge[0],
		^(lx[1] | ly[1] | lz[1]) | g.edge[1],
		^(lx[2] | ly[2] | lz[2]) | g.edge[2],
		^(lx[3] | ly[3] | lz[3]) | g.edge[3],
	}
	return g.cutFew(opp, need, &s)
}

// stabilityCut4 is stabilityCut3 with four empty squares, alpha at least
// 4.
func (g *geometry) stabilityCut4(opp uint64, x1, x2, x3, x4 othello.Square, alpha int) (int, bool) {
	need := (g.squares - alpha + 1) / 2
	if popcount(opp) < need {
		return 0, false
	}
	l1, l2, l3, l4 := &g.lines[x1&63], &g.lines[x2&63], &g.lines[x3&63], &g.lines[x4&63]
	s := [4]uint64{
		^(l1[0] | l2[0] | l3[0] | l4[0]) | g.edge[0],
		^(l1[1] | l2[1] | l3[1] | l4[1]) | g.edge[1],
		^(l1[2] | l2[2] | l3[2] | l4[2]) | g.edge[2],
		^(l1[3] | l2[3] | l3[3] | l4[3]) | g.edge[3],
	}
	return g.cutFew(opp, need, &s)
}

// cutFew is the rest of stabilityCutFew, s the safe squares of each
// axis and need the stable discs that cut.
func (g *geometry) cutFew(opp uint64, need int, s *[4]uint64) (int, bool) {
	// A disc of the loop's result has, along each axis, the axis safe or
	// a neighbour of opp's (one step from all of opp): when fewer discs
	// than need do, none cut.
	if popcount(stableStep(opp, opp, s)) < need {
		return 0, false
	}
	st := opp & s[0] & s[1] & s[2] & s[3]
	for c := popcount(st); c < need; {
		next := stableStep(opp, st, s)
		if next == st {
			return 0, false
		}
		st, c = next, popcount(next)
	}
	return g.squares - 2*popcount(st), true
}

// safeFew is safeLines for few empty squares: the squares of no line
// through an empty square along the axis, and those on the edge across
// it.
func (g *geometry) safeFew(empty uint64, safe *[4]uint64) {
	var l0, l1, l2, l3 uint64
	for ; empty != 0; empty &= empty - 1 {
		l := &g.lines[sq(empty)]
		l0, l1, l2, l3 = l0|l[0], l1|l[1], l2|l[2], l3|l[3]
	}
	safe[0], safe[1], safe[2], safe[3] = ^l0|g.edge[0], ^l1|g.edge[1], ^l2|g.edge[2], ^l3|g.edge[3]
}

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
	for st != 0 {
		next := stableStep(own, st, &safe)
		if next == st {
			break
		}
		st = next
	}
	return st
}

// stableStep is one step of the stable set: own's discs that, along each
// axis, are safe or next to a disc of st. From st = own it is the discs
// that may be stable at all, which cutFew and stabilityCut count first.
func stableStep(own, st uint64, s *[4]uint64) uint64 {
	return own &
		(s[0] | st<<1&notA | st>>1&notH) &
		(s[1] | st<<8 | st>>8) &
		(s[2] | st<<9&notA | st>>9&notH) &
		(s[3] | st<<7&notH | st>>7&notA)
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
