// Package compare is the compare view: two configurations (by default
// PVSplit and PVFSplit on 16 simulated searchers) searching the same
// position side by side, each with its activity bars, split-node stack
// and counters, and a summary that says in words what the difference is.
// It is the demonstration the workstation exists for.
package compare

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"frontier/session"
	"frontier/session/view"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/searchers"
	"frontier/tui/splitstack"
	"frontier/tui/styles"
)

// Model is the compare view's state: the history of both runs' bars,
// and one sample of the comparison (both runs' updates and the summary
// computed from them) that every part of the view is drawn from, so that
// the counters and the summary never show two different moments.
type Model struct {
	id      uint64
	bars    [2]searchers.Model
	stacks  [2]splitstack.Model
	updates [2]session.Update
	// shown and sum are the sample drawn: the runs' updates and the
	// summary of exactly those.
	shown [2]session.Update
	sum   session.Summary
}

// New returns an empty compare view.
func New(st *styles.Styles) Model {
	return Model{stacks: [2]splitstack.Model{splitstack.New(st), splitstack.New(st)}}
}

// SetStyles applies new styles.
func (m *Model) SetStyles(st *styles.Styles) {
	for i := range m.stacks {
		m.stacks[i].SetStyles(st)
	}
}

// ID returns the comparison shown.
func (m *Model) ID() uint64 { return m.id }

// Reset starts showing comparison id.
func (m *Model) Reset(id uint64) {
	m.id = id
	m.updates = [2]session.Update{}
	m.shown, m.sum = [2]session.Update{}, session.Summary{}
	for i := range m.bars {
		m.bars[i].Reset(0)
	}
}

// Sample takes the latest snapshots of c's runs; it is called on every
// tick.
func (m *Model) Sample(c *session.Compare) {
	if c == nil {
		return
	}
	if c.ID() != m.id {
		m.Reset(c.ID())
	}
	runs := c.Runs()
	for i, r := range runs {
		m.shown[i] = r.Update()
		if snap, ok := r.Snapshot(); ok {
			m.bars[i].Sample(r.ID(), snap)
			m.stacks[i].SetStack(snap.Stack)
		}
	}
	m.sum = c.SummaryOf(m.shown)
}

// SetUpdate records the latest update of run slot (0 left, 1 right).
func (m *Model) SetUpdate(slot int, u session.Update) { m.updates[slot] = u }

// Update returns the latest update of run slot.
func (m *Model) Update(slot int) session.Update { return m.updates[slot] }

// state describes a run for its pane title.
func state(u session.Update) string {
	d := 0
	if n := len(u.Iterations); n > 0 {
		d = u.Iterations[n-1].Depth
	}
	switch {
	case u.Err != nil:
		return "failed"
	case d > 0:
		return fmt.Sprintf("%s · depth %d", u.State, d)
	}
	return u.State.String()
}

// View draws the view in w×h cells. focus is the side (0, 1) whose panes
// are highlighted, or -1.
func (m *Model) View(st *styles.Styles, c *session.Compare, w, h int) string {
	if c == nil {
		return frame.Block(st.Dim.Render("no comparison yet: press r to run one"), w, h)
	}
	runs := c.Runs()
	if c.ID() != m.id {
		m.Sample(c)
	}
	sum := m.sum
	var lines []string
	if cfg := runs[0].Config(); !cfg.Sim {
		// Real searchers share this machine's cores: the sides run in
		// turn (session.StartCompare), and the view says so.
		lines = append(lines, st.Dim.Render("Real searchers: A runs first, then B, one after the other, each with the machine to itself."))
		for _, r := range runs {
			if w := r.Config().Warning(); w != "" {
				lines = append(lines, st.Error.Render("Warning: "+w+"."))
			}
		}
	}
	if sum.Depth == 0 {
		lines = append(lines, st.Dim.Render("The summary appears when both searches have completed an iteration. Bars: "+searchers.Legend(st)))
	} else {
		lines = append(lines, st.Bold.Render(fmt.Sprintf("At depth %d", sum.Depth))+st.Dim.Render(" · "+m.shown[0].Reference))
		lines = append(lines, sum.Lines...)
	}
	text := ansi.Wordwrap(strings.Join(lines, "\n"), w-2, " ")
	sumH := min(strings.Count(text, "\n")+3, h/2)
	colH := h - sumH
	lw := w / 2
	widths := [2]int{lw, w - lw}
	cols := make([]string, 2)
	for i, r := range runs {
		cw := widths[i]
		cfg := r.Config()
		u := m.shown[i]
		snap, live := m.bars[i].Snapshot()
		cl := counters(st, sum, i, u, snap, live, cw-2)
		wide := h >= 30
		if !wide && len(cl) > 5 {
			cl = cl[:5]
		}
		cntH := len(cl) + 2
		barsH := min(cfg.Searchers+3, colH-cntH)
		stackH := colH - cntH - barsH
		if wide && stackH < 6 {
			barsH = max(6, colH-cntH-6)
			stackH = colH - cntH - barsH
		}
		name := string(rune('A' + i))
		title := fmt.Sprintf("%s · %s", name, cfg.Label())
		parts := []string{frame.Box(st, title, state(u), m.bars[i].View(st, cw-2, barsH-2), cw, barsH, false)}
		if stackH >= 4 {
			m.stacks[i].SetSize(cw-2, stackH-2)
			parts = append(parts, frame.Box(st, name+" · split-node stack", fmt.Sprintf("%d nodes", m.stacks[i].Len()), m.stacks[i].View(), cw, stackH, false))
		} else if stackH > 0 {
			parts = append(parts, frame.Block("", cw, stackH))
		}
		parts = append(parts, frame.Box(st, name+" · counters", "", strings.Join(cl, "\n"), cw, cntH, false))
		cols[i] = frame.Column(parts...)
	}
	title := PairTitle([2]session.Config{runs[0].Config(), runs[1].Config()}) + " · " + c.Label()
	box := frame.Box(st, title, "", text, w, sumH, true)
	return frame.Column(frame.Row(cols...), box)
}

