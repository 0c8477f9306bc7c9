package engine

import (
	"fmt"
	"strings"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
	"frontier/search/eval"
)

// The registered games, one line each, in listing order: checkers (the
// default) first, then the wide games.
func init() {
	register(eval.Checkers{}, "English draughts (checkers): narrow, 2.84 moves a node in the thesis's trees", checkersSuite,
		func(p checkers.Position, d int) uint64 { return checkers.Perft(p, d, false) })
	register(eval.TicTacToe{}, "4×4 tic-tac-toe (four in a line): the DIB paper's small game, solved a draw", tictactoeSuite, tictactoe.Perft)
	register(eval.Synthetic{Rules: defaultSynthetic}, "synthetic game trees from a seed: branching, depth and move-ordering quality set by hand", syntheticSuite, synthetic.Perft)
}

// checkersSuite is the thesis's test suite: the twenty Tinsley-Chinook
// positions of 1992.
func checkersSuite() ([]item[checkers.Position], error) {
	s, err := assets.LoadSuite(assets.TinsleyChinook1992)
	if err != nil {
		return nil, err
	}
	out := make([]item[checkers.Position], len(s.Positions))
	for i, tp := range s.Positions {
		out[i] = item[checkers.Position]{ID: tp.ID, Pos: tp.Position, Note: "match move " + tp.MatchMove}
	}
	return out, nil
}

// tictactoeSuite is the empty board and the openings that differ up to
// symmetry: a corner, an edge square and a centre square for X, and a
// few replies.
func tictactoeSuite() ([]item[tictactoe.Position], error) {
	lines := []struct{ id, moves, note string }{
		{"empty", "", "the empty board: a draw"},
		{"corner", "a1", "X in a corner"},
		{"edge", "b1", "X on an edge square"},
		{"centre", "b2", "X in the centre"},
		{"corner-centre", "a1 b2", "X corner, O centre"},
		{"centre-corner", "b2 a1", "X centre, O corner"},
	}
	out := make([]item[tictactoe.Position], 0, len(lines))
	for _, l := range lines {
		p := tictactoe.Start()
		for _, text := range strings.Fields(l.moves) {
			m, err := p.ParseMove(text)
			if err != nil {
				return nil, fmt.Errorf("opening %s: %w", l.id, err)
			}
			p = p.Play(m)
		}
		out = append(out, item[tictactoe.Position]{ID: l.id, Pos: p, Note: l.note})
	}
	return out, nil
}

// defaultSynthetic is the tree `--game synthetic` starts from: ten moves a
// node, depth 10, best move first 90% of the time, seed 1.
var defaultSynthetic = mustSyntheticRules("b=10,depth=10,q=0.9,seed=1")

// syntheticSuite is ten trees of the default shape with seeds 1-10.
func syntheticSuite() ([]item[synthetic.Position], error) {
	var out []item[synthetic.Position]
	for seed := 1; seed <= 10; seed++ {
		text := fmt.Sprintf("b=10,depth=10,q=0.9,seed=%d", seed)
		p, err := synthetic.ParsePosition(text)
		if err != nil {
			return nil, err
		}
		out = append(out, item[synthetic.Position]{ID: fmt.Sprintf("seed%d", seed), Pos: p, Note: text})
	}
	return out, nil
}

func mustSyntheticRules(text string) synthetic.Rules {
	params, err := synthetic.ParseParams(text)
	if err != nil {
		panic(err)
	}
	r, err := synthetic.NewRules(params)
	if err != nil {
		panic(err)
	}
	return r
}
