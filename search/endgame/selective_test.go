package endgame

import (
	"math/rand/v2"
	"testing"

	"frontier/board/othello"
	"frontier/search/tt"
)

// mobilityEval is a small evaluation for the tests of the selective
// pass, in hundredths of a disc: mobility and discs, which predicts the
// margin badly enough that the pass's cuts are often wrong.
func mobilityEval(own, opp uint64) int {
	empty := othello.BoardSquares(8) &^ (own | opp)
	mob := popcount(othello.LegalSquares(own, opp, empty)) - popcount(othello.LegalSquares(opp, own, empty))
	return 300*mob + 50*(popcount(own)-popcount(opp))
}

// selSolver returns a solver with mobilityEval and the selective pass
// from 9 empties, cutting from 7 with the given margin (0: the pass's
// values are often wrong), its moves used from 7.
func selSolver(size, margin int) *Solver {
	s := New(size, tt.NewEndTable(1<<14))
	s.SetEval(mobilityEval)
	s.sel = selective{from: 9, cutFrom: 7, margin: margin, hintFrom: 7}
	return s
}

// TestSelectivePassExact: with the selective pass (even one whose cuts
// are often wrong), the solver's value with the full window is
// alpha-beta's, its move keeps it, and with any window the fail-soft
// contract holds: the pass's bounds never reach the exact solve.
func TestSelectivePassExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 12))
	count := 12
	if testing.Short() {
		count = 4
	}
	for _, size := range []int{8, 6} {
		for _, margin := range []int{0, 4} {
			s := selSolver(size, margin)
			for i, p := range endings(size, count, 9, 12, 13) {
				want := alphaBeta(p, -inf, inf)
				own, opp := sides(p)
				s.table.Clear()
				r := s.Solve(own, opp, -inf, inf, nil)
				if !s.hints {
					t.Fatalf("%s: no selective pass ran", p)
				}
				if r.Score != want {
					t.Fatalf("%dx%d margin %d, %d %s: solved %d, reference %d", size, size, margin, i, p, r.Score, want)
				}
				if v := -alphaBeta(p.Play(r.Move), -inf, inf); v != want {
					t.Fatalf("%s: best move %v is worth %d, not %d", p, r.Move, v, want)
				}
				for range 4 {
					a := want - 10 + rng.IntN(21)
					b := a + 1 + rng.IntN(4)*rng.IntN(6)
					got := s.Solve(own, opp, a, b, nil).Score
					if got <= a && want > got || got >= b && want < got || got > a && got < b && got != want {
						t.Fatalf("%s (%d) window (%d,%d): %d", p, want, a, b, got)
					}
				}
			}
		}
	}
}

// TestSelectivePassOrders: with a margin no evaluation reaches, the pass
// cuts nothing and is an exact solve, so the move it leaves for the root
// is a best move, and the exact solve's ordering tries it first; with
// those moves at every node from 7 empties, the exact solve visits fewer
// nodes than without them.
func TestSelectivePassOrders(t *testing.T) {
	var with, without uint64
	for i, p := range endings(8, 12, 11, 13, 14) {
		want := alphaBeta(p, -inf, inf)
		own, opp := sides(p)
		s := selSolver(8, 1000)
		s.prepass(own, opp, -inf, inf, p.Empties())
		hint := s.hashMove(own, opp) // the exact table is empty
		if hint == tt.EndNoMove {
			t.Fatalf("%d %s: the pass left no move for the root", i, p)
		}
		m := othello.Move(hint)
		if !p.IsLegal(m) {
			t.Fatalf("%s: the pass's move %v is illegal", p, m)
		}
		if v := -alphaBeta(p.Play(m), -inf, inf); v != want {
			t.Fatalf("%s: the pass's move %v is worth %d, the position %d", p, m, v, want)
		}
		n := p.Empties()
		empty := s.g.board &^ (own | opp)
		k := s.rank(&s.lists[n], own, opp, empty, othello.LegalSquares(own, opp, empty), hint, n)
		if first := pick(&s.lists[n], 0, k); int(first.sq) != hint {
			t.Fatalf("%s: the ordering tries %v first, not the pass's %v", p, first.sq, m)
		}
		// The exact solve alone, after the pass and without it.
		s.nodes = 0
		s.window(own, opp, -inf, inf)
		with += s.nodes
		plain := selSolver(8, 1000)
		plain.sel.from = 99
		without += plain.Solve(own, opp, -inf, inf, nil).Nodes
	}
	if with >= without {
		t.Fatalf("with the pass's moves the exact solves took %d nodes, without %d", with, without)
	}
	t.Logf("exact solves: %d nodes with the pass's moves, %d without", with, without)
}

// TestSelectivePassStops: a poll that stops the solve during the pass
// stops it; the nodes reported are those counted.
func TestSelectivePassStops(t *testing.T) {
	p := endings(8, 1, 16, 16, 5)[0]
	own, opp := sides(p)
	s := selSolver(8, 4)
	calls, seen := 0, 0
	r := s.Solve(own, opp, -inf, inf, func(n int) (int, bool) {
		calls++
		seen += n
		return 100, calls == 2
	})
	if !r.Stopped || uint64(seen) != r.Nodes {
		t.Errorf("stopped %v after %d calls, %d nodes reported of %d", r.Stopped, calls, seen, r.Nodes)
	}
}

