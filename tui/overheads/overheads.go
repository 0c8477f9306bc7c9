// Package overheads is the overheads pane: the measures of the thesis
// for the current run — nodes and rate, speedup and efficiency against
// the sequential engine, search overhead, idle time split into
// starvation and waiting, re-searches, interrupts and preemptions — as of
// the latest completed iteration, with small charts of speedup and idle
// time over the iterations.
package overheads

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/guptarohit/asciigraph"

	"frontier/search/parallel"
	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Data is what the pane shows.
type Data struct {
	Config     session.Config
	Iterations []session.Iteration
	// Live is the latest snapshot of a parallel run, if any: its node
	// count moves between iterations.
	Live    parallel.Snapshot
	HasLive bool
	// Reference says where the sequential reference stands.
	Reference string
}

// last returns the latest iteration with parallel statistics.
func (d *Data) last() (session.Iteration, bool) {
	if n := len(d.Iterations); n > 0 {
		return d.Iterations[n-1], true
	}
	return session.Iteration{}, false
}

// lastCmp returns the deepest iteration that has a comparison.
func (d *Data) lastCmp() (session.Iteration, bool) {
	for i := len(d.Iterations) - 1; i >= 0; i-- {
		if d.Iterations[i].Cmp != nil {
			return d.Iterations[i], true
		}
	}
	return session.Iteration{}, false
}

// Counters draws the figures as lines of at most w cells (29 suffice).
func Counters(st *styles.Styles, d *Data, w int) []string {
	var lines []string
	add := func(label, value string) {
		lines = append(lines, frame.Fit(st.Dim.Render(fmt.Sprintf("%-10s", label))+value, w))
	}
	dim := st.Dim.Render
	it, ok := d.last()
	nodes := "—"
	if d.HasLive {
		nodes = format.Count(d.Live.Run.Nodes)
	} else if ok {
		nodes = format.Count(it.TotalNodes)
	}
	rate := "—"
	if ok && it.TotalElapsed > 0 {
		rate = format.Rate(float64(it.TotalNodes) / it.TotalElapsed.Seconds())
	}
	add("nodes", fmt.Sprintf("%-6s %s", nodes, dim(rate+" n/s")))
	if !d.Config.Parallel() {
		if ok {
			add("depth", fmt.Sprintf("%d in %s", it.Depth, format.Duration(it.TotalElapsed)))
		}
		add("", dim("sequential engine"))
		return lines
	}
	if ok && it.Stats != nil {
		// The simulator's time is its own (units, u), never beside the
		// wall clock unsaid: the Iterations pane's column is "wall".
		t := format.Duration(it.TotalElapsed) + " wall"
		if d.Config.Sim {
			t = format.Count(uint64(it.Stats.Elapsed)) + " u sim"
		}
		add("time", fmt.Sprintf("%s %s", t, dim(fmt.Sprintf("to d%d", it.Depth))))
	} else {
		add("time", dim("—"))
	}
	if c, ok := d.lastCmp(); ok {
		eff := "eff " + format.Pct(100*c.Cmp.Efficiency)
		if !d.Config.Sim && c.Cmp.Efficiency > 1 {
			eff = st.Error.Render(eff + "!") // more than P times faster: the load, see below
		} else {
			eff = dim(eff)
		}
		add("speedup", fmt.Sprintf("%-6.2f %s", c.Cmp.Speedup, eff))
		add("overhead", fmt.Sprintf("%-6s %s", fmt.Sprintf("%+.0f%%", c.Cmp.SearchOverheadPct), dim(fmt.Sprintf("d%d vs seq", c.Depth))))
	} else {
		add("speedup", dim("— (needs the reference)"))
		add("overhead", dim("—"))
	}
	var rs *parallel.RunStats
	if d.HasLive {
		rs = &d.Live.Run
	} else if ok && it.Stats != nil {
		rs = it.Stats
	}
	if rs == nil {
		return lines
	}
	add("idle", fmt.Sprintf("%-6s %s %s", format.Pct(rs.IdlePct),
		st.Starved.Render(fmt.Sprintf("st %.0f", rs.StarvedPct)), st.Waiting.Render(fmt.Sprintf("wt %.0f", rs.WaitingPct))))
	add("splits", fmt.Sprintf("%-6d %s", rs.Splits, dim(fmt.Sprintf("farmed %d", rs.Farmed))))
	add("re-search", fmt.Sprintf("%-6d %s", rs.ReSearches, dim(fmt.Sprintf("restart %d", rs.Restarts))))
	add("interrupt", fmt.Sprintf("%-6d %s", rs.Interrupts, dim(fmt.Sprintf("preempt %d", rs.Preemptions))))
	return lines
}

