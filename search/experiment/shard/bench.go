// Package shard is what the shards of the experiments hold and how they
// join: the job lists of a sharded bench, of a run over workloads
// (narrow-wide, workspan), of branching and of scaling, and what their
// shards merge into. The shard plan, file format and checks every
// experiment shares are in package experiment (plan.go, shard.go,
// shardfile.go).
package shard

import (
	"fmt"
	"slices"
	"strings"

	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
)

// A sharded bench (--shard K/N) runs slice K of the bench's job list and
// writes each job's raw measurement as a JSON line (see
// search/experiment/shardfile.go); "frontier experiment merge" joins the
// N outputs and prints what the unsharded bench would have printed.
//
// The jobs are what the unsharded bench searches, in its order: for seq,
// the sequential table's search of each position; for each parallel
// configuration, its search of each position; and the sequential
// reference of each position that the parallel rows are compared with,
// once per position as the unsharded bench measures it. A parallel job
// leaves its speedup, search overhead and the rest out: the reference
// may be in another shard, so they are computed at merge time
// (experiment.Relate).

// BenchJob kinds.
const (
	BenchSeq = "seq" // a row of the sequential table
	BenchRef = "ref" // the sequential reference of the parallel rows
	BenchPar = "par" // a parallel configuration on a position
)

// BenchJob is one search of a bench run.
type BenchJob struct {
	Kind string
	Pos  experiment.Position
	Eng  engine.Spec // par: the configuration, P set
}

// Key names the job in shard output: "ref g9", "par g9 pvsplit:4".
func (j BenchJob) Key() string {
	if j.Kind == BenchPar {
		return j.Kind + " " + j.Pos.ID + " " + j.Eng.String()
	}
	return j.Kind + " " + j.Pos.ID
}

// Bench is a bench run as its shards see it: its positions, in suite
// order, its algorithms, and the configurations of each parallel one.
type Bench struct {
	Positions []experiment.Position
	Specs     []engine.Spec
	// Engines gives the configurations of a parallel spec, P set.
	Engines func(engine.Spec) ([]engine.Spec, error)
	// Sim: on the simulator, where time is counted in node units.
	Sim bool
}

// Jobs lists the jobs of a bench run, each once, in the order the
// unsharded bench runs them.
func (b Bench) Jobs() ([]BenchJob, error) {
	var jobs []BenchJob
	seen := map[string]bool{}
	add := func(j BenchJob) {
		if k := j.Key(); !seen[k] {
			seen[k] = true
			jobs = append(jobs, j)
		}
	}
	for _, s := range b.Specs {
		if s.Name == engine.AlphaBeta {
			return nil, fmt.Errorf("--shard does not run alphabeta (the DIB family's reference): bench it without --shard")
		}
		if !s.Parallel() {
			for _, tp := range b.Positions {
				add(BenchJob{Kind: BenchSeq, Pos: tp})
			}
			continue
		}
		engines, err := b.Engines(s)
		if err != nil {
			return nil, err
		}
		for _, tp := range b.Positions {
			add(BenchJob{Kind: BenchRef, Pos: tp})
			for _, e := range engines {
				add(BenchJob{Kind: BenchPar, Pos: tp, Eng: e})
			}
		}
	}
	return jobs, nil
}

// ShardJob describes a job for sharding. On the real machine a position's
// jobs stay in one shard, so that a speedup compares two runs on the same
// machine. Simulated time is the same everywhere, so there every job is
// dealt out on its own, a position's jobs spread evenly over the shards:
// the position decides most of how long a search takes, and dealing its
// jobs evenly balances shards better (on the simulated thesis sweep at
// depth 15, the slowest of 8 shards took 10% longer than the average
// rather than 35% with jobs dealt without regard to their positions).
func (b Bench) ShardJob(j BenchJob) experiment.Job {
	// The sequential table's rows have wall-clock times even with --sim.
	job := experiment.Job{Key: j.Key(), Timed: !b.Sim || j.Kind == BenchSeq}
	if b.Sim {
		job.Stratum = j.Pos.ID
	} else {
		job.Group = j.Pos.ID
	}
	return job
}

