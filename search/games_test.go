package search

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/board"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/search/eval"
)

// minimaxOf is the reference for any game: plain negamax over the tree
// the searcher defines (forcing positions extended at the horizon, a
// finished game scored by its result, a repetition of a position on the
// path a draw), with no pruning at all.
func minimaxOf[G Game[P, M], P any, M board.Move](g G, p P, depth, ply int, path []uint64) int {
	key := g.Key(&p)
	if ply > 0 {
		for i := len(path) - 2; i >= 0; i -= 2 {
			if path[i] == key {
				return Draw
			}
		}
	}
	if depth <= 0 && !g.Forcing(&p) {
		v, over := g.Evaluate(&p)
		if over {
			return ResultAt(v, ply)
		}
		return v
	}
	moves := g.Moves(&p, nil)
	if len(moves) == 0 {
		v, _ := g.Outcome(&p)
		return ResultAt(v, ply)
	}
	best := -Inf
	path = append(path, key)
	for _, m := range moves {
		best = max(best, -minimaxOf(g, g.Play(&p, m), depth-1, ply+1, path))
	}
	return best
}

// walk returns n positions of g reached by seeded random playouts from
// start, each at least one move from the end.
func walk[G Game[P, M], P any, M board.Move](g G, start P, n, maxPlies int, seed uint64) []P {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []P
	for len(out) < n {
		p := start
		for k := rng.IntN(maxPlies + 1); k > 0; k-- {
			moves := g.Moves(&p, nil)
			if len(moves) == 0 {
				break
			}
			p = g.Play(&p, moves[rng.IntN(len(moves))])
		}
		if len(g.Moves(&p, nil)) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// checkGameExact checks both algorithms of the sequential searcher, with
// every ordering enhancement on and table cutoffs off, against minimaxOf
// on positions of g, at depths 1 to maxDepth.
func checkGameExact[G Game[P, M], P any, M board.Move](t *testing.T, g G, positions []P, maxDepth int) {
	t.Helper()
	for _, algo := range algorithms {
		s := NewSearcher(g, newShared(t), exactOptions(algo))
		for i, p := range positions {
			for d := 1; d <= maxDepth; d++ {
				want := minimaxOf(g, p, d, 0, nil)
				if got := s.Search(&p, -Inf, Inf, d, 0); got != want {
					t.Fatalf("%s %s, position %d (%s), depth %d: %d, minimax %d", g.Name(), algo, i, g.FormatPosition(&p), d, got, want)
				}
			}
		}
	}
}

func TestEveryGameExact(t *testing.T) {
	checkGameExact(t, eval.Othello8, walk(eval.Othello8, othello.New8(), 12, 50, 1), 4)
	checkGameExact(t, eval.Othello6, walk(eval.Othello6, othello.New6(), 12, 30, 2), 5)
	// Othello endings: exact values through passes and finished games.
	var ends []othello.Position
	for _, p := range walk(eval.Othello6, othello.New6(), 200, 32, 4) {
		if p.Empties() <= 6 {
			ends = append(ends, p)
		}
	}
	if len(ends) < 5 {
		t.Fatalf("only %d Othello endings drawn", len(ends))
	}
	checkGameExact(t, eval.Othello6, ends, 8)
	checkGameExact(t, eval.TicTacToe{}, walk(eval.TicTacToe{}, eval.TicTacToe{}.Start(), 12, 8, 5), 5)
	for i, shape := range []string{"b=4", "b=uniform:1-7", "b=bimodal:0.6:1.3:8"} {
		root, err := synthetic.ParsePosition(shape + ",depth=6,q=0.7,noise=20,seed=9")
		if err != nil {
			t.Fatal(err)
		}
		g := eval.Synthetic{}
		checkGameExact(t, g, walk(g, root, 6, 3, uint64(6+i)), 6)
	}
}

// Without a depth limit Iterate deepens until the value is proven: 4×4
// tic-tac-toe from the empty board is a draw (every line played to the
// end), and Othello 6×6 endings get their exact disc margin, the value
// plain minimax finds to the end of the game.
func TestIterateProves(t *testing.T) {
	g := eval.TicTacToe{}
	res, err := Run(context.Background(), g, g.Start(), Limits{}, newShared(t), DefaultOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score != Draw || res.Depth < 16 || res.Depth > 17 {
		t.Errorf("4×4 tic-tac-toe: score %d at depth %d, want a draw proven at depth 16-17", res.Score, res.Depth)
	}
	o := eval.Othello6
	n := 0
	for _, p := range walk(o, othello.New6(), 300, 32, 21) {
		if p.Empties() > 9 || p.Empties() < 5 {
			continue
		}
		n++
		res, err := Run(context.Background(), o, p, Limits{}, newShared(t), DefaultOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		want := minimaxOf(o, p, 2*p.Empties(), 0, nil)
		if res.Score != want {
			t.Fatalf("%s: proven %d (%s) at depth %d, minimax %d", o.FormatPosition(&p), res.Score, ScoreText(res.Score), res.Depth, want)
		}
		if _, final := board.Margin(want); !final && want != Draw {
			t.Fatalf("%s: minimax %d is not a final score", o.FormatPosition(&p), want)
		}
		if n == 6 {
			break
		}
	}
	if n < 6 {
		t.Fatalf("only %d endings drawn", n)
	}
}
