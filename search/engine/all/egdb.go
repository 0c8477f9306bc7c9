package all

import (
	"frontier/board"
	"frontier/search"
	"frontier/search/engine"
	"frontier/search/eval"
)

// withDatabase gives a checkers game without a database the one env
// chooses; a game that brings its own database keeps it, and other games
// are returned as they are.
func withDatabase[G any](g G, env engine.Env) (G, error) {
	c, ok := any(g).(eval.Checkers)
	if !ok || c.DB != nil || env.Egdb == engine.EgdbOff {
		return g, nil
	}
	db, _, err := engine.Database(env.Egdb)
	if err != nil || db == nil {
		return g, err
	}
	c.DB = db
	return any(c).(G), nil
}

// oracleOf is g's root oracle (a checkers game with a database), or
// nil.
func oracleOf[G search.Game[P, M], P any, M board.Move](g G) search.RootOracle[P, M] {
	o, _ := any(g).(search.RootOracle[P, M])
	return o
}
