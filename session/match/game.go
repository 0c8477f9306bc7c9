package match

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"frontier/board"
	"frontier/search"
	"frontier/search/games"
)

// This file plays one game of any registered game (see games.Games) on
// erased positions. What a game needs of the runner beyond its position
// is in Live: checkers ends on its history as well (the 40-move rule,
// repetition), chess on repetition; its record is a Record, which a
// match writes in the game's own format (PDN for checkers, PGN for
// chess; see gameKit).

// DefaultMaxPlies is the length at which a game is adjudicated a draw.
// Engine games that reach it are long king endings the 40-move rule and
// repetition have not ended yet; 300 plies is well past any decisive
// game of the embedded 1992 match. The other registered games end well
// before it; it guards against a game that loops.
const DefaultMaxPlies = 300

// Reasons for ending a game that the rules of the game do not give.
const (
	ReasonResignation = "resignation"
	ReasonTimeForfeit = "time forfeit"
	// ReasonMoveCap is followed by the cap: "move cap (300 plies)".
	ReasonMoveCap = "move cap"
)

// Reasons a game ends by its position's rules (checkers' own, on its
// history, are checkers.Reason*); ReasonResignation, ReasonTimeForfeit
// and ReasonMoveCap end it early.
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

// Outcome is how a game ended, sides numbered as in Turn.
type Outcome struct {
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
func (o Outcome) Result() string {
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
func OutcomeAt(p games.Position) Outcome {
	score, over := p.Outcome()
	if !over {
		return Outcome{}
	}
	o := Outcome{Over: true, Draw: score == 0, Winner: p.Side()}
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

func wonBy(side int, reason string) Outcome {
	return Outcome{Over: true, Winner: side, Reason: reason}
}

// GameConfig describes one game.
type GameConfig struct {
	// Start is the position the game starts from (required); it says
	// which game is played.
	Start games.Position
	// Opening holds moves, in the game's notation, played before the
	// movers take over (a checkers ballot's three moves), on no one's
	// clock. They are part of the game's record.
	Opening []string
	// Sides[s] plays side s: Sides[0] the game's first player.
	Sides [2]Mover
	Time  TimeControl
	// MaxPlies adjudicates the game a draw when it reaches this many
	// plies, opening included (DefaultMaxPlies if 0, none if negative).
	MaxPlies int
	// Tags are written first, in order (Event, Date, Round, ...); the
	// runner adds Game, the players under their sides' names, Result,
	// Termination and Position.
	Tags []Tag
	// Comments adds each engine move's score and depth to the record.
	Comments bool
	// OnMove, if not nil, is called after every move on the game's
	// goroutine, before the next mover is asked.
	OnMove func(MoveEvent)
}

// MoveEvent reports one move of a game in progress.
type MoveEvent struct {
	Ply    int // index of the move in the game, 0 for the first
	Side   int
	Player string
	Move   string
	// Opening is set for an opening move, not chosen by the mover.
	Opening  bool
	Decision Decision
	// Position is the position after the move, Clock the clocks after
	// it (nil without a game clock).
	Position games.Position
	Clock    *Clock
}

// GameResult is a finished (or interrupted) game.
type GameResult struct {
	// Record is the game: tags, moves, optional comments, result (for
	// checkers, CheckersGame makes it PDN).
	Record Record
	// Outcome is why the game ended; Over is false if it was
	// interrupted.
	Outcome Outcome
}

// SideNames returns the names of g's two sides as its players know them
// ("Black" and "White", "X" and "O"), side 0 first: the name of the side
// to move at the start and after a first move (every registered game
// alternates; a forced pass is a move).
func SideNames(g games.Game) [2]string {
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

// PlayGame plays one game to its end by its rules (Live: checkers'
// 40-move rule and repetition among them), or until the move cap, a
// resignation or a flag fall ends it. When ctx is cancelled it returns
// the game so far, with result "*", and ctx's error.
func PlayGame(ctx context.Context, cfg GameConfig) (GameResult, error) {
	if cfg.Sides[0] == nil || cfg.Sides[1] == nil {
		return GameResult{}, errors.New("game: both sides need a mover")
	}
	l, err := NewLive(cfg.Start, cfg.Time, cfg.MaxPlies, nil)
	if err != nil {
		return GameResult{}, err
	}
	names := [2]string{cfg.Sides[0].Name(), cfg.Sides[1].Name()}
	report := func(ply, side int, move string, opening bool, d Decision) {
		if cfg.OnMove != nil {
			cfg.OnMove(MoveEvent{Ply: ply, Side: side, Player: names[side], Move: move, Opening: opening, Decision: d, Position: l.Position(), Clock: l.clockCopy()})
		}
	}
	for _, m := range cfg.Opening {
		if l.Outcome().Over {
			break
		}
		p := l.Position()
		if err := l.PlayOpening(m); err != nil {
			return GameResult{}, fmt.Errorf("game: opening move %s is not legal in %s", m, p)
		}
		played := l.Moves()[l.Ply()-1]
		report(l.Ply()-1, p.Side(), played, true, Decision{Move: played})
	}
	err = l.run(ctx, names, cfg.Comments, func(ctx context.Context, side int) (Decision, error) {
		t := Turn{Ply: l.Ply(), Side: side, History: slices.Clone(l.History()), Moves: slices.Clone(l.Moves()), Budget: l.Budget(), Clock: l.clockCopy()}
		l.StartTurn()
		return cfg.Sides[side].Move(ctx, t)
	}, func(ply, side int, d Decision) { report(ply, side, d.Move, false, d) })
	rec := l.Record(names, cfg.Tags...)
	if !cfg.Comments {
		rec.Comments = nil
	} else if rec.Comments == nil {
		rec.Comments = make([]string, len(rec.Moves))
	}
	return GameResult{Record: rec, Outcome: l.Outcome()}, err
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
func (l *Live) run(ctx context.Context, names [2]string, comments bool, ask func(ctx context.Context, side int) (Decision, error), moved func(ply, side int, d Decision)) error {
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
			comment = analysisComment(d)
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

// analysisComment writes an engine's view of its move: "score +12 depth
// 9", "win in 7 plies depth 9" for a proven result, or "final margin +4
// depth 12" when the search saw the end of a game decided by a margin.
func analysisComment(d Decision) string {
	depth := " depth " + strconv.Itoa(d.Depth)
	switch {
	case search.IsWinScore(d.Score) && d.Score > 0:
		return "win in " + strconv.Itoa(search.WinDistance(d.Score)) + " plies" + depth
	case search.IsWinScore(d.Score):
		return "loss in " + strconv.Itoa(search.WinDistance(d.Score)) + " plies" + depth
	}
	if m, ok := board.Margin(d.Score); ok {
		return fmt.Sprintf("%s %+d%s", ReasonFinalMargin, m, depth)
	}
	return fmt.Sprintf("score %+d%s", d.Score, depth)
}

func gameNameOf(g games.Game) string {
	if g == nil {
		return "no game"
	}
	return g.Name()
}
