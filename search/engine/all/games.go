package all

import (
	"context"
	"fmt"
	"frontier/board"
	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
	"frontier/search"
	"frontier/search/engine"
	"frontier/search/eval"
	"frontier/search/games"
)

// gameTypes is the one list of game types that engines are built for,
// one line per type (both Othello boards are an eval.Othello).
//
// It holds types, not games, and it lives here rather than in package
// games: an engine is generic over the game's types (Build[G, P, M]), a
// games.Game has them erased, and Go has neither generic methods nor
// generic function values, so a Game cannot carry a method that builds
// its engine unless package games imports this package (and with it
// every parallel algorithm). A function generic over the types can
// build it; each line here instantiates one, bind, which recognises the
// games of its type. A new game of a new type is a registration in
// package games and a line here; TestEveryGameHasABuilder fails until
// the line is written.
var gameTypes = [...]func(games.Game) func(engine.Spec, engine.Env) (engine.AnyEngine, error){
	bind[eval.Checkers, checkers.Position, checkers.Move],
	bind[eval.Othello, othello.Position, othello.Move],
	bind[eval.TicTacToe, tictactoe.Position, tictactoe.Move],
	bind[eval.Synthetic, synthetic.Position, synthetic.Move],
	bind[eval.Chess, chess.Position, chess.Move],
}

// builder returns what builds g's engines, nil if g's type is not in
// gameTypes.
func builder(g games.Game) func(engine.Spec, engine.Env) (engine.AnyEngine, error) {
	for _, bind := range gameTypes {
		if build := bind(g); build != nil {
			return build
		}
	}
	return nil
}

// bind returns what builds the engines of g when g is a game of type G
// (a *games.Kit[G, P, M], the only implementation of games.Game), and
// nil otherwise.
func bind[G search.Game[P, M], P any, M board.Move](g games.Game) func(engine.Spec, engine.Env) (engine.AnyEngine, error) {
	k, ok := g.(*games.Kit[G, P, M])
	if !ok {
		return nil
	}
	return func(s engine.Spec, env engine.Env) (engine.AnyEngine, error) {
		e, err := Build(k.Rules(), s, env)
		if err != nil {
			return nil, err
		}
		return &anyEngine[G, P, M]{Engine: e, k: k}, nil
	}
}

// anyEngine erases an Engine's types.
type anyEngine[G search.Game[P, M], P any, M board.Move] struct {
	Engine[P, M]
	k *games.Kit[G, P, M]
}

func (e *anyEngine[G, P, M]) Search(ctx context.Context, root games.Position, lim search.Limits, onIteration func(engine.Iteration)) (engine.Result, error) {
	p := e.k.Unwrap(root)
	var on func(search.Iteration[M])
	if onIteration != nil {
		on = func(it search.Iteration[M]) { onIteration(eraseIteration(it)) }
	}
	res, err := search.Iterate(ctx, e.k.Rules(), p, lim, e.Engine, on)
	out := engine.Result{
		Score: res.Score, Depth: res.Depth, Move: res.Move, Line: res.Line,
		Best: res.Move, PV: res.Line, Stats: res.Stats, Elapsed: res.Elapsed, Stopped: res.Stopped,
	}
	for _, it := range res.Iterations {
		out.Iterations = append(out.Iterations, eraseIteration(it))
	}
	return out, err
}

func eraseIteration[M board.Move](it search.Iteration[M]) engine.Iteration {
	return engine.Iteration{
		Depth: it.Depth, SelDepth: it.SelDepth, Score: it.Score, Best: it.Move, PV: it.Line, Move: it.Move, Line: it.Line,
		Nodes: it.Nodes, Elapsed: it.Elapsed, Seconds: it.Seconds, NPS: it.NPS,
		TotalNodes: it.TotalNodes, TotalElapsed: it.TotalElapsed, Stats: it.Stats,
	}
}

// SearchMultiPV implements MultiPV for the sequential engines; a
// parallel engine says that it has no multi-PV.
func (e *anyEngine[G, P, M]) SearchMultiPV(ctx context.Context, root games.Position, lim search.Limits, n int, onIteration func(engine.MultiIteration)) error {
	seq, ok := e.Engine.(*seqEngine[G, P, M])
	if !ok {
		return fmt.Errorf("multi-PV: %s searches one line; use %s", e.Spec(), engine.Sequential)
	}
	p := e.k.Unwrap(root)
	g := e.k.Rules()
	_, err := search.IterateMultiPV(ctx, g, p, lim, seq.Sequential, n, func(it search.MultiIteration[M]) {
		if onIteration == nil {
			return
		}
		out := engine.MultiIteration{Lines: make([]engine.Line, len(it.Lines))}
		for i, l := range it.Lines {
			out.Lines[i] = engine.Line{Score: l.Score, PV: search.MoveStrings(g, p, l.PV)}
		}
		best := out.Lines[0]
		out.Iteration = engine.Iteration{
			Depth: it.Depth, Score: best.Score, Best: best.PV[0], PV: best.PV, Move: best.PV[0], Line: best.PV,
			Nodes: it.Nodes, Elapsed: it.Elapsed, Seconds: it.Elapsed.Seconds(), NPS: it.NPS,
			TotalNodes: it.TotalNodes, TotalElapsed: it.TotalElapsed, Stats: it.Stats,
		}
		onIteration(out)
	})
	return err
}
