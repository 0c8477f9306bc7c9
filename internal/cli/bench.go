package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"frontier/assets"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
	"frontier/search/games"
	"frontier/session"

	"github.com/spf13/cobra"
)

// defaultBenchDepth is the nominal depth of "frontier bench": the
// sequential engine searched all twenty suite positions to depth 21 in
// 5 min 10 s on the 2-core reference machine (1.18 billion nodes; depth 23
// would take about four times as long), about 15 s a position on average
// like the thesis's "tournament" times. See docs/sequential.md.
const defaultBenchDepth = 21

// benchConfig is what every algorithm's bench runner is given.
type benchConfig struct {
	Game games.Game
	// Suite is the checkers test suite, nil for the other games, whose
	// positions come from their own suite.
	Suite *assets.Suite
	// GameSuite names the suite of a game other than checkers when it is
	// not the game's own (chess: kaufman); empty otherwise.
	GameSuite string
	Positions []benchPos // the selected positions, in suite order
	// Exactly one of Depth, ChinookDepth, Time and Nodes is set: a fixed
	// depth, the depth Chinook searched each position to (Table C.1;
	// checkers only), a fixed time or a fixed node budget per position
	// (iterations run until the budget is spent; the one it stops is
	// dropped, as a time limit drops it).
	Depth        int
	ChinookDepth bool
	Time         time.Duration
	Nodes        uint64
	// FullTime makes Time UCI's movetime (--movetime): iterations start
	// until it is over, where --time starts them in its first half only,
	// as a clocked move does.
	FullTime bool
	// Prove searches every position until its value is proven (as
	// search --prove): Depth is then the depth of the solving
	// iteration of a game with an endgame solver (search.SolveDepth),
	// the depth down to which a parallel algorithm splits.
	Prove   bool
	HashMiB int
	Options search.Options
	// Egdb is the --egdb choice: off unless asked for.
	Egdb string
	// Searchers and Sim configure the parallel algorithms: how many
	// searchers to measure, and whether on the simulator.
	Searchers      []int
	Sim            bool
	MinGranularity int
	Costs          account.Costs
	// TraceDir, if set, receives a Chrome trace of every parallel run.
	TraceDir string
	// seqRef caches the sequential reference of each position, measured
	// once and shared by every parallel algorithm.
	seqRef map[string]experiment.Row
	// abRefs caches alphabeta's searches for the DIB family
	// (bench_dib.go).
	abRefs map[string]experiment.ABRef
	// Progress receives one line per position as it completes.
	Progress io.Writer
}

// limits returns the search limits for one position.
func (c *benchConfig) limits(p benchPos) search.Limits {
	switch {
	case c.ChinookDepth:
		return search.Limits{Depth: p.Chinook.Depth}
	case c.Time > 0:
		return search.Limits{Time: c.Time, FullTime: c.FullTime}
	case c.Nodes > 0:
		return search.Limits{Nodes: c.Nodes}
	case c.Prove:
		return search.Limits{Solve: true, Depth: c.Depth}
	}
	return search.Limits{Depth: c.Depth}
}

// benchRunner runs one algorithm over the configured positions.
type benchRunner func(ctx context.Context, cfg *benchConfig) (report.Section, error)

// benchRunnerFor returns the runner of an engine spec: the sequential
// table for seq, the thesis's parallel tables for every registered
// parallel algorithm.
func benchRunnerFor(s engine.Spec) benchRunner {
	if s.Name == engine.AlphaBeta { // the DIB family's reference, bench_dib.go
		return runAlphaBetaBench
	}
	if !s.Parallel() {
		return runSequentialBench
	}
	return parallelBenchRunner(s)
}

type benchFlags struct {
	workloadFlags
	outputFlags
	simFlags
	algos, searchers string
	granularity      int
	chinookDepth     bool
	prove            bool
	time             time.Duration
	movetime         time.Duration // --movetime, UCI's go movetime
	nodes            uint64        // --nodes, a node budget per position
	hash             int
	exact            bool
	nullMove         bool   // --nullmove, off by default
	selective        string // --selective[=PARTS], off by default
	trace            string
	sh               shardOptions // --shard, --resume, --jobs (bench_shard.go)
	egdb             string       // --egdb, off by default
}

