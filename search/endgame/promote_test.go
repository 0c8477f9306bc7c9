package endgame

import (
	"testing"

	"frontier/board/othello"
	"frontier/search/tt"
)

// TestPromote: far enough from the end, the move ranked first (after the
// table's) is the one a full-window search of every move, promoteDepth
// plies deep, values most (its evaluation less the fastest-first part of
// its key, the first in rank order among equals); where every move's
// two-ply value lies promoteMargin discs or more below alpha, the ranks
// are the two-ply ones, untouched.
func TestPromote(t *testing.T) {
	s := New(8, tt.NewEndTable(1<<10))
	s.SetFittedEval(mobilityEval)
	s.evalFrom, s.promoteFrom = 9, 9
	promoted := 0
	for _, p := range endings(8, 40, 10, 14, 31) {
		own, opp := sides(p)
		n := p.Empties()
		empty := s.g.board &^ (own | opp)
		legal := othello.LegalSquares(own, opp, empty)
		if popcount(legal) < 2 || n >= promoteDeepFrom {
			continue
		}
		list := &s.lists[n]
		k, _ := listMoves(list, own, opp, legal, tt.EndNoMove)
		s.rankFrom(list, 0, k, own, opp, empty, n, -inf)
		got := *list
		// The two-ply ranks, without the promotion.
		s.promoteFrom = 99
		s.rankFrom(list, 0, k, own, opp, empty, n, -inf)
		plain := *list
		s.promoteFrom = 9

		// The reference: every move searched with the full window.
		bestKey, bestValue, win := int32(-hintKey), 0, -1
		for i := range k {
			bestKey = max(bestKey, plain[i].key)
		}
		for i := range k {
			m := &plain[i]
			mine, theirs := own|m.flips|m.sq.Bit(), opp&^m.flips
			ff := int(m.key) + s.estimate(theirs, mine, -evalInf, evalInf, evalDepth-1)
			v := ff - s.estimate(theirs, mine, -evalInf, evalInf, promoteDepth-1)
			if win < 0 || v > bestValue || v == bestValue && (m.key > plain[win].key || m.key == plain[win].key && i < win) {
				bestValue, win = v, i
			}
		}
		for i := range k {
			want := plain[i].key
			if i == win {
				want = bestKey + 1
			}
			if got[i].sq != plain[i].sq || got[i].key != want {
				t.Fatalf("%s: move %v ranked %d, want %d (the deeper search's best is %v)", p, got[i].sq, got[i].key, want, plain[win].sq)
			}
		}
		if plain[win].key != bestKey {
			promoted++ // the deeper search changed the first move
		}

		// Far below alpha: no promotion.
		s.rankFrom(list, 0, k, own, opp, empty, n, inf)
		if *list != plain {
			t.Fatalf("%s: ranks changed at a node whose moves are all far below alpha", p)
		}
	}
	if promoted == 0 {
		t.Fatal("the deeper search never changed the first move: the test tests nothing")
	}
	t.Logf("%d positions where the deeper search chose another first move", promoted)
}
