// Package pv is the analysis pane: the current run's best lines in full
// (one, or the best N moves of a multi-PV run), wrapped to the pane and
// steppable move by move, above the table of completed iterations with
// their depth, score, principal variation, nodes, time and nodes per
// second. Scores are shown from the chosen viewpoint (Viewpoint).
package pv

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/styles"
	"frontier/tui/tablex"
)

// Root describes the analysed position, for move numbers and the
// viewpoint: the side to move (0 or 1), the number of the move it is
// to play, the game's names of the two sides and what a score of 100
// is worth ("a man").
type Root struct {
	Side   int
	MoveNo int
	Sides  [2]string
	Unit   string
	// Game is the game's registry name, for its players' way of
	// writing scores (format.GameScore: #3 in chess).
	Game string
}

// Model is the analysis pane.
type Model struct {
	t    tablex.Model
	st   *styles.Styles
	its  []session.Iteration
	root Root
	view Viewpoint
	w, h int
	// linesH is the height the lines took in the last layout, for
	// clicks on the table under them.
	linesH int
	step   *stepping // nil when not stepping through a line
}

// New returns an empty pane.
func New(st *styles.Styles) Model {
	return Model{st: st, root: Root{MoveNo: 1, Sides: [2]string{"Black", "White"}, Unit: "a man"}, t: tablex.New(st, []tablex.Col{
		{Title: "d", Width: 2, Right: true},
		{Title: "score", Width: 6, Right: true},
		{Title: "principal variation", Short: "PV", Flex: true},
		{Title: "nodes", Width: 6, Right: true},
		{Title: "wall", Width: 6, Right: true}, // wall-clock time, in the simulator too
		{Title: "n/s", Width: 6, Right: true},
	})}
}

// SetStyles applies new styles.
func (m *Model) SetStyles(st *styles.Styles) { m.st = st; m.t.SetStyles(st) }

// SetSize fits the pane to w×h cells.
// The root model sizes every pane after every message: the layout is
// made again only when the size changed.
func (m *Model) SetSize(w, h int) {
	if w == m.w && h == m.h {
		return
	}
	m.w, m.h = w, h
	m.layout()
}

// SetRoot describes the analysed position.
func (m *Model) SetRoot(r Root) {
	if r != m.root {
		m.root = r
		m.fill()
	}
}

// SetViewpoint chooses whose side scores are shown from.
func (m *Model) SetViewpoint(v Viewpoint) {
	if v != m.view {
		m.view = v
		m.fill()
	}
}

// Viewpoint returns whose side scores are shown from.
func (m *Model) Viewpoint() Viewpoint { return m.view }

// ViewpointName names the viewpoint for the position analysed.
func (m *Model) ViewpointName() string { return m.view.Name(m.root.Sides) }

// Score writes a score of the analysed position from the viewpoint.
func (m *Model) Score(v int) string {
	return format.GameScore(m.root.Game, m.view.Score(v, m.root.Side))
}

// SetIterations shows its: the lines of the last, and the table of all.
// A line being stepped through stays as it was when stepping began.
func (m *Model) SetIterations(its []session.Iteration) {
	m.its = its
	if len(its) == 0 {
		m.step = nil
	}
	m.fill()
}

// fill writes the table's rows and lays the pane out again.
func (m *Model) fill() {
	rows := make([][]string, len(m.its))
	for i, it := range m.its {
		rows[i] = []string{
			fmt.Sprint(it.Depth), m.Score(it.Score), format.Moves(it.PV),
			format.Count(it.Nodes), format.Duration(it.Elapsed), format.Rate(it.NPS),
		}
	}
	m.t.SetRows(rows)
	m.layout()
}

// layout shares the height between the lines and the table: the lines
// as much as they need up to two thirds of it, the table the rest.
func (m *Model) layout() {
	need := len(m.lineRows(m.w))
	m.linesH = min(need, max(2, m.h*2/3))
	if m.h-m.linesH < 3 {
		m.linesH = m.h // no room for a useful table
	}
	m.t.SetSize(m.w, max(0, m.h-m.linesH))
}

// Lines returns the last iteration's lines, best first: a multi-PV
// run's, or its one principal variation.
func (m *Model) Lines() (lines []Line, depth int) {
	if len(m.its) == 0 {
		return nil, 0
	}
	it := m.its[len(m.its)-1]
	if len(it.Lines) > 0 {
		for _, l := range it.Lines {
			lines = append(lines, Line{Score: l.Score, PV: l.PV})
		}
		return lines, it.Depth
	}
	return []Line{{Score: it.Score, PV: it.PV}}, it.Depth
}

// Line is a line shown: a score from the side to move and its moves.
type Line struct {
	Score int
	PV    []string
}

// Selected returns the selected iteration, if any.
func (m *Model) Selected() (session.Iteration, bool) {
	i := m.t.Cursor()
	if i < 0 || i >= len(m.its) {
		return session.Iteration{}, false
	}
	return m.its[i], true
}

// Focus and Blur route the arrow keys.
func (m *Model) Focus() { m.t.Focus() }

// Blur stops routing keys to the table.
func (m *Model) Blur() { m.t.Blur() }

// Update handles selection keys.
func (m *Model) Update(msg tea.Msg) tea.Cmd { return m.t.Update(msg) }

// Click selects the table row at line y of the pane's content.
func (m *Model) Click(y int) {
	y -= m.linesH // under the lines: 0 is the header
	if y >= 1 && y-1 < len(m.its) {
		m.t.Select(y - 1)
	}
}

// View draws the lines above the table.
func (m *Model) View() string {
	rows := m.lineRows(m.w)
	if len(rows) > m.linesH {
		rows = rows[:m.linesH]
		if m.linesH > 0 {
			rows[m.linesH-1] = frame.Fit(rows[m.linesH-1], m.w-1) + m.st.Dim.Render("…")
		}
	}
	out := frame.Block(joinRows(rows), m.w, m.linesH)
	if m.h > m.linesH {
		if m.linesH > 0 {
			out += "\n"
		}
		table := m.t.View()
		// A row to spare under the iterations says why their depths
		// go 1, 3, 5: two plies a step, as the thesis deepened.
		if tableH := m.h - m.linesH; len(m.its) > 0 && tableH-1-len(m.its) >= 2 {
			lines := strings.Split(table, "\n")
			lines[len(lines)-1] = m.st.Dim.Render(frame.Fit(DepthNote, m.w))
			table = strings.Join(lines, "\n")
		}
		out += table
	}
	return out
}

// DepthNote says why the iterations' depths are odd: the engine deepens
// two plies a step (search.Limits.Step), as the thesis searched depths
// 15, 17, 19 (§4.2), so that consecutive scores, both from the same
// side's last move, compare (§2.3).
const DepthNote = "depths step by 2 plies, as the thesis's (§4.2)"
