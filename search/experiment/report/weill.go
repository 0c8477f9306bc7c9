package report

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"frontier/search/experiment"
	"frontier/search/parallel/abdada"
	"frontier/search/parallel/ybwc"
)

// WeillJSON writes a line per algorithm and number of searchers.
func WeillJSON(w io.Writer, rows []experiment.WeillRow) error {
	return encodeLines(json.NewEncoder(w), rows)
}

// WeillTable writes a line per number of searchers, YBWC's and ABDADA's
// figures side by side, then Weill's, for a bench run on positions
// positions.
func WeillTable(w io.Writer, b Bench, positions int, rows []experiment.WeillRow) error {
	fmt.Fprintf(w, "Weill 1996's comparison on %s, %s, simulator (costs %s): speedup over the sequential engine at the\n", b.Suite, b.Mode, b.Costs)
	fmt.Fprintf(w, "same depth (mean over %d positions), table operations per node and table reads per write (totals over the positions)\n", positions)
	var specs []string
	for _, r := range rows {
		if !slices.Contains(specs, r.Algo) {
			specs = append(specs, r.Algo)
		}
	}
	fmt.Fprintf(w, "engines: %s\n\n", strings.Join(specs, " and "))
	by := map[string]map[int]experiment.WeillRow{}
	var ps []int
	seen := map[int]bool{}
	for _, r := range rows {
		a := AlgoName(r.Algo)
		if by[a] == nil {
			by[a] = map[int]experiment.WeillRow{}
		}
		by[a][r.Searchers] = r
		if !seen[r.Searchers] {
			seen[r.Searchers] = true
			ps = append(ps, r.Searchers)
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "searchers\tYBWC speedup\tABDADA speedup\tYBWC ops/node\tABDADA ops/node\tYBWC reads/write\tABDADA reads/write\tWeill YBWC speedup\tWeill ABDADA speedup\t\n")
	cell := func(a string, p int, get func(experiment.WeillRow) float64) string {
		if r, ok := by[a][p]; ok {
			return fmt.Sprintf("%.2f", get(r))
		}
		return "-"
	}
	weill := func(a string, p int) string {
		s := ""
		for _, f := range experiment.WeillFigures {
			if f.Algo == a && f.Searchers == p && f.Speedup > 0 {
				if s != "" {
					s += " / "
				}
				s += strconv.FormatFloat(f.Speedup, 'f', -1, 64)
			}
		}
		if s == "" {
			return "-"
		}
		return s
	}
	speedup := func(r experiment.WeillRow) float64 { return r.Speedup }
	ops := func(r experiment.WeillRow) float64 { return r.TableOpsPerNode }
	rw := func(r experiment.WeillRow) float64 { return r.ReadsPerWrite }
	y, a := ybwc.YBWC, abdada.ABDADA
	for _, p := range ps {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", p,
			cell(y, p, speedup), cell(a, p, speedup), cell(y, p, ops), cell(a, p, ops), cell(y, p, rw), cell(a, p, rw), weill(y, p), weill(a, p))
	}
	fmt.Fprintf(tw, "Weill\t\t\t\t\t%s\t%s\t\t\t\n", weillReads(y), weillReads(a))
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nWeill's figures (his Figures 3-6 are graphs; these are the values his text gives):")
	for _, f := range experiment.WeillFigures {
		what := fmt.Sprintf("speedup %g at %d processors", f.Speedup, f.Searchers)
		if f.ReadsPerWrite > 0 {
			what = fmt.Sprintf("%g table reads per write", f.ReadsPerWrite)
		}
		fmt.Fprintf(w, "  %-6s %-32s %s\n", AlgoTitle(f.Algo), what, f.Where)
	}
	fmt.Fprintln(w, "His speedups are relative (the same program on one processor); ours are against the sequential engine.")
	return nil
}

// weillReads is Weill's reads per write for algo.
func weillReads(algo string) string {
	for _, f := range experiment.WeillFigures {
		if f.Algo == algo && f.ReadsPerWrite > 0 {
			return strconv.FormatFloat(f.ReadsPerWrite, 'f', -1, 64)
		}
	}
	return "-"
}
