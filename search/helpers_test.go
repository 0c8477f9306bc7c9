package search

import (
	"testing"

	"frontier/board/checkers"
	"frontier/search/eval"
	"frontier/search/internal/testpos"
	"frontier/search/tt"
)

// minimax is the reference: plain negamax over the same tree as the
// search (capture extension at the horizon, loss without moves, draw on a
// repetition of a position on path), with no pruning at all.
func minimax(p checkers.Position, depth, ply int, path []uint64) int {
	if ply > 0 {
		for i := len(path) - 2; i >= 0; i -= 2 {
			if path[i] == p.Key() {
				return Draw
			}
		}
	}
	moves := p.LegalMoves()
	if len(moves) == 0 {
		return LossAt(ply)
	}
	if depth <= 0 && !moves[0].IsCapture() {
		return eval.Evaluate(&p)
	}
	best := -Inf
	path = append(path, p.Key())
	for _, m := range moves {
		best = max(best, -minimax(p.Play(m), depth-1, ply+1, path))
	}
	return best
}

// newShared returns small fresh tables.
func newShared(t testing.TB) *Shared {
	t.Helper()
	table, err := tt.NewEntries(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	return &Shared{TT: table, History: NewHistory()}
}

func exactOptions(algo string) Options {
	o := DefaultOptions()
	o.Algorithm = algo
	o.Exact = true
	return o
}

var algorithms = []string{AlgoAlphaBeta, AlgoPVS}

// testPositions: random playout positions from opening to king endgames.
func testPositions(n int) []checkers.Position {
	return testpos.Random(11, n, 4, 110)
}

func hasKings(p *checkers.Position) bool {
	_, _, k := p.Bitboards()
	return k != 0
}

// replay checks that line is a sequence of legal moves from p.
func replay(t testing.TB, p checkers.Position, line []checkers.Move) {
	t.Helper()
	q := p
	for i, m := range line {
		if !isLegal(&q, m) {
			t.Fatalf("PV %v from %s: move %d (%s) is illegal", MoveStrings(ck, p, line), p.FEN(), i, m)
		}
		q = q.Play(m)
	}
}

// ck is the game the tests search.
var ck eval.Checkers

// isLegal reports whether m is a legal move of p.
func isLegal(p *checkers.Position, m checkers.Move) bool { return IsLegal(ck, p, m) }

// rootMove returns the searcher's root move, the zero move if none.
func rootMove(s *Searcher[eval.Checkers, checkers.Position, checkers.Move]) checkers.Move {
	m, _ := s.RootMove()
	return m
}
