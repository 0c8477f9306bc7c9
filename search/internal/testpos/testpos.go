// Package testpos supplies positions for the tests of the search packages:
// positions from seeded random playouts, so that every test run sees the
// same varied set (openings, middlegames, king endgames), and their colour
// flips for symmetry tests.
package testpos

import (
	"math/rand/v2"

	"frontier/board"
)

// Random returns n positions reached by random legal moves from the start
// position, each after between minPly and maxPly plies, none of them over
// (the side to move has a legal move). The same seed gives the same
// positions.
func Random(seed uint64, n, minPly, maxPly int) []board.Position {
	r := rand.New(rand.NewPCG(seed, seed^0x5DEECE66D))
	out := make([]board.Position, 0, n)
	buf := make([]board.Move, 0, 64)
	for len(out) < n {
		p := board.Start()
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
func Flip(p board.Position) board.Position {
	var q board.Position
	for s := board.Square(1); s <= 32; s++ {
		var pc board.Piece
		switch p.At(s) {
		case board.BlackMan:
			pc = board.WhiteMan
		case board.BlackKing:
			pc = board.WhiteKing
		case board.WhiteMan:
			pc = board.BlackMan
		case board.WhiteKing:
			pc = board.BlackKing
		default:
			continue
		}
		q.Put(33-s, pc)
	}
	q.SetSideToMove(p.SideToMove().Other())
	return q
}

// MustFEN parses fen or panics; for fixed positions in tests.
func MustFEN(fen string) board.Position {
	p, err := board.ParseFEN(fen)
	if err != nil {
		panic(err)
	}
	return p
}
