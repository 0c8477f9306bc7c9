package experiment

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"time"
)

// Every experiment that runs in shards (bench, narrow-wide, workspan,
// weill through bench, branching, scaling) does so through Plan.RunShard,
// and its shards are joined through its entry in the command line's
// table of sharded experiments (internal/cli/experiment.go). A new
// experiment that shards:
//
//  1. takes the shard flags (internal/cli/shard.go), and when they ask
//     for a shard, describes its jobs as a Plan and runs it; otherwise
//     it runs whole;
//  2. gives each job a unique key, and marks it (Job) with a Group for
//     jobs that must run in one shard and one run (a position's on the
//     real machine), a Stratum for jobs to spread (a position's on the
//     simulator), and Timed where its figures hold wall-clock times;
//  3. registers how to join its shards: the job list rebuilt from the
//     header's config (status uses it), a merge that calls set.Check
//     with that list and set.Decode for each result (a result type with
//     a Validate method is checked), and writes what the whole run
//     would have.
//
// The rest is here, the same for every experiment: the shard's slice of
// the jobs, its output appended to as each job completes, --resume, and
// the progress lines with the time left.

// Plan is an experiment's job list, as every shard sees it.
type Plan struct {
	// Experiment is the name in the shards' headers, by which merge
	// finds what joins them.
	Experiment string
	// Config is what every shard must agree on, the header's config.
	Config any
	Jobs   []Job
	// Run runs Jobs[i] and returns its raw result.
	Run func(ctx context.Context, i int) (any, error)
}

// Groups counts the distinct groups of the plan's jobs (positions, on
// the real machine).
func (p Plan) Groups() int {
	seen := map[string]bool{}
	for _, j := range p.Jobs {
		if j.Group != "" {
			seen[j.Group] = true
		}
	}
	return len(seen)
}

// ShardRun says which shard of a plan to run and where its lines go.
type ShardRun struct {
	Shard Shard
	// From says where Shard came from (--shard auto), or is empty.
	From string
	// Out is the file the lines are appended to; empty writes them to
	// Stdout.
	Out    string
	Stdout io.Writer
	// Resume goes on with Out, running only the jobs it does not hold.
	Resume bool
	// Progress receives the progress lines and warnings.
	Progress io.Writer
}

// RunShard runs the jobs of the shard r names and writes their raw
// results, a line each as they complete.
func (p Plan) RunShard(ctx context.Context, r ShardRun) error {
	shard, out, progress := r.Shard, r.Out, r.Progress
	h, err := NewShardHeader(p.Experiment, shard, len(p.Jobs), p.Config)
	if err != nil {
		return err
	}
	var mine []int
	for i, k := range Assign(p.Jobs, shard.N) {
		if shard.Whole() || k == shard.K {
			mine = append(mine, i)
		}
	}
	var w *ShardWriter
	done := map[string]bool{}
	if out == "" {
		if w, err = StartShard(r.Stdout, h); err != nil {
			return err
		}
	} else {
		f, res, err := OpenShardOutput(out, h, p.Jobs, r.Resume)
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
		if !done[p.Jobs[i].Key] {
			todo = append(todo, i)
		}
	}
	name := "shard " + h.Shard().String()
	if r.From != "" {
		name += " (" + r.From + ")"
	}
	fmt.Fprintf(progress, "%s: %d of %d jobs", name, len(mine), len(p.Jobs))
	if len(todo) < len(mine) {
		fmt.Fprintf(progress, ", %d done before, %d to run", len(mine)-len(todo), len(todo))
	}
	fmt.Fprintln(progress)
	if len(mine) == 0 {
		fmt.Fprintf(progress, "warning: shard %s has no jobs: %s\n", h.Shard(), p.WhyEmpty(shard.N))
	}
	if h.Build.Revision == "" {
		fmt.Fprintf(progress, "warning: this frontier recorded no commit (built by go run, outside a git clone, or with -buildvcs=false): merge cannot tell its shards from those of another such build; build it with go build -buildvcs=true\n")
	}
	start := time.Now()
	width := len(strconv.Itoa(len(todo)))
	for n, i := range todo {
		job := p.Jobs[i]
		t0 := time.Now()
		result, err := p.Run(ctx, i)
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

// WhyEmpty says why a split over n shards leaves some empty.
func (p Plan) WhyEmpty(n int) string {
	if g := p.Groups(); g > 0 && g < n {
		return fmt.Sprintf("on the real machine a position's jobs stay in one shard, and there are %d positions for %d shards: give N of %d or less", g, n, g)
	}
	return fmt.Sprintf("there are %d jobs for %d shards", len(p.Jobs), n)
}
