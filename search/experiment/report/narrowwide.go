package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"frontier/search/experiment"

	"github.com/guptarohit/asciigraph"
)

// Run is what the report of a narrow-wide or workspan run says about it:
// its workloads, algorithms, numbers of searchers and the simulator's
// cost model.
type Run struct {
	Workloads []experiment.Workload
	Algos     []string
	Searchers []int
	Costs     string
}

// nwSummaryLine is a summary's JSON line.
type nwSummaryLine struct {
	Summary bool `json:"summary"`
	experiment.WorkloadSummary
}

// NarrowWide writes the report of "experiment narrow-wide": per workload a table of speedup,
// search overhead and idle time by algorithm and searchers, and a chart;
// or, as JSON, every row and then every summary.
func NarrowWide(w io.Writer, format string, c Run, rows []experiment.Row, chart bool) error {
	sums := experiment.SummarizeWorkloads(rows)
	if format == "json" {
		enc := json.NewEncoder(w)
		if err := encodeLines(enc, rows); err != nil {
			return err
		}
		for _, s := range sums {
			if err := enc.Encode(nwSummaryLine{Summary: true, WorkloadSummary: s}); err != nil {
				return err
			}
		}
		return nil
	}
	fmt.Fprintf(w, "Narrow versus wide: every parallel algorithm in the simulator (costs %s), speedup over the sequential engine\n", c.Costs)
	fmt.Fprintf(w, "at the same depth, search overhead and idle time, means over each workload's positions.\n")
	order, byWorkload := experiment.GroupInOrder(sums, func(s experiment.WorkloadSummary) string { return s.Workload })
	depth := map[string]experiment.Workload{}
	for _, wl := range c.Workloads {
		depth[wl.Name] = wl
	}
	for _, name := range order {
		ss := byWorkload[name]
		wl := depth[name]
		fmt.Fprintf(w, "\n%s: branching factor %.2f, depth %d, %d positions, sequential search %s nodes on average\n",
			name, ss[0].BranchingFactor, wl.Depth, len(wl.Positions), GroupDigits(int64(ss[0].SeqNodes)))
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprint(tw, "algorithm\t")
		for _, p := range c.Searchers {
			fmt.Fprintf(tw, "P=%d\t", p)
		}
		fmt.Fprint(tw, "\n")
		for _, algo := range c.Algos {
			cells := map[int]experiment.WorkloadSummary{}
			for _, s := range ss {
				if s.Algo == algo {
					cells[s.Searchers] = s
				}
			}
			for _, what := range []string{"speedup", "overhead %", "idle %"} {
				label := algo + " " + what
				fmt.Fprintf(tw, "%s\t", label)
				for _, p := range c.Searchers {
					s, ok := cells[p]
					switch {
					case !ok:
						fmt.Fprint(tw, "-\t")
					case what == "speedup":
						fmt.Fprintf(tw, "%.2f\t", s.Speedup)
					case what == "overhead %":
						fmt.Fprintf(tw, "%.0f\t", s.SearchOverheadPct)
					default:
						fmt.Fprintf(tw, "%.0f\t", s.IdlePct)
					}
				}
				fmt.Fprint(tw, "\n")
			}
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		if chart {
			fmt.Fprintln(w, narrowWideChart(c, ss))
		}
	}
	return nil
}

// narrowWideChart draws speedup against log2 of the searchers, a line per
// algorithm in its colour, for a terminal (files get --plot's picture).
func narrowWideChart(c Run, ss []experiment.WorkloadSummary) string {
	var series [][]float64
	var names []string
	for _, algo := range c.Algos {
		var ys []float64
		for _, p := range c.Searchers {
			for _, s := range ss {
				if s.Algo == algo && s.Searchers == p {
					ys = append(ys, s.Speedup)
				}
			}
		}
		if len(ys) > 1 {
			series = append(series, ys)
			names = append(names, algo)
		}
	}
	if len(series) == 0 {
		return ""
	}
	palette := []asciigraph.AnsiColor{asciigraph.Blue, asciigraph.Red, asciigraph.Green, asciigraph.Yellow, asciigraph.Magenta, asciigraph.Cyan, asciigraph.White}
	colors := make([]asciigraph.AnsiColor, len(series))
	for i := range colors {
		colors[i] = palette[i%len(palette)]
	}
	return asciigraph.PlotMany(series, asciigraph.Height(8), asciigraph.Precision(1), asciigraph.LowerBound(0),
		asciigraph.SeriesColors(colors...), asciigraph.SeriesLegends(names...),
		asciigraph.Caption("speedup against searchers "+IntsText(c.Searchers)))
}

// IntsText writes numbers as a flag takes them: "1,2,4".
func IntsText(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ",")
}
