package experiment

import (
	"fmt"
	"strings"
)

// A job array's tasks learn their index from the scheduler's
// environment; "--shard auto" reads it there, so that N is written once,
// where the array is declared. Each scheduler counts its own way:
//
//	Slurm          SLURM_ARRAY_TASK_ID, from --array=1-N; N is SLURM_ARRAY_TASK_COUNT
//	Kubernetes     JOB_COMPLETION_INDEX of an Indexed Job, from 0: K is the index + 1
//	PBS Pro        PBS_ARRAY_INDEX, from qsub -J 1-N
//	Torque         PBS_ARRAYID, from qsub -t 1-N
//	Grid Engine    SGE_TASK_ID, from qsub -t 1-N
//
// Only Slurm tells a task how many tasks its array has; with the others
// N is given, "--shard auto/N".

// scheduler is one way of learning a task's index.
type scheduler struct {
	name  string
	index string // the variable with the task's index
	base  int    // the index of the first task: 0 or 1
	count string // the variable with the number of tasks, if any
	// submit says how an array of N tasks counted from 1 is asked for.
	submit string
}

var schedulers = []scheduler{
	{name: "Slurm", index: "SLURM_ARRAY_TASK_ID", base: 1, count: "SLURM_ARRAY_TASK_COUNT", submit: "sbatch --array=1-N"},
	{name: "Kubernetes", index: "JOB_COMPLETION_INDEX", base: 0, submit: "an Indexed Job with completions: N"},
	{name: "PBS Pro", index: "PBS_ARRAY_INDEX", base: 1, submit: "qsub -J 1-N"},
	{name: "Torque", index: "PBS_ARRAYID", base: 1, submit: "qsub -t 1-N"},
	{name: "Grid Engine", index: "SGE_TASK_ID", base: 1, submit: "qsub -t 1-N"},
}

// SchedulerVariables are the variables "--shard auto" reads, in the
// order it looks for them.
func SchedulerVariables() []string {
	var out []string
	for _, s := range schedulers {
		out = append(out, s.index)
		if s.count != "" {
			out = append(out, s.count)
		}
	}
	return out
}

// ResolveShard reads a --shard value: "K/N"; "auto", K and N from the
// scheduler's environment; or "auto/N", K from the environment and N
// given (schedulers that do not count their tasks, or a resubmission of
// part of a Slurm array, which Slurm counts anew). lookup reads the
// environment (os.LookupEnv). It returns the shard and where it came
// from, for the progress lines: "SLURM_ARRAY_TASK_ID=3 of
// SLURM_ARRAY_TASK_COUNT=16".
func ResolveShard(text string, lookup func(string) (string, bool)) (Shard, string, error) {
	if text != "auto" && !strings.HasPrefix(text, "auto/") {
		s, err := ParseShard(text)
		return s, "", err
	}
	var found []scheduler
	var values []string
	for _, sc := range schedulers {
		v, ok := lookup(sc.index)
		// Grid Engine sets SGE_TASK_ID to "undefined" outside arrays.
		if !ok || v == "" || v == "undefined" {
			continue
		}
		found = append(found, sc)
		values = append(values, v)
	}
	if len(found) == 0 {
		return Shard{}, "", fmt.Errorf("shard %s: no job array's index in the environment (%s): run it as a task of an array, or give --shard K/N",
			text, strings.Join(SchedulerVariables(), ", "))
	}
	if len(found) > 1 {
		var both []string
		for i, sc := range found {
			both = append(both, fmt.Sprintf("%s=%s (%s)", sc.index, values[i], sc.name))
		}
		return Shard{}, "", fmt.Errorf("shard %s: the environment has the array indices of several schedulers, %s: give --shard K/N", text, strings.Join(both, " and "))
	}
	sc, v := found[0], values[0]
	index, err := shardNumber(v)
	if err != nil {
		return Shard{}, "", fmt.Errorf("shard %s: %s=%q: the index %v", text, sc.index, v, err)
	}
	k := index - sc.base + 1
	from := fmt.Sprintf("%s=%s", sc.index, v)
	var n int
	if ns, ok := strings.CutPrefix(text, "auto/"); ok {
		if n, err = shardNumber(ns); err != nil {
			return Shard{}, "", fmt.Errorf("shard %s: N %v", text, err)
		}
	} else {
		if sc.count == "" {
			return Shard{}, "", fmt.Errorf("shard auto: %s gives the task's index (%s) but not how many tasks there are: give --shard auto/N, N the number of shards", sc.name, from)
		}
		cv, ok := lookup(sc.count)
		if !ok || cv == "" {
			return Shard{}, "", fmt.Errorf("shard auto: %s is set but %s is not: give --shard auto/N", sc.index, sc.count)
		}
		if n, err = shardNumber(cv); err != nil {
			return Shard{}, "", fmt.Errorf("shard auto: %s=%q: the count %v", sc.count, cv, err)
		}
		from += fmt.Sprintf(" of %s=%s", sc.count, cv)
		if k > n {
			return Shard{}, "", fmt.Errorf("shard auto: task %d of an array of %d (%s): the array must run from 1 to N (%s); to run some shards of a sweep again, give the sweep's N: --shard auto/N",
				k, n, from, sc.submit)
		}
	}
	if n < 1 {
		return Shard{}, "", fmt.Errorf("shard %s: N must be at least 1", text)
	}
	if n > MaxShards {
		return Shard{}, "", fmt.Errorf("shard %s: N must be at most %d", text, MaxShards)
	}
	if k < 1 || k > n {
		return Shard{}, "", fmt.Errorf("shard %s: %s gives shard %d of %d, but shards run from 1 to N: submit the array as %s", text, from, k, n, sc.submit)
	}
	return Shard{K: k, N: n}, from, nil
}
