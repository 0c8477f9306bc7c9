package chess

import "frontier/board"

// Zobrist keys, fixed for every run so that keys can be logged, compared
// between programs and stored: they come from splitmix64 seeded with a
// constant.
var (
	zobristPiece  [2][6][64]uint64
	zobristCastle [16]uint64 // one per set of rights
	zobristEP     [8]uint64  // by the en-passant square's file
	zobristSide   uint64     // xored in when Black is to move
)

const zobristSeed = 0xc4e55_5eed0001

func init() {
	next := board.NewSplitMix64(zobristSeed).Next
	for c := range zobristPiece {
		for k := range zobristPiece[c] {
			for s := range zobristPiece[c][k] {
				zobristPiece[c][k][s] = next()
			}
		}
	}
	var rights [4]uint64
	for i := range rights {
		rights[i] = next()
	}
	for set := range zobristCastle {
		for i := range rights {
			if set>>i&1 != 0 {
				zobristCastle[set] ^= rights[i]
			}
		}
	}
	for f := range zobristEP {
		zobristEP[f] = next()
	}
	zobristSide = next()
}

// computeKey returns the key from scratch; Play keeps it up to date
// incrementally and the tests check the two agree.
func (p *Position) computeKey() uint64 {
	var k uint64
	for c := White; c <= Black; c++ {
		for kind := Pawn; kind <= King; kind++ {
			for b := p.pieces[kind] & p.colors[c]; b != 0; b &= b - 1 {
				k ^= zobristPiece[c][kind][lsb(b)]
			}
		}
	}
	k ^= zobristCastle[p.castle]
	if p.ep != NoSquare {
		k ^= zobristEP[p.ep.File()]
	}
	if p.side == Black {
		k ^= zobristSide
	}
	return k
}
