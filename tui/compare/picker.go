package compare

import (
	"fmt"
	"slices"

	"frontier/search"
	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// The rows of the picker.
const (
	rowPreset = iota
	rowA
	rowB
	rowSearchers
	rowExec
	rowDepth
	numRows
)

// searcherChoices are the searcher counts offered: the powers of two up
// to the most an engine may have.
var searcherChoices = func() []int {
	var out []int
	for p := 1; p <= engine.MaxP; p *= 2 {
		out = append(out, p)
	}
	return out
}()

// Picker is the form that chooses the pair the compare view runs: a
// preset (session.ComparePresets), or any two parallel algorithms, with
// one number of searchers, executor and depth for both (a comparison of
// different P would compare the machines, not the algorithms).
type Picker struct {
	pair    [2]session.Config
	presets []session.ComparePreset
	preset  int // index into presets; -1 when the pair is none of them
	row     int
}

// NewPicker returns a picker showing pair.
func NewPicker(pair [2]session.Config) *Picker {
	p := &Picker{pair: pair, presets: session.ComparePresets()}
	p.match()
	return p
}

// match finds the preset the pair is, if any.
func (p *Picker) match() {
	p.preset = -1
	for i, pr := range p.presets {
		if pr.Pair[0].Algorithm.Equal(p.pair[0].Algorithm) && pr.Pair[1].Algorithm.Equal(p.pair[1].Algorithm) {
			p.preset = i
		}
	}
}

// Value is the pair the picker shows.
func (p *Picker) Value() [2]session.Config { return p.pair }

// Up and Down move between rows.
func (p *Picker) Up() { p.row = (p.row + numRows - 1) % numRows }

// Down moves to the next row.
func (p *Picker) Down() { p.row = (p.row + 1) % numRows }

// Preset chooses preset i (0-based), keeping P, executor and depth.
func (p *Picker) Preset(i int) {
	if i < 0 || i >= len(p.presets) {
		return
	}
	p.pair[0].Algorithm = p.presets[i].Pair[0].Algorithm
	p.pair[1].Algorithm = p.presets[i].Pair[1].Algorithm
	p.preset = i
}

// Change steps the current row's value by d (±1).
func (p *Picker) Change(d int) {
	step := func(list []string, cur string) string {
		i := slices.Index(list, cur)
		if i < 0 {
			return list[0]
		}
		return list[((i+d)%len(list)+len(list))%len(list)]
	}
	both := func(f func(c *session.Config)) {
		f(&p.pair[0])
		f(&p.pair[1])
	}
	switch p.row {
	case rowPreset:
		n := len(p.presets)
		p.Preset(((max(p.preset, 0)+d)%n + n) % n)
		return
	case rowA:
		p.pair[0].Algorithm = engine.Spec{Name: step(engine.ParallelNames(), p.pair[0].Algorithm.String())}
	case rowB:
		p.pair[1].Algorithm = engine.Spec{Name: step(engine.ParallelNames(), p.pair[1].Algorithm.String())}
	case rowSearchers:
		i := slices.Index(searcherChoices, p.pair[0].Searchers)
		if i < 0 {
			i = 4
		}
		n := searcherChoices[max(0, min(len(searcherChoices)-1, i+d))]
		both(func(c *session.Config) { c.Searchers = n })
	case rowExec:
		sim := !p.pair[0].Sim
		both(func(c *session.Config) { c.Sim = sim })
	case rowDepth:
		dep := max(1, min(search.MaxDepth, p.pair[0].Depth+2*d))
		if p.pair[0].Depth == 0 {
			dep = 15
		}
		both(func(c *session.Config) { c.Depth = dep })
	}
	p.match()
}

// View draws the form in w×h.
func (p *Picker) View(st *styles.Styles, w, h int) string {
	a, b := p.pair[0], p.pair[1]
	preset := "(your own pair)"
	shows := ""
	if p.preset >= 0 {
		pr := p.presets[p.preset]
		preset = fmt.Sprintf("%d. %s  (%d of %d)", p.preset+1, pr.Name, p.preset+1, len(p.presets))
		shows = pr.Shows
	}
	exec := "simulated (virtual time, deterministic; both at once)"
	if !a.Sim {
		exec = "real goroutines (A, then B: one at a time)"
	}
	depth := fmt.Sprint(a.Depth)
	if a.Depth == 0 {
		depth = "none (" + a.LimitText() + ")"
	}
	rows := [numRows][2]string{
		{"Preset", preset},
		{"A", a.Algorithm.String()},
		{"B", b.Algorithm.String()},
		{"Searchers", fmt.Sprintf("%d each", a.Searchers)},
		{"Executor", exec},
		{"Depth", depth},
	}
	out := []string{st.Title.Render("Compare two algorithms"), ""}
	for i, r := range rows {
		label := fmt.Sprintf("%-10s", r[0])
		line := "  " + label + " ‹ " + r[1] + " ›"
		if i == p.row {
			line = st.Selected.Render("▸ "+label) + " ‹ " + st.Accent.Render(r[1]) + " ›"
		}
		out = append(out, frame.Fit(line, w))
	}
	out = append(out, "")
	if shows != "" {
		out = append(out, frame.FitWords(st.Dim.Render(shows), w))
	}
	for _, c := range []session.Config{a, b} {
		if warn := c.Warning(); warn != "" {
			out = append(out, frame.FitWords(st.Error.Render("warning: "+warn), w))
			break
		}
	}
	out = append(out, "", frame.FitWords(st.Dim.Render("↑↓ choose · ←→ change · 1-"+fmt.Sprint(len(p.presets))+" a preset · enter runs the pair · esc cancels"), w))
	return frame.Block(joinLines(out), w, h)
}

func joinLines(lines []string) string {
	s := ""
	for i, l := range lines {
		if i > 0 {
			s += "\n"
		}
		s += l
	}
	return s
}
