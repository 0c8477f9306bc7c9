package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"frontier/search/engine"
)

// OpeningsSuite is the opening set of a game other than checkers: the
// positions of its embedded suite (engine.Game.Suite), which the search
// is benchmarked on. OpeningsStart is its start position alone.
const OpeningsSuite = "suite"

// AnyOpenings returns an opening set of g by name: OpeningsSuite,
// OpeningsStart, or OpeningsBook for a game that has a book (HasBook).
// Checkers plays ballots instead (Openings).
func AnyOpenings(g engine.Game, set string) ([]engine.SuitePosition, error) {
	switch set {
	case OpeningsSuite:
		return g.Suite()
	case OpeningsBook:
		return bookOpenings(g)
	case OpeningsStart:
		return []engine.SuitePosition{{ID: "start", Pos: g.Start(), Note: "the start position"}}, nil
	}
	known := OpeningsSuite + ", " + OpeningsStart
	if HasBook(g) {
		known += ", " + OpeningsBook
	}
	return nil, fmt.Errorf("unknown opening set %q for %s (known: %s)", set, g.Name(), known)
}

// AnyConfig describes a match between players A and B on any registered
// game: Config with the game to play and its positions as openings.
type AnyConfig struct {
	// Game is the game played (required).
	Game engine.Game
	A, B Player
	Sim  bool
	// Games is the number of games. Game 2k+1 and 2k+2 start from
	// opening k, A playing the game's first player (side 0) in the
	// first and the second player in the other; after the last opening
	// the list starts again.
	Games int
	// Openings are the start positions, of Game (its suite if nil).
	Openings []engine.SuitePosition
	Time     TimeControl
	HashMiB  int
	// Egdb is as in Config (only checkers has a database).
	Egdb     string
	MaxPlies int
	Comments bool
	// Event and Date are record tags; Date is "YYYY.MM.DD", today if
	// empty.
	Event, Date string
	// Out, if not empty, is the text file every finished game is
	// appended to (atomically, see AppendRecords) as soon as it ends:
	// PGN for chess (ChessPGN), a Record's text for the other games.
	Out string
	// OnGame and OnMove are as in Config.
	OnGame func(AnyGameReport)
	OnMove func(game int, ev AnyMoveEvent)
}

// AnyGameReport is one finished game of an AnyConfig match.
type AnyGameReport struct {
	Number  int
	Opening engine.SuitePosition
	// ASide is the side A played: 0 for the game's first player.
	ASide int
	// Players are the names of the two sides' players, side 0 first;
	// Sides the sides' names ("Black", "X").
	Players [2]string
	Sides   [2]string
	Outcome AnyOutcome
	AResult float64
	Plies   int
	Elapsed time.Duration
	Score   Score
	Elo     Elo
	Record  Record
}

// AnySummary is the result of an AnyConfig match.
type AnySummary struct {
	Game  engine.Game
	A, B  Player
	Score Score
	Elo   Elo
	Games []AnyGameReport
}

// Names returns the record names of A and B, as Config.Names does.
func (cfg *AnyConfig) Names() (a, b string) { return playerNames(cfg.A, cfg.B) }

// validate checks cfg and fills in its defaults.
func (cfg *AnyConfig) validate() error {
	if cfg.Game == nil {
		return errors.New("match: no game")
	}
	if err := checkPlayers(cfg.A, cfg.B); err != nil {
		return err
	}
	if cfg.Games < 1 {
		return fmt.Errorf("match: %d games: play at least one", cfg.Games)
	}
	if err := cfg.Time.Validate(cfg.Sim); err != nil {
		return fmt.Errorf("match: %w", err)
	}
	if cfg.Openings == nil {
		o, err := cfg.Game.Suite()
		if err != nil {
			return fmt.Errorf("match: %w", err)
		}
		cfg.Openings = o
	}
	if len(cfg.Openings) == 0 {
		return errors.New("match: no openings to play")
	}
	for _, o := range cfg.Openings {
		if g := o.Pos.Game(); g == nil || g.Name() != cfg.Game.Name() {
			return fmt.Errorf("match: opening %s is a position of %s, not %s", o.ID, gameNameOf(g), cfg.Game.Name())
		}
		if OutcomeAt(o.Pos).Over {
			return fmt.Errorf("match: opening %s: the game is over there", o.ID)
		}
	}
	if cfg.Event == "" {
		cfg.Event = "frontier match: " + cfg.A.String() + " vs " + cfg.B.String()
	}
	if cfg.Date == "" {
		cfg.Date = time.Now().Format("2006.01.02")
	}
	return nil
}

