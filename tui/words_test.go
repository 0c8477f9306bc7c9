package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"

	"frontier/tui/boardview"
)

// TestWordsSayWhatKeysDo: the screens say what their keys do (issue 24
// bug 11): enter in the board editor sets the position up (r analyses
// it), --glyphs is kept for the next runs, and the chess setup says
// nothing of passing, which chess does not have (Othello's does).
func TestWordsSayWhatKeysDo(t *testing.T) {
	m := newModel(t, 120, 40)
	press(m, "E")
	if s := screen(m); strings.Contains(s, "analyse") || !strings.Contains(s, "enter   check and set up") {
		t.Errorf("the editor promises an analysis enter does not start:\n%s", s)
	}
	press(m, "esc", "S")
	if s := screen(m); strings.Contains(s, "for one run") || !strings.Contains(s, "kept for the next runs") {
		t.Errorf("settings say --glyphs is for one run:\n%s", s)
	}
	press(m, "esc")
	for game, passes := range map[string]bool{"chess": false, "othello": true, "tictactoe4": false} {
		g := gameModel(t, game, 120, 40, boardview.Unicode, colorprofile.ANSI256)
		press(g, "P")
		if s := screen(g); strings.Contains(s, "pass") != passes {
			t.Errorf("%s setup, passes %v:\n%s", game, passes, s)
		}
	}
}
