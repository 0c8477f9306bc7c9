package shard

import (
	"context"
	"fmt"
	"time"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
)

// Scaling is what every shard of one scaling run agrees on.
type Scaling struct {
	Game        string   `json:"game"`
	Suite       string   `json:"suite,omitempty"`
	Positions   []string `json:"positions"`
	Depth       int      `json:"depth"`
	HashMiB     int      `json:"hash_mib"`
	Algos       []string `json:"algos"`
	Searchers   []int    `json:"searchers"`
	SimCost     string   `json:"sim_cost"`
	CeilingTime string   `json:"ceiling_time"`
}

// ScalingJob kinds: the ceiling with P threads; the real sequential
// reference and parallel runs of a position; the simulated ones.
const (
	ScalingCeiling = "ceiling"
	ScalingRef     = "ref"
	ScalingReal    = "real"
	ScalingSimRef  = "simref"
	ScalingSim     = "sim"
)

// ScalingJob is one job of a scaling run.
type ScalingJob struct {
	Kind    string
	Threads int // ceiling
	Pos     experiment.Position
	Eng     engine.Spec
}

// Key names the job in shard output: "ceiling 4", "ref g5", "sim g5 ybwc:4".
func (j ScalingJob) Key() string {
	switch j.Kind {
	case ScalingCeiling:
		return fmt.Sprintf("ceiling %d", j.Threads)
	case ScalingRef, ScalingSimRef:
		return j.Kind + " " + j.Pos.ID
	}
	return j.Kind + " " + j.Pos.ID + " " + j.Eng.String()
}

// ShardJob describes the job for sharding: the ceilings together and a
// position's real runs together, each on one machine; simulated jobs
// spread by position.
func (j ScalingJob) ShardJob() experiment.Job {
	job := experiment.Job{Key: j.Key(), Timed: j.Kind != ScalingSim && j.Kind != ScalingSimRef}
	switch j.Kind {
	case ScalingCeiling:
		job.Group = "ceiling"
	case ScalingRef, ScalingReal:
		job.Group = "real " + j.Pos.ID
	default:
		job.Stratum = j.Pos.ID
	}
	return job
}

// ScalingRun is a configuration ready to run: its positions, engines
// and cost model.
type ScalingRun struct {
	C         Scaling
	Positions []experiment.Position
	Engines   []engine.Spec
	Costs     account.Costs
}

// Jobs lists the run's jobs: the ceilings, then the real runs of each
// position, then the simulated ones.
func (s *ScalingRun) Jobs() []ScalingJob {
	var jobs []ScalingJob
	for _, p := range s.C.Searchers {
		jobs = append(jobs, ScalingJob{Kind: ScalingCeiling, Threads: p})
	}
	for _, kinds := range [][2]string{{ScalingRef, ScalingReal}, {ScalingSimRef, ScalingSim}} {
		for _, tp := range s.Positions {
			jobs = append(jobs, ScalingJob{Kind: kinds[0], Pos: tp})
			for _, e := range s.Engines {
				jobs = append(jobs, ScalingJob{Kind: kinds[1], Pos: tp, Eng: e})
			}
		}
	}
	return jobs
}

// spec is the experiment spec of a search, real or simulated.
func (s *ScalingRun) spec(sim bool) experiment.Spec {
	return experiment.Spec{Sim: sim, Depth: s.C.Depth, HashMiB: s.C.HashMiB, Costs: s.Costs, Options: search.DefaultOptions()}
}

// Run runs one job and returns its raw result.
func (s *ScalingRun) Run(ctx context.Context, j ScalingJob) (any, error) {
	switch j.Kind {
	case ScalingCeiling:
		dur, err := time.ParseDuration(s.C.CeilingTime)
		if err != nil {
			return nil, err
		}
		c, err := experiment.MeasureCeiling(ctx, s.Positions, s.C.Depth, s.C.HashMiB, j.Threads, dur)
		return &c, err
	case ScalingRef, ScalingSimRef:
		r, err := experiment.RunSequential(ctx, j.Pos, s.spec(j.Kind == ScalingSimRef))
		return &r, err
	}
	r, err := experiment.MeasureParallel(ctx, j.Pos, s.spec(j.Kind == ScalingSim), j.Eng)
	return &r, err
}

// Report joins the jobs' results, which get decodes by key.
func (s *ScalingRun) Report(get func(key string, v any) error) (experiment.Scaling, error) {
	var ceilings []experiment.Ceiling
	var real, sim []experiment.Row
	refs := map[string]experiment.Row{}
	for _, j := range s.Jobs() {
		switch j.Kind {
		case ScalingCeiling:
			var c experiment.Ceiling
			if err := get(j.Key(), &c); err != nil {
				return experiment.Scaling{}, err
			}
			ceilings = append(ceilings, c)
		case ScalingRef, ScalingSimRef:
			var r experiment.Row
			if err := get(j.Key(), &r); err != nil {
				return experiment.Scaling{}, err
			}
			refs[j.Key()] = r
		default:
			var r experiment.Row
			if err := get(j.Key(), &r); err != nil {
				return experiment.Scaling{}, err
			}
			ref := ScalingJob{Kind: ScalingRef, Pos: j.Pos}
			if j.Kind == ScalingSim {
				ref.Kind = ScalingSimRef
			}
			r = experiment.Relate(r, refs[ref.Key()])
			if j.Kind == ScalingSim {
				sim = append(sim, r)
			} else {
				real = append(real, r)
			}
		}
	}
	rep := experiment.CompareScaling(real, sim, ceilings)
	rep.Workload = s.C.Game + " " + SuiteLabel(s.C.Suite, len(s.Positions))
	rep.Depth, rep.HashMiB, rep.SimCost = s.C.Depth, s.C.HashMiB, s.C.SimCost
	return rep, nil
}

// SuiteLabel names n positions of a suite in a scaling report's title
// ("suite" for the game's own).
func SuiteLabel(suite string, n int) string {
	if suite == "" {
		suite = "suite"
	}
	return fmt.Sprintf("%s, %d positions", suite, n)
}

// ShardJobs describes the run's jobs for sharding.
func (s *ScalingRun) ShardJobs() []experiment.Job {
	var out []experiment.Job
	for _, j := range s.Jobs() {
		out = append(out, j.ShardJob())
	}
	return out
}
