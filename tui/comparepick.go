package tui

import (
	tea "charm.land/bubbletea/v2"
)

// pairPickerKey edits the compare view's pair in the picker (M), and on
// enter makes it the pair and runs it.
func (m *Model) pairPickerKey(k tea.KeyPressMsg) tea.Cmd {
	p := m.pairPicker
	switch s := k.String(); s {
	case "up", "k", "shift+tab":
		p.Up()
	case "down", "j", "tab":
		p.Down()
	case "left", "h":
		p.Change(-1)
	case "right", "l", "space":
		p.Change(1)
	case "1", "2", "3", "4", "5", "6", "7", "8", "9":
		p.Preset(int(s[0] - '1'))
	case "esc", "q":
		m.pairPicker = nil
	case "ctrl+c":
		return m.quitAnalysis()
	case "enter":
		if err := m.sess.SetCompareConfigs(p.Value()); err != nil {
			m.setError(err)
			return nil
		}
		m.pairPicker = nil
		m.view = compareView
		return m.startCompare()
	}
	return nil
}
