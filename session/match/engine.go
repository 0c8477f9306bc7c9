package match

import (
	"context"
	"errors"
	"fmt"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/parallel"
)

// DefaultHashMiB is the transposition table size of each engine: big
// enough for a few seconds a move on this engine's node rate, small enough
// that two engines and the UI fit comfortably in memory.
const DefaultHashMiB = 32

// EngineConfig configures an Engine.
type EngineConfig struct {
	Player Player
	// Sim runs a parallel engine on the simulator; budgets are then in
	// virtual units (see Budget).
	Sim bool
	// HashMiB is the size of this engine's own transposition table
	// (DefaultHashMiB if 0).
	HashMiB int
	// Egdb chooses the endgame database (engine.Env.Egdb): the user's
	// cache directory's by default.
	Egdb string
	// Name is the player's name in PDN tags; Player.String() if empty.
	Name string
	// OnIteration, if not nil, is called after every completed iteration
	// of every move, on the game's goroutine: a UI shows the engine
	// thinking with it.
	OnIteration func(engine.Iteration)
	// Monitor, if not nil, receives snapshots of a parallel search for a
	// live display of the searchers.
	Monitor *parallel.Monitor
}

// Engine is a Mover that searches: the sequential engine or a parallel
// algorithm, with its own tables. It is the AnyEngine of checkers with
// checkers' types, so that both search, budget and count alike. It is
// not safe for concurrent use: one game at a time.
type Engine struct {
	*AnyEngine
}

// NewEngine builds an engine and its tables. Close it when done: a
// parallel engine runs searcher goroutines.
func NewEngine(cfg EngineConfig) (*Engine, error) {
	g, ok := engine.LookupGame(engine.DefaultGame)
	if !ok {
		return nil, errors.New("engine: checkers is not registered")
	}
	e, err := NewAnyEngine(AnyEngineConfig{Game: g, Player: cfg.Player, Sim: cfg.Sim, HashMiB: cfg.HashMiB, Name: cfg.Name,
		Egdb: cfg.Egdb, OnIteration: cfg.OnIteration, Monitor: cfg.Monitor})
	if err != nil {
		return nil, err
	}
	return &Engine{e}, nil
}

var errNoBudget = errors.New("no budget: give time, units or a depth")

// Move implements Mover: AnyEngine.Move on the erased position, the
// move and PV read back as checkers moves.
func (e *Engine) Move(ctx context.Context, t Turn) (Decision, error) {
	at := AnyTurn{Ply: t.Ply, Side: int(t.Side), Budget: t.Budget, Clock: t.Clock}
	for _, p := range t.History {
		at.History = append(at.History, engine.Checkers(p))
	}
	for _, m := range t.Moves {
		at.Moves = append(at.Moves, m.String())
	}
	d, err := e.AnyEngine.Move(ctx, at)
	if err != nil {
		return Decision{}, err
	}
	root := t.Position()
	best, err := root.ParseMove(d.Move)
	if err != nil {
		return Decision{}, fmt.Errorf("engine %s: its move %q: %w", e.Name(), d.Move, err)
	}
	out := Decision{Move: best, Resign: d.Resign, Analysed: d.Analysed, Score: d.Score, Depth: d.Depth, Nodes: d.Nodes, Used: d.Used, Elapsed: d.Elapsed}
	p := root
	for _, text := range d.PV {
		m, err := p.ParseMove(text)
		if err != nil {
			break // the rest of the PV is not shown either
		}
		out.PV = append(out.PV, m)
		p = p.Play(m)
	}
	return out, nil
}

// moveEngine is what prepareMove needs of an engine, of whatever game:
// engine.Engine and engine.AnyEngine both have it.
type moveEngine interface {
	Spec() engine.Spec
	Simulated() bool
	SetPath(keys []uint64)
	SetMoveTime(budget parallel.Time)
	StartMove()
	Now() parallel.Time
}

// prepareMove readies e for one move within b, keys being the game's
// positions before the root (for repetitions), and returns the limits of
// its iterative deepening and a function that, given the nodes the search
// took, returns the virtual time it used (0 outside the simulator). In
// the simulator a parallel engine gets Units of executor time and the
// sequential engine Units nodes; on the real executor it gets b.Time.
// Every game's engine moves through here, so that budgets mean the same
// for all of them.
func prepareMove(e moveEngine, sh *search.Shared, sim bool, b Budget, keys []uint64) (search.Limits, func(nodes uint64) int64) {
	lim := search.Limits{Depth: min(b.Depth, search.MaxDepth)}
	e.SetPath(keys)
	var startUnits parallel.Time
	switch {
	case e.Simulated():
		// A simulated engine's budget is machine time, which the
		// engine itself enforces.
		e.SetMoveTime(parallel.Time(b.Units))
		e.StartMove()
		startUnits = e.Now()
	case sim:
		// The sequential engine in a simulated match gets Units nodes
		// (one unit is one node in the simulator's cost model).
		lim.Nodes = uint64(max(b.Units, 0))
	}
	if e.Spec().Parallel() {
		// Start a table generation per move, as the sequential engine
		// does for every new root, so that old entries are replaced
		// first.
		sh.TT.NewSearch()
	}
	if !sim {
		lim.Time, lim.MaxTime = b.Time, b.MaxTime
	}
	used := func(nodes uint64) int64 {
		switch {
		case !sim:
			return 0
		case e.Simulated():
			return int64(e.Now() - startUnits)
		}
		return int64(nodes)
	}
	return lim, used
}
