package report

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"frontier/search/experiment"
)

// workspanSummaryLine and workspanFitLine are the JSON lines after the
// runs'.
type workspanSummaryLine struct {
	Summary bool `json:"summary"`
	experiment.WorkSpanSummary
}

type workspanFitLine struct {
	Fit bool `json:"fit"`
	experiment.WorkSpanFit
	StarTech experiment.WorkSpanFit `json:"startech"`
}

// Workspan writes the report of "experiment workspan": a line per P and the fit, or as
// JSON every run, every P and last the fit.
func Workspan(w io.Writer, format string, c Run, rows []experiment.Row) error {
	fit, err := experiment.FitWorkSpan(rows)
	if err != nil {
		return err
	}
	sums := experiment.SummarizeWorkSpan(rows, fit)
	if format == "json" {
		enc := json.NewEncoder(w)
		if err := encodeLines(enc, rows); err != nil {
			return err
		}
		for _, s := range sums {
			if err := enc.Encode(workspanSummaryLine{Summary: true, WorkSpanSummary: s}); err != nil {
				return err
			}
		}
		return enc.Encode(workspanFitLine{Fit: true, WorkSpanFit: fit, StarTech: experiment.StarTechFit})
	}
	wl := c.Workloads[0]
	fmt.Fprintf(w, "Work and critical path (Kuszmaul 1995 §3): %s on %s, depth %d, %d positions, simulator (costs %s); times in node units, means over positions\n",
		c.Algos[0], wl.Name, wl.Depth, len(wl.Positions), c.Costs)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "P\tT_P\twork W\tW/P\tcrit. path C\tW/C\tT_S/W\tspeedup\tpredicted T_P\t")
	for _, s := range sums {
		span, par := "-", "-"
		if fit.SpanMeasured {
			span, par = fmt.Sprintf("%.0f", s.Span), fmt.Sprintf("%.1f", s.Parallelism)
		}
		fmt.Fprintf(tw, "%d\t%.0f\t%.0f\t%.0f\t%s\t%s\t%.2f\t%.2f\t%.0f\t\n", s.Searchers, s.Time, s.Work, s.Work/float64(s.Searchers),
			span, par, s.WorkEfficiency, s.Speedup, s.Predicted)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if fit.SpanMeasured {
		fmt.Fprintf(w, "\nfit over %d runs: T_P ≈ %.3f·W/P + %.3f·C + %.0f units, R² = %.4f\n", fit.Runs, fit.A, fit.B, fit.C, fit.R2)
	} else {
		fmt.Fprintf(w, "\n%s does not measure its critical path; fit over %d runs: T_P ≈ %.3f·W/P + %.0f units, R² = %.4f\n", c.Algos[0], fit.Runs, fit.A, fit.C, fit.R2)
	}
	st := experiment.StarTechFit
	fmt.Fprintf(w, "StarTech on the CM-5 (Equation 2): T_P ≈ %.2f·W/P + %.1f·C + %.1f s\n", st.A, st.B, st.C)
	return nil
}