// counters are side i's figures: first those the summary compares, at
// its depth and from the same sample (so they cannot contradict it),
// then what the run is doing now, labelled so.
func counters(st *styles.Styles, sum session.Summary, i int, u session.Update, snap view.Snapshot, live bool, w int) []string {
	var lines []string
	add := func(label, value string) {
		lines = append(lines, frame.Fit(st.Dim.Render(fmt.Sprintf("%-8s", label))+value, w))
	}
	dim := st.Dim.Render
	narrow := w < 50
	if sum.Depth == 0 {
		add("summary", dim("after both complete an iteration"))
	} else {
		sd := sum.Sides[i]
		at := fmt.Sprintf("at d%d", sum.Depth)
		add(at, fmt.Sprintf("idle %s %s %s", format.Pct(sd.IdlePct),
			st.Starved.Render(fmt.Sprintf("st %.0f", sd.StarvedPct)), st.Waiting.Render(fmt.Sprintf("wt %.0f", sd.WaitingPct))))
		switch {
		case sd.HaveCmp && narrow:
			add("", fmt.Sprintf("speedup %.2f · ovh %+.0f%%", sd.Speedup, sd.OverheadPct))
		case sd.HaveCmp:
			add("", fmt.Sprintf("speedup %.2f · overhead %+.0f%% · eff %s", sd.Speedup, sd.OverheadPct, format.Pct(100*sd.Efficiency)))
		default:
			add("", dim("speedup: waiting for the reference"))
		}
	}
	d := 0
	if n := len(u.Iterations); n > 0 {
		d = u.Iterations[n-1].Depth
	}
	if !live {
		add("now", dim(fmt.Sprintf("%s · completed d%d", u.State, d)))
		return lines
	}
	rs := &snap.Run
	if narrow {
		add("now", fmt.Sprintf("%s n · d%d %s", format.Count(rs.Nodes), d, dim("· idle "+format.Pct(rs.IdlePct))))
		add("", fmt.Sprintf("splits %d %s", rs.Splits, dim(fmt.Sprintf("farmed %d", rs.Farmed))))
		return lines
	}
	add("now", fmt.Sprintf("%s nodes · completed d%d %s", format.Count(rs.Nodes), d, dim("· idle "+format.Pct(rs.IdlePct))))
	add("", fmt.Sprintf("splits %d %s", rs.Splits, dim(fmt.Sprintf("farmed %d · re-search %d · restart %d", rs.Farmed, rs.ReSearches, rs.Restarts))))
	add("", fmt.Sprintf("interrupt %d %s", rs.Interrupts, dim(fmt.Sprintf("preempt %d", rs.Preemptions))))
	return lines
}

// PairTitle names a pair: its preset's name if it is one, else "A vs B".
func PairTitle(p [2]session.Config) string {
	for _, pr := range session.ComparePresets() {
		if pr.Pair[0].Algorithm.Equal(p[0].Algorithm) && pr.Pair[1].Algorithm.Equal(p[1].Algorithm) {
			return pr.Name
		}
	}
	return p[0].Algorithm.String() + " vs " + p[1].Algorithm.String()
}
