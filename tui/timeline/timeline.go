// Package timeline is the searchers pane's second face: what every
// searcher did over the whole run, one row per searcher (or group of
// searchers when they do not fit), time running left to right, each cell
// coloured and shaped by the state that took most of its time — so that
// it reads without colour too — with the iterations marked above the
// rows, a time axis below and a legend. It draws a view.Timeline,
// which the run fills in; the pane zooms in and out and scrolls back
// over the run while it goes on, or follows its live end.
package timeline

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"charm.land/lipgloss/v2"

	"frontier/session/view"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Model is the timeline pane: the run's timeline and the window shown.
// The zero value shows the whole run.
type Model struct {
	// ASCII draws with ASCII characters only.
	ASCII bool

	runID uint64
	tl    view.Timeline
	sim   bool
	end   view.Time // the timeline's end when sampled
	res   view.Time // its bucket width when sampled
	// width is the window's width; 0 shows the whole run.
	width view.Time
	// to is the window's right edge when scrolled back; otherwise the
	// window ends at the live end.
	to       view.Time
	scrolled bool
}

// Reset shows the whole run of a new run.
func (m *Model) Reset(runID uint64) {
	*m = Model{ASCII: m.ASCII, runID: runID}
}

// Sample takes the timeline of run runID (nil: none yet); simulated says
// its times are virtual units rather than nanoseconds. A new run resets
// the window.
func (m *Model) Sample(runID uint64, tl view.Timeline, simulated bool) {
	if runID != m.runID {
		m.Reset(runID)
	}
	m.tl, m.sim = tl, simulated
	m.end, m.res = 0, 1
	if tl != nil {
		m.end, m.res = tl.End(), tl.BucketWidth()
	}
}

// minWindow is the narrowest window worth showing: eight buckets of
// the timeline, and never under 16 units or nanoseconds.
func (m *Model) minWindow() view.Time { return max(16, 8*m.res) }

// Window returns the time shown, [from, to).
func (m *Model) Window() (from, to view.Time) {
	end := m.end
	switch {
	case m.width == 0 || m.width >= end:
		return 0, max(end, 1)
	case !m.scrolled:
		return end - m.width, end
	}
	to = min(max(m.to, m.width), end)
	return to - m.width, to
}

// Zoomed reports whether the window shows less than the whole run, and
// Following whether it ends at the live end.
func (m *Model) Zoomed() bool    { from, to := m.Window(); return from > 0 || to < m.end }
func (m *Model) Following() bool { return !m.scrolled }

// ZoomIn halves the window: around its right edge when following the
// live end, around its centre when scrolled back.
func (m *Model) ZoomIn() {
	from, to := m.Window()
	cur := to - from
	w := max(m.minWindow(), cur/2)
	if m.end <= 0 || w >= cur {
		return
	}
	if m.scrolled {
		m.to = (from+to)/2 + w/2
	}
	m.width = w
}

// ZoomOut doubles the window, up to the whole run.
func (m *Model) ZoomOut() {
	if m.width == 0 {
		return
	}
	from, to := m.Window()
	w := 2 * (to - from)
	if w >= m.end {
		m.width, m.scrolled = 0, false
		return
	}
	if m.scrolled {
		m.to = (from+to)/2 + w/2
		if m.to >= m.end {
			m.scrolled = false
		}
	}
	m.width = w
}

// ScrollLeft moves a zoomed window back by a quarter of its width; it
// stops following the live end.
func (m *Model) ScrollLeft() {
	from, to := m.Window()
	if from <= 0 {
		return
	}
	m.to = max(to-max(1, (to-from)/4), to-from)
	m.scrolled = true
}

// ScrollRight moves a scrolled window on by a quarter of its width;
// reaching the live end follows it again.
func (m *Model) ScrollRight() {
	if !m.scrolled {
		return
	}
	from, to := m.Window()
	m.to = to + max(1, (to-from)/4)
	if m.to >= m.end {
		m.scrolled = false
	}
}

// Follow makes the window end at the live end again, keeping its width.
func (m *Model) Follow() { m.scrolled = false }

// View draws the pane's content in w×h cells.
func (m *Model) View(st *styles.Styles, w, h int) string {
	if m.tl == nil {
		return Draw(st, view.Grid{}, Options{ASCII: m.ASCII}, w, h)
	}
	from, to := m.Window()
	rows, cols := Grid(m.tl.Threads(), w, h)
	v := m.tl.Grid(from, to, cols, rows)
	return Draw(st, v, Options{ASCII: m.ASCII, Simulated: m.sim, Zoomed: m.Zoomed(), Scrolled: m.scrolled}, w, h)
}

// Options say how Draw draws a view.
type Options struct {
	ASCII     bool // ASCII characters only
	Simulated bool // times are virtual units, else nanoseconds
	Zoomed    bool // the view is less than the whole run
	Scrolled  bool // and does not end at the live end
}

