package endgame

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

// lastFlips returns the number of discs that own placing a disc on x
// turns over, when x is the board's only empty square. The lines are
// gathered as flips gathers them (flips.go), by masks and multipliers
// that need no shift by a variable count.
func lastFlips(x uint, own uint64) int {
	l, c := &lines[x&63], &lineCount[x&7]
	return int(c[(own&l.row)*fileA>>56]) +
		int(lineCount[x>>3&7][(own&l.col)*l.gather>>56]) +
		int(c[(own&l.diag9)*fileA>>56]) +
		int(c[(own&l.diag7)*fileA>>56])
}
