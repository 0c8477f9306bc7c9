package othello

import (
	"math/bits"

	"frontier/board"
)

// Zobrist keys, fixed for every run so that keys can be logged, compared
// between programs and stored: they come from splitmix64 seeded with a
// constant.
var (
	zobristDisc  [2][64]uint64
	zobristFlip  [64]uint64 // zobristDisc[Black][s] ^ zobristDisc[White][s]: a disc turning over
	zobristSide  uint64     // xored in when White is to move
	zobrist6     uint64     // xored in on the 6×6 board, which shares the square numbers
	zobristSolve uint64     // xored in on a position marked for an exact solve
)

const zobristSeed = 0x0e11e110_5eed0001

func init() {
	next := board.NewSplitMix64(zobristSeed).Next
	for c := range zobristDisc {
		for s := range zobristDisc[c] {
			zobristDisc[c][s] = next()
		}
	}
	for s := range zobristFlip {
		zobristFlip[s] = zobristDisc[Black][s] ^ zobristDisc[White][s]
	}
	zobristSide = next()
	zobrist6 = next()
	zobristSolve = next()
}

// computeKey returns the key from scratch; Play keeps it up to date
// incrementally and the tests check the two agree.
func (p *Position) computeKey() uint64 {
	var k uint64
	for c := Black; c <= White; c++ {
		for b := p.discs[c]; b != 0; b &= b - 1 {
			k ^= zobristDisc[c][lowest(b)]
		}
	}
	if p.side == White {
		k ^= zobristSide
	}
	if p.size == 6 {
		k ^= zobrist6
	}
	if p.solve {
		k ^= zobristSolve
	}
	return k
}

// lowest returns the square of the lowest set bit of b, which must not be
// 0.
func lowest(b uint64) Square { return Square(bits.TrailingZeros64(b)) }
