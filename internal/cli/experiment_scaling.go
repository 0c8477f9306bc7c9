package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"frontier/internal/atomicfile"
	"frontier/internal/plot"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
	"frontier/search/experiment/shard"
	"frontier/search/games"

	"github.com/spf13/cobra"
)

// newScalingCmd is "frontier experiment scaling": the simulator's lens
// checked against the cores of the machine it runs on (docs/scaling.md).
func newScalingCmd() *cobra.Command {
	f := &scalingFlags{}
	cmd := &cobra.Command{
		Use:   "scaling",
		Short: "Real threads against the simulator calibrated on this machine, with the machine's ceiling",
		Long: `Scaling checks the simulator against the machine it runs on. It measures
the machine's ceiling (P sequential searches at once against one: no
search with P threads can gain more here), runs the algorithms for real
at P = 1, 2, 4, ... up to the cores there are, runs the simulator priced
with this machine's calibration on the same positions, and prints real
and simulated speedup side by side with the simulator's error at each P.

Without --sim-cost it first calibrates this machine (frontier calibrate
--threads P, about a minute) and prints the model it measured; a sweep in
shards takes the model as --sim-cost @FILE from one calibration, so that
every shard prices the simulator alike. Real timings need the machine to
themselves: run nothing else meanwhile.

With --real and --sim it runs nothing and compares bench outputs (shards
of "frontier bench --format json"), such as a real sweep measured on
another machine beside the simulator's sweep of the same positions:
docs/scaling.md's table against ../shared/data/real16.`,
		Example: `  frontier experiment scaling --depth 13 --plot scaling.svg
  frontier calibrate --threads 16 --write here.cost
  frontier experiment scaling --sim-cost @here.cost --shard 1/4 --out s-1.jsonl
  frontier experiment scaling --real ../shared/data/real16/checkers-suite-depth17-real16.jsonl \
      --sim results/scaling/real16-sim-model-shard-1.jsonl,results/scaling/real16-sim-model-shard-2.jsonl`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			if len(f.real) > 0 || len(f.sim) > 0 {
				return runScalingCompare(cmd, f)
			}
			return runScaling(ctx, cmd, f)
		}),
	}
	fl := cmd.Flags()
	f.workloadFlags = workloadFlags{game: "checkers", depth: 15}
	f.workloadFlags.bind(fl, workloadHelp{game: "the game searched", suite: "the game's suite (default: its own)",
		pos: "positions of the suite, comma-separated (default: all)", depth: "depth of every search"})
	fl.StringVar(&f.algos, "algos", "ybwc,dpvsplit,abdada,jamboree,pvfsplit-lb,lazysmp", "parallel algorithms (specs without :P run at every --searchers); with --real and --sim, compare only these of the runs' algorithms, named as they named them")
	fl.StringVar(&f.searchers, "searchers", "", "numbers of threads (default: 1, 2, 4, ... up to the CPUs here, and that number)")
	fl.IntVar(&f.hash, "hash", 128, "transposition table of every search, MiB")
	f.costs.bind(fl, simHelp{simCost: "the simulator's cost model of this machine, key=value,... or @FILE (default: calibrate here first)"})
	fl.DurationVar(&f.ceilingTime, "ceiling-time", 3*time.Second, "how long each count of concurrent sequential searches runs for the ceiling")
	f.outputFlags = outputFlags{format: "table"}
	f.outputFlags.bind(fl, outputHelp{format: "table or json", out: shardOutUsage})
	fl.StringVar(&f.plot, "plot", "", "also draw real and simulated speedup and the ceiling against threads into FILE.svg or FILE.png")
	fl.StringSliceVar(&f.real, "real", nil, "compare only: bench outputs (files or folders) of real runs")
	fl.StringSliceVar(&f.sim, "sim", nil, "compare only: bench outputs of simulated runs of the same positions")
	addShardFlags(fl, &f.sh)
	return cmd
}

type scalingFlags struct {
	workloadFlags
	outputFlags
	costs            simFlags // --sim-cost only: --sim is sim below
	algos, searchers string
	hash             int
	ceilingTime      time.Duration
	plot             string
	real, sim        []string
	sh               shardOptions
}

// scalingSetup resolves a scaling configuration's positions, engines and
// cost model.
func scalingSetup(c shard.Scaling) (*shard.ScalingRun, error) {
	g, err := games.GameByName(c.Game)
	if err != nil {
		return nil, err
	}
	s := &shard.ScalingRun{C: c}
	positions, err := gamePositions(g, c.Suite, strings.Join(c.Positions, ","))
	if err != nil {
		return nil, err
	}
	for _, p := range positions {
		s.Positions = append(s.Positions, p.experiment())
	}
	if s.Costs, err = account.ParseCosts(c.SimCost); err != nil {
		return nil, err
	}
	if c.Depth < 1 || c.HashMiB < 1 || len(c.Searchers) == 0 {
		return nil, fmt.Errorf("scaling: want a depth, a table and numbers of threads")
	}
	// Each algorithm is parsed and checked in turn, as it was listed
	// (the parse error is worded as experiment worded it when it parsed).
	for _, a := range c.Algos {
		spec, err := engine.Parse(a)
		if err != nil {
			return s, fmt.Errorf("experiment: %w", err)
		}
		es, err := experiment.Engines([]engine.Spec{spec}, c.Searchers, 0)
		if err != nil {
			return s, err
		}
		s.Engines = append(s.Engines, es...)
	}
	return s, nil
}

