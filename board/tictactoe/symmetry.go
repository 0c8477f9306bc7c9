package tictactoe

// The eight symmetries of the square (rotations and reflections) map
// lines onto lines, so positions that are images of one another have the
// same game-theoretic value and the same perft counts. Canonical picks one
// representative of each class, which shrinks a transposition table by
// nearly eight.

// symTable[t][h][b] is the image under symmetry t of the byte b placed in
// the low (h=0) or high (h=1) half of a 16-bit mask; an image of a whole
// mask is the OR of the images of its two halves.
var symTable [8][2][256]uint16

func init() {
	for t := 0; t < 8; t++ {
		for h := 0; h < 2; h++ {
			for b := 0; b < 256; b++ {
				var img uint16
				for i := 0; i < 8; i++ {
					if b>>i&1 != 0 {
						img |= 1 << mapSquare(t, Square(8*h+i))
					}
				}
				symTable[t][h][b] = img
			}
		}
	}
}

// mapSquare returns the image of s under symmetry t: bit 0 of t mirrors
// the files, bit 1 the ranks, bit 2 swaps files and ranks (after the
// mirrors).
func mapSquare(t int, s Square) Square {
	f, r := s.File(), s.Rank()
	if t&1 != 0 {
		f = 3 - f
	}
	if t&2 != 0 {
		r = 3 - r
	}
	if t&4 != 0 {
		f, r = r, f
	}
	return SquareAt(f, r)
}

// transform returns the image of mask m under symmetry t.
func transform(t int, m uint16) uint16 {
	tb := &symTable[t&7]
	return tb[0][m&0xFF] | tb[1][m>>8]
}

// Symmetric returns the image of p under symmetry t (0-7; 0 is the
// identity): bit 0 of t mirrors the files, bit 1 the ranks, bit 2 swaps
// files and ranks.
func (p Position) Symmetric(t int) Position {
	p.marks[X] = transform(t, p.marks[X])
	p.marks[O] = transform(t, p.marks[O])
	return p
}

// Canonical returns the image of p under the eight symmetries with the
// least Index. Positions in one class share their canonical position.
func (p Position) Canonical() Position {
	best := p
	for t := 1; t < 8; t++ {
		q := p.Symmetric(t)
		if q.Index() < best.Index() {
			best = q
		}
	}
	return best
}
