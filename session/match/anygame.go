package match

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"frontier/board"
	"frontier/search"
	"frontier/search/engine"
)

// This file plays one game of any registered game (see engine.Games) on
// erased positions: the counterpart of PlayGame, which stays with
// checkers because checkers needs the whole history to end a game (the
// 40-move rule, repetition) and records games in PDN. The other games
// end where their rules say, at a position (engine.Position.Outcome), so
// the runner here needs nothing of a game but its erased position.

// AnyMover chooses the moves of one side of a game of any kind: an
// AnyEngine, or anything a caller writes (AnyFuncMover).
type AnyMover interface {
	// Name is what the game's record calls the player.
	Name() string
	// Move returns the decision for t. It must return promptly with
	// ctx's error once ctx is done. A move that is not one of
	// t.Position().Moves() ends the game with an error.
	Move(ctx context.Context, t AnyTurn) (AnyDecision, error)
}

// AnyTurn is what an AnyMover is told when it is its turn.
type AnyTurn struct {
	// Ply is the number of moves played so far in this game.
	Ply int
	// Side is the side to move: 0 for the game's first player (Black in
	// Othello, X in tic-tac-toe), 1 for the other.
	Side int
	// History holds every position of the game, the start first and the
	// position to move from last.
	History []engine.Position
	// Moves are the moves played so far in the game's notation:
	// History[i+1] follows Moves[i].
	Moves []string
	// Budget is what this move may cost; Clock is the game clock when a
	// clock runs (Remaining indexed by side).
	Budget Budget
	Clock  *Clock
}

// Position returns the position to move from.
func (t AnyTurn) Position() engine.Position { return t.History[len(t.History)-1] }

// AnyDecision is an AnyMover's answer: a move in the game's notation, or
// a resignation. The other fields mean what Decision's do.
type AnyDecision struct {
	Move     string
	Resign   bool
	Analysed bool
	Score    int
	Depth    int
	PV       []string
	Nodes    uint64
	Used     int64
	Elapsed  time.Duration
}

// AnyFuncMover turns a function into an AnyMover.
type AnyFuncMover struct {
	Player string
	Func   func(ctx context.Context, t AnyTurn) (AnyDecision, error)
}

// Name implements AnyMover.
func (f AnyFuncMover) Name() string { return f.Player }

// Move implements AnyMover.
func (f AnyFuncMover) Move(ctx context.Context, t AnyTurn) (AnyDecision, error) {
	return f.Func(ctx, t)
}

// Reasons a game of any kind ends by its rules; ReasonResignation,
// ReasonTimeForfeit and ReasonMoveCap end it early as in checkers.
const (
	// ReasonGameOver: the rules end the game with a win, a loss or a
	// draw and no margin (a line of four, a full board).
	ReasonGameOver = "game over"
	// ReasonFinalMargin is followed by the winner's margin: "final
	// margin 4" (Othello's discs, empty squares to the winner).
	ReasonFinalMargin = "final margin"
	// ReasonFinalValue is followed by the winner's value: "final value
	// 37" (a synthetic tree's leaf, scored in evaluation units).
	ReasonFinalValue = "final value"
)

// AnyOutcome is how a game of any kind ended, sides numbered as in
// AnyTurn.
type AnyOutcome struct {
	Over bool
	// Draw is set for a drawn game; otherwise Winner (0 or 1) won.
	Draw   bool
	Winner int
	// Margin is the winner's margin in a game decided by one
	// (board.Final), 0 otherwise.
	Margin int
	Reason string
}

// Result returns o as a result text: "1-0" when the first player (side
// 0) won, "0-1" when the second did, "1/2-1/2" for a draw and "*" for a
// game not over, as in this project's PDN.
func (o AnyOutcome) Result() string {
	switch {
	case !o.Over:
		return "*"
	case o.Draw:
		return "1/2-1/2"
	case o.Winner == 0:
		return "1-0"
	}
	return "0-1"
}

// OutcomeAt returns the outcome of p by its game's rules, not over if
// the game goes on. Position.Outcome scores the end for the side to move
// (board.Win, board.Final(margin), or a plain value); here it becomes
// who won and why.
func OutcomeAt(p engine.Position) AnyOutcome {
	score, over := p.Outcome()
	if !over {
		return AnyOutcome{}
	}
	o := AnyOutcome{Over: true, Draw: score == 0, Winner: p.Side()}
	if score < 0 {
		o.Winner = 1 - p.Side()
	}
	margin, isMargin := board.Margin(score)
	switch {
	case o.Draw || score == board.Win || score == board.Loss:
		o.Reason = ReasonGameOver
	case isMargin:
		o.Margin = max(margin, -margin)
		o.Reason = ReasonFinalMargin + " " + strconv.Itoa(o.Margin)
	default:
		o.Reason = ReasonFinalValue + " " + strconv.Itoa(max(score, -score))
	}
	return o
}

func wonBy(side int, reason string) AnyOutcome {
	return AnyOutcome{Over: true, Winner: side, Reason: reason}
}

// AnyGameConfig describes one game of any kind.
type AnyGameConfig struct {
	// Start is the position the game starts from (required); it says
	// which game is played.
	Start engine.Position
	// Sides[s] plays side s: Sides[0] the game's first player.
	Sides [2]AnyMover
	Time  TimeControl
	// MaxPlies adjudicates the game a draw when it reaches this many
	// plies (DefaultMaxPlies if 0, none if negative). The registered
	// games end well before it; it guards against a game that loops.
	MaxPlies int
	// Tags are written first, in order (Event, Date, Round, ...); the
	// runner adds Game, the players under their sides' names, Result,
	// Termination and Position.
	Tags []Tag
	// Comments adds each engine move's score and depth to the record.
	Comments bool
	// OnMove, if not nil, is called after every move on the game's
	// goroutine, before the next mover is asked.
	OnMove func(AnyMoveEvent)
}

