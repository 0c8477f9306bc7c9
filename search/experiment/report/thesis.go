package report

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"frontier/assets"
	"frontier/search/experiment"
	"frontier/search/parallel/abdada"
	"frontier/search/parallel/lazysmp"
	"frontier/search/parallel/pvsplit"
	"frontier/search/parallel/ybwc"
)

// paper is what the papers say of one algorithm, put beside our figures.
type paper struct {
	// Table names the thesis's summary table of the algorithm ("Table
	// 4.1"), empty for one the thesis did not measure.
	Table string
	// Speedups are the published speedups of an algorithm the thesis
	// did not measure, by number of searchers, put beside ours in the
	// bench's summary: measured on other games and machines, they are a
	// scale, not a target.
	Speedups map[int]string
	// Note says, under the algorithm's table, where the speedups come
	// from or why there are none.
	Note string
}

// papers are the papers' word on each algorithm, by its registered name.
// The rows name their algorithm by its spec, so a spec with parameters
// ("pvfsplit-lb,quorum=0.5") finds the entry of its name (paperOf).
var papers = map[string]paper{
	pvsplit.PVSplit:    {Table: "Table 4.1"},
	pvsplit.PVFSplit:   {Table: "Table 5.1"},
	pvsplit.PVSplitLB:  {Table: "Table 5.2"},
	pvsplit.PVFSplitLB: {Table: "Table 5.3"},
	ybwc.YBWC: {Speedups: map[int]string{32: "18.4 chess, 20.7 Othello"},
		Note: "papers: Weill 1996 §3.2, 32 processors of a CM5, speedup relative to the same program on one (chess depth 8, Othello depth 11); frontier experiment weill"},
	abdada.ABDADA: {Speedups: map[int]string{32: "about 28 chess"},
		Note: "papers: Weill 1996 §5, 32 processors of a Cray T3D, chess depth 9, relative; his ABDADA figures on the CM5 are graphs only; frontier experiment weill"},
	lazysmp.LazySMP: {Note: "papers: Stockfish publishes no speedup for Lazy SMP (it measures threads by games won, not time to depth)"},
	ybwc.DPVSplit:   {Note: "papers: Schaeffer 1989 measured chess; Lu 1993 §3.6 quotes no figure, and we have not read Schaeffer's"},
}

// paperOf gives the papers' word on a row's algorithm (a spec).
func paperOf(algo string) paper { return papers[AlgoName(algo)] }

// SummaryTables prints, for each parallel algorithm, the layout of
// the thesis's Tables 4.1 and 5.1-5.3: average and standard deviation of
// speedup, search overhead and idle time over the positions, per number of
// searchers, with the thesis's figures beside ours when thesis is set
// (the checkers suite; the thesis measured no other game).
func SummaryTables(w io.Writer, rows []experiment.Row, thesis bool) error {
	sums := experiment.Summarize(rows)
	sim := len(rows) > 0 && rows[0].Executor == "sim"
	byAlgo := map[string][]experiment.Summary{}
	var algos []string
	for _, s := range sums {
		if _, ok := byAlgo[s.Algo]; !ok {
			algos = append(algos, s.Algo)
		}
		byAlgo[s.Algo] = append(byAlgo[s.Algo], s)
	}
	for _, algo := range algos {
		if thesis {
			fmt.Fprintf(w, "\n%s%s: average over %d positions; thesis in brackets\n", AlgoTitle(algo), tableNote(algo), byAlgo[algo][0].Positions)
		} else {
			fmt.Fprintf(w, "\n%s: average over %d positions\n", AlgoTitle(algo), byAlgo[algo][0].Positions)
		}
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		paper := paperOf(algo)
		head := "searchers\tspeedup\tsd\t% search overhead\tsd\t% idle\tsd\t% sync\t% comm\tmove/score differ\tprofile: % efficiency / idle / other\tW/C\tT_S/W\t"
		if paper.Speedups != nil {
			head += "papers' speedup\t"
		}
		fmt.Fprintln(tw, head)
		for _, s := range byAlgo[algo] {
			_, ref, ok := assets.ThesisRuns(AlgoName(algo), s.Searchers)
			ok = ok && thesis
			eff := 100 * s.Speedup / float64(s.Searchers)
			comm := "-" // the real machine does not charge it apart
			if sim {
				comm = fmt.Sprintf("%.1f", s.CommPct)
			}
			par := "-"
			if s.Parallelism > 0 {
				par = fmt.Sprintf("%.1f", s.Parallelism)
			}
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%.1f\t%s\t%d\t%.0f / %.0f / %.0f\t%s\t%.2f\t", s.Searchers,
				withRef(s.Speedup, ref.Speedup, ok, "%.2f"), withRef(s.SpeedupSD, ref.SpeedupSD, ok, "%.2f"),
				withRef(s.SearchOverheadPct, ref.SearchOverhead, ok, "%.1f"), withRef(s.SearchOverheadSD, ref.SearchOverheadSD, ok, "%.1f"),
				withRef(s.IdlePct, ref.Idle, ok, "%.1f"), withRef(s.IdleSD, ref.IdleSD, ok, "%.1f"), s.WaitingPct, comm, s.Differs,
				eff, s.IdlePct, max(0, 100-eff-s.IdlePct), par, s.WorkEfficiency)
			if paper.Speedups != nil {
				p, ok := paper.Speedups[s.Searchers]
				if !ok {
					p = "-"
				}
				fmt.Fprintf(tw, "%s\t", p)
			}
			fmt.Fprintln(tw)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		if paper.Note != "" {
			fmt.Fprintf(w, "  %s\n", paper.Note)
		}
	}
	return nil
}