// newBenchCmd builds "frontier bench", which runs the suite and prints the
// thesis's tables next to ours.
func newBenchCmd() *cobra.Command { return benchCommand(&benchFlags{}) }

// benchWorkloadHelp is the help of bench's workload flags.
var benchWorkloadHelp = workloadHelp{
	game:  "the game: " + strings.Join(games.GameNames(), ", ") + "; positions come from its suite",
	suite: "embedded checkers test suite; another game takes one of its own (chess: bratko-kopec, the default, or kaufman)",
	pos:   "comma-separated position IDs (default: all)",
	depth: "nominal depth for every position (checkers; other games have their own default)",
}

// benchCommand builds the command with its flags bound to f.
func benchCommand(f *benchFlags) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Run the test suite and print the thesis's tables with our figures",
		Long: `Bench searches every position of a test suite, each from a cleared
transposition table, and prints one table per algorithm. For seq, the
sequential engine, the table has the layout of the thesis's Table C.1
(move, depth, score, nodes, time, nodes/s, who had Black, side to move,
pieces, legal moves at the root), followed by the match move, whether our
move agrees with it, the branching factors we measured, and Chinook's 1992
figures.

--algos lists engine specs, NAME[:P][,key=value...] ("frontier algos"
lists them). Specs are separated by commas and so are a spec's
parameters: a piece with '=' belongs to the spec before it, so
"seq,pvfsplit-lb,quorum=0.5,pvsplit" is three specs. A parallel spec with
:P runs with P searchers, one without with each count of --searchers.

Give one of --depth (the same depth for every position), --chinook-depth
(the depth Chinook searched each position to, 15 to 19), --time (a
fixed time per position; the depth column then shows the depth reached)
or --nodes (a fixed node budget per position for the sequential engine,
which a shared machine's load does not move; the last iteration the
budget stops is dropped).
Progress goes to standard error, one line per position.

--game benches another game on its own suite: --pos chooses among its
positions, and without --depth or --time each game has its own depth:
` + benchGameDepthsText() + `.
Only checkers has Chinook's searches (--chinook-depth, the Ch. columns),
the match moves, other test suites (--suite) and the thesis's figures;
the other games' sequential table gives for each position the side to
move, the legal moves at the root, our move, depth, score, nodes, time,
nodes/s and branching factor, and their parallel tables leave out the
thesis's columns.`,
		Example: `  frontier bench --suite tinsley-chinook-1992 --algos seq --depth 17
  frontier bench --time 10s --format csv --out seq-10s.csv
  frontier bench --pos g1,g5 --chinook-depth --format json
  frontier bench --algos pvfsplit-lb,pvfsplit-lb,quorum=0.5,pvsplit:16 --searchers 2,16 --sim --depth 13
  frontier bench --algos pvsplit,pvfsplit-lb --sim --shard 2/8 --format json > out-2.jsonl
  frontier bench --game othello6 --algos seq,pvfsplit --searchers 1,2,4,8 --sim --pos start,m01`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runBench(ctx, cmd, f)
		}),
	}
	fl := cmd.Flags()
	f.workloadFlags = workloadFlags{game: games.DefaultGame, suite: assets.TinsleyChinook1992, depth: defaultBenchDepth}
	f.workloadFlags.bind(fl, benchWorkloadHelp)
	f.outputFlags = outputFlags{format: "table"}
	f.outputFlags.bind(fl, outputHelp{format: "output format: table, csv or json", out: shardOutUsage})
	f.simFlags.bind(fl, simHelp{
		sim:     "run the parallel algorithms on the simulator (time in node units) instead of goroutines",
		simCost: "simulator cost model key=value,... over the defaults (see frontier calibrate)",
	})
	fl.StringVar(&f.algos, "algos", "seq", "engine specs to run, NAME[:P][,key=value...] separated by commas; a piece with '=' belongs to the spec before it (names: "+strings.Join(engine.Names(), ", ")+")")
	fl.BoolVar(&f.chinookDepth, "chinook-depth", false, "search each position to the depth Chinook used (Table C.1; checkers only)")
	fl.DurationVar(&f.time, "time", 0, "fixed time per position instead of a fixed depth, e.g. 10s")
	fl.DurationVar(&f.movetime, "movetime", 0, "fixed time per position as a GUI's go movetime gives it: iterations start until it is over (--time starts them in its first half only, as on a clock), e.g. 10s")
	fl.Uint64Var(&f.nodes, "nodes", 0, "fixed node budget per position instead of a fixed depth (sequential engine; a load-independent stand-in for --time), e.g. 9000000")
	fl.BoolVar(&f.prove, "prove", false, "solve every position exactly with the game's endgame solver (othello), --depth the depth of its one iteration, down to which parallel algorithms split (default 9)")
	fl.IntVar(&f.hash, "hash", session.DefaultHashMiB, "transposition table size in MiB, cleared before each position")
	fl.BoolVar(&f.exact, "exact", false, "no transposition table cutoffs (exact minimax values)")
	fl.BoolVar(&f.nullMove, "nullmove", false, "null-move pruning, in games that allow a pass (chess); not with --exact")
	fl.StringVar(&f.selective, "selective", "", "the selective search a playing engine has (search.PlayOptions: null moves, late-move reductions, futility and SEE pruning, check extension, mate-distance pruning, captures first with their history, killers before the history scores, null moves at a static value at beta, late-move pruning, internal iterative reduction, a narrower aspiration window), or --selective=PARTS of it: "+strings.Join(search.SelectiveParts, ",")+"; not with --exact")
	fl.Lookup("selective").NoOptDefVal = "all"
	fl.StringVar(&f.searchers, "searchers", "1,2,4,8,16", "comma-separated numbers of searchers for the parallel specs without :P")
	fl.IntVar(&f.granularity, "min-granularity", 0, "parallel algorithms: remaining depth at which a node goes whole to one searcher, for specs without minsplit= (0: the default, 5)")
	fl.StringVar(&f.trace, "trace", "", "write a Chrome trace of every parallel run into this folder, one file per spec, searchers and position")
	addEgdbFlag(cmd, &f.egdb, engine.EgdbOff)
	addShardFlags(fl, &f.sh)
	return cmd
}

