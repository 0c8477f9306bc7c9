package endgame_test

import (
	"strings"
	"testing"
	"time"

	"frontier/assets"
	"frontier/board"
	"frontier/board/othello"
	"frontier/search/eval"
	"frontier/search/tt"
)

// BenchmarkSolveFFO solves FFO positions 21 to 25 (15 to 19 empty
// squares) with the evaluation ordering the searchers use, from a
// cleared table each time, and reports the node rate: the solver's hot
// paths on real endgames (go test -bench SolveFFO -cpuprofile ...).
func BenchmarkSolveFFO(b *testing.B) {
	var positions []othello.Position
	for _, sp := range assets.OthelloFFOSuite().Positions {
		if id := strings.TrimPrefix(sp.ID, "ffo"); id >= "21" && id <= "25" {
			positions = append(positions, othello.MustParse(sp.Text))
		}
	}
	table := tt.NewEndTable(1 << 20)
	// The solver as the searchers have it: eval.Othello's, which orders
	// by the static evaluation far from the end.
	s := eval.Othello8.NewSolver(table).(interface {
		Solve(p *othello.Position, alpha, beta int, poll func(int) (int, bool)) (int, othello.Move, bool)
	})
	var nodes uint64
	count := func(n int) (int, bool) { nodes += uint64(n); return 1 << 30, false }
	start := time.Now()
	for b.Loop() {
		for _, p := range positions {
			table.Clear()
			s.Solve(&p, -board.Win, board.Win, count)
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
}
