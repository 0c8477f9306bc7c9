package session

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"frontier/board/chess"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
	"frontier/search/engine"
	"frontier/session/match"
)

// This file plays the games other than checkers against the engine:
// Othello (8×8 and 6×6), 4×4 tic-tac-toe and synthetic trees. It is the
// checkers play mode (play.go) without what only checkers has (the ACF
// ballots, draws by the rules or by agreement, PDN records), written on
// engine.Position so that one loop serves every registered game. As in
// play.go, the engine's thinking is an ordinary Run of the session, the
// game's state lives on the UI's goroutine and no goroutine belongs to
// the game.

// AnyPlaySetup describes a new game against the engine.
type AnyPlaySetup struct {
	// FromCurrent starts at the position being analysed, else at the
	// game's start.
	FromCurrent bool
	// Human is the person's side: 0 for the side that moves first
	// (Black in Othello, X in tic-tac-toe, Max in a synthetic tree), 1
	// for the other.
	Human int
	// Engine is the engine's algorithm, searchers and executor; its
	// limits are replaced by the time control's budget.
	Engine Config
	Time   PlayTime
	// Name is the person's name ("You" if empty).
	Name string
}

// DefaultAnyPlaySetup is the first game of any game: from the start,
// moving first, against PVFSplit on 4 simulated searchers at one second
// a move, as for checkers.
func DefaultAnyPlaySetup() AnyPlaySetup {
	d := DefaultPlaySetup()
	return AnyPlaySetup{Engine: d.Engine, Time: d.Time}
}

// AnyOutcome is how a game ended.
type AnyOutcome struct {
	Over bool
	Draw bool
	// Winner is the side that won (0 moves first) when Over and not
	// Draw.
	Winner int
	// Reason says why it ended: "neither side can move", "four in a
	// line", "resignation", "time forfeit".
	Reason string
	// Score is the final count where the game has one: "40-24" for
	// Othello's discs, Black's first.
	Score string
}

// outcomeOf reads the end of the game at p from the rules.
func outcomeOf(p engine.Position) AnyOutcome {
	score, over := p.Outcome()
	if !over {
		if len(p.Moves()) == 0 { // no rule says why: the side to move is stuck
			return AnyOutcome{Over: true, Winner: 1 - p.Side(), Reason: "no moves left"}
		}
		return AnyOutcome{}
	}
	o := AnyOutcome{Over: true, Reason: "no moves left"}
	switch {
	case score > 0:
		o.Winner = p.Side()
	case score < 0:
		o.Winner = 1 - p.Side()
	default:
		o.Draw = true
	}
	switch v := p.Value().(type) {
	case othello.Position:
		o.Reason = "neither side can move"
		o.Score = fmt.Sprintf("%d-%d", v.Count(othello.Black), v.Count(othello.White))
	case tictactoe.Position:
		o.Reason = "four in a line"
		if o.Draw {
			o.Reason = "the board is full"
		}
	case synthetic.Position:
		o.Reason = fmt.Sprintf("a leaf worth %+d to %s", v.TrueValue(), p.SideName())
	case chess.Position:
		o.Reason = chessEnding(&v)
	}
	return o
}

// String says how the game ended in words, naming the sides with names.
func (o AnyOutcome) text(name func(int) string) string {
	if !o.Over {
		return "in progress"
	}
	s := "draw"
	if !o.Draw {
		s = name(o.Winner) + " wins"
	}
	if o.Score != "" {
		s += " " + o.Score
	}
	return s + " (" + o.Reason + ")"
}

// AnyPlay is a game between a person and the engine in a game other than
// checkers. Its methods are called from the goroutine that drives the
// session.
type AnyPlay struct {
	s     *Session
	game  engine.Game
	setup AnyPlaySetup
	title string

	history []engine.Position
	moves   []string
	outcome AnyOutcome

	clock     [2]time.Duration
	turnStart time.Time
	now       func() time.Time

	engine *Run // the engine's current or last search for a move
	hint   *Run // a search for the person's best move
	hintAt int  // the ply the hint was asked at
}

