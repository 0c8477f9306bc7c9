package engine

import "frontier/assets"

// SuiteName returns the name of the suite g.Suite returns, as the
// commands print it, and the description of how its positions were
// chosen when the suite is an embedded file that has one. Checkers' is
// the thesis's test suite; a game with a suite file in assets takes that
// file's name; any other game's suite (synthetic's ten seeds) is called
// after the game.
//
// The names live in assets and in register_games.go; until register
// records a suite's name beside its loader, this looks them up by game.
func SuiteName(g Game) (name, doc string) {
	if g.Name() == "checkers" {
		return assets.TinsleyChinook1992, ""
	}
	for _, s := range assets.GameSuites() {
		if s.Game == g.Name() {
			return s.Name, s.Doc
		}
	}
	return g.Name() + "-suite", ""
}
