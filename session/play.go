package session

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/internal/atomicfile"
	"frontier/search/engine"
	"frontier/session/match"
)

// This file is the workstation's play mode: a person against the engine.
//
// The engine's thinking is an ordinary Run of the session (Session.Run
// returns it), so every pane that shows an analysis shows the engine
// thinking, with no code of its own. The game state lives on the UI's
// goroutine like the rest of the session: the engine's run searches on its
// own goroutines, and the UI calls Advance when the run has ended to play
// the move it found. No goroutine belongs to the game itself, so stopping
// the game (or closing the session) leaves nothing behind.

// StartFrom says where a game against the engine begins.
type StartFrom int

const (
	// FromInitial is the standard starting position.
	FromInitial StartFrom = iota
	// FromBallot plays one of the ACF three-move ballots first.
	FromBallot
	// FromCurrent starts at the position being analysed.
	FromCurrent
)

func (f StartFrom) String() string {
	return [...]string{"initial position", "ACF ballot", "current position"}[f]
}

// PlayTime is the time control of a game against the engine. PerMove
// bounds each engine move; Base (with Increment) runs a game clock for
// both sides instead. In the simulator the engine's budget is virtual
// time (see SimUnitsPerSecond) while the clocks, which a person watches,
// run on the wall clock.
type PlayTime struct {
	PerMove   time.Duration
	Base      time.Duration
	Increment time.Duration
}

// Clocked reports whether a game clock runs.
func (t PlayTime) Clocked() bool { return t.Base > 0 }

func (t PlayTime) String() string {
	switch {
	case t.Base > 0 && t.Increment > 0:
		return t.Base.String() + "+" + t.Increment.String()
	case t.Base > 0:
		return t.Base.String()
	}
	return t.PerMove.String() + "/move"
}

// PlaySetup describes a new game against the engine.
type PlaySetup struct {
	From StartFrom
	// Ballot is the Number of an assets.PlayableBallots ballot, for
	// FromBallot.
	Ballot int
	// Human is the person's colour.
	Human checkers.Color
	// Engine is the engine's algorithm, searchers and executor; its
	// limits are replaced by the time control's budget.
	Engine Config
	Time   PlayTime
	// Name is the person's name in the PDN ("You" if empty).
	Name string
}

// DefaultPlaySetup is a quick first game: the initial position with
// Black, against PVFSplit on 4 simulated searchers at one second a move.
func DefaultPlaySetup() PlaySetup {
	c := DefaultConfig()
	c.Searchers, c.Depth, c.HashMiB = 4, 0, 32
	return PlaySetup{From: FromInitial, Ballot: assets.PlayableBallots()[0].Number, Human: checkers.Black, Engine: c, Time: PlayTime{PerMove: time.Second}}
}

// Errors of the play mode that a UI may want to tell apart.
var (
	ErrNotPlaying   = errors.New("no game against the engine")
	ErrGameOver     = errors.New("the game is over")
	ErrEngineToMove = errors.New("it is the engine's turn")
	ErrNoTakeback   = errors.New("nothing to take back")
)

// drawMargin is the engine's last score (from its side, a man is 100)
// at or below which it accepts a draw offer: it takes a draw unless it
// thinks it is ahead by more than a fifth of a man.
const drawMargin = 20

// PlayGame is a game between a person and the engine. Its methods are
// called from the goroutine that drives the session.
type PlayGame struct {
	s     *Session
	setup PlaySetup
	title string

	history []checkers.Position
	moves   []checkers.Move
	fixed   int // plies that cannot be taken back: a ballot's moves
	outcome checkers.Outcome

	clock     [2]time.Duration
	turnStart time.Time
	now       func() time.Time

	engine *Run // the engine's current or last search for a move
	hint   *Run // a search for the person's best move
	hintAt int  // the ply the hint was asked at
	score  int  // the engine's last score, from its side
	scored bool

	saved    string // where the game was last saved, "" if not
	savedLen int
	savedOut checkers.Outcome
}