// AnyMoveEvent reports one move of a game in progress.
type AnyMoveEvent struct {
	Ply      int
	Side     int
	Player   string
	Move     string
	Decision AnyDecision
	// Position is the position after the move, Clock the clocks after
	// it (nil without a game clock).
	Position engine.Position
	Clock    *Clock
}

// AnyGameResult is a finished (or interrupted) game.
type AnyGameResult struct {
	Record  Record
	Outcome AnyOutcome
}

// SideNames returns the names of g's two sides as its players know them
// ("Black" and "White", "X" and "O"), side 0 first: the name of the side
// to move at the start and after a first move (every registered game
// alternates; a forced pass is a move).
func SideNames(g engine.Game) [2]string {
	names := [2]string{"first", "second"}
	p := g.Start()
	names[p.Side()] = p.SideName()
	if ms := p.Moves(); len(ms) > 0 {
		if q, err := p.Play(ms[0]); err == nil && q.Side() != p.Side() {
			names[q.Side()] = q.SideName()
		}
	}
	return names
}

// PlayAnyGame plays one game to its end by its rules (OutcomeAt), or
// until the move cap, a resignation or a flag fall ends it. When ctx is
// cancelled it returns the game so far, with result "*", and ctx's
// error.
func PlayAnyGame(ctx context.Context, cfg AnyGameConfig) (AnyGameResult, error) {
	if cfg.Sides[0] == nil || cfg.Sides[1] == nil {
		return AnyGameResult{}, errors.New("game: both sides need a mover")
	}
	l, err := NewLive(cfg.Start, cfg.Time, cfg.MaxPlies, nil)
	if err != nil {
		return AnyGameResult{}, err
	}
	names := [2]string{cfg.Sides[0].Name(), cfg.Sides[1].Name()}
	err = l.run(ctx, names, cfg.Comments, func(ctx context.Context, side int) (AnyDecision, error) {
		t := AnyTurn{Ply: l.Ply(), Side: side, History: slices.Clone(l.History()), Moves: slices.Clone(l.Moves()), Budget: l.Budget()}
		if l.clock != nil {
			c := *l.clock
			t.Clock = &c
		}
		l.StartTurn()
		return cfg.Sides[side].Move(ctx, t)
	}, func(ply, side int, d AnyDecision) {
		if cfg.OnMove != nil {
			cfg.OnMove(AnyMoveEvent{Ply: ply, Side: side, Player: names[side], Move: d.Move, Decision: d, Position: l.Position(), Clock: l.clockCopy()})
		}
	})
	rec := l.Record(names, cfg.Tags...)
	if !cfg.Comments {
		rec.Comments = nil
	} else if rec.Comments == nil {
		rec.Comments = make([]string, len(rec.Moves))
	}
	return AnyGameResult{Record: rec, Outcome: l.Outcome()}, err
}

// clockCopy returns a copy of the clocks, nil without a game clock.
func (l *Live) clockCopy() *Clock {
	if l.clock == nil {
		return nil
	}
	c := *l.clock
	return &c
}

// run plays the game on l to its end: ask returns the decision of the
// side to move, which is checked and played, and moved reports it. ask
// calls l.StartTurn just before it asks the mover, so that the side's
// clock runs while it thinks and not while the runner prepares its turn. A
// mover's error, or an illegal move, ends the game with an error; when
// ctx is cancelled run returns ctx's error with the game not over.
func (l *Live) run(ctx context.Context, names [2]string, comments bool, ask func(ctx context.Context, side int) (AnyDecision, error), moved func(ply, side int, d AnyDecision)) error {
	for !l.outcome.Over {
		if err := ctx.Err(); err != nil {
			return err
		}
		p := l.Position()
		if len(p.Moves()) == 0 {
			return fmt.Errorf("game: ply %d: no legal moves in %s, but the game is not over", l.Ply()+1, p)
		}
		side := p.Side()
		d, err := ask(ctx, side)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("game: ply %d, %s (%s): %w", l.Ply()+1, names[side], p.SideName(), err)
		}
		if d.Resign {
			l.Resign(side)
			return nil
		}
		comment := ""
		if comments && d.Analysed {
			comment = anyAnalysisComment(d)
		}
		ply := l.Ply()
		if err := l.Play(d.Move, comment); err != nil {
			return fmt.Errorf("game: ply %d, %s (%s) chose %q, not a legal move in %s: %w", ply+1, names[side], p.SideName(), d.Move, p, err)
		}
		if l.Ply() > ply {
			moved(ply, side, d)
		}
	}
	return nil
}

// anyAnalysisComment is analysisComment with the games' final margins:
// "final margin +4 depth 12" when the search saw the end of the game.
func anyAnalysisComment(d AnyDecision) string {
	if !search.IsWinScore(d.Score) {
		if m, ok := board.Margin(d.Score); ok {
			return fmt.Sprintf("%s %+d depth %d", ReasonFinalMargin, m, d.Depth)
		}
	}
	return analysisComment(Decision{Score: d.Score, Depth: d.Depth})
}
