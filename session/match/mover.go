package match

import (
	"context"
	"time"

	"frontier/board/checkers"
)

// Mover chooses the moves of one side: an Engine, a Human, or anything
// a caller writes (FuncMover).
type Mover interface {
	// Name is what the PDN's Black or White tag records.
	Name() string
	// Move returns the decision for t. It must return promptly with
	// ctx's error once ctx is done. A Move that is not legal in
	// t.Position() ends the game with an error.
	Move(ctx context.Context, t Turn) (Decision, error)
}

// Turn is what a Mover is told when it is its turn.
type Turn struct {
	// Ply is the number of moves played so far, opening included.
	Ply  int
	Side checkers.Color
	// History holds every position of the game, the start first and the
	// position to move from last. Keys of the positions before the last
	// are what an engine needs to see repetitions.
	History []checkers.Position
	// Moves are the moves played so far: History[i+1] follows Moves[i].
	Moves []checkers.Move
	// Budget is what this move may cost; Clock is the game clock when a
	// clock runs.
	Budget Budget
	Clock  *Clock
}

// Position returns the position to move from.
func (t Turn) Position() checkers.Position { return t.History[len(t.History)-1] }

// Decision is a Mover's answer: a move, or a resignation.
type Decision struct {
	Move   checkers.Move
	Resign bool
	// Analysed is set by engines: Score (from the mover's side, in the
	// evaluation's units where a checker is 100), Depth (the last
	// completed nominal depth), PV and Nodes describe the search.
	Analysed bool
	Score    int
	Depth    int
	PV       []checkers.Move
	Nodes    uint64
	// Used is the virtual time the move took in the simulator (nodes
	// for the sequential engine), 0 on the real executor.
	Used int64
	// Elapsed is the wall-clock time the move took.
	Elapsed time.Duration
}

// FuncMover turns a function into a Mover, for callers with their own
// source of moves (a test, an opening book, a remote player).
type FuncMover struct {
	Player string
	Func   func(ctx context.Context, t Turn) (Decision, error)
}

// Name implements Mover.
func (f FuncMover) Name() string { return f.Player }

// Move implements Mover.
func (f FuncMover) Move(ctx context.Context, t Turn) (Decision, error) { return f.Func(ctx, t) }
