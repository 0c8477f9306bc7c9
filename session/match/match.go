package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"frontier/board/checkers"
)

// Config describes a match between players A and B.
type Config struct {
	A, B Player
	// Sim runs parallel players on the simulator, with Time.Units of
	// virtual time a move; the sequential player then gets Units nodes.
	Sim bool
	// Games is the number of games. Game 2k+1 and 2k+2 play opening k,
	// A with Black first; after the last opening the list starts again.
	Games int
	// Openings to play (Openings(OpeningsACF) if nil).
	Openings []Opening
	Time     TimeControl
	// HashMiB is each player's own table size (DefaultHashMiB if 0).
	HashMiB int
	// Egdb is the players' endgame database, an engine.Env.Egdb choice:
	// by default the one in the user's cache directory when it is there.
	Egdb string
	// MaxPlies adjudicates a game as a draw (DefaultMaxPlies if 0).
	MaxPlies int
	// Comments adds every engine move's score and depth to the PDN.
	Comments bool
	// Event and Date are PDN tags; Date is "YYYY.MM.DD", today if empty.
	// A simulated match is reproducible when they are too.
	Event, Date string
	// PDN, if not empty, is the file every finished game is appended to
	// (atomically, see AppendPDN) as soon as it ends.
	PDN string
	// OnGame, if not nil, is called after every finished game, once it
	// is saved, on the match's goroutine.
	OnGame func(GameReport)
	// OnMove, if not nil, is called after every move of game number
	// game (1-based), for a live view.
	OnMove func(game int, ev MoveEvent)
}

// GameReport is one finished game of a match.
type GameReport struct {
	Number  int // 1-based
	Opening Opening
	// AColor is the colour A played.
	AColor       checkers.Color
	Black, White string
	Outcome      checkers.Outcome
	// AResult is A's points from this game: 1, 1/2 or 0.
	AResult float64
	Plies   int
	Elapsed time.Duration
	// Score and Elo are the running totals after this game.
	Score Score
	Elo   Elo
	Game  checkers.Game
}

// Summary is the result of a match: every finished game and the totals
// from A's point of view.
type Summary struct {
	A, B  Player
	Score Score
	Elo   Elo
	Games []GameReport
}

// validate checks cfg and fills in its defaults.
func (cfg *Config) validate() error {
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
		o, err := Openings(OpeningsACF)
		if err != nil {
			return fmt.Errorf("match: %w", err)
		}
		cfg.Openings = o
	}
	if len(cfg.Openings) == 0 {
		return errors.New("match: no openings to play")
	}
	if cfg.Event == "" {
		cfg.Event = "frontier match: " + cfg.A.String() + " vs " + cfg.B.String()
	}
	if cfg.Date == "" {
		cfg.Date = time.Now().Format("2006.01.02")
	}
	return nil
}

// Names returns the PDN names of A and B: their specifications, marked
// "(A)" and "(B)" when both are the same so that the games still say who
// was who.
func (cfg *Config) Names() (a, b string) { return playerNames(cfg.A, cfg.B) }

func playerNames(pa, pb Player) (a, b string) {
	a, b = pa.String(), pb.String()
	if a == b {
		a, b = a+" (A)", b+" (B)"
	}
	return a, b
}

// checkPlayers checks both players' specs.
func checkPlayers(a, b Player) error {
	for _, p := range []struct {
		side string
		p    Player
	}{{"A", a}, {"B", b}} {
		if err := p.p.Check(); err != nil {
			return fmt.Errorf("match: player %s: %w", p.side, err)
		}
	}
	return nil
}

// Run plays the match: the games one after the other (a real executor
// needs the cores to itself), each saved and reported as it ends. When
// ctx is cancelled it stops the game in progress, which is neither saved
// nor scored, and returns the summary of the finished games with ctx's
// error; every searcher goroutine has exited by then.
func Run(ctx context.Context, cfg Config) (Summary, error) {
	if err := cfg.validate(); err != nil {
		return Summary{}, err
	}
	sum := Summary{A: cfg.A, B: cfg.B, Elo: Score{}.Elo()}
	nameA, nameB := cfg.Names()
	a, err := NewEngine(EngineConfig{Player: cfg.A, Sim: cfg.Sim, HashMiB: cfg.HashMiB, Name: nameA, Egdb: cfg.Egdb})
	if err != nil {
		return sum, fmt.Errorf("match: player A: %w", err)
	}
	defer a.Close()
	b, err := NewEngine(EngineConfig{Player: cfg.B, Sim: cfg.Sim, HashMiB: cfg.HashMiB, Name: nameB, Egdb: cfg.Egdb})
	if err != nil {
		return sum, fmt.Errorf("match: player B: %w", err)
	}
	defer b.Close()

	sum.Score, sum.Elo, sum.Games, err = series(ctx, cfg.Games,
		func(ctx context.Context, i int) (GameReport, error) { return playMatchGame(ctx, &cfg, i, a, b) },
		saveTo(cfg.PDN, func(path string, rep GameReport) error { return AppendPDN(path, rep.Game) }),
		cfg.OnGame)
	return sum, err
}

// playMatchGame plays game i (0-based) of the match with fresh engines.
func playMatchGame(ctx context.Context, cfg *Config, i int, a, b *Engine) (GameReport, error) {
	op := cfg.Openings[(i/2)%len(cfg.Openings)]
	black, white, aSide := sides(i, a, b)
	rep := GameReport{Number: i + 1, Opening: op, AColor: checkers.Color(aSide)}
	if err := newGame(a, b); err != nil {
		return rep, err
	}
	tags := []checkers.Tag{
		{Name: "Event", Value: cfg.Event},
		{Name: "Date", Value: cfg.Date},
		{Name: "Round", Value: strconv.Itoa(i + 1)},
	}
	if op.Ballot > 0 {
		tags = append(tags, checkers.Tag{Name: "Ballot", Value: strconv.Itoa(op.Ballot)})
	}
	tags = append(tags, checkers.Tag{Name: "TimeControl", Value: cfg.Time.Tag()})
	gc := GameConfig{
		Start:    op.Start,
		Opening:  op.Moves,
		Black:    black,
		White:    white,
		Time:     cfg.Time,
		MaxPlies: cfg.MaxPlies,
		Tags:     tags,
		Comments: cfg.Comments,
	}
	if cfg.OnMove != nil {
		gc.OnMove = func(ev MoveEvent) { cfg.OnMove(i+1, ev) }
	}
	began := time.Now()
	res, err := PlayGame(ctx, gc)
	if err != nil {
		return rep, err
	}
	rep.Elapsed = time.Since(began)
	rep.Black, rep.White = black.Name(), white.Name()
	rep.Outcome, rep.Game, rep.Plies = res.Outcome, res.Game, len(res.Game.Moves)
	rep.AResult = pointsFor(res.Outcome.Draw, int(res.Outcome.Winner), aSide)
	return rep, nil
}
