package experiment

import (
	"context"
	"math"
	"reflect"
	"testing"
)

// The summary weighs every interior node the same (ratios of totals),
// and the effective branching factor leaves out a search that stopped
// before the last depth.
func TestSummarizeBranching(t *testing.T) {
	rows := []Branching{
		{Workload: "w", Depth: 3, RootMoves: 10, Nodes: 100, Interior: 40, Extensions: 10, Quiescence: 5,
			ForcedNodes: 10, ForcedMoves: 20, FreeNodes: 30, FreeMoves: 300, IterationNodes: []uint64{10, 30, 60}},
		{Workload: "w", Depth: 3, RootMoves: 20, Nodes: 300, Interior: 60, Extensions: 30, Quiescence: 15,
			ForcedNodes: 30, ForcedMoves: 30, FreeNodes: 30, FreeMoves: 150, IterationNodes: []uint64{20, 30, 250}},
		{Workload: "w", Depth: 2, RootMoves: 30, Nodes: 7, IterationNodes: []uint64{3, 4}},
	}
	s := SummarizeBranching(rows)
	want := BranchingSummary{Workload: "w", Positions: 3, Depth: 3, RootMoves: 20, BF: 500.0 / 100, ForcedBF: 50.0 / 40,
		FreeBF: 450.0 / 60, ForcedShare: 0.4, ExtensionShare: 0.4, QuiescenceShare: 20.0 / 407, Nodes: 407.0 / 3, EBFPositions: 2}
	got := s
	got.EBF = nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("summary\n%+v, want\n%+v", got, want)
	}
	if len(s.EBF) != 2 || s.EBF[0] != 2 || math.Abs(s.EBF[1]-310.0/60) > 1e-12 {
		t.Errorf("EBF %v, want [2 5.1667]", s.EBF)
	}
}

// On a real search the counters add up: the root moves are the
// position's, every interior node is forced or free, and there is one
// iteration a ply.
func TestMeasureBranching(t *testing.T) {
	for _, c := range []struct {
		game, suite string
		depth       int
	}{{"chess", "kaufman", 3}, {"checkers", "", 5}} {
		w, err := SuiteWorkload(c.game, c.suite, c.depth)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := w.Resolve()
		if err != nil {
			t.Fatal(err)
		}
		b, err := MeasureBranching(context.Background(), w, ps[0], 4)
		if err != nil {
			t.Fatal(err)
		}
		if b.RootMoves != len(ps[0].Pos.Moves()) || b.ForcedNodes+b.FreeNodes != b.Interior || b.Interior == 0 ||
			b.Interior >= b.Nodes || len(b.IterationNodes) != c.depth || b.Depth != c.depth {
			t.Errorf("%s: %+v", w.Name, b)
		}
		var sum uint64
		for _, n := range b.IterationNodes {
			sum += n
		}
		if sum != b.Nodes {
			t.Errorf("%s: iterations sum to %d nodes, the search %d", w.Name, sum, b.Nodes)
		}
	}
	if _, err := SuiteWorkload("chess", "wac", 3); err == nil {
		t.Error("an unknown suite was accepted")
	}
}
