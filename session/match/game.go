package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"frontier/board/checkers"
	"frontier/search"
)

// DefaultMaxPlies is the length at which a game is adjudicated a draw.
// Engine games that reach it are long king endings the 40-move rule and
// repetition have not ended yet; 300 plies is well past any decisive
// game of the embedded 1992 match.
const DefaultMaxPlies = 300

// Reasons for ending a game that the rules of checkers.OutcomeOf do not
// give.
const (
	ReasonResignation = "resignation"
	ReasonTimeForfeit = "time forfeit"
	// ReasonMoveCap is followed by the cap: "move cap (300 plies)".
	ReasonMoveCap = "move cap"
)

// GameConfig describes one game.
type GameConfig struct {
	// Start is the position the game starts from; nil is the initial
	// position. The PDN gets a FEN tag only for another start.
	Start *checkers.Position
	// Opening holds moves played before the movers take over (a
	// ballot's three moves). They are part of the game's record.
	Opening      []checkers.Move
	Black, White Mover
	Time         TimeControl
	// MaxPlies adjudicates the game a draw when it reaches this many
	// plies, opening included (DefaultMaxPlies if 0, none if negative).
	MaxPlies int
	// Tags are written first, in order (Event, Date, Round, ...); the
	// runner adds Black, White, Result and, when needed, FEN and
	// Termination.
	Tags []checkers.Tag
	// Comments adds each engine move's score and depth to the PDN.
	Comments bool
	// OnMove, if not nil, is called after every move on the game's
	// goroutine, before the next Mover is asked.
	OnMove func(MoveEvent)
}

// MoveEvent reports one move of a game in progress.
type MoveEvent struct {
	Ply      int // index of the move in the game, 0 for the first
	Side     checkers.Color
	Player   string
	Move     checkers.Move
	Opening  bool // an opening move, not chosen by the mover
	Decision Decision
	// Position is the position after the move, Clock the clocks after
	// it (nil without a game clock).
	Position checkers.Position
	Clock    *Clock
}

// GameResult is a finished (or interrupted) game.
type GameResult struct {
	// Game is the record: tags, moves, optional comments, result.
	Game checkers.Game
	// Outcome is why the game ended; Over is false if it was
	// interrupted.
	Outcome checkers.Outcome
}

// PlayGame plays one game to its end: a side without legal moves loses,
// threefold repetition and the 40-move rule draw, and the move cap,
// a resignation or a flag fall end it early. When ctx is cancelled it
// returns the game so far, with result "*", and ctx's error.
func PlayGame(ctx context.Context, cfg GameConfig) (GameResult, error) {
	if cfg.Black == nil || cfg.White == nil {
		return GameResult{}, errors.New("game: both sides need a mover")
	}
	start := checkers.Start()
	if cfg.Start != nil {
		start = *cfg.Start
	}
	g := checkers.Game{Start: start}
	g.Tags = append(g.Tags, cfg.Tags...)
	g.SetTag("Black", cfg.Black.Name())
	g.SetTag("White", cfg.White.Name())
	if start != checkers.Start() {
		g.SetTag("FEN", start.FEN())
	}
	maxPlies := cfg.MaxPlies
	if maxPlies == 0 {
		maxPlies = DefaultMaxPlies
	}
	r := &gameRun{cfg: cfg, g: &g, history: []checkers.Position{start}}
	if cfg.Time.Clocked() {
		r.clock = &Clock{Remaining: [2]time.Duration{cfg.Time.Base, cfg.Time.Base}}
	}
	out, err := r.play(ctx, maxPlies)
	g.Result = out.Result()
	g.SetTag("Result", string(g.Result))
	if out.Over {
		g.SetTag("Termination", out.Reason)
	}
	return GameResult{Game: g, Outcome: out}, err
}

// gameRun is the state of a game being played.
type gameRun struct {
	cfg     GameConfig
	g       *checkers.Game
	history []checkers.Position
	clock   *Clock
}

