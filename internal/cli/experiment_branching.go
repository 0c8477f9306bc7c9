package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"frontier/internal/atomicfile"
	"frontier/search/experiment"

	"github.com/spf13/cobra"
)

// "frontier experiment branching" measures the branching factor the
// thesis's argument rests on (Lu 1993 §3.10, Figure 3.2): the average
// number of legal moves at the interior nodes of the sequential engine's
// searches, on chess's suites next to the checkers suite.

// branchingWorkloads is the default: Bratko-Kopec and Kaufman at the
// depth of the chess simulations (6), the Tinsley-Chinook suite at the
// depth of experiment narrow-wide (13) and at the bench's (15).
const branchingWorkloads = "chess/bratko-kopec:6,chess/kaufman:6,checkers:13,checkers:15"

// branchingThesis are the thesis's figures (§3.10).
const branchingThesis = `Lu 1993 §3.10: chess "35 to 40" [Gil78], "about 35" on Bratko-Kopec; checkers 2.84 on the
Tinsley-Chinook suite, 1.28 at capture nodes and 7.93 at the others (measured in Chinook's searches).`

type branchingFlags struct {
	workloads, format, out string
	hash                   int
}

func newBranchingCmd() *cobra.Command {
	f := &branchingFlags{}
	cmd := &cobra.Command{
		Use:   "branching",
		Short: "Branching factor of chess and checkers trees, measured as the thesis measured 2.84",
		Long: `Branching searches every position of each workload with the sequential
engine (from a cleared table) and prints, per workload, the legal moves at
the root, the average number of legal moves at the interior nodes (the
thesis's branching factor, §3.10: 2.84 on the Tinsley-Chinook suite), that
average at forced nodes (a compulsory capture in checkers, check in
chess) and at the others (the thesis's 1.28 and 7.93), how many interior
nodes were forced and below the horizon, and the effective branching
factor nodes(d)/nodes(d-1) of each iteration.

A workload is GAME[/SUITE]:DEPTH; the suite defaults to the game's own
(frontier suite list names them).`,
		Example: `  frontier experiment branching
  frontier experiment branching --workloads chess/kaufman:5,checkers:11 --format json`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			if err := runBranching(ctx, cmd, f); err != nil {
				return fmt.Errorf("experiment branching: %w", err)
			}
			return nil
		}),
	}
	fl := cmd.Flags()
	fl.StringVar(&f.workloads, "workloads", branchingWorkloads, "comma-separated GAME[/SUITE]:DEPTH")
	fl.IntVar(&f.hash, "hash", narrowWideHash, "transposition table size in MiB, cleared before each position")
	fl.StringVar(&f.format, "format", "table", "table or json (a line per position, then one per workload)")
	fl.StringVar(&f.out, "out", "", "write the report to this file instead of standard output")
	return cmd
}

// parseSuiteWorkloads reads GAME[/SUITE]:DEPTH,...
func parseSuiteWorkloads(text string) ([]experiment.Workload, error) {
	var out []experiment.Workload
	for _, field := range strings.Split(text, ",") {
		field = strings.TrimSpace(field)
		gs, d, ok := strings.Cut(field, ":")
		depth, err := strconv.Atoi(d)
		if !ok || err != nil || depth < 1 {
			return nil, fmt.Errorf("bad workload %q: want GAME[/SUITE]:DEPTH with a depth of 1 or more, as chess/kaufman:6", field)
		}
		game, suite, _ := strings.Cut(gs, "/")
		w, err := experiment.SuiteWorkload(game, suite, depth)
		if err != nil {
			return nil, fmt.Errorf("bad workload %q: %w", field, err)
		}
		out = append(out, w)
	}
	return out, nil
}

func runBranching(ctx context.Context, cmd *cobra.Command, f *branchingFlags) error {
	if f.format != "table" && f.format != "json" {
		return fmt.Errorf("bad --format %q: want table or json", f.format)
	}
	if f.hash < 1 {
		return fmt.Errorf("bad --hash %d: want 1 MiB or more", f.hash)
	}
	ws, err := parseSuiteWorkloads(f.workloads)
	if err != nil {
		return err
	}
	var rows [][]experiment.Branching
	for _, w := range ws {
		ps, err := w.Resolve()
		if err != nil {
			return err
		}
		var wr []experiment.Branching
		for _, p := range ps {
			b, err := experiment.MeasureBranching(ctx, w, p, f.hash)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "%s %s depth %d: %d nodes\n", w.Name, p.ID, b.Depth, b.Nodes)
			wr = append(wr, b)
		}
		rows = append(rows, wr)
	}
	var buf bytes.Buffer
	if f.format == "json" {
		enc := json.NewEncoder(&buf)
		for _, wr := range rows {
			for _, r := range wr {
				if err := enc.Encode(r); err != nil {
					return err
				}
			}
		}
		for _, wr := range rows {
			if err := enc.Encode(experiment.SummarizeBranching(wr)); err != nil {
				return err
			}
		}
	} else if err := writeBranching(&buf, rows); err != nil {
		return err
	}
	if f.out == "" {
		_, err := cmd.OutOrStdout().Write(buf.Bytes())
		return err
	}
	if err := atomicfile.Write(f.out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", f.out)
	return nil
}

// writeBranching writes a line per workload, then the effective
// branching factor per iteration, then the thesis's figures.
func writeBranching(w io.Writer, rows [][]experiment.Branching) error {
	var sums []experiment.BranchingSummary
	for _, wr := range rows {
		sums = append(sums, experiment.SummarizeBranching(wr))
	}
	fmt.Fprintln(w, "Branching factor of the sequential engine's searches (Lu 1993 §3.10): legal moves at interior nodes, ratios of totals over the positions")
	fmt.Fprintln(w, "forced: a compulsory capture (checkers) or check (chess); below horizon: interior nodes at or past the nominal depth")
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "workload\tpositions\tdepth\tnodes/search\troot moves\tBF\tforced BF\tfree BF\t% forced\t% below horizon\t% quiescence nodes\t\n")
	for _, s := range sums {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.1f\t%.1f\t%.1f\t\n", s.Workload, s.Positions, s.Depth, s.Nodes,
			s.RootMoves, s.BF, s.ForcedBF, s.FreeBF, 100*s.ForcedShare, 100*s.ExtensionShare, 100*s.QuiescenceShare)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nEffective branching factor nodes(d)/nodes(d-1) of iterative deepening (totals over the positions that completed every iteration)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	maxD := 0
	for _, s := range sums {
		maxD = max(maxD, len(s.EBF)+1)
	}
	fmt.Fprint(tw, "workload\tpositions\t")
	for d := 2; d <= maxD; d++ {
		fmt.Fprintf(tw, "d=%d\t", d)
	}
	fmt.Fprintln(tw)
	for _, s := range sums {
		fmt.Fprintf(tw, "%s\t%d\t", s.Workload, s.EBFPositions)
		for d := 2; d <= maxD; d++ {
			if d-2 < len(s.EBF) {
				fmt.Fprintf(tw, "%.2f\t", s.EBF[d-2])
			} else {
				fmt.Fprint(tw, "\t")
			}
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%s\n", branchingThesis)
	return nil
}
