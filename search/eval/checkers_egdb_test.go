package eval_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/egdb"
	"frontier/search/engine"
	"frontier/search/eval"
)

// wonKingEndings returns n positions with three black kings against two
// white kings, Black to move, no capture on the board and a database win
// for Black, drawn reproducibly from seed.
func wonKingEndings(t *testing.T, db *egdb.DB, seed uint64, n int) []checkers.Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed^0x9E3779B97F4A7C15))
	var out []checkers.Position
	for tries := 0; len(out) < n; tries++ {
		if tries > 1000*n {
			t.Fatalf("found %d won 3-vs-2 king endings in %d tries", len(out), tries)
		}
		sq := rng.Perm(32)
		var p checkers.Position
		for i, s := range sq[:5] {
			pc := checkers.BlackKing
			if i >= 3 {
				pc = checkers.WhiteKing
			}
			p.Put(checkers.Square(s+1), pc)
		}
		q := p.PlayNull()
		if p.HasCapture() || q.HasCapture() {
			continue
		}
		if v, ok := db.Probe(&p); ok && v.Result == egdb.Win {
			out = append(out, p)
		}
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
	eng, err := engine.New(g, engine.Sequential, engine.Env{Shared: sh, Options: search.DefaultOptions()})
	if err != nil {
		t.Fatal(err)
	}
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
