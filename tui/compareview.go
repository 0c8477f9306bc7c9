package tui

// The compare view: two configurations searching the same position.

import (
	tea "charm.land/bubbletea/v2"
)

// startCompare runs the comparison on the current position.
func (m *Model) startCompare() tea.Cmd {
	c, err := m.sess.StartCompare()
	if err != nil {
		m.setError(err)
		return nil
	}
	m.cmp.Reset(c.ID())
	runs := c.Runs()
	cmds := []tea.Cmd{m.wait(runs[0], 0, 0, c.ID()), m.wait(runs[1], 0, 1, c.ID()), m.startTicking()}
	if msg := warnIn("", runs[0].Config(), runs[1].Config()); msg != "" {
		cmds = append(cmds, m.setInfo("comparing"+msg))
	}
	return tea.Batch(cmds...)
}

// toggleCompare switches to the compare view and back. Entering it on a
// position the comparison has not searched (or with none yet) starts one.
func (m *Model) toggleCompare() tea.Cmd {
	if m.view == compareView {
		m.view = mainView
		return nil
	}
	m.view = compareView
	c := m.sess.Comparison()
	pos := m.sess.Position()
	if c == nil || !samePosition(c.Root(), pos) {
		return m.startCompare()
	}
	return nil
}
