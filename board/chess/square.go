package chess

import "math/bits"

// Square is a square of the board, a1 = 0 to h8 = 63 (file + 8*rank).
type Square uint8

// NoSquare marks a missing square (no en-passant square).
const NoSquare Square = 64

// SquareAt returns the square on file 0..7 (a..h) and rank 0..7 (1..8).
func SquareAt(file, rank int) Square { return Square(rank*8 + file) }

// File returns 0 for the a-file to 7 for the h-file.
func (s Square) File() int { return int(s & 7) }

// Rank returns 0 for the first rank to 7 for the eighth.
func (s Square) Rank() int { return int(s >> 3) }

// String names the square in algebraic notation: "e4".
func (s Square) String() string {
	if s >= 64 {
		return "-"
	}
	return string([]byte{'a' + byte(s.File()), '1' + byte(s.Rank())})
}

// parseSquare reads "a1".."h8".
func parseSquare(text string) (Square, bool) {
	if len(text) != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8' {
		return NoSquare, false
	}
	return SquareAt(int(text[0]-'a'), int(text[1]-'1')), true
}

// Color is a side: White moves first.
type Color uint8

// The two sides.
const (
	White Color = iota
	Black
)

// String returns "White" or "Black".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Piece is a kind of piece, without colour.
type Piece uint8

// The kinds of piece, in the order of their bitboards in a Position.
const (
	Pawn Piece = iota
	Knight
	Bishop
	Rook
	Queen
	King
	NoPiece
)

// pieceLetters are the FEN and SAN letters of the pieces (upper case:
// White's in FEN, every piece in SAN).
const pieceLetters = "PNBRQK"

// Letter returns the piece's upper-case letter: "P", "N", ... "K".
func (p Piece) Letter() byte { return pieceLetters[p] }

func bit(s Square) uint64 { return 1 << s }

// lsb returns the lowest set square of a nonzero bitboard.
func lsb(b uint64) Square { return Square(bits.TrailingZeros64(b)) }

func popcount(b uint64) int { return bits.OnesCount64(b) }

// Files and ranks as bitboards.
const (
	fileA uint64 = 0x0101010101010101
	fileH uint64 = fileA << 7
	rank1 uint64 = 0xff
	rank2 uint64 = rank1 << 8
	rank3 uint64 = rank1 << 16
	rank4 uint64 = rank1 << 24
	rank5 uint64 = rank1 << 32
	rank6 uint64 = rank1 << 40
	rank7 uint64 = rank1 << 48
	rank8 uint64 = rank1 << 56
)
