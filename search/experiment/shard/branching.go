package shard

import (
	"encoding/json"
	"fmt"

	"frontier/search/experiment"
)

// Branching is what every shard of a branching run shares.
type Branching struct {
	Workloads []experiment.Workload `json:"workloads"`
	HashMiB   int                   `json:"hash_mib"`
}

// BranchingJob is the search of one position of a workload.
type BranchingJob struct {
	W   experiment.Workload
	Pos experiment.Position
}

// Key names the job: a workload may come twice at two depths.
func (j BranchingJob) Key() string { return fmt.Sprintf("%s:%d %s", j.W.Name, j.W.Depth, j.Pos.ID) }

// Jobs lists the searches, workload by workload.
func (c Branching) Jobs() ([]BranchingJob, error) {
	var out []BranchingJob
	seen := map[string]bool{}
	for _, w := range c.Workloads {
		k := fmt.Sprintf("%s:%d", w.Name, w.Depth)
		if seen[k] {
			return nil, fmt.Errorf("bad --workloads: %s is given twice", k)
		}
		seen[k] = true
		ps, err := w.Resolve()
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			out = append(out, BranchingJob{W: w, Pos: p})
		}
	}
	return out, nil
}

// BranchingShardJobs describes the jobs for sharding: node counts are the same on
// every run, and each workload is spread over the shards.
func BranchingShardJobs(jobs []BranchingJob) []experiment.Job {
	out := make([]experiment.Job, len(jobs))
	for i, j := range jobs {
		out[i] = experiment.Job{Key: j.Key(), Stratum: fmt.Sprintf("%s:%d", j.W.Name, j.W.Depth)}
	}
	return out
}

// Rows groups the jobs' results by workload, in the jobs' order.
func (c Branching) Rows(jobs []BranchingJob, get func(j BranchingJob) (experiment.Branching, error)) ([][]experiment.Branching, error) {
	var rows [][]experiment.Branching
	for i, j := range jobs {
		if i == 0 || jobs[i-1].W.Name != j.W.Name || jobs[i-1].W.Depth != j.W.Depth {
			rows = append(rows, nil)
		}
		b, err := get(j)
		if err != nil {
			return nil, err
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], b)
	}
	return rows, nil
}

// BranchingFromShards rebuilds a branching run's configuration and jobs
// from its shards' header.
func BranchingFromShards(set *experiment.ShardSet) (Branching, []BranchingJob, error) {
	var c Branching
	if err := json.Unmarshal(set.Header.Config, &c); err != nil {
		return c, nil, fmt.Errorf("%s:1: branching configuration: %v", set.Files[0], err)
	}
	jobs, err := c.Jobs()
	if err != nil {
		return c, nil, fmt.Errorf("%s:1: %w", set.Files[0], err)
	}
	return c, jobs, nil
}

// JoinBranching rebuilds a branching run's rows from its shards, grouped
// by workload.
func JoinBranching(set *experiment.ShardSet) ([][]experiment.Branching, error) {
	c, jobs, err := BranchingFromShards(set)
	if err != nil {
		return nil, err
	}
	if err := set.Check(BranchingShardJobs(jobs)); err != nil {
		return nil, err
	}
	rows, err := c.Rows(jobs, func(j BranchingJob) (experiment.Branching, error) {
		var b experiment.Branching
		err := set.Decode(j.Key(), &b, func() error {
			if b.Workload != j.W.Name || b.Position != j.Pos.ID || b.Depth != j.W.Depth {
				return fmt.Errorf("a row of %s %s at depth %d, not of %s %s at depth %d", b.Workload, b.Position, b.Depth, j.W.Name, j.Pos.ID, j.W.Depth)
			}
			return nil
		})
		return b, err
	})
	if err != nil {
		return nil, err
	}
	return rows, nil
}
