package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/session/match"

	"github.com/spf13/cobra"
)

// matchFlags are the options of "frontier match".
type matchFlags struct {
	game     string
	a, b     string
	opts     [2]string
	sim      bool
	games    int
	ballots  string
	fen      string
	seed     uint64
	time     time.Duration
	clock    string
	units    int64
	depth    int
	nodes    uint64
	pdn      string
	out      string
	hash     int
	maxPlies int
	comments bool
	event    string
	date     string
	egdb     string
}

// Defaults chosen so that "frontier match --a pvfsplit-lb:2 --b seq"
// runs a meaningful match in a few minutes on a laptop.
const (
	defaultMatchTime  = 300 * time.Millisecond
	defaultMatchUnits = 20000
)

// newMatchCmd builds "frontier match", which plays engine against engine
// over the ACF ballots (or, for another game, its suite positions) and
// reports the score and an Elo difference.
func newMatchCmd() *cobra.Command {
	f := &matchFlags{}
	cmd := &cobra.Command{
		Use:   "match",
		Short: "Play engine against engine over the ACF three-move ballots (or another game's suite)",
		Long: `Match plays --games games between engines A and B, one after the other.
Games 1 and 2 play the first ballot (A with Black, then with White), games 3
and 4 the second, and so on; the ballots are shuffled by --seed (0 keeps
ACF order). --ballots acf draws from the 156 ballots the ACF does not bar,
all from all 174, start plays the initial position only.

A player is an engine spec, NAME[:P][,key=value...]: seq, or a parallel
algorithm with P searchers and parameters (pvsplit:4, pvfsplit-lb:2,
pvfsplit-lb:16,quorum=0.5; "frontier algos" lists them). Without :P a
parallel player gets one searcher per CPU. Each player has its own
transposition table of --hash MiB, cleared before every game.

Time: on the real executor each move gets --time of wall clock, or the game
runs on a clock, --clock BASE[+INC]: 5+3 is 5 minutes and 3 seconds a
move, as the workstation shows it, and durations work too, 60s+1s (PGN's
TimeControl "300+3" counts seconds: 300s+3); a side that overruns loses. With --sim the parallel players run on the deterministic simulator
and each move gets --units of virtual time; the sequential player then gets
--units nodes (one unit is one node in the simulator's cost model). A
simulated match does not depend on the machine: run twice, it writes the
same PDN. --depth D stops every move at depth D, alone (a match of
sequential engines is then reproducible on the real executor too) or as a
cap on --time, --clock, --units or --nodes. --nodes N gives every move N
nodes on the real executor instead of a time: the sequential engine stops
the iteration that would pass them, an outside engine is told "go nodes
N". A match of seq players (--a-options, --b-options) at a node budget
plays the same games on any machine at any load, and two builds meet the
same way as outside engines (--a uci:./new --b uci:./old).

A game ends when the side to move has no legal move (it loses), at
threefold repetition or by the 40-move rule (80 plies without a man move
or a capture) as draws, or is adjudicated a draw at --max-plies. In the
PDN "1-0" is a win for Black, the side that moves first.

One line is printed per game: number, ballot, A's colour, the PDN result
and what it means for A, the reason, the length, and the running score and Elo difference of A over B with
its 95% margin. --a-options and --b-options change one player's search
from the game's play options (the selective parts, as --selective names
them): --a seq --a-options +singular --b seq measures singular extensions
on a clock.

With --pdn every game is appended to the file as soon as it
ends (atomically), so Ctrl-C loses only the game in progress.

--fen POSITION plays every game from that position instead (an ending, a
test position): games 1 and 2 with A on each side, and so on; the PDN
records it in a FEN tag.

--game plays another registered game (the flag's help lists them) the
same way. Its openings are the positions of its embedded suite (--ballots
suite, the default there; start plays its start position only), each
twice with the sides swapped and shuffled by --seed; the colour column is
then the side A played (X or O in tic-tac-toe) and 1-0 a win for the
game's first player. A game ends where its rules say: Othello when neither
side can move, scored by the disc margin ("final margin 4"), tic-tac-toe
at a line or a full board ("game over"). PDN is for checkers: --out FILE
appends every game of another game as plain text instead, PDN-like tags
(the Position tag holds the opening in the game's position text) and the
moves in its notation; chess games are appended in PGN (the Seven Tag
Roster, SetUp and FEN, TimeControl, PlyCount, Termination). Chess plays
its match book by default (--openings book: 24 balanced positions after
8 plies, docs/chess.md "Match book"); --openings suite plays Bratko-Kopec.`,
		Example: `  frontier match --a pvfsplit-lb:2 --b seq --games 40 --time 300ms --pdn games.pdn
  frontier match --a pvfsplit-lb:16 --b seq --sim --units 20000 --games 40
  frontier match --a seq --b seq --clock 60s+1s --games 2 --ballots start
  frontier match --a seq --b seq --fen "W:WK27,K28:BK3" --depth 12 --games 2
  frontier match --game othello6 --a pvsplit:2 --b seq --depth 6 --games 40 --out othello6.txt
  frontier match --game chess --a pvsplit:4 --b seq --sim --depth 6 --games 48 --openings book --out chess.pgn`,
		Annotations: map[string]string{ownArgs: "true"},
		Args: func(cmd *cobra.Command, args []string) error {
			// Said in one line: cobra's own message for a command with
			// a subcommand adds a second.
			if len(args) > 0 {
				return fmt.Errorf("match takes flags, not %q (its one subcommand: frontier match tally FILE...)", args[0])
			}
			return nil
		},
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runMatch(ctx, cmd, f)
		}),
	}
	fl := cmd.Flags()
	fl.StringVar(&f.game, "game", games.DefaultGame, "the game: "+strings.Join(games.GameNames(), ", "))
	fl.StringVar(&f.a, "a", "", "player A, an engine spec NAME[:P][,key=value...], NAME one of "+strings.Join(engine.Names(), ", ")+" (required)")
	fl.StringVar(&f.b, "b", "", "player B, an engine spec like --a, or for chess an outside engine uci:PROGRAM[,Option=Value...] (required)")
	fl.StringVar(&f.opts[0], "a-options", "", "change player A's search from the game's play options: selective parts on (singular or +singular) or off (-qstt), comma-separated, none first for no selective search; parts: "+strings.Join(search.SelectiveParts, ",")+"; the player's name then shows it")
	fl.StringVar(&f.opts[1], "b-options", "", "change player B's search like --a-options")
	fl.BoolVar(&f.sim, "sim", false, "run parallel players on the deterministic simulator, with --units per move")
	fl.IntVar(&f.games, "games", 20, "number of games, at least 1; an even number plays every ballot with both colours")
	fl.StringVar(&f.ballots, "ballots", match.OpeningsACF, "openings: acf (156 non-barred ballots), all (174 ballots), start (initial position); for another --game suite (its suite positions, the default there) or start; for chess also book (the match book, the default there)")
	fl.StringVar(&f.ballots, "openings", match.OpeningsACF, "the same as --ballots")
	fl.StringVar(&f.fen, "fen", "", "play every game from this position (the game's position text: FEN for checkers) instead of the ballots or suite; A takes each side in turn")
	fl.Uint64Var(&f.seed, "seed", 1, "order of the ballots; 0 keeps ACF order")
	fl.DurationVar(&f.time, "time", 0, "wall-clock time per move (default "+defaultMatchTime.String()+" without --clock)")
	fl.StringVar(&f.clock, "clock", "", "game clock BASE[+INC] instead of --time: 5+3 (minutes + seconds) or 60s+1s")
	fl.Int64Var(&f.units, "units", 0, fmt.Sprintf("with --sim: virtual time units per move (default %d)", defaultMatchUnits))
	fl.IntVar(&f.depth, "depth", 0, "search every move to this depth: alone, or as a cap with --time, --clock, --units or --nodes")
	fl.Uint64Var(&f.nodes, "nodes", 0, "a node budget a move instead of --time or --clock: the sequential engine stops the iteration that would pass it, an outside engine is told go nodes; a match of seq players is then reproducible")
	fl.StringVar(&f.pdn, "pdn", "", "append every finished game to this PDN file (checkers)")
	fl.StringVar(&f.out, "out", "", "append every finished game to this text file (games other than checkers)")
	fl.IntVar(&f.hash, "hash", match.DefaultHashMiB, "transposition table of each player in MiB")
	fl.IntVar(&f.maxPlies, "max-plies", match.DefaultMaxPlies, "adjudicate a game as a draw after this many plies")
	fl.BoolVar(&f.comments, "comments", true, "write each engine move's score and depth into the PDN or --out file")
	fl.StringVar(&f.event, "event", "", "PDN Event tag (default \"frontier match: A vs B\")")
	addEgdbFlag(cmd, &f.egdb, engine.EgdbAuto)
	cmd.AddCommand(newMatchTallyCmd())
	fl.StringVar(&f.date, "date", "", "PDN Date tag, YYYY.MM.DD (default today)")
	return cmd
}

