package eval

import (
	"math/bits"

	"frontier/board/othello"
)

// Othello is Othello (8×8 or 6×6) as a search.Game: the rules of
// package board/othello and the knowledge a searcher needs.
//
// Evaluate scores a position for the side to move in hundredths of a
// disc (100 is one disc of final margin) from the terms an Othello
// player weighs, each the side to move's count minus the opponent's:
//
//   - Mobility: legal placements. Othello is won in the middle game by
//     keeping one's own choices and taking the opponent's away; a side
//     with no move must pass, and a side with few must play bad ones.
//   - Frontier discs: discs next to an empty square. They are what the
//     opponent flips, so a long frontier hands the opponent moves; a
//     quiet position keeps its discs inside.
//   - Potential mobility: empty squares next to the opponent's discs,
//     the placements that can open up later.
//   - Corners: a corner disc can never be flipped and anchors its edges.
//   - X-squares (diagonally inside a corner) and C-squares (next to a
//     corner on the edge) while that corner is empty: they give the
//     opponent a way into the corner, the X-square most of all.
//   - Stable discs: discs that no sequence of moves can flip, grown from
//     the corners along the edges and inwards (a disc is stable when in
//     each of its four lines the line is full, or a neighbour is the
//     board's edge or a stable disc of its own colour).
//   - Discs: worth nothing in the middle game, when having few is often
//     an advantage, and counted in the last quarter of the game, where
//     they become the score; the weight rises from 0 to half a disc a
//     disc on a full board (the search sees the real margin through
//     Outcome once it reaches the end).
//   - Parity: in the last third of the game, the side to move with an odd
//     number of empty squares expects to play the last move (which
//     flips discs that can no longer be taken back); an even number
//     expects it to go to the opponent.
//
// All terms but discs and parity are tapered: their weight moves
// linearly with the number of empty squares from a middle-game weight at
// the start to an endgame weight on a full board (see the weights). The
// sum is clamped to ±othMaxEval, far inside ±board.FinalBase/2, so that
// every finished game ranks above every evaluation.
//
// Every term is computed the same way for both colours from the position's
// bitboards (shifts, masks and popcounts, no allocation), so the score
// does not change under the eight symmetries of the board, nor when the
// colours are exchanged together with the side to move.
type Othello struct{ othello.Rules }

var (
	// Othello8 is Othello on the 8×8 board.
	Othello8 = Othello{othello.Rules8}
	// Othello6 is Othello on the 6×6 board.
	Othello6 = Othello{othello.Rules6}
)

// Weights of the Othello evaluation, in hundredths of a disc. A tapered
// term t earns t*(mid*empties + end*placed)/total, where placed is the
// number of discs put on the board since the start and total the number
// of squares empty at the start (60 on 8×8, 32 on 6×6).
//
// The values were set by hand from the terms' roles and then adjusted
// in self-play: a change was kept when it won over 300-600 games at
// depth 3 on 8×8 and 200-400 at depth 4 on 6×6, from random 6-ply
// openings with both colours. That doubled the frontier and stability
// weights, raised the X-square from -150 to -350 and the C-square from
// -50 to -100, and took the disc term out of the middle game. The corner
// went from 300 to 600, which self-play found neither better nor worse,
// so that a corner outweighs an X-square and two C-squares: taking it
// from an opponent who sits on them must not look like a loss. The
// result scored 84% (8×8) and 62% (6×6) against the first hand-set
// weights, and 97% and 96% against a disc counter.
const (
	othMobilityMid, othMobilityEnd   = 60, 30
	othFrontierMid, othFrontierEnd   = -50, -10
	othPotentialMid, othPotentialEnd = 15, 0
	othCornerMid, othCornerEnd       = 600, 300
	othXSquareMid, othXSquareEnd     = -350, -70
	othCSquareMid, othCSquareEnd     = -100, -20
	othStableMid, othStableEnd       = 120, 60

	// othDisc is the weight of a disc on a full board. Discs count only
	// in the last quarter of the game (fewer than 15 empty squares on
	// 8×8, 8 on 6×6), their weight rising linearly from 0 to othDisc, so
	// that evaluations just before the end lean towards the margin. In
	// self-play no disc term tried won games against none: a weight
	// of 100 growing with the square of the game played from the start
	// scored 37% on 8×8; this one 47% (1200 games, 8×8) and 50% (800,
	// 6×6).
	othDisc = 50
	// othParity is earned (odd empties) or lost (even) by the side to move
	// once no more than a third of the starting empties remain.
	othParity = 40
	// othMaxEval bounds the evaluation. Real positions stay far inside
	// it; the clamp only guards the sum of every term at its extreme.
	othMaxEval = 8000
)

