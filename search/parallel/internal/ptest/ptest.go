// Package ptest holds what the tests of search/parallel and of its
// family packages share: suite positions, tables, the sequential value
// to compare with, and engines on checkers built and run the way every
// test runs them. A family's tests build with its own constructor; the
// registry-wide tests of search/parallel with all.Family, every
// family's.
package ptest

import (
	"context"
	"encoding/json"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/eval"
	"frontier/search/internal/testpos"
	"frontier/search/parallel"
	"frontier/search/tt"
)

// CK is the game the tests search.
var CK eval.Checkers

// Engine is a parallel engine on checkers.
type Engine = parallel.Engine[eval.Checkers, checkers.Position, checkers.Move]

// Build makes an engine's root search on checkers: a family's New, or
// all.Family for any algorithm.
type Build = func(*Engine) parallel.RootAlgorithm[eval.Checkers, checkers.Position, checkers.Move]

// Positions draws n positions spread over the games of the 1992 match,
// skipping finished ones.
func Positions(t testing.TB, n int) []checkers.Position {
	t.Helper()
	all, err := testpos.MatchGames()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < n {
		t.Fatalf("only %d positions in the suite games", len(all))
	}
	out := make([]checkers.Position, 0, n)
	step := float64(len(all)) / float64(n)
	for i := 0; i < n; i++ {
		out = append(out, all[int(float64(i)*step)])
	}
	return out
}

// Shared is a fresh transposition table of 64 Ki entries and history.
func Shared(t testing.TB) *search.Shared {
	t.Helper()
	table, err := tt.NewEntries(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	return &search.Shared{TT: table, History: search.NewHistory()}
}

// Exact is the default search without transposition-table cutoffs.
func Exact() search.Options {
	o := search.DefaultOptions()
	o.Exact = true
	return o
}

// SequentialValue is the minimax value of p at depth by the sequential
// engine with transposition-table cutoffs off.
func SequentialValue(t testing.TB, p checkers.Position, depth int) int {
	s := search.NewSearcher(CK, Shared(t), Exact())
	return s.Search(&p, -search.Inf, search.Inf, depth, 0)
}

// New starts the engine of cfg on fresh tables.
func New(t testing.TB, cfg parallel.Config, build Build) *Engine {
	t.Helper()
	e, err := parallel.New(CK, cfg, Shared(t), build)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// Configure applies to cfg (its Algorithm set) those of settings its
// algorithm has: a test that runs every algorithm with small
// granularities gives each the ones it takes.
func Configure(t testing.TB, cfg parallel.Config, settings ...parallel.Setting) parallel.Config {
	t.Helper()
	a, ok := parallel.Lookup(cfg.Algorithm)
	if !ok {
		t.Fatalf("no algorithm %q", cfg.Algorithm)
	}
	var have []parallel.Setting
	for _, s := range settings {
		if _, ok := a.Param(s.Name); ok {
			have = append(have, s)
		}
	}
	cfg, err := a.Configure(cfg, have)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// Value is the value of p at depth by the engine of cfg, table cutoffs
// off.
func Value(t testing.TB, cfg parallel.Config, build Build, p checkers.Position, depth int) int {
	t.Helper()
	cfg.Search = Exact()
	e := New(t, cfg, build)
	defer e.Close()
	r, err := e.SearchRoot(context.Background(), p, depth, -search.Inf, search.Inf)
	if err != nil {
		t.Fatal(err)
	}
	return r.Score
}

// SimRun runs a full iterative-deepening search to depth 9 with cfg
// (Sim set) and returns everything it reports, serialized, wall-clock
// fields dropped.
func SimRun(t testing.TB, cfg parallel.Config, build Build, pos checkers.Position) string {
	t.Helper()
	e := New(t, cfg, build)
	defer e.Close()
	res, err := search.Iterate(context.Background(), CK, pos, search.Limits{Depth: 9, StartDepth: 1, Step: 2}, e, nil)
	if err != nil {
		t.Fatal(err)
	}
	rep := e.Report()
	for i := range res.Iterations {
		it := &res.Iterations[i] // wall-clock fields
		it.Elapsed, it.NPS, it.Seconds, it.TotalElapsed = 0, 0, 0, 0
	}
	res.Elapsed = 0
	b, err := json.Marshal(struct {
		Best   string
		Score  int
		Iter   any
		Report account.RunStats
		Acts   []account.SearcherActivity
	}{res.Best.String(), res.Score, res.Iterations, rep, rep.Activity})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// StackDuring runs an iterative-deepening search to depth in the
// simulator and calls see with the algorithm's Stack every 50 steps of
// the machine; it returns the stack after the search.
func StackDuring(t testing.TB, cfg parallel.Config, build Build, pos checkers.Position, depth int, see func([]account.NodeView)) []account.NodeView {
	t.Helper()
	var e *Engine
	steps := 0
	cfg.Sim = true
	cfg.Pace = func(account.Time) {
		if steps++; e != nil && steps%50 == 0 {
			see(e.Algorithm().Stack())
		}
	}
	e = New(t, cfg, build)
	defer e.Close()
	if _, err := search.Iterate(context.Background(), CK, pos, search.Limits{Depth: depth}, e, nil); err != nil {
		t.Fatal(err)
	}
	return e.Algorithm().Stack()
}
