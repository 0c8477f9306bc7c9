package tui

import (
	tea "charm.land/bubbletea/v2"

	"frontier/tui/play"
)

// typeMoveKey takes the keys of a checkers move typed in the analysis,
// such as 11-15 or 15x24: a digit starts one, and while one is being
// typed "-" and "x" are part of it (not "fewer searchers" and "save a
// trace"), backspace edits it, esc drops it and enter plays it (instead
// of starting a run). ok is false for the keys it leaves to the main
// handler; any of those drops what was typed.
func (m *Model) typeMoveKey(k tea.KeyPressMsg) (cmd tea.Cmd, ok bool) {
	if m.view != mainView || m.inGame() || !isCheckers(m.sess.Position()) {
		m.typed = play.Input{}
		return nil, false
	}
	typing := m.typed.Text != ""
	if t := k.Text; len(t) == 1 && ((t[0] >= '0' && t[0] <= '9') || (typing && (t == "-" || t == "x"))) {
		m.typed.Add(rune(t[0]))
		return nil, true
	}
	if !typing {
		return nil, false
	}
	switch k.String() {
	case "backspace":
		m.typed.Back()
		return nil, true
	case "esc":
		m.typed = play.Input{}
		return nil, true
	case "enter":
		text := m.typed.Text
		m.typed = play.Input{}
		return m.playAnalysisMove(text), true
	}
	m.typed = play.Input{}
	return nil, false
}

// typedLine is the footer while a move is typed in the analysis.
func (m *Model) typedLine() string {
	return " " + m.st.Accent.Render("move: "+m.typed.Text+"_") + m.st.Dim.Render(" · enter plays it · backspace · esc cancels")
}
