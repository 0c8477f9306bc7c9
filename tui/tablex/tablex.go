// Package tablex wraps the Bubbles table for the workstation's live
// tables (iterations, split-node stack): columns sized to the pane with
// one flexible column, right-aligned numbers, and a "follow" mode that
// keeps the newest row in view until the user scrolls up.
package tablex

import (
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/table"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Col describes a column. Exactly one column should be Flex: it takes
// the width the others leave.
type Col struct {
	Title string
	// Short is the title when Title does not fit ("PV").
	Short string
	Width int
	Flex  bool
	Right bool
}

// Model is a table that fills its pane.
type Model struct {
	t      table.Model
	cols   []Col
	rows   [][]string
	follow bool
	w, h   int
}

// New returns an empty table with the given columns.
func New(st *styles.Styles, cols []Col) Model {
	km := table.DefaultKeyMap()
	km.LineUp = key.NewBinding(key.WithKeys("up", "k"))
	km.LineDown = key.NewBinding(key.WithKeys("down", "j"))
	km.PageUp = key.NewBinding(key.WithKeys("pgup"))
	km.PageDown = key.NewBinding(key.WithKeys("pgdown"))
	km.HalfPageUp = key.NewBinding(key.WithDisabled())
	km.HalfPageDown = key.NewBinding(key.WithDisabled())
	km.GotoTop = key.NewBinding(key.WithKeys("home"))
	km.GotoBottom = key.NewBinding(key.WithKeys("end"))
	m := Model{cols: cols, follow: true}
	m.t = table.New(table.WithKeyMap(km))
	m.SetStyles(st)
	return m
}

// SetStyles applies the workstation's styles.
func (m *Model) SetStyles(st *styles.Styles) {
	// Padding on the right separates the columns; SetSize counts it.
	m.t.SetStyles(table.Styles{Header: st.Header.PaddingRight(1), Cell: lipgloss.NewStyle().PaddingRight(1), Selected: st.Selected})
}

// SetSize fits the table to w×h cells, header included.
func (m *Model) SetSize(w, h int) {
	if w == m.w && h == m.h {
		return
	}
	m.w, m.h = w, h
	fixed := 0
	for _, c := range m.cols {
		if !c.Flex {
			fixed += c.Width + 1
		}
	}
	tc := make([]table.Column, len(m.cols))
	for i, c := range m.cols {
		width := c.Width
		if c.Flex {
			width = max(4, w-fixed-1) // its own padding is the last cell
		}
		tc[i] = table.Column{Title: c.Title, Width: width}
		if c.Flex && c.Short != "" && ansi.StringWidth(c.Title) > width {
			tc[i].Title = c.Short
		}
		if c.Right {
			tc[i].Title = pad(c.Title, width, true)
		}
	}
	m.t.SetColumns(tc)
	m.t.SetWidth(w)
	m.t.SetHeight(h)
	m.apply()
}

func pad(s string, w int, right bool) string {
	n := ansi.StringWidth(s)
	if n >= w {
		return s
	}
	if right {
		return strings.Repeat(" ", w-n) + s
	}
	return s
}

// SetRows replaces the rows; in follow mode the last row is selected.
func (m *Model) SetRows(rows [][]string) {
	m.rows = rows
	m.apply()
}

func (m *Model) apply() {
	cols := m.t.Columns()
	if len(cols) == 0 {
		return
	}
	out := make([]table.Row, len(m.rows))
	for i, r := range m.rows {
		row := make(table.Row, len(cols))
		for j := range cols {
			if j < len(r) {
				row[j] = r[j]
				if j < len(m.cols) && m.cols[j].Flex {
					// A line of moves is cut after a move, not
					// inside one.
					row[j] = strings.TrimRight(frame.FitWords(r[j], cols[j].Width), " ")
				}
				if j < len(m.cols) && m.cols[j].Right {
					row[j] = pad(r[j], cols[j].Width, true)
				}
			}
		}
		out[i] = row
	}
	m.t.SetRows(out)
	if m.follow {
		m.t.GotoBottom()
	}
}

// Focus lets the keys move the selection.
func (m *Model) Focus() { m.t.Focus() }

// Blur stops the keys from moving the selection.
func (m *Model) Blur() { m.t.Blur() }

// Update moves the selection; moving off the last row leaves follow mode,
// and coming back to it resumes it.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	m.t, cmd = m.t.Update(msg)
	m.follow = m.t.Cursor() >= len(m.rows)-1
	return cmd
}

// Cursor returns the selected row.
func (m *Model) Cursor() int { return m.t.Cursor() }

// Select selects row i (from a mouse click, say).
func (m *Model) Select(i int) {
	m.t.SetCursor(i)
	m.follow = m.t.Cursor() >= len(m.rows)-1
}

// View draws the table in its w×h cells.
func (m *Model) View() string { return frame.Block(m.t.View(), m.w, m.h) }
