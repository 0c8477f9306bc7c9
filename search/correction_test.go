package search

import (
	"testing"

	"frontier/board/chess"
	"frontier/search/eval"
)

func correctionOptions(t *testing.T) Options {
	t.Helper()
	on, err := PlayOptions().WithSelective("corr")
	if err != nil || !on.Correction {
		t.Fatalf("corr: %+v %v", on, err)
	}
	return on
}

// The correction history learns from a node's result against its static
// value: towards the result, more at a greater depth, never past its
// limit, and not from a bound on the wrong side of the value or from a
// won score. corrected adds the entry of the node's pawns and side to
// move.
func TestCorrectionUpdate(t *testing.T) {
	p, err := chess.ParseFEN("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(eval.Chess{}, newShared(t), correctionOptions(t))
	if s.corr == nil {
		t.Fatal("chess with corr: no correction table")
	}
	s.pos[0] = p
	const v = 30
	if got := s.corrected(0, v); got != v {
		t.Fatalf("empty table: corrected %d, want %d", got, v)
	}
	s.correct(0, 8, 0, 100, 80, v) // exact 80 against 30: +50 at depth 8
	e := s.corrected(0, v) - v
	if e <= 0 || e > 50 {
		t.Fatalf("after an exact score 50 above: correction %d, want 1..50", e)
	}
	s.correct(0, 2, 0, 100, 80, v+e)
	e2 := s.corrected(0, v) - v
	if e2 <= e {
		t.Errorf("a second score above: correction %d after %d", e2, e)
	}
	// A fail high at or below the value, a fail low at or above it, a
	// won score: nothing learnt.
	for _, c := range []struct{ alpha, beta, score int }{{0, 20, 20}, {50, 60, 50}, {0, 100, Win - 5}, {0, 100, -Win + 5}} {
		s.correct(0, 8, c.alpha, c.beta, c.score, v)
		if got := s.corrected(0, v) - v; got != e2 {
			t.Errorf("window (%d, %d) score %d: correction %d, want %d unchanged", c.alpha, c.beta, c.score, got, e2)
		}
	}
	if got := s.corrected(0, Win-3); got != Win-3 {
		t.Errorf("a won value corrected to %d", got)
	}
	// Large steps one way reach the limit and stay there.
	for range 200 {
		s.correct(0, 20, -Inf, Inf, -500, v)
	}
	if got := s.corrected(0, v) - v; got != -corrLimit/corrGrain {
		t.Errorf("after 200 scores 530 below: correction %d, want %d", got, -corrLimit/corrGrain)
	}
	// The same pawns with the other side to move are another class.
	q, err := chess.ParseFEN("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4")
	if err != nil {
		t.Fatal(err)
	}
	s.pos[1] = q
	if got := s.corrected(1, v); got != v {
		t.Errorf("Black to move: corrected %d, want %d", got, v)
	}
}

// Correction changes the playing options' chess trees and still plays
// legal moves, and changes nothing elsewhere: exact mode with it on
// searches the exact tree, the default options have it off, a game that
// keys no correction (checkers) searches the same tree with it as
// without, and a search learns entries. (TestChessKernelPlayOptions
// checks the chess kernel against the generic code with it on.)
func TestCorrection(t *testing.T) {
	on := correctionOptions(t)
	if a, b := bkNodes(t, on), bkNodes(t, PlayOptions()); a == b {
		t.Errorf("corr: %d nodes, the same as without it", a)
	}
	exact, exactOn := DefaultOptions(), on
	exact.Exact, exactOn.Exact, exactOn.Aspiration = true, true, 0
	for _, p := range bratkoKopec(t, 2) {
		sameTree(t, eval.Chess{}, p, exact, exactOn, 4)
	}
	if DefaultOptions().Correction {
		t.Error("default options have corr on")
	}
	for i, p := range testPositions(3) {
		a, b := NewSearcher(ck, newShared(t), on), NewSearcher(ck, newShared(t), PlayOptions())
		if a.corr != nil {
			t.Fatal("checkers with corr: a correction table")
		}
		if va, vb := a.Search(&p, -Inf, Inf, 7, 0), b.Search(&p, -Inf, Inf, 7, 0); va != vb || *a.Stats() != *b.Stats() {
			t.Errorf("checkers position %d: %d %+v with corr, %d %+v without", i, va, *a.Stats(), vb, *b.Stats())
		}
	}
	for i, p := range bratkoKopec(t, 3) {
		s := NewSearcher(eval.Chess{}, newShared(t), on)
		s.Search(&p, -Inf, Inf, 7, 0)
		learnt := 0
		for _, e := range s.corr {
			if e != 0 {
				learnt++
			}
		}
		if learnt == 0 {
			t.Errorf("BK.%02d: nothing learnt after depth 7", i+1)
		}
	}
}

// A search with the correction history allocates nothing.
func TestCorrectionNoAlloc(t *testing.T) {
	p := bratkoKopec(t, 1)[0]
	s := NewSearcher(eval.Chess{}, newShared(t), correctionOptions(t))
	s.Search(&p, -Inf, Inf, 6, 0)
	if n := testing.AllocsPerRun(3, func() { s.Search(&p, -Inf, Inf, 6, 0) }); n > 0 {
		t.Errorf("%v allocations a search", n)
	}
}
