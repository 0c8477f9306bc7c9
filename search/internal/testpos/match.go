package testpos

import (
	"frontier/assets"
	"frontier/board/checkers"
)

// MatchGames returns every position of the embedded 1992 match games that
// has a move to play, in game order: a large, realistic set for tests
// that sample it (the exact-value tests of the parallel algorithms).
func MatchGames() ([]checkers.Position, error) {
	s, err := assets.LoadSuite(assets.TinsleyChinook1992)
	if err != nil {
		return nil, err
	}
	var all []checkers.Position
	for _, g := range s.Games {
		for _, p := range g.PDN.Positions() {
			if len(p.LegalMoves()) > 0 {
				all = append(all, p)
			}
		}
	}
	return all, nil
}