// ShardJobs describes jobs for sharding.
func (b Bench) ShardJobs(jobs []BenchJob) []experiment.Job {
	out := make([]experiment.Job, len(jobs))
	for i, j := range jobs {
		out[i] = b.ShardJob(j)
	}
	return out
}

// reported returns the specs a merge reports: all of b's, or those
// set.Only names, each of which must be one of b's; with set.Only it
// sets set.Need to the jobs of those specs alone, so that the jobs of
// the others may be missing (a sweep cut short).
func (b Bench) reported(set *experiment.ShardSet) ([]engine.Spec, error) {
	if len(set.Only) == 0 {
		return b.Specs, nil
	}
	var specs []engine.Spec
	var names []string
	for _, s := range b.Specs {
		names = append(names, s.String())
	}
	for _, name := range set.Only {
		i := slices.Index(names, name)
		if i < 0 {
			return nil, fmt.Errorf("%q is not an algorithm of this run (it ran %s)", name, strings.Join(names, ", "))
		}
		if !slices.ContainsFunc(specs, func(s engine.Spec) bool { return s.String() == name }) {
			specs = append(specs, b.Specs[i])
		}
	}
	part := b
	part.Specs = specs
	jobs, err := part.Jobs()
	if err != nil {
		return nil, err
	}
	need := make(map[string]bool, len(jobs))
	for _, j := range jobs {
		need[j.Key()] = true
	}
	set.Need = func(key string) bool { return need[key] }
	return specs, nil
}

// Join rebuilds a bench run from its shards: its sections, with every
// parallel row related to its position's sequential reference. rb is
// the report's description of the bench.
func (b Bench) Join(set *experiment.ShardSet, rb report.Bench) ([]report.Section, error) {
	jobs, err := b.Jobs()
	if err != nil {
		return nil, err
	}
	specs, err := b.reported(set)
	if err != nil {
		return nil, err
	}
	if err := set.Check(b.ShardJobs(jobs)); err != nil {
		return nil, err
	}
	var sections []report.Section
	for _, s := range specs {
		if !s.Parallel() {
			sec := &report.Seq{Bench: rb}
			for _, tp := range b.Positions {
				var row report.SeqRow
				if err := set.Decode(BenchJob{Kind: BenchSeq, Pos: tp}.Key(), &row, func() error { return checkSeqRow(row, tp.ID) }); err != nil {
					return nil, err
				}
				sec.Add(row)
			}
			sections = append(sections, sec)
			continue
		}
		engines, err := b.Engines(s)
		if err != nil {
			return nil, err
		}
		sec := &report.Parallel{Spec: s.WithoutP(), Bench: rb}
		for _, tp := range b.Positions {
			var ref experiment.Row
			if err := set.Decode(BenchJob{Kind: BenchRef, Pos: tp}.Key(), &ref, func() error { return ref.Is(tp.ID, "seq", 1) }); err != nil {
				return nil, err
			}
			sec.Rows = append(sec.Rows, ref)
			for _, e := range engines {
				var r experiment.Row
				if err := set.Decode(BenchJob{Kind: BenchPar, Pos: tp, Eng: e}.Key(), &r, func() error { return r.Is(tp.ID, e.WithoutP(), e.P) }); err != nil {
					return nil, err
				}
				sec.Rows = append(sec.Rows, experiment.Relate(r, ref))
			}
		}
		sections = append(sections, sec)
	}
	return sections, nil
}

// checkSeqRow checks that a sequential row is of the position its job
// names.
func checkSeqRow(row report.SeqRow, position string) error {
	if row.Position != position {
		return fmt.Errorf("a row of %s, not of %s", row.Position, position)
	}
	return nil
}