// StartPlaying begins a game of checkers against the engine, ending any
// game in progress and stopping the current analysis. If the engine moves
// first its search starts at once. Other games are played with
// StartAnyPlay.
func (s *Session) StartPlaying(setup PlaySetup) (*PlayGame, error) {
	if !s.isCheckers() {
		return nil, fmt.Errorf("play: this session analyses %s: StartAnyPlay plays it", s.game.Name())
	}
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
	if setup.Human != checkers.Black && setup.Human != checkers.White {
		return nil, fmt.Errorf("play: unknown side %d", setup.Human)
	}
	if setup.Name == "" {
		setup.Name = "You"
	}
	g := &PlayGame{s: s, setup: setup, now: time.Now}
	switch setup.From {
	case FromInitial:
		g.history = []checkers.Position{checkers.Start()}
		g.title = "from the initial position"
	case FromCurrent:
		cur, ok := s.Position().Value().(checkers.Position)
		if !ok {
			return nil, errors.New("play: the analysed position is not a checkers position")
		}
		g.history = []checkers.Position{cur}
		g.title = "from the analysed position"
	case FromBallot:
		b, ok := findBallot(setup.Ballot)
		if !ok {
			return nil, fmt.Errorf("play: no playable ballot number %d (1 to %d, barred ballots excluded)", setup.Ballot, len(assets.Ballots()))
		}
		g.history = []checkers.Position{checkers.Start()}
		for _, text := range b.Moves {
			p := g.Position()
			m, err := p.ParseMove(text)
			if err != nil {
				return nil, fmt.Errorf("play: ballot %d: %w", b.Number, err)
			}
			g.push(m)
		}
		g.fixed = len(g.moves)
		g.title = fmt.Sprintf("ballot %d %s", b.Number, strings.Join(b.Moves, " "))
		if b.Name != "" {
			g.title += " (" + b.Name + ")"
		}
	default:
		return nil, fmt.Errorf("play: unknown start %d", setup.From)
	}
	if t.Clocked() {
		g.clock = [2]time.Duration{t.Base, t.Base}
	}
	s.EndPlaying()
	s.Forget() // the analysis is of another position: the panes show the engine's search
	s.StopCompare()
	s.play = g
	g.turnStart = g.now()
	g.outcome = checkers.OutcomeOf(g.history)
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
	if g := s.aplay; g != nil {
		g.stopRuns()
		s.aplay = nil
	}
}

func (g *PlayGame) stopRuns() {
	if g.engine != nil {
		g.engine.Stop()
	}
	if g.hint != nil {
		g.hint.Stop()
	}
}

// Setup returns the game's configuration.
func (g *PlayGame) Setup() PlaySetup { return g.setup }

// Title says where the game began: "ballot 12 9-13 22-18 6-9 (...)".
func (g *PlayGame) Title() string { return g.title }

// Position is the position on the checkers.
func (g *PlayGame) Position() checkers.Position { return g.history[len(g.history)-1] }

// Start is the position the game's record starts from.
func (g *PlayGame) Start() checkers.Position { return g.history[0] }

// Moves returns the moves played, a ballot's first. Do not change it.
func (g *PlayGame) Moves() []checkers.Move { return g.moves }

// History returns every position of the game, the start first.
func (g *PlayGame) History() []checkers.Position { return g.history }

// Outcome says whether the game is over and why.
func (g *PlayGame) Outcome() checkers.Outcome { return g.outcome }

// Human is the person's colour.
func (g *PlayGame) Human() checkers.Color { return g.setup.Human }

// HumanToMove reports whether the game waits for the person.
func (g *PlayGame) HumanToMove() bool {
	p := g.Position()
	return !g.outcome.Over && p.SideToMove() == g.setup.Human
}

// Thinking reports whether the engine is searching for its move.
func (g *PlayGame) Thinking() bool {
	return g.engine != nil && !g.outcome.Over && !g.HumanToMove()
}

// EngineRun is the engine's current or last search, nil before its
// first move.
func (g *PlayGame) EngineRun() *Run { return g.engine }

// Clock returns the time each side has left, the side to move's
// running down since its turn began. Without a game clock it is zero.
func (g *PlayGame) Clock() [2]time.Duration {
	c := g.clock
	if g.setup.Time.Clocked() && !g.outcome.Over {
		p := g.Position()
		c[p.SideToMove()] -= g.now().Sub(g.turnStart)
	}
	return c
}

// push plays m on the record.
func (g *PlayGame) push(m checkers.Move) {
	p := g.Position()
	g.history = append(g.history, p.Play(m))
	g.moves = append(g.moves, m)
}

