package cli

import (
	"fmt"
	"slices"
	"strings"

	"frontier/assets"
	"frontier/search/experiment"
	"frontier/search/games"
)

// Bench on any registered game (--game). Checkers keeps what only its
// suite has: the 1992 match moves, Chinook's searches (Table C.1,
// --chinook-depth) and the thesis's parallel figures. Other games take
// their positions from their own suite (games.Game.Suite); their
// sequential table is the generic one below, and their parallel tables
// are the thesis's layout without the thesis's columns.

// benchCheckers is the game whose suite carries the match, Chinook's
// figures and the thesis's.
const benchCheckers = "checkers"

// benchPos is one position of a bench, of any game. For checkers it
// embeds the suite's test position, whose match move and Chinook
// search the sequential table shows and --chinook-depth uses; for the
// other games the embedded pointer is nil.
type benchPos struct {
	ID   string
	Pos  games.Position
	Note string // the suite's note: "bm Qd1+" for a chess test position
	*assets.TestPosition
}

// experiment gives p to the experiment package.
func (p benchPos) experiment() experiment.Position {
	return experiment.Position{ID: p.ID, Pos: p.Pos}
}

// benchGameDepths are the default depths of the other games, for the
// sequential and the parallel tables alike: the depths at which
// "frontier experiment narrow-wide" measures them, where a sequential
// search takes 0.26 (othello) to 0.78 million nodes (othello6) a position
// on average and the whole suite 1 to 7 seconds; synthetic searches its
// default trees (depth 10) to their leaves. Chess's 7 is the deepest odd
// depth at which the whole Bratko-Kopec suite takes about a minute
// (4.7 to 16 million nodes a position, with quiescence). A game not listed gets
// benchOtherDepth.
var benchGameDepths = map[string]int{"othello": 9, "othello6": 13, "tictactoe4": 11, "synthetic": 10, "chess": 7}

const benchOtherDepth = 9

// benchGameDepth is the default depth of a game other than checkers.
func benchGameDepth(g games.Game) int {
	if d, ok := benchGameDepths[g.Name()]; ok {
		return d
	}
	return benchOtherDepth
}

// benchGameDepthsText lists the default depths for the help:
// "othello 9, othello6 13, ...".
func benchGameDepthsText() string {
	var parts []string
	for _, g := range games.Games() {
		if g.Name() != benchCheckers {
			parts = append(parts, fmt.Sprintf("%s %d", g.Name(), benchGameDepth(g)))
		}
	}
	return strings.Join(parts, ", ")
}

// checkers reports whether the bench runs the checkers test suite, with
// the match, Chinook's searches and the thesis's figures beside ours.
func (c *benchConfig) checkers() bool { return c.Suite != nil }

// suiteText names the positions' suite in table titles: "suite
// tinsley-chinook-1992", "othello6 suite othello6-early".
func (c *benchConfig) suiteText() string {
	if c.Suite != nil {
		return "suite " + c.Suite.Name
	}
	if c.GameSuite != "" {
		return c.Game.Name() + " suite " + c.GameSuite
	}
	for _, s := range assets.GameSuites() {
		if s.Game == c.Game.Name() {
			return c.Game.Name() + " suite " + s.Name
		}
	}
	return c.Game.Name() + " suite"
}

// checkersPositions selects the positions of a checkers suite: ids, or
// all when ids is empty.
func checkersPositions(s *assets.Suite, ids string) ([]benchPos, error) {
	var tps []*assets.TestPosition
	if ids == "" {
		for i := range s.Positions {
			tps = append(tps, &s.Positions[i])
		}
	} else {
		for _, id := range strings.Split(ids, ",") {
			tp, err := s.Position(strings.TrimSpace(id))
			if err != nil {
				return nil, err
			}
			tps = append(tps, tp)
		}
	}
	out := make([]benchPos, len(tps))
	for i, tp := range tps {
		out[i] = benchPos{ID: tp.ID, Pos: games.Checkers(tp.Position), TestPosition: tp}
	}
	return out, nil
}

// gamePositions selects the positions of g's suite called name (its own
// when empty): ids, or all when ids is empty.
func gamePositions(g games.Game, name, ids string) ([]benchPos, error) {
	suite, err := g.NamedSuite(name)
	if err != nil {
		return nil, err
	}
	var out []benchPos
	if ids == "" {
		for _, sp := range suite {
			out = append(out, benchPos{ID: sp.ID, Pos: sp.Pos, Note: sp.Note})
		}
		return out, nil
	}
	for _, id := range strings.Split(ids, ",") {
		id = strings.TrimSpace(id)
		i := slices.IndexFunc(suite, func(sp games.SuitePosition) bool { return sp.ID == id })
		if i < 0 {
			known := make([]string, len(suite))
			for j, sp := range suite {
				known[j] = sp.ID
			}
			return nil, fmt.Errorf("no position %q in the %s suite %s (positions: %s)", id, g.Name(), suiteOrOwn(g, name), strings.Join(known, " "))
		}
		out = append(out, benchPos{ID: id, Pos: suite[i].Pos, Note: suite[i].Note})
	}
	return out, nil
}

// suiteOrOwn is name, or the name of g's own suite when name is empty.
func suiteOrOwn(g games.Game, name string) string {
	if name == "" {
		name, _ = g.SuiteName()
	}
	return name
}
