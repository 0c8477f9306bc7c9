package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"frontier/tui/keys"
)

// The help is one screen at 120×40: every group and every key with its
// words shows without scrolling. At 80×24 it scrolls, says so in its
// frame, and paging reaches the last key: nothing is cut off silently.
func TestHelpFitsOneScreen(t *testing.T) {
	m := newModel(t, 120, 40)
	press(m, "?")
	if !m.help.Fits() {
		t.Fatal("the help does not fit 120x40")
	}
	s := screen(m)
	groups := m.keys.FullHelp()
	for i, g := range groups {
		if !strings.Contains(s, groupName(i)) {
			t.Errorf("group %q missing", groupName(i))
		}
		for _, b := range g {
			if !strings.Contains(s, b.Help().Key) || !strings.Contains(s, b.Help().Desc) {
				t.Errorf("key %q (%s) missing from the help at 120x40", b.Help().Key, b.Help().Desc)
			}
		}
	}
	for _, k := range []string{"N", "i", "V", "B"} { // the analysis keys are there
		if !strings.Contains(s, "\n│"+k+" ") {
			t.Errorf("analysis key %s not at the start of a help row", k)
		}
	}

	small := newModel(t, 80, 24)
	press(small, "?")
	if small.help.Fits() || !strings.Contains(screen(small), "pgdn more") {
		t.Fatalf("at 80x24 the help neither fits nor says there is more:\n%s", screen(small))
	}
	last := groups[len(groups)-1]
	want := last[len(last)-1].Help().Desc
	seen := false
	for range 10 {
		small.Update(tea.KeyPressMsg{Code: tea.KeyPgDown})
		if strings.Contains(screen(small), want) {
			seen = true
		}
	}
	if !seen || !strings.Contains(screen(small), "end ·") {
		t.Fatalf("paging did not reach the end (%q):\n%s", want, screen(small))
	}
}

func groupName(i int) string { return keys.Groups[i] }
