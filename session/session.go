package session

import (
	"errors"
	"fmt"
	"sync"

	"frontier/assets"
	"frontier/search"
	"frontier/search/games"
)

// Options configure a new Session.
type Options struct {
	// Game is the registry name of the game to analyse (games.Games):
	// if empty, the game of Settings, else games.DefaultGame
	// (checkers).
	Game string
	// Suite is the embedded checkers suite to load,
	// assets.TinsleyChinook1992 if empty; "none" loads no suite. Other
	// games step through their registered suite (games.Game.Suite).
	Suite string
	// Settings restores a previous session's configuration and place.
	Settings *Settings
	// Egdb chooses the checkers endgame database of every search the
	// session starts (analysis, references, play, game analysis), as
	// engine.Env.Egdb: "" keeps the saved choice, else engine.EgdbAuto;
	// engine.EgdbOff (or "off") searches without one; a directory takes
	// the database built there. CheckEgdb validates it.
	Egdb string
}

// Session is one analysis session. See the package comment for which
// methods may be called from where.
type Session struct {
	game    games.Game
	suite   *assets.Suite // checkers: the suite, with its games in games
	games   []Game        // checkers games: the suite's, then loaded ones
	other   []games.SuitePosition
	pgn     []pgnGame // chess games read from PGN files (pgnfile.go)
	entries []Entry
	entry   string
	line    Line
	pasted  int

	// egdb is the endgame database choice of every search (Options.Egdb).
	egdb string

	cfg   Config
	pair  [2]Config
	speed Speed

	nextID uint64
	run    *Run
	cmp    *Compare
	play   *PlayGame // the game against the engine, nil when not playing

	// tables are finished runs' tables, for the next runs (tablepool.go).
	tables tablePool

	// saveDir is where files are saved by default (defaultSaveDir).
	saveDir string

	// cache keeps the last analysis of each position searched
	// (analysiscache.go).
	cache analysisCache

	mu     sync.Mutex // guards all, for Close from another goroutine
	all    []*Run
	refs   []*Reference
	closed bool
}

// New opens a session on a game (checkers unless Options or the
// settings say otherwise) at the first position of its suite, or where
// the settings say the last session was.
func New(opt Options) (*Session, error) {
	s := &Session{cfg: DefaultConfig(), pair: DefaultCompare(), speed: Fast, saveDir: defaultSaveDir()}
	name := opt.Game
	if name == "" && opt.Settings != nil && opt.Settings.Version == settingsVersion {
		if _, ok := games.LookupGame(opt.Settings.Game); ok {
			name = opt.Settings.Game
		}
	}
	if name == "" {
		name = games.DefaultGame
	}
	g, err := games.GameByName(name)
	if err != nil {
		return nil, fmt.Errorf("new session: %w", err)
	}
	suite := opt.Suite
	if suite == "" {
		suite = assets.TinsleyChinook1992
	}
	if suite != "none" {
		cs, err := assets.LoadSuite(suite)
		if err != nil {
			return nil, fmt.Errorf("new session: %w", err)
		}
		s.suite = cs
		s.games = suiteGames(cs)
	}
	if err := s.load(g); err != nil {
		return nil, fmt.Errorf("new session: %w", err)
	}
	if st := opt.Settings; st != nil {
		s.applySettings(st)
	}
	if opt.Egdb != "" {
		if err := CheckEgdb(opt.Egdb); err != nil {
			return nil, fmt.Errorf("new session: %w", err)
		}
		s.egdb = normalEgdb(opt.Egdb)
	}
	return s, nil
}

// load makes g the session's game, at the first position of its suite.
func (s *Session) load(g games.Game) error {
	s.game, s.other = g, nil
	if !s.isCheckers() {
		suite, err := g.Suite()
		if err != nil {
			return err
		}
		s.other = suite
	}
	s.buildEntries()
	if len(s.entries) > 0 {
		return s.Open(0)
	}
	s.line, _ = positionLine(g.Start(), nil)
	s.line.Title = "start position"
	s.entry = ""
	return nil
}

// Game returns the game the session analyses.
func (s *Session) Game() games.Game { return s.game }

