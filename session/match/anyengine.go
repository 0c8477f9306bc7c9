package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/parallel"
)

// AnyEngineConfig configures an AnyEngine: EngineConfig with the game
// to play.
type AnyEngineConfig struct {
	// Game is the game the engine plays (required).
	Game    engine.Game
	Player  Player
	Sim     bool
	HashMiB int
	Name    string
	// Egdb is as in EngineConfig.
	Egdb string
	// OnIteration, if not nil, is called after every completed iteration
	// of every move, on the game's goroutine.
	OnIteration func(engine.Iteration)
	Monitor     *parallel.Monitor
}

// AnyEngine is an AnyMover that searches, on any registered game: what
// Engine is for checkers, built through the game registry
// (engine.Game.New) with its own tables, rebuilt and cleared before
// every game. It is not safe for concurrent use.
type AnyEngine struct {
	cfg AnyEngineConfig
	sh  *search.Shared
	eng engine.AnyEngine // nil after Close
}

// NewAnyEngine builds an engine of cfg.Game and its tables. Close it
// when done.
func NewAnyEngine(cfg AnyEngineConfig) (*AnyEngine, error) {
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
	e := &AnyEngine{cfg: cfg, sh: sh}
	if err := e.start(); err != nil {
		return nil, err
	}
	return e, nil
}

func (e *AnyEngine) start() error {
	// A playing engine: the game's play options (chess: the selective
	// search; other games: the default search).
	env := engine.Env{Shared: e.sh, Options: e.cfg.Game.PlayOptions(), Sim: e.cfg.Sim, Monitor: e.cfg.Monitor, Egdb: e.cfg.Egdb}
	eng, err := e.cfg.Game.New(e.cfg.Player, env)
	if err != nil {
		return fmt.Errorf("engine %s: %w", e.cfg.Name, err)
	}
	e.eng = eng
	return nil
}

// Name implements AnyMover.
func (e *AnyEngine) Name() string { return e.cfg.Name }

// Player returns the engine's algorithm and searcher count.
func (e *AnyEngine) Player() Player { return e.cfg.Player }

// Game returns the game the engine plays.
func (e *AnyEngine) Game() engine.Game { return e.cfg.Game }

// NewGame forgets everything learnt in earlier games, as Engine.NewGame
// does.
func (e *AnyEngine) NewGame() error {
	e.sh.Clear()
	if e.eng != nil {
		e.eng.Close()
		e.eng = nil
	}
	return e.start()
}

// Close stops a parallel engine's searchers. The engine cannot be used
// afterwards.
func (e *AnyEngine) Close() {
	if e.eng != nil {
		e.eng.Close()
		e.eng = nil
	}
}

// Move implements AnyMover: an iterative-deepening search of the
// position to move from within t.Budget, budgets counted as by
// Engine.Move.
func (e *AnyEngine) Move(ctx context.Context, t AnyTurn) (AnyDecision, error) {
	if e.eng == nil {
		return AnyDecision{}, fmt.Errorf("engine %s: used after Close", e.cfg.Name)
	}
	if len(t.History) == 0 {
		return AnyDecision{}, fmt.Errorf("engine %s: the turn has no position", e.cfg.Name)
	}
	root := t.Position()
	if g := root.Game(); g == nil || g.Name() != e.cfg.Game.Name() {
		return AnyDecision{}, fmt.Errorf("engine %s plays %s, not %s", e.cfg.Name, e.cfg.Game.Name(), gameNameOf(g))
	}
	b := t.Budget
	if b.Time <= 0 && b.Units <= 0 && b.Depth <= 0 {
		return AnyDecision{}, fmt.Errorf("engine %s: %w", e.cfg.Name, errNoBudget)
	}
	keys := make([]uint64, len(t.History)-1)
	for i := range keys {
		keys[i] = t.History[i].Key()
	}
	lim, used := prepareMove(e.eng, e.sh, e.cfg.Sim, b, keys)
	start := time.Now()
	res, err := e.eng.Search(ctx, root, lim, e.cfg.OnIteration)
	if err != nil {
		return AnyDecision{}, fmt.Errorf("engine %s: %w", e.cfg.Name, err)
	}
	if err := ctx.Err(); err != nil {
		return AnyDecision{}, err
	}
	if res.Best == "" {
		return AnyDecision{}, fmt.Errorf("engine %s: the search found no move in %s", e.cfg.Name, root)
	}
	return AnyDecision{
		Move: res.Best, Analysed: true, Score: res.Score, Depth: res.Depth,
		PV: res.PV, Nodes: res.Stats.Nodes, Elapsed: time.Since(start),
		Used: used(res.Stats.Nodes),
	}, nil
}

func gameNameOf(g engine.Game) string {
	if g == nil {
		return "no game"
	}
	return g.Name()
}