// matchConfig turns the flags into a match configuration for g, checking
// all of them before any game starts so that a mistake costs one line,
// not a half-played match. Checkers keeps its flags' history: its games
// go to --pdn, its openings are the ballots of --ballots, and --fen
// conflicts with --ballots alone.
func matchConfig(cmd *cobra.Command, f *matchFlags, g games.Game) (match.Config, string, error) {
	var cfg match.Config
	isCheckers := g.Name() == "checkers"
	file := f.out
	switch {
	case isCheckers && f.out != "":
		return cfg, "", errors.New("match: --out writes the games of other games as text; checkers games go to a PDN file, --pdn")
	case isCheckers:
		file = f.pdn
	case f.pdn != "":
		return cfg, "", fmt.Errorf("match: --pdn writes checkers games; write %s games as text with --out FILE", g.Name())
	}
	a, b, uci, err := matchPlayers(f)
	if err != nil {
		return cfg, "", err
	}
	for i, o := range f.opts {
		flag := [2]string{"--a-options", "--b-options"}[i]
		switch {
		case o == "":
		case uci[i] != nil:
			return cfg, "", fmt.Errorf("match: %s changes our engine's search; give an outside engine its own options after uci:PROGRAM", flag)
		default:
			if _, err := match.PlayerOptions(g, o); err != nil {
				return cfg, "", fmt.Errorf("match: %s: %w", flag, err)
			}
		}
	}
	set := f.ballots
	openingsSet := cmd.Flags().Changed("ballots") || !isCheckers && cmd.Flags().Changed("openings")
	if !isCheckers && !openingsSet {
		set = match.OpeningsSuite
		if match.HasBook(g) {
			set = match.OpeningsBook
		}
	}
	var ops []match.Opening
	if f.fen != "" {
		if openingsSet {
			return cfg, "", errors.New("match: give --fen or --ballots, not both")
		}
		op, err := match.FENOpening(g, f.fen)
		if err != nil {
			return cfg, "", fmt.Errorf("match: --fen: %w", err)
		}
		ops, set = []match.Opening{op}, "fen"
	} else if ops, err = match.Openings(g, set); err != nil {
		return cfg, "", fmt.Errorf("match: --ballots: %w", err)
	}
	tc, err := matchTimeAndDate(cmd, f)
	if err != nil {
		return cfg, "", err
	}
	cfg = match.Config{
		Game: g, A: a, B: b, Sim: f.sim, Games: f.games,
		Openings: match.Shuffle(ops, f.seed),
		Time:     tc, HashMiB: f.hash, MaxPlies: f.maxPlies, Egdb: f.egdb,
		Comments: f.comments, Event: f.event, Date: f.date, Out: file,
		UCI: uci, Options: f.opts,
	}
	var desc string
	if isCheckers {
		from := set
		if set == "fen" {
			from = ops[0].Note
		}
		desc = fmt.Sprintf("%d games from %s (%d openings, seed %d), %s", f.games, from, len(ops), f.seed, tc)
	} else {
		from := "the suite"
		switch set {
		case match.OpeningsBook:
			from = "the book"
		case match.OpeningsStart:
			from = "the start position"
		case "fen":
			from = ops[0].Pos.String()
		}
		desc = fmt.Sprintf("%d games of %s from %s (%d openings, seed %d), %s", f.games, g.Name(), from, len(ops), f.seed, tc)
	}
	if f.sim {
		desc += " on the simulator"
	} else {
		desc += " on the real executor"
	}
	return cfg, desc, nil
}

