package othello

import (
	"math/rand/v2"
	"testing"
)

// randomBoards calls f with own's and opp's discs and the empty squares
// of n random boards of every density and both sizes, with boards of
// long runs (few of own's discs) and nearly full ones.
func randomBoards(n int, f func(own, opp, empty uint64)) {
	r := rand.New(rand.NewPCG(27, 11))
	for i := range n {
		board := full8
		if i%4 == 3 {
			board = full6
		}
		fill := r.Uint64() | r.Uint64() // about 3/4 of the squares hold discs
		if i%3 == 0 {
			fill = r.Uint64() & r.Uint64() // about 1/4
		}
		if i%5 == 0 {
			fill = ^(uint64(1)<<(r.Uint64()%64) | uint64(1)<<(r.Uint64()%64)) // nearly full
		}
		fill &= board
		own := fill & r.Uint64()
		if i%7 == 0 {
			own = fill & (r.Uint64() & r.Uint64() & r.Uint64()) // long runs of opp
		}
		f(own, fill&^own, board&^fill)
	}
}

// TestLegalMovesGeneric: legalMoves (by AVX2 where the processor has it)
// finds the squares legalGeneric finds; and with useAVX2 off, the path
// of processors without it, too.
func TestLegalMovesGeneric(t *testing.T) {
	for _, avx2 := range []bool{useAVX2, false} {
		defer func(v bool) { useAVX2 = v }(useAVX2)
		useAVX2 = avx2
		randomBoards(200000, func(own, opp, empty uint64) {
			if got, want := legalMoves(own, opp, empty), legalGeneric(own, opp, empty); got != want {
				t.Fatalf("AVX2 %v, own %#x opp %#x empty %#x: legalMoves %#x, legalGeneric %#x", avx2, own, opp, empty, got, want)
			}
		})
	}
}

// TestFlipsOfGeneric: FlipsOf (by AVX2 where the processor has it) flips
// what flipsGeneric flips, for every empty square of random boards, and
// with useAVX2 off too.
func TestFlipsOfGeneric(t *testing.T) {
	for _, avx2 := range []bool{useAVX2, false} {
		defer func(v bool) { useAVX2 = v }(useAVX2)
		useAVX2 = avx2
		randomBoards(50000, func(own, opp, empty uint64) {
			for e := empty; e != 0; e &= e - 1 {
				x := lowest(e)
				if got, want := FlipsOf(x, own, opp), flipsGeneric(x, own, opp); got != want {
					t.Fatalf("AVX2 %v, own %#x opp %#x square %v: FlipsOf %#x, flipsGeneric %#x", avx2, own, opp, x, got, want)
				}
			}
		})
	}
}
