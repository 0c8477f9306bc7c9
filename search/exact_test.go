package search

import (
	"testing"

	"frontier/board/checkers"
	"frontier/search/tt"
)

// poison stores a false exact score of +5000 for every position within
// plies of p, at a depth that would allow a cutoff anywhere.
func poison(table *tt.Table, p checkers.Position, plies int) {
	table.Store(p.Key(), 60, 5000, 0, tt.Exact, tt.NoMove)
	if plies == 0 {
		return
	}
	for _, m := range p.LegalMoves() {
		poison(table, p.Play(m), plies-1)
	}
}

// Exact mode must ignore table cutoffs: a table full of lies changes
// nothing, while the same table does fool a search with cutoffs (which
// shows that the poison reaches the search).
func TestExactIgnoresTableCutoffs(t *testing.T) {
	fooled := 0
	for i, p := range testPositions(30) {
		want := minimax(p, 3, 0, nil)
		for _, algo := range algorithms {
			sh := newShared(t)
			poison(sh.TT, p, 2)
			s := NewSearcher(ck, sh, exactOptions(algo))
			if got := s.Search(&p, -Inf, Inf, 3, 0); got != want {
				t.Fatalf("%s: position %d: exact search %d with a poisoned table, minimax %d", algo, i, got, want)
			}
			if s.Stats().TTCutoffs != 0 {
				t.Fatalf("%s: %d table cutoffs in exact mode", algo, s.Stats().TTCutoffs)
			}
			o := exactOptions(algo)
			o.Exact = false
			sh2 := newShared(t)
			poison(sh2.TT, p, 2)
			if NewSearcher(ck, sh2, o).Search(&p, -Inf, Inf, 3, 0) != want {
				fooled++
			}
		}
	}
	if fooled == 0 {
		t.Error("the poisoned table never changed a non-exact search: the test proves nothing")
	}
}

// Move ordering must not change values: every combination of
// enhancements gives the minimax value in exact mode.
func TestOrderingDoesNotChangeValues(t *testing.T) {
	positions := testPositions(25)
	for mask := 0; mask < 8; mask++ {
		o := Options{Algorithm: AlgoPVS, TTMove: mask&1 != 0, History: mask&2 != 0, Killers: mask&4 != 0, Exact: true}
		s := NewSearcher(ck, newShared(t), o)
		for _, p := range positions {
			for d := 2; d <= 4; d++ {
				if got, want := s.Search(&p, -Inf, Inf, d, 0), minimax(p, d, 0, nil); got != want {
					t.Fatalf("options %+v: %s depth %d: %d, minimax %d", o, p.FEN(), d, got, want)
				}
			}
		}
	}
}
