// Package game holds the two panes about what is being analysed: the
// list of the suite's test positions and games (and games loaded from
// PDN files), searchable with the list's filter ("/"), and the move
// list of the current line's game tree (moves.go).
package game

import (
	"fmt"
	"io"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/list"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// item is an entry in the Bubbles list.
type item struct {
	e     session.Entry
	index int
}

// FilterValue is what the filter searches: the ID, the title (players,
// event, date, result) and the detail (source, test position).
func (i item) FilterValue() string { return i.e.Title + " " + i.e.Detail }

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

// List is the entries pane: a filter line while one is typed or
// applied, the list, and under it the selected entry in full (the
// list's lines are cut to the pane's width).
type List struct {
	l    list.Model
	open *string
	st   *styles.Styles
	w, h int
}

// NewList returns the entries pane.
func NewList(st *styles.Styles, entries []session.Entry) List {
	open := new(string)
	l := list.New(nil, delegate{st: st, open: open}, 20, 10)
	l.SetShowTitle(false)
	l.SetShowStatusBar(false)
	l.SetShowPagination(false)
	l.SetShowHelp(false)
	l.SetShowFilter(false) // the pane draws the filter line itself
	l.SetFilteringEnabled(true)
	l.DisableQuitKeybindings()
	l.KeyMap.CursorUp = key.NewBinding(key.WithKeys("up", "k"))
	l.KeyMap.CursorDown = key.NewBinding(key.WithKeys("down", "j"))
	l.KeyMap.PrevPage = key.NewBinding(key.WithKeys("pgup"))
	l.KeyMap.NextPage = key.NewBinding(key.WithKeys("pgdown"))
	l.KeyMap.GoToStart = key.NewBinding(key.WithKeys("home"))
	l.KeyMap.GoToEnd = key.NewBinding(key.WithKeys("end"))
	l.FilterInput.Prompt = "/ "
	m := List{l: l, open: open, st: st, w: 20, h: 10}
	m.SetEntries(entries)
	return m
}

// SetStyles applies new styles.
func (m *List) SetStyles(st *styles.Styles) {
	m.st = st
	m.l.SetDelegate(delegate{st: st, open: m.open})
}

// SetEntries replaces the entries, keeping a filter typed or applied.
//
// The Bubbles list filters new items in a command, and until its answer
// shows none; the list filters at once here instead, as Key does (a
// paste under a filter showed 0/58).
func (m *List) SetEntries(entries []session.Entry) {
	items := make([]list.Item, len(entries))
	for i, e := range entries {
		items[i] = item{e: e, index: i}
	}
	state, filter := m.l.FilterState(), m.l.FilterValue()
	m.l.SetItems(items)
	if state != list.Unfiltered {
		m.l.SetFilterText(filter)
		if state == list.Filtering {
			m.l.SetFilterState(list.Filtering)
		}
	}
	m.resize()
}

// SetOpen marks the entry that is open and selects it if it is shown.
// An entry opened that an applied filter hides (a game pasted or read
// from a file) clears the filter, so that the list shows what is open.
func (m *List) SetOpen(id string) {
	*m.open = id
	if m.selectID(id) || id == "" || m.l.FilterState() != list.FilterApplied {
		return
	}
	for _, li := range m.l.Items() {
		if li.(item).e.ID == id {
			m.l.ResetFilter()
			m.resize()
			m.selectID(id)
			return
		}
	}
}

// selectID selects the entry id if the list shows it.
func (m *List) selectID(id string) bool {
	for i, li := range m.l.VisibleItems() {
		if li.(item).e.ID == id {
			m.l.Select(i)
			return true
		}
	}
	return false
}

// SetSize fits the pane to w×h cells.
func (m *List) SetSize(w, h int) {
	m.w, m.h = w, h
	m.resize()
}

// filterH is the height of the filter line: one while a filter is
// typed or applied.
func (m *List) filterH() int {
	if m.l.FilterState() == list.Unfiltered {
		return 0
	}
	return 1
}

// detailH is the height of the selected entry's full text, with the
// rule above it: as many lines as the longest entry's text takes at the
// pane's width (the same for every entry, so that the list does not
// jump as the selection moves), up to what the pane can spare for it.
func (m *List) detailH() int {
	room := 0
	switch {
	case m.h >= 10:
		room = m.h / 2
	case m.h >= 7:
		room = 2
	}
	if room == 0 {
		return 0
	}
	need := 1
	for _, li := range m.l.Items() {
		need = max(need, strings.Count(wrap(detailText(li.(item).e), m.w), "\n")+1)
		if need+1 >= room {
			break
		}
	}
	return min(room, need+1)
}

// detailText is an entry's full text under the list.
func detailText(e session.Entry) string {
	if e.Detail == "" {
		return e.Title
	}
	return e.Title + " · " + e.Detail
}

func (m *List) resize() { m.l.SetSize(m.w, max(1, m.h-m.filterH()-m.detailH())) }

// Update passes a message to the list: keys that move the selection,
// and the filter's results.
func (m *List) Update(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	m.l, cmd = m.l.Update(msg)
	m.resize()
	return cmd
}

// Key handles the filter's keys: "/" starts typing a filter, every key
// goes to it while it is typed (enter keeps it, esc drops it), and esc
// clears an applied filter. ok is false for the keys it leaves alone.
//
// The list is filtered at once on every key, not in a command as the
// Bubbles list does: an answer to an older key arriving late would
// show the matches of a filter no longer typed, and the few hundred
// entries filter in microseconds.
func (m *List) Key(k tea.KeyPressMsg) (tea.Cmd, bool) {
	switch {
	case m.l.SettingFilter(), k.String() == "/":
		before := m.l.FilterValue()
		m.l, _ = m.l.Update(k) // the input's blink and the list's own filtering are not wanted
		if v := m.l.FilterValue(); m.l.SettingFilter() && (v != before || k.String() == "/") {
			m.l.SetFilterText(v)
			m.l.SetFilterState(list.Filtering)
		}
		m.resize()
		return nil, true
	case m.l.IsFiltered() && k.String() == "esc":
		m.l.ResetFilter()
		m.resize()
		return nil, true
	}
	return nil, false
}

// Shown returns how many entries the filter lets through (all of them
// without one).
func (m *List) Shown() int { return len(m.l.VisibleItems()) }

// Filtering reports whether a filter is being typed.
func (m *List) Filtering() bool { return m.l.SettingFilter() }

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

// Click selects the entry at line y of the pane and returns its index
// in session.Entries, or -1.
func (m *List) Click(y int) int {
	y -= m.filterH()
	if m.l.SettingFilter() || y < 0 || y >= m.l.Paginator.PerPage {
		return -1
	}
	i := m.l.Paginator.Page*m.l.Paginator.PerPage + y
	if i >= len(m.l.VisibleItems()) {
		return -1
	}
	m.l.Select(i)
	return m.Selected()
}

// Scroll moves the selection by n entries (mouse wheel).
func (m *List) Scroll(n int) {
	i := max(0, min(len(m.l.VisibleItems())-1, m.l.Index()+n))
	m.l.Select(i)
}

// View draws the pane.
func (m *List) View() string {
	var parts []string
	switch {
	case m.l.SettingFilter():
		parts = append(parts, frame.Fit(m.l.FilterInput.View(), m.w))
	case m.l.IsFiltered():
		n, all := len(m.l.VisibleItems()), len(m.l.Items())
		parts = append(parts, m.st.Dim.Render(frame.Fit(fmt.Sprintf("/ %s · %d/%d · esc clears", m.l.FilterValue(), n, all), m.w)))
	}
	parts = append(parts, frame.Block(m.l.View(), m.w, m.h-m.filterH()-m.detailH()))
	if h := m.detailH(); h > 0 {
		parts = append(parts, m.detail(h))
	}
	return strings.Join(parts, "\n")
}

// detail is the selected entry's full title and detail, wrapped on h
// lines, the first a rule that parts it from the list.
func (m *List) detail(h int) string {
	e, ok := m.SelectedEntry()
	text := ""
	if ok {
		text = detailText(e)
	}
	lines := strings.Split(wrap(text, m.w), "\n")
	out := []string{m.st.Dim.Render(strings.Repeat("─", m.w))}
	for i := 0; i < h-1; i++ {
		line := ""
		if i < len(lines) {
			line = lines[i]
		}
		if i == h-2 && len(lines) > h-1 {
			line = strings.Join(lines[i:], " ") // the rest, cut with an ellipsis
		}
		out = append(out, m.st.Dim.Render(frame.Fit(line, m.w)))
	}
	return strings.Join(out, "\n")
}

// wrap wraps text at spaces to width w, never inside a move or a
// score ("11-15", "-14"), where ansi.Wordwrap would break at the
// hyphen.
func wrap(text string, w int) string {
	const nbh = "\u2011" // a hyphen that does not break, one cell wide
	return strings.ReplaceAll(ansi.Wordwrap(strings.ReplaceAll(text, "-", nbh), w, " "), nbh, "-")
}