// StartAnyPlay begins a game against the engine in the session's game,
// ending any game in progress and stopping the current analysis. If the
// engine moves first its search starts at once. Checkers is played with
// StartPlaying, which knows its ballots, draws and PDN.
func (s *Session) StartAnyPlay(setup AnyPlaySetup) (*AnyPlay, error) {
	eng := setup.Engine
	eng.Depth, eng.Time = 0, time.Second
	if eng.HashMiB == 0 {
		eng.HashMiB = 32
	}
	if err := eng.Validate(); err != nil {
		return nil, fmt.Errorf("play: engine: %w", err)
	}
	setup.Engine = eng
	t := setup.Time
	switch {
	case t.PerMove < 0 || t.Base < 0 || t.Increment < 0:
		return nil, errors.New("play: negative time")
	case t.PerMove == 0 && t.Base == 0:
		return nil, errors.New("play: give a time per move or a game clock")
	case t.Increment > 0 && t.Base == 0:
		return nil, errors.New("play: an increment needs a game clock")
	}
	if setup.Human != 0 && setup.Human != 1 {
		return nil, fmt.Errorf("play: unknown side %d", setup.Human)
	}
	if setup.Name == "" {
		setup.Name = "You"
	}
	g := &AnyPlay{s: s, game: s.game, setup: setup, now: time.Now}
	start := s.game.Start()
	g.title = "from the start"
	if setup.FromCurrent {
		start = s.Position()
		g.title = "from the analysed position"
	}
	g.history = []engine.Position{start}
	if t.Clocked() {
		g.clock = [2]time.Duration{t.Base, t.Base}
	}
	s.EndPlaying()
	s.Forget() // the analysis is of another position: the panes show the engine's search
	s.StopCompare()
	s.aplay = g
	g.turnStart = g.now()
	g.outcome = outcomeOf(start)
	if err := g.think(); err != nil {
		s.aplay = nil
		return nil, err
	}
	return g, nil
}

// AnyPlaying returns the game against the engine of a game other than
// checkers, or nil.
func (s *Session) AnyPlaying() *AnyPlay { return s.aplay }

func (g *AnyPlay) stopRuns() {
	if g.engine != nil {
		g.engine.Stop()
	}
	if g.hint != nil {
		g.hint.Stop()
	}
}

// Setup returns the game's configuration.
func (g *AnyPlay) Setup() AnyPlaySetup { return g.setup }

// Game returns the game played.
func (g *AnyPlay) Game() engine.Game { return g.game }

// Title says where the game began.
func (g *AnyPlay) Title() string { return g.title }

// Position is the current position.
func (g *AnyPlay) Position() engine.Position { return g.history[len(g.history)-1] }

// Start is the position the game started from.
func (g *AnyPlay) Start() engine.Position { return g.history[0] }

// Moves returns the moves played, in notation. Do not change it.
func (g *AnyPlay) Moves() []string { return g.moves }

// History returns every position of the game, the start first.
func (g *AnyPlay) History() []engine.Position { return g.history }

// Outcome says whether the game is over and why.
func (g *AnyPlay) Outcome() AnyOutcome { return g.outcome }

// OutcomeText says how the game ended, naming the person "you".
func (g *AnyPlay) OutcomeText() string {
	return g.outcome.text(func(side int) string {
		if side == g.setup.Human {
			return "you (" + g.SideName(side) + ")"
		}
		return "the engine (" + g.SideName(side) + ")"
	})
}

// Human is the person's side, 0 for the side that moves first.
func (g *AnyPlay) Human() int { return g.setup.Human }

// SideName names side 0 or 1 as the game does: "Black", "O", "Max".
func (g *AnyPlay) SideName(side int) string { return g.game.SideName(side) }

// HumanToMove reports whether the game waits for the person.
func (g *AnyPlay) HumanToMove() bool {
	return !g.outcome.Over && g.Position().Side() == g.setup.Human
}

// MustPass reports that the person is to move and has nothing to play
// but a pass (Othello), which they confirm with PlayText("pass").
func (g *AnyPlay) MustPass() bool {
	if !g.HumanToMove() {
		return false
	}
	legal := g.Position().Moves()
	return len(legal) == 1 && legal[0] == passMove
}

// passMove is Othello's pass in its notation.
const passMove = "pass"

// Thinking reports whether the engine is searching for its move.
func (g *AnyPlay) Thinking() bool {
	return g.engine != nil && !g.outcome.Over && !g.HumanToMove()
}

// EngineRun is the engine's current or last search, nil before its
// first move.
func (g *AnyPlay) EngineRun() *Run { return g.engine }

// Clock returns the time each side has left, the side to move's running
// down since its turn began. Without a game clock it is zero.
func (g *AnyPlay) Clock() [2]time.Duration {
	c := g.clock
	if g.setup.Time.Clocked() && !g.outcome.Over {
		c[g.Position().Side()] -= g.now().Sub(g.turnStart)
	}
	return c
}

