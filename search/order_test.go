package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"frontier/board/checkers"
)

// Picking moves one at a time gives the order of a stable sort by rank,
// which is what OrderMoves returns.
func TestPickIsStableSort(t *testing.T) {
	s := NewSearcher(ck, nil, DefaultOptions())
	r := rand.New(rand.NewPCG(1, 2))
	p := checkers.Start()
	base := p.LegalMoves()
	for trial := 0; trial < 500; trial++ {
		moves := slices.Clone(base)
		ranks := make([]int32, len(moves))
		for i := range ranks {
			ranks[i] = int32(r.IntN(3))
		}
		type mr struct {
			m checkers.Move
			r int32
		}
		want := make([]mr, len(moves))
		for i := range moves {
			want[i] = mr{moves[i], ranks[i]}
		}
		slices.SortStableFunc(want, func(a, b mr) int { return int(b.r - a.r) })
		copy(s.scores[3][:len(ranks)], ranks)
		s.picked[3] = 0 // a new list at ply 3, as rank starts one
		for i := range moves {
			s.pick(moves, i, 3)
			if again := s.pick(moves, i, 3); again != moves[i] {
				t.Fatal("picking the same index twice moved something")
			}
		}
		for i := range moves {
			if moves[i] != want[i].m {
				t.Fatalf("trial %d: picked order differs from a stable sort at %d", trial, i)
			}
		}
	}
}

// OrderMoves puts the table's move first: after a search, the root's best
// move, stored in the table, comes first at the root.
func TestOrderMovesTableMoveFirst(t *testing.T) {
	for i := range 5 {
		p := suitePosition(i)
		s := NewSearcher(ck, newShared(t), DefaultOptions())
		s.Search(&p, -Inf, Inf, 7, 0)
		best := rootMove(s)
		moves := p.LegalMoves()
		s.OrderMoves(&p, moves, 0)
		if moves[0] != best {
			t.Errorf("%s: OrderMoves puts %s first, search chose %s", p.FEN(), moves[0], best)
		}
		if len(moves) != len(p.LegalMoves()) {
			t.Errorf("OrderMoves changed the number of moves")
		}
	}
}
