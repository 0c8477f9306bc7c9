package eval

import "frontier/board/chess"

// Masks of the chess evaluation's pawn and king terms, by colour where
// "ahead" depends on the side: each Black mask is the White mask of the
// mirrored square turned upside down, which is what makes every term
// colour-symmetric (TestChessSymmetry).
var (
	// chessFile[f] is file f; chessAdjacent[f] the files beside it.
	chessFile, chessAdjacent [8]uint64
	// chessFront[c][s] are the squares ahead of s on its file, seen
	// from colour c.
	chessFront [2][64]uint64
	// chessPassed[c][s] are the squares ahead of s on its file and the
	// files beside it: a pawn of colour c on s is passed when no enemy
	// pawn stands there.
	chessPassed [2][64]uint64
	// chessSupport[c][s] are the squares of the adjacent files on s's
	// rank and behind it: the own pawns that could still defend a pawn
	// on s by advancing.
	chessSupport [2][64]uint64
	// chessAhead[c][r] are the ranks ahead of rank r, seen from c.
	chessAhead [2][8]uint64
)

func init() {
	for f := 0; f < 8; f++ {
		chessFile[f] = 0x0101010101010101 << f
	}
	for f := 0; f < 8; f++ {
		if f > 0 {
			chessAdjacent[f] |= chessFile[f-1]
		}
		if f < 7 {
			chessAdjacent[f] |= chessFile[f+1]
		}
	}
	for r := 0; r < 8; r++ {
		for rr := r + 1; rr < 8; rr++ {
			chessAhead[chess.White][r] |= 0xff << (8 * rr)
		}
		for rr := 0; rr < r; rr++ {
			chessAhead[chess.Black][r] |= 0xff << (8 * rr)
		}
	}
	for s := 0; s < 64; s++ {
		f, r := s&7, s>>3
		for c := chess.White; c <= chess.Black; c++ {
			ahead := chessAhead[c][r]
			chessFront[c][s] = chessFile[f] & ahead
			chessPassed[c][s] = (chessFile[f] | chessAdjacent[f]) & ahead
			chessSupport[c][s] = chessAdjacent[f] &^ ahead
		}
	}
}

// chessPawnAttacks returns the squares colour c's pawns attack.
func chessPawnAttacks(c chess.Color, pawns uint64) uint64 {
	const notA, notH = ^uint64(0x0101010101010101), ^uint64(0x8080808080808080)
	if c == chess.White {
		return (pawns&notA)<<7 | (pawns&notH)<<9
	}
	return (pawns&notA)>>9 | (pawns&notH)>>7
}
