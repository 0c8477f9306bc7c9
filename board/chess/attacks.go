package chess

// Attack tables of the pieces that do not slide, and the lines between
// squares that check evasion and pins need. All are filled at init.
var (
	knightAttacks [64]uint64
	kingAttacks   [64]uint64
	// pawnAttacks[c][s] are the squares a pawn of colour c on s
	// attacks.
	pawnAttacks [2][64]uint64
	// between[a][b] are the squares strictly between a and b when they
	// share a rank, file or diagonal, else empty.
	between [64][64]uint64
	// line[a][b] is the whole line through a and b (edge to edge) when
	// they share one, else empty: a pinned piece moves along it.
	line [64][64]uint64
)

func init() {
	initMagics() // the line tables below need the sliders' attacks
	for s := Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			knightAttacks[s] |= onBoard(f+d[0], r+d[1])
		}
		for _, d := range [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}} {
			kingAttacks[s] |= onBoard(f+d[0], r+d[1])
		}
		pawnAttacks[White][s] = onBoard(f-1, r+1) | onBoard(f+1, r+1)
		pawnAttacks[Black][s] = onBoard(f-1, r-1) | onBoard(f+1, r-1)
	}
	for a := Square(0); a < 64; a++ {
		for b := Square(0); b < 64; b++ {
			if a == b {
				continue
			}
			if rookAttacks(a, 0)&bit(b) != 0 {
				between[a][b] = rookAttacks(a, bit(b)) & rookAttacks(b, bit(a))
				line[a][b] = rookAttacks(a, 0)&rookAttacks(b, 0) | bit(a) | bit(b)
			} else if bishopAttacks(a, 0)&bit(b) != 0 {
				between[a][b] = bishopAttacks(a, bit(b)) & bishopAttacks(b, bit(a))
				line[a][b] = bishopAttacks(a, 0)&bishopAttacks(b, 0) | bit(a) | bit(b)
			}
		}
	}
}

// onBoard returns the bit of (file, rank), or 0 off the board.
func onBoard(f, r int) uint64 {
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return 0
	}
	return bit(SquareAt(f, r))
}
