package eval

import (
	"testing"

	"frontier/board"
)

// TestSolverMargins: the solver's window holds exactly the margins whose
// scores lie inside the search's window, for windows of every kind
// (around evaluations, draws, wins, losses and the infinite bounds).
func TestSolverMargins(t *testing.T) {
	for _, o := range []*othelloSolver{{squares: 64}, {squares: 36}} {
		n := o.squares
		edges := []int{-board.Win - 1, -board.FinalBase - n - 3, -board.FinalBase - 5, -board.FinalBase - 1, -board.FinalBase,
			-300, -1, 0, 1, 300, board.FinalBase, board.FinalBase + 1, board.FinalBase + 2, board.FinalBase + 7, board.FinalBase + n + 3, board.Win + 1}
		for _, alpha := range edges {
			for _, beta := range edges {
				if beta <= alpha {
					continue
				}
				a, b := o.margins(alpha, beta)
				if a >= b || a < -n-1 || b > n+1 {
					t.Fatalf("(%d, %d): margins (%d, %d)", alpha, beta, a, b)
				}
				for m := -n; m <= n; m++ {
					if (board.Final(m) <= alpha) != (m <= a) || (board.Final(m) >= beta) != (m >= b) {
						t.Fatalf("%d squares, (%d, %d): margins (%d, %d) misplace %d", n, alpha, beta, a, b, m)
					}
				}
			}
		}
	}
}