func (r *gameRun) play(ctx context.Context, maxPlies int) (checkers.Outcome, error) {
	for _, m := range r.cfg.Opening {
		p := r.history[len(r.history)-1]
		if !legal(p, m) {
			return checkers.Outcome{}, fmt.Errorf("game: opening move %s is not legal in %s", m, p.FEN())
		}
		r.apply(m, Decision{Move: m}, true)
		if out := checkers.OutcomeOf(r.history); out.Over {
			return out, nil
		}
	}
	for {
		if out := checkers.OutcomeOf(r.history); out.Over {
			return out, nil
		}
		if maxPlies > 0 && len(r.g.Moves) >= maxPlies {
			return checkers.DrawnBy(ReasonMoveCap + " (" + strconv.Itoa(maxPlies) + " plies)"), nil
		}
		if err := ctx.Err(); err != nil {
			return checkers.Outcome{}, err
		}
		p := r.history[len(r.history)-1]
		side := p.SideToMove()
		mover := r.cfg.Black
		if side == checkers.White {
			mover = r.cfg.White
		}
		t := Turn{
			Ply:     len(r.g.Moves),
			Side:    side,
			History: append([]checkers.Position(nil), r.history...),
			Moves:   append([]checkers.Move(nil), r.g.Moves...),
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
				return checkers.Outcome{}, ctx.Err()
			}
			return checkers.Outcome{}, fmt.Errorf("game: ply %d, %s (%s): %w", len(r.g.Moves)+1, mover.Name(), side, err)
		}
		if d.Resign {
			return checkers.WonBy(side.Other(), ReasonResignation), nil
		}
		if !legal(p, d.Move) {
			return checkers.Outcome{}, fmt.Errorf("game: ply %d, %s (%s) chose %s, not a legal move in %s", len(r.g.Moves)+1, mover.Name(), side, d.Move, p.FEN())
		}
		if r.clock != nil {
			r.clock.Remaining[side] -= used
			if r.clock.Remaining[side] < 0 {
				return checkers.WonBy(side.Other(), ReasonTimeForfeit), nil
			}
			r.clock.Remaining[side] += r.cfg.Time.Increment
		}
		r.apply(d.Move, d, false)
	}
}

// apply plays m, records it with its comment and reports it.
func (r *gameRun) apply(m checkers.Move, d Decision, opening bool) {
	p := r.history[len(r.history)-1]
	next := p.Play(m)
	ply := len(r.g.Moves)
	r.g.Moves = append(r.g.Moves, m)
	r.history = append(r.history, next)
	if r.cfg.Comments && d.Analysed {
		r.g.Notes = append(r.g.Notes, checkers.Note{Ply: ply, Comments: []string{analysisComment(d)}})
	}
	if r.cfg.OnMove != nil {
		ev := MoveEvent{Ply: ply, Side: p.SideToMove(), Move: m, Opening: opening, Decision: d, Position: next}
		ev.Player = r.cfg.Black.Name()
		if ev.Side == checkers.White {
			ev.Player = r.cfg.White.Name()
		}
		if r.clock != nil {
			c := *r.clock
			ev.Clock = &c
		}
		r.cfg.OnMove(ev)
	}
}

// analysisComment writes an engine's view of its move: "score +12 depth
// 9", or "win in 7 plies depth 9" for a proven result.
func analysisComment(d Decision) string {
	depth := " depth " + strconv.Itoa(d.Depth)
	switch {
	case search.IsWinScore(d.Score) && d.Score > 0:
		return "win in " + strconv.Itoa(search.WinDistance(d.Score)) + " plies" + depth
	case search.IsWinScore(d.Score):
		return "loss in " + strconv.Itoa(search.WinDistance(d.Score)) + " plies" + depth
	}
	return fmt.Sprintf("score %+d%s", d.Score, depth)
}

// legal reports whether m is a legal move of p.
func legal(p checkers.Position, m checkers.Move) bool {
	for _, l := range p.LegalMoves() {
		if l == m {
			return true
		}
	}
	return false
}