// SetGame switches the session to the game called name (games.Games),
// at the first position of its suite. It stops every search and ends a
// game against the engine; the configurations stay. The checkers games
// loaded from files are kept for when checkers comes back.
func (s *Session) SetGame(name string) error {
	g, err := games.GameByName(name)
	if err != nil {
		return fmt.Errorf("game: %w", err)
	}
	s.EndPlaying()
	s.Stop()
	s.StopCompare()
	s.mu.Lock()
	s.run, s.cmp = nil, nil
	s.mu.Unlock()
	if err := s.load(g); err != nil {
		return fmt.Errorf("game %s: %w", name, err)
	}
	return nil
}

// Suite returns the loaded checkers suite, or nil.
func (s *Session) Suite() *assets.Suite { return s.suite }

// Config returns the configuration of the next run.
func (s *Session) Config() Config { return s.cfg }

// SetConfig sets the configuration of the next run, if valid.
func (s *Session) SetConfig(c Config) error {
	if err := c.Validate(); err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	s.cfg = c
	return nil
}

// CompareConfigs returns the two configurations of the compare view.
func (s *Session) CompareConfigs() [2]Config { return s.pair }

// SetCompareConfigs sets the two configurations of the compare view.
func (s *Session) SetCompareConfigs(p [2]Config) error {
	for i, c := range p {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("compare configuration %d: %w", i+1, err)
		}
	}
	s.pair = p
	return nil
}

// Speed returns the simulation speed.
func (s *Session) Speed() Speed { return s.speed }

// SetSpeed changes the simulation speed of every live run and of those
// started later.
func (s *Session) SetSpeed(v Speed) {
	s.speed = v
	for _, r := range s.live() {
		r.setSpeed(v)
	}
}

// StepSimulation advances paused simulations by about StepUnits of virtual time
// and shows where they got; it pauses them first if they were running.
func (s *Session) StepSimulation() {
	if s.speed != Paused {
		s.SetSpeed(Paused)
	}
	for _, r := range s.live() {
		r.step()
	}
}

// live returns the runs of the current run and comparison.
func (s *Session) live() []*Run {
	var out []*Run
	if s.run != nil {
		out = append(out, s.run)
	}
	if s.cmp != nil {
		out = append(out, s.cmp.runs[0], s.cmp.runs[1])
	}
	return out
}

// Run returns the current run, or nil.
func (s *Session) Run() *Run { return s.run }

// Comparison returns the current comparison, or nil.
func (s *Session) Comparison() *Compare { return s.cmp }

// ErrClosed is returned by runs started after Close.
var ErrClosed = errors.New("session closed")

// label describes the current position for a run.
func (s *Session) label() string {
	l := &s.line
	switch {
	case l.TestID != "" && l.Ply == l.TestPly:
		return l.TestID
	case l.GameID != "":
		return fmt.Sprintf("%s ply %d", l.GameID, l.Ply)
	case !s.isCheckers() && l.TestID != "": // a suite position inside its opening
		return fmt.Sprintf("%s ply %d", l.TestID, l.Ply)
	case !s.isCheckers(): // a position typed in: its text is too long for a title
		return fmt.Sprintf("position ply %d", l.Ply)
	}
	return l.Position().String()
}

// Start analyses the current position with Config, stopping the current
// run and any comparison.
func (s *Session) Start() (*Run, error) {
	if err := s.cfg.Validate(); err != nil {
		return nil, fmt.Errorf("start: %w", err)
	}
	pos := s.Position()
	if len(pos.Moves()) == 0 {
		return nil, fmt.Errorf("start: %w", search.ErrGameOver)
	}
	return s.startRun(s.cfg, pos, s.line.keysBefore(), s.label(), true)
}

// startRun makes a run of cfg on pos (with the keys of the positions
// before it) the session's current run, stopping the current run and any
// comparison. With reference, a parallel run gets a sequential reference
// for its speedup and overheads.
func (s *Session) startRun(cfg Config, pos games.Position, path []uint64, label string, reference bool) (*Run, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if err := s.lockForNewRun(); err != nil {
		return nil, err
	}
	defer s.mu.Unlock()
	s.nextID++
	r := newRun(s.nextID, cfg, pos, path, label, s.speed)
	r.tables = &s.tables
	r.egdb = s.egdb
	if reference && cfg.Parallel() {
		ref := newReference(cfg.Sim, pos, r.path, cfg.Depth, cfg.HashMiB)
		ref.tables = &s.tables
		ref.egdb = s.egdb
		ref.attach(r)
		s.refs = append(s.refs, ref)
		ref.begin()
	}
	s.all = append(s.all, r)
	s.run = r
	r.start()
	return r, nil
}

