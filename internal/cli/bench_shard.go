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
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"
	"frontier/search/experiment/shard"

	"github.com/spf13/cobra"
)

// A sharded bench (--shard K/N) runs the jobs of search/experiment/shard's
// Bench; this file parses its flags and rebuilds its configuration from a
// shard's header.

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
	MoveTime       bool           `json:"movetime,omitempty"` // Time is --movetime's
	Nodes          uint64         `json:"nodes,omitempty"`
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
		c.Time, c.MoveTime = cfg.Time.String(), cfg.FullTime
	}
	c.Nodes = cfg.Nodes
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
	case c.Time != "" && c.MoveTime:
		a = append(a, "--movetime", c.Time)
	case c.Time != "":
		a = append(a, "--time", c.Time)
	case c.Nodes > 0:
		a = append(a, "--nodes", strconv.FormatUint(c.Nodes, 10))
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
	b := cfg.shardBench(specs)
	jobs, err := b.Jobs()
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	positions := map[string]benchPos{}
	for _, p := range cfg.Positions {
		positions[p.ID] = p
	}
	var sh *search.Shared
	plan := experiment.Plan{Experiment: "bench", Config: newBenchShardConfig(cfg, specs), Jobs: b.ShardJobs(jobs),
		Run: func(ctx context.Context, i int) (any, error) {
			j := jobs[i]
			pos := positions[j.Pos.ID]
			switch j.Kind {
			case shard.BenchSeq:
				if sh == nil {
					var err error
					if sh, err = search.NewShared(cfg.HashMiB); err != nil {
						return nil, err
					}
				}
				return benchSeqJob(ctx, cfg, sh, pos)
			case shard.BenchRef:
				return experiment.RunSequential(ctx, j.Pos, cfg.positionSpec(pos))
			default:
				return experiment.MeasureParallel(ctx, j.Pos, cfg.positionSpec(pos), j.Eng)
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
		spec.OnTrace = func(pos string, e engine.Spec, tr account.Trace) error {
			return account.SaveTrace(filepath.Join(c.TraceDir, account.TraceFileName(e.WithoutP(), strconv.Itoa(e.P), pos)), tr)
		}
	}
	return spec
}

// benchShards joins and plots the shards of "bench --shard".
func benchShards() shardedExperiment {
	return shardedExperiment{merge: mergeBench, speedups: benchSpeedups, jobs: func(set *experiment.ShardSet) ([]experiment.Job, error) {
		_, b, _, jobs, err := benchFromShards(set)
		if err != nil {
			return nil, err
		}
		return b.ShardJobs(jobs), nil
	}}
}

// benchSpeedups gives the parallel rows of the joined shards for plotting.
func benchSpeedups(set *experiment.ShardSet) ([]report.GameRow, error) {
	_, sections, c, err := joinBench(set)
	if err != nil {
		return nil, err
	}
	game := c.Game
	if game == "" {
		game = report.DefaultGame
	}
	var out []report.GameRow
	for _, s := range sections {
		if ps, ok := s.(*report.Parallel); ok {
			for _, r := range ps.ParallelRows() {
				out = append(out, report.GameRow{Game: game, Row: r})
			}
		}
	}
	return out, nil
}

// shardBench is the bench run of cfg and specs as its shards see it.
func (c *benchConfig) shardBench(specs []engine.Spec) shard.Bench {
	b := shard.Bench{Specs: specs, Engines: c.engines, Sim: c.Sim}
	for _, p := range c.Positions {
		b.Positions = append(b.Positions, p.experiment())
	}
	return b
}

// benchFromShards rebuilds the configuration, the bench and its job list
// of the bench run whose shards set holds.
func benchFromShards(set *experiment.ShardSet) (*benchConfig, shard.Bench, benchShardConfig, []shard.BenchJob, error) {
	var c benchShardConfig
	if err := json.Unmarshal(set.Header.Config, &c); err != nil {
		return nil, shard.Bench{}, c, nil, fmt.Errorf("%s:1: bench configuration: %v", set.Files[0], err)
	}
	cfg, specs, err := c.setup()
	if err != nil {
		return nil, shard.Bench{}, c, nil, fmt.Errorf("%s:1: bench configuration: %w", set.Files[0], err)
	}
	b := cfg.shardBench(specs)
	jobs, err := b.Jobs()
	if err != nil {
		return nil, b, c, nil, err
	}
	return cfg, b, c, jobs, nil
}

// joinBench rebuilds a bench run from its shards: its configuration and
// its sections (shard.Bench.Join).
func joinBench(set *experiment.ShardSet) (*benchConfig, []report.Section, benchShardConfig, error) {
	cfg, b, c, _, err := benchFromShards(set)
	if err != nil {
		return nil, nil, c, err
	}
	sections, err := b.Join(set, cfg.report())
	return cfg, sections, c, err
}

// mergeBench writes the report of the joined shards.
func mergeBench(set *experiment.ShardSet, format string, w io.Writer) error {
	_, sections, _, err := joinBench(set)
	if err != nil {
		return err
	}
	return report.Write(w, format, sections)
}