// lines is the layout of a pane of height h for threads searchers: a
// line of iteration marks, the rows, the axis (which ticks the marks
// too), and a legend. Rows come first: the legend, then the marks line,
// give way rather than force searchers to share rows; when they must
// share anyway, all three lines are drawn if there is room.
func lines(h, threads int) (marks, legend bool, rows int) {
	switch {
	case threads+3 <= h:
		return true, true, h - 3
	case threads+2 <= h:
		return true, false, h - 2
	case threads+1 <= h:
		return false, false, h - 1
	}
	marks, legend = h >= 3, h >= 5
	rows = h - 1
	if marks {
		rows--
	}
	if legend {
		rows--
	}
	return marks, legend, max(1, rows)
}

// labelWidth is the width of a row label for threads searchers: "S01",
// or "S01-08" when they are grouped.
func labelWidth(threads int, grouped bool) (digits, w int) {
	digits = len(fmt.Sprint(max(threads, 1)))
	if grouped {
		return digits, 2 + 2*digits
	}
	return digits, 1 + digits
}

// Grid returns the rows and columns of cells a view of threads threads
// gets in a pane of w×h, for view.Timeline's Grid.
func Grid(threads, w, h int) (rows, cols int) {
	_, _, rows = lines(h, threads)
	_, lw := labelWidth(threads, threads > rows)
	return rows, max(1, w-lw-1)
}

// Draw draws view v in w×h cells; an empty view says there is no
// timeline yet.
func Draw(st *styles.Styles, v view.Grid, o Options, w, h int) string {
	if v.Empty() {
		msg := "no timeline yet"
		return frame.Block(st.Dim.Render(msg[:min(len(msg), max(w, 0))]), w, h)
	}
	pal := newPalette(st)
	g := glyphsFor(o.ASCII)
	showMarks, showLegend, _ := lines(h, v.Threads)
	digits, lw := labelWidth(v.Threads, v.Group > 1)
	pad := strings.Repeat(" ", lw+1)
	var out []string
	if showMarks {
		out = append(out, pad+markLine(st, v, g))
	}
	seen := [view.NumStates]bool{}
	for _, r := range v.Rows {
		id := fmt.Sprintf("S%0*d", digits, r.Lo+1)
		if r.Hi-r.Lo > 1 {
			id = fmt.Sprintf("S%0*d-%0*d", digits, r.Lo+1, digits, r.Hi)
		}
		var b strings.Builder
		b.WriteString(st.Dim.Render(fmt.Sprintf("%-*s", lw, id)))
		b.WriteByte(' ')
		// One styled run per stretch of equal cells.
		for i := 0; i < len(r.Cells); {
			j := i
			for j < len(r.Cells) && r.Cells[j] == r.Cells[i] {
				j++
			}
			c := r.Cells[i]
			text := strings.Repeat(g.cell(c), j-i)
			if s, ok := c.State(); ok {
				seen[s] = true
				b.WriteString(pal.state[s].Render(text))
			} else {
				b.WriteString(text)
			}
			i = j
		}
		out = append(out, b.String())
	}
	out = append(out, pad+axisLine(st, v, o, g))
	if showLegend {
		out = append(out, legendLine(st, pal, g, seen, len(v.Marks) > 0, w))
	}
	return frame.Block(strings.Join(out, "\n"), w, h)
}

