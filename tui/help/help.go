// Package help is the "?" screen: what the workstation is for, where to
// start — the starvation-versus-frontier comparison comes first, so that
// a first-time user finds it at once — and every key, drawn with the
// Bubbles help component from the one keymap.
package help

import (
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"frontier/tui/frame"
	"frontier/tui/keys"
	"frontier/tui/styles"
)

// Model is the help screen, scrollable when the terminal is short.
type Model struct {
	vp   viewport.Model
	w, h int
}

// New returns the help screen.
func New() Model {
	vp := viewport.New()
	vp.MouseWheelEnabled = true
	return Model{vp: vp}
}

// SetContent lays the help out for w×h cells.
func (m *Model) SetContent(st *styles.Styles, km keys.KeyMap, w, h int) {
	m.w, m.h = w, h
	m.vp.SetWidth(w)
	m.vp.SetHeight(h)
	m.vp.SetContent(Content(st, km, w))
}

// Content is the text of the help screen for width w.
func Content(st *styles.Styles, km keys.KeyMap, w int) string {
	h := help.New()
	h.Styles.FullKey = st.Accent
	h.Styles.FullDesc = lipgloss.NewStyle()
	h.Styles.FullSeparator = st.Dim
	h.Styles.Ellipsis = st.Dim

	wrap := lipgloss.NewStyle().Width(max(20, w-2))
	var b strings.Builder
	b.WriteString(st.Title.Render("Frontier") + " — parallel game-tree search on checkers, after Paul Lu's thesis (1993), chapters 4-5\n\n")
	b.WriteString(wrap.Render(st.Title.Render("★ Start here: press c")+" — the compare view runs PVSplit and PVFSplit on the same position with 16 simulated searchers, side by side. "+
		"Checkers trees are narrow, so PVSplit leaves searchers idle ("+st.Waiting.Render("▒")+" "+st.Starved.Render("░")+" on its bars); frontier splitting gives them work from other nodes of the current variation. "+
		"The summary names the difference: idle time, search overhead, speedup. There, M chooses another pair and P: PVFSplit against its load balancing, PVFSplit-LB against YBWC, or any two.") + "\n")
	b.WriteString(wrap.Render(st.Title.Render("♟ Play against the engine: press P")+" — choose the start (initial position, an ACF ballot, or this position), your side, the engine and the time; "+
		"then click or type your moves while its search shows in the panes.") + "\n")
	b.WriteString(wrap.Render(st.Bold.Render("Mouse: ")+"click a piece, then a square, to play; click a pane to focus it, a move to jump to it, a game to open it, a control to change it.") + "\n")
	b.WriteString(wrap.Render(st.Bold.Render("Simulation: ")+"deterministic, so slowing it ([ ]), pausing (space) or stepping (.) changes only what you can follow. "+
		"Speedup and overhead are against the sequential engine to the same depth: alongside in the simulator, after the run on real goroutines.") + "\n\n")

	groups := km.FullHelp()
	cols := make([]string, len(groups))
	for i, g := range groups {
		cols[i] = st.Bold.Render(keys.Groups[i]) + "\n" + h.FullHelpView([][]key.Binding{g})
	}
	// Pack the groups side by side, as many to a row as fit.
	const gap = 3
	var row []string
	width := 0
	flush := func() {
		if len(row) > 0 {
			b.WriteString(lipgloss.JoinHorizontal(lipgloss.Top, row...) + "\n\n")
		}
		row, width = nil, 0
	}
	for _, c := range cols {
		cw := lipgloss.Width(c)
		if width > 0 && width+gap+cw > w-2 {
			flush()
		}
		if width > 0 {
			c = lipgloss.NewStyle().PaddingLeft(gap).Render(c)
			cw += gap
		}
		row = append(row, c)
		width += cw
	}
	flush()
	b.WriteString(st.Dim.Render("esc or ? closes this screen · ↑ ↓ scroll"))
	return b.String()
}

// Update scrolls the screen.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch k.String() {
		case "up", "k":
			m.vp.ScrollUp(1)
		case "down", "j":
			m.vp.ScrollDown(1)
		case "pgup":
			m.vp.PageUp()
		case "pgdown", "space":
			m.vp.PageDown()
		}
		return nil
	}
	var cmd tea.Cmd
	m.vp, cmd = m.vp.Update(msg)
	return cmd
}

// View draws the screen in its w×h cells.
func (m *Model) View() string { return frame.Block(m.vp.View(), m.w, m.h) }
