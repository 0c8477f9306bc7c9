package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/session"
	"frontier/tui/boardview"
)

// TestKingGlyphs: checkers kings are crowned discs (◉ Black, ◎ White)
// in Unicode and B W in ASCII, never the chess queens ♛ ♕, on the
// analysis board, in help and in the --glyphs text (issue 16, bug 10).
func TestKingGlyphs(t *testing.T) {
	for _, tc := range []struct {
		glyphs       boardview.Glyphs
		black, white string
	}{
		{boardview.Unicode, "◉", "◎"},
		{boardview.ASCII, " B ", " W "},
	} {
		sess, err := session.New(session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := colorprofile.ANSI256
		m := New(sess, Options{Profile: &p, Glyphs: tc.glyphs})
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		m.paste("W:WK5,22:BK30,9")
		s := ansi.Strip(m.render())
		if !strings.Contains(s, tc.black) || !strings.Contains(s, tc.white) {
			t.Errorf("%v: kings not drawn as %q and %q:\n%s", tc.glyphs, tc.black, tc.white, s)
		}
		if strings.ContainsAny(s, "♛♕♚♔") {
			t.Errorf("%v: a chess piece on the screen:\n%s", tc.glyphs, s)
		}
		press(m, "?")
		if s := ansi.Strip(m.render()); strings.ContainsAny(s, "♛♕♚♔") {
			t.Errorf("%v: a chess piece in help", tc.glyphs)
		}
		sess.Close()
	}
}
