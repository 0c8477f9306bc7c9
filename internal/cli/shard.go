package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"frontier/search/experiment"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The flags of every command that runs in shards, and the printing of a
// shard's plan; the plan and its run are experiment.Plan's.

// shardOptions are the flags of every command that runs in shards,
// beside the command's own --out.
type shardOptions struct {
	shard  string // K/N, auto or auto/N
	resume bool
	jobs   bool
}

// shardOutUsage is the help of the --out of a command that shards.
const shardOutUsage = "write the report to this file (atomically) instead of standard output; with --shard, the shard's JSON lines, appended as each job completes"

// addShardFlags adds --shard, --resume and --jobs.
func addShardFlags(fl *pflag.FlagSet, o *shardOptions) {
	fl.StringVar(&o.shard, "shard", "", "run only slice K/N of the jobs (1 <= K <= N), or auto (auto/N) for the index of a job array's task (Slurm, Kubernetes, PBS, Grid Engine), and write their raw figures as JSON lines for \"frontier experiment merge\" (docs/cluster.md)")
	fl.BoolVar(&o.resume, "resume", false, "with --shard and --out: go on with the shard's output file, running only the jobs it does not hold (a shard killed or evicted)")
	fl.BoolVar(&o.jobs, "jobs", false, "print the number of jobs, and with --shard what each of the N shards would run (empty shards, positions per shard on the real machine), and stop")
}

// planned reports whether the command runs as a shard or sizes one,
// rather than running whole.
func (o shardOptions) planned() bool { return o.shard != "" || o.jobs }

// check refuses flags that go together only with --shard.
func (o shardOptions) check() error {
	if o.resume && o.shard == "" {
		return fmt.Errorf("--resume goes on with a shard's output: give --shard and --out")
	}
	return nil
}

// runShardPlan runs the shard o names, or with --jobs prints the split;
// out is the command's --out.
func runShardPlan(ctx context.Context, cmd *cobra.Command, o shardOptions, out string, p experiment.Plan) error {
	if err := o.check(); err != nil {
		return err
	}
	var shard experiment.Shard
	var from string
	if o.shard != "" {
		var err error
		if shard, from, err = experiment.ResolveShard(o.shard, os.LookupEnv); err != nil {
			return fmt.Errorf("bad --shard: %w", err)
		}
	}
	if o.jobs {
		return writeShardLoads(cmd.OutOrStdout(), p, shard)
	}
	if o.resume && out == "" {
		return fmt.Errorf("--resume goes on with the file that --out names: give --out")
	}
	return p.RunShard(ctx, experiment.ShardRun{Shard: shard, From: from, Out: out, Stdout: cmd.OutOrStdout(), Resume: o.resume, Progress: cmd.ErrOrStderr()})
}

// writeShardLoads prints the job count and, for shard's N, what each
// shard would run: for sizing a sweep before submitting it.
func writeShardLoads(w io.Writer, p experiment.Plan, shard experiment.Shard) error {
	groups := p.Groups()
	fmt.Fprintf(w, "%s: %d jobs", p.Experiment, len(p.Jobs))
	if groups > 0 {
		fmt.Fprintf(w, " on %d positions; on the real machine a position's jobs stay in one shard, so at most %d shards have work\n", groups, groups)
	} else {
		fmt.Fprintf(w, ", each dealt out on its own (the simulator): at most %d shards have work\n", len(p.Jobs))
	}
	if shard.Whole() {
		return nil
	}
	loads := experiment.Loads(p.Jobs, shard.N)
	fmt.Fprintf(w, "\nshard%s  jobs", strings.Repeat(" ", max(0, len(shard.String())-5)))
	if groups > 0 {
		fmt.Fprint(w, "  positions")
	}
	fmt.Fprintln(w)
	var empty []string
	for _, l := range loads {
		fmt.Fprintf(w, "%-*s  %4d", max(5, len(shard.String())), l.Shard, l.Jobs)
		if groups > 0 {
			fmt.Fprintf(w, "  %9d", l.Groups)
		}
		if l.Jobs == 0 {
			fmt.Fprint(w, "  empty")
			empty = append(empty, strconv.Itoa(l.Shard.K))
		}
		fmt.Fprintln(w)
	}
	if len(empty) > 0 {
		fmt.Fprintf(w, "\n%d of %d shards would be empty (%s): %s\n", len(empty), shard.N, strings.Join(empty, ", "), p.WhyEmpty(shard.N))
	}
	return nil
}
