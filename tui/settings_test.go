package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"frontier/session"
)

// TestSettingsShownAndReset: S shows where the settings are saved and
// what is kept, and R there puts them back to the defaults: the engine
// configuration, the compare pair, the speed and the layout (issue 16,
// bug 8).
func TestSettingsShownAndReset(t *testing.T) {
	sess, err := session.New(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := colorprofile.ANSI256
	path := "/home/someone/.config/frontier/workstation.json"
	m := New(sess, Options{Profile: &p, SettingsPath: path})
	t.Cleanup(m.Shutdown)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	press(m, "+", "a", "f", "n", "[", "tab")
	if m.sess.Config().Equal(session.DefaultConfig()) || !m.board.Flip {
		t.Fatal("the settings did not change")
	}
	press(m, "S")
	if s := screen(m); !strings.Contains(s, path) || !strings.Contains(s, "R resets") {
		t.Fatalf("S does not show where the settings are saved:\n%s", s)
	}
	press(m, "R")
	if got := m.sess.Config(); !got.Equal(session.DefaultConfig()) {
		t.Errorf("config after reset: %+v", got)
	}
	if !samePair(m.sess.CompareConfigs(), session.DefaultCompare()) || m.sess.Speed() != session.Fast {
		t.Error("compare pair or speed not reset")
	}
	if m.board.Flip || m.board.Numbers || m.focus != paneBoard || m.text != nil {
		t.Errorf("layout not reset: flip %v numbers %v focus %v", m.board.Flip, m.board.Numbers, m.focus)
	}
	if !strings.Contains(m.status, "reset") || !strings.Contains(m.status, path) {
		t.Errorf("status %q", m.status)
	}
	// Without a settings file (--settings -, tests) S says so.
	m2 := newModel(t, 120, 40)
	press(m2, "S")
	if s := screen(m2); !strings.Contains(s, "not saved") {
		t.Errorf("no file: %s", s)
	}
}
