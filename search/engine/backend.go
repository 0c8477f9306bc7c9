package engine

import (
	"errors"

	"frontier/search/games"
)

// The engines themselves (the sequential engine, every parallel
// algorithm of every family, on every game type) are built by package
// search/engine/all, which links them and registers itself here when it
// is imported. This package holds what crosses the layers: the spec, the
// environment, the type-erased engine and the list of engines, so that a
// session or a pane can name, check and run an engine without linking
// the algorithms. A program that runs searches (main, through
// internal/cli) or a test that does imports search/engine/all, as a
// program that uses database/sql imports its driver.

// Backend builds engines and says which exist.
type Backend interface {
	// List returns every engine in listing order.
	List() []Info
	// CheckParams checks the parameters of a parallel spec whose name
	// and P are good.
	CheckParams(s Spec) error
	// Build builds s on g in env, checking s as Spec.Check does.
	Build(g games.Game, s Spec, env Env) (AnyEngine, error)
}

var backend Backend

// Register makes b the backend; search/engine/all calls it from its init
// function. A second registration is a programming error and panics.
func Register(b Backend) {
	if backend != nil {
		panic("engine.Register: a backend is registered already")
	}
	backend = b
}

var errNotLinked = errors.New(`no engines are linked into this program: import _ "frontier/search/engine/all"`)