// commit plays move (legal, in the game's notation, with next the
// position after it) for the side to move: its clock is charged and, if
// the engine is to move next, its search starts.
func (g *AnyPlay) commit(move string, next engine.Position) error {
	side := g.Position().Side()
	if g.setup.Time.Clocked() {
		g.clock[side] -= g.now().Sub(g.turnStart)
		if g.clock[side] < 0 {
			g.clock[side] = 0
			g.outcome = AnyOutcome{Over: true, Winner: 1 - side, Reason: "time forfeit"}
			return nil
		}
		g.clock[side] += g.setup.Time.Increment
	}
	g.history = append(g.history, next)
	g.moves = append(g.moves, move)
	g.turnStart = g.now()
	g.outcome = outcomeOf(next)
	if !g.outcome.Over && chessRepetition(g.history) { // chessoutcome.go
		g.outcome = AnyOutcome{Over: true, Draw: true, Reason: "threefold repetition"}
	}
	return g.think()
}

// PlayText plays the person's move in the game's notation ("d3", "b2",
// "3", or "pass" when they must). An illegal move, or one played out of
// turn, is refused with an error that says why and changes nothing.
func (g *AnyPlay) PlayText(text string) error {
	if err := g.humanTurn(); err != nil {
		return err
	}
	text = strings.TrimSpace(text)
	p := g.Position()
	move, next, err := legalMove(p, text)
	if err != nil {
		return fmt.Errorf("move %q: %w (legal: %s)", text, err, strings.Join(p.Moves(), " "))
	}
	g.stopHint()
	return g.commit(move, next)
}

// humanTurn checks that the person may move now.
func (g *AnyPlay) humanTurn() error {
	switch {
	case g.s.aplay != g:
		return ErrNotPlaying
	case g.outcome.Over:
		return fmt.Errorf("%w: %s", ErrGameOver, g.OutcomeText())
	case !g.HumanToMove():
		return ErrEngineToMove
	}
	if g.flagged() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.OutcomeText())
	}
	return nil
}

// flagged ends the game on time if the side to move's clock has run
// out, and reports whether it did.
func (g *AnyPlay) flagged() bool {
	if !g.setup.Time.Clocked() || g.outcome.Over {
		return false
	}
	side := g.Position().Side()
	if g.Clock()[side] > 0 {
		return false
	}
	g.clock[side] = 0
	g.outcome = AnyOutcome{Over: true, Winner: 1 - side, Reason: "time forfeit"}
	g.stopRuns()
	return true
}

// budget is the engine's time for its next move: on a clock a target
// and a ceiling, by the rule of engine matches (match.TimeControl's
// MoveBudget), so that play mode and matches spend a clock alike.
func (g *AnyPlay) budget() match.Budget {
	t := g.setup.Time
	tc := match.TimeControl{PerMove: t.PerMove, Base: t.Base, Increment: t.Increment}
	if !t.Clocked() {
		return tc.MoveBudget(0)
	}
	return tc.MoveBudget(g.clock[g.Position().Side()])
}

// think starts the engine's search when it is the engine's turn. A
// forced move (Othello's pass, a node with one child) is played at once:
// there is nothing to search.
func (g *AnyPlay) think() error {
	if g.outcome.Over || g.HumanToMove() {
		return nil
	}
	p := g.Position()
	if legal := p.Moves(); len(legal) == 1 {
		next, err := p.Play(legal[0])
		if err != nil {
			return fmt.Errorf("engine: %w", err)
		}
		return g.commit(legal[0], next)
	}
	cfg := g.setup.Engine
	b := g.budget()
	cfg.Depth, cfg.Time, cfg.MaxTime = 0, b.Time, b.MaxTime
	r, err := g.s.startRun(cfg, p, g.keysBefore(), fmt.Sprintf("play ply %d", len(g.moves)+1), false)
	if err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	g.engine = r
	return nil
}

// keysBefore returns the keys of the positions before the current one.
func (g *AnyPlay) keysBefore() []uint64 {
	keys := make([]uint64, len(g.history)-1)
	for i := range keys {
		keys[i] = g.history[i].Key()
	}
	return keys
}

// MoveNow tells the engine to stop thinking; Advance then plays the best
// move of its last completed iteration.
func (g *AnyPlay) MoveNow() error {
	if !g.Thinking() {
		return errors.New("move now: the engine is not thinking")
	}
	g.engine.Stop()
	return nil
}

