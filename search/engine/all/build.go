package all

import (
	"context"
	"errors"
	"fmt"
	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/parallel"
)

// Engine is a search built by New: the sequential engine or a parallel
// algorithm. It is not safe for concurrent use; Close it when done.
type Engine[P any, M board.Move] interface {
	// SearchRoot makes the engine a search.RootSearch. The sequential
	// engine also implements search.NodeLimiter, which Iterate uses.
	search.RootSearch[P, M]
	engine.Controls
}

// New parses spec (see Parse) and builds its engine in env. A spec
// without P gets one searcher.
func New[G search.Game[P, M], P any, M board.Move](g G, spec string, env engine.Env) (Engine[P, M], error) {
	s, err := engine.Parse(spec)
	if err != nil {
		return nil, err
	}
	return Build(g, s.WithP(1), env)
}

// Build builds the engine of a spec in env, checking it as Parse does.
// P must be set: a caller with its own default (a --searchers flag, a
// picker) applies it with WithP first, and a bad default is then
// reported like a bad P in the spec. A checkers game (eval.Checkers)
// without a database gets the one env.Egdb chooses: its searchers score
// the positions it holds exactly, and the engine is a search.RootOracle,
// so that search.Iterate plays a decided database root by the database.
func Build[G search.Game[P, M], P any, M board.Move](g G, s engine.Spec, env engine.Env) (Engine[P, M], error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	if env.Shared == nil {
		return nil, fmt.Errorf("%q: %w", s, errNoTables)
	}
	g, err := withDatabase(g, env)
	if err != nil {
		return nil, err
	}
	switch s.Name {
	case engine.Sequential:
		return &seqEngine[G, P, M]{Sequential: search.NewSequential(g, env.Shared, env.Options), spec: s, oracle: oracleOf(g)}, nil
	case engine.AlphaBeta:
		// Tables of its own, empty: Rezaie and Finkel's baseline uses
		// none, whatever the environment offers; nor does it consult
		// an endgame database at the root.
		plain := search.Options{Algorithm: search.AlgoAlphaBeta}
		return &seqEngine[G, P, M]{Sequential: search.NewSequential(g, &search.Shared{}, plain), spec: s}, nil
	}
	base := parallel.Config{Searchers: s.P, Sim: env.Sim, Costs: env.Costs, Search: env.Options, Pace: env.Pace, Monitor: env.Monitor, Record: env.Record, MaxSpans: env.MaxSpans}
	a, _ := parallel.Lookup(s.Name) // Check found it
	e, err := parallel.Start(g, a, base, settings(s.Params), env.Shared, Family[G, P, M])
	if err != nil {
		return nil, fmt.Errorf("%q: %w", s, err)
	}
	return &parEngine[G, P, M]{e: e, spec: s, oracle: oracleOf(g), window: env.Options.Aspiration}, nil
}

var errNoTables = errors.New("no tables: Env.Shared is required")

// seqEngine is the sequential engine; the embedded search.Sequential
// gives it SearchRoot, SetPath and SetNodeLimit.
type seqEngine[G search.Game[P, M], P any, M board.Move] struct {
	*search.Sequential[G, P, M]
	spec   engine.Spec
	oracle search.RootOracle[P, M] // nil: every root is searched
}

// RootLine implements search.RootOracle through the game's oracle.
func (e *seqEngine[G, P, M]) RootLine(root *P) ([]M, int, bool) {
	if e.oracle == nil {
		return nil, 0, false
	}
	return e.oracle.RootLine(root)
}

func (e *seqEngine[G, P, M]) Spec() engine.Spec                { return e.spec }
func (e *seqEngine[G, P, M]) Simulated() bool                  { return false }
func (e *seqEngine[G, P, M]) SetMoveTime(account.Time)         {}
func (e *seqEngine[G, P, M]) StartMove()                       {}
func (e *seqEngine[G, P, M]) Now() account.Time                { return 0 }
func (e *seqEngine[G, P, M]) Report() (account.RunStats, bool) { return account.RunStats{}, false }
func (e *seqEngine[G, P, M]) Close()                           {}
func (e *seqEngine[G, P, M]) Trace() (account.Trace, bool)     { return account.Trace{}, false }

// parEngine is a parallel algorithm. It wraps rather than embeds the
// parallel engine so that only Engine's methods show.
type parEngine[G search.Game[P, M], P any, M board.Move] struct {
	e      *parallel.Engine[G, P, M]
	spec   engine.Spec
	oracle search.RootOracle[P, M] // nil: every root is searched
	window int                     // Options.Aspiration
}

// AspirationWindow implements search.Windowed with the options' window
// (search.AspirationWindow if none).
func (e *parEngine[G, P, M]) AspirationWindow() int {
	if e.window > 0 {
		return e.window
	}
	return search.AspirationWindow
}

// RootLine implements search.RootOracle through the game's oracle.
func (e *parEngine[G, P, M]) RootLine(root *P) ([]M, int, bool) {
	if e.oracle == nil {
		return nil, 0, false
	}
	return e.oracle.RootLine(root)
}

func (e *parEngine[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	return e.e.SearchRoot(ctx, root, depth, alpha, beta)
}
func (e *parEngine[G, P, M]) Spec() engine.Spec                { return e.spec }
func (e *parEngine[G, P, M]) Simulated() bool                  { return e.e.Config().Sim }
func (e *parEngine[G, P, M]) SetPath(keys []uint64)            { e.e.SetPath(keys) }
func (e *parEngine[G, P, M]) SetMoveTime(budget account.Time)  { e.e.SetMoveTime(budget) }
func (e *parEngine[G, P, M]) StartMove()                       { e.e.StartMove() }
func (e *parEngine[G, P, M]) Now() account.Time                { return e.e.Now() }
func (e *parEngine[G, P, M]) Report() (account.RunStats, bool) { return e.e.Report(), true }
func (e *parEngine[G, P, M]) Close()                           { e.e.Close() }
func (e *parEngine[G, P, M]) Trace() (account.Trace, bool)     { return e.e.Trace(), true }