// othTerms are the raw counts of a position, each the side to move's
// minus the opponent's, with the number of empty squares.
type othTerms struct {
	mobility, frontier, potential int
	corners, xSquares, cSquares   int
	stable, discs                 int
	empties                       int
}

// Evaluate returns the static value of p for the side to move; when the
// game is over at p it returns Outcome's final score with over set.
func (o Othello) Evaluate(p *othello.Position) (score int, over bool) {
	g := othGeometry(p)
	side := p.SideToMove()
	own, opp := p.Discs(side), p.Discs(side.Other())
	empty := p.Empty()
	ownMoves := othLegal(own, opp, empty)
	oppMoves := othLegal(opp, own, empty)
	if ownMoves|oppMoves == 0 {
		return o.Rules.Outcome(p)
	}
	t := othCount(g, own, opp, empty, ownMoves, oppMoves)
	return othScore(g, &t), false
}

// Forcing is false: Othello has no positions the search must resolve
// before evaluating.
func (Othello) Forcing(p *othello.Position) bool { return false }

// Irreversible is true: every placement adds a disc for good, and a pass
// is always followed by a placement (two passes end the game), so no
// earlier position can recur.
func (Othello) Irreversible(p *othello.Position, m othello.Move) bool { return true }

// MoveCode is the move's number plus one: squares 1-64, the pass 65.
func (Othello) MoveCode(m othello.Move) uint32 { return uint32(m) + 1 }

// othHistoryMoves is the number of distinct moves: 64 squares and the
// pass.
const othHistoryMoves = int(othello.Pass) + 1

// HistoryIndex is the side to move's slot for the move's square (or the
// pass).
func (Othello) HistoryIndex(p *othello.Position, m othello.Move) int {
	return int(p.SideToMove())*othHistoryMoves + int(m)
}

// HistorySize is two sides of 65 moves.
func (Othello) HistorySize() int { return 2 * othHistoryMoves }

// othScore weighs the terms.
func othScore(g *othGeom, t *othTerms) int {
	total := g.total
	e := t.empties
	placed := max(0, total-e) // a parsed position may lack centre discs
	taper := func(n, mid, end int) int { return n * (mid*e + end*placed) }
	s := (taper(t.mobility, othMobilityMid, othMobilityEnd) +
		taper(t.frontier, othFrontierMid, othFrontierEnd) +
		taper(t.potential, othPotentialMid, othPotentialEnd) +
		taper(t.corners, othCornerMid, othCornerEnd) +
		taper(t.xSquares, othXSquareMid, othXSquareEnd) +
		taper(t.cSquares, othCSquareMid, othCSquareEnd) +
		taper(t.stable, othStableMid, othStableEnd)) / total
	if q := total / 4; e < q {
		s += t.discs * othDisc * (q - e) / q
	}
	if 3*e <= total {
		if e&1 == 1 {
			s += othParity
		} else {
			s -= othParity
		}
	}
	return max(-othMaxEval, min(othMaxEval, s))
}

// othCount counts the terms of a position from its bitboards: own and
// opp are the discs of the side to move and of its opponent, empty the
// empty squares, ownMoves and oppMoves the placements of each side.
func othCount(g *othGeom, own, opp, empty, ownMoves, oppMoves uint64) othTerms {
	var t othTerms
	t.empties = bits.OnesCount64(empty)
	t.mobility = bits.OnesCount64(ownMoves) - bits.OnesCount64(oppMoves)

	nearEmpty := othNeighbours(empty)
	t.frontier = bits.OnesCount64(own&nearEmpty) - bits.OnesCount64(opp&nearEmpty)
	t.potential = bits.OnesCount64(empty&othNeighbours(opp)) - bits.OnesCount64(empty&othNeighbours(own))

	t.corners = bits.OnesCount64(own&g.corners) - bits.OnesCount64(opp&g.corners)
	var xs, cs uint64 // the X- and C-squares of the empty corners
	for i := range g.corner {
		if empty&g.corner[i] != 0 {
			xs |= g.xSquare[i]
			cs |= g.cSquares[i]
		}
	}
	t.xSquares = bits.OnesCount64(own&xs) - bits.OnesCount64(opp&xs)
	t.cSquares = bits.OnesCount64(own&cs) - bits.OnesCount64(opp&cs)

	var safe [4]uint64
	othSafeLines(g, empty, &safe)
	t.stable = bits.OnesCount64(othStable(own, &safe)) - bits.OnesCount64(othStable(opp, &safe))
	t.discs = bits.OnesCount64(own) - bits.OnesCount64(opp)
	return t
}