// RunAny plays the match as Run does for checkers: the games one after
// the other, each saved and reported as it ends; on cancellation the
// game in progress is dropped and the finished ones summed up.
func RunAny(ctx context.Context, cfg AnyConfig) (AnySummary, error) {
	if err := cfg.validate(); err != nil {
		return AnySummary{}, err
	}
	sum := AnySummary{Game: cfg.Game, A: cfg.A, B: cfg.B, Elo: Score{}.Elo()}
	nameA, nameB := cfg.Names()
	a, err := NewAnyEngine(AnyEngineConfig{Game: cfg.Game, Player: cfg.A, Sim: cfg.Sim, HashMiB: cfg.HashMiB, Name: nameA, Egdb: cfg.Egdb})
	if err != nil {
		return sum, fmt.Errorf("match: player A: %w", err)
	}
	defer a.Close()
	b, err := NewAnyEngine(AnyEngineConfig{Game: cfg.Game, Player: cfg.B, Sim: cfg.Sim, HashMiB: cfg.HashMiB, Name: nameB, Egdb: cfg.Egdb})
	if err != nil {
		return sum, fmt.Errorf("match: player B: %w", err)
	}
	defer b.Close()
	names := SideNames(cfg.Game)
	sum.Score, sum.Elo, sum.Games, err = series(ctx, cfg.Games,
		func(ctx context.Context, i int) (AnyGameReport, error) {
			rep, err := playAnyMatchGame(ctx, &cfg, i, a, b)
			rep.Sides = names
			return rep, err
		},
		saveTo(cfg.Out, func(_ string, rep AnyGameReport) error { return appendAnyRecord(&cfg, rep.Record) }),
		cfg.OnGame)
	return sum, err
}

// playAnyMatchGame plays game i (0-based) of the match with fresh
// engines.
func playAnyMatchGame(ctx context.Context, cfg *AnyConfig, i int, a, b *AnyEngine) (AnyGameReport, error) {
	op := cfg.Openings[(i/2)%len(cfg.Openings)]
	first, second, aSide := sides(i, a, b)
	rep := AnyGameReport{Number: i + 1, Opening: op, ASide: aSide}
	if err := newGame(a, b); err != nil {
		return rep, err
	}
	opening := op.ID
	if op.Note != "" && op.Note != op.ID {
		opening += " (" + op.Note + ")"
	}
	gc := AnyGameConfig{
		Start:    op.Pos,
		Sides:    [2]AnyMover{first, second},
		Time:     cfg.Time,
		MaxPlies: cfg.MaxPlies,
		Tags: []Tag{
			{Name: "Event", Value: cfg.Event},
			{Name: "Date", Value: cfg.Date},
			{Name: "Round", Value: strconv.Itoa(i + 1)},
			{Name: "Opening", Value: opening},
			{Name: "TimeControl", Value: cfg.Time.Tag()},
		},
		Comments: cfg.Comments,
	}
	if cfg.OnMove != nil {
		gc.OnMove = func(ev AnyMoveEvent) { cfg.OnMove(i+1, ev) }
	}
	began := time.Now()
	res, err := PlayAnyGame(ctx, gc)
	if err != nil {
		return rep, err
	}
	rep.Elapsed = time.Since(began)
	rep.Players = [2]string{first.Name(), second.Name()}
	rep.Outcome, rep.Record, rep.Plies = res.Outcome, res.Record, len(res.Record.Moves)
	rep.AResult = pointsFor(res.Outcome.Draw, res.Outcome.Winner, aSide)
	return rep, nil
}
