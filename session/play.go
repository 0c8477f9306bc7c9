package session

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/session/match"
)

// This file is the workstation's play mode: a person against the engine,
// in checkers or any other registered game.
//
// The game is a match.Live, the one game runner of session/match: it
// checks the moves, runs the clocks, applies the rules and writes the
// record, as it does for engine matches, so that the two cannot drift.
// The person's side is fed by the UI (PlayText); the engine's thinking
// is an ordinary Run of the session (Session.Run returns it), so every
// pane that shows an analysis shows the engine thinking, with no code of
// its own, and its budget is the Live's (match.TimeControl.MoveBudget).
// The game state lives on the UI's goroutine like the rest of the
// session: the engine's run searches on its own goroutines, and the UI
// calls Advance when the run has ended to play the move it found. No
// goroutine belongs to the game itself, so stopping the game (or closing
// the session) leaves nothing behind. Undo, hints, draw offers and
// resigning are the play mode's own (playend.go), the record and its
// file playsave.go.

// StartFrom says where a game against the engine begins.
type StartFrom int

const (
	// FromInitial is the game's starting position.
	FromInitial StartFrom = iota
	// FromBallot plays one of the ACF three-move ballots first
	// (checkers).
	FromBallot
	// FromCurrent starts at the position being analysed.
	FromCurrent
)

func (f StartFrom) String() string {
	return [...]string{"initial position", "ACF ballot", "current position"}[f]
}

// PlayTime is the time control of a game against the engine: the
// match's, so that a game here and a game of a match spend time alike.
// PerMove bounds each engine move; Base (with Increment) runs a game
// clock for both sides instead. In the simulator the engine's budget is
// virtual time (see SimUnitsPerSecond) while the clocks, which a person
// watches, run on the wall clock.
type PlayTime = match.TimeControl

// DefaultPlayTime is the clock of a first game: five minutes and three
// seconds a move for each side, a common blitz control of online play,
// instead of a fixed second a move that a person cannot plan with.
var DefaultPlayTime = PlayTime{Base: 5 * time.Minute, Increment: 3 * time.Second}

// PlaySetup describes a new game against the engine.
type PlaySetup struct {
	From StartFrom
	// Ballot is the Number of an assets.PlayableBallots ballot, for
	// FromBallot.
	Ballot int
	// Human is the person's side: 0 for the side that moves first
	// (Black in checkers and Othello, X in tic-tac-toe, Max in a
	// synthetic tree), 1 for the other.
	Human int
	// Engine is the engine's algorithm, searchers and executor; its
	// limits are replaced by the time control's budget.
	Engine Config
	Time   PlayTime
	// Name is the person's name in the record ("You" if empty).
	Name string
	// Level is the engine's strength, an index into Levels; 0 (the
	// zero value) is full strength, the last level.
	Level int
	// Odds is the engine's handicap of time (match.Live.SetOdds): its
	// clock, or its time a move, divided by Odds; 0 or 1 is none.
	Odds int
}

// Level is a named strength of the engine in a game: a cap on the
// depth it searches each move, whatever its clock allows; Depth 0 is
// none. The depths are nominal plies of the game's engine, so a level
// plays weaker in chess (35 moves a node) than in checkers at the same
// depth, as it should at a shallower look.
type Level struct {
	Name  string
	Depth int
}

// Levels are the engine's strengths, weakest first; the last, full
// strength, has no cap.
var Levels = []Level{{"beginner", 1}, {"novice", 3}, {"casual", 5}, {"club", 7}, {"expert", 11}, {"full strength", 0}}

// LevelOf returns the level of setup: Levels[Level-1] for 1..len, full
// strength for 0.
func (setup PlaySetup) LevelOf() Level {
	if setup.Level >= 1 && setup.Level <= len(Levels) {
		return Levels[setup.Level-1]
	}
	return Levels[len(Levels)-1]
}

// OddsText says the handicap: "", or "engine's time ÷2".
func (setup PlaySetup) OddsText() string {
	if setup.Odds < 2 {
		return ""
	}
	return fmt.Sprintf("engine's time ÷%d", setup.Odds)
}

// DefaultPlaySetup is a quick first game: the initial position, moving
// first, against PVFSplit on 4 simulated searchers, on DefaultPlayTime.
func DefaultPlaySetup() PlaySetup {
	c := DefaultConfig()
	c.Searchers, c.Depth, c.HashMiB = 4, 0, 32
	return PlaySetup{From: FromInitial, Ballot: assets.PlayableBallots()[0].Number, Engine: c, Time: DefaultPlayTime}
}

// Errors of the play mode that a UI may want to tell apart.
var (
	ErrNotPlaying   = errors.New("no game against the engine")
	ErrGameOver     = errors.New("the game is over")
	ErrEngineToMove = errors.New("it is the engine's turn")
	ErrNoTakeback   = errors.New("nothing to take back")
)

