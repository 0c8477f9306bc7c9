package othello

// flipsGeneric (FlipsOf without AVX2, avx2_amd64.go; FlipsOf itself
// until the eleventh round) reads each of the four lines through the
// square as a byte, one bit a square, and looks the line's flips up in
// two small tables, instead of stepping along eight rays (the endgame solver's profile
// spent a third of its time in flips, 122 instructions a call against 70
// here). It was the solver's own (search/endgame) until the eighth round
// of docs/othello-endgame.md, beside a bit trick per ray here and a walk
// per ray for Position; one implementation now serves all three.
//
// A line's byte is gathered by a multiplication that brings its squares
// into the top byte of the product, one bit a column (a row or a
// diagonal) or one bit a row (a column), and the byte of flipped discs
// goes back by another multiplication and the line's mask. A square off
// a diagonal, or off the 6×6 board, reads as empty on both sides, so a
// run stops there as on the board.
//
// lineTables[p] holds the tables of position p on a line.
var lineTables [8]lineTable

type lineTable struct {
	// outflank[o]: for a disc placed at p on a line whose squares o hold
	// the opponent's discs, the squares just past the run of o next to
	// p on either side, where that run has at least one disc and a
	// square past it on the line: the mover's discs there close a run.
	outflank [256]uint8
	// flipped[c]: the squares between p and the closing squares c.
	flipped [256]uint8
}

func init() {
	for p := range 8 {
		for o := range 256 {
			if o>>p&1 == 1 {
				continue // p is the empty square played
			}
			for _, d := range [2]int{-1, 1} {
				i := p + d
				if i < 0 || i > 7 || o>>i&1 == 0 {
					continue
				}
				for i >= 0 && i <= 7 && o>>i&1 == 1 {
					i += d
				}
				if i >= 0 && i <= 7 {
					lineTables[p].outflank[o] |= 1 << i
				}
			}
		}
		for c := range 256 {
			var f uint8
			for i := range 8 {
				if c>>i&1 == 0 {
					continue
				}
				for j := min(i, p) + 1; j < max(i, p); j++ {
					f |= 1 << j
				}
			}
			lineTables[p].flipped[c] = f
		}
	}
}

// Multipliers (see flipsGeneric).
const (
	// fileA times a line with at most one square in each column (a row
	// or a diagonal) gathers column c into bit c of the top byte: the
	// copies of the line that the product adds up never meet, so
	// nothing carries. Times a byte, it repeats the byte in every row.
	fileA = 0x0101010101010101
	// colGather times column a gathers row r into bit r of the top byte
	// (the partial products never meet), and colScatter times such a
	// byte puts bit r back in row r of column a, without carries as long
	// as bits 0 and 7 are clear, as they are in a byte of flipped discs.
	// Shifted by the column's number they do the same for any column.
	colGather  = 0x0102040810204080
	colScatter = 0x0002040810204081
)

// squareLines is what flips needs of a square: the four lines through
// it, the multipliers of its column and its line tables, in 64 bytes (a
// shift indexes the table).
type squareLines struct {
	row, diag9, diag7, col uint64
	gather, scatter        uint64 // colGather and colScatter for the column
	// The tables of the square's position on its column (its row) and
	// on the other lines (its column): the pointers save flips the
	// arithmetic of their addresses, 10 instructions of 80.
	onCol, onOthers *lineTable
}

var lines [64]squareLines // by square

func init() {
	for s := range 64 {
		var l [3]uint64 // the row, the a1-h8 and the h1-a8 diagonal through s
		for i, step := range [3][2]int{{1, 0}, {1, 1}, {-1, 1}} {
			col, row := s%8, s/8
			for col-step[0] >= 0 && col-step[0] < 8 && row-step[1] >= 0 {
				col, row = col-step[0], row-step[1]
			}
			for ; col >= 0 && col < 8 && row < 8; col, row = col+step[0], row+step[1] {
				l[i] |= uint64(1) << (row*8 + col)
			}
		}
		col := s % 8
		lines[s] = squareLines{row: l[0], diag9: l[1], diag7: l[2], col: fileA << col,
			gather: colGather >> col, scatter: colScatter << col,
			onCol: &lineTables[s/8], onOthers: &lineTables[col]}
	}
}

// flipsGeneric is FlipsOf without AVX2 (avx2_amd64.go).
func flipsGeneric(x Square, own, opp uint64) uint64 {
	s := uint(x) & 63
	l := &lines[s]
	// The column first: the compiler then keeps every value in a
	// register (the other order spilled one and needed a frame).
	m, t := l.col, l.onCol
	c := uint64(t.outflank[(opp&m)*l.gather>>56]) & ((own & m) * l.gather >> 56)
	f := uint64(t.flipped[c]) * l.scatter & m
	t = l.onOthers
	m = l.row
	c = uint64(t.outflank[(opp&m)*fileA>>56]) & ((own & m) * fileA >> 56)
	f |= uint64(t.flipped[c]) * fileA & m
	m = l.diag9
	c = uint64(t.outflank[(opp&m)*fileA>>56]) & ((own & m) * fileA >> 56)
	f |= uint64(t.flipped[c]) * fileA & m
	m = l.diag7
	c = uint64(t.outflank[(opp&m)*fileA>>56]) & ((own & m) * fileA >> 56)
	return f | uint64(t.flipped[c])*fileA&m
}

// The last move counts flips without finding them. With one empty square
// x left every other square of the board holds a disc, so along each of
// the four lines through x the run next to x is flipped exactly when it
// ends at one of the mover's discs before the edge: the count depends
// only on the mover's discs on the line, read as an 8-bit pattern (by a
// multiplication gathering its squares into the top byte, one bit a row
// or a column), and a table holds it. A square off the line (past a
// diagonal's end, or off the 6×6 board) reads as the other side's, so a
// run reaching it is never closed, as on the board.

// lineCount[p][b] is the number of discs flipped on a line of 8 squares
// by a disc placed at position p, where b holds the mover's squares and
// the others are the opponent's.
var lineCount [8][256]uint8

func init() {
	for p := range 8 {
		for b := range 256 {
			n := 0
			for _, d := range [2]int{-1, 1} {
				run := 0
				for i := p + d; i >= 0 && i < 8; i += d {
					if b>>i&1 == 1 {
						n += run
						break
					}
					run++
				}
			}
			lineCount[p][b] = uint8(n)
		}
	}
}

// LastFlipCount returns the number of discs that own placing a disc on x
// turns over, when x is the board's only empty square (the endgame
// solver's last move). The lines are gathered as flipsGeneric gathers them,
// by masks and multipliers that need no shift by a variable count.
func LastFlipCount(x Square, own uint64) int {
	l, c := &lines[x&63], &lineCount[x&7]
	return int(c[(own&l.row)*fileA>>56]) +
		int(lineCount[x>>3&7][(own&l.col)*l.gather>>56]) +
		int(c[(own&l.diag9)*fileA>>56]) +
		int(c[(own&l.diag7)*fileA>>56])
}
