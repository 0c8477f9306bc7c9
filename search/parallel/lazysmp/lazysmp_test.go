package lazysmp

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// TestVoteWinner checks Stockfish's vote on results made up so that each
// rule decides: depth and score outweigh the main searcher, the window
// and exact mode leave results out, a proven win beats any vote.
func TestVoteWinner(t *testing.T) {
	a, b := checkers.Move{From: 9, To: 13}, checkers.Move{From: 10, To: 14}
	rs := []lazyResult[checkers.Move]{
		{depth: 10, score: 5, best: a, ok: true},  // main: (0+7)*10 = 70 for a
		{depth: 11, score: 20, best: b, ok: true}, // (15+7)*11 = 242 for b
		{depth: 11, score: 20, best: b, ok: true}, // 242 for b, not more than searcher 1's
		{depth: 10, score: 5, best: a, ok: true},  // 70 for a
		{depth: 12, score: 90, best: a},           // no result: no vote
	}
	inf := search.Inf
	for _, c := range []struct {
		name        string
		exact       bool
		alpha, beta int
		want        int
	}{
		{"vote", false, -inf, inf, 1},
		{"exact mode: only depth 10", true, -inf, inf, 0},
		{"window leaves 20 out", false, -inf, 20, 0},
	} {
		if got := voteWinner(rs, 10, c.exact, c.alpha, c.beta); got != c.want {
			t.Errorf("%s: winner %d, want %d", c.name, got, c.want)
		}
	}
	rs[3].score = search.Win - 9
	if got := voteWinner(rs, 10, false, -inf, inf); got != 3 {
		t.Errorf("a proven win: winner %d, want 3", got)
	}
	rs[2].score = search.Win - 5 // a quicker win
	if got := voteWinner(rs, 10, false, -inf, inf); got != 2 {
		t.Errorf("two proven wins: winner %d, want the quicker, 2", got)
	}
}

// TestLazySMPVoteExact: with result=vote and table cutoffs off, iterative
// deepening (so that searchers carry results of earlier depths into the
// vote) still returns the sequential minimax value, on both executors.
func TestLazySMPVoteExact(t *testing.T) {
	const depth = 6
	positions := ptest.Positions(t, 12)
	for _, sim := range []bool{true, false} {
		for _, p := range []int{2, 5, 16} {
			for i, pos := range positions {
				want := ptest.SequentialValue(t, pos, depth)
				cfg := parallel.Config{Algorithm: LazySMP, Searchers: p, Sim: sim, Search: ptest.Exact(), Options: Options{Result: Vote}}
				e := ptest.New(t, cfg, New)
				res, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: depth}, e, nil)
				e.Close()
				if err != nil {
					t.Fatal(err)
				}
				if res.Score != want {
					t.Fatalf("sim=%v P=%d position %d: vote %d, sequential %d", sim, p, i, res.Score, want)
				}
			}
		}
	}
}

// TestLazySMPVoteDeterministic: the vote keeps the simulation a pure
// function of its inputs.
func TestLazySMPVoteDeterministic(t *testing.T) {
	pos := ptest.Positions(t, 7)[3]
	cfg := parallel.Config{Algorithm: LazySMP, Searchers: 16, Sim: true, Options: Options{Result: Vote}}
	a := ptest.SimRun(t, cfg, New, pos)
	old := runtime.GOMAXPROCS(1)
	b := ptest.SimRun(t, cfg, New, pos)
	runtime.GOMAXPROCS(old)
	if a != b {
		t.Fatalf("two simulations differ:\n%s\n%s", a, b)
	}
}

// TestLazySMPStack: during a run the pane has one row per searcher, with
// the depth it searches (helpers a ply ahead on some iterations) and,
// once a searcher has finished a depth, its best move and score.
func TestLazySMPStack(t *testing.T) {
	const p = 4
	var rows, running, ahead, withMove int
	last := ptest.StackDuring(t, parallel.Config{Algorithm: LazySMP, Searchers: p}, New, ptest.Positions(t, 7)[3], 9, func(st []account.NodeView) {
		if len(st) != p {
			t.Fatalf("%d rows for %d searchers: %+v", len(st), p, st)
		}
		for i, v := range st {
			rows++
			if v.Kind != fmt.Sprintf("s%d", i) || v.Depth < 1 || v.Depth > 10 {
				t.Fatalf("row %d: %+v", i, v)
			}
			if strings.HasPrefix(v.Note, fmt.Sprintf("→%d", v.Depth)) {
				running++
			}
			if v.Depth > st[0].Depth {
				ahead++
			}
			if v.Move != "" {
				withMove++
				if !strings.Contains(v.Note, "✓") {
					t.Fatalf("row %d has a move but no completed depth: %+v", i, v)
				}
			}
		}
	})
	if rows == 0 || running == 0 || ahead == 0 || withMove == 0 {
		t.Fatalf("rows %d, running %d, a ply ahead %d, with a move %d: each should be seen", rows, running, ahead, withMove)
	}
	if last[0].Move == "" || last[0].Depth != 9 {
		t.Errorf("after the search the main searcher's row is %+v, want depth 9 and a move", last[0])
	}
}
