package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/session"
)

// showSettings opens the settings text: the file they are saved to when
// the workstation ends (the user's configuration directory, which no
// one would otherwise know of), what is kept there, and R to reset.
func (m *Model) showSettings() {
	c, p := m.sess.Config(), m.sess.CompareConfigs()
	where := m.settingsPath
	if where == "" || where == "-" {
		where = "not saved: this workstation keeps no settings file"
	}
	lines := []string{
		"Settings are saved when you quit, to",
		"  " + where,
		"",
		"What is kept:",
		fmt.Sprintf("  analysis   %s, %s, %d MiB table", c.Label(), c.LimitText(), c.HashMiB),
		fmt.Sprintf("  compare    A %s, B %s, %s", p[0].Label(), p[1].Label(), p[0].LimitText()),
		"  speed      " + m.sess.Speed().String(),
		"  the game, entry and ply open; the board's flip and numbers; the focused pane; bars or timeline; the glyphs",
		"",
		"R resets them all to the defaults: " + m.defaultsText() + ". esc closes.",
		"frontier --glyphs ascii (or unicode) changes the glyphs; the choice is kept for the next runs.",
	}
	vp := viewport.New()
	// Wrapped to the screen: the viewport cuts long lines, and the
	// line that says how to reset must be read whole.
	vp.SetContent(ansi.Wordwrap(strings.Join(lines, "\n"), max(20, m.w-4), " "))
	m.text = &textOverlay{title: "Settings · R resets · esc closes", vp: vp, settings: true}
}

// defaultsText says what the defaults are.
func (m *Model) defaultsText() string {
	c, p := session.DefaultConfig(), session.DefaultCompare()
	return fmt.Sprintf("%s %s, compare %s vs %s %s", c.Label(), c.LimitText(), p[0].Algorithm, p[1].Algorithm, p[0].LimitText())
}

// resetSettings puts the engine configurations, the speed and the layout
// back to the defaults; the file is rewritten with them when the
// workstation ends.
func (m *Model) resetSettings() tea.Cmd {
	m.sess.ResetSettings()
	m.board.Flip, m.board.Numbers = false, false
	m.showTimeline = false
	m.focus, m.lastRight = paneBoard, panePV
	m.view = mainView
	where := m.settingsPath
	if where == "" || where == "-" {
		return m.setInfo("settings reset to the defaults")
	}
	return m.setInfo("settings reset to the defaults · saved to " + where + " when you quit")
}