// AlgoName is the algorithm of a row's spec: "pvfsplit-lb" for
// "pvfsplit-lb,quorum=0.5".
func AlgoName(algo string) string { return experiment.AlgoName(algo) }

// AlgoTitle writes a row's spec as a table title: the name in capitals,
// the parameters as given, "PVFSPLIT-LB,quorum=0.5".
func AlgoTitle(algo string) string {
	name := AlgoName(algo)
	return strings.ToUpper(name) + algo[len(name):]
}

// tableNote names the thesis's table of an algorithm, " (Table 5.3)", or
// nothing for an algorithm the thesis did not measure.
func tableNote(algo string) string {
	if t := paperOf(algo).Table; t != "" {
		return " (" + t + ")"
	}
	return ""
}

func withRef(v, ref float64, ok bool, format string) string {
	if !ok {
		return fmt.Sprintf(format, v)
	}
	return fmt.Sprintf(format+" ["+format+"]", v, ref)
}

// PositionTables prints one table per (algorithm, searchers) in the
// layout of the thesis's Appendix C (Tables C.2-C.17): per position the
// score, nodes, time, speedup, search overhead and idle time, '*' where
// the score differs from the sequential search, and the thesis's speedup,
// overhead and idle for the same position and configuration when thesis
// is set.
func PositionTables(w io.Writer, rows []experiment.Row, thesis bool) error {
	for _, grp := range experiment.GroupRows(rows) {
		runs, _, _ := assets.ThesisRuns(AlgoName(grp.Algo), grp.Searchers)
		ref := map[string]assets.ThesisRow{}
		for _, t := range runs {
			ref[fmt.Sprintf("g%d", t.Game)] = t
		}
		g := grp.Rows
		fmt.Fprintf(w, "\n%s, %d searchers (%s executor), depth %d\n", AlgoTitle(grp.Algo), grp.Searchers, g[0].Executor, g[0].Depth)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		timeHead := "seconds"
		if g[0].Executor == "sim" {
			timeHead = "time units"
		}
		head := fmt.Sprintf("position\tmove\tscore\tnodes\t%s\tspeedup\t%% search overhead\t%% idle\twork W\tcrit. path C\tW/C\tT_S/W\tnotes\t", timeHead)
		if thesis {
			head += "thesis speedup\tthesis % SO\tthesis % idle\t"
		}
		fmt.Fprintln(tw, head)
		for _, r := range g {
			score := fmt.Sprint(r.Score)
			if r.Score != r.SeqScore {
				score += "*"
			}
			notes := ""
			if r.Move != r.SeqMove {
				notes = "plays " + r.Move
			}
			t := fmt.Sprintf("%.2f", r.Seconds)
			if r.Executor == "sim" {
				t = fmt.Sprint(r.TimeUnits)
			}
			span, par := "-", "-"
			if r.Span > 0 {
				span, par = fmt.Sprint(r.Span), fmt.Sprintf("%.1f", r.Parallelism)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%.2f\t%.1f\t%.1f\t%d\t%s\t%s\t%.2f\t%s\t", r.Position, r.Move, score, r.Nodes, t,
				r.Speedup, r.SearchOverheadPct, r.IdlePct, r.Work, span, par, r.WorkEfficiency, notes)
			if thesis {
				ts, tso, tid := "-", "-", "-"
				if tr, ok := ref[r.Position]; ok {
					ts, tso, tid = fmt.Sprintf("%.2f", tr.Speedup), fmt.Sprintf("%.1f", tr.SearchOverhead), fmt.Sprintf("%.1f", tr.Idle)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t", ts, tso, tid)
			}
			fmt.Fprintln(tw)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// CSVHeader and CSVRecord give the CSV form of experiment rows.
var CSVHeader = []string{"algo", "searchers", "executor", "position", "depth", "move", "score", "nodes", "seq_nodes",
	"seq_move", "seq_score", "speedup", "efficiency", "search_overhead_pct", "idle_pct", "starved_pct", "waiting_pct", "other_overheads_pct",
	"seconds", "time_units", "seq_seconds", "seq_time_units", "splits", "farmed", "re_searches", "restarts", "interrupts", "preemptions",
	"work", "span", "parallelism", "work_efficiency"}

func CSVRecord(r experiment.Row) []string {
	f := func(x float64) string { return fmt.Sprintf("%.4g", x) }
	return []string{r.Algo, fmt.Sprint(r.Searchers), r.Executor, r.Position, fmt.Sprint(r.Depth), r.Move, fmt.Sprint(r.Score),
		fmt.Sprint(r.Nodes), fmt.Sprint(r.SeqNodes), r.SeqMove, fmt.Sprint(r.SeqScore), f(r.Speedup), f(r.Efficiency),
		f(r.SearchOverheadPct), f(r.IdlePct), f(r.StarvedPct), f(r.WaitingPct), f(r.OtherPct), f(r.Seconds), fmt.Sprint(r.TimeUnits),
		f(r.SeqSeconds), fmt.Sprint(r.SeqTimeUnits), fmt.Sprint(r.Splits), fmt.Sprint(r.Farmed), fmt.Sprint(r.ReSearches),
		fmt.Sprint(r.Restarts), fmt.Sprint(r.Interrupts), fmt.Sprint(r.Preemptions),
		fmt.Sprint(r.Work), fmt.Sprint(r.Span), f(r.Parallelism), f(r.WorkEfficiency)}
}
