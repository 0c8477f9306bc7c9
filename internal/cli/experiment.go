package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"frontier/search/experiment"
	"frontier/search/experiment/report"

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
		newExperimentStatusCmd(),
		newExperimentPlotCmd(),
		newNarrowWideCmd(),
		newWeillCmd(),
		newWorkspanCmd(),
		newBranchingCmd(),
		newScalingCmd(),
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
	speedups func(set *experiment.ShardSet) ([]report.GameRow, error)
	// jobs gives the job list of the run whose shards set holds, as
	// the shards split it (for status).
	jobs func(set *experiment.ShardSet) ([]experiment.Job, error)
}

// shardedExperiments are the experiments whose shards merge and plot can
// join, by the name in the shards' headers. A command that writes shards
// adds its entry here.
func shardedExperiments() map[string]shardedExperiment {
	return map[string]shardedExperiment{
		"bench":       benchShards(),
		"narrow-wide": narrowWideShards(),
		"workspan":    workspanShards(),
		"scaling":     scalingShards(),
		"branching":   branchingShards(),
	}
}

// readShards reads the shard outputs that args name (files, folders,
// "-" for standard input: shardSources) and finds what joins them.
func readShards(cmd *cobra.Command, args []string) (*experiment.ShardSet, shardedExperiment, error) {
	set := &experiment.ShardSet{}
	if err := readShardSources(cmd, args, set); err != nil {
		return nil, shardedExperiment{}, err
	}
	e, err := shardedExperimentOf(set)
	return set, e, err
}

// readShardSources reads what args name into set.
func readShardSources(cmd *cobra.Command, args []string, set *experiment.ShardSet) error {
	paths, stdin, err := shardSources(args)
	if err != nil {
		return err
	}
	if stdin {
		if err := set.Read(stdinName, cmd.InOrStdin()); err != nil {
			return err
		}
	}
	if len(paths) == 0 && stdin {
		return nil
	}
	return set.ReadFiles(paths)
}

// stdinName names standard input in messages.
const stdinName = "standard input"

// shardSources lists the files that args name: a file as it is, a
// folder's *.jsonl files (the shards of one sweep, written with
// --out DIR/out-K.jsonl), and "-", standard input, at most once.
func shardSources(args []string) (paths []string, stdin bool, err error) {
	for _, a := range args {
		if a == "-" {
			if stdin {
				return nil, false, fmt.Errorf("- (standard input) given twice")
			}
			stdin = true
			continue
		}
		st, err := os.Stat(a)
		if err != nil || !st.IsDir() {
			paths = append(paths, a) // a missing file is named when it is read
			continue
		}
		found, err := filepath.Glob(filepath.Join(a, "*.jsonl"))
		if err != nil {
			return nil, false, err
		}
		if len(found) == 0 {
			return nil, false, fmt.Errorf("%s: a folder with no .jsonl files", a)
		}
		paths = append(paths, found...)
	}
	return experiment.SortPaths(paths), stdin, nil
}

// shardedExperimentOf finds what joins the shards of set.
func shardedExperimentOf(set *experiment.ShardSet) (shardedExperiment, error) {
	e, ok := shardedExperiments()[set.Header.Experiment]
	if !ok {
		return e, fmt.Errorf("%s:1: shards of %q, which this frontier cannot join", set.Files[0], set.Header.Experiment)
	}
	return e, nil
}

// shardWarnings writes what joining set warned about.
func shardWarnings(cmd *cobra.Command, set *experiment.ShardSet) {
	w := cmd.ErrOrStderr()
	if set.Modified() {
		fmt.Fprintf(w, "warning: the shards were written by %s: two builds of one commit with other uncommitted changes cannot be told apart\n", set.Header.Build)
	}
	for _, m := range set.Warnings {
		fmt.Fprintln(w, "warning:", m)
	}
}

