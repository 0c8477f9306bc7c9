package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/games"
)

// DefaultHashMiB is the transposition table size of each engine: big
// enough for a few seconds a move on this engine's node rate, small enough
// that two engines and the UI fit comfortably in memory.
const DefaultHashMiB = 32

// EngineConfig configures an Engine.
type EngineConfig struct {
	// Game is the game the engine plays (required).
	Game   games.Game
	Player Player
	// Options, if not nil, are the engine's search options; nil plays
	// the game's play options (games.Game.PlayOptions).
	Options *search.Options
	// Sim runs a parallel engine on the simulator; budgets are then in
	// virtual units (see Budget).
	Sim bool
	// HashMiB is the size of this engine's own transposition table
	// (DefaultHashMiB if 0).
	HashMiB int
	// Egdb chooses the endgame database (engine.Env.Egdb) of a game that
	// has one (checkers): the user's cache directory's by default.
	Egdb string
	// Name is the player's name in the records' tags; Player.String() if
	// empty.
	Name string
	// OnIteration, if not nil, is called after every completed iteration
	// of every move, on the game's goroutine: a UI shows the engine
	// thinking with it.
	OnIteration func(engine.Iteration)
	// Monitor, if not nil, receives snapshots of a parallel search for a
	// live display of the searchers.
	Monitor *account.Monitor
}

// Engine is a Mover that searches, on any registered game: the
// sequential engine or a parallel algorithm, built through the game
// registry (engine.BuildGame) with its own tables, rebuilt and cleared
// before every game. It is not safe for concurrent use: one game at a
// time.
type Engine struct {
	cfg EngineConfig
	sh  *search.Shared
	eng engine.AnyEngine // nil after Close
}

// NewEngine builds an engine of cfg.Game and its tables. Close it when
// done: a parallel engine runs searcher goroutines.
func NewEngine(cfg EngineConfig) (*Engine, error) {
	if cfg.Game == nil {
		return nil, errors.New("engine: no game")
	}
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

func (e *Engine) start() error {
	// A playing engine: the game's play options (chess: the selective
	// search; other games: the default search).
	opts := e.cfg.Game.PlayOptions()
	if e.cfg.Options != nil {
		opts = *e.cfg.Options
	}
	env := engine.Env{Shared: e.sh, Options: opts, Sim: e.cfg.Sim, Monitor: e.cfg.Monitor, Egdb: e.cfg.Egdb}
	eng, err := engine.BuildGame(e.cfg.Game, e.cfg.Player, env)
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

// Game returns the game the engine plays.
func (e *Engine) Game() games.Game { return e.cfg.Game }

// NewGame forgets everything learnt in earlier games: the table is
// cleared and the engine rebuilt.
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

// Move implements Mover: an iterative-deepening search of the
// position to move from within t.Budget (see prepareMove).
func (e *Engine) Move(ctx context.Context, t Turn) (Decision, error) {
	if e.eng == nil {
		return Decision{}, fmt.Errorf("engine %s: used after Close", e.cfg.Name)
	}
	if len(t.History) == 0 {
		return Decision{}, fmt.Errorf("engine %s: the turn has no position", e.cfg.Name)
	}
	root := t.Position()
	if g := root.Game(); g == nil || g.Name() != e.cfg.Game.Name() {
		return Decision{}, fmt.Errorf("engine %s plays %s, not %s", e.cfg.Name, e.cfg.Game.Name(), gameNameOf(g))
	}
	b := t.Budget
	if b.Time <= 0 && b.Units <= 0 && b.Depth <= 0 && b.Nodes == 0 {
		return Decision{}, fmt.Errorf("engine %s: %w", e.cfg.Name, errNoBudget)
	}
	keys := make([]uint64, len(t.History)-1)
	for i := range keys {
		keys[i] = t.History[i].Key()
	}
	lim, used := prepareMove(e.eng, e.sh, e.cfg.Sim, b, keys)
	start := time.Now()
	res, err := e.eng.Search(ctx, root, lim, e.cfg.OnIteration)
	if err != nil {
		return Decision{}, fmt.Errorf("engine %s: %w", e.cfg.Name, err)
	}
	if err := ctx.Err(); err != nil {
		return Decision{}, err
	}
	if res.Best == "" {
		return Decision{}, fmt.Errorf("engine %s: the search found no move in %s", e.cfg.Name, root)
	}
	return Decision{
		Move: res.Best, Analysed: true, Score: res.Score, Depth: res.Depth,
		PV: res.PV, Nodes: res.Stats.Nodes, Elapsed: time.Since(start),
		Used: used(res.Stats.Nodes),
	}, nil
}

var errNoBudget = errors.New("no budget: give time, units, nodes or a depth")

// moveEngine is what prepareMove needs of an engine, of whatever game:
// engine.AnyEngine has it.
type moveEngine interface {
	Spec() engine.Spec
	Simulated() bool
	SetPath(keys []uint64)
	SetMoveTime(budget account.Time)
	StartMove()
	Now() account.Time
}

// prepareMove readies e for one move within b, keys being the game's
// positions before the root (for repetitions), and returns the limits of
// its iterative deepening and a function that, given the nodes the search
// took, returns the virtual time it used (0 outside the simulator). In
// the simulator a parallel engine gets Units of executor time and the
// sequential engine Units nodes; on the real executor it gets b.Time,
// or b.Nodes nodes.
// Every game's engine moves through here, so that budgets mean the same
// for all of them.
func prepareMove(e moveEngine, sh *search.Shared, sim bool, b Budget, keys []uint64) (search.Limits, func(nodes uint64) int64) {
	lim := search.Limits{Depth: min(b.Depth, search.MaxDepth)}
	e.SetPath(keys)
	var startUnits account.Time
	switch {
	case e.Simulated():
		// A simulated engine's budget is machine time, which the
		// engine itself enforces.
		e.SetMoveTime(account.Time(b.Units))
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
		lim.Time, lim.MaxTime, lim.Nodes = b.Time, b.MaxTime, b.Nodes
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
