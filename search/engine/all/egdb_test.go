package all

import (
	"context"
	"errors"
	"strings"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/egdb"
	"frontier/search/engine"
	"frontier/search/eval"
	"frontier/search/games"
)

// wonKings returns n positions of three black kings against two white
// kings, Black to move, no capture due for either side, that db says
// Black wins, drawn from seed.
func wonKings(t *testing.T, db *egdb.DB, seed uint64, n int) []checkers.Position {
	t.Helper()
	out, err := egdb.WonKingEndings(db, seed, n, 9)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEngineConvertsDatabaseWins: an engine built here with a database
// plays a decided root by it. From won 3-vs-2-king endings both sides,
// searching only to depth 1, play the database line: every move takes
// the position exactly one ply closer to the end (the winner's loss
// distance for the loser falls by two a move pair), the reported score is
// the database's with no search run (depth 0), and Black wins in the
// database's number of plies. The sequential and a simulated parallel
// engine must both do it.
func TestEngineConvertsDatabaseWins(t *testing.T) {
	db, err := egdb.BuildBelow(context.Background(), egdb.Slice{BK: 3, WK: 2}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := eval.Checkers{DB: db}
	for _, spec := range []string{engine.Sequential, "ybwc:2"} {
		sh, err := search.NewShared(1)
		if err != nil {
			t.Fatal(err)
		}
		e, err := New(g, spec, engine.Env{Shared: sh, Options: search.DefaultOptions(), Sim: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, start := range wonKings(t, db, 5, 3) {
			p := start
			v0, _ := db.Probe(&p)
			var history []checkers.Position
			for ply := 0; ; ply++ {
				history = append(history, p)
				if o := checkers.OutcomeOf(history); o.Over {
					if o.Draw || o.Winner != checkers.Black || ply != v0.Plies {
						t.Errorf("%s from %s: %v after %d plies, want Black to win in %d", spec, start.FEN(), o, ply, v0.Plies)
					}
					break
				}
				v, _ := db.Probe(&p)
				res, err := search.Iterate(context.Background(), g, p, search.Limits{Depth: 1}, e, nil)
				if err != nil {
					t.Fatal(err)
				}
				if res.Score != eval.DatabaseScore(v) || res.Depth != 0 {
					t.Fatalf("%s at %s: score %s at depth %d, want %s unsearched", spec, p.FEN(), search.ScoreText(res.Score), res.Depth, search.ScoreText(eval.DatabaseScore(v)))
				}
				p = p.Play(res.Best)
				if w, _ := db.Probe(&p); w.Plies != v.Plies-1 {
					t.Fatalf("%s at %s: %v leads to a position decided in %d plies, want %d", spec, history[len(history)-1].FEN(), res.Best, w.Plies, v.Plies-1)
				}
			}
		}
		e.Close()
	}
}

// TestEnvEgdb: Env.Egdb loads a database from a directory (once, shared
// by every engine), EgdbOff leaves it out, and a directory without one
// is an error that says how to build it.
func TestEnvEgdb(t *testing.T) {
	dir := t.TempDir()
	built, err := egdb.Build(context.Background(), 3, nil, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 3; n++ {
		if err := built.Save(dir, n); err != nil {
			t.Fatal(err)
		}
	}
	g, _ := games.LookupGame("checkers")
	// Two black kings against one white king in the single corner:
	// Black wins.
	p, err := g.ParsePosition("B:WK29:BK22,K19")
	if err != nil {
		t.Fatal(err)
	}
	sh, _ := search.NewShared(1)
	score := func(choice string) (int, error) {
		e, err := engine.BuildGame(g, engine.Spec{Name: engine.Sequential, P: 1}, engine.Env{Shared: sh, Options: search.DefaultOptions(), Egdb: choice})
		if err != nil {
			return 0, err
		}
		defer e.Close()
		res, err := e.Search(context.Background(), p, search.Limits{Depth: 3}, nil)
		return res.Score, err
	}
	s, err := score(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(search.ScoreText(s), "db win in ") {
		t.Errorf("with the database: %s, want a database win", search.ScoreText(s))
	}
	if s, err := score(engine.EgdbOff); err != nil || strings.HasPrefix(search.ScoreText(s), "db ") {
		t.Errorf("with the database off: %s, %v", search.ScoreText(s), err)
	}
	a, _, _ := engine.Database(dir)
	b, _, _ := engine.Database(dir)
	if a == nil || a != b {
		t.Error("the database was read twice")
	}
	_, err = score(t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "frontier egdb build") {
		t.Errorf("a directory without a database: %v", err)
	}
	var ce *egdb.CorruptError
	if errors.As(err, &ce) {
		t.Errorf("an empty directory reported as corrupt: %v", err)
	}
}