// Chart draws a small line chart of one measure over the iterations in
// w×h cells, with its caption on the first line.
func Chart(st *styles.Styles, caption string, xs []float64, color uint8, w, h int) string {
	if h < 2 {
		return ""
	}
	head := st.Dim.Render(caption)
	switch len(xs) {
	case 0:
		// On its own line: the caption and the note do not fit the
		// pane's width side by side.
		return frame.Block(head+"\n"+st.Dim.Render("— after the first iteration"), w, h)
	case 1:
		return frame.Block(head+fmt.Sprintf(" %.2f", xs[0]), w, h)
	}
	opts := []asciigraph.Option{asciigraph.Height(max(1, h-2)), asciigraph.Width(max(4, w-8)), asciigraph.Precision(1), asciigraph.LowerBound(0)}
	if !st.NoColor {
		opts = append(opts, asciigraph.SeriesColors(asciigraph.AnsiColor(color)))
	}
	plot := asciigraph.Plot(xs, opts...)
	return frame.Block(head+st.Dim.Render(" by iteration")+"\n"+plot, w, h)
}

// Caveat says how to read the figures: what a unit of simulated time
// is, and that a real run's speedup is a wall-clock measure on a shared
// machine, which its load moves (above 100% efficiency it is the load,
// not the algorithm); "" for the sequential engine.
func Caveat(d *Data) string {
	switch {
	case !d.Config.Parallel():
		return ""
	case d.Config.Sim:
		return "u: simulated time, a node's work; 7000 u ≈ 1 s of the thesis's 1992 machine"
	}
	if c, ok := d.lastCmp(); ok && c.Cmp.Efficiency > 1 {
		return "eff above 100%: the machine's load slowed the reference, not a real gain; compare with the simulator or on a quiet machine"
	}
	return "real cores, wall clock: the machine's other work moves these; quote medians of runs on a quiet machine"
}

// View draws the pane's content in w×h cells.
func View(st *styles.Styles, d *Data, w, h int) string {
	lines := Counters(st, d, w)
	if d.Reference != "" && len(lines) < h {
		lines = append(lines, frame.Fit(st.Dim.Render(d.Reference), w))
	}
	if c := Caveat(d); c != "" && len(lines)+3 < h && len(d.Iterations) > 0 {
		style := st.Dim
		if strings.HasPrefix(c, "eff above") {
			style = st.Error
		}
		for _, l := range strings.Split(ansi.Wordwrap(c, w, " "), "\n") {
			lines = append(lines, style.Render(frame.Fit(l, w)))
		}
	}
	rest := h - len(lines) - 1
	if d.Config.Parallel() && rest >= 6 {
		var sp, idle []float64
		for _, it := range d.Iterations {
			if it.Cmp != nil {
				sp = append(sp, it.Cmp.Speedup)
			}
			if it.Stats != nil {
				idle = append(idle, it.Stats.IdlePct)
			}
		}
		ch := rest / 2
		lines = append(lines, "")
		lines = append(lines, strings.Split(Chart(st, "speedup", sp, st.ChartA, w, ch), "\n")...)
		lines = append(lines, strings.Split(Chart(st, "idle %", idle, st.ChartB, w, rest-ch), "\n")...)
	}
	return frame.Block(strings.Join(lines, "\n"), w, h)
}