// PlayGame is a game between a person and the engine. Its methods are
// called from the goroutine that drives the session.
type PlayGame struct {
	s     *Session
	setup PlaySetup
	title string
	live  *match.Live
	fixed int // plies that cannot be taken back: a ballot's moves
	now   func() time.Time

	engine *Run // the engine's current or last search for a move
	hint   *Run // a search for the person's best move
	hintAt int  // the ply the hint was asked at
	score  int  // the engine's last score, from its side
	depth  int  // the depth of the engine's last move
	scored bool

	saved    string // where the game was last saved, "" if not
	savedLen int
	savedOut match.Outcome
}

// StartPlaying begins a game against the engine in the session's game,
// ending any game in progress and stopping the current analysis. If the
// engine moves first its search starts at once.
func (s *Session) StartPlaying(setup PlaySetup) (*PlayGame, error) {
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
	if t.Units > 0 || t.Depth > 0 {
		return nil, errors.New("play: give a time per move or a game clock")
	}
	if err := t.Validate(false); err != nil {
		return nil, fmt.Errorf("play: %w", err)
	}
	if setup.Human != 0 && setup.Human != 1 {
		return nil, fmt.Errorf("play: unknown side %d", setup.Human)
	}
	if setup.Name == "" {
		setup.Name = "You"
	}
	g := &PlayGame{s: s, setup: setup, now: time.Now}
	var opening []string
	start := s.game.Start()
	switch setup.From {
	case FromInitial:
		g.title = "from the initial position"
	case FromCurrent:
		start = s.Position()
		g.title = "from the analysed position"
	case FromBallot:
		if !s.isCheckers() {
			return nil, fmt.Errorf("play: the ACF ballots are openings of checkers, not %s", s.game.Name())
		}
		b, ok := findBallot(setup.Ballot)
		if !ok {
			return nil, fmt.Errorf("play: no playable ballot number %d (1 to %d, barred ballots excluded)", setup.Ballot, len(assets.Ballots()))
		}
		opening = b.Moves
		g.title = fmt.Sprintf("ballot %d %s", b.Number, strings.Join(b.Moves, " "))
		if b.Name != "" {
			g.title += " (" + b.Name + ")"
		}
	default:
		return nil, fmt.Errorf("play: unknown start %d", setup.From)
	}
	live, err := match.NewLive(start, t, -1, func() time.Time { return g.now() })
	if err != nil {
		return nil, fmt.Errorf("play: %w", err)
	}
	g.live = live
	live.SetOdds(1-setup.Human, setup.Odds) // a handicap of the engine's time
	for _, text := range opening {
		if err := live.PlayOpening(text); err != nil {
			return nil, fmt.Errorf("play: ballot %d: %w", setup.Ballot, err)
		}
	}
	g.fixed = live.Ply()
	live.StartTurn()
	s.EndPlaying()
	s.Forget() // the analysis is of another position: the panes show the engine's search
	s.StopCompare()
	s.play = g
	if err := g.think(); err != nil {
		s.play = nil
		return nil, err
	}
	return g, nil
}

// findBallot returns the playable ballot numbered n.
func findBallot(n int) (assets.Ballot, bool) {
	for _, b := range assets.PlayableBallots() {
		if b.Number == n {
			return b, true
		}
	}
	return assets.Ballot{}, false
}

// Playing returns the game against the engine, or nil.
func (s *Session) Playing() *PlayGame { return s.play }

// EndPlaying stops the engine's search and leaves play mode; the game
// is forgotten (save it first).
func (s *Session) EndPlaying() {
	if g := s.play; g != nil {
		g.stopRuns()
		s.play = nil
	}
}

func (g *PlayGame) stopRuns() {
	if g.engine != nil {
		g.engine.Stop()
	}
	g.stopHint()
}

// Setup returns the game's configuration.
func (g *PlayGame) Setup() PlaySetup { return g.setup }

// Title says where the game began: "ballot 12 9-13 22-18 6-9 (...)".
func (g *PlayGame) Title() string { return g.title }

// Game returns the game played.
func (g *PlayGame) Game() games.Game { return g.live.Game() }

// IsCheckers reports whether the game is checkers, which has ballots,
// draws by the rules and PDN.
func (g *PlayGame) IsCheckers() bool {
	_, ok := g.Start().Value().(checkers.Position)
	return ok
}

// Position is the current position.
func (g *PlayGame) Position() games.Position { return g.live.Position() }

// Start is the position the game's record starts from.
func (g *PlayGame) Start() games.Position { return g.live.Start() }

// Moves returns the moves played in the game's notation, a ballot's
// first. Do not change it.
func (g *PlayGame) Moves() []string { return g.live.Moves() }

// History returns every position of the game, the start first.
func (g *PlayGame) History() []games.Position { return g.live.History() }

// Human is the person's side, 0 for the side that moves first.
func (g *PlayGame) Human() int { return g.setup.Human }