func newExperimentMergeCmd() *cobra.Command {
	o := outputFlags{format: "table"}
	var only []string
	cmd := &cobra.Command{
		Use:   "merge FILES...|DIR|-",
		Short: "Join the outputs of the shards of a run into its report",
		Long: `Merge reads the JSON lines that the shards of one run wrote ("frontier
bench --shard K/N --format json"), checks that they are shards of the same
experiment (same depth, suite, algorithms, costs...), keeps each job once,
relates every parallel run to the sequential run of its position, and
prints the table, CSV or JSON that one unsharded run would have printed.
A missing job is an error that names the shard it belongs to; so are
shards of another build, a simulated job whose copies differ (old files
beside new ones), a position whose jobs on the real machine do not all
come from one run, and a result that is not a measurement.

It reads files in the numeric order of their names (out-2 before
out-10), every *.jsonl file of a folder, and "-" for standard input.

--algos reports only some of a bench run's algorithms, named as the run
named them (ybwc, pvsplit:16): a sweep cut short (a cluster's time
limit, a lent machine's minutes) is then reported for the algorithms
whose every job finished, with the same checks on those; the jobs of the
others may be missing.`,
		Example: `  frontier experiment merge out-*.jsonl
  frontier experiment merge results/ --format csv --out bench.csv
  cat out-*.jsonl | frontier experiment merge -
  frontier experiment merge cut-short.jsonl --algos ybwc,dpvsplit`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := runExperimentMerge(cmd, args, o, only); err != nil {
				return fmt.Errorf("experiment merge: %w", err)
			}
			return nil
		},
	}
	o.bind(cmd.Flags(), outputHelp{format: "output format: table, csv or json", out: "write the report to this file (atomically) instead of standard output"})
	cmd.Flags().StringSliceVar(&only, "algos", nil, "bench: report only these of the run's algorithms (a sweep cut short)")
	return cmd
}

func runExperimentMerge(cmd *cobra.Command, paths []string, o outputFlags, only []string) error {
	if err := o.checkFormat("table", "csv", "json"); err != nil {
		return err
	}
	if err := o.checkOutDir(); err != nil {
		return err
	}
	set, e, err := readShards(cmd, paths)
	if err != nil {
		return err
	}
	if len(only) > 0 {
		if set.Header.Experiment != "bench" {
			return fmt.Errorf("--algos: shards of %q; only a bench's can be reported in part", set.Header.Experiment)
		}
		set.Only = only
	}
	var buf bytes.Buffer
	if err := e.merge(set, o.format, &buf); err != nil {
		return err
	}
	shardWarnings(cmd, set)
	return o.write(cmd.OutOrStdout(), cmd.ErrOrStderr(), buf.Bytes())
}

func newExperimentStatusCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "status FILES...|DIR|-",
		Short: "How far the shards of a sweep have come: jobs done and missing per shard",
		Long: `Status reads the outputs of the shards of one sweep, as merge does, while
they are still being written, and prints for each of the N shards its
jobs, how many of them the files hold, how many are missing, how many
runs of it the files hold (a resumed shard has one per run) and its
files; a shard with no output is listed too. A last line cut short (a
shard writing it) is not an error here.`,
		Example: `  frontier experiment status results/
  frontier experiment status out-*.jsonl`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := runExperimentStatus(cmd, args); err != nil {
				return fmt.Errorf("experiment status: %w", err)
			}
			return nil
		},
	}
}

func runExperimentStatus(cmd *cobra.Command, args []string) error {
	set := &experiment.ShardSet{AllowTorn: true}
	if err := readShardSources(cmd, args, set); err != nil {
		return err
	}
	e, err := shardedExperimentOf(set)
	if err != nil {
		return err
	}
	jobs, err := e.jobs(set)
	if err != nil {
		return err
	}
	w := cmd.OutOrStdout()
	build := "a frontier that did not record its build"
	if set.Header.Build != nil {
		build = set.Header.Build.String()
	}
	fmt.Fprintf(w, "%s: %d jobs in %d shards, written by %s\n\n", set.Header.Experiment, len(jobs), set.Header.N, build)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "shard\tjobs\tdone\tmissing\truns\tfiles\tnext missing")
	var complete, started, idle, done, total int
	for _, p := range set.Progress(jobs) {
		files := "-"
		if len(p.Files) > 0 {
			files = strings.Join(p.Files, " ")
		}
		next := strings.Join(p.Missing, "; ")
		if p.Done < p.Jobs-len(p.Missing) {
			next += "; ..."
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%s\t%s\n", p.Shard, p.Jobs, p.Done, p.Jobs-p.Done, p.Runs, files, next)
		if p.Shard.N != set.Header.N {
			continue
		}
		total += p.Jobs
		done += p.Done
		switch {
		case p.Done == p.Jobs:
			complete++
		case p.Runs > 0:
			started++
		default:
			idle++
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%d of %d jobs done: %d shards complete, %d started and not complete (running, or stopped: run them again with --resume), %d without output\n",
		done, total, complete, started, idle)
	for _, at := range set.Torn {
		fmt.Fprintf(w, "%s: the last line is cut short (a shard writing it, or killed while it did)\n", at)
	}
	return nil
}
