package search

import (
	"context"
	"testing"

	"frontier/search/eval"
)

// morePlay is PlayOptions with every part of the search that came after
// it (NullVerify, LMP, IIR, KillerFirst, HistoryLMR, CounterMove,
// ContHist, Singular, Improving, LMRImproving, Razor, HistoryPrune,
// QuiesceTT) on.
func morePlay() Options {
	o, err := PlayOptions().WithSelective("nullverify,lmp,iir,killers,histlmr,counter,conthist,singular,improving,lmrimp,razor,histprune,qstt")
	if err != nil {
		panic(err)
	}
	return o
}

// Each later part of the chess search changes the tree of the playing
// options when turned on alone (the nodes, and the counter it moves),
// and still plays legal moves: each is measured against the playing
// options without it. The base is the playing options without the parts
// that came after HistoryLMR (counter moves, continuation history,
// LMRImproving, HistoryPrune, QuiesceTT), so that each is on alone: with
// the continuation history on, the signed history that HistoryLMR reads
// is learnt differently and seldom reaches a ply's worth in these small
// trees, and HistoryPrune skips the moves whose history would.
func TestSelectiveLaterParts(t *testing.T) {
	positions := bratkoKopec(t, 6)
	play, err := PlayOptions().WithoutSelective("counter,conthist,lmrimp,histprune,qstt")
	if err != nil {
		t.Fatal(err)
	}
	search := func(o Options) Stats {
		var st Stats
		for _, p := range positions {
			res, err := Run(context.Background(), eval.Chess{}, p, Limits{Depth: 7, Step: 1}, newShared(t), o, nil)
			if err != nil || !p.IsLegal(res.Best) {
				t.Fatalf("%+v: %v %v", o, res.Best, err)
			}
			st.Add(res.Stats)
		}
		return st
	}
	for _, c := range []struct {
		part    string
		counter func(Stats) uint64
	}{
		{"nullverify", func(s Stats) uint64 { return s.NullMoves }},
		{"lmp", func(s Stats) uint64 { return s.Pruned }},
		{"iir", func(s Stats) uint64 { return s.Reduced }},
		{"killers", func(s Stats) uint64 { return s.Cutoffs }},
		{"histlmr", func(s Stats) uint64 { return s.Reduced }},
		{"counter", func(s Stats) uint64 { return s.Cutoffs }},
		{"conthist", func(s Stats) uint64 { return s.Cutoffs }},
		{"improving", func(s Stats) uint64 { return s.Pruned }},
		{"lmrimp", func(s Stats) uint64 { return s.Reduced }},
		{"razor", func(s Stats) uint64 { return s.Pruned }},
		{"histprune", func(s Stats) uint64 { return s.Pruned }},
		{"qstt", func(s Stats) uint64 { return s.TTCutoffs }},
	} {
		o, err := play.WithSelective(c.part)
		if err != nil {
			t.Fatal(err)
		}
		off, _ := play.WithoutSelective(c.part)
		if o == off {
			t.Fatalf("%s changes no option", c.part)
		}
		st, base := search(o), search(off)
		if st.Nodes == base.Nodes || c.counter(st) == c.counter(base) {
			t.Errorf("%s: %d nodes, counter %d; without it %d nodes, counter %d", c.part, st.Nodes, c.counter(st), base.Nodes, c.counter(base))
		}
	}
	// NullVerify passes only where the static value is at beta, so a
	// larger share of its passes cut. (Not fewer passes: its deeper
	// reductions change the tree, and with the eighth fit's weights the
	// tree with it asks more null moves than the one without.)
	o, _ := PlayOptions().WithSelective("nullverify")
	off, _ := PlayOptions().WithoutSelective("nullverify")
	st, base := search(o), search(off)
	t.Logf("nullverify: %d of %d null moves cut; without it %d of %d", st.NullCutoffs, st.NullMoves, base.NullCutoffs, base.NullMoves)
	if st.NullMoves == 0 || base.NullMoves == 0 || st.NullCutoffs*base.NullMoves <= base.NullCutoffs*st.NullMoves {
		t.Errorf("nullverify: %d of %d null moves cut, without it %d of %d: want a larger share", st.NullCutoffs, st.NullMoves, base.NullCutoffs, base.NullMoves)
	}
}

// Exact mode ignores the later parts too, and the default options (the
// papers' trees) have none of them.
func TestSelectiveLaterPartsExact(t *testing.T) {
	exact, exactOn := DefaultOptions(), morePlay()
	exact.Exact, exactOn.Exact = true, true
	for _, p := range bratkoKopec(t, 3) {
		sameTree(t, eval.Chess{}, p, exact, exactOn, 4)
	}
	d := DefaultOptions()
	exactOn.Aspiration = 0 // the root's window, not the tree
	if d.NullVerify || d.LMP || d.IIR || d.KillerFirst || d.HistoryLMR || d.CounterMove || d.ContHist || d.Singular ||
		d.Improving || d.LMRImproving || d.Razor || d.HistoryPrune || d.QuiesceTT || exactOn.exact() != exact.exact() {
		t.Errorf("default %+v, exact %+v", d, exactOn.exact())
	}
}

// The later parts allocate nothing per node: the counter-move and signed
// history tables are the searcher's, made once.
func TestSelectiveLaterPartsNoAlloc(t *testing.T) {
	p := bratkoKopec(t, 1)[0]
	s := NewSearcher(eval.Chess{}, newShared(t), morePlay())
	s.Search(&p, -Inf, Inf, 5, 0)
	if n := testing.AllocsPerRun(3, func() { s.Search(&p, -Inf, Inf, 5, 0) }); n > 0 {
		t.Errorf("%v allocations a search", n)
	}
}

// The generated kernels search what the generic code does with the later
// parts on too (the counter move, the signed and continuation histories
// are updated in child, leave and the PVS loop, which the kernels copy).
func TestSelectiveLaterPartsKernel(t *testing.T) {
	o := morePlay()
	for i, p := range testPositions(4) {
		fast, slow := NewSearcher(ck, newShared(t), o), NewSearcher(ck, newShared(t), o)
		slow.kernel = nil
		if fast.kernel == nil {
			t.Fatal("checkers has no kernel")
		}
		for d := 1; d <= 9; d += 2 {
			a, b := fast.Search(&p, -Inf, Inf, d, 0), slow.Search(&p, -Inf, Inf, d, 0)
			if a != b || *fast.Stats() != *slow.Stats() {
				t.Fatalf("checkers, position %d, depth %d: kernel %d %+v, generic %d %+v", i, d, a, *fast.Stats(), b, *slow.Stats())
			}
		}
	}
}

// SelectiveOn names each part as WithSelective spells it, so that a
// search's heading shows every part it runs.
func TestSelectiveOnNamesEveryPart(t *testing.T) {
	for _, part := range SelectiveParts {
		if part == "aspiration=N" {
			part = "aspiration=16"
		}
		o, err := Options{}.WithSelective(part)
		if err != nil {
			t.Fatal(err)
		}
		if on := o.SelectiveOn(); len(on) != 1 || on[0] != part {
			t.Errorf("%s alone: SelectiveOn %q", part, on)
		}
	}
	if on := DefaultOptions().SelectiveOn(); len(on) != 0 {
		t.Errorf("default options: SelectiveOn %q", on)
	}
}