// defaultScalingThreads is 1, 2, 4, ... up to the CPUs Go may use here,
// and that number.
func defaultScalingThreads() []int {
	var out []int
	n := runtime.GOMAXPROCS(0)
	for k := 1; k < n; k *= 2 {
		out = append(out, k)
	}
	return append(out, n)
}

// parseSearcherList reads "1,2,4": numbers of searchers from 1 to 1024.
func parseSearcherList(flag, text string) ([]int, error) {
	var out []int
	for _, field := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(field))
		if err != nil || n < 1 || n > 1024 {
			return nil, fmt.Errorf("bad %s %q: want numbers of threads from 1 to 1024 separated by commas", flag, text)
		}
		out = append(out, n)
	}
	return out, nil
}

func (f *scalingFlags) config(ctx context.Context, w io.Writer) (shard.Scaling, error) {
	c := shard.Scaling{Game: f.game, Suite: f.suite, Depth: f.depth, HashMiB: f.hash, CeilingTime: f.ceilingTime.String()}
	if f.ceilingTime <= 0 {
		return c, fmt.Errorf("--ceiling-time must be positive")
	}
	c.Searchers = defaultScalingThreads()
	if f.searchers != "" {
		var err error
		if c.Searchers, err = parseSearcherList("--searchers", f.searchers); err != nil {
			return c, err
		}
	}
	if !containsInt(c.Searchers, 1) {
		c.Searchers = append([]int{1}, c.Searchers...) // the ceiling is against one thread
	}
	for _, a := range strings.Split(f.algos, ",") {
		if a = strings.TrimSpace(a); a != "" {
			c.Algos = append(c.Algos, a)
		}
	}
	g, err := games.GameByName(f.game)
	if err != nil {
		return c, err
	}
	ps, err := gamePositions(g, f.suite, f.pos)
	if err != nil {
		return c, err
	}
	for _, p := range ps {
		c.Positions = append(c.Positions, p.ID)
	}
	switch {
	case f.costs.simCost != "":
		costs, err := account.ParseCosts(f.costs.simCost)
		if err != nil {
			return c, err
		}
		c.SimCost = costs.String()
	case f.sh.planned():
		return c, fmt.Errorf("a sweep in shards needs one cost model for all: run frontier calibrate --threads P --write FILE once and give --sim-cost @FILE")
	default:
		maxP := 1
		for _, p := range c.Searchers {
			maxP = max(maxP, p)
		}
		maxP = min(maxP, runtime.GOMAXPROCS(0))
		fmt.Fprintf(w, "calibrating this machine with up to %d threads ...\n", maxP)
		model, err := calibrateHere(ctx, maxP)
		if err != nil {
			return c, err
		}
		c.SimCost = model.String()
		fmt.Fprintf(w, "--sim-cost %s\n\n", c.SimCost)
	}
	return c, nil
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// calibrateHere measures this machine's cost model as `frontier
// calibrate --threads p` does, at 100 units a node.
func calibrateHere(ctx context.Context, p int) (account.Costs, error) {
	var out strings.Builder
	f := calibrateFlags{depth: 13, rounds: 3, scale: 100, asJSON: true, threads: p, crowdTime: 2 * time.Second}
	if p < 2 {
		f.threads = 1
	}
	if err := runCalibrate(ctx, &out, f); err != nil {
		return account.Costs{}, err
	}
	var c experiment.Calibration
	if err := json.Unmarshal([]byte(out.String()), &c); err != nil {
		return account.Costs{}, err
	}
	return account.ParseCosts(c.Sim)
}

func runScaling(ctx context.Context, cmd *cobra.Command, f *scalingFlags) error {
	if err := f.sh.check(); err != nil {
		return err
	}
	c, err := f.config(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	s, err := scalingSetup(c)
	if err != nil {
		return err
	}
	jobs := s.Jobs()
	if f.sh.planned() {
		plan := experiment.Plan{Experiment: "scaling", Config: c, Run: func(ctx context.Context, i int) (any, error) { return s.Run(ctx, jobs[i]) }}
		plan.Jobs = s.ShardJobs()
		return runShardPlan(ctx, cmd, f.sh, f.out, plan)
	}
	results := map[string]any{}
	for n, j := range jobs {
		t0 := time.Now()
		r, err := s.Run(ctx, j)
		if err != nil {
			return fmt.Errorf("%s: %w", j.Key(), err)
		}
		results[j.Key()] = r
		fmt.Fprintf(cmd.ErrOrStderr(), "%d/%d  %-40s %8.2fs\n", n+1, len(jobs), j.Key(), time.Since(t0).Seconds())
	}
	rep, err := s.Report(func(key string, v any) error {
		data, err := json.Marshal(results[key])
		if err != nil {
			return err
		}
		return json.Unmarshal(data, v)
	})
	if err != nil {
		return err
	}
	return writeScalingOut(cmd, f, rep)
}

// scalingShards joins the shards of a scaling run.
func scalingShards() shardedExperiment {
	setupOf := func(set *experiment.ShardSet) (*shard.ScalingRun, error) {
		var c shard.Scaling
		if err := json.Unmarshal(set.Header.Config, &c); err != nil {
			return nil, fmt.Errorf("%s:1: scaling configuration: %v", set.Files[0], err)
		}
		return scalingSetup(c)
	}
	return shardedExperiment{
		jobs: func(set *experiment.ShardSet) ([]experiment.Job, error) {
			s, err := setupOf(set)
			if err != nil {
				return nil, err
			}
			return s.ShardJobs(), nil
		},
		merge: func(set *experiment.ShardSet, format string, w io.Writer) error {
			s, err := setupOf(set)
			if err != nil {
				return err
			}
			if err := set.Check(s.ShardJobs()); err != nil {
				return err
			}
			rep, err := s.Report(func(key string, v any) error { return set.Decode(key, v) })
			if err != nil {
				return err
			}
			if format == "csv" {
				return fmt.Errorf("scaling has no CSV form: use table or json")
			}
			return experiment.WriteScaling(w, format, rep)
		},
		speedups: func(set *experiment.ShardSet) ([]report.GameRow, error) {
			return nil, fmt.Errorf("plot draws bench and narrow-wide shards; for scaling shards use merge, or scaling --plot")
		},
	}
}

// runScalingCompare compares bench outputs of real and simulated runs.
func runScalingCompare(cmd *cobra.Command, f *scalingFlags) error {
	if len(f.real) == 0 || len(f.sim) == 0 {
		return fmt.Errorf("compare needs both --real and --sim")
	}
	read := func(flag string, args []string) ([]experiment.Row, *experiment.ShardSet, error) {
		set := &experiment.ShardSet{}
		if err := readShardSources(cmd, args, set); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", flag, err)
		}
		if set.Header.Experiment != "bench" {
			return nil, nil, fmt.Errorf("%s: %s holds shards of %q, not of a bench run", flag, set.Files[0], set.Header.Experiment)
		}
		if cmd.Flags().Changed("algos") {
			// Compare those algorithms only, as merge --algos reports
			// them: a sweep cut short still compares what it finished.
			set.Only = strings.Split(f.algos, ",")
		}
		rows, err := benchSpeedups(set)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", flag, err)
		}
		var out []experiment.Row
		for _, r := range rows {
			out = append(out, r.Row)
		}
		return out, set, nil
	}
	real, realSet, err := read("--real", f.real)
	if err != nil {
		return err
	}
	sim, simSet, err := read("--sim", f.sim)
	if err != nil {
		return err
	}
	var rc, sc benchShardConfig
	_ = json.Unmarshal(realSet.Header.Config, &rc)
	_ = json.Unmarshal(simSet.Header.Config, &sc)
	if !sc.Sim || rc.Sim {
		return fmt.Errorf("--real must name real runs and --sim simulated ones")
	}
	if rc.Depth != sc.Depth || rc.HashMiB != sc.HashMiB {
		return fmt.Errorf("the real runs searched to depth %d with %d MiB, the simulated ones to depth %d with %d MiB: compare like with like", rc.Depth, rc.HashMiB, sc.Depth, sc.HashMiB)
	}
	costs, err := account.ParseCosts(sc.SimCost)
	if err != nil {
		return err
	}
	var threads []int
	for _, r := range sim {
		if !containsInt(threads, r.Searchers) {
			threads = append(threads, r.Searchers)
		}
	}
	rep := experiment.CompareScaling(real, sim, nil)
	rep.Ceilings = experiment.ModelCeilings(costs, threads)
	for i := range rep.Rows {
		rep.Rows[i].Ceiling = float64(rep.Rows[i].Searchers) * 1000 / float64(costs.Crowd.PerMille(rep.Rows[i].Searchers))
	}
	game := rc.Game
	if game == "" {
		game = "checkers"
	}
	rep.Workload = game + " " + shard.SuiteLabel(rc.Suite, len(rc.Positions))
	rep.Depth, rep.HashMiB, rep.SimCost = sc.Depth, sc.HashMiB, costs.String()
	return writeScalingOut(cmd, f, rep)
}

// writeScalingOut writes the report and, with --plot, its chart.
func writeScalingOut(cmd *cobra.Command, f *scalingFlags, rep experiment.Scaling) error {
	if f.plot != "" {
		if err := plot.Save(f.plot, report.ScalingFigure(rep)); err != nil {
			return err
		}
	}
	if f.out == "" {
		return experiment.WriteScaling(cmd.OutOrStdout(), f.format, rep)
	}
	var b strings.Builder
	if err := experiment.WriteScaling(&b, f.format, rep); err != nil {
		return err
	}
	return atomicfile.Write(f.out, []byte(b.String()), 0o644)
}
