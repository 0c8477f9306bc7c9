package othello

import (
	"math/rand/v2"
	"testing"
)

// walkFlips is the reference of FlipsOf's tests: in each of the eight
// directions from x, the run of opp discs next to it when an own disc
// closes it, found by stepping a disc at a time (Position's flips until
// the eighth round of docs/othello-endgame.md). Squares off the 6×6 board
// are always empty, so the walks stop there without a mask of their own.
func walkFlips(s Square, own, opp uint64) uint64 {
	x := s.Bit()
	return walkUp(x, own, opp, 1, notA) |
		walkDown(x, own, opp, 1, notH) |
		walkUp(x, own, opp, 8, full8) |
		walkDown(x, own, opp, 8, full8) |
		walkUp(x, own, opp, 7, notH) |
		walkDown(x, own, opp, 7, notA) |
		walkUp(x, own, opp, 9, notA) |
		walkDown(x, own, opp, 9, notH)
}

func walkUp(x, own, opp uint64, s uint, wrap uint64) uint64 {
	var run uint64
	t := (x << s) & wrap
	for t&opp != 0 {
		run |= t
		t = (t << s) & wrap
	}
	if t&own == 0 {
		return 0
	}
	return run
}

func walkDown(x, own, opp uint64, s uint, wrap uint64) uint64 {
	var run uint64
	t := (x >> s) & wrap
	for t&opp != 0 {
		run |= t
		t = (t >> s) & wrap
	}
	if t&own == 0 {
		return 0
	}
	return run
}

// TestFlips compares FlipsOf with the walk on random boards of both
// sizes, every empty square of each.
func TestFlips(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 1))
	for _, size := range []int{8, 6} {
		board := BoardSquares(size)
		for range 2000 {
			a, b := r.Uint64()&board, r.Uint64()&board
			own, opp := a&^b, b&^a
			if r.IntN(2) == 0 {
				own &= r.Uint64()
			}
			for e := board &^ (own | opp); e != 0; e &= e - 1 {
				x := lowest(e)
				if got, want := FlipsOf(x, own, opp), walkFlips(x, own, opp); got != want {
					t.Fatalf("size %d, own %#x, opp %#x, square %v: FlipsOf %#x, walk %#x", size, own, opp, x, got, want)
				}
			}
		}
	}
}

// TestFlipsLines compares FlipsOf with the walk for every square of
// both boards and every line through it, with the line's other squares
// in every one of their 3^k states (empty, own, opp) and the rest of the
// board random: every entry of the tables that a position can reach is
// read, in every row, column and diagonal.
func TestFlipsLines(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 3))
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	for _, size := range []int{8, 6} {
		board := BoardSquares(size)
		for s := range 64 {
			x := Square(s)
			if board&x.Bit() == 0 {
				continue
			}
			for _, st := range steps {
				var line []uint64 // the line's squares on the board, x excluded
				for _, sign := range [2]int{1, -1} {
					col, row := s%8+sign*st[0], s/8+sign*st[1]
					for col >= 0 && col < size && row >= 0 && row < size {
						line = append(line, SquareAt(col, row).Bit())
						col, row = col+sign*st[0], row+sign*st[1]
					}
				}
				var lineMask uint64
				for _, b := range line {
					lineMask |= b
				}
				states := 1
				for range line {
					states *= 3
				}
				for k := range states {
					// The rest of the board: random discs.
					a, b := r.Uint64()&board&^lineMask&^x.Bit(), r.Uint64()&board&^lineMask&^x.Bit()
					own, opp := a&^b, b&^a
					for i, n := 0, k; i < len(line); i, n = i+1, n/3 {
						switch n % 3 {
						case 1:
							own |= line[i]
						case 2:
							opp |= line[i]
						}
					}
					if got, want := FlipsOf(x, own, opp), walkFlips(x, own, opp); got != want {
						t.Fatalf("size %d, own %#x, opp %#x, square %v: FlipsOf %#x, walk %#x", size, own, opp, x, got, want)
					}
				}
			}
		}
	}
}

// FuzzFlips compares FlipsOf with the walk on any position of
// either size: the two sides' discs are made disjoint, kept on the
// board and off the square played.
func FuzzFlips(f *testing.F) {
	f.Add(uint8(19), uint64(0x0000000810000000), uint64(0x0000001008000000), false)
	f.Add(uint8(0), uint64(0x8000000000000000), uint64(0x0040201008040200), false)
	f.Add(uint8(14), uint64(0x0000000000000001), uint64(0x0000000000000e00), true)
	f.Fuzz(func(t *testing.T, s uint8, own, opp uint64, six bool) {
		size := 8
		if six {
			size = 6
		}
		board := BoardSquares(size)
		x := Square(s & 63)
		if board&x.Bit() == 0 {
			return
		}
		own &= board &^ x.Bit()
		opp &= board &^ x.Bit() &^ own
		if got, want := FlipsOf(x, own, opp), walkFlips(x, own, opp); got != want {
			t.Fatalf("size %d, own %#x, opp %#x, square %v: FlipsOf %#x, walk %#x", size, own, opp, x, got, want)
		}
	})
}

// TestLastFlips compares LastFlipCount with the count of flips on random full
// boards of both sizes, at every square left empty.
func TestLastFlips(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 2))
	for _, size := range []int{8, 6} {
		board := BoardSquares(size)
		for range 2000 {
			all := r.Uint64() & board
			for e := board; e != 0; e &= e - 1 {
				x := lowest(e)
				own := all &^ x.Bit()
				opp := board &^ own &^ x.Bit()
				if got, want := LastFlipCount(x, own), popcount(walkFlips(x, own, opp)); got != want {
					t.Fatalf("size %d, own %#x, square %v: %d flips, want %d", size, own, x, got, want)
				}
			}
		}
	}
}
