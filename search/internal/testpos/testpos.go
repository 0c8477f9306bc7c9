// Package testpos supplies positions for the tests of the search packages:
// positions from seeded random playouts, so that every test run sees the
// same varied set (openings, middlegames, king endgames), and their colour
// flips for symmetry tests.
package testpos

import (
	"math/rand/v2"

	"frontier/board/checkers"
)

// Random returns n positions reached by random legal moves from the start
// position, each after between minPly and maxPly plies, none of them over
// (the side to move has a legal move). The same seed gives the same
// positions.
func Random(seed uint64, n, minPly, maxPly int) []checkers.Position {
	r := rand.New(rand.NewPCG(seed, seed^0x5DEECE66D))
	out := make([]checkers.Position, 0, n)
	buf := make([]checkers.Move, 0, 64)
	for len(out) < n {
		p := checkers.Start()
		plies := minPly + r.IntN(maxPly-minPly+1)
		ok := true
		for i := 0; i < plies; i++ {
			buf = p.Moves(buf[:0])
			if len(buf) == 0 {
				ok = false
				break
			}
			p = p.Play(buf[r.IntN(len(buf))])
		}
		if ok && len(p.Moves(buf[:0])) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// Flip returns the colour-flipped mirror of p: every piece changes colour
// and moves to the square rotated by 180 degrees (s -> 33-s), and the other
// side is to move. Flip(p) is the same game situation seen from the other
// side, so any sound evaluation or search gives both the same score.
func Flip(p checkers.Position) checkers.Position {
	var q checkers.Position
	for s := checkers.Square(1); s <= 32; s++ {
		var pc checkers.Piece
		switch p.At(s) {
		case checkers.BlackMan:
			pc = checkers.WhiteMan
		case checkers.BlackKing:
			pc = checkers.WhiteKing
		case checkers.WhiteMan:
			pc = checkers.BlackMan
		case checkers.WhiteKing:
			pc = checkers.BlackKing
		default:
			continue
		}
		q.Put(33-s, pc)
	}
	q.SetSideToMove(p.SideToMove().Other())
	return q
}

// MustFEN parses fen or panics; for fixed positions in tests.
func MustFEN(fen string) checkers.Position {
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		panic(err)
	}
	return p
}
