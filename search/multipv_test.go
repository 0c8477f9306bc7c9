package search

import (
	"context"
	"slices"
	"testing"

	"frontier/board/checkers"
	"frontier/board/othello"
	"frontier/search/eval"
)

// In exact mode every line's score is the minimax value of its move, the
// lines are the best moves (ties in any order), distinct, legal and in
// non-increasing order, and their lines are legal.
func TestMultiPVExactValues(t *testing.T) {
	ctx := context.Background()
	checked := 0
	for i, p := range testPositions(20) {
		moves := p.LegalMoves()
		if len(moves) < 2 {
			continue
		}
		const depth = 3
		key := p.Key()
		value := map[checkers.Move]int{}
		var all []int
		for _, m := range moves {
			v := -minimax(p.Play(m), depth-1, 1, []uint64{key})
			value[m] = v
			all = append(all, v)
		}
		slices.Sort(all)
		slices.Reverse(all)
		for _, algo := range algorithms {
			q := NewSequential(ck, newShared(t), exactOptions(algo))
			n := min(MaxLines, len(moves))
			lines, _, aborted, err := q.MultiPV(ctx, p, depth, n, nil)
			if err != nil || aborted {
				t.Fatalf("position %d: %v aborted=%v", i, err, aborted)
			}
			if len(lines) != n {
				t.Fatalf("position %d: %d lines, want %d", i, len(lines), n)
			}
			seen := map[checkers.Move]bool{}
			for k, l := range lines {
				m := l.PV[0]
				if seen[m] {
					t.Fatalf("%s position %d: move %v twice", algo, i, m)
				}
				seen[m] = true
				replay(t, p, l.PV)
				if l.Score != value[m] {
					t.Fatalf("%s position %d line %d (%v): score %d, minimax %d", algo, i, k, m, l.Score, value[m])
				}
				if l.Score != all[k] {
					t.Fatalf("%s position %d line %d: score %d, the %d-th best minimax value is %d", algo, i, k, l.Score, k+1, all[k])
				}
			}
			checked++
		}
	}
	if checked < 10 {
		t.Fatalf("only %d positions with two moves or more", checked)
	}
}

// The first line of multi-PV is the single-PV search's result at the same
// depth: the same score and the same move, or a move of the same value.
func TestMultiPVFirstLineIsSinglePV(t *testing.T) {
	ctx := context.Background()
	for i, p := range testPositions(15) {
		if len(p.LegalMoves()) < 2 {
			continue
		}
		for _, depth := range []int{1, 4, 5} {
			single, err := Run(ctx, ck, p, Limits{Depth: depth}, newShared(t), exactOptions(AlgoPVS), nil)
			if err != nil {
				t.Fatal(err)
			}
			q := NewSequential(ck, newShared(t), exactOptions(AlgoPVS))
			lines, err := IterateMultiPV(ctx, ck, p, Limits{Depth: depth}, q, 3, nil)
			if err != nil {
				t.Fatal(err)
			}
			if lines[0].Score != single.Score {
				t.Fatalf("position %d depth %d: multi-PV score %d, single PV %d", i, depth, lines[0].Score, single.Score)
			}
			if m := lines[0].PV[0]; m != single.Best {
				v := -minimax(p.Play(m), depth-1, 1, []uint64{p.Key()})
				if v != single.Score {
					t.Fatalf("position %d depth %d: multi-PV best %v worth %d, single PV %v scores %d", i, depth, m, v, single.Best, single.Score)
				}
			}
			for k := 1; k < len(lines); k++ {
				if lines[k].Score > lines[k-1].Score {
					t.Fatalf("position %d depth %d: line %d scores %d above line %d's %d", i, depth, k, lines[k].Score, k-1, lines[k-1].Score)
				}
			}
		}
	}
}

// Multi-PV works for every game through the generic searcher, with the
// usual tables and options: distinct legal moves with non-increasing
// scores, and bad requests rejected.
func TestMultiPVOtherGamesAndErrors(t *testing.T) {
	ctx := context.Background()
	g := eval.Othello6
	p := othello.New6()
	q := NewSequential(g, newShared(t), DefaultOptions())
	its := 0
	lines, err := IterateMultiPV(ctx, g, p, Limits{Depth: 4}, q, 3, func(MultiIteration[othello.Move]) { its++ })
	if err != nil {
		t.Fatal(err)
	}
	if its != 2 || len(lines) != 3 {
		t.Fatalf("%d iterations and %d lines, want 2 and 3", its, len(lines))
	}
	seen := map[othello.Move]bool{}
	for k, l := range lines {
		if seen[l.PV[0]] || !IsLegal(g, &p, l.PV[0]) {
			t.Fatalf("line %d: move %v repeated or illegal", k, l.PV[0])
		}
		seen[l.PV[0]] = true
		if k > 0 && l.Score > lines[k-1].Score {
			t.Fatalf("line %d scores %d above %d", k, l.Score, lines[k-1].Score)
		}
	}
	if _, _, _, err := q.MultiPV(ctx, p, 3, MaxLines+1, nil); err == nil {
		t.Error("more lines than MaxLines accepted")
	}
	if _, _, _, err := q.MultiPV(ctx, p, 0, 2, nil); err == nil {
		t.Error("depth 0 accepted")
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, aborted, err := q.MultiPV(cancelled, p, 5, 2, nil); err != nil || !aborted {
		t.Errorf("a cancelled search: aborted=%v err=%v", aborted, err)
	}
}
