package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"

	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/gameview"
)

// barFill reads the evaluation bar in the last column of the board
// pane's first n rows: the eighths filled, and whether every row has a
// cell of the bar.
func barFill(m *Model, n int) (int, bool) {
	rows := strings.Split(paneText(m, paneBoard), "\n")
	parts := map[string]int{"░": 0, "▁": 1, "▂": 2, "▃": 3, "▄": 4, "▅": 5, "▆": 6, "▇": 7, "█": 8}
	sum := 0
	for _, row := range rows[:n] {
		r := []rune(row)
		k, ok := parts[string(r[len(r)-1])]
		if !ok {
			return 0, false
		}
		sum += k
	}
	return sum, true
}

// TestEvalBarEveryGame: with an analysis of the position shown, every
// game's board has the evaluation bar beside it, whose filled part is
// the bottom player's, so that flipping the board turns it over; none
// without an analysis (issue 24).
func TestEvalBarEveryGame(t *testing.T) {
	noLeak(t)
	for _, game := range []string{"checkers", "chess", "othello", "tictactoe4"} {
		m := gameModel(t, game, 120, 40, boardview.Unicode, colorprofile.ANSI256)
		if _, ok := barFill(m, 8); ok {
			t.Fatalf("%s: a bar without an analysis:\n%s", game, paneText(m, paneBoard))
		}
		c := m.sess.Config()
		c.Algorithm, c.Depth, c.HashMiB = engine.MustParse(engine.Sequential), 3, 4
		if err := m.sess.SetConfig(c); err != nil {
			t.Fatal(err)
		}
		m.sess.SetSpeed(session.Unthrottled)
		pump(t, m, press(m, "r"), func() bool { return m.runUpd.Final && len(m.runUpd.Iterations) > 0 })
		n := boardview.Height
		if game != "checkers" {
			n = gameview.Lines(m.sess.Position())
		}
		fill, ok := barFill(m, n)
		if !ok {
			t.Fatalf("%s: no bar beside the board:\n%s", game, paneText(m, paneBoard))
		}
		if game == "tictactoe4" || game == "othello" {
			continue // no side of the board is a player's: the first player's
		}
		press(m, "f")
		flipped, ok := barFill(m, n)
		if !ok || fill+flipped < n*8-1 || fill+flipped > n*8+1 {
			t.Errorf("%s: filled %d, flipped %d eighths of %d", game, fill, flipped, n*8)
		}
	}
}
