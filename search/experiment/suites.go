package experiment

import (
	"fmt"

	"frontier/search/games"
)

// SuiteWorkload is every position of one of a game's suites, searched to
// depth: the chess experiments' workloads (Bratko-Kopec for Weill, Kavka
// and Lu's comparison, Kaufman's for Kuszmaul's). An empty suite is the
// game's own. The workload is named "GAME/SUITE" so that rows of two
// suites of one game stay apart.
func SuiteWorkload(game, suite string, depth int) (Workload, error) {
	g, err := games.GameByName(game)
	if err != nil {
		return Workload{}, err
	}
	if depth < 1 {
		return Workload{}, fmt.Errorf("workload %s: depth %d: want 1 or more", game, depth)
	}
	own, _ := g.SuiteName()
	if suite == own {
		suite = ""
	}
	ps, err := g.NamedSuite(suite)
	if err != nil {
		return Workload{}, err
	}
	name := own
	if suite != "" {
		name = suite
	}
	w := Workload{Name: g.Name() + "/" + name, Game: g.Name(), Depth: depth, Suite: suite}
	for _, p := range ps {
		w.Positions = append(w.Positions, p.ID)
	}
	return w, nil
}
