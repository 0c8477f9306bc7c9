package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"frontier/internal/figure"
	"frontier/internal/plot"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
	"frontier/search/experiment/shard"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"
)

// narrowWideFlags are the options of "frontier experiment narrow-wide".
type narrowWideFlags struct {
	outputFlags
	simFlags
	plot             string
	sh               shardOptions
	algos, searchers string
	// workloads replaces the experiment's workloads with suites of
	// games, GAME[/SUITE]:DEPTH,... (the chess experiments).
	workloads string
	quick     bool
}

func newNarrowWideCmd() *cobra.Command {
	f := &narrowWideFlags{}
	cmd := &cobra.Command{
		Use:   "narrow-wide",
		Short: "Every parallel algorithm on narrow and wide trees: checkers, Othello, tic-tac-toe, synthetic trees",
		Long: `Narrow-wide runs every registered parallel algorithm at 1, 2, 4, ... 64
searchers in the simulator on the suites of every game, each at a depth
where the sequential search takes comparable work: checkers (narrow:
about 3 moves a node), Othello 8×8 and 6×6, 4×4 tic-tac-toe, and
synthetic trees with 2 to 40 moves a node and one shaped like checkers'
bimodal branching (76.5% capture-like nodes with 1.28 moves, the others
7.93). It prints, per workload, the measured branching factor and for
every algorithm and number of searchers the mean speedup over the
sequential engine, the search overhead and the idle time, with a chart
of speedup against searchers.

The whole run takes tens of minutes on one machine; --shard K/N runs one
of N deterministic slices (see docs/cluster.md) and "frontier experiment
merge" joins them into the report one run would print. --quick runs a
small version in seconds. --workloads runs other workloads instead,
whole suites of games at a depth each (GAME[/SUITE]:DEPTH, as
chess/bratko-kopec:6,checkers:13: docs/chess-experiments.md).`,
		Example: `  frontier experiment narrow-wide --quick
  frontier experiment narrow-wide --out results/narrow-wide.txt --plot results/narrow-wide.svg
  frontier experiment narrow-wide --shard 3/8 --format json > out-3.jsonl
  frontier experiment narrow-wide --workloads chess/bratko-kopec:6,checkers:13 --algos pvsplit --searchers 1,2,4,8,16`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			if err := runNarrowWide(ctx, cmd, f); err != nil {
				return fmt.Errorf("experiment narrow-wide: %w", err)
			}
			return nil
		}),
	}
	fl := cmd.Flags()
	f.outputFlags = outputFlags{format: "table"}
	f.outputFlags.bind(fl, outputHelp{format: "table or json (one line per run, then one per algorithm, searchers and workload)", out: shardOutUsage})
	addShardFlags(fl, &f.sh)
	fl.StringVar(&f.plot, "plot", "", "also draw speedup against searchers, a panel per workload, into FILE.svg or FILE.png")
	fl.StringVar(&f.algos, "algos", "", "parallel algorithms to run (default: every registered one)")
	fl.StringVar(&f.searchers, "searchers", report.IntsText(experiment.NarrowWideSearchers), "comma-separated numbers of searchers")
	f.simFlags.bind(fl, simHelp{simCost: "simulator cost model key=value,... over the defaults"})
	fl.BoolVar(&f.quick, "quick", false, "a small version: two positions a workload, shallow searches")
	fl.StringVar(&f.workloads, "workloads", "", "instead of the experiment's workloads, whole suites: GAME[/SUITE]:DEPTH separated by commas")
	return cmd
}

// narrowWideHash is the table size of every search: 32 MiB holds the
// largest search of the run many times over.
const narrowWideHash = 32

func newNarrowWideConfig(f *narrowWideFlags) (shard.Workloads, error) {
	var ws []experiment.Workload
	var err error
	switch {
	case f.workloads != "" && f.quick:
		return shard.Workloads{}, fmt.Errorf("give --quick or --workloads, not both")
	case f.workloads != "":
		ws, err = parseSuiteWorkloads(f.workloads)
	default:
		ws, err = experiment.NarrowWideWorkloads(f.quick)
	}
	if err != nil {
		return shard.Workloads{}, err
	}
	c := shard.Workloads{Workloads: ws, Algos: experiment.NarrowWideAlgorithms(), HashMiB: narrowWideHash}
	for _, field := range strings.Split(f.searchers, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(field))
		if err != nil {
			return c, fmt.Errorf("bad --searchers %q: want numbers of searchers separated by commas", f.searchers)
		}
		c.Searchers = append(c.Searchers, n)
	}
	if f.quick && f.searchers == report.IntsText(experiment.NarrowWideSearchers) {
		c.Searchers = []int{1, 2, 4}
	}
	if f.algos != "" {
		// Specs with parameters ("pvsplit,minsplit=3") are split as
		// bench splits them.
		specs, err := engine.ParseList(f.algos)
		if err != nil {
			return c, fmt.Errorf("bad --algos: %w", err)
		}
		c.Algos = nil
		for _, s := range specs {
			c.Algos = append(c.Algos, s.String())
		}
	}
	costs, err := account.ParseCosts(f.simCost)
	if err != nil {
		return c, fmt.Errorf("bad --sim-cost: %w", err)
	}
	c.Costs = costs.String()
	return c, nil
}

