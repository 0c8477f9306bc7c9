package report

import (
	"fmt"
	"io"
	"slices"
	"text/tabwriter"

	"frontier/search/engine"
	"frontier/search/experiment"
)

// AlphaBeta is the part of a bench report of "--algos alphabeta":
// alphabeta's own searches, the DIB family's reference.
type AlphaBeta struct {
	Bench Bench
	Rows  []experiment.ABRef
}

func (s *AlphaBeta) Algo() string { return engine.AlphaBeta }

func (s *AlphaBeta) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "ALPHABETA (plain fail-soft alpha-beta, no table, the game's move order: the DIB family's reference), %s, %s\n",
		s.Bench.Suite, s.Bench.Mode)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "Position\tMove\tDepth\tScore\tNodes\tTime\t")
	for _, r := range s.Rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\t%s\t\n", r.Position, r.Move, r.Depth, r.Score, GroupDigits(int64(r.Nodes)), abTimeText(r))
	}
	return tw.Flush()
}

func abTimeText(r experiment.ABRef) string {
	if r.TimeUnits > 0 {
		return GroupDigits(r.TimeUnits) + " u"
	}
	return fmt.Sprintf("%.2fs", r.Seconds)
}

func (s *AlphaBeta) CSV() ([]string, [][]string) {
	header := []string{"algo", "position", "move", "depth", "score", "nodes", "time_units", "seconds"}
	var recs [][]string
	for _, r := range s.Rows {
		recs = append(recs, []string{r.Algo, r.Position, r.Move, fmt.Sprint(r.Depth), fmt.Sprint(r.Score), fmt.Sprint(r.Nodes),
			fmt.Sprint(r.TimeUnits), fmt.Sprintf("%.4f", r.Seconds)})
	}
	return header, recs
}

func (s *AlphaBeta) JSONLines() []any {
	out := make([]any, len(s.Rows))
	for i, r := range s.Rows {
		out[i] = r
	}
	return out
}

// DIB is a DIB algorithm's section: the parallel tables, then the
// figures against alphabeta (experiment.DIBSummaries).
type DIB struct {
	*Parallel
	Refs map[string]experiment.ABRef // alphabeta's searches, by position
}

func (s *DIB) summaries() []experiment.DIBSummary {
	return experiment.DIBSummaries(s.Spec, s.ParallelRows(), s.Refs)
}

func (s *DIB) WriteTable(w io.Writer) error {
	if err := s.Parallel.WriteTable(w); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%s against alphabeta (Rezaie and Finkel's relative efficiency, Figures 5-7), average over the positions\n", AlgoTitle(s.Spec))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "processors\trel. efficiency (alphabeta)\trel. efficiency (own P=1)\tspeedup over alphabeta\tspeedup over seq\tnodes / alphabeta's\tnodes / own P=1's\tscore differs\t")
	for _, sum := range s.summaries() {
		effOne, nodesOne := "-", "-"
		if sum.NodesOne > 0 {
			effOne, nodesOne = fmt.Sprintf("%.2f", sum.EfficiencyOne), fmt.Sprintf("%.2f", sum.NodesOne)
		}
		fmt.Fprintf(tw, "%d\t%.2f\t%s\t%.2f\t%.2f\t%.2f\t%s\t%d\t\n", sum.Searchers, sum.RelEfficiency, effOne, sum.SpeedupAB, sum.SpeedupSeq, sum.NodesAB, nodesOne, sum.ScoreDiffers)
	}
	return tw.Flush()
}

func (s *DIB) JSONLines() []any {
	out := slices.Clone(s.Parallel.JSONLines())
	for _, sum := range s.summaries() {
		out = append(out, sum)
	}
	return out
}