// matchPlayers reads the players and checks the flags every game shares
// but time: --games, --hash and --max-plies.
func matchPlayers(f *matchFlags) (a, b match.Player, uci [2]*match.UCIConfig, err error) {
	if f.a == "" || f.b == "" {
		return a, b, uci, errors.New("match: give both players, e.g. --a pvfsplit-lb:2 --b seq")
	}
	for i, spec := range []string{f.a, f.b} {
		flag := [2]string{"--a", "--b"}[i]
		if strings.HasPrefix(spec, "uci:") {
			u, err := match.ParseUCIPlayer(spec)
			if err != nil {
				return a, b, uci, fmt.Errorf("match: %s: %w", flag, err)
			}
			uci[i] = &u
			continue
		}
		p, err := match.ParsePlayer(spec)
		if err != nil {
			return a, b, uci, fmt.Errorf("match: %s: %w", flag, err)
		}
		if i == 0 {
			a = p
		} else {
			b = p
		}
	}
	if f.games < 1 {
		return a, b, uci, fmt.Errorf("match: --games %d: play at least one game", f.games)
	}
	if f.hash < 1 {
		return a, b, uci, fmt.Errorf("match: --hash %d: the table needs at least 1 MiB", f.hash)
	}
	if f.maxPlies < 1 {
		return a, b, uci, fmt.Errorf("match: --max-plies %d: must be at least 1", f.maxPlies)
	}
	return a, b, uci, nil
}

