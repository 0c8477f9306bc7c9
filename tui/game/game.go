// Package game holds the two panes about what is being analysed: the
// list of the suite's test positions and games (and games loaded from
// PDN files), and the move list of the current line with the current ply
// highlighted and the test position marked.
package game

import (
	"fmt"
	"io"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/list"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// item is an entry in the Bubbles list.
type item struct {
	e     session.Entry
	index int
}

func (i item) FilterValue() string { return i.e.ID + " " + i.e.Title }

// delegate draws entries one line each.
type delegate struct {
	st   *styles.Styles
	open *string
}

func (d delegate) Height() int                         { return 1 }
func (d delegate) Spacing() int                        { return 0 }
func (d delegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }

func (d delegate) Render(w io.Writer, m list.Model, index int, li list.Item) {
	it, ok := li.(item)
	if !ok {
		return
	}
	mark := "  "
	if it.e.ID == *d.open {
		mark = "• "
	}
	line := frame.Fit(mark+it.e.Title, m.Width())
	if index == m.Index() {
		line = d.st.Selected.Render(line)
	} else if it.e.Kind == session.EntryGame {
		line = d.st.Dim.Render(line)
	}
	fmt.Fprint(w, line)
}

// List is the entries pane.
type List struct {
	l    list.Model
	open *string
	st   *styles.Styles
}

// NewList returns the entries pane.
func NewList(st *styles.Styles, entries []session.Entry) List {
	open := new(string)
	l := list.New(nil, delegate{st: st, open: open}, 20, 10)
	l.SetShowTitle(false)
	l.SetShowStatusBar(false)
	l.SetShowPagination(false)
	l.SetShowHelp(false)
	l.SetShowFilter(false)
	l.SetFilteringEnabled(false)
	l.DisableQuitKeybindings()
	l.KeyMap.CursorUp = key.NewBinding(key.WithKeys("up", "k"))
	l.KeyMap.CursorDown = key.NewBinding(key.WithKeys("down", "j"))
	l.KeyMap.PrevPage = key.NewBinding(key.WithKeys("pgup"))
	l.KeyMap.NextPage = key.NewBinding(key.WithKeys("pgdown"))
	l.KeyMap.GoToStart = key.NewBinding(key.WithKeys("home"))
	l.KeyMap.GoToEnd = key.NewBinding(key.WithKeys("end"))
	m := List{l: l, open: open, st: st}
	m.SetEntries(entries)
	return m
}

// SetStyles applies new styles.
func (m *List) SetStyles(st *styles.Styles) {
	m.st = st
	m.l.SetDelegate(delegate{st: st, open: m.open})
}

// SetEntries replaces the entries.
func (m *List) SetEntries(entries []session.Entry) {
	items := make([]list.Item, len(entries))
	for i, e := range entries {
		items[i] = item{e: e, index: i}
	}
	m.l.SetItems(items)
}

// SetOpen marks the entry that is open and selects it.
func (m *List) SetOpen(id string) {
	*m.open = id
	for i, li := range m.l.Items() {
		if li.(item).e.ID == id {
			m.l.Select(i)
			return
		}
	}
}

// SetSize fits the list to w×h cells.
func (m *List) SetSize(w, h int) { m.l.SetSize(w, h) }

// Update moves the selection.
func (m *List) Update(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	m.l, cmd = m.l.Update(msg)
	return cmd
}

// Selected returns the index (in session.Entries) of the selected entry.
func (m *List) Selected() int {
	if it, ok := m.l.SelectedItem().(item); ok {
		return it.index
	}
	return -1
}

// SelectedEntry returns the selected entry.
func (m *List) SelectedEntry() (session.Entry, bool) {
	it, ok := m.l.SelectedItem().(item)
	return it.e, ok
}

// Click selects the entry at line y of the content and returns its index
// in session.Entries, or -1.
func (m *List) Click(y int) int {
	i := m.l.Paginator.Page*m.l.Paginator.PerPage + y
	if y < 0 || y >= m.l.Paginator.PerPage || i >= len(m.l.Items()) {
		return -1
	}
	m.l.Select(i)
	return m.Selected()
}

// Scroll moves the selection by n entries (mouse wheel).
func (m *List) Scroll(n int) {
	i := max(0, min(len(m.l.Items())-1, m.l.Index()+n))
	m.l.Select(i)
}

// View draws the list.
func (m *List) View() string { return m.l.View() }

// Column layout of the move list: "%3d. " then two slots of a marker
// and a move.
const (
	numW  = 5
	slotW = 11
)

// Moves is the move-list pane.
type Moves struct {
	vp   viewport.Model
	rows [][2]int // per row after the start line: ply index of each slot, -1 if none
	w, h int
	// Marks are the game analysis's judgements of moves by index
	// ("??", "?", "?!"), written after them.
	Marks map[int]string
}

// NewMoves returns the move-list pane.
func NewMoves() Moves {
	vp := viewport.New()
	vp.MouseWheelEnabled = true
	vp.KeyMap = viewport.KeyMap{}
	return Moves{vp: vp}
}

// SetSize fits the pane to w×h cells.
func (m *Moves) SetSize(w, h int) {
	m.w, m.h = w, h
	m.vp.SetWidth(w)
	m.vp.SetHeight(h)
}

// SetLine shows line l with its current ply highlighted and keeps it in
// view.
func (m *Moves) SetLine(st *styles.Styles, l *session.Line) {
	m.rows = m.rows[:0]
	first := 0
	if l.Start.Side() == 1 { // the second player (White) moves first
		first = 1
	}
	for i := 0; i < len(l.Moves); {
		var r [2]int
		r[0], r[1] = -1, -1
		for slot := first; slot < 2 && i < len(l.Moves); slot++ {
			r[slot] = i
			i++
		}
		first = 0
		m.rows = append(m.rows, r)
	}
	cell := func(ply int) string {
		if ply < 0 {
			return strings.Repeat(" ", slotW)
		}
		mark := " "
		if ply == l.TestPly {
			mark = st.Accent.Render("◆")
		}
		text := fmt.Sprintf("%-*s", slotW-1, l.Moves[ply]+m.Marks[ply])
		if ply == l.Ply-1 {
			text = st.Selected.Render(text)
		}
		return mark + text
	}
	lines := make([]string, 0, len(m.rows)+1)
	start := "start"
	if l.Ply == 0 {
		start = st.Selected.Render(start)
	}
	mark := " "
	if l.TestPly == 0 {
		mark = st.Accent.Render("◆")
	}
	lines = append(lines, strings.Repeat(" ", numW)+mark+start)
	cur := 0
	number := 1
	for k, r := range m.rows {
		lines = append(lines, fmt.Sprintf("%3d. %s%s", number, cell(r[0]), cell(r[1])))
		number++
		if (r[0] >= 0 && r[0] == l.Ply-1) || (r[1] >= 0 && r[1] == l.Ply-1) {
			cur = k + 1
		}
	}
	m.vp.SetContentLines(lines)
	// Keep the current ply in view, with some context below it.
	if cur < m.vp.YOffset() || cur >= m.vp.YOffset()+m.h {
		m.vp.SetYOffset(max(0, cur-m.h/2))
	}
}

// Click returns the ply reached by the move at (x, y) of the content,
// 0 for the start line, or -1.
func (m *Moves) Click(x, y int) int {
	row := m.vp.YOffset() + y
	if row == 0 {
		return 0
	}
	row--
	if row < 0 || row >= len(m.rows) {
		return -1
	}
	slot := (x - numW) / slotW
	if x < numW || slot > 1 || m.rows[row][slot] < 0 {
		return -1
	}
	return m.rows[row][slot] + 1
}

// Scroll scrolls the list by n lines (mouse wheel).
func (m *Moves) Scroll(n int) {
	if n < 0 {
		m.vp.ScrollUp(-n)
	} else {
		m.vp.ScrollDown(n)
	}
}

// View draws the move list.
func (m *Moves) View() string { return frame.Block(m.vp.View(), m.w, m.h) }