// Column masks of the row*8+col layout (see board/othello): a result of a
// shift that would wrap from one edge column into the other is masked.
const (
	othNotA uint64 = 0xfefefefefefefefe // every column but a
	othNotH uint64 = 0x7f7f7f7f7f7f7f7f // every column but h
)

// The eight directions, as the step in bits from a square to its
// neighbour: east and west along a row, south and north along a column
// (row numbers grow downwards), and the four diagonals. The four axes of
// stability pair them: axis i is othDirs[2i] and othDirs[2i+1].
const (
	othE, othW   = 0, 1
	othS, othN   = 2, 3
	othSE, othNW = 4, 5
	othSW, othNE = 6, 7
)

// othFrom returns the squares whose neighbour in direction d is in b:
// b moved one step against d, without the squares that would get their
// neighbour by wrapping round a row.
func othFrom(b uint64, d int) uint64 {
	switch d {
	case othE: // neighbour s+1
		return b >> 1 & othNotH
	case othW: // s-1
		return b << 1 & othNotA
	case othS: // s+8
		return b >> 8
	case othN: // s-8
		return b << 8
	case othSE: // s+9
		return b >> 9 & othNotH
	case othNW: // s-9
		return b << 9 & othNotA
	case othSW: // s+7
		return b >> 7 & othNotA
	default: // othNE, s-7
		return b << 7 & othNotH
	}
}

// othNeighbours returns the squares next to a square of b in any of the
// eight directions (on the 8×8 layout; callers mask it to their board).
func othNeighbours(b uint64) uint64 {
	h := b>>1&othNotH | b<<1&othNotA
	r := b | h
	return h | r>>8 | r<<8
}

// othLegal returns the empty squares where the side owning own can place
// a disc against opp: in each direction a fill from own across runs of
// opp, one step beyond.
func othLegal(own, opp, empty uint64) uint64 {
	inner := opp & othNotA & othNotH // a sideways or diagonal run cannot cross an edge
	return (othFill(own, inner, 1) | othFill(own, opp, 8) |
		othFill(own, inner, 7) | othFill(own, inner, 9)) & empty
}

// othFill returns the squares one step beyond the runs of mask that begin
// next to own, both ways along the shift s (and a few more squares inside
// the runs, which are not empty). The runs are filled by doubling: steps
// of 1, 2 and 4 squares cover the longest run, 6.
func othFill(own, mask uint64, s uint) uint64 {
	up, upMask := own|mask&(own<<s), mask&(mask<<s)
	down, downMask := own|mask&(own>>s), mask&(mask>>s)
	up |= upMask & (up << (2 * s))
	down |= downMask & (down >> (2 * s))
	upMask &= upMask << (2 * s)
	downMask &= downMask >> (2 * s)
	up |= upMask & (up << (4 * s))
	down |= downMask & (down >> (4 * s))
	return (up&^own)<<s | (down&^own)>>s
}

// othSafeLines sets safe[axis] to the squares that cannot be flipped along
// that axis whatever their neighbours: those whose line along the axis is
// full, or that stand on the board's edge across it. A line is full when
// no empty square spreads into it; rows and columns are checked by
// folding each into one bit, the diagonals by spreading the empty squares
// along them. Off the 6×6 board nothing is empty, so on it the folds see
// the missing columns and rows as full, and a spread leaving the board
// along a diagonal never comes back to it.
func othSafeLines(g *othGeom, empty uint64, safe *[4]uint64) {
	occ := ^empty
	r := occ & (occ >> 4) // column c (< 4) of a row: columns c and c+4 occupied
	r &= r >> 2
	r &= r >> 1 // column a: the whole row occupied
	rows := (r & 0x0101010101010101) * 0xff
	c := occ & (occ >> 32) // row r (< 4): rows r and r+4
	c &= c >> 16
	c &= c >> 8 // row 1: the whole column
	cols := (c & 0xff) * 0x0101010101010101
	safe[0] = rows | g.edge[othE] | g.edge[othW]
	safe[1] = cols | g.edge[othS] | g.edge[othN]
	safe[2] = ^(othSpread(empty, 9, othNotA) | othSpread(empty, -9, othNotH)) | g.edge[othSE] | g.edge[othNW]
	safe[3] = ^(othSpread(empty, 7, othNotH) | othSpread(empty, -7, othNotA)) | g.edge[othSW] | g.edge[othNE]
}

