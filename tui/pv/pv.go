// Package pv is the iterations pane: one row per completed iteration of
// the current run with its depth, score, principal variation in checkers
// notation, nodes, time and nodes per second.
package pv

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/styles"
	"frontier/tui/tablex"
)

// Model is the iterations table.
type Model struct {
	t   tablex.Model
	its []session.Iteration
}

// New returns an empty iterations table.
func New(st *styles.Styles) Model {
	return Model{t: tablex.New(st, []tablex.Col{
		{Title: "d", Width: 2, Right: true},
		{Title: "score", Width: 6, Right: true},
		{Title: "principal variation", Short: "PV", Flex: true},
		{Title: "nodes", Width: 6, Right: true},
		{Title: "time", Width: 6, Right: true},
		{Title: "n/s", Width: 6, Right: true},
	})}
}

// SetStyles applies new styles.
func (m *Model) SetStyles(st *styles.Styles) { m.t.SetStyles(st) }

// SetSize fits the table to w×h cells.
func (m *Model) SetSize(w, h int) { m.t.SetSize(w, h) }

// SetIterations shows its.
func (m *Model) SetIterations(its []session.Iteration) {
	m.its = its
	rows := make([][]string, len(its))
	for i, it := range its {
		rows[i] = []string{
			fmt.Sprint(it.Depth), format.Score(it.Score), format.Moves(it.PV),
			format.Count(it.Nodes), format.Duration(it.Elapsed), format.Rate(it.NPS),
		}
	}
	m.t.SetRows(rows)
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

// Click selects the row at line y of the pane's content (0 is the header).
func (m *Model) Click(y int) {
	if y >= 1 && y-1 < len(m.its) {
		m.t.Select(y - 1)
	}
}

// View draws the table.
func (m *Model) View() string { return m.t.View() }
