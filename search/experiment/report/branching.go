package report

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"frontier/search/experiment"
)

// branchingThesis are the thesis's figures (§3.10).
const branchingThesis = `Lu 1993 §3.10: chess "35 to 40" [Gil78], "about 35" on Bratko-Kopec; checkers 2.84 on the
Tinsley-Chinook suite, 1.28 at capture nodes and 7.93 at the others (measured in Chinook's searches).`

// Branching writes the report of "experiment branching": the table, or as JSON a line per position
// and then one per workload.
func Branching(w io.Writer, format string, rows [][]experiment.Branching) error {
	if format != "json" {
		return branchingTable(w, rows)
	}
	enc := json.NewEncoder(w)
	for _, wr := range rows {
		if err := encodeLines(enc, wr); err != nil {
			return err
		}
	}
	for _, wr := range rows {
		if err := enc.Encode(experiment.SummarizeBranching(wr)); err != nil {
			return err
		}
	}
	return nil
}

// branchingTable writes a line per workload, then the effective
// branching factor per iteration, then the thesis's figures.
func branchingTable(w io.Writer, rows [][]experiment.Branching) error {
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
