package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
	"frontier/search/machine"

	"github.com/spf13/cobra"
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

// benchJob kinds.
const (
	benchJobSeq = "seq" // a row of the sequential table
	benchJobRef = "ref" // the sequential reference of the parallel rows
	benchJobPar = "par" // a parallel configuration on a position
)

// benchJob is one search of a bench run.
type benchJob struct {
	kind string
	pos  benchPos
	eng  engine.Spec // par: the configuration, P set
}

// key names the job in shard output: "ref g9", "par g9 pvsplit:4".
func (j benchJob) key() string {
	if j.kind == benchJobPar {
		return j.kind + " " + j.pos.ID + " " + j.eng.String()
	}
	return j.kind + " " + j.pos.ID
}

// benchJobs lists the jobs of a bench run, each once, in the order the
// unsharded bench runs them.
func benchJobs(cfg *benchConfig, specs []engine.Spec) ([]benchJob, error) {
	var jobs []benchJob
	seen := map[string]bool{}
	add := func(j benchJob) {
		if k := j.key(); !seen[k] {
			seen[k] = true
			jobs = append(jobs, j)
		}
	}
	for _, s := range specs {
		if s.Name == engine.AlphaBeta {
			return nil, fmt.Errorf("--shard does not run alphabeta (the DIB family's reference): bench it without --shard")
		}
		if !s.Parallel() {
			for _, tp := range cfg.Positions {
				add(benchJob{kind: benchJobSeq, pos: tp})
			}
			continue
		}
		engines, err := cfg.engines(s)
		if err != nil {
			return nil, err
		}
		for _, tp := range cfg.Positions {
			add(benchJob{kind: benchJobRef, pos: tp})
			for _, e := range engines {
				add(benchJob{kind: benchJobPar, pos: tp, eng: e})
			}
		}
	}
	return jobs, nil
}

// shardJob describes a job for sharding. On the real machine a position's
// jobs stay in one shard, so that a speedup compares two runs on the same
// machine. Simulated time is the same everywhere, so there every job is
// dealt out on its own, a position's jobs spread evenly over the shards:
// the position decides most of how long a search takes, and dealing its
// jobs evenly balances shards better (on the simulated thesis sweep at
// depth 15, the slowest of 8 shards took 10% longer than the average
// rather than 35% with jobs dealt without regard to their positions).
func (c *benchConfig) shardJob(j benchJob) experiment.Job {
	// The sequential table's rows have wall-clock times even with --sim.
	job := experiment.Job{Key: j.key(), Timed: !c.Sim || j.kind == benchJobSeq}
	if c.Sim {
		job.Stratum = j.pos.ID
	} else {
		job.Group = j.pos.ID
	}
	return job
}

func (c *benchConfig) shardJobs(jobs []benchJob) []experiment.Job {
	out := make([]experiment.Job, len(jobs))
	for i, j := range jobs {
		out[i] = c.shardJob(j)
	}
	return out
}

// benchShardConfig is what every shard of one bench must agree on: the
// settings that decide the job list and the figures, in effect after the
// defaults. Where traces and output go may differ between shards.
type benchShardConfig struct {
	// Game is the game searched (--game); empty is checkers, whose
	// Suite is set. The other games' positions come from their own
	// suite, or from the one Suite names (chess: kaufman).
	Game           string         `json:"game,omitempty"`
	Suite          string         `json:"suite,omitempty"`
	Algos          []string       `json:"algos"`
	Positions      []string       `json:"positions"`
	Depth          int            `json:"depth,omitempty"`
	ChinookDepth   bool           `json:"chinook_depth,omitempty"`
	Prove          bool           `json:"prove,omitempty"`
	Time           string         `json:"time,omitempty"`
	HashMiB        int            `json:"hash_mib"`
	Options        search.Options `json:"options"`
	Searchers      []int          `json:"searchers,omitempty"`
	MinGranularity int            `json:"min_granularity,omitempty"`
	Sim            bool           `json:"sim"`
	SimCost        string         `json:"sim_cost,omitempty"`
	Egdb           string         `json:"egdb,omitempty"`
}

func newBenchShardConfig(cfg *benchConfig, specs []engine.Spec) benchShardConfig {
	c := benchShardConfig{Depth: cfg.Depth, ChinookDepth: cfg.ChinookDepth, Prove: cfg.Prove,
		HashMiB: cfg.HashMiB, Options: cfg.Options, Searchers: cfg.Searchers, MinGranularity: cfg.MinGranularity, Sim: cfg.Sim, Egdb: cfg.Egdb}
	if cfg.checkers() {
		c.Suite = cfg.Suite.Name
	} else {
		c.Game, c.Suite = cfg.Game.Name(), cfg.GameSuite
	}
	for _, s := range specs {
		c.Algos = append(c.Algos, s.String())
	}
	for _, tp := range cfg.Positions {
		c.Positions = append(c.Positions, tp.ID)
	}
	if cfg.Time > 0 {
		c.Time = cfg.Time.String()
	}
	if cfg.Sim {
		c.SimCost = cfg.Costs.String()
	}
	return c
}