// TestFittedEvalExact: with an evaluation set by SetFittedEval (its
// search mixed with fastest first and its deeper search of the first
// move, here from 9 empties, and the selective pass at its margin), the
// solver's value with the full window
// is alpha-beta's and its move keeps it, and the ordering did run.
func TestFittedEvalExact(t *testing.T) {
	count := 12
	if testing.Short() {
		count = 4
	}
	for _, size := range []int{8, 6} {
		s := New(size, tt.NewEndTable(1<<14))
		calls := 0
		s.SetFittedEval(func(own, opp uint64) int { calls++; return mobilityEval(own, opp) })
		if s.evalMix == 0 || s.sel.margin != fittedMargin {
			t.Fatalf("SetFittedEval left mix %d, margin %d", s.evalMix, s.sel.margin)
		}
		s.evalFrom, s.promoteFrom, s.sel.from, s.sel.cutFrom, s.sel.hintFrom = 9, 9, 10, 8, 8
		for i, p := range endings(size, count, 9, 12, 17) {
			want := alphaBeta(p, -inf, inf)
			own, opp := sides(p)
			s.table.Clear()
			r := s.Solve(own, opp, -inf, inf, nil)
			if r.Score != want {
				t.Fatalf("%dx%d %d %s: solved %d, reference %d", size, size, i, p, r.Score, want)
			}
			if v := -alphaBeta(p.Play(r.Move), -inf, inf); v != want {
				t.Fatalf("%s: best move %v is worth %d, not %d", p, r.Move, v, want)
			}
		}
		if calls == 0 {
			t.Fatalf("%dx%d: the evaluation was never called", size, size)
		}
	}
}

// TestSelectivePassWide: SetFittedEval gives roots from wideFrom empties
// the wide pass, whose margin is wideMargin from wideLowBelow empties
// and wideLowMargin below, and only while that pass runs; with it the
// pass cuts less (more nodes) than at fittedMargin, and the solve stays
// exact.
func TestSelectivePassWide(t *testing.T) {
	s := New(8, tt.NewEndTable(1<<14))
	s.SetFittedEval(mobilityEval)
	if got := s.sel; got.wideFrom != wideFrom || got.wideMargin != wideMargin || got.wideLowBelow != wideLowBelow || got.wideLowMargin != wideLowMargin {
		t.Fatalf("SetFittedEval left the wide pass %+v", got)
	}
	if s.cutMargin(20) != fittedMargin {
		t.Fatalf("no pass running: margin %d, not %d", s.cutMargin(20), fittedMargin)
	}
	s.wide = true
	if a, b := s.cutMargin(wideLowBelow), s.cutMargin(wideLowBelow-1); a != wideMargin || b != wideLowMargin {
		t.Fatalf("wide pass: margins %d and %d at %d and %d empties", a, b, wideLowBelow, wideLowBelow-1)
	}
	s.wide = false
	s.evalFrom, s.promoteFrom, s.sel.from, s.sel.cutFrom, s.sel.hintFrom = 9, 9, 10, 8, 8
	s.sel.wideLowBelow = 11
	var narrow, wide uint64
	for i, p := range endings(8, 8, 12, 13, 19) {
		want := alphaBeta(p, -inf, inf)
		own, opp := sides(p)
		for _, from := range []int{99, 12} {
			s.sel.wideFrom = from
			s.table.Clear()
			s.nodes = 0
			s.prepass(own, opp, -inf, inf, p.Empties())
			if s.wide {
				t.Fatalf("the wide pass's flag outlived it")
			}
			if from == 99 {
				narrow += s.nodes
			} else {
				wide += s.nodes
			}
			s.table.Clear()
			r := s.Solve(own, opp, -inf, inf, nil)
			if r.Score != want {
				t.Fatalf("%d %s wide from %d: solved %d, reference %d", i, p, from, r.Score, want)
			}
		}
	}
	if wide <= narrow {
		t.Fatalf("the wide passes took %d nodes, the narrow %d: the wide margins did not apply", wide, narrow)
	}
	t.Logf("passes: %d nodes narrow, %d wide", narrow, wide)
}

// TestCutThresholds checks probcut's thresholds against its definition:
// a value est of the evaluation fails high exactly when est/100 - margin
// >= beta, and low exactly when est/100 + margin <= alpha, the division
// truncating towards 0, over windows and values on both sides of 0.
func TestCutThresholds(t *testing.T) {
	for _, margin := range []int{1, 7, 9, 12} {
		for alpha := -30; alpha <= 30; alpha++ {
			for _, beta := range []int{alpha + 1, alpha + 2, alpha + 9} {
				hi, lo := cutThresholds(alpha, beta, margin)
				if lo >= hi {
					t.Fatalf("alpha %d beta %d margin %d: lo %d >= hi %d", alpha, beta, margin, lo, hi)
				}
				for est := -5000; est <= 5000; est += 7 {
					if got, want := est >= hi, est/100-margin >= beta; got != want {
						t.Fatalf("alpha %d beta %d margin %d est %d: high %v, want %v", alpha, beta, margin, est, got, want)
					}
					if got, want := est <= lo, est/100+margin <= alpha; got != want {
						t.Fatalf("alpha %d beta %d margin %d est %d: low %v, want %v", alpha, beta, margin, est, got, want)
					}
				}
			}
		}
	}
}
