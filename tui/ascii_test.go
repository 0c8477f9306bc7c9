package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"frontier/session"
	"frontier/tui/boardview"
)

// nonASCII returns the first line of s holding a byte outside ASCII.
func nonASCII(s string) (string, bool) {
	for _, l := range strings.Split(s, "\n") {
		for i := 0; i < len(l); i++ {
			if l[i] >= 0x80 {
				return l, true
			}
		}
	}
	return "", false
}

// TestASCIIScreensPrintOnlyASCII: with --glyphs ascii every screen the
// workstation draws (borders, bars, separators, tabs, help, overlays,
// the compare view, a game, the window title) is pure ASCII, escape
// sequences included (issue 16, bug 3).
func TestASCIIScreensPrintOnlyASCII(t *testing.T) {
	noLeak(t)
	for _, sz := range [][2]int{{120, 40}, {80, 24}} {
		sess, err := session.New(session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := colorprofile.ANSI256
		m := New(sess, Options{Profile: &p, Glyphs: boardview.ASCII})
		m.noSpinner = true
		m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		c := m.sess.Config()
		c.Depth, c.HashMiB = 7, 4
		_ = m.sess.SetConfig(c)
		m.sess.SetSpeed(session.Unthrottled)
		check := func(when string) {
			t.Helper()
			out := m.render()
			if l, bad := nonASCII(out); bad {
				t.Fatalf("%dx%d %s: a line outside ASCII:\n%q\n%s", sz[0], sz[1], when, l, out)
			}
			if l, bad := nonASCII(m.View().WindowTitle); bad {
				t.Fatalf("%dx%d %s: window title %q", sz[0], sz[1], when, l)
			}
		}
		check("main")
		cmd := press(m, "r")
		pump(t, m, cmd, func() bool { return m.runUpd.Final })
		check("after a run")
		press(m, "v")
		check("timeline")
		for range 6 {
			press(m, "tab")
			check("focus " + m.focus.String())
		}
		press(m, "?")
		check("help")
		press(m, "esc", "y")
		check("copied FEN")
		press(m, "esc", "G")
		check("game picker")
		press(m, "esc")
		p2 := m.sess.CompareConfigs()
		p2[0].Depth, p2[1].Depth, p2[0].HashMiB, p2[1].HashMiB = 7, 7, 4, 4
		_ = m.sess.SetCompareConfigs(p2)
		cmd = press(m, "c")
		pump(t, m, cmd, func() bool { return m.cmp.Update(0).Final && m.cmp.Update(1).Final })
		check("compare")
		press(m, "esc", "P")
		check("play setup")
		press(m, "enter")
		check("play")
		m.Shutdown()
	}
}

// TestASCIITerminalDetected: the Linux console and a locale that is not
// UTF-8 get the ASCII screen when --glyphs is not given, with a note
// naming the cause and the flag that switches; a UTF-8 terminal keeps
// the saved choice.
func TestASCIITerminalDetected(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	for _, tc := range []struct {
		env  func(string) string
		want boardview.Glyphs
		why  string
	}{
		{env("TERM", "linux", "LANG", "en_US.UTF-8"), boardview.ASCII, "TERM=linux"},
		{env("TERM", "xterm-256color", "LANG", "C"), boardview.ASCII, "LANG=C"},
		{env("TERM", "xterm", "LC_ALL", "POSIX", "LANG", "en_US.UTF-8"), boardview.ASCII, "LC_ALL=POSIX"},
		{env("TERM", "xterm", "LANG", "de_DE.ISO-8859-1"), boardview.ASCII, "LANG=de_DE.ISO-8859-1"},
		{env("TERM", "xterm", "LANG", "en_GB.UTF-8"), boardview.Unicode, ""},
		{env("TERM", "xterm", "LC_CTYPE", "en_US.utf8", "LANG", "C"), boardview.Unicode, ""},
		{env("TERM", "screen"), boardview.Unicode, ""},
	} {
		g, note := defaultGlyphs(nil, tc.env)
		if g != tc.want || (tc.why != "" && (!strings.Contains(note, tc.why) || !strings.Contains(note, "--glyphs unicode"))) || (tc.why == "" && note != "") {
			t.Errorf("%s: glyphs %v, note %q", tc.why, g, note)
		}
	}
	if g, _ := defaultGlyphs(map[string]string{"glyphs": "ascii"}, env("TERM", "xterm", "LANG", "en_US.UTF-8")); g != boardview.ASCII {
		t.Error("the saved choice of ASCII was not kept on a UTF-8 terminal")
	}
}
