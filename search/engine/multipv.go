package engine

import (
	"context"
	"fmt"

	"frontier/search"
	"frontier/search/games"
)

// Line is one line of a multi-PV search in the game's notation: the score
// from the root's side to move and the principal variation, whose first
// move is the root move the line is about.
type Line struct {
	Score int
	PV    []string
}

// MultiIteration is one iteration of a multi-PV search: Iteration
// describes the first line (the best move) and the whole iteration's
// counters, Lines every line, best first.
type MultiIteration struct {
	Iteration
	Lines []Line
}

// MultiPV is implemented by the engines that can search several lines:
// the sequential ones. A parallel engine searches one principal
// variation, the thesis's subject.
type MultiPV interface {
	// SearchMultiPV runs search.IterateMultiPV from root for the n best
	// moves (1..search.MaxLines) within lim, calling onIteration after
	// each iteration.
	SearchMultiPV(ctx context.Context, root games.Position, lim search.Limits, n int, onIteration func(MultiIteration)) error
}

// SearchMultiPV implements MultiPV for the sequential engines; a
// parallel engine says that it has no multi-PV.
func (e *anyEngine[G, P, M]) SearchMultiPV(ctx context.Context, root games.Position, lim search.Limits, n int, onIteration func(MultiIteration)) error {
	seq, ok := e.Engine.(*seqEngine[G, P, M])
	if !ok {
		return fmt.Errorf("multi-PV: %s searches one line; use %s", e.Spec(), Sequential)
	}
	p := e.k.Unwrap(root)
	g := e.k.Rules()
	_, err := search.IterateMultiPV(ctx, g, p, lim, seq.Sequential, n, func(it search.MultiIteration[M]) {
		if onIteration == nil {
			return
		}
		out := MultiIteration{Lines: make([]Line, len(it.Lines))}
		for i, l := range it.Lines {
			out.Lines[i] = Line{Score: l.Score, PV: search.MoveStrings(g, p, l.PV)}
		}
		best := out.Lines[0]
		out.Iteration = Iteration{
			Depth: it.Depth, Score: best.Score, Best: best.PV[0], PV: best.PV, Move: best.PV[0], Line: best.PV,
			Nodes: it.Nodes, Elapsed: it.Elapsed, Seconds: it.Elapsed.Seconds(), NPS: it.NPS,
			TotalNodes: it.TotalNodes, TotalElapsed: it.TotalElapsed, Stats: it.Stats,
		}
		onIteration(out)
	})
	return err
}
