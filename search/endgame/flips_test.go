package endgame

import (
	"math/rand/v2"
	"testing"

	"frontier/board/othello"
)

// TestFlips compares flips with othello.FlipsOf on random boards of both
// sizes, every empty square of each.
func TestFlips(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 1))
	for _, size := range []int{8, 6} {
		board := othello.BoardSquares(size)
		for range 2000 {
			a, b := r.Uint64()&board, r.Uint64()&board
			own, opp := a&^b, b&^a
			if r.IntN(2) == 0 {
				own &= r.Uint64()
			}
			for e := board &^ (own | opp); e != 0; e &= e - 1 {
				x := sq(e)
				if got, want := flips(x, own, opp), othello.FlipsOf(x, own, opp); got != want {
					t.Fatalf("size %d, own %#x, opp %#x, square %v: flips %#x, want %#x", size, own, opp, x, got, want)
				}
			}
		}
	}
}

// TestLastFlips compares lastFlips with the count of flips on random full
// boards of both sizes, at every square left empty.
func TestLastFlips(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 2))
	for _, size := range []int{8, 6} {
		board := othello.BoardSquares(size)
		for range 2000 {
			all := r.Uint64() & board
			for e := board; e != 0; e &= e - 1 {
				x := sq(e)
				own := all &^ x.Bit()
				opp := board &^ own &^ x.Bit()
				if got, want := lastFlips(uint(x), own), popcount(flips(x, own, opp)); got != want {
					t.Fatalf("size %d, own %#x, square %v: %d flips, want %d", size, own, x, got, want)
				}
			}
		}
	}
}
