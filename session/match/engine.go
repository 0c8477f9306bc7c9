package match

import (
	"context"
	"errors"
	"fmt"
	"frontier/board/checkers"
	"frontier/search/eval"
	"time"

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
	// Name is the player's name in PDN tags; Player.String() if empty.
	Name string
	// OnIteration, if not nil, is called after every completed iteration
	// of every move, on the game's goroutine: a UI shows the engine
	// thinking with it.
	OnIteration func(search.Iteration[checkers.Move])
	// Monitor, if not nil, receives snapshots of a parallel search for a
	// live display of the searchers.
	Monitor *parallel.Monitor
}

// Engine is a Mover that searches: the sequential engine or a parallel
// algorithm, with its own tables. It is not safe for concurrent use: one
// game at a time.
type Engine struct {
	cfg EngineConfig
	sh  *search.Shared
	eng engine.Engine[checkers.Position, checkers.Move] // nil after Close
}

// NewEngine builds an engine and its tables. Close it when done: a
// parallel engine runs searcher goroutines.
func NewEngine(cfg EngineConfig) (*Engine, error) {
	if cfg.HashMiB == 0 {
		cfg.HashMiB = DefaultHashMiB
	}
	if cfg.Player.Name == "" {
		cfg.Player = Player{Name: engine.Sequential, P: 1}
	}
	if cfg.Name == "" {
		cfg.Name = cfg.Player.String()
	}
	sh, err := search.NewShared(cfg.HashMiB)
	if err != nil {
		return nil, fmt.Errorf("engine %s: %w", cfg.Name, err)
	}
	e := &Engine{cfg: cfg, sh: sh}
	if err := e.start(); err != nil {
		return nil, err
	}
	return e, nil
}

// start builds the search on the engine's tables.
func (e *Engine) start() error {
	eng, err := engine.Build(eval.Checkers{}, e.cfg.Player, engine.Env{Shared: e.sh, Options: search.DefaultOptions(), Sim: e.cfg.Sim, Monitor: e.cfg.Monitor})
	if err != nil {
		return fmt.Errorf("engine %s: %w", e.cfg.Name, err)
	}
	e.eng = eng
	return nil
}

// Name implements Mover.
func (e *Engine) Name() string { return e.cfg.Name }

// Player returns the engine's algorithm and searcher count.
func (e *Engine) Player() Player { return e.cfg.Player }

// NewGame forgets everything learnt in earlier games: the tables are
// cleared and the engine is rebuilt (a parallel controller remembers the
// last root score, the sequential engine its killers). A game then
// depends only on its own moves, which makes simulated matches
// reproducible game by game.
func (e *Engine) NewGame() error {
	e.sh.Clear()
	if e.eng != nil {
		e.eng.Close()
		e.eng = nil
	}
	return e.start()
}

// Close stops a parallel engine's searchers. The engine cannot be used
// afterwards.
func (e *Engine) Close() {
	if e.eng != nil {
		e.eng.Close()
		e.eng = nil
	}
}

var errNoBudget = errors.New("no budget: give time, units or a depth")

// Move implements Mover: an iterative-deepening search of the position
// to move from within t.Budget, with the game's history for repetitions.
// In the simulator a parallel engine gets Units of executor time and the
// sequential engine Units nodes.
func (e *Engine) Move(ctx context.Context, t Turn) (Decision, error) {
	if e.eng == nil {
		return Decision{}, fmt.Errorf("engine %s: used after Close", e.cfg.Name)
	}
	if len(t.History) == 0 {
		return Decision{}, fmt.Errorf("engine %s: the turn has no position", e.cfg.Name)
	}
	b := t.Budget
	if b.Time <= 0 && b.Units <= 0 && b.Depth <= 0 {
		return Decision{}, fmt.Errorf("engine %s: %w", e.cfg.Name, errNoBudget)
	}
	root := t.Position()
	keys := make([]uint64, len(t.History)-1)
	for i := range keys {
		keys[i] = t.History[i].Key()
	}
	lim, used := prepareMove(e.eng, e.sh, e.cfg.Sim, b, keys)
	start := time.Now()
	res, err := search.Iterate(ctx, eval.Checkers{}, root, lim, e.eng, e.cfg.OnIteration)
	if err != nil {
		return Decision{}, fmt.Errorf("engine %s: %w", e.cfg.Name, err)
	}
	if err := ctx.Err(); err != nil {
		return Decision{}, err
	}
	d := Decision{
		Move: res.Best, Analysed: true, Score: res.Score, Depth: res.Depth,
		PV: res.PV, Nodes: res.Stats.Nodes, Elapsed: time.Since(start),
		Used: used(res.Stats.Nodes),
	}
	return d, nil
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