func runNarrowWide(ctx context.Context, cmd *cobra.Command, f *narrowWideFlags) error {
	if err := f.checkFormat("table", "json"); err != nil {
		return err
	}
	c, err := newNarrowWideConfig(f)
	if err != nil {
		return err
	}
	tty := f.out == "" && isTerminal(cmd.OutOrStdout())
	return runWorkloads(ctx, cmd, workloadRun{
		name: "narrow-wide", c: c, sh: f.sh, output: f.outputFlags, plot: f.plot,
		write: func(w io.Writer, rows []experiment.Row) error {
			return report.NarrowWide(w, f.format, c.Report(), rows, tty)
		},
		figure: report.NarrowWideFigure,
	})
}

// workloadRun is one run of an experiment over workloads (narrow-wide,
// workspan): its jobs come from c, and write and figure make its report
// and plot from the related rows.
type workloadRun struct {
	name   string
	c      shard.Workloads
	sh     shardOptions
	output outputFlags
	plot   string
	write  func(w io.Writer, rows []experiment.Row) error
	figure func(rows []experiment.Row) figure.Figure
}

// runWorkloads runs the jobs of r (or the slice --shard names, as raw
// JSON lines for experiment merge), relates them and writes the report.
func runWorkloads(ctx context.Context, cmd *cobra.Command, r workloadRun) error {
	if r.plot != "" {
		if _, err := plot.Format(r.plot); err != nil {
			return fmt.Errorf("bad --plot: %w", err)
		}
	}
	if err := r.sh.check(); err != nil {
		return err
	}
	c := r.c
	jobs, err := c.Jobs()
	if err != nil {
		return err
	}
	if r.sh.planned() {
		if !r.sh.jobs && (r.plot != "" || cmd.Flags().Changed("format") && r.output.format != "json") {
			return fmt.Errorf("--shard writes raw JSON lines for experiment merge: give no --format or --plot (merge and plot take them)")
		}
		plan := experiment.Plan{Experiment: r.name, Config: c, Jobs: shard.WorkloadShardJobsOf(jobs),
			Run: func(ctx context.Context, i int) (any, error) { return c.Run(ctx, jobs[i]) }}
		return runShardPlan(ctx, cmd, r.sh, r.output.out, plan)
	}
	progress := cmd.ErrOrStderr()
	results := map[string]experiment.Row{}
	for i, j := range jobs {
		start := time.Now()
		row, err := c.Run(ctx, j)
		if err != nil {
			return err
		}
		results[j.Key()] = row
		fmt.Fprintf(progress, "%*d/%d  %-60s %7.2fs\n", len(strconv.Itoa(len(jobs))), i+1, len(jobs), j.Key(), time.Since(start).Seconds())
	}
	rows, err := shard.RelateWorkloads(jobs, func(key string, row *experiment.Row) error {
		*row = results[key]
		return nil
	})
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := r.write(&buf, rows); err != nil {
		return err
	}
	if r.plot != "" {
		if err := plot.Save(r.plot, r.figure(rows)); err != nil {
			return err
		}
		fmt.Fprintf(progress, "wrote %s\n", r.plot)
	}
	return r.output.write(cmd.OutOrStdout(), progress, buf.Bytes())
}

// narrowWideShards joins and plots the shards of "experiment narrow-wide".
func narrowWideShards() shardedExperiment {
	return shardedExperiment{
		jobs: shard.WorkloadShardJobs,
		merge: func(set *experiment.ShardSet, format string, w io.Writer) error {
			c, rows, err := shard.JoinWorkloads(set)
			if err != nil {
				return err
			}
			if format == "csv" {
				return fmt.Errorf("narrow-wide has no CSV form: use table or json")
			}
			return report.NarrowWide(w, format, c.Report(), rows, false)
		},
		speedups: func(set *experiment.ShardSet) ([]report.GameRow, error) {
			_, rows, err := shard.JoinWorkloads(set)
			if err != nil {
				return nil, err
			}
			return report.ParallelGameRows(rows), nil
		},
	}
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}
