package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestGamesListFilter: "/" in the games list types a filter that
// narrows the list at once (keys such as q go to it, not to the workstation),
// enter keeps it and enter again opens the entry found, and esc clears
// it.
func TestGamesListFilter(t *testing.T) {
	m := newModel(t, 120, 40)
	m.setFocus(paneGames)
	all := m.games.Shown()
	press(m, "/", "q")
	m.Update(tea.KeyPressMsg{Code: tea.KeyBackspace})
	if !m.games.Filtering() || m.quitting {
		t.Fatalf("/ should start a filter that takes q: filtering %v, quitting %v", m.games.Filtering(), m.quitting)
	}
	press(m, "g", "a", "m", "e", "3", "7")
	if m.games.Shown() >= all {
		t.Fatalf("the filter let all %d entries through", all)
	}
	if !strings.Contains(screen(m), "/ game37") {
		t.Errorf("the filter line is not shown:\n%s", screen(m))
	}
	press(m, "enter")
	if m.games.Filtering() {
		t.Fatal("enter should keep the filter and stop typing")
	}
	if e, _ := m.games.SelectedEntry(); e.ID != "game37" {
		t.Fatalf("the best match is %q, want game37", e.ID)
	}
	if !strings.Contains(screen(m), fmt.Sprintf("/ game37 · %d/%d ", m.games.Shown(), all)) {
		t.Errorf("an applied filter should say so:\n%s", screen(m))
	}
	press(m, "enter")
	if m.sess.EntryID() != "game37" {
		t.Fatalf("enter opened %q, want game37", m.sess.EntryID())
	}
	press(m, "esc")
	if m.games.Shown() != all {
		t.Errorf("esc left %d of %d entries", m.games.Shown(), all)
	}
}

// TestGamesListDetail: at 80×24 a game's line is cut with an ellipsis
// and the selected game's players, event, date, result and length are
// shown in full under the list.
func TestGamesListDetail(t *testing.T) {
	m := newModel(t, 80, 24)
	m.paste(`[Event "A long event name of a county championship"]
[Date "1923.05.01"]
[Black "Alfred Jordan"]
[White "Newell W Banks"]
[Result "1/2-1/2"]
1. 11-15 23-19 1/2-1/2`)
	m.setFocus(paneGames)
	m.games.SetOpen(m.sess.EntryID())
	s := screen(m)
	if !strings.Contains(s, "…") {
		t.Errorf("a long entry should end in an ellipsis:\n%s", s)
	}
	flat := strings.Join(strings.Fields(strings.NewReplacer("│", " ").Replace(s)), " ")
	for _, want := range []string{"Alfred Jordan–Newell W Banks", "A long event name of a county championship", "1923.05.01", "1/2-1/2", "1 move · 2 plies"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the detail lacks %q:\n%s", want, s)
		}
	}
}

// TestGamesListFilterSurvivesPaste: a paste while a filter is applied
// keeps the filter's matches in the list (it showed 0/58, issue 24 bug
// 6); a pasted game the filter hides clears the filter, so that the
// game opened is in the list.
func TestGamesListFilterSurvivesPaste(t *testing.T) {
	m := newModel(t, 120, 40)
	m.setFocus(paneGames)
	press(m, "/", "g", "a", "m", "e", "3", "7", "enter")
	matches := m.games.Shown()
	if matches == 0 || matches == len(m.sess.Entries()) {
		t.Fatalf("/game37 let %d of %d through", matches, len(m.sess.Entries()))
	}
	m.paste("B:W21,22,23:B9,10,11")
	if m.statusErr || m.games.Shown() != matches {
		t.Fatalf("after pasting a FEN: %d shown, want %d (status %q)\n%s", m.games.Shown(), matches, m.status, screen(m))
	}
	m.paste("[Event \"pasted\"]\n1. 11-15 23-19 *")
	if m.statusErr || m.games.Shown() != len(m.sess.Entries()) {
		t.Fatalf("after pasting a game the filter hides: %d of %d shown (status %q)", m.games.Shown(), len(m.sess.Entries()), m.status)
	}
	if e, ok := m.games.SelectedEntry(); !ok || e.ID != m.sess.EntryID() {
		t.Errorf("the pasted game %q is not selected (%q)", m.sess.EntryID(), e.ID)
	}
}

// TestKeysWithTheirScope: "/" filters the games from any pane, as the
// help lists it among the global keys, and end goes to the end of the
// game with the games list focused too (issue 24 bug 8).
func TestKeysWithTheirScope(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		m := newModel(t, size[0], size[1])
		m.setFocus(panePV)
		press(m, "/")
		if !m.games.Filtering() || m.focus != paneGames {
			t.Fatalf("%v: / with the Iterations focused: filtering %v, focus %v", size, m.games.Filtering(), m.focus)
		}
		press(m, "esc", "esc")
		l := m.sess.Line()
		press(m, "end")
		if l.Ply != len(l.Moves) {
			t.Errorf("%v: end with the games focused: ply %d of %d", size, l.Ply, len(l.Moves))
		}
		press(m, "home")
		if l.Ply != 0 {
			t.Errorf("%v: home with the games focused: ply %d", size, l.Ply)
		}
	}
}