// Advance plays the engine's move once its search has ended (the UI
// calls it when the run reports it is final) and checks the clocks. It
// reports the engine's move, if it made one.
func (g *AnyPlay) Advance() (string, bool, error) {
	if g.s.aplay != g {
		return "", false, ErrNotPlaying
	}
	if g.flagged() {
		return "", false, nil
	}
	if !g.Thinking() || !g.engine.State().Ended() {
		return "", false, nil
	}
	r := g.engine
	if err := r.Err(); err != nil {
		return "", false, fmt.Errorf("engine: %w", err)
	}
	p := g.Position()
	move := p.Moves()[0] // stopped before its first iteration: any legal move
	if its := r.Iterations(); len(its) > 0 {
		move = its[len(its)-1].Best
	}
	text, next, err := legalMove(p, move)
	if err != nil {
		return "", false, fmt.Errorf("engine: its move %q: %w", move, err)
	}
	return text, true, g.commit(text, next)
}

// WaitEngine waits until the engine's search ends and plays its move:
// for callers without an event loop (tests, scripts).
func (g *AnyPlay) WaitEngine(ctx context.Context) (string, bool, error) {
	if !g.Thinking() {
		return "", false, nil
	}
	select {
	case <-g.engine.Done():
	case <-ctx.Done():
		return "", false, ctx.Err()
	}
	return g.Advance()
}

// Hint starts a search of the person's position with the engine's
// configuration; nothing is played. The search is the session's current
// run, so the panes show it; HintMove reads its answer.
func (g *AnyPlay) Hint() (*Run, error) {
	if err := g.humanTurn(); err != nil {
		return nil, err
	}
	g.stopHint()
	cfg := g.setup.Engine
	cfg.Depth, cfg.Time = 0, min(g.budget().Time, 2*time.Second)
	r, err := g.s.startRun(cfg, g.Position(), g.keysBefore(), fmt.Sprintf("hint ply %d", len(g.moves)+1), false)
	if err != nil {
		return nil, fmt.Errorf("hint: %w", err)
	}
	g.hint, g.hintAt = r, len(g.moves)
	return r, nil
}

func (g *AnyPlay) stopHint() {
	if g.hint != nil {
		g.hint.Stop()
	}
}

// HintRun is the search of the last hint, nil if none was asked.
func (g *AnyPlay) HintRun() *Run { return g.hint }

// HintMove returns the hint's best move so far, if the hint was asked in
// the current position and has completed an iteration.
func (g *AnyPlay) HintMove() (string, bool) {
	if g.hint == nil || g.hintAt != len(g.moves) || !g.HumanToMove() {
		return "", false
	}
	its := g.hint.Iterations()
	if len(its) == 0 {
		return "", false
	}
	return its[len(its)-1].Best, true
}

// Undo takes back the last full move: the engine's reply and the
// person's move before it (or only the person's move while the engine
// thinks about its reply). A finished game is reopened.
func (g *AnyPlay) Undo() error {
	if g.s.aplay != g {
		return ErrNotPlaying
	}
	cut := -1
	for i := len(g.moves) - 1; i >= 0; i-- {
		if g.history[i].Side() == g.setup.Human && !g.forced(i) {
			cut = i
			break
		}
	}
	if cut < 0 {
		return ErrNoTakeback
	}
	g.stopRuns()
	g.history = slices.Clip(g.history[:cut+1])
	g.moves = slices.Clip(g.moves[:cut])
	g.outcome = AnyOutcome{}
	if g.setup.Time.Clocked() {
		for c := range g.clock { // a clock that ran out is given a moment back
			g.clock[c] = max(g.clock[c], time.Second)
		}
	}
	g.turnStart = g.now()
	return nil
}

// forced reports that the position before move i had that move only (a
// pass): taking back to it would leave the person nothing to choose.
func (g *AnyPlay) forced(i int) bool {
	return len(g.history[i].Moves()) == 1
}

// Resign ends the game as a loss for the person.
func (g *AnyPlay) Resign() error {
	if g.s.aplay != g {
		return ErrNotPlaying
	}
	if g.outcome.Over {
		return fmt.Errorf("%w: %s", ErrGameOver, g.OutcomeText())
	}
	if g.setup.Time.Clocked() {
		g.clock = g.Clock()
	}
	g.outcome = AnyOutcome{Over: true, Winner: 1 - g.setup.Human, Reason: "resignation"}
	g.stopRuns()
	return nil
}

// EngineName is the engine's name: its configuration.
func (g *AnyPlay) EngineName() string {
	return "Frontier " + g.setup.Engine.Label()
}
