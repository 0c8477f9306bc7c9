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
	g := cfg.Start.Game()
	if g == nil {
		return AnyGameResult{}, errors.New("game: no start position")
	}
	names := SideNames(g)
	rec := Record{Start: cfg.Start}
	rec.SetTag("Game", g.Name())
	for _, t := range cfg.Tags {
		rec.SetTag(t.Name, t.Value)
	}
	rec.SetTag(names[0], cfg.Sides[0].Name())
	rec.SetTag(names[1], cfg.Sides[1].Name())
	maxPlies := cfg.MaxPlies
	if maxPlies == 0 {
		maxPlies = DefaultMaxPlies
	}
	r := &anyRun{cfg: cfg, rec: &rec, history: []engine.Position{cfg.Start}}
	if cfg.Time.Clocked() {
		r.clock = &Clock{Remaining: [2]time.Duration{cfg.Time.Base, cfg.Time.Base}}
	}
	out, err := r.play(ctx, maxPlies)
	rec.Result = out.Result()
	rec.SetTag("Result", rec.Result)
	if out.Over {
		rec.SetTag("Termination", out.Reason)
	}
	rec.SetTag("Position", cfg.Start.String())
	return AnyGameResult{Record: rec, Outcome: out}, err
}

// anyRun is the state of a game being played.
type anyRun struct {
	cfg     AnyGameConfig
	rec     *Record
	history []engine.Position
	clock   *Clock
}

func (r *anyRun) play(ctx context.Context, maxPlies int) (AnyOutcome, error) {
	for {
		p := r.history[len(r.history)-1]
		if out := OutcomeAt(p); out.Over {
			return out, nil
		}
		if maxPlies > 0 && len(r.rec.Moves) >= maxPlies {
			return AnyOutcome{Over: true, Draw: true, Reason: ReasonMoveCap + " (" + strconv.Itoa(maxPlies) + " plies)"}, nil
		}
		if err := ctx.Err(); err != nil {
			return AnyOutcome{}, err
		}
		legal := p.Moves()
		if len(legal) == 0 {
			return AnyOutcome{}, fmt.Errorf("game: ply %d: no legal moves in %s, but the game is not over", len(r.rec.Moves)+1, p)
		}
		side := p.Side()
		mover := r.cfg.Sides[side]
		t := AnyTurn{
			Ply:     len(r.rec.Moves),
			Side:    side,
			History: slices.Clone(r.history),
			Moves:   slices.Clone(r.rec.Moves),
		}
		remaining := time.Duration(0)
		if r.clock != nil {
			remaining = r.clock.Remaining[side]
			c := *r.clock
			t.Clock = &c
		}
		t.Budget = r.cfg.Time.MoveBudget(remaining)
		began := time.Now()
		d, err := mover.Move(ctx, t)
		used := time.Since(began)
		if err != nil {
			if ctx.Err() != nil {
				return AnyOutcome{}, ctx.Err()
			}
			return AnyOutcome{}, fmt.Errorf("game: ply %d, %s (%s): %w", len(r.rec.Moves)+1, mover.Name(), p.SideName(), err)
		}
		if d.Resign {
			return wonBy(1-side, ReasonResignation), nil
		}
		if !slices.Contains(legal, d.Move) {
			return AnyOutcome{}, fmt.Errorf("game: ply %d, %s (%s) chose %q, not a legal move in %s", len(r.rec.Moves)+1, mover.Name(), p.SideName(), d.Move, p)
		}
		next, err := p.Play(d.Move)
		if err != nil {
			return AnyOutcome{}, fmt.Errorf("game: ply %d: %w", len(r.rec.Moves)+1, err)
		}
		if r.clock != nil {
			r.clock.Remaining[side] -= used
			if r.clock.Remaining[side] < 0 {
				return wonBy(1-side, ReasonTimeForfeit), nil
			}
			r.clock.Remaining[side] += r.cfg.Time.Increment
		}
		r.apply(side, mover.Name(), d, next)
	}
}

// apply records the move of d, which led to next, and reports it.
func (r *anyRun) apply(side int, player string, d AnyDecision, next engine.Position) {
	ply := len(r.rec.Moves)
	r.rec.Moves = append(r.rec.Moves, d.Move)
	r.history = append(r.history, next)
	if r.cfg.Comments {
		comment := ""
		if d.Analysed {
			comment = anyAnalysisComment(d)
		}
		r.rec.Comments = append(r.rec.Comments, comment)
	}
	if r.cfg.OnMove != nil {
		ev := AnyMoveEvent{Ply: ply, Side: side, Player: player, Move: d.Move, Decision: d, Position: next}
		if r.clock != nil {
			c := *r.clock
			ev.Clock = &c
		}
		r.cfg.OnMove(ev)
	}
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
