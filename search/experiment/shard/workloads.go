package shard

import (
	"context"
	"encoding/json"
	"fmt"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
)

// Workloads is a run over workloads (narrow-wide, workspan) as every
// shard of it must share it; it is the
// shards' header and rebuilds the job list at merge time.
type Workloads struct {
	Workloads []experiment.Workload `json:"workloads"`
	Algos     []string              `json:"algos"`
	Searchers []int                 `json:"searchers"`
	Costs     string                `json:"sim_cost"`
	HashMiB   int                   `json:"hash_mib"`
}

// Report is what the run's report says about it.
func (c Workloads) Report() report.Run {
	return report.Run{Workloads: c.Workloads, Algos: c.Algos, Searchers: c.Searchers, Costs: c.Costs}
}

// WorkloadJob is one search of the run: the sequential reference of a position
// (Eng.Name empty) or one parallel engine on it.
type WorkloadJob struct {
	W   experiment.Workload
	Pos experiment.Position
	Eng engine.Spec
}

// Key names the job in shard output: "ref othello o3", "par othello o3 ybwc:4".
func (j WorkloadJob) Key() string {
	if j.Eng.Name == "" {
		return "ref " + j.W.Name + " " + j.Pos.ID
	}
	return "par " + j.W.Name + " " + j.Pos.ID + " " + j.Eng.String()
}

// ShardJob describes the job for sharding: simulated, its figures are the
// same on any machine, and a position's jobs are spread over the shards.
func (j WorkloadJob) ShardJob() experiment.Job {
	return experiment.Job{Key: j.Key(), Stratum: j.W.Name + " " + j.Pos.ID}
}

// Jobs lists the run's searches: per workload and position, the
// sequential reference, then every algorithm at every P.
func (c Workloads) Jobs() ([]WorkloadJob, error) {
	var specs []engine.Spec
	for _, a := range c.Algos {
		s, err := engine.Parse(a)
		if err != nil {
			return nil, fmt.Errorf("bad --algos: %w", err)
		}
		if !s.Parallel() {
			return nil, fmt.Errorf("bad --algos: %s: the sequential engine is every run's reference; list parallel algorithms", a)
		}
		for _, p := range c.Searchers {
			sp := s.WithP(p)
			if err := sp.Check(); err != nil {
				return nil, fmt.Errorf("bad --searchers: %w", err)
			}
			specs = append(specs, sp)
		}
	}
	var out []WorkloadJob
	for _, w := range c.Workloads {
		ps, err := w.Resolve()
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			out = append(out, WorkloadJob{W: w, Pos: p})
			for _, s := range specs {
				out = append(out, WorkloadJob{W: w, Pos: p, Eng: s})
			}
		}
	}
	return out, nil
}

// Spec is the experiment spec of a workload's searches.
func (c Workloads) Spec(w experiment.Workload) (experiment.Spec, error) {
	costs, err := account.ParseCosts(c.Costs)
	if err != nil {
		return experiment.Spec{}, err
	}
	return experiment.Spec{Sim: true, Depth: w.Depth, HashMiB: c.HashMiB, Costs: costs, Options: search.DefaultOptions()}, nil
}

// Run searches one job and returns its raw row.
func (c Workloads) Run(ctx context.Context, j WorkloadJob) (experiment.Row, error) {
	spec, err := c.Spec(j.W)
	if err != nil {
		return experiment.Row{}, err
	}
	if j.Eng.Name == "" {
		return experiment.RunSequential(ctx, j.Pos, spec)
	}
	return experiment.MeasureParallel(ctx, j.Pos, spec, j.Eng)
}

// WorkloadShardJobsOf describes the jobs for sharding.
func WorkloadShardJobsOf(jobs []WorkloadJob) []experiment.Job {
	ids := make([]experiment.Job, len(jobs))
	for i, j := range jobs {
		ids[i] = j.ShardJob()
	}
	return ids
}

// RelateWorkloads reads every job's raw row with get and relates each
// parallel row to its position's sequential row, in job order.
func RelateWorkloads(jobs []WorkloadJob, get func(key string, r *experiment.Row) error) ([]experiment.Row, error) {
	var rows []experiment.Row
	var ref experiment.Row
	for _, j := range jobs {
		var r experiment.Row
		if err := get(j.Key(), &r); err != nil {
			return nil, err
		}
		if j.Eng.Name == "" {
			ref = r
		} else {
			r = experiment.Relate(r, ref)
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// JoinWorkloads rebuilds a run's configuration and rows from its shards.
func JoinWorkloads(set *experiment.ShardSet) (Workloads, []experiment.Row, error) {
	var c Workloads
	if err := json.Unmarshal(set.Header.Config, &c); err != nil {
		return c, nil, fmt.Errorf("%s:1: narrow-wide configuration: %v", set.Files[0], err)
	}
	jobs, err := c.Jobs()
	if err != nil {
		return c, nil, fmt.Errorf("%s:1: %w", set.Files[0], err)
	}
	WorkloadJobs := map[string]WorkloadJob{}
	for _, j := range jobs {
		WorkloadJobs[j.Key()] = j
	}
	if err := set.Check(WorkloadShardJobsOf(jobs)); err != nil {
		return c, nil, err
	}
	rows, err := RelateWorkloads(jobs, func(key string, r *experiment.Row) error {
		j := WorkloadJobs[key]
		algo, p := "seq", 1
		if j.Eng.Name != "" {
			algo, p = j.Eng.WithoutP(), j.Eng.P
		}
		return set.Decode(key, r, func() error { return r.Is(j.Pos.ID, algo, p) })
	})
	return c, rows, err
}

// WorkloadShardJobs is the job list of a run over workloads (narrow-wide,
// workspan) whose shards set holds.
func WorkloadShardJobs(set *experiment.ShardSet) ([]experiment.Job, error) {
	var c Workloads
	if err := json.Unmarshal(set.Header.Config, &c); err != nil {
		return nil, fmt.Errorf("%s:1: %s configuration: %v", set.Files[0], set.Header.Experiment, err)
	}
	jobs, err := c.Jobs()
	if err != nil {
		return nil, fmt.Errorf("%s:1: %w", set.Files[0], err)
	}
	return WorkloadShardJobsOf(jobs), nil
}