// markLine puts a marker at each mark's column, followed by its label
// where it fits before the next.
func markLine(st *styles.Styles, v view.Grid, g *glyphs) string {
	line := []rune(strings.Repeat(" ", v.Cols))
	isMark := make([]bool, v.Cols)
	for i, mk := range v.Marks {
		if i+1 < len(v.Marks) && v.Marks[i+1].Col == mk.Col {
			continue // the latest of a column speaks for it
		}
		line[mk.Col], isMark[mk.Col] = []rune(g.mark)[0], true
		// The label ends a cell before the next marker, or at the edge.
		limit := v.Cols
		if i+1 < len(v.Marks) {
			limit = v.Marks[i+1].Col - 1
		}
		label := []rune(mk.Label)
		if g.ascii {
			label = []rune(asciiOnly(mk.Label))
		}
		if mk.Col+1+len(label) <= limit {
			for k, r := range label {
				line[mk.Col+1+k] = r
			}
		}
	}
	var b strings.Builder
	for i, r := range line {
		if isMark[i] {
			b.WriteString(st.Accent.Render(string(r)))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// axisLine writes the window's start and end under the rows, and when
// zoomed its width in the middle, with a tick under each mark:
// "0 ──┴──── 48.2k units" or "36.1k ── 12k units ── 48.2k live".
func axisLine(st *styles.Styles, v view.Grid, o Options, g *glyphs) string {
	left := timeText(v.From, o.Simulated, false, o.ASCII)
	right := timeText(v.To, o.Simulated, !o.Zoomed, o.ASCII)
	mid := ""
	if o.Zoomed {
		mid = timeText(v.To-v.From, o.Simulated, true, o.ASCII)
		if o.Scrolled {
			right += " back"
		} else {
			right += " live"
		}
	}
	line := []rune(strings.Repeat(g.axis, v.Cols))
	for _, mk := range v.Marks {
		line[mk.Col] = []rune(g.tick)[0]
	}
	l, m, r := []rune(left+" "), []rune(" "+mid+" "), []rune(" "+right)
	if mid == "" {
		m = nil
	}
	switch {
	case len(l)+len(m)+len(r) <= v.Cols:
		copy(line, l)
		at := max(len(l), min((v.Cols-len(m))/2, v.Cols-len(r)-len(m)))
		copy(line[at:], m)
		copy(line[v.Cols-len(r):], r)
	case len(l)+len(r) <= v.Cols:
		copy(line, l)
		copy(line[v.Cols-len(r):], r)
	case len(r)-1 <= v.Cols:
		copy(line[v.Cols-len(r)+1:], r[1:])
	}
	return st.Dim.Render(string(line))
}

// timeText writes a time of the run: units ("48.2k units") or wall
// clock ("1.35s").
func timeText(t view.Time, sim, unit, ascii bool) string {
	if sim {
		s := format.Count(uint64(max(t, 0)))
		if unit {
			s += " units"
		}
		return s
	}
	s := format.Duration(time.Duration(t))
	if ascii {
		s = strings.ReplaceAll(s, "µ", "u")
	}
	return s
}

// legendLine names the states the view shows, in full words when they
// all fit, else in short ones, leaving out what does not fit in w.
func legendLine(st *styles.Styles, pal palette, g *glyphs, seen [view.NumStates]bool, marks bool, w int) string {
	type item struct {
		glyph       string
		word, short string
	}
	var items []item
	for s := range view.NumStates {
		if seen[s] {
			items = append(items, item{pal.state[s].Render(g.cell(view.CellOf(s))), s.String(), shortNames[s]})
		}
	}
	if marks {
		items = append(items, item{st.Accent.Render(g.mark), "iteration", "iter"})
	}
	build := func(short bool) (string, bool) {
		var b strings.Builder
		n := 0
		for i, it := range items {
			word := it.word
			if short {
				word = it.short
			}
			k := 2 + len(word)
			if i > 0 {
				k++
			}
			if n+k > w {
				return b.String(), false
			}
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(it.glyph + " " + word)
			n += k
		}
		return b.String(), true
	}
	if s, ok := build(false); ok {
		return s
	}
	s, _ := build(true)
	return s
}

var shortNames = [view.NumStates]string{"work", "help", "intr", "strv", "wait", "lock", "steal"}

// glyphs are the characters a view is drawn with: a shape per state, so
// that it reads without colour.
type glyphs struct {
	ascii            bool
	states           [view.NumStates]string
	none, mark, axis string
	tick             string
}

var unicodeGlyphs = glyphs{
	states: [view.NumStates]string{
		view.Working:     "█",
		view.Helping:     "▓",
		view.Interrupted: "▚",
		view.Starved:     "░",
		view.Waiting:     "▒",
		view.Locked:      "▌",
		view.Stealing:    "▄",
	},
	none: " ", mark: "▾", axis: "─", tick: "┴",
}

var asciiGlyphs = glyphs{
	ascii: true,
	states: [view.NumStates]string{
		view.Working:     "#",
		view.Helping:     "+",
		view.Interrupted: "x",
		view.Starved:     ".",
		view.Waiting:     "-",
		view.Locked:      "!",
		view.Stealing:    "~",
	},
	none: " ", mark: "v", axis: "-", tick: "+",
}

func glyphsFor(ascii bool) *glyphs {
	if ascii {
		return &asciiGlyphs
	}
	return &unicodeGlyphs
}

func (g *glyphs) cell(c view.Cell) string {
	if s, ok := c.State(); ok && s < view.NumStates {
		return g.states[s]
	}
	return g.none
}

// asciiOnly replaces what is not ASCII with "?".
func asciiOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r > 0x7e {
			return '?'
		}
		return r
	}, s)
}

// palette styles each state: the workstation's searcher colours, and
// three of its own for the states the activity bars do not have.
type palette struct {
	state [view.NumStates]lipgloss.Style
}

func newPalette(st *styles.Styles) palette {
	c := lipgloss.Complete(st.Profile)
	col := func(ansi, ansi256 int, hex string) color.Color {
		return c(lipgloss.ANSIColor(ansi), lipgloss.ANSIColor(ansi256), lipgloss.Color(hex))
	}
	var p palette
	p.state[view.Working] = st.Working
	p.state[view.Starved] = st.Starved
	p.state[view.Waiting] = st.Waiting
	p.state[view.Interrupted] = st.Interrupted
	p.state[view.Helping] = lipgloss.NewStyle().Foreground(col(6, 43, "#00d7af"))
	p.state[view.Locked] = lipgloss.NewStyle().Foreground(col(4, 69, "#5f87ff"))
	p.state[view.Stealing] = lipgloss.NewStyle().Foreground(col(3, 214, "#ffaf00"))
	if st.NoColor {
		for s := range p.state {
			p.state[s] = lipgloss.NewStyle()
		}
	}
	return p
}
