package search

import (
	"testing"

	"frontier/search/eval"
)

// PawnLMR reduces the chess levers less: the playing options' trees
// change with it, and they change nowhere else: exact mode with it on
// (and singular=N) searches the default exact tree, the default options
// have it off, and a game that cannot tell a lever (checkers) searches
// the same tree with it as without.
func TestPawnLMR(t *testing.T) {
	on, err := PlayOptions().WithSelective("pawnlmr")
	if err != nil || !on.PawnLMR {
		t.Fatalf("pawnlmr: %+v %v", on, err)
	}
	if a, b := bkNodes(t, on), bkNodes(t, PlayOptions()); a == b {
		t.Errorf("pawnlmr: %d nodes, the same as without it", a)
	}
	exact, exactOn := DefaultOptions(), on
	exactOn.SingularDepth, exactOn.Singular = 10, true
	exact.Exact, exactOn.Exact, exactOn.Aspiration = true, true, 0
	for _, p := range bratkoKopec(t, 2) {
		sameTree(t, eval.Chess{}, p, exact, exactOn, 4)
	}
	if d := DefaultOptions(); d.PawnLMR || d.SingularDepth != 0 {
		t.Errorf("default options %+v", d)
	}
	for i, p := range testPositions(3) {
		a, b := NewSearcher(ck, newShared(t), on), NewSearcher(ck, newShared(t), PlayOptions())
		if va, vb := a.Search(&p, -Inf, Inf, 7, 0), b.Search(&p, -Inf, Inf, 7, 0); va != vb || *a.Stats() != *b.Stats() {
			t.Errorf("checkers position %d: %d %+v with pawnlmr, %d %+v without", i, va, *a.Stats(), vb, *b.Stats())
		}
	}
}
