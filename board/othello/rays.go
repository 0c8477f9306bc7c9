package othello

// The bitboard functions an exact endgame solver needs besides Position:
// it keeps the two sides' discs as bare bitboards (the side to move's
// first) and plays thousands of moves per millisecond, so it calls these
// directly instead of going through Moves and Play.

// FlipsOf is in flips.go, with LastFlipCount.

// LegalSquares returns the empty squares (of empty) where the side owning
// own can place a disc against opp; see Position.Placements.
func LegalSquares(own, opp, empty uint64) uint64 { return legalMoves(own, opp, empty) }

// Neighbours returns the squares next to a square of b in any of the
// eight directions, on the 8×8 layout. A placement on s can be legal only
// if Neighbours(s.Bit()) holds an opponent's disc.
func Neighbours(b uint64) uint64 {
	h := b>>1&notH | b<<1&notA
	r := b | h
	return h | r>>8 | r<<8
}

// BoardSquares returns the squares of the board of the given size, 6 or
// 8: the squares that can be empty.
func BoardSquares(size int) uint64 { return boardMask(uint8(size)) }