// args gives the bench flags that make this configuration.
func (c benchShardConfig) args() []string {
	a := []string{"--algos", strings.Join(c.Algos, ","), "--pos", strings.Join(c.Positions, ","),
		"--hash", strconv.Itoa(c.HashMiB), "--format", "json"}
	if c.Game != "" {
		a = append(a, "--game", c.Game)
		if c.Suite != "" {
			a = append(a, "--suite", c.Suite)
		}
	} else {
		a = append(a, "--suite", c.Suite)
	}
	switch {
	case c.ChinookDepth:
		a = append(a, "--chinook-depth")
	case c.Time != "":
		a = append(a, "--time", c.Time)
	default:
		a = append(a, "--depth", strconv.Itoa(c.Depth))
		if c.Prove {
			a = append(a, "--prove")
		}
	}
	if c.Options.Exact {
		a = append(a, "--exact")
	}
	if c.Egdb != "" && c.Egdb != engine.EgdbOff {
		a = append(a, "--egdb", c.Egdb)
	}
	if len(c.Searchers) > 0 {
		var ns []string
		for _, n := range c.Searchers {
			ns = append(ns, strconv.Itoa(n))
		}
		a = append(a, "--searchers", strings.Join(ns, ","))
	}
	if c.MinGranularity > 0 {
		a = append(a, "--min-granularity", strconv.Itoa(c.MinGranularity))
	}
	if c.Sim {
		a = append(a, "--sim", "--sim-cost", c.SimCost)
	}
	return a
}

// setup rebuilds the bench configuration and specs the shards ran with.
func (c benchShardConfig) setup() (*benchConfig, []engine.Spec, error) {
	f := &benchFlags{}
	cmd := benchCommand(f)
	cmd.SetErr(io.Discard) // warnings were given when the shards ran
	if err := cmd.Flags().Parse(c.args()); err != nil {
		return nil, nil, err
	}
	cfg, _, err := benchSetup(cmd, f)
	if err != nil {
		return nil, nil, err
	}
	cfg.Progress = nil
	cfg.Options = c.Options
	specs, err := engine.ParseList(f.algos)
	if err != nil {
		return nil, nil, err
	}
	return cfg, specs, nil
}

// runBenchShard runs the jobs of one shard and writes their raw
// measurements, a line each as they complete (or with --jobs sizes the
// split).
func runBenchShard(ctx context.Context, cmd *cobra.Command, f *benchFlags) error {
	if !f.sh.jobs && cmd.Flags().Changed("format") && f.format != "json" {
		return fmt.Errorf("bench: --shard writes JSON lines for frontier experiment merge: use --format json, and merge's --format for the report")
	}
	cfg, _, err := benchSetup(cmd, f)
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	specs, err := engine.ParseList(f.algos)
	if err != nil {
		return fmt.Errorf("bench: bad --algos: %w", err)
	}
	jobs, err := benchJobs(cfg, specs)
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	var sh *search.Shared
	plan := shardPlan{experiment: "bench", config: newBenchShardConfig(cfg, specs), jobs: cfg.shardJobs(jobs),
		run: func(ctx context.Context, i int) (any, error) {
			j := jobs[i]
			switch j.kind {
			case benchJobSeq:
				if sh == nil {
					var err error
					if sh, err = search.NewShared(cfg.HashMiB); err != nil {
						return nil, err
					}
				}
				return benchSeqJob(ctx, cfg, sh, j.pos)
			case benchJobRef:
				return experiment.RunSequential(ctx, j.pos.experiment(), cfg.positionSpec(j.pos))
			default:
				return experiment.MeasureParallel(ctx, j.pos.experiment(), cfg.positionSpec(j.pos), j.eng)
			}
		}}
	if err := runShardPlan(ctx, cmd, f.sh, f.out, plan); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	return nil
}

// positionSpec is the experiment spec of one position, as the parallel
// bench runner makes it.
func (c *benchConfig) positionSpec(p benchPos) experiment.Spec {
	spec := experiment.Spec{Sim: c.Sim, Depth: c.limits(p).Depth, Prove: c.Prove, HashMiB: c.HashMiB, Options: c.Options, Costs: c.Costs, Egdb: c.Egdb}
	if c.TraceDir != "" {
		spec.OnTrace = func(pos string, e engine.Spec, tr machine.Trace) error {
			return machine.SaveTrace(filepath.Join(c.TraceDir, machine.TraceFileName(e.WithoutP(), strconv.Itoa(e.P), pos)), tr)
		}
	}
	return spec
}

