package games

import (
	"fmt"
	"frontier/search"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
	"frontier/search/eval"
)

// The registered games, one line each, in listing order: checkers (the
// default) first, then the wide games; chess, the newest, last.
func init() {
	ck := register(eval.Checkers{}, "English draughts (checkers): narrow, 2.84 moves a node in the thesis's trees",
		suite[checkers.Position]{name: assets.TinsleyChinook1992, load: checkersSuite},
		func(p checkers.Position, d int) uint64 { return checkers.Perft(p, d, false) })
	ck.playOptions = checkersPlay
	o8 := register(eval.Othello8, "Othello on the 8×8 board: wide, about 13 moves a node in middle games", textSuite[othello.Position](eval.Othello8, assets.OthelloSuite), othello.Perft,
		textSuite[othello.Position](eval.Othello8, assets.OthelloFFOSuite))
	o8.movesLeftOf = othelloMovesLeft
	o6 := register(eval.Othello6, "Othello on the 6×6 board: solved, the second player wins 20-16", textSuite[othello.Position](eval.Othello6, assets.Othello6Suite), othello.Perft)
	o6.movesLeftOf = othelloMovesLeft
	register(eval.TicTacToe{}, "4×4 tic-tac-toe (four in a line): the DIB paper's small game, solved a draw", textSuite[tictactoe.Position](eval.TicTacToe{}, assets.TicTacToeSuite), tictactoe.Perft)
	register(eval.Synthetic{Rules: defaultSynthetic}, "synthetic game trees from a seed: branching, depth and move-ordering quality set by hand", suite[synthetic.Position]{name: "synthetic-seeds", doc: "ten trees of ten moves a node, depth 10, best move first 90% of the time, seeds 1-10", load: syntheticSuite}, synthetic.Perft)
	ch := register(eval.Chess{}, "chess: wide, about 35 moves a node in the thesis's Bratko-Kopec trees", textSuite[chess.Position](eval.Chess{}, assets.BratkoKopecSuite), chess.Perft,
		textSuite[chess.Position](eval.Chess{}, assets.KaufmanSuite))
	ch.playOptions = search.PlayOptions() // the selective search, every part
}

// othelloMovesLeft: every move fills one empty square and the sides
// alternate, so the side to move has half of them left, rounded up
// (more only where the other side passes).
func othelloMovesLeft(p *othello.Position) int { return (p.Empties() + 1) / 2 }

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

// textSuite is an embedded suite of position texts (assets.GameSuite),
// read with g's parser when it is loaded.
func textSuite[P any](g interface {
	ParsePosition(string) (P, error)
}, gs func() assets.GameSuite) suite[P] {
	s := gs()
	return suite[P]{name: s.Name, doc: s.Doc, load: func() ([]item[P], error) {
		out := make([]item[P], len(s.Positions))
		for i, sp := range s.Positions {
			p, err := g.ParsePosition(sp.Text)
			if err != nil {
				return nil, fmt.Errorf("%s position %s: %w", s.Name, sp.ID, err)
			}
			out[i] = item[P]{ID: sp.ID, Pos: p, Note: sp.Note}
		}
		return out, nil
	}}
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

// checkersPlay is how checkers plays (matches, play mode, the Hub): the
// default search with enhanced transposition cutoffs and ProbCut, the
// two parts of the selective search whose gain in self-play excludes
// zero (+48 ± 20 Elo over 400 games at 20,000 nodes a move, +38 ± 27
// over 200 at 50,000; docs/checkers-strength.md). Late-move reductions
// (+7 ± 19) and the forcing extension (−48 ± 21) did not, and stay off.
// Analyses, exact mode and the papers' measurements keep
// search.DefaultOptions.
var checkersPlay = func() search.Options {
	o := search.DefaultOptions()
	o.ETC, o.ProbCut = true, true
	return o
}()