// benchSetup checks the flags and builds the configuration and the list of
// runners, before anything is searched.
func benchSetup(cmd *cobra.Command, f *benchFlags) (*benchConfig, []benchRunner, error) {
	fl := cmd.Flags()
	modes := 0
	for _, name := range []string{"depth", "chinook-depth", "time", "movetime", "nodes"} {
		if fl.Changed(name) {
			modes++
		}
	}
	if modes > 1 {
		return nil, nil, fmt.Errorf("give only one of --depth, --chinook-depth, --time, --movetime and --nodes")
	}
	if f.prove && (fl.Changed("time") || fl.Changed("movetime") || fl.Changed("nodes") || f.chinookDepth) {
		return nil, nil, fmt.Errorf("--prove searches until the value is proven: give no --time, --movetime, --nodes or --chinook-depth (--depth is the depth of the solving iteration)")
	}
	g, err := games.GameByName(f.game)
	if err != nil {
		return nil, nil, fmt.Errorf("bad --game: %w", err)
	}
	depth := f.depth
	gameSuite := "" // the suite of a game other than checkers; empty: its own
	if g.Name() != benchCheckers {
		// Only the checkers suite has Chinook's searches.
		switch {
		case fl.Changed("suite"):
			// One of the game's suites may be named (frontier bench
			// --game chess --suite kaufman); no other.
			if !slices.Contains(g.SuiteNames(), f.suite) {
				return nil, nil, fmt.Errorf("bad --suite %q: %s has the suites %s (checkers: %s)", f.suite, g.Name(), strings.Join(g.SuiteNames(), ", "), strings.Join(assets.SuiteNames(), ", "))
			}
			gameSuite = f.suite
		case f.chinookDepth:
			return nil, nil, fmt.Errorf("--chinook-depth is for checkers, whose positions Chinook searched in 1992: give %s --depth or --time", g.Name())
		}
		if !fl.Changed("depth") {
			depth = benchGameDepth(g)
			if f.prove {
				depth = search.SolveDepth
			}
		}
	}
	if err := loadEgdb(cmd.ErrOrStderr(), g.Name(), f.egdb); err != nil {
		return nil, nil, err
	}
	cfg := &benchConfig{Game: g, GameSuite: gameSuite, HashMiB: f.hash, Progress: cmd.ErrOrStderr(), Options: search.DefaultOptions(), Egdb: f.egdb}
	cfg.Options.Exact = f.exact
	if f.nullMove && f.exact {
		return nil, nil, fmt.Errorf("give only one of --nullmove and --exact: null-move pruning changes the tree that --exact searches exactly")
	}
	cfg.Options.NullMove = f.nullMove
	if cfg.Options, err = withSelective(cfg.Options, f.selective); err != nil {
		return nil, nil, err
	}
	switch {
	case fl.Changed("time"):
		if f.time <= 0 {
			return nil, nil, fmt.Errorf("bad --time %v: it must be positive", f.time)
		}
		cfg.Time = f.time
	case fl.Changed("movetime"):
		if f.movetime <= 0 {
			return nil, nil, fmt.Errorf("bad --movetime %v: it must be positive", f.movetime)
		}
		cfg.Time, cfg.FullTime = f.movetime, true
	case fl.Changed("nodes"):
		if f.nodes == 0 {
			return nil, nil, fmt.Errorf("bad --nodes 0: it must be positive")
		}
		cfg.Nodes = f.nodes
	case f.chinookDepth:
		cfg.ChinookDepth = true
	default:
		if depth < 1 || depth > search.MaxDepth {
			return nil, nil, fmt.Errorf("bad --depth %d: it must be between 1 and %d", depth, search.MaxDepth)
		}
		cfg.Depth, cfg.Prove = depth, f.prove
	}
	if f.hash < 1 {
		return nil, nil, fmt.Errorf("bad --hash %d: it must be at least 1 MiB", f.hash)
	}
	if err := f.checkFormat("table", "csv", "json"); err != nil {
		return nil, nil, err
	}
	if err := f.checkOutDir(); err != nil {
		return nil, nil, err
	}
	if g.Name() == benchCheckers {
		s, err := assets.LoadSuite(f.suite)
		if err != nil {
			return nil, nil, fmt.Errorf("bad --suite: %w", err)
		}
		cfg.Suite = s
		if cfg.Positions, err = checkersPositions(s, f.pos); err != nil {
			return nil, nil, fmt.Errorf("bad --pos: %w", err)
		}
	} else if cfg.Positions, err = gamePositions(g, gameSuite, f.pos); err != nil {
		return nil, nil, fmt.Errorf("bad --pos: %w", err)
	}
	specs, err := engine.ParseList(f.algos)
	if err != nil {
		return nil, nil, fmt.Errorf("bad --algos: %w", err)
	}
	var runners []benchRunner
	var parallelSpecs []engine.Spec
	for _, s := range specs {
		runners = append(runners, benchRunnerFor(s))
		if s.Parallel() {
			parallelSpecs = append(parallelSpecs, s)
		}
	}
	if len(parallelSpecs) > 0 {
		if err := parallelBenchSetup(cmd, f, cfg, parallelSpecs); err != nil {
			return nil, nil, err
		}
	}
	return cfg, runners, nil
}

