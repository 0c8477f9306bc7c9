package engine

import (
	"context"
	"fmt"

	"frontier/search"
	"frontier/search/games"
)

// Result and Iteration are a search's outcome with moves in notation.
type (
	Result    = search.Result[string]
	Iteration = search.Iteration[string]
)

// AnyEngine is an Engine of some game with its types erased: it runs
// whole iterative-deepening searches (search.Iterate) on positions of its
// game.
type AnyEngine interface {
	// Search runs search.Iterate from root within lim, calling
	// onIteration (if not nil) after each completed iteration.
	Search(ctx context.Context, root games.Position, lim search.Limits, onIteration func(Iteration)) (Result, error)
	Controls
}

// BuildGame builds the engine s on g, checking s as Check does, and
// returns it with its types erased: what commands, sessions and
// experiments, which hold a games.Game, build their engines with. The
// engines are built by the backend that search/engine/all links.
func BuildGame(g games.Game, s Spec, env Env) (AnyEngine, error) {
	if backend == nil {
		return nil, fmt.Errorf("%q: %w", s, errNotLinked)
	}
	return backend.Build(g, s, env)
}
