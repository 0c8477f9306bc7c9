package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"frontier/internal/atomicfile"
	"frontier/search/experiment"

	"github.com/spf13/cobra"
)

// newExperimentCmd is "frontier experiment", the parent of the commands
// that run experiments and join and draw those run in shards. A new
// experiment adds its constructor to the list at the end.
func newExperimentCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "experiment",
		Short: "Join and plot experiments run in shards across machines",
		Long: `A sweep over many algorithms, searcher counts and positions can take
hours. "frontier bench --shard K/N --format json" runs slice K of N of its
jobs and writes their raw figures as JSON lines; run the N slices on N
machines (a Slurm job array, a Kubernetes Indexed Job, GNU parallel over
ssh: see docs/cluster.md), then "experiment merge" joins the outputs into
the report one unsharded run would have printed, and "experiment plot"
draws speedup against searchers.`,
		Example: `  frontier bench --algos pvsplit,pvfsplit-lb --sim --shard 1/2 --format json > out-1.jsonl
  frontier bench --algos pvsplit,pvfsplit-lb --sim --shard 2/2 --format json > out-2.jsonl
  frontier experiment merge out-*.jsonl
  frontier experiment plot out-*.jsonl --out speedup.svg`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(
		newExperimentMergeCmd(),
		newExperimentPlotCmd(),
		newNarrowWideCmd(),
		newWeillCmd(),
		newWorkspanCmd(),
		newBranchingCmd(),
	)
	return cmd
}

// shardedExperiment is what merge and plot do with the shards of one kind
// of experiment, named by the "experiment" field of the shards' headers.
type shardedExperiment struct {
	// merge writes the report of the joined shards, byte for byte what
	// one unsharded run would have written, in format (table, csv or
	// json).
	merge func(set *experiment.ShardSet, format string, w io.Writer) error
	// speedups gives the parallel rows of the joined shards, each with
	// its speedup and its game, for plot.
	speedups func(set *experiment.ShardSet) ([]gameRow, error)
}

// shardedExperiments are the experiments whose shards merge and plot can
// join, by the name in the shards' headers. A command that writes shards
// adds its entry here.
func shardedExperiments() map[string]shardedExperiment {
	return map[string]shardedExperiment{
		"bench":       benchShards(),
		"narrow-wide": narrowWideShards(),
		"workspan":    workspanShards(),
	}
}

// defaultPlotGame is the game of rows that name none: everything measured
// before other games came was checkers.
const defaultPlotGame = "checkers"

// gameRow is a parallel row with the game it was measured on.
type gameRow struct {
	Game string
	experiment.Row
}

// readShards reads the shard files and finds what joins them.
func readShards(paths []string, warn io.Writer) (*experiment.ShardSet, shardedExperiment, error) {
	set, err := experiment.ReadShardFiles(paths)
	if err != nil {
		return nil, shardedExperiment{}, err
	}
	e, err := shardedExperimentOf(set, warn)
	return set, e, err
}

// shardedExperimentOf finds what joins the shards of set, and passes on
// the warnings reading them gave.
func shardedExperimentOf(set *experiment.ShardSet, warn io.Writer) (shardedExperiment, error) {
	for _, w := range set.Warnings {
		fmt.Fprintln(warn, "warning:", w)
	}
	e, ok := shardedExperiments()[set.Header.Experiment]
	if !ok {
		return e, fmt.Errorf("%s:1: shards of %q, which this frontier cannot join", set.Files[0], set.Header.Experiment)
	}
	return e, nil
}

func newExperimentMergeCmd() *cobra.Command {
	var format, out string
	cmd := &cobra.Command{
		Use:   "merge FILES...",
		Short: "Join the outputs of the shards of a run into its report",
		Long: `Merge reads the JSON lines that the shards of one run wrote ("frontier
bench --shard K/N --format json"), checks that they are shards of the same
experiment (same depth, suite, algorithms, costs...), keeps each job once,
relates every parallel run to the sequential run of its position, and
prints the table, CSV or JSON that one unsharded run would have printed.
A missing job is an error that names the shard it belongs to.`,
		Example: `  frontier experiment merge out-*.jsonl
  frontier experiment merge out-*.jsonl --format csv --out bench.csv`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := runExperimentMerge(cmd, args, format, out); err != nil {
				return fmt.Errorf("experiment merge: %w", err)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "table", "output format: table, csv or json")
	cmd.Flags().StringVar(&out, "out", "", "write the report to this file (atomically) instead of standard output")
	return cmd
}

func runExperimentMerge(cmd *cobra.Command, paths []string, format, out string) error {
	switch format {
	case "table", "csv", "json":
	default:
		return fmt.Errorf("bad --format %q: want table, csv or json", format)
	}
	if out != "" {
		if st, err := os.Stat(filepath.Dir(out)); err != nil || !st.IsDir() {
			return fmt.Errorf("bad --out %s: its directory does not exist", out)
		}
	}
	set, e, err := readShards(paths, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := e.merge(set, format, &buf); err != nil {
		return err
	}
	if out == "" {
		_, err := cmd.OutOrStdout().Write(buf.Bytes())
		return err
	}
	if err := atomicfile.Write(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", out)
	return nil
}