func runBench(ctx context.Context, cmd *cobra.Command, f *benchFlags) error {
	if f.sh.planned() {
		return runBenchShard(ctx, cmd, f)
	}
	if err := f.sh.check(); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	cfg, runners, err := benchSetup(cmd, f)
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	var sections []report.Section
	for _, run := range runners {
		sec, err := run(ctx, cfg)
		if err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		sections = append(sections, sec)
	}
	var buf bytes.Buffer
	if err := report.Write(&buf, f.format, sections); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	if err := f.write(cmd.OutOrStdout(), cmd.ErrOrStderr(), buf.Bytes()); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	return nil
}

// report is what the report's titles say about the run.
func (c *benchConfig) report() report.Bench {
	return report.Bench{Game: c.Game.Name(), Suite: c.suiteText(), Mode: c.modeText(), HashMiB: c.HashMiB, Thesis: c.checkers(),
		Search: c.Options.Algorithm, Sim: c.Sim, Costs: c.Costs}
}

func (c *benchConfig) modeText() string {
	switch {
	case c.ChinookDepth:
		return "chinook-depth"
	case c.Time > 0 && c.FullTime:
		return "movetime " + c.Time.String()
	case c.Time > 0:
		return "time " + c.Time.String()
	case c.Nodes > 0:
		return fmt.Sprintf("%d nodes", c.Nodes)
	case c.Prove:
		return fmt.Sprintf("proof (solving at depth %d)", c.Depth)
	}
	return fmt.Sprintf("depth %d", c.Depth)
}