// matchTimeAndDate reads the time control and checks --date.
func matchTimeAndDate(cmd *cobra.Command, f *matchFlags) (match.TimeControl, error) {
	tc, err := matchTime(cmd, f)
	if err != nil {
		return tc, err
	}
	if f.date != "" {
		if _, err := time.Parse("2006.01.02", f.date); err != nil {
			return tc, fmt.Errorf("match: --date %q: want YYYY.MM.DD", f.date)
		}
	}
	return tc, nil
}

// parseClock reads a game clock BASE[+INC] as players write it, the way
// the workstation shows it: "5+3" is 5 minutes and 3 seconds a move (a
// bare base is in minutes, a bare increment in seconds); either may be
// a duration with its unit instead, "60s+1s", or "300s+3" for PGN's
// TimeControl tag, which counts the base in seconds.
func parseClock(s string) (base, inc time.Duration, err error) {
	b, i, hasInc := strings.Cut(strings.TrimSpace(s), "+")
	read := func(v string, unit time.Duration) (time.Duration, error) {
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return time.Duration(f * float64(unit)), nil
		}
		return time.ParseDuration(v)
	}
	if base, err = read(b, time.Minute); err != nil || base <= 0 {
		return 0, 0, errors.New("want BASE[+INC], minutes and seconds as players write it (5+3), or durations (60s+1s)")
	}
	if hasInc {
		if inc, err = read(i, time.Second); err != nil || inc < 0 {
			return 0, 0, fmt.Errorf("bad increment %q: want seconds (3) or a duration (1s)", i)
		}
	}
	return base, inc, nil
}

// matchTime reads --time, --clock, --units and --nodes, which exclude one
// another by executor, and --depth, which goes with any of them or stands
// alone.
func matchTime(cmd *cobra.Command, f *matchFlags) (match.TimeControl, error) {
	var tc match.TimeControl
	timeSet, unitsSet := cmd.Flags().Changed("time"), cmd.Flags().Changed("units")
	if cmd.Flags().Changed("depth") {
		if f.depth < 1 || f.depth > search.MaxDepth {
			return tc, fmt.Errorf("match: --depth %d: want 1 to %d", f.depth, search.MaxDepth)
		}
		tc.Depth = f.depth
	}
	if cmd.Flags().Changed("nodes") {
		switch {
		case f.sim:
			return tc, errors.New("match: --sim counts the sequential player's nodes as --units: give --units, not --nodes")
		case timeSet || f.clock != "":
			return tc, errors.New("match: give --nodes or a time (--time, --clock), not both")
		case f.nodes < 1:
			return tc, errors.New("match: --nodes 0: give at least one node a move")
		}
		tc.Nodes = f.nodes
		return tc, nil
	}
	if f.sim {
		if timeSet || f.clock != "" {
			return tc, errors.New("match: --sim counts virtual time: give --units, not --time or --clock")
		}
		tc.Units = f.units
		if !unitsSet {
			if tc.Depth > 0 {
				return tc, nil // depth alone
			}
			tc.Units = defaultMatchUnits
		}
		if tc.Units < 1 {
			return tc, fmt.Errorf("match: --units %d: must be at least 1", tc.Units)
		}
		return tc, nil
	}
	if unitsSet {
		return tc, errors.New("match: --units is virtual time for --sim; the real executor takes --time or --clock")
	}
	if f.clock != "" {
		if timeSet {
			return tc, errors.New("match: give --time or --clock, not both")
		}
		var err error
		if tc.Base, tc.Increment, err = parseClock(f.clock); err != nil {
			return tc, fmt.Errorf("match: --clock %q: %w", f.clock, err)
		}
		return tc, nil
	}
	tc.PerMove = f.time
	if !timeSet {
		if tc.Depth > 0 {
			return tc, nil // depth alone
		}
		tc.PerMove = defaultMatchTime
	}
	if tc.PerMove <= 0 {
		return tc, fmt.Errorf("match: --time %v: must be positive", f.time)
	}
	return tc, nil
}

