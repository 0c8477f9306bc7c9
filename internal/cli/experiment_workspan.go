package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"frontier/internal/figure"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
	"frontier/search/experiment/shard"
	"frontier/search/games"

	"github.com/spf13/cobra"
)

// workspanFlags are the options of "frontier experiment workspan".
type workspanFlags struct {
	workloadFlags
	outputFlags
	simFlags
	algo, searchers, plot string
	sh                    shardOptions
}

// workspanSearchers are the machine sizes of the experiment: StarTech
// ran on CM-5 partitions of 32 to 512 processors.
var workspanSearchers = []int{1, 2, 4, 8, 16, 32, 64, 128, 256}

func newWorkspanCmd() *cobra.Command {
	f := &workspanFlags{}
	cmd := &cobra.Command{
		Use:   "workspan",
		Short: "Work, critical path and Kuszmaul's model T_P ≈ a·W/P + b·C + c, fitted over machine sizes",
		Long: `Workspan runs one parallel algorithm in the simulator on a game's
workload (the positions and depth of experiment narrow-wide) at
P = 1, 2, 4, ... 256 searchers and, as Kuszmaul did for StarTech's
Jamboree search (1995, §3), measures each run's time T_P, its work W
(busy time of every searcher, idle excluded) and its critical path C
(the longest chain of dependent work, timestamped as the search runs).
It prints per P the means of T_P, W, C, the average parallelism W/C,
the efficiency T_S/W against the sequential engine and the speedup,
then the least-squares fit of T_P ≈ a·W/P + b·C + c over every run
beside StarTech's a = 1.02, b = 1.5, c = 4.3 s (time here is in node
units of the simulator).

--game chess --suite kaufman runs Kuszmaul's own workload, the 25
positions of Kaufman's test (any game's suite may be named the same way).

Only algorithms that timestamp their critical path (jamboree) report C;
for the others the fit is T_P ≈ a·W/P + c. --shard K/N runs one of N
slices, joined by "frontier experiment merge".`,
		Example: `  frontier experiment workspan --algo jamboree --depth 11
  frontier experiment workspan --algo jamboree,serial=true --game "synthetic b=8" --plot ws.svg
  frontier experiment workspan --algo ybwc --searchers 1,4,16 --format json
  frontier experiment workspan --game chess --suite kaufman --depth 5`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			if err := runWorkspan(ctx, cmd, f); err != nil {
				return fmt.Errorf("experiment workspan: %w", err)
			}
			return nil
		}),
	}
	fl := cmd.Flags()
	fl.StringVar(&f.algo, "algo", "jamboree", "the parallel algorithm, as an engine spec NAME[,key=value...] without :P")
	f.workloadFlags = workloadFlags{game: "checkers"}
	f.workloadFlags.bind(fl, workloadHelp{
		game:  "the workload: a game of experiment narrow-wide (checkers, othello, othello6, tictactoe4) or a synthetic shape (\"synthetic b=8\")",
		suite: "a suite of --game, searched whole (chess: bratko-kopec or kaufman, Kuszmaul's 25 positions)",
		depth: "search depth (0: the workload's own; a --suite the bench's depth of its game)"})
	fl.StringVar(&f.searchers, "searchers", report.IntsText(workspanSearchers), "comma-separated numbers of searchers")
	f.outputFlags = outputFlags{format: "table"}
	f.outputFlags.bind(fl, outputHelp{format: "table or json (one line per run, one per P, then the fit)", out: shardOutUsage})
	fl.StringVar(&f.plot, "plot", "", "also draw measured and predicted T_P against searchers into FILE.svg or FILE.png")
	addShardFlags(fl, &f.sh)
	f.simFlags.bind(fl, simHelp{simCost: "simulator cost model key=value,... over the defaults"})
	return cmd
}

// newWorkspanConfig is the run's jobs, as a narrow-wide configuration of
// one workload and one algorithm.
func newWorkspanConfig(f *workspanFlags) (shard.Workloads, error) {
	var c shard.Workloads
	s, err := engine.Parse(f.algo)
	if err != nil {
		return c, fmt.Errorf("bad --algo: %w", err)
	}
	if !s.Parallel() {
		return c, fmt.Errorf("bad --algo %q: give a parallel algorithm (the sequential engine is every run's reference)", f.algo)
	}
	if s.P > 0 {
		return c, fmt.Errorf("bad --algo %q: give the searchers with --searchers, not :P", f.algo)
	}
	ws, err := experiment.NarrowWideWorkloads(false)
	if err != nil {
		return c, err
	}
	var names []string
	for _, w := range ws {
		names = append(names, w.Name)
		if w.Name == f.game && f.suite == "" {
			c.Workloads = []experiment.Workload{w}
		}
	}
	if f.depth < 0 {
		return c, fmt.Errorf("bad --depth %d: want 1 or more (0: the workload's own)", f.depth)
	}
	if c.Workloads == nil {
		// A game's whole suite (chess: --suite kaufman, Kuszmaul's
		// positions), at the bench's depth unless --depth says.
		g, err := games.GameByName(f.game)
		if err != nil {
			return c, fmt.Errorf("bad --game %q: want one of %s, or a game with --suite", f.game, strings.Join(names, ", "))
		}
		depth := f.depth
		if depth == 0 {
			depth = benchGameDepth(g)
		}
		w, err := experiment.SuiteWorkload(g.Name(), f.suite, depth)
		if err != nil {
			return c, fmt.Errorf("bad --suite: %w", err)
		}
		c.Workloads = []experiment.Workload{w}
	}
	if f.depth > 0 {
		c.Workloads[0].Depth = f.depth
	}
	for _, field := range strings.Split(f.searchers, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(field))
		if err != nil || n < 1 {
			return c, fmt.Errorf("bad --searchers %q: want numbers of searchers, 1 or more, separated by commas", f.searchers)
		}
		c.Searchers = append(c.Searchers, n)
	}
	costs, err := account.ParseCosts(f.simCost)
	if err != nil {
		return c, fmt.Errorf("bad --sim-cost: %w", err)
	}
	c.Algos, c.Costs, c.HashMiB = []string{s.String()}, costs.String(), narrowWideHash
	return c, nil
}

func runWorkspan(ctx context.Context, cmd *cobra.Command, f *workspanFlags) error {
	if err := f.checkFormat("table", "json"); err != nil {
		return err
	}
	c, err := newWorkspanConfig(f)
	if err != nil {
		return err
	}
	return runWorkloads(ctx, cmd, workloadRun{
		name: "workspan", c: c, sh: f.sh, output: f.outputFlags, plot: f.plot,
		write: func(w io.Writer, rows []experiment.Row) error {
			return report.Workspan(w, f.format, c.Report(), rows)
		},
		figure: func(rows []experiment.Row) figure.Figure {
			fit, _ := experiment.FitWorkSpan(rows)
			return report.WorkspanFigure(c.Algos[0], c.Workloads[0].Name, c.Workloads[0].Depth, experiment.SummarizeWorkSpan(rows, fit))
		},
	})
}

// workspanShards joins the shards of "experiment workspan".
func workspanShards() shardedExperiment {
	return shardedExperiment{
		jobs: shard.WorkloadShardJobs,
		merge: func(set *experiment.ShardSet, format string, w io.Writer) error {
			c, rows, err := shard.JoinWorkloads(set)
			if err != nil {
				return err
			}
			if format == "csv" {
				return fmt.Errorf("workspan has no CSV form: use table or json")
			}
			return report.Workspan(w, format, c.Report(), rows)
		},
		// The rows are narrow-wide's, one workload and algorithm.
		speedups: narrowWideShards().speedups,
	}
}
