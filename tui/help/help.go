// Package help is the "?" screen: what the workstation is for, where to
// start — the starvation-versus-frontier comparison comes first, so that
// a first-time user finds it at once — and every key, drawn with the
// Bubbles help component from the one keymap.
package help

import (
	"fmt"
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
	// st is the styles the content was laid out with: the root model
	// sizes the help after every message, and laying it out again each
	// time cost a key several milliseconds during a run.
	st *styles.Styles
}

// New returns the help screen.
func New() Model {
	vp := viewport.New()
	vp.MouseWheelEnabled = true
	return Model{vp: vp}
}

// SetContent lays the help out for w×h cells.
// The key map is fixed for the model's life; the text is laid out again
// only when the width or the styles change.
func (m *Model) SetContent(st *styles.Styles, km keys.KeyMap, w, h int) {
	if st == m.st && w == m.w && h == m.h {
		return
	}
	m.w, m.h, m.st = w, h, st
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
	para := func(title, text string) {
		b.WriteString(wrap.Render(st.Title.Render(title)+text) + "\n")
	}
	para("Frontier", " — parallel game-tree search after Paul Lu's thesis (1993), chapters 4-5, and a workstation to analyse games.")
	para("★ Start here: press c", " — the compare view: PVSplit and PVFSplit side by side on 16 simulated searchers; PVSplit leaves them idle ("+
		st.Waiting.Render("▒")+" "+st.Starved.Render("░")+"), frontier splitting feeds them. M: another pair. Deterministic: [ ] space . only pace it.")
	para("♟ Play against the engine: press P", " — click a piece then a square, or type 11-15. Click panes, moves, PV moves, the graph, games, controls.")
	para("Scores", " are + when good for the side named (V: side to move, Black, White); 100 is a man (checkers), a pawn (chess), a disc (Othello); "+
		"win7/loss7: won/lost in 7 plies (chess: #4 mate in 4 moves, #-2 mated in 2); won/lost, mate/mated: the game is over; dbwin/dbloss: by the endgame database; end+4: over, won by 4. "+
		"B marks moves ?? ? ?! when they cost 15, 10, 5 points of expected score (lichess's thresholds).")
	b.WriteString("\n")

	groups := km.FullHelp()
	cols := make([]string, len(groups))
	for i, g := range groups {
		cols[i] = st.Bold.Render(keys.Groups[i]) + "\n" + h.FullHelpView([][]key.Binding{g})
	}
	// Pack the groups side by side, as many to a row as fit.
	const gap = 2
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

// Note is the frame's note: how to close, and where the screen is when
// it does not fit, so that nothing is cut off silently.
func (m *Model) Note() string {
	if m.vp.TotalLineCount() <= m.vp.Height() {
		return "esc closes"
	}
	if m.vp.AtBottom() {
		return "end · ↑ pgup scroll · esc closes"
	}
	return fmt.Sprintf("%d%% · ↓ pgdn more · esc closes", int(m.vp.ScrollPercent()*100))
}

// Fits reports whether the whole screen shows without scrolling.
func (m *Model) Fits() bool { return m.vp.TotalLineCount() <= m.vp.Height() }

// View draws the screen in its w×h cells.
func (m *Model) View() string { return frame.Block(m.vp.View(), m.w, m.h) }
