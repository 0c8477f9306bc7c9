package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestFlipsOfReference: on arbitrary disc patterns of both sizes, for
// every empty square and both sides, FlipsOf turns over exactly the
// discs the reference rules flip, and LegalSquares holds the squares
// where that is at least one.
func TestFlipsOfReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 3000 {
		p := randomBoard(rng, 8-2*(i%2))
		r := refFrom(t, p)
		for side := Black; side <= White; side++ {
			own, opp := p.discs[side], p.discs[side^1]
			legal := LegalSquares(own, opp, p.Empty())
			for e := p.Empty(); e != 0; e &= e - 1 {
				s := lowest(e)
				var want uint64
				for _, c := range r.flipsAt(s.Row(), s.Col(), int8(side)+1) {
					want |= SquareAt(c[1], c[0]).Bit()
				}
				if got := FlipsOf(s, own, opp); got != want {
					t.Fatalf("%s: %v on %v flips %x, reference %x", p, side, s, got, want)
				}
				if (legal&s.Bit() != 0) != (want != 0) {
					t.Fatalf("%s: %v on %v legal %v, reference flips %x", p, side, s, legal&s.Bit() != 0, want)
				}
				if want != 0 && Neighbours(s.Bit())&opp == 0 {
					t.Fatalf("%s: %v on %v flips with no opponent's disc next to it", p, side, s)
				}
			}
		}
	}
}

// randomBoard draws an arbitrary disc pattern of the given size with a
// random side to move, as TestReferenceRandomBoards does.
func randomBoard(rng *rand.Rand, size int) Position {
	b := make([]byte, 0, size*size+2)
	empty := rng.IntN(10)
	for range size * size {
		switch {
		case rng.IntN(10) < empty:
			b = append(b, '-')
		case rng.IntN(2) == 0:
			b = append(b, 'X')
		default:
			b = append(b, 'O')
		}
	}
	b = append(b, ' ', "XO"[rng.IntN(2)])
	return MustParse(string(b))
}

// TestSolvingMark: the mark changes the key and nothing the game sees,
// survives every move, and comes off again.
func TestSolvingMark(t *testing.T) {
	p := MustParse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	q := p.Solving(true)
	if !q.Solve() || p.Solve() || q.Key() == p.Key() || q.Key() != q.computeKey() {
		t.Fatalf("marked: solve %v, key %x (unmarked %x, from scratch %x)", q.Solve(), q.Key(), p.Key(), q.computeKey())
	}
	if q.String() != p.String() || q.Placements() != p.Placements() {
		t.Error("the mark changed the position's text or moves")
	}
	for _, m := range q.LegalMoves() {
		c := q.Play(m)
		if !c.Solve() || c.Key() != c.computeKey() || c.Solving(false) != p.Play(m) {
			t.Fatalf("after %v: solve %v, key %x, from scratch %x", m, c.Solve(), c.Key(), c.computeKey())
		}
	}
	if q.Solving(false) != p || q.Solving(true) != q {
		t.Error("marking is not idempotent")
	}
}

// BenchmarkFlips compares the table flips with the walk on the moves of
// random endgame boards.
func BenchmarkFlips(b *testing.B) {
	rng := rand.New(rand.NewPCG(9, 9))
	type mv struct {
		s        Square
		own, opp uint64
	}
	var moves []mv
	for len(moves) < 4096 {
		p := randomBoard(rng, 8)
		own, opp := p.discs[p.side], p.discs[p.side^1]
		for m := LegalSquares(own, opp, p.Empty()); m != 0; m &= m - 1 {
			moves = append(moves, mv{lowest(m), own, opp})
		}
	}
	var sink uint64
	b.Run("table", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			m := &moves[i&4095]
			sink += FlipsOf(m.s, m.own, m.opp)
		}
	})
	b.Run("walk", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			m := &moves[i&4095]
			sink += walkFlips(m.s, m.own, m.opp)
		}
	})
	_ = bits.OnesCount64(sink)
}
