package endgame

// The last move counts flips without finding them. With one empty square
// x left every other square of the board holds a disc, so along each of
// the four lines through x the run next to x is flipped exactly when it
// ends at one of the mover's discs before the edge: the count depends
// only on the mover's discs on the line, read as an 8-bit pattern (a row
// by a shift, a column or a diagonal by a multiplication gathering its
// squares into the top byte, one bit a row or a column), and a table
// holds it. A square off the line (past a diagonal's end, or off the 6×6
// board) reads as the other side's, so a run reaching it is never closed,
// as on the board.

// lineCount[p][b] is the number of discs flipped on a line of 8 squares
// by a disc placed at position p, where b holds the mover's squares and
// the others are the opponent's.
var lineCount [8][256]uint8

// diag9 and diag7 are the diagonals through each square: steps of +9
// (a1 to h8) and +7 (h1 to a8).
var diag9, diag7 [64]uint64

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
	for s := range 64 {
		for _, st := range [2][3]int{{1, 1, 9}, {-1, 1, 7}} {
			m := uint64(1) << s
			for _, sign := range [2]int{1, -1} {
				col, row := s%8, s/8
				for {
					col, row = col+sign*st[0], row+sign*st[1]
					if col < 0 || col > 7 || row < 0 || row > 7 {
						break
					}
					m |= uint64(1) << (row*8 + col)
				}
			}
			if st[2] == 9 {
				diag9[s] = m
			} else {
				diag7[s] = m
			}
		}
	}
}

// lastFlips returns the number of discs that own placing a disc on x
// turns over, when x is the board's only empty square.
func lastFlips(x uint, own uint64) int {
	col, row := x&7, x>>3
	const files = 0x0101010101010101
	return int(lineCount[col][own>>(8*row)&0xff]) +
		int(lineCount[row][(own>>col&files)*0x0102040810204080>>56]) +
		int(lineCount[col][(own&diag9[x&63])*files>>56]) +
		int(lineCount[col][(own&diag7[x&63])*files>>56])
}
