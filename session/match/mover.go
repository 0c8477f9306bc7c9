package match

import (
	"context"
	"time"

	"frontier/search/games"
)

// Mover chooses the moves of one side of a game of any registered kind:
// an Engine, a Human, or anything a caller writes (FuncMover).
type Mover interface {
	// Name is what the game's record calls the player.
	Name() string
	// Move returns the decision for t. It must return promptly with
	// ctx's error once ctx is done. A move that is not one of
	// t.Position().Moves() ends the game with an error.
	Move(ctx context.Context, t Turn) (Decision, error)
}

// Turn is what a Mover is told when it is its turn.
type Turn struct {
	// Ply is the number of moves played so far in this game, opening
	// included.
	Ply int
	// Side is the side to move: 0 for the game's first player (Black in
	// checkers and Othello, X in tic-tac-toe), 1 for the other.
	Side int
	// History holds every position of the game, the start first and the
	// position to move from last. Keys of the positions before the last
	// are what an engine needs to see repetitions.
	History []games.Position
	// Moves are the moves played so far in the game's notation:
	// History[i+1] follows Moves[i].
	Moves []string
	// Budget is what this move may cost; Clock is the game clock when a
	// clock runs (Remaining indexed by side).
	Budget Budget
	Clock  *Clock
}

// Position returns the position to move from.
func (t Turn) Position() games.Position { return t.History[len(t.History)-1] }

// Decision is a Mover's answer: a move in the game's notation, or a
// resignation.
type Decision struct {
	Move   string
	Resign bool
	// Analysed is set by engines: Score (from the mover's side, in the
	// evaluation's units: a checker is 100), Depth (the last completed
	// nominal depth), PV and Nodes describe the search.
	Analysed bool
	Score    int
	Depth    int
	PV       []string
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
