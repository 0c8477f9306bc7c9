package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/colorprofile"

	"frontier/session"
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

// TestNoTextCutAt120: at 120×40, the full layout, the Overheads pane's
// notes, the selected game's detail under the games list and the end of
// a game against the engine are whole, not cut with "…" (issue 24 bug
// 11).
func TestNoTextCutAt120(t *testing.T) {
	m := newModel(t, 120, 40)
	if s := paneText(m, paneOverheads); strings.Contains(s, "…") {
		t.Errorf("the Overheads pane cuts its text:\n%s", s)
	}
	games := paneText(m, paneGames)
	detail := games[strings.LastIndex(games, "────"):]
	e, _ := m.games.SelectedEntry()
	if strings.Contains(detail, "…") || !strings.Contains(flat(detail), flat(e.Detail)) {
		t.Errorf("the games pane does not show %q whole:\n%s", e.Detail, games)
	}

	o := gameModel(t, "othello", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	board := []byte(strings.Repeat("-", 64))
	board[26], board[27] = 'X', 'O'
	if err := o.sess.SetPosition(string(board) + " X"); err != nil {
		t.Fatal(err)
	}
	o.syncLine()
	setup := session.DefaultPlaySetup()
	setup.From, setup.Time = session.FromCurrent, session.PlayTime{PerMove: time.Second}
	if cmd := o.startGame(setup); cmd == nil && o.statusErr {
		t.Fatal(o.status)
	}
	typeKeys(o, "e4")
	press(o, "enter")
	g := o.playing()
	if g == nil || !g.Outcome().Over {
		t.Fatalf("the game is not over: %s", o.status)
	}
	for _, p := range []pane{paneBoard, paneGames} {
		if s := paneText(o, p); strings.Contains(s, "…") {
			t.Errorf("the %s pane cuts its text:\n%s", p, s)
		}
	}
	if s := paneText(o, paneGames); !strings.Contains(flat(s), g.OutcomeText()) {
		t.Errorf("the outcome %q is not in the Play pane:\n%s", g.OutcomeText(), s)
	}
	// A checkers game resigned: the board's line and the Play pane.
	c := newModel(t, 120, 40)
	cg := startPlay(t, c)
	press(c, "R", "y")
	if !cg.Outcome().Over {
		t.Fatalf("resigning did not end the game: %s", c.status)
	}
	for _, p := range []pane{paneBoard, paneGames} {
		if s := paneText(c, p); strings.Contains(s, "…") {
			t.Errorf("the %s pane cuts its text:\n%s", p, s)
		}
	}
	if s := paneText(c, paneGames); !strings.Contains(flat(s), cg.OutcomeText()) {
		t.Errorf("the outcome %q is not in the Play pane:\n%s", cg.OutcomeText(), s)
	}
}

// paneText returns the inside of pane p as shown, one line a row.
func paneText(m *Model, p pane) string {
	l := m.layout()
	r, _ := l.rect(p)
	in := r.Inner()
	rows := strings.Split(screen(m), "\n")
	var b strings.Builder
	for y := in.Y; y < in.Y+in.H; y++ {
		b.WriteString(string([]rune(rows[y])[in.X:in.X+in.W]) + "\n")
	}
	return b.String()
}

// flat joins the words of s with single spaces, for text wrapped over
// lines.
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }
