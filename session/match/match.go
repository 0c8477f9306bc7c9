package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"frontier/search"
	"frontier/search/games"
)

// Config describes a match between players A and B on a registered game.
type Config struct {
	// Game is the game played (required).
	Game games.Game
	A, B Player
	// Sim runs parallel players on the simulator, with Time.Units of
	// virtual time a move; the sequential player then gets Units nodes.
	Sim bool
	// Games is the number of games. Game 2k+1 and 2k+2 start from
	// opening k, A playing the game's first player (side 0: Black in
	// checkers) in the first and the second player in the other; after
	// the last opening the list starts again.
	Games int
	// Openings are the start positions, of Game: if nil, the ballots
	// not barred by the ACF for checkers (OpeningsACF), the suite for
	// the other games.
	Openings []Opening
	Time     TimeControl
	// HashMiB is each player's own table size (DefaultHashMiB if 0).
	HashMiB int
	// Egdb is the players' endgame database (only checkers has one), an
	// engine.Env.Egdb choice: by default the one in the user's cache
	// directory when it is there.
	Egdb string
	// MaxPlies adjudicates a game as a draw (DefaultMaxPlies if 0).
	MaxPlies int
	// Comments adds every engine move's score and depth to the records.
	Comments bool
	// Event and Date are record tags; Date is "YYYY.MM.DD", today if
	// empty. A simulated match is reproducible when they are too.
	Event, Date string
	// Out, if not empty, is the file every finished game is appended to
	// (atomically, see appendFile) as soon as it ends, in the game's
	// format: PDN for checkers, PGN for chess (ChessPGN), a Record's
	// text for the other games.
	Out string
	// UCI, where UCI[0] (player A) or UCI[1] (B) is not nil, seats an
	// outside chess engine in that player's place: A or B is then
	// ignored.
	UCI [2]*UCIConfig
	// Options, where Options[0] (player A) or Options[1] (B) is not
	// empty, changes that player's search from the game's play options
	// (games.Game.PlayOptions) by search.Options.Adjust: "+singular",
	// "-etc,-probcut", "none". The player's name then carries it, e.g.
	// "seq[+singular]", so that the records say what played. A match
	// of an engine against itself with one part changed measures that
	// part on a clock.
	Options [2]string
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
	// ASide is the side A played: 0 for the game's first player.
	ASide int
	// Players are the names of the two sides' players, side 0 first;
	// Sides the sides' names ("Black", "X").
	Players [2]string
	Sides   [2]string
	Outcome Outcome
	// AResult is A's points from this game: 1, 1/2 or 0.
	AResult float64
	Plies   int
	Elapsed time.Duration
	// Score and Elo are the running totals after this game.
	Score  Score
	Elo    Elo
	Record Record
}

// Summary is the result of a match: every finished game and the totals
// from A's point of view.
type Summary struct {
	Game  games.Game
	A, B  Player
	Score Score
	Elo   Elo
	Games []GameReport
}

// Names returns the record names of A and B: their specifications,
// marked "(A)" and "(B)" when both are the same so that the games still
// say who was who.
func (cfg *Config) Names() (a, b string) {
	a, b = cfg.playerName(0), cfg.playerName(1)
	if a == b {
		a, b = a+" (A)", b+" (B)"
	}
	return a, b
}

// spec is the engine spec of player i (0 for A).
func (cfg *Config) spec(i int) Player {
	if i == 1 {
		return cfg.B
	}
	return cfg.A
}

// playerName names player i (0 for A): the outside engine's name where
// cfg.UCI seats one, else its spec.
func (cfg *Config) playerName(i int) string {
	if u := cfg.UCI[i]; u != nil {
		return u.name()
	}
	name := cfg.spec(i).String()
	if o := cfg.Options[i]; o != "" {
		name += "[" + o + "]"
	}
	return name
}

// searchOptions returns the search options of our engine as player i.
func (cfg *Config) searchOptions(i int) (search.Options, error) {
	return PlayerOptions(cfg.Game, cfg.Options[i])
}

// PlayerOptions returns the search options of one of our engines playing
// g: the game's play options, changed by list (search.Options.Adjust)
// unless it is empty. Config.Options holds such lists.
func PlayerOptions(g games.Game, list string) (search.Options, error) {
	o := g.PlayOptions()
	if list == "" {
		return o, nil
	}
	return o.Adjust(list)
}

// checkSeats checks the players: our engines' specs, and that an outside
// engine plays chess on a real clock.
func (cfg *Config) checkSeats() error {
	for i, side := range []string{"A", "B"} {
		if u := cfg.UCI[i]; u != nil {
			switch {
			case cfg.Game.Name() != "chess":
				return fmt.Errorf("match: player %s: an outside UCI engine plays chess, not %s", side, cfg.Game.Name())
			case cfg.Sim:
				return fmt.Errorf("match: player %s: an outside engine cannot run on the simulator", side)
			case u.Command == "":
				return fmt.Errorf("match: player %s: the outside engine has no program", side)
			case cfg.Options[i] != "":
				return fmt.Errorf("match: player %s: search options %q are for our engines; set an outside engine's own with its options", side, cfg.Options[i])
			}
			continue
		}
		if err := cfg.spec(i).Check(); err != nil {
			return fmt.Errorf("match: player %s: %w", side, err)
		}
		if cfg.Time.Nodes > 0 && cfg.spec(i).Parallel() {
			// Only the sequential search stops inside an iteration at a
			// node budget, and a parallel search's nodes depend on the
			// machine's scheduling: the budget would mean neither.
			return fmt.Errorf("match: player %s: a node budget a move is for the sequential engine (seq) and outside engines, not %s", side, cfg.spec(i))
		}
		if _, err := cfg.searchOptions(i); err != nil {
			return fmt.Errorf("match: player %s: %w", side, err)
		}
	}
	return nil
}

// seat starts player i (0 for A): an outside engine where cfg.UCI says
// so, else our engine of cfg.A or cfg.B.
func (cfg *Config) seat(i int, name string) (seat, error) {
	if u := cfg.UCI[i]; u != nil {
		uc := *u
		uc.Name = name
		return StartUCI(uc)
	}
	opts, err := cfg.searchOptions(i)
	if err != nil {
		return nil, err
	}
	return NewEngine(EngineConfig{Game: cfg.Game, Player: cfg.spec(i), Options: &opts, Sim: cfg.Sim, HashMiB: cfg.HashMiB, Name: name, Egdb: cfg.Egdb})
}

// validate checks cfg and fills in its defaults.
func (cfg *Config) validate() error {
	if cfg.Game == nil {
		return errors.New("match: no game")
	}
	if err := cfg.checkSeats(); err != nil {
		return err
	}
	if cfg.Games < 1 {
		return fmt.Errorf("match: %d games: play at least one", cfg.Games)
	}
	if err := cfg.Time.Validate(cfg.Sim); err != nil {
		return fmt.Errorf("match: %w", err)
	}
	if cfg.Openings == nil {
		set := kitOf(cfg.Game).defaultSet
		if set == "" {
			set = OpeningsSuite
		}
		o, err := Openings(cfg.Game, set)
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
		cfg.Event = "frontier match: " + cfg.playerName(0) + " vs " + cfg.playerName(1)
	}
	if cfg.Date == "" {
		cfg.Date = time.Now().Format("2006.01.02")
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
	sum := Summary{Game: cfg.Game, A: cfg.A, B: cfg.B, Elo: Score{}.Elo()}
	nameA, nameB := cfg.Names()
	a, err := cfg.seat(0, nameA)
	if err != nil {
		return sum, fmt.Errorf("match: player A: %w", err)
	}
	defer a.Close()
	b, err := cfg.seat(1, nameB)
	if err != nil {
		return sum, fmt.Errorf("match: player B: %w", err)
	}
	defer b.Close()
	names := SideNames(cfg.Game)
	sum.Score, sum.Elo, sum.Games, err = series(ctx, cfg.Games,
		func(ctx context.Context, i int) (GameReport, error) {
			rep, err := playMatchGame(ctx, &cfg, i, a, b)
			rep.Sides = names
			return rep, err
		},
		func(rep GameReport) error {
			if cfg.Out == "" {
				return nil
			}
			return appendRecord(&cfg, rep.Record)
		},
		cfg.OnGame)
	return sum, err
}

// playMatchGame plays game i (0-based) of the match with fresh engines.
func playMatchGame(ctx context.Context, cfg *Config, i int, a, b seat) (GameReport, error) {
	op := cfg.Openings[(i/2)%len(cfg.Openings)]
	first, second, aSide := sides(i, a, b)
	rep := GameReport{Number: i + 1, Opening: op, ASide: aSide}
	if err := newGame(a, b); err != nil {
		return rep, err
	}
	tags := []Tag{
		{Name: "Event", Value: cfg.Event},
		{Name: "Date", Value: cfg.Date},
		{Name: "Round", Value: strconv.Itoa(i + 1)},
	}
	openingTags := kitOf(cfg.Game).openingTags
	if openingTags == nil {
		openingTags = openingTag
	}
	tags = append(tags, openingTags(op)...)
	tags = append(tags, Tag{Name: "TimeControl", Value: cfg.Time.Tag()})
	gc := GameConfig{
		Start:    op.Pos,
		Opening:  op.Moves,
		Sides:    [2]Mover{first, second},
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
	rep.Players = [2]string{first.Name(), second.Name()}
	rep.Outcome, rep.Record, rep.Plies = res.Outcome, res.Record, len(res.Record.Moves)
	rep.AResult = pointsFor(res.Outcome.Draw, res.Outcome.Winner, aSide)
	return rep, nil
}