// commit plays m for the side to move: its clock is charged, the rules
// are applied and, if the engine is to move next, its search starts.
func (g *PlayGame) commit(m checkers.Move) error {
	p := g.Position()
	side := p.SideToMove()
	if g.setup.Time.Clocked() {
		g.clock[side] -= g.now().Sub(g.turnStart)
		if g.clock[side] < 0 {
			g.clock[side] = 0
			g.outcome = checkers.WonBy(side.Other(), "time forfeit")
			return nil
		}
		g.clock[side] += g.setup.Time.Increment
	}
	g.push(m)
	g.turnStart = g.now()
	g.outcome = checkers.OutcomeOf(g.history)
	return g.think()
}

// PlayMove plays the person's move. An illegal move, or one played out
// of turn, is refused with an error that says why and changes nothing.
func (g *PlayGame) PlayMove(m checkers.Move) error {
	if err := g.humanTurn(); err != nil {
		return err
	}
	p := g.Position()
	legal := p.LegalMoves()
	for _, l := range legal {
		if l == m {
			g.stopHint()
			return g.commit(m)
		}
	}
	return fmt.Errorf("%s is not legal here%s", m, captureNote(&p, legal))
}

// PlayText plays the person's move written as "11-15", "15x24", a
// capture's full route, or its end square when only one route gets
// there.
func (g *PlayGame) PlayText(text string) error {
	if err := g.humanTurn(); err != nil {
		return err
	}
	p := g.Position()
	m, err := p.ParseMove(strings.TrimSpace(text))
	if err != nil {
		// The parser's error names the move and, when a capture is
		// compulsory, the captures: it is said once.
		return err
	}
	return g.PlayMove(m)
}

// captureNote reminds the person that captures are compulsory when one
// is available, naming them, so that a refused quiet move makes sense.
func captureNote(p *checkers.Position, legal []checkers.Move) string {
	if !p.HasCapture() {
		return ""
	}
	names := make([]string, len(legal))
	for i, m := range legal {
		names[i] = m.String()
	}
	return " (a capture is compulsory: " + strings.Join(names, ", ") + ")"
}

// humanTurn checks that the person may move now.
func (g *PlayGame) humanTurn() error {
	switch {
	case g.s.play != g:
		return ErrNotPlaying
	case g.outcome.Over:
		return fmt.Errorf("%w: %s", ErrGameOver, g.outcome)
	case !g.HumanToMove():
		return ErrEngineToMove
	}
	if g.flagged() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.outcome)
	}
	return nil
}

// flagged ends the game on time if the side to move's clock has run
// out, and reports whether it did.
func (g *PlayGame) flagged() bool {
	if !g.setup.Time.Clocked() || g.outcome.Over {
		return false
	}
	p := g.Position()
	side := p.SideToMove()
	if g.Clock()[side] > 0 {
		return false
	}
	g.clock[side] = 0
	g.outcome = checkers.WonBy(side.Other(), "time forfeit")
	g.stopRuns()
	return true
}

// budget is the engine's time for its next move: on a clock a target
// and a ceiling, by the rule of engine matches (match.TimeControl's
// MoveBudget), so that play mode and matches spend a clock alike.
func (g *PlayGame) budget() match.Budget {
	t := g.setup.Time
	tc := match.TimeControl{PerMove: t.PerMove, Base: t.Base, Increment: t.Increment}
	if !t.Clocked() {
		return tc.MoveBudget(0)
	}
	p := g.Position()
	return tc.MoveBudget(g.clock[p.SideToMove()])
}

// think starts the engine's search when it is the engine's turn.
func (g *PlayGame) think() error {
	if g.outcome.Over || g.HumanToMove() {
		return nil
	}
	cfg := g.setup.Engine
	b := g.budget()
	cfg.Depth, cfg.Time, cfg.MaxTime = 0, b.Time, b.MaxTime
	r, err := g.s.startRun(cfg, engine.Checkers(g.Position()), g.keysBefore(), fmt.Sprintf("play ply %d", len(g.moves)+1), false)
	if err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	g.engine = r
	return nil
}