// othSpread returns b and every square reached from it by repeated steps
// of s bits (negative: towards lower bits) into squares of allowed.
func othSpread(b uint64, s int, allowed uint64) uint64 {
	if s > 0 {
		u := uint(s)
		b |= allowed & (b << u)
		allowed &= allowed << u
		b |= allowed & (b << (2 * u))
		allowed &= allowed << (2 * u)
		return b | allowed&(b<<(4*u))
	}
	u := uint(-s)
	b |= allowed & (b >> u)
	allowed &= allowed >> u
	b |= allowed & (b >> (2 * u))
	allowed &= allowed >> (2 * u)
	return b | allowed&(b>>(4*u))
}

// othStable returns the stable discs of own: starting from the discs
// safe along every axis (the corners, full lines), it adds the discs that
// along each axis are safe or have a stable own neighbour, until nothing
// changes. Each round grows the set by at least a disc, so it ends; in
// practice after a few rounds.
func othStable(own uint64, safe *[4]uint64) uint64 {
	st := own & safe[0] & safe[1] & safe[2] & safe[3]
	if st == 0 {
		return 0 // nothing to grow from: every stable set holds a disc safe on all axes
	}
	for {
		next := own &
			(safe[0] | othFrom(st, othE) | othFrom(st, othW)) &
			(safe[1] | othFrom(st, othS) | othFrom(st, othN)) &
			(safe[2] | othFrom(st, othSE) | othFrom(st, othNW)) &
			(safe[3] | othFrom(st, othSW) | othFrom(st, othNE))
		if next == st {
			return st
		}
		st = next
	}
}

// othGeom is the geometry of one board size, computed once.
type othGeom struct {
	board    uint64
	total    int // empty squares at the start
	corners  uint64
	corner   [4]uint64 // each corner,
	xSquare  [4]uint64 // the square diagonally inside it,
	cSquares [4]uint64 // and its two neighbours on the edges
	// edge[d] holds the squares whose neighbour in direction d is off
	// the board.
	edge [8]uint64
}

var othGeoms = [2]othGeom{othNewGeom(8), othNewGeom(6)}

// othGeometry returns the geometry of p's board.
func othGeometry(p *othello.Position) *othGeom {
	if p.Size() == 6 {
		return &othGeoms[1]
	}
	return &othGeoms[0]
}

func othNewGeom(n int) othGeom {
	g := othGeom{total: n*n - 4}
	bit := func(col, row int) uint64 {
		if col < 0 || row < 0 || col >= n || row >= n {
			return 0
		}
		return othello.SquareAt(col, row).Bit()
	}
	for row := range n {
		for col := range n {
			g.board |= bit(col, row)
		}
	}
	// Corners in the order a1, the top right, the bottom left, the
	// bottom right; (cx, cy) points from the corner into the board.
	for i, c := range [4][4]int{{0, 0, 1, 1}, {n - 1, 0, -1, 1}, {0, n - 1, 1, -1}, {n - 1, n - 1, -1, -1}} {
		col, row, cx, cy := c[0], c[1], c[2], c[3]
		g.corner[i] = bit(col, row)
		g.xSquare[i] = bit(col+cx, row+cy)
		g.cSquares[i] = bit(col+cx, row) | bit(col, row+cy)
		g.corners |= g.corner[i]
	}
	steps := [8][2]int{othE: {1, 0}, othW: {-1, 0}, othS: {0, 1}, othN: {0, -1},
		othSE: {1, 1}, othNW: {-1, -1}, othSW: {-1, 1}, othNE: {1, -1}}
	for d, st := range steps {
		for row := range n {
			for col := range n {
				if bit(col+st[0], row+st[1]) == 0 {
					g.edge[d] |= bit(col, row)
				}
			}
		}
	}
	return g
}

// MaxPlies bounds the moves left in the game: every empty square takes a
// disc, and at most one pass comes before each.
func (Othello) MaxPlies(p *othello.Position) int { return 2 * p.Empties() }
