package board_test

import (
	"testing"

	"frontier/board"
	"frontier/board/checkers"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
)

// checkRules plays the game's own perft against the generic one written
// against board.Rules, and reads back the start position's text, so that
// a game's Rules cannot drift from its package.
func checkRules[R board.Rules[P, M], P any, M board.Move](t *testing.T, r R, own func(P, int) uint64, depth int) {
	t.Helper()
	start := r.Start()
	for d := 0; d <= depth; d++ {
		if got, want := board.Perft(r, start, d), own(start, d); got != want {
			t.Errorf("%s: generic perft(%d) = %d, the package's = %d", r.Name(), d, got, want)
		}
	}
	text := r.FormatPosition(&start)
	back, err := r.ParsePosition(text)
	if err != nil {
		t.Fatalf("%s: start text %q does not read back: %v", r.Name(), text, err)
	}
	if r.Key(&back) != r.Key(&start) {
		t.Errorf("%s: start text %q reads back as another position", r.Name(), text)
	}
	moves := r.Moves(&start, nil)
	for _, m := range moves {
		s := r.FormatMove(&start, m)
		got, err := r.ParseMove(&start, s)
		if err != nil || got != m {
			t.Errorf("%s: move %q reads back as %v, %v", r.Name(), s, got, err)
		}
	}
	if _, over := r.Outcome(&start); over || len(moves) == 0 {
		t.Errorf("%s: the start position is over", r.Name())
	}
}

func TestRulesAgreeWithPackages(t *testing.T) {
	checkRules(t, checkers.Rules{}, func(p checkers.Position, d int) uint64 { return checkers.Perft(p, d, false) }, 7)
	checkRules(t, othello.Rules8, othello.Perft, 6)
	checkRules(t, othello.Rules6, othello.Perft, 6)
	checkRules(t, tictactoe.Rules{}, tictactoe.Perft, 5)
	sr, err := synthetic.NewRules(synthetic.Params{Branch: synthetic.Branching{Kind: synthetic.Uniform, Lo: 2, Hi: 7}, Depth: 6, Q: 0.8, Seed: 3, Spread: 100})
	if err != nil {
		t.Fatal(err)
	}
	checkRules(t, sr, synthetic.Perft, 6)
}

func TestFinalScores(t *testing.T) {
	for _, m := range []int{-64, -1, 1, 4, 64} {
		s := board.Final(m)
		got, ok := board.Margin(s)
		if !ok || got != m {
			t.Errorf("Margin(Final(%d)) = %d, %v", m, got, ok)
		}
		if m > 0 && s <= board.FinalBase || m < 0 && s >= -board.FinalBase {
			t.Errorf("Final(%d) = %d is not beyond every evaluation", m, s)
		}
	}
	if board.Final(0) != board.Draw {
		t.Error("Final(0) is not a draw")
	}
	if _, ok := board.Margin(123); ok {
		t.Error("an evaluation reads as a final score")
	}
}

func TestDatabaseScores(t *testing.T) {
	for _, d := range []int{0, 1, 81, 162, board.MaxDatabasePlies} {
		for _, won := range []bool{true, false} {
			s := board.DatabaseScore(won, d)
			got, ok := board.DatabaseDistance(s)
			if !ok || got != d || (s > 0) != won {
				t.Errorf("DatabaseDistance(DatabaseScore(%v, %d) = %d) = %d, %v", won, d, s, got, ok)
			}
			if _, ok := board.Margin(s); ok {
				t.Errorf("database score %d reads as a final score", s)
			}
		}
	}
	// Heuristic scores (a side's material is at most 12 kings, 1560) and
	// finished games are not database scores.
	for _, s := range []int{0, 1560, -3000, board.DatabaseWin - board.MaxDatabasePlies - 1, board.Final(1), board.Win, board.Loss} {
		if _, ok := board.DatabaseDistance(s); ok {
			t.Errorf("score %d reads as a database score", s)
		}
	}
}
