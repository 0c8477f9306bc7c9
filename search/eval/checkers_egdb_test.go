package eval_test

import (
	"context"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/egdb"
	"frontier/search/eval"
)

// wonKingEndings returns n positions with three black kings against two
// white kings, Black to move, no capture on the board and a database win
// for Black, drawn reproducibly from seed.
func wonKingEndings(t *testing.T, db *egdb.DB, seed uint64, n int) []checkers.Position {
	t.Helper()
	out, err := egdb.WonKingEndings(db, seed, n, 0)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// playOut plays the engine against itself from p, depth-limited, until
// the game is over (no legal move, threefold repetition or the 40-move
// rule), at most 300 plies.
func playOut(t *testing.T, g eval.Checkers, p checkers.Position, depth int) checkers.Outcome {
	t.Helper()
	sh, err := search.NewShared(4)
	if err != nil {
		t.Fatal(err)
	}
	// The sequential engine itself, not one built by package engine,
	// which would play a decided root by the database without searching
	// (search.RootOracle): this test is about the search with database
	// scores at its leaves.
	eng := search.NewSequential(g, sh, search.DefaultOptions())
	history := []checkers.Position{p}
	for ply := 0; ply < 300; ply++ {
		if o := checkers.OutcomeOf(history); o.Over {
			return o
		}
		res, err := search.Iterate(context.Background(), g, p, search.Limits{Depth: depth}, eng, nil)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(res.Best)
		history = append(history, p)
	}
	return checkers.DrawnBy("300 plies")
}

// TestDatabaseWinsKingEndings: with the endgame database in its
// evaluation, the engine playing itself wins won endings of three kings
// against two within the 40-move rule, from positions drawn from a seed.
func TestDatabaseWinsKingEndings(t *testing.T) {
	db, err := egdb.BuildBelow(context.Background(), egdb.Slice{BK: 3, WK: 2}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 20
	if testing.Short() || raceEnabled {
		n = 4
	}
	for _, p := range wonKingEndings(t, db, 17, n) {
		o := playOut(t, eval.Checkers{DB: db}, p, 5)
		if !o.Over || o.Draw || o.Winner != checkers.Black {
			t.Errorf("from %s: %v, want Black to win", p.FEN(), o)
		}
	}
}
