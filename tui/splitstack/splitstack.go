// Package splitstack is the split-node stack pane: the nodes of the
// current variation the parallel controller is working on, root first,
// with their ply, node type (PV, ALL, CUT), window, moves done, out at
// searchers and left, and which of them are split nodes — the picture of
// Figures 4.1 and 5.1 of the thesis. The other algorithms fill the same
// rows with what they have open: YBWC's and Dynamic PVSplit's split
// points, ABDADA's nodes with several searchers inside, Lazy SMP's
// searchers (one row each, with their depths in the note).
package splitstack

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/session/view"
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
		{Title: "note", Width: 10},
	})}
}

// SetStyles applies new styles.
func (m *Model) SetStyles(st *styles.Styles) { m.t.SetStyles(st) }

// SetSize fits the table to w×h cells.
func (m *Model) SetSize(w, h int) { m.t.SetSize(w, h) }

// SetStack shows the stack of a snapshot.
func (m *Model) SetStack(stack []view.Node) {
	m.n = len(stack)
	rows := make([][]string, len(stack))
	for i, n := range stack {
		rows[i] = row(n)
	}
	m.t.SetRows(rows)
}

// row is one node's cells. A node off the root without its move (a
// split point found away from the current variation) shows none; counts
// of moves show only for nodes that have them (not ABDADA's shared
// nodes or Lazy SMP's searchers).
func row(n view.Node) []string {
	mv := n.Move
	if mv == "" && n.Ply == 0 {
		mv = "root"
	}
	mark := ""
	switch {
	case n.Split:
		mark = "◆split"
	case n.Leaf:
		mark = "leaf"
	}
	if n.Note != "" {
		mark = strings.TrimSpace(mark + " " + n.Note)
	}
	done, out, left := "", "", ""
	if n.Moves > 0 {
		done, out, left = fmt.Sprintf("%d/%d", n.Done, n.Moves), fmt.Sprint(n.Out), fmt.Sprint(n.Left)
	}
	return []string{fmt.Sprint(n.Ply), mv, n.Kind, format.Window(n.Alpha, n.Beta), done, out, left, mark}
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
