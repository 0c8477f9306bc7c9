package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"frontier/search/experiment"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Every experiment that runs in shards (bench, narrow-wide, workspan,
// weill through bench, branching) does so through runShardPlan, and its
// shards are joined through its entry in shardedExperiments
// (experiment.go). A new experiment that shards:
//
//  1. adds the flags with addShardFlags (and its --out with
//     shardOutUsage), and when shardOptions.planned, describes its jobs
//     as a shardPlan and calls runShardPlan; otherwise it runs whole;
//  2. gives each job a unique key, and marks it (experiment.Job) with a
//     Group for jobs that must run in one shard and one run (a
//     position's on the real machine), a Stratum for jobs to spread
//     (a position's on the simulator), and Timed where its figures
//     hold wall-clock times;
//  3. registers a shardedExperiment: jobs rebuilds the job list from the
//     header's config (status uses it), merge calls set.Check with that
//     list and set.Decode for each result (a result type with a Validate
//     method is checked), and writes what the whole run would have.
//
// The rest is here, the same for every experiment: --shard K/N, auto and
// auto/N; --out appended to as each job completes, and --resume; --jobs;
// the progress lines with the time left.

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

// shardPlan is an experiment's job list, as every shard sees it.
type shardPlan struct {
	// experiment is the name in the shards' headers, the key of
	// shardedExperiments.
	experiment string
	// config is what every shard must agree on, the header's config.
	config any
	jobs   []experiment.Job
	// run runs jobs[i] and returns its raw result.
	run func(ctx context.Context, i int) (any, error)
}

// groups counts the distinct groups of the plan's jobs (positions, on
// the real machine).
func (p shardPlan) groups() int {
	seen := map[string]bool{}
	for _, j := range p.jobs {
		if j.Group != "" {
			seen[j.Group] = true
		}
	}
	return len(seen)
}

// runShardPlan runs the shard o names, or with --jobs prints the split;
// out is the command's --out.
func runShardPlan(ctx context.Context, cmd *cobra.Command, o shardOptions, out string, p shardPlan) error {
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
	h, err := experiment.NewShardHeader(p.experiment, shard, len(p.jobs), p.config)
	if err != nil {
		return err
	}
	var mine []int
	for i, k := range experiment.Assign(p.jobs, shard.N) {
		if shard.Whole() || k == shard.K {
			mine = append(mine, i)
		}
	}
	progress := cmd.ErrOrStderr()
	var w *experiment.ShardWriter
	done := map[string]bool{}
	if out == "" {
		if w, err = experiment.StartShard(cmd.OutOrStdout(), h); err != nil {
			return err
		}
	} else {
		f, res, err := experiment.OpenShardOutput(out, h, p.jobs, o.resume)
		if err != nil {
			return err
		}
		defer f.Close()
		w, done = f.ShardWriter, res.Done
		if res.Dropped != "" {
			fmt.Fprintf(progress, "%s: removed the last line, cut short by a kill\n", res.Dropped)
		}
		if res.Runs > 0 {
			fmt.Fprintf(progress, "%s: resuming after %d run(s)\n", out, res.Runs)
		}
	}
	var todo []int
	for _, i := range mine {
		if !done[p.jobs[i].Key] {
			todo = append(todo, i)
		}
	}
	name := "shard " + h.Shard().String()
	if from != "" {
		name += " (" + from + ")"
	}
	fmt.Fprintf(progress, "%s: %d of %d jobs", name, len(mine), len(p.jobs))
	if len(todo) < len(mine) {
		fmt.Fprintf(progress, ", %d done before, %d to run", len(mine)-len(todo), len(todo))
	}
	fmt.Fprintln(progress)
	if len(mine) == 0 {
		fmt.Fprintf(progress, "warning: shard %s has no jobs: %s\n", h.Shard(), whyEmpty(p, shard.N))
	}
	if h.Build.Revision == "" {
		fmt.Fprintf(progress, "warning: this frontier recorded no commit (built by go run, outside a git clone, or with -buildvcs=false): merge cannot tell its shards from those of another such build; build it with go build -buildvcs=true\n")
	}
	start := time.Now()
	width := len(strconv.Itoa(len(todo)))
	for n, i := range todo {
		job := p.jobs[i]
		t0 := time.Now()
		result, err := p.run(ctx, i)
		if err != nil {
			return fmt.Errorf("shard %s: %s: %w", h.Shard(), job.Key, err)
		}
		if err := w.WriteJob(job.Key, result); err != nil {
			return err
		}
		elapsed := time.Since(start)
		left := time.Duration(float64(elapsed) / float64(n+1) * float64(len(todo)-n-1))
		fmt.Fprintf(progress, "shard %s %*d/%d  %-40s %8.2fs  elapsed %s, about %s left\n", h.Shard(), width, n+1, len(todo), job.Key,
			time.Since(t0).Seconds(), roundDuration(elapsed), roundDuration(left))
	}
	if out != "" {
		fmt.Fprintf(progress, "wrote %s\n", out)
	}
	return nil
}

// roundDuration rounds to the second, or to the tenth below ten seconds.
func roundDuration(d time.Duration) time.Duration {
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Second)
}

// whyEmpty says why a split over n shards leaves some empty.
func whyEmpty(p shardPlan, n int) string {
	if g := p.groups(); g > 0 && g < n {
		return fmt.Sprintf("on the real machine a position's jobs stay in one shard, and there are %d positions for %d shards: give N of %d or less", g, n, g)
	}
	return fmt.Sprintf("there are %d jobs for %d shards", len(p.jobs), n)
}

// writeShardLoads prints the job count and, for shard's N, what each
// shard would run: for sizing a sweep before submitting it.
func writeShardLoads(w io.Writer, p shardPlan, shard experiment.Shard) error {
	groups := p.groups()
	fmt.Fprintf(w, "%s: %d jobs", p.experiment, len(p.jobs))
	if groups > 0 {
		fmt.Fprintf(w, " on %d positions; on the real machine a position's jobs stay in one shard, so at most %d shards have work\n", groups, groups)
	} else {
		fmt.Fprintf(w, ", each dealt out on its own (the simulator): at most %d shards have work\n", len(p.jobs))
	}
	if shard.Whole() {
		return nil
	}
	loads := experiment.Loads(p.jobs, shard.N)
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
		fmt.Fprintf(w, "\n%d of %d shards would be empty (%s): %s\n", len(empty), shard.N, strings.Join(empty, ", "), whyEmpty(p, shard.N))
	}
	return nil
}
