package engine

import (
	"context"

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