// keysBefore returns the keys of the positions before the current one,
// for the engine to see repetitions.
func (g *PlayGame) keysBefore() []uint64 {
	keys := make([]uint64, len(g.history)-1)
	for i := range keys {
		keys[i] = g.history[i].Key()
	}
	return keys
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
// calls it when the run reports it is final), checks the clocks, and
// records a finished hint. It reports the engine's move, if it made one.
func (g *PlayGame) Advance() (checkers.Move, bool, error) {
	if g.s.play != g {
		return checkers.Move{}, false, ErrNotPlaying
	}
	if g.flagged() {
		return checkers.Move{}, false, nil
	}
	if !g.Thinking() || !g.engine.State().Ended() {
		return checkers.Move{}, false, nil
	}
	r := g.engine
	if err := r.Err(); err != nil {
		return checkers.Move{}, false, fmt.Errorf("engine: %w", err)
	}
	p := g.Position()
	legal := p.LegalMoves()
	m := legal[0] // stopped before its first iteration: any legal move
	if its := r.Iterations(); len(its) > 0 {
		last := its[len(its)-1]
		best, err := p.ParseMove(last.Best)
		if err != nil {
			return checkers.Move{}, false, fmt.Errorf("engine: its move %q: %w", last.Best, err)
		}
		m, g.score, g.scored = best, last.Score, true
	}
	if err := g.commit(m); err != nil {
		return m, true, err
	}
	return m, true, nil
}

// WaitEngine waits until the engine's search ends and plays its move:
// for callers without an event loop (tests, scripts).
func (g *PlayGame) WaitEngine(ctx context.Context) (checkers.Move, bool, error) {
	if !g.Thinking() {
		return checkers.Move{}, false, nil
	}
	select {
	case <-g.engine.Done():
	case <-ctx.Done():
		return checkers.Move{}, false, ctx.Err()
	}
	return g.Advance()
}

// Hint starts a search of the person's position with the engine's
// configuration and budget; nothing is played. The search is the
// session's current run, so the panes show it; HintMove reads its answer.
func (g *PlayGame) Hint() (*Run, error) {
	if err := g.humanTurn(); err != nil {
		return nil, err
	}
	g.stopHint()
	cfg := g.setup.Engine
	cfg.Depth, cfg.Time = 0, min(g.budget().Time, 2*time.Second)
	r, err := g.s.startRun(cfg, engine.Checkers(g.Position()), g.keysBefore(), fmt.Sprintf("hint ply %d", len(g.moves)+1), false)
	if err != nil {
		return nil, fmt.Errorf("hint: %w", err)
	}
	g.hint, g.hintAt = r, len(g.moves)
	return r, nil
}

func (g *PlayGame) stopHint() {
	if g.hint != nil {
		g.hint.Stop()
	}
}

// HintRun is the search of the last hint, nil if none was asked.
func (g *PlayGame) HintRun() *Run { return g.hint }

// HintMove returns the hint's best move so far, if the hint was asked
// in the current position and has completed an iteration.
func (g *PlayGame) HintMove() (checkers.Move, bool) {
	if g.hint == nil || g.hintAt != len(g.moves) || !g.HumanToMove() {
		return checkers.Move{}, false
	}
	its := g.hint.Iterations()
	if len(its) == 0 {
		return checkers.Move{}, false
	}
	p := g.Position()
	m, err := p.ParseMove(its[len(its)-1].Best)
	return m, err == nil
}

// Undo takes back the last full move: the engine's reply and the
// person's move before it (or only the person's move while the engine
// thinks about its reply). The moves of a ballot cannot be taken back.
// A finished game is reopened.
func (g *PlayGame) Undo() error {
	if g.s.play != g {
		return ErrNotPlaying
	}
	n := len(g.moves)
	cut := -1
	// The latest ply at which the person was to move, past the fixed
	// opening.
	for i := n - 1; i >= g.fixed; i-- {
		if g.history[i].SideToMove() == g.setup.Human {
			cut = i
			break
		}
	}
	if cut < 0 {
		return ErrNoTakeback
	}
	g.stopRuns()
	g.history = g.history[:cut+1]
	g.moves = g.moves[:cut]
	g.outcome = checkers.Outcome{}
	if g.setup.Time.Clocked() {
		for c := range g.clock { // a clock that ran out is given a moment back
			g.clock[c] = max(g.clock[c], time.Second)
		}
	}
	g.turnStart = g.now()
	return nil
}

// OfferDraw offers the engine a draw. It accepts when its last score is
// near zero or below (it has nothing to play for); the game then ends
// drawn by agreement.
func (g *PlayGame) OfferDraw() (bool, error) {
	if g.s.play != g {
		return false, ErrNotPlaying
	}
	if g.outcome.Over {
		return false, fmt.Errorf("%w: %s", ErrGameOver, g.outcome)
	}
	score := g.score
	if !g.scored { // no search yet: judge by material
		p := g.Position()
		score = material(&p, g.setup.Human.Other()) - material(&p, g.setup.Human)
	}
	if score > drawMargin {
		return false, nil
	}
	g.finish(checkers.DrawnBy("agreement"))
	return true, nil
}

// material counts c's pieces, a king as 1.3 men.
func material(p *checkers.Position, c checkers.Color) int {
	men, kings := p.Count(c)
	return men*100 + kings*130
}

// ClaimDraw claims a draw by the rules (threefold repetition, 40 moves
// each without a man move or capture). The game ends on these
// automatically too; a claim that the rules do not support says how far
// the position is from them.
func (g *PlayGame) ClaimDraw() error {
	if g.s.play != g {
		return ErrNotPlaying
	}
	if g.outcome.Over {
		return fmt.Errorf("%w: %s", ErrGameOver, g.outcome)
	}
	out := checkers.OutcomeOf(g.history)
	if out.Over && out.Draw {
		g.finish(out)
		return nil
	}
	quiet := checkers.PliesSinceIrreversible(g.history)
	seen := 0
	cur := g.Position()
	for _, p := range g.history {
		if p == cur {
			seen++
		}
	}
	return fmt.Errorf("no draw to claim: this position has occurred %d time(s) (3 draw), and %d of %d plies were played without a man move or capture", seen, quiet, checkers.FortyMovePlies)
}

// Resign ends the game as a loss for the person.
func (g *PlayGame) Resign() error {
	if g.s.play != g {
		return ErrNotPlaying
	}
	if g.outcome.Over {
		return fmt.Errorf("%w: %s", ErrGameOver, g.outcome)
	}
	g.finish(checkers.WonBy(g.setup.Human.Other(), "resignation"))
	return nil
}

// finish ends the game with out and stops the searches.
func (g *PlayGame) finish(out checkers.Outcome) {
	if g.setup.Time.Clocked() {
		g.clock = g.Clock()
	}
	g.outcome = out
	g.stopRuns()
}

// EngineName is the engine's name in the PDN: its configuration.
func (g *PlayGame) EngineName() string {
	return "Frontier " + g.setup.Engine.Label()
}

// Record returns the game as PDN: Event, Date, Black, White, Result, a
// FEN when it did not start from the initial position, and why it ended.
func (g *PlayGame) Record() checkers.Game {
	rec := checkers.Game{Start: g.Start(), Moves: append([]checkers.Move(nil), g.moves...), Result: g.outcome.Result()}
	black, white := g.setup.Name, g.EngineName()
	if g.setup.Human == checkers.White {
		black, white = white, black
	}
	rec.SetTag("Event", "Frontier: "+g.setup.Name+" vs the engine, "+g.title)
	rec.SetTag("Date", g.now().Format("2006.01.02"))
	rec.SetTag("Black", black)
	rec.SetTag("White", white)
	rec.SetTag("Result", string(rec.Result))
	if st := g.Start(); st != checkers.Start() {
		rec.SetTag("FEN", st.FEN())
	}
	rec.SetTag("TimeControl", match.TimeControl{PerMove: g.setup.Time.PerMove, Base: g.setup.Time.Base, Increment: g.setup.Time.Increment}.Tag())
	if g.outcome.Over {
		rec.SetTag("Termination", g.outcome.Reason)
	}
	return rec
}

// Unsaved reports whether the game has moves or a result that were not
// saved: what quitting would lose.
func (g *PlayGame) Unsaved() bool {
	if g.saved != "" {
		return len(g.moves) != g.savedLen || g.outcome != g.savedOut
	}
	return len(g.moves) > g.fixed || g.outcome.Over
}

// SavedPath is where the game was last saved, "" if it was not.
func (g *PlayGame) SavedPath() string { return g.saved }

// Save writes the game to path as PDN, atomically, so that an
// interrupted save never leaves half a file.
func (g *PlayGame) Save(path string) error {
	path = expandHome(strings.TrimSpace(path))
	if path == "" {
		return errors.New("save: give a file name")
	}
	text, err := checkers.FormatPDN(g.Record())
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("save: %w", err)
		}
	}
	if err := atomicfile.Write(path, []byte(text), 0o644); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	g.saved, g.savedLen, g.savedOut = path, len(g.moves), g.outcome
	return nil
}

// DefaultSaveName is a file name for the game in the current directory.
func (g *PlayGame) DefaultSaveName() string {
	return "frontier-game-" + g.now().Format("20060102-150405") + ".pdn"
}