// lockForNewRun stops the current run and any comparison, then locks the
// session for the caller to start new ones (the caller unlocks). It fails
// once the session is closed.
func (s *Session) lockForNewRun() error {
	s.Stop()
	s.StopCompare()
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return ErrClosed
	}
	s.pruneLocked()
	return nil
}

// pruneLocked forgets runs and references whose goroutines have ended,
// so that a long session does not keep every run it ever made.
func (s *Session) pruneLocked() {
	keep := s.all[:0]
	for _, r := range s.all {
		select {
		case <-r.done:
			if r == s.run || (s.cmp != nil && (r == s.cmp.runs[0] || r == s.cmp.runs[1])) {
				keep = append(keep, r)
			}
		default:
			keep = append(keep, r)
		}
	}
	s.all = keep
	refs := s.refs[:0]
	for _, ref := range s.refs {
		select {
		case <-ref.done:
		default:
			refs = append(refs, ref)
		}
	}
	s.refs = refs
}

// Stop stops the current run; its results stay readable.
func (s *Session) Stop() {
	if s.run != nil {
		s.run.Stop()
	}
}

// Forget stops the current run and forgets it, keeping no result: the
// workstation calls it when the position changes, so that no pane goes
// on showing a search of a position that is no longer on the board.
func (s *Session) Forget() {
	s.Stop()
	s.run = nil
}

// StartCompare runs the two compare configurations on the current
// position, stopping the current run and comparison. In the simulator
// both run at once; on the real executor one after the other, so that
// neither measures the other's load.
func (s *Session) StartCompare() (*Compare, error) {
	for i, c := range s.pair {
		if err := c.Validate(); err != nil {
			return nil, fmt.Errorf("compare: configuration %d: %w", i+1, err)
		}
		if !c.Parallel() {
			return nil, fmt.Errorf("compare: configuration %d: choose a parallel algorithm, not %s", i+1, c.Algorithm)
		}
	}
	if s.pair[0].Sim != s.pair[1].Sim {
		return nil, errors.New("compare: both configurations must use the same executor")
	}
	pos := s.Position()
	if len(pos.Moves()) == 0 {
		return nil, fmt.Errorf("compare: %w", search.ErrGameOver)
	}
	if err := s.lockForNewRun(); err != nil {
		return nil, err
	}
	defer s.mu.Unlock()
	path := s.line.keysBefore()
	depth := max(s.pair[0].Depth, s.pair[1].Depth)
	if s.pair[0].Depth == 0 || s.pair[1].Depth == 0 {
		depth = 0
	}
	sim := s.pair[0].Sim
	ref := newReference(sim, pos, path, depth, max(s.pair[0].HashMiB, s.pair[1].HashMiB))
	ref.tables = &s.tables
	c := &Compare{root: pos, label: s.label(), ref: ref}
	for i := range c.runs {
		s.nextID++
		c.runs[i] = newRun(s.nextID, s.pair[i], pos, path, c.label, s.speed)
		c.runs[i].tables = &s.tables
		ref.attach(c.runs[i])
		s.all = append(s.all, c.runs[i])
	}
	if !sim {
		c.runs[1].gate = c.runs[0].done
	}
	c.id = c.runs[0].id
	s.refs = append(s.refs, ref)
	ref.begin()
	for _, r := range c.runs {
		r.start()
	}
	s.cmp = c
	return c, nil
}

// StopCompare stops the comparison's runs.
func (s *Session) StopCompare() {
	if s.cmp != nil {
		s.cmp.runs[0].Stop()
		s.cmp.runs[1].Stop()
	}
}

// Close stops every run and reference of the session and waits until
// their goroutines, and the engines', have ended. Later runs fail with
// ErrClosed.
func (s *Session) Close() {
	s.mu.Lock()
	s.closed = true
	runs, refs := s.all, s.refs
	s.all, s.refs = nil, nil
	s.mu.Unlock()
	// The references stop first: a run that ends starts its reference
	// once every run it is measured with has ended (runEnded), and a
	// reference started here would allocate its table only to be
	// cancelled, which on a loaded machine held Close for seconds.
	for _, ref := range refs {
		ref.stop()
	}
	for _, r := range runs {
		r.Stop()
	}
	for _, r := range runs {
		<-r.done
	}
	for _, ref := range refs {
		<-ref.done
	}
	s.tables.drain()
}
