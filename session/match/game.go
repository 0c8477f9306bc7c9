package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/engine"
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
// returns the game so far, with result "*", and ctx's error. It is
// PlayAnyGame's loop (Live) with checkers' types: the movers see
// checkers positions and moves, and the record is PDN.
func PlayGame(ctx context.Context, cfg GameConfig) (GameResult, error) {
	if cfg.Black == nil || cfg.White == nil {
		return GameResult{}, errors.New("game: both sides need a mover")
	}
	start := checkers.Start()
	if cfg.Start != nil {
		start = *cfg.Start
	}
	l, err := NewLive(engine.Checkers(start), cfg.Time, cfg.MaxPlies, nil)
	if err != nil {
		return GameResult{}, err
	}
	movers := [2]Mover{cfg.Black, cfg.White}
	names := [2]string{cfg.Black.Name(), cfg.White.Name()}
	var last Decision // the typed decision of the move being played
	report := func(ply, side int, opening bool) {
		if cfg.OnMove == nil {
			return
		}
		ev := MoveEvent{Ply: ply, Side: checkers.Color(side), Player: names[side], Move: last.Move, Opening: opening, Decision: last,
			Position: l.Position().Value().(checkers.Position), Clock: l.clockCopy()}
		cfg.OnMove(ev)
	}
	for _, m := range cfg.Opening {
		if l.Outcome().Over {
			break
		}
		p := l.Position()
		if err := l.PlayOpening(m.String()); err != nil {
			ck := p.Value().(checkers.Position)
			return GameResult{}, fmt.Errorf("game: opening move %s is not legal in %s", m, ck.FEN())
		}
		last = Decision{Move: m}
		report(l.Ply()-1, p.Side(), true)
	}
	err = l.run(ctx, names, cfg.Comments, func(ctx context.Context, side int) (AnyDecision, error) {
		t := Turn{Ply: l.Ply(), Side: checkers.Color(side), History: checkersHistory(l.History()), Budget: l.Budget(), Clock: l.clockCopy()}
		t.Moves = make([]checkers.Move, 0, l.Ply())
		for i, text := range l.Moves() {
			m, err := t.History[i].ParseMove(text)
			if err != nil {
				return AnyDecision{}, err
			}
			t.Moves = append(t.Moves, m)
		}
		l.StartTurn()
		d, err := movers[side].Move(ctx, t)
		if err != nil {
			return AnyDecision{}, err
		}
		last = d
		return AnyDecision{Move: d.Move.String(), Resign: d.Resign, Analysed: d.Analysed, Score: d.Score, Depth: d.Depth, Nodes: d.Nodes, Used: d.Used, Elapsed: d.Elapsed}, nil
	}, func(ply, side int, _ AnyDecision) { report(ply, side, false) })
	out := checkers.Outcome{}
	if l.Outcome().Over {
		out = toCheckers(l.Outcome())
	}
	rec := l.Record(names, anyTags(cfg.Tags)...)
	g, cerr := CheckersGame(rec)
	if cerr != nil && err == nil {
		err = cerr
	}
	return GameResult{Game: g, Outcome: out}, err
}

// anyTags converts PDN tags to a record's.
func anyTags(tags []checkers.Tag) []Tag {
	out := make([]Tag, len(tags))
	for i, t := range tags {
		out[i] = Tag{Name: t.Name, Value: t.Value}
	}
	return out
}

// checkersHistory returns a checkers game's erased positions as
// checkers positions.
func checkersHistory(history []engine.Position) []checkers.Position {
	ck := make([]checkers.Position, len(history))
	for i, p := range history {
		ck[i] = p.Value().(checkers.Position)
	}
	return ck
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
