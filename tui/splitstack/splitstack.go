// Package splitstack is the split-node stack pane: the nodes of the
// current variation the parallel controller is working on, root first,
// with their ply, node type (PV, ALL, CUT), window, moves done, out at
// searchers and left, and which of them are split nodes — the picture of
// Figures 4.1 and 5.1 of the thesis.
package splitstack

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/search/parallel"
	"frontier/tui/format"
	"frontier/tui/styles"
	"frontier/tui/tablex"
)

// Model is the stack table.
type Model struct {
	t tablex.Model
	n int
}

// New returns an empty stack table.
func New(st *styles.Styles) Model {
	return Model{t: tablex.New(st, []tablex.Col{
		{Title: "ply", Width: 3, Right: true},
		{Title: "move", Flex: true},
		{Title: "type", Width: 4},
		{Title: "window", Width: 11},
		{Title: "done", Width: 4, Right: true},
		{Title: "out", Width: 3, Right: true},
		{Title: "left", Width: 4, Right: true},
		{Title: "", Width: 6},
	})}
}

// SetStyles applies new styles.
func (m *Model) SetStyles(st *styles.Styles) { m.t.SetStyles(st) }

// SetSize fits the table to w×h cells.
func (m *Model) SetSize(w, h int) { m.t.SetSize(w, h) }

// SetStack shows the stack of a snapshot.
func (m *Model) SetStack(stack []parallel.NodeView) {
	m.n = len(stack)
	rows := make([][]string, len(stack))
	for i, n := range stack {
		mv := n.Move
		if mv == "" {
			mv = "root"
		}
		mark := ""
		switch {
		case n.Split:
			mark = "◆split"
		case n.Leaf:
			mark = "leaf"
		}
		rows[i] = []string{
			fmt.Sprint(n.Ply), mv, n.Kind, format.Window(n.Alpha, n.Beta),
			fmt.Sprintf("%d/%d", n.Done, n.Moves), fmt.Sprint(n.Out), fmt.Sprint(n.Left), mark,
		}
	}
	m.t.SetRows(rows)
}

// Len is the number of nodes shown.
func (m *Model) Len() int { return m.n }

// Focus routes the arrow keys to the table.
func (m *Model) Focus() { m.t.Focus() }

// Blur stops routing keys to the table.
func (m *Model) Blur() { m.t.Blur() }

// Update handles selection keys.
func (m *Model) Update(msg tea.Msg) tea.Cmd { return m.t.Update(msg) }

// View draws the table.
func (m *Model) View() string { return m.t.View() }
