package tui

import (
	"strings"
	"testing"

	"frontier/session"
	"frontier/tui/panehelp"
)

// TestPaneHelp: ? on a pane opens its page, which explains the terms
// the pane shows with the thesis's sections; ? there goes on to every
// key; on the board ? is the whole help, as before (issue 24).
func TestPaneHelp(t *testing.T) {
	m := newModel(t, 120, 40)
	want := map[pane][]string{
		panePV:        {"Only odd depths", "§4.2", "wall"},
		paneSearchers: {"starved", "waiting", "§4.3", "§5.3", "nodes its share"},
		paneStack:     {"CUT", "ALL", "minimal (null) window", "§2.6"},
		paneOverheads: {"u sim", "Formula 3.1", "farmed", "restart", "preempt", "above 100%"},
		paneControls:  {"executor", "opponent"},
		paneGames:     {"Table C.1"},
		paneMoves:     {"variation", "accuracy"},
	}
	for p, words := range want {
		m.setFocus(p)
		press(m, "?")
		if m.text == nil || !m.text.pane {
			t.Fatalf("? on %s opened no page", p)
		}
		page, _ := panehelp.For(p.String())
		text := page.String()
		for _, w := range words {
			if !strings.Contains(text, w) {
				t.Errorf("the %s page lacks %q", p, w)
			}
		}
		if s := screen(m); !strings.Contains(s, "Help · the "+page.Title+" pane") {
			t.Errorf("the %s page is not on screen:\n%s", p, s)
		}
		press(m, "?")
		if m.text != nil || !m.showHelp {
			t.Fatalf("? on the %s page did not go on to every key", p)
		}
		press(m, "esc")
	}
	m.sess.SetSpeed(session.Paused)
	press(m, "c", "?")
	if m.text == nil || !strings.Contains(screen(m), "Help · the compare view") {
		t.Fatalf("? in the compare view opened no page:\n%s", screen(m))
	}
	press(m, "esc", "c")
	m.setFocus(paneBoard)
	press(m, "?")
	if !m.showHelp || m.text != nil || !strings.Contains(screen(m), "? on a pane") {
		t.Fatal("? on the board is not the whole help, which says how to reach the panes' pages")
	}
}
