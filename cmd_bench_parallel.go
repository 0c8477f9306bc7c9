package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"frontier/assets"
	"frontier/search/experiment"
	"frontier/search/parallel"

	"github.com/spf13/cobra"
)

// defaultParallelBenchDepth is the depth of parallel bench runs when no
// --depth is given: our trees at depth 15 hold 0.3 to 3 million nodes on
// the suite, the size of Chinook's 1992 searches at its nominal depths
// (1.4 to 5 million, Table C.1), so speedups are measured on trees of the
// thesis's size.
const defaultParallelBenchDepth = 15

func init() {
	for _, algo := range parallel.Algorithms {
		registerBenchRunner(algo, parallelBenchRunner(algo))
	}
}

// parallelBenchSetup reads --searchers and --sim and checks that the
// parallel algorithms are measured to a fixed depth (speedup is
// time-to-depth, Formula 3.1).
func parallelBenchSetup(cmd *cobra.Command, f *benchFlags, cfg *benchConfig) error {
	if cfg.Time > 0 {
		return fmt.Errorf("parallel algorithms are measured to a fixed depth: use --depth or --chinook-depth, not --time")
	}
	if !cmd.Flags().Changed("depth") && !cfg.ChinookDepth {
		cfg.Depth = defaultParallelBenchDepth
	}
	for _, field := range strings.Split(f.searchers, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(field))
		if err != nil || n < 1 || n > 4096 {
			return fmt.Errorf("bad --searchers %q: want numbers from 1 to 4096 separated by commas", f.searchers)
		}
		cfg.Searchers = append(cfg.Searchers, n)
	}
	if f.granularity < 0 {
		return fmt.Errorf("bad --min-granularity %d: it must be 0 (the default) or more", f.granularity)
	}
	cfg.Sim, cfg.MinGranularity = f.sim, f.granularity
	cfg.seqRef = map[string]experiment.Row{}
	return nil
}

// parallelBenchRunner measures one parallel algorithm over the positions,
// at every number of searchers, against the sequential engine.
func parallelBenchRunner(algo string) benchRunner {
	return func(ctx context.Context, cfg *benchConfig) (benchSection, error) {
		sec := &parallelSection{algo: algo, cfg: cfg}
		for _, tp := range cfg.Positions {
			p := experiment.Position{ID: tp.ID, Pos: tp.Position}
			spec := experiment.Spec{Sim: cfg.Sim, Depth: cfg.limits(tp).Depth, HashMiB: cfg.HashMiB, Options: cfg.Options,
				MinGranularity: cfg.MinGranularity}
			seq, ok := cfg.seqRef[tp.ID]
			if !ok {
				var err error
				if seq, err = experiment.RunSequential(ctx, p, spec); err != nil {
					return nil, err
				}
				cfg.seqRef[tp.ID] = seq
			}
			sec.rows = append(sec.rows, seq)
			for _, n := range cfg.Searchers {
				r, err := experiment.RunParallel(ctx, p, spec, algo, n, seq)
				if err != nil {
					return nil, err
				}
				sec.rows = append(sec.rows, r)
				if cfg.Progress != nil {
					fmt.Fprintf(cfg.Progress, "%s P=%-3d %-4s depth %2d  %-6s score %4d  nodes %11s  speedup %5.2f  overhead %6.1f%%  idle %5.1f%%\n",
						algo, n, tp.ID, r.Depth, r.Move, r.Score, groupDigits(int64(r.Nodes)), r.Speedup, r.SearchOverheadPct, r.IdlePct)
				}
			}
		}
		return sec, nil
	}
}

// parallelSection is one parallel algorithm's part of a bench report. Its
// rows hold, per position, the sequential reference and then one row per
// number of searchers.
type parallelSection struct {
	algo string
	cfg  *benchConfig
	rows []experiment.Row
}

func (s *parallelSection) Algo() string { return s.algo }

// parallelRows leaves out the sequential references.
func (s *parallelSection) parallelRows() []experiment.Row {
	var out []experiment.Row
	for _, r := range s.rows {
		if r.Algo != "seq" {
			out = append(out, r)
		}
	}
	return out
}

func (s *parallelSection) WriteTable(w io.Writer) error {
	exec := "real goroutines, wall-clock time"
	if s.cfg.Sim {
		exec = "simulator, time in node units"
	}
	fmt.Fprintf(w, "%s on suite %s, %s, table %d MiB, %s; speedup against the sequential engine at the same depth\n",
		strings.ToUpper(s.algo), s.cfg.Suite.Name, s.cfg.modeText(), s.cfg.HashMiB, exec)
	rows := s.parallelRows()
	if err := writeSummaryTables(w, rows); err != nil {
		return err
	}
	return writePositionTables(w, rows)
}

func (s *parallelSection) CSV() ([]string, [][]string) {
	var recs [][]string
	for _, r := range s.parallelRows() {
		recs = append(recs, csvRecord(r))
	}
	return csvHeader, recs
}

// JSONLines gives one object per (searchers, position), then one summary
// per number of searchers with the thesis's figures beside ours.
func (s *parallelSection) JSONLines() []any {
	var out []any
	rows := s.parallelRows()
	for _, r := range rows {
		out = append(out, r)
	}
	for _, sum := range experiment.Summarize(rows) {
		line := struct {
			IsSummary bool `json:"summary"`
			experiment.Summary
			Thesis *assets.ThesisSummary `json:"thesis,omitempty"`
		}{IsSummary: true, Summary: sum}
		if _, ref, ok := assets.ThesisRuns(sum.Algo, sum.Searchers); ok {
			line.Thesis = &ref
		}
		out = append(out, line)
	}
	return out
}
