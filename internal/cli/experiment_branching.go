package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"frontier/search/experiment"
	"frontier/search/experiment/report"
	"frontier/search/experiment/shard"

	"github.com/spf13/cobra"
)

// "frontier experiment branching" measures the branching factor the
// thesis's argument rests on (Lu 1993 §3.10, Figure 3.2): the average
// number of legal moves at the interior nodes of the sequential engine's
// searches, on chess's suites next to the checkers suite.

// branchingWorkloads is the default: Bratko-Kopec and Kaufman at the
// depth of the chess simulations (6), the Tinsley-Chinook suite at the
// depth of experiment narrow-wide (13) and at the bench's (15).
const branchingWorkloads = "chess/bratko-kopec:6,chess/kaufman:6,checkers:13,checkers:15"

type branchingFlags struct {
	outputFlags
	workloads string
	hash      int
	sh        shardOptions
}

func newBranchingCmd() *cobra.Command {
	f := &branchingFlags{}
	cmd := &cobra.Command{
		Use:   "branching",
		Short: "Branching factor of chess and checkers trees, measured as the thesis measured 2.84",
		Long: `Branching searches every position of each workload with the sequential
engine (from a cleared table) and prints, per workload, the legal moves at
the root, the average number of legal moves at the interior nodes (the
thesis's branching factor, §3.10: 2.84 on the Tinsley-Chinook suite), that
average at forced nodes (a compulsory capture in checkers, check in
chess) and at the others (the thesis's 1.28 and 7.93), how many interior
nodes were forced and below the horizon, and the effective branching
factor nodes(d)/nodes(d-1) of each iteration.

A workload is GAME[/SUITE]:DEPTH; the suite defaults to the game's own
(frontier suite list names them). --shard K/N runs one of N slices of the
positions (docs/cluster.md), and "frontier experiment merge" joins them.`,
		Example: `  frontier experiment branching
  frontier experiment branching --workloads chess/kaufman:5,checkers:11 --format json
  frontier experiment branching --shard 2/4 --out branching-2.jsonl`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			if err := runBranching(ctx, cmd, f); err != nil {
				return fmt.Errorf("experiment branching: %w", err)
			}
			return nil
		}),
	}
	fl := cmd.Flags()
	fl.StringVar(&f.workloads, "workloads", branchingWorkloads, "comma-separated GAME[/SUITE]:DEPTH")
	fl.IntVar(&f.hash, "hash", narrowWideHash, "transposition table size in MiB, cleared before each position")
	f.outputFlags = outputFlags{format: "table"}
	f.outputFlags.bind(fl, outputHelp{format: "table or json (a line per position, then one per workload)", out: shardOutUsage})
	addShardFlags(fl, &f.sh)
	return cmd
}

// parseSuiteWorkloads reads GAME[/SUITE]:DEPTH,...
func parseSuiteWorkloads(text string) ([]experiment.Workload, error) {
	var out []experiment.Workload
	for _, field := range strings.Split(text, ",") {
		field = strings.TrimSpace(field)
		gs, d, ok := strings.Cut(field, ":")
		depth, err := strconv.Atoi(d)
		if !ok || err != nil || depth < 1 {
			return nil, fmt.Errorf("bad workload %q: want GAME[/SUITE]:DEPTH with a depth of 1 or more, as chess/kaufman:6", field)
		}
		game, suite, _ := strings.Cut(gs, "/")
		w, err := experiment.SuiteWorkload(game, suite, depth)
		if err != nil {
			return nil, fmt.Errorf("bad workload %q: %w", field, err)
		}
		out = append(out, w)
	}
	return out, nil
}

func runBranching(ctx context.Context, cmd *cobra.Command, f *branchingFlags) error {
	if err := f.checkFormat("table", "json"); err != nil {
		return err
	}
	if f.hash < 1 {
		return fmt.Errorf("bad --hash %d: want 1 MiB or more", f.hash)
	}
	if err := f.sh.check(); err != nil {
		return err
	}
	ws, err := parseSuiteWorkloads(f.workloads)
	if err != nil {
		return err
	}
	c := shard.Branching{Workloads: ws, HashMiB: f.hash}
	jobs, err := c.Jobs()
	if err != nil {
		return err
	}
	measure := func(ctx context.Context, j shard.BranchingJob) (experiment.Branching, error) {
		return experiment.MeasureBranching(ctx, j.W, j.Pos, c.HashMiB)
	}
	if f.sh.planned() {
		if !f.sh.jobs && cmd.Flags().Changed("format") && f.format != "json" {
			return fmt.Errorf("--shard writes raw JSON lines for experiment merge: give no --format (merge takes it)")
		}
		return runShardPlan(ctx, cmd, f.sh, f.out, experiment.Plan{Experiment: "branching", Config: c, Jobs: shard.BranchingShardJobs(jobs),
			Run: func(ctx context.Context, i int) (any, error) { return measure(ctx, jobs[i]) }})
	}
	rows, err := c.Rows(jobs, func(j shard.BranchingJob) (experiment.Branching, error) {
		b, err := measure(ctx, j)
		if err == nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "%s %s depth %d: %d nodes\n", j.W.Name, j.Pos.ID, b.Depth, b.Nodes)
		}
		return b, err
	})
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := report.Branching(&buf, f.format, rows); err != nil {
		return err
	}
	return f.write(cmd.OutOrStdout(), cmd.ErrOrStderr(), buf.Bytes())
}

// branchingShards joins the shards of "experiment branching".
func branchingShards() shardedExperiment {
	return shardedExperiment{
		jobs: func(set *experiment.ShardSet) ([]experiment.Job, error) {
			_, jobs, err := shard.BranchingFromShards(set)
			return shard.BranchingShardJobs(jobs), err
		},
		merge: func(set *experiment.ShardSet, format string, w io.Writer) error {
			if format == "csv" {
				return fmt.Errorf("branching has no CSV form: use table or json")
			}
			rows, err := shard.JoinBranching(set)
			if err != nil {
				return err
			}
			return report.Branching(w, format, rows)
		},
		speedups: func(set *experiment.ShardSet) ([]report.GameRow, error) {
			return nil, fmt.Errorf("%s:1: branching measures no speedups to plot", set.Files[0])
		},
	}
}