// tableNote says what table each player searches with: --hash is ours;
// an outside engine sizes its own (its Hash option, if given).
func tableNote(cfg match.Config) string {
	switch {
	case cfg.UCI[0] == nil && cfg.UCI[1] == nil:
		return fmt.Sprintf("%d MiB table each", cfg.HashMiB)
	case cfg.UCI[0] != nil && cfg.UCI[1] != nil:
		return "each outside engine with its own table"
	case cfg.UCI[0] != nil:
		return fmt.Sprintf("B with a %d MiB table, A (an outside engine) with its own", cfg.HashMiB)
	default:
		return fmt.Sprintf("A with a %d MiB table, B (an outside engine) with its own", cfg.HashMiB)
	}
}

func runMatch(ctx context.Context, cmd *cobra.Command, f *matchFlags) error {
	g, err := games.GameByName(f.game)
	if err != nil {
		return fmt.Errorf("match: bad --game: %w", err)
	}
	cfg, desc, err := matchConfig(cmd, f, g)
	if err != nil {
		return err
	}
	if err := loadEgdb(cmd.ErrOrStderr(), g.Name(), f.egdb); err != nil {
		return fmt.Errorf("match: %w", err)
	}
	warnPlayers(cmd, cfg.Sim, cfg.A, cfg.B)
	w := cmd.OutOrStdout()
	nameA, nameB := cfg.Names()
	fmt.Fprintf(w, "match: A %s vs B %s, %s, %s\n", nameA, nameB, desc, tableNote(cfg))
	cfg.OnGame = func(r match.GameReport) { printGameLine(w, cfg.Games, r) }
	sum, err := match.Run(ctx, cfg)
	printMatchSummary(w, nameA, nameB, sum.Score, sum.Elo, cfg.Out)
	egdbAfter(cmd.ErrOrStderr(), g.Name(), f.egdb)
	return matchError(ctx, err, sum.Score, cfg.Games)
}

// warnPlayers warns, once, about a real engine with more searchers than
// this machine has CPUs.
func warnPlayers(cmd *cobra.Command, sim bool, players ...match.Player) {
	warned := ""
	for _, p := range players {
		if w := engine.Warning(p, sim); w != "" && w != warned {
			fmt.Fprintln(cmd.ErrOrStderr(), "warning:", w)
			warned = w
		}
	}
}

// matchError is the command's error after a match that ended with err.
func matchError(ctx context.Context, err error, s match.Score, games int) error {
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("match: interrupted after %d of %d games", s.Games(), games)
	}
	return err
}

// printGameLine writes the line of one finished game: number, opening,
// the side A played (its colour in checkers), the record's result (1-0 a
// win for the first player: Black in checkers) and what it means for A,
// so that nobody has to work out who won from the sides, the reason, the
// length and the running totals.
func printGameLine(w io.Writer, games int, r match.GameReport) {
	forA := "draw"
	switch r.AResult {
	case 1:
		forA = "win"
	case 0:
		forA = "loss"
	}
	fmt.Fprintf(w, "game %*d/%d  %-11s A %-5s  %-7s A %-4s  %-24s %3d plies  A +%d =%d -%d  Elo %s\n",
		len(fmt.Sprint(games)), r.Number, games, r.Opening.ID, r.Sides[r.ASide],
		r.Record.Result, forA, r.EndReason(), r.Plies, r.Score.Wins, r.Score.Draws, r.Score.Losses, r.Elo)
}

// printMatchSummary writes the final score from A's point of view and
// the file the games went to, if any.
func printMatchSummary(w io.Writer, nameA, nameB string, s match.Score, elo match.Elo, file string) {
	if s.Games() == 0 {
		fmt.Fprintf(w, "result: no game finished\n")
		return
	}
	e := elo.String()
	if strings.Contains(e, "±") {
		e += " (95%)" // the other forms say their confidence
	}
	fmt.Fprintf(w, "result: A %s %s against B %s: %.1f/%d (%.1f%%), Elo difference %s\n",
		nameA, s, nameB, s.Points(), s.Games(), 100*s.Fraction(), e)
	if file != "" {
		fmt.Fprintf(w, "games appended to %s\n", file)
	}
}
