package endgame

import "frontier/board/othello"

// geometry is what the solver knows about one board size: its squares,
// its quadrants (the regions whose parity orders the last moves), its
// corners and edges, and the lines along which a disc can be flipped.
type geometry struct {
	size    int
	squares int    // 64 or 36
	board   uint64 // the squares of the board
	corners uint64
	// quadrants are the four corner regions of the board (4×4 on 8×8,
	// 3×3 on 6×6): an empty region with an odd number of empty squares
	// is where the side to move can hope for the last move, which
	// cannot be answered there.
	quadrants [4]uint64
	// edge[axis] holds the squares that lie on the board's edge across
	// that axis (see stable.go): the first and last square of each line
	// along it.
	edge [4]uint64
	// salt separates the table keys of the two sizes.
	salt uint64
	// good are the squares tried first among those of the same parity
	// in the shallow search: corners, and edge squares not next to a
	// corner.
	good uint64
	// bad are the squares next to a corner (X- and C-squares), tried
	// last.
	bad uint64
	// xSquares are the squares diagonally next to a corner, each next
	// to one corner only.
	xSquares uint64
	// quadrant[x] is the number of the quadrant holding square x.
	quadrant [64]uint8
	// lines[x][axis] is the line through the square x along the axis
	// (as safeLines numbers them: the row, the column, the diagonal of
	// steps of 9 bits, that of steps of 7), on the board.
	lines [64][4]uint64
}

var geometries = [2]geometry{newGeometry(8), newGeometry(6)}

// geometryOf returns the geometry of the board of the given size.
func geometryOf(size int) *geometry {
	if size == 6 {
		return &geometries[1]
	}
	return &geometries[0]
}

func newGeometry(n int) geometry {
	g := geometry{size: n, squares: n * n, board: othello.BoardSquares(n)}
	if n == 6 {
		g.salt = 0x6a09e667f3bcc908
	}
	bit := func(col, row int) uint64 {
		if col < 0 || row < 0 || col >= n || row >= n {
			return 0
		}
		return othello.SquareAt(col, row).Bit()
	}
	h := n / 2
	var edges, nearCorner uint64
	for row := range n {
		for col := range n {
			b := bit(col, row)
			g.quadrants[(row/h)*2+col/h] |= b
			if b != 0 {
				g.quadrant[othello.SquareAt(col, row)] = uint8((row/h)*2 + col/h)
			}
			onCol := col == 0 || col == n-1
			onRow := row == 0 || row == n-1
			if onCol && onRow {
				g.corners |= b
			}
			if onCol || onRow {
				edges |= b
			}
			if onCol {
				g.edge[0] |= b // across the rows: the first and last square of a row
			}
			if onRow {
				g.edge[1] |= b
			}
			if onCol || onRow {
				g.edge[2] |= b // a diagonal line starts and ends on the edge
				g.edge[3] |= b
			}
		}
	}
	for c := g.corners; c != 0; c &= c - 1 {
		nearCorner |= othello.Neighbours(c & -c)
	}
	for row := range n {
		for col := range n {
			x := othello.SquareAt(col, row)
			for a, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}} {
				l := x.Bit()
				for k := 1; k < n; k++ {
					l |= bit(col+k*d[0], row+k*d[1]) | bit(col-k*d[0], row-k*d[1])
				}
				g.lines[x][a] = l
			}
		}
	}
	g.good = g.corners | edges&^nearCorner
	g.bad = nearCorner &^ g.corners
	g.xSquares = nearCorner &^ edges & g.board
	return g
}

// oddQuadrants returns the union of the quadrants holding an odd number
// of the empty squares.
func (g *geometry) oddQuadrants(empty uint64) uint64 {
	var odd uint64
	for _, q := range g.quadrants {
		if popcount(empty&q)&1 == 1 {
			odd |= q
		}
	}
	return odd
}

// parity3 orders three empty squares for the side to move: a square
// alone in its quadrant while the two others share one goes first (it
// is the odd quadrant's); otherwise the order stays.
func (g *geometry) parity3(x, y, z othello.Square) (othello.Square, othello.Square, othello.Square) {
	q := &g.quadrant
	if qx := q[x&63]; qx == q[y&63] {
		if qx != q[z&63] {
			x, z = z, x
		}
	} else if qx == q[z&63] {
		x, y = y, x
	}
	return x, y, z
}

// cornerStable counts own's corners and the squares next to them along
// the edges that own holds with the corner: discs that stay own's to the
// end of the game.
func (g *geometry) cornerStable(own uint64) int {
	c := own & g.corners
	next := c<<1&notA | c>>1&notH | c<<8 | c>>8
	return popcount(c) + popcount(next&own)
}
