package engine

import (
	"frontier/board/checkers"
	"frontier/search/games"
)

// Temporary: the game registry moved to package games; these keep its
// callers compiling until they name games directly.
type (
	Game          = games.Game
	Position      = games.Position
	SuitePosition = games.SuitePosition
)

const DefaultGame = games.DefaultGame

func Wrap(g Game, v any) (Position, error)  { return games.Wrap(g, v) }
func Checkers(p checkers.Position) Position { return games.Checkers(p) }
func Games() []Game                         { return games.Games() }
func GameNames() []string                   { return games.GameNames() }
func LookupGame(name string) (Game, bool)   { return games.LookupGame(name) }
func GameByName(name string) (Game, error)  { return games.GameByName(name) }
