package cli

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/experiment/report"

	"github.com/spf13/cobra"
)

// defaultParallelBenchDepth is the depth of parallel bench runs when no
// --depth is given: our trees at depth 15 hold 0.3 to 3 million nodes on
// the suite, the size of Chinook's 1992 searches at its nominal depths
// (1.4 to 5 million, Table C.1), so speedups are measured on trees of the
// thesis's size.
const defaultParallelBenchDepth = 15

// parallelBenchSetup reads --searchers and --sim, checks every
// configuration the parallel specs make with them, and checks that they
// are measured to a fixed depth (speedup is time-to-depth, Formula 3.1).
// Real configurations with more searchers than CPUs are warned about.
func parallelBenchSetup(cmd *cobra.Command, f *benchFlags, cfg *benchConfig, specs []engine.Spec) error {
	if cfg.Nodes > 0 {
		return fmt.Errorf("parallel algorithms are measured to a fixed depth: use --depth, not --nodes")
	}
	if cfg.Time > 0 {
		if !cfg.checkers() {
			return fmt.Errorf("parallel algorithms are measured to a fixed depth: use --depth, not --time or --movetime")
		}
		return fmt.Errorf("parallel algorithms are measured to a fixed depth: use --depth or --chinook-depth, not --time or --movetime")
	}
	if cfg.checkers() && !cmd.Flags().Changed("depth") && !cfg.ChinookDepth {
		cfg.Depth = defaultParallelBenchDepth
	}
	for _, field := range strings.Split(f.searchers, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(field))
		if err != nil {
			return fmt.Errorf("bad --searchers %q: want numbers of searchers separated by commas", f.searchers)
		}
		cfg.Searchers = append(cfg.Searchers, n)
	}
	if f.granularity < 0 {
		return fmt.Errorf("bad --min-granularity %d: it must be 0 (the default) or more", f.granularity)
	}
	cfg.Sim, cfg.MinGranularity, cfg.TraceDir = f.sim, f.granularity, f.trace
	if f.simCost != "" && !f.sim {
		return fmt.Errorf("--sim-cost needs --sim")
	}
	costs, err := account.ParseCosts(f.simCost)
	if err != nil {
		return fmt.Errorf("bad --sim-cost: %w", err)
	}
	cfg.Costs = costs
	if cfg.TraceDir != "" {
		if err := os.MkdirAll(cfg.TraceDir, 0o755); err != nil {
			return fmt.Errorf("--trace: %w", err)
		}
	}
	warned := map[string]bool{}
	for _, s := range specs {
		engines, err := cfg.engines(s)
		if err != nil {
			return fmt.Errorf("bad --algos: %w", err)
		}
		for _, e := range engines {
			if err := e.Check(); err != nil {
				return fmt.Errorf("bad --searchers %q: %w", f.searchers, err)
			}
			if w := engine.Warning(e, cfg.Sim); w != "" && !warned[w] {
				warned[w] = true
				fmt.Fprintln(cmd.ErrOrStderr(), "warning:", w)
			}
		}
	}
	cfg.seqRef = map[string]experiment.Row{}
	return nil
}

// engines returns the configurations a parallel spec makes: at its own
// P, or at every count of --searchers.
func (c *benchConfig) engines(s engine.Spec) ([]engine.Spec, error) {
	return experiment.Engines([]engine.Spec{s}, c.Searchers, c.MinGranularity)
}

// parallelBenchRunner measures one parallel spec over the positions, at
// its P or at every number of searchers, against the sequential engine.
func parallelBenchRunner(s engine.Spec) benchRunner {
	algo := s.WithoutP()
	return func(ctx context.Context, cfg *benchConfig) (report.Section, error) {
		engines, err := cfg.engines(s)
		if err != nil {
			return nil, err
		}
		sec := &report.Parallel{Spec: algo, Bench: cfg.report()}
		for _, tp := range cfg.Positions {
			p, spec := tp.experiment(), cfg.positionSpec(tp)
			seq, ok := cfg.seqRef[tp.ID]
			if !ok {
				var err error
				if seq, err = experiment.RunSequential(ctx, p, spec); err != nil {
					return nil, err
				}
				cfg.seqRef[tp.ID] = seq
			}
			sec.Rows = append(sec.Rows, seq)
			for _, e := range engines {
				r, err := experiment.RunParallel(ctx, p, spec, e, seq)
				if err != nil {
					return nil, err
				}
				sec.Rows = append(sec.Rows, r)
				if cfg.Progress != nil {
					fmt.Fprintf(cfg.Progress, "%s P=%-3d %-4s depth %2d  %-6s score %4d  nodes %11s  speedup %5.2f  overhead %6.1f%%  idle %5.1f%%\n",
						algo, e.P, tp.ID, r.Depth, r.Move, r.Score, report.GroupDigits(int64(r.Nodes)), r.Speedup, r.SearchOverheadPct, r.IdlePct)
				}
			}
		}
		if experiment.DIBFamily(s) { // bench_dib.go: the DIB family against alphabeta
			return withAlphaBeta(ctx, cfg, sec)
		}
		return sec, nil
	}
}