// SideName names side 0 or 1 as the game does: "Black", "O", "Max".
func (g *PlayGame) SideName(side int) string { return g.Game().SideName(side) }

// HumanToMove reports whether the game waits for the person.
func (g *PlayGame) HumanToMove() bool {
	return !g.live.Outcome().Over && g.Position().Side() == g.setup.Human
}

// MustPass reports that the person is to move and has nothing to play
// but a pass (Othello), which they confirm with PlayText("pass").
func (g *PlayGame) MustPass() bool {
	if !g.HumanToMove() {
		return false
	}
	legal := g.Position().Moves()
	return len(legal) == 1 && legal[0] == passMove
}

// passMove is Othello's pass in its notation.
const passMove = "pass"

// Thinking reports whether the engine is searching for its move.
func (g *PlayGame) Thinking() bool {
	return g.engine != nil && !g.live.Outcome().Over && !g.HumanToMove()
}

// EngineRun is the engine's current or last search, nil before its
// first move.
func (g *PlayGame) EngineRun() *Run { return g.engine }

// Clock returns the time each side has left, the side to move's
// running down since its turn began. Without a game clock it is zero.
func (g *PlayGame) Clock() [2]time.Duration { return g.live.Clock() }

// commit plays move for the side to move through the game's Live (the
// clock charged, the rules applied) and, if the engine is to move next,
// starts its search.
func (g *PlayGame) commit(move string) error {
	if err := g.live.Play(move, ""); err != nil {
		return err
	}
	if g.live.Outcome().Over {
		g.stopRuns()
	}
	return g.think()
}

// PlayText plays the person's move in the game's notation ("11-15",
// "15x24" or a capture's end square in checkers, "d3" or "pass" in
// Othello). An illegal move, or one played out of turn, is refused with
// an error that says why and changes nothing.
func (g *PlayGame) PlayText(text string) error {
	if err := g.humanTurn(); err != nil {
		return err
	}
	text = TypedMove(g.Position(), text) // chess in any case: qd1
	if _, _, err := g.live.Legal(text); err != nil {
		return err
	}
	g.stopHint()
	return g.commit(text)
}

// humanTurn checks that the person may move now.
func (g *PlayGame) humanTurn() error {
	switch {
	case g.s.play != g:
		return ErrNotPlaying
	case g.live.Outcome().Over:
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
func (g *PlayGame) flagged() bool {
	if !g.live.Flagged() {
		return false
	}
	g.stopRuns()
	return true
}

// think starts the engine's search when it is the engine's turn, within
// the budget the Live gives the move. A forced move (a single capture,
// Othello's pass, a node with one child) is played at once: there is
// nothing to search.
func (g *PlayGame) think() error {
	if g.live.Outcome().Over || g.HumanToMove() {
		return nil
	}
	p := g.Position()
	if legal := p.Moves(); len(legal) == 1 {
		return g.commit(legal[0])
	}
	cfg := g.setup.Engine
	b := g.live.Budget()
	cfg.Depth, cfg.Time, cfg.MaxTime = g.setup.LevelOf().Depth, b.Time, b.MaxTime
	r, err := g.s.startRun(cfg, p, g.live.Keys(), fmt.Sprintf("play ply %d", g.live.Ply()+1), false)
	if err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	g.engine = r
	return nil
}

// MoveNow tells the engine to stop thinking; Advance then plays the
// best move of its last completed iteration.
func (g *PlayGame) MoveNow() error {
	if !g.Thinking() {
		return errors.New("move now: the engine is not thinking")
	}
	g.engine.Stop()
	return nil
}

// Advance plays the engine's move once its search has ended (the UI
// calls it when the run reports it is final) and checks the clocks. It
// reports the engine's move, if it made one.
func (g *PlayGame) Advance() (string, bool, error) {
	if g.s.play != g {
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
	move := g.Position().Moves()[0] // stopped before its first iteration: any legal move
	if its := r.Iterations(); len(its) > 0 {
		last := its[len(its)-1]
		move, g.score, g.depth, g.scored = last.Best, last.Score, last.Depth, true
	}
	text, _, err := g.live.Legal(move)
	if err != nil {
		return "", false, fmt.Errorf("engine: its move %q: %w", move, err)
	}
	return text, true, g.commit(text)
}

// WaitEngine waits until the engine's search ends and plays its move:
// for callers without an event loop (tests, scripts).
func (g *PlayGame) WaitEngine(ctx context.Context) (string, bool, error) {
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

// EngineName is the engine's name in the record: its configuration.
func (g *PlayGame) EngineName() string {
	name := "Frontier " + g.setup.Engine.Label()
	if lv := g.setup.LevelOf(); lv.Depth > 0 {
		name += fmt.Sprintf(", %s (depth %d)", lv.Name, lv.Depth)
	}
	if o := g.setup.OddsText(); o != "" {
		name += ", " + o
	}
	return name
}