// benchShards joins and plots the shards of "bench --shard".
func benchShards() shardedExperiment {
	return shardedExperiment{merge: mergeBench, speedups: benchSpeedups, jobs: func(set *experiment.ShardSet) ([]experiment.Job, error) {
		cfg, _, _, jobs, err := benchFromShards(set)
		if err != nil {
			return nil, err
		}
		return cfg.shardJobs(jobs), nil
	}}
}

// benchFromShards rebuilds the configuration, specs and job list of the
// bench run whose shards set holds.
func benchFromShards(set *experiment.ShardSet) (*benchConfig, []engine.Spec, benchShardConfig, []benchJob, error) {
	var c benchShardConfig
	if err := json.Unmarshal(set.Header.Config, &c); err != nil {
		return nil, nil, c, nil, fmt.Errorf("%s:1: bench configuration: %v", set.Files[0], err)
	}
	cfg, specs, err := c.setup()
	if err != nil {
		return nil, nil, c, nil, fmt.Errorf("%s:1: bench configuration: %w", set.Files[0], err)
	}
	jobs, err := benchJobs(cfg, specs)
	if err != nil {
		return nil, nil, c, nil, err
	}
	return cfg, specs, c, jobs, nil
}

// joinBench rebuilds a bench run from its shards: its configuration and
// its sections, with every parallel row related to its position's
// sequential reference.
func joinBench(set *experiment.ShardSet) (*benchConfig, []report.Section, benchShardConfig, error) {
	cfg, specs, c, jobs, err := benchFromShards(set)
	if err != nil {
		return nil, nil, c, err
	}
	if err := set.Check(cfg.shardJobs(jobs)); err != nil {
		return nil, nil, c, err
	}
	var sections []report.Section
	for _, s := range specs {
		if !s.Parallel() {
			sec := &report.Seq{Bench: cfg.report()}
			for _, tp := range cfg.Positions {
				var row report.SeqRow
				if err := set.Decode(benchJob{kind: benchJobSeq, pos: tp}.key(), &row, func() error { return checkSeqRow(row, tp.ID) }); err != nil {
					return nil, nil, c, err
				}
				sec.Add(row)
			}
			sections = append(sections, sec)
			continue
		}
		engines, err := cfg.engines(s)
		if err != nil {
			return nil, nil, c, err
		}
		sec := &report.Parallel{Spec: s.WithoutP(), Bench: cfg.report()}
		for _, tp := range cfg.Positions {
			var ref experiment.Row
			if err := set.Decode(benchJob{kind: benchJobRef, pos: tp}.key(), &ref, func() error { return ref.Is(tp.ID, "seq", 1) }); err != nil {
				return nil, nil, c, err
			}
			sec.Rows = append(sec.Rows, ref)
			for _, e := range engines {
				var r experiment.Row
				if err := set.Decode(benchJob{kind: benchJobPar, pos: tp, eng: e}.key(), &r, func() error { return r.Is(tp.ID, e.WithoutP(), e.P) }); err != nil {
					return nil, nil, c, err
				}
				sec.Rows = append(sec.Rows, experiment.Relate(r, ref))
			}
		}
		sections = append(sections, sec)
	}
	return cfg, sections, c, nil
}

// mergeBench writes the report of the joined shards.
func mergeBench(set *experiment.ShardSet, format string, w io.Writer) error {
	_, sections, _, err := joinBench(set)
	if err != nil {
		return err
	}
	return report.Write(w, format, sections)
}

// benchSpeedups gives the parallel rows of the joined shards for plotting.
func benchSpeedups(set *experiment.ShardSet) ([]gameRow, error) {
	_, sections, c, err := joinBench(set)
	if err != nil {
		return nil, err
	}
	game := c.Game
	if game == "" {
		game = defaultPlotGame
	}
	var out []gameRow
	for _, s := range sections {
		if ps, ok := s.(*report.Parallel); ok {
			for _, r := range ps.ParallelRows() {
				out = append(out, gameRow{Game: game, Row: r})
			}
		}
	}
	return out, nil
}

// checkSeqRow checks that a sequential row is of the position its job
// names.
func checkSeqRow(row report.SeqRow, position string) error {
	if row.Position != position {
		return fmt.Errorf("a row of %s, not of %s", row.Position, position)
	}
	return nil
}
