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
	"frontier/tui/frame"
	"frontier/tui/overheads"
	"frontier/tui/searchers"
	"frontier/tui/splitstack"
	"frontier/tui/styles"
)

// Model is the compare view's state: the history of both runs' bars.
type Model struct {
	id      uint64
	bars    [2]searchers.Model
	stacks  [2]splitstack.Model
	updates [2]session.Update
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
	for i, r := range c.Runs() {
		if snap, ok := r.Snapshot(); ok {
			m.bars[i].Sample(r.ID(), snap)
			m.stacks[i].SetStack(snap.Stack)
		}
	}
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
	sum := c.Summary()
	var lines []string
	if sum.Depth == 0 {
		lines = append(lines, st.Dim.Render("The summary appears when both searches have completed an iteration. Bars: "+searchers.Legend(st)))
	} else {
		lines = append(lines, st.Bold.Render(fmt.Sprintf("At depth %d", sum.Depth))+st.Dim.Render(" · "+m.updates[0].Reference))
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
		u := m.updates[i]
		d := overheads.Data{Config: cfg, Iterations: u.Iterations}
		if snap, ok := m.bars[i].Snapshot(); ok {
			d.Live, d.HasLive = snap, true
		}
		counters := overheads.Counters(st, &d, (cw-2)/2-1)
		half := (len(counters) + 1) / 2
		var cl []string
		wide := h >= 30
		if wide {
			for k := 0; k < half; k++ {
				right := ""
				if k+half < len(counters) {
					right = counters[k+half]
				}
				cl = append(cl, counters[k]+"  "+right)
			}
		} else {
			cl = overheads.Counters(st, &d, cw-2)
			cl = append(cl[:1:1], cl[2:]...) // drop the time line
			if len(cl) > 5 {
				cl = cl[:5]
			}
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
	title := "Starvation vs frontier splitting · " + c.Label()
	box := frame.Box(st, title, "", text, w, sumH, true)
	return frame.Column(frame.Row(cols...), box)
}
