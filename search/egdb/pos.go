package egdb

import (
	"math/bits"

	"frontier/board/checkers"
)

// squareMask converts a bitboard in the padded layout of
// checkers.Position.Bitboards (a ghost bit after every 8 squares) into a
// square mask: square s is bit s-1.
func squareMask(b uint64) uint32 {
	return uint32(b&0xFF | b>>1&0xFF00 | b>>2&0xFF0000 | b>>3&0xFF000000)
}

// paddedMask is the inverse of squareMask.
func paddedMask(m uint32) uint64 {
	b := uint64(m)
	return b&0xFF | (b&0xFF00)<<1 | (b&0xFF0000)<<2 | (b&0xFF000000)<<3
}

// masksOf returns the square masks of p seen with Black to move: a
// position with White to move is flipped.
func masksOf(p *checkers.Position) (bm, bk, wm, wk uint32) {
	b, w, k := p.Bitboards()
	bk, wk = squareMask(b&k), squareMask(w&k)
	bm, wm = squareMask(b)&^bk, squareMask(w)&^wk
	if p.SideToMove() == checkers.White {
		return flip(bm, bk, wm, wk)
	}
	return bm, bk, wm, wk
}

func sliceOf(bm, bk, wm, wk uint32) Slice {
	return Slice{bits.OnesCount32(bm), bits.OnesCount32(bk), bits.OnesCount32(wm), bits.OnesCount32(wk)}
}

// positionOf builds the position with the given square masks and Black
// to move.
func positionOf(bm, bk, wm, wk uint32) checkers.Position {
	var p checkers.Position
	put := func(m uint32, pc checkers.Piece) {
		for ; m != 0; m &= m - 1 {
			p.Put(checkers.Square(bits.TrailingZeros32(m)+1), pc)
		}
	}
	put(bm, checkers.BlackMan)
	put(bk, checkers.BlackKing)
	put(wm, checkers.WhiteMan)
	put(wk, checkers.WhiteKing)
	return p
}
