package dib

import (
	"context"
	"fmt"
	"testing"

	"frontier/search"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// dibAlgorithms are the algorithms on the DIB work-request scheduler.
func dibAlgorithms() []string {
	return []string{DelaySplit, MWF, DMWF, TreeSplit, ER}
}

// TestDIBExactFineGrain: every DIB algorithm gives the minimax value with
// problems shared down to one ply above the leaves, with and without
// sorting, on both machines and several numbers of processors (the
// registry-wide test runs them at their default grain).
func TestDIBExactFineGrain(t *testing.T) {
	n := 16
	if testing.Short() || ptest.Race {
		n = 6
	}
	positions := ptest.Positions(t, n)
	for _, algo := range dibAlgorithms() {
		for _, sim := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/sim=%v", algo, sim), func(t *testing.T) {
				t.Parallel()
				for i, pos := range positions {
					depth := 5 + i%2
					want := ptest.SequentialValue(t, pos, depth)
					for _, p := range []int{1, 2, 5, 16} {
						// Tree splitting with processor trees of every height
						// the depth allows, fan-out 2 so that children queue.
						cfg := parallel.Config{Algorithm: algo, Searchers: p, Sim: sim, Options: Options{Grain: 1, SortDepth: i % 3, SortEldest: i%2 == 1, Fanout: 2, Height: 1 + i%4}}
						if got := ptest.Value(t, cfg, New, pos, depth); got != want {
							t.Fatalf("position %d %s depth %d P=%d: %d, minimax %d", i, pos.FEN(), depth, p, got, want)
						}
					}
				}
			})
		}
	}
}

// TestDIBSharesWork: on the simulator, idle processors' requests are
// answered with problems from other tables, for every DIB algorithm. The
// position's tree has 65,000 nodes at depth 7: on one of a thousand
// (positions[4]) tree splitting can be done before any request is
// answered, which says nothing of the scheduler.
func TestDIBSharesWork(t *testing.T) {
	pos := ptest.Positions(t, 9)[6]
	for _, algo := range dibAlgorithms() {
		e := ptest.New(t, parallel.Config{Algorithm: algo, Searchers: 8, Sim: true, Options: Options{Grain: 2}}, New)
		if _, err := e.SearchRoot(context.Background(), pos, 7, -search.Inf, search.Inf); err != nil {
			t.Fatal(err)
		}
		r := e.Report()
		granted := 0
		for _, a := range r.Activity {
			granted += a.Tasks
		}
		if r.Farmed == 0 || granted == 0 || r.Splits == 0 {
			t.Errorf("%s: %d explicit nodes, %d problems given, %d received: nothing was shared", algo, r.Splits, r.Farmed, granted)
		}
		e.Close()
	}
}

// TestDIBPolicies: each policy opens the children its paper says, when
// it says.
func TestDIBPolicies(t *testing.T) {
	n := &dibMeta{n: 5}
	if delaySplitPolicy.open(delaySplitPolicy{}, n) != 1 {
		t.Error("delay splitting opens more than the eldest before it has a value")
	}
	n.firstDone = true
	if delaySplitPolicy.open(delaySplitPolicy{}, n) != 5 {
		t.Error("delay splitting does not open every child after the eldest")
	}

	var mwf mwfPolicy
	t1, t2 := &dibMeta{n: 4, kind: type1}, &dibMeta{n: 4, kind: type2}
	if mwf.open(t1) != 4 || mwf.open(t2) != 1 || mwf.kindOf(t1, 0) != type1 || mwf.kindOf(t1, 2) != type2 || mwf.kindOf(t2, 0) != type1 {
		t.Error("MWF: a type-1 node opens every child, a type-2 node its eldest, the eldest is type-1")
	}
	t2.firstDone = true
	if mwf.open(t2) != 4 {
		t.Error("MWF: a type-2 node not refuted by its eldest does not open the rest")
	}

	if got := percentile90([]int{5, 1, 9, 3, 7, 2, 8, 4, 6, 10}); got != 9 {
		t.Errorf("90th percentile of 1..10: %d, want 9", got)
	}
	var dmwf dmwfPolicy
	d := &dibMeta{n: 10, kind: type1, static: []int{5, 1, 9, 3, 7, 2, 8, 4, 6, 10}}
	var ones []int
	for i := range d.n {
		if dmwf.kindOf(d, i) == type1 {
			ones = append(ones, i)
		}
	}
	if fmt.Sprint(ones) != "[2 9]" || !dmwf.statics(d) || dmwf.statics(t2) {
		t.Errorf("DMWF type-1 children %v, want [2 9] (static values 9 and 10)", ones)
	}

	ts := treeSplitPolicy{fanout: 2, height: 2}
	busy := &dibMeta{n: 6, next: 3, out: 2, ply: 0}
	if busy.next < ts.open(busy) || ts.whole(busy) {
		t.Error("tree splitting starts a third child with fan-out 2, or stops splitting above its height")
	}
	busy.out = 1
	if busy.next >= ts.open(busy) || !ts.whole(&dibMeta{ply: 1}) {
		t.Error("tree splitting does not start a queued child when one finishes, or splits below its height")
	}

	var er erPolicy
	z := &dibMeta{n: 3, kind: er.rootKind(), next: 3, valued: make([]bool, 3)}
	kids := []*dibMeta{{n: 2, best: 10}, {n: 2, best: -5}, {n: 2, best: 3}}
	for _, k := range kids {
		k.parent, k.kind = z, er.kindOf(z, 0)
		z.kids = append(z.kids, k)
	}
	if kids[0].kind != pending || er.open(kids[0]) != 1 || er.kindOf(kids[0], 0) != eNode {
		t.Fatal("ER: an e-node's children start with their eldest only, which is an e-node")
	}
	kids[0].firstDone, kids[2].firstDone = true, true
	er.folded(kids[2], 0)
	if z.stage != erElders {
		t.Fatal("ER chose an e-child before every elder grandchild had a value")
	}
	kids[1].firstDone = true
	er.folded(kids[1], 0)
	if z.stage != erEChild || z.chosen != 1 || kids[1].kind != eNode {
		t.Fatalf("ER: stage %d, e-child %d; want the child with the lowest partial value, 1", z.stage, z.chosen)
	}
	z.valued[1] = true
	er.folded(z, 1)
	if z.stage != erRefuting || kids[0].kind != rNode || kids[2].kind != rNode || er.open(kids[0]) != kids[0].done+1 {
		t.Error("ER: the e-child's siblings are not refuted, one child at a time, once it has a value")
	}
}
