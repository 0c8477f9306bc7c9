package search

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"frontier/board/chess"
	"frontier/search/eval"
)

func mustFEN(t *testing.T, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// MinDepth: an iteration up to it is finished even when the context is
// cancelled before the search begins, or the node budget is spent.
func TestMinDepthFinishes(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := mustFEN(t, "r3k2r/1b1nqpb1/p2ppnp1/1p4N1/3NP1Q1/1BN1B3/PPP2PPP/R4RK1 w kq - 0 1")
	for _, lim := range []Limits{{Depth: 5, MinDepth: 1}, {Nodes: 1, MinDepth: 2, Step: 1}} {
		c := ctx
		if lim.Nodes > 0 {
			c = context.Background()
		}
		res, err := Run(c, eval.Chess{}, p, lim, newShared(t), DefaultOptions(), nil)
		if err != nil || res.Depth != lim.MinDepth || len(res.Iterations) != lim.MinDepth {
			t.Errorf("%+v: depth %d, %d iterations, err %v", lim, res.Depth, len(res.Iterations), err)
		}
		if !p.IsLegal(res.Best) || res.Best != res.PV[0] {
			t.Errorf("%+v: best %v, pv %v", lim, res.Best, res.PV)
		}
	}
}

// StopProven ends a search with a depth limit once two iterations in a
// row have proven the same mate; without it the search goes to the
// depth limit.
func TestStopProven(t *testing.T) {
	p := mustFEN(t, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	res, err := Run(context.Background(), eval.Chess{}, p, Limits{Depth: 40, Step: 1, StopProven: true}, newShared(t), DefaultOptions(), nil)
	if err != nil || res.Depth != 2 || WinDistance(res.Score) != 1 || res.Move != "Ra8#" {
		t.Errorf("mate in one, depth limit 40: depth %d, score %d, move %s, err %v", res.Depth, res.Score, res.Move, err)
	}
	res, _ = Run(context.Background(), eval.Chess{}, p, Limits{Depth: 5, Step: 1}, newShared(t), DefaultOptions(), nil)
	if res.Depth != 5 {
		t.Errorf("without StopProven: depth %d, want the limit 5", res.Depth)
	}
}

// SearchMoves: the root is restricted to the moves given; their exact
// value is the best of the moves' own values, which a search of the
// whole root over the same moves agrees with.
func TestSearchMoves(t *testing.T) {
	p := mustFEN(t, "r1bqkb1r/pp3ppp/2np1n2/4p3/2B1P3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 7")
	g := eval.Chess{}
	exact := DefaultOptions()
	exact.Exact = true
	value := func(moves string, depth int) Result[chess.Move] {
		t.Helper()
		res, err := Run(context.Background(), g, p, Limits{Depth: depth, Step: 1, SearchMoves: moves}, newShared(t), exact, func(it Iteration[chess.Move]) {
			if moves != "" && !slices.Contains(strings.Fields(moves), it.Move) {
				t.Errorf("searchmoves %s: iteration %d plays %s", moves, it.Depth, it.Move)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	var all []string
	for _, m := range p.LegalMoves() {
		all = append(all, p.SAN(m))
	}
	whole := value("", 4)
	if got := value(strings.Join(all, " "), 4); got.Score != whole.Score {
		t.Errorf("every move given: score %d, the whole root %d", got.Score, whole.Score)
	}
	some := []string{"a3", "h3", "Qe2"}
	best := -Inf
	for _, m := range some {
		best = max(best, value(m, 4).Score)
	}
	if got := value(strings.Join(some, " "), 4); got.Score != best || !slices.Contains(some, got.Move) {
		t.Errorf("searchmoves %v: %s %d, want a score of %d", some, got.Move, got.Score, best)
	}
	if _, err := Run(context.Background(), g, p, Limits{Depth: 2, SearchMoves: "e2e5"}, newShared(t), exact, nil); err == nil {
		t.Error("an illegal search move accepted")
	}
	s := &scriptedChess{}
	if _, err := Iterate(context.Background(), g, p, Limits{Depth: 2, SearchMoves: "a3"}, s, nil); !errors.Is(err, ErrCannotRestrict) {
		t.Errorf("a RootSearch that cannot restrict the root: %v", err)
	}
}

// scriptedChess is a RootSearch without RestrictRoot.
type scriptedChess struct{}

func (scriptedChess) SearchRoot(ctx context.Context, root chess.Position, depth, alpha, beta int) (RootResult[chess.Move], error) {
	m := root.LegalMoves()[0]
	return RootResult[chess.Move]{Best: m, PV: []chess.Move{m}}, nil
}

// An iteration's seldepth is at least its depth, also when the table
// answers at the root's children (the second search of a position).
func TestSelDepthAtLeastDepth(t *testing.T) {
	p := mustFEN(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	sh := newShared(t)
	for range 2 {
		Run(context.Background(), eval.Chess{}, p, Limits{Depth: 6, Step: 1}, sh, DefaultOptions(), func(it Iteration[chess.Move]) {
			if it.SelDepth < it.Depth {
				t.Errorf("depth %d, seldepth %d", it.Depth, it.SelDepth)
			}
		})
	}
}
