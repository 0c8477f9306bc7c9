package tui

import (
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"frontier/session"
	"frontier/tui/boardview"
)

// TestPlayChessToMate: a chess game against the engine from the
// analysed position: a move typed in SAN (a rook's, R being a piece
// letter here), the game over with its reason in words.
func TestPlayChessToMate(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	if err := m.sess.SetPosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	press(m, "P")
	if m.ps.setup == nil {
		t.Fatal("P did not open the setup")
	}
	press(m, "left") // start from the analysed position
	press(m, "enter")
	g := m.playing()
	if g == nil || !g.HumanToMove() {
		t.Fatalf("no game: %q", m.status)
	}
	typeKeys(m, "Ra")
	press(m, "tab")
	if m.ps.input.Text != "Ra" {
		t.Errorf("Ra and tab: %q (Ra2..Ra8 share only Ra)", m.ps.input.Text)
	}
	typeKeys(m, "8")
	press(m, "enter")
	if out := g.Outcome(); !out.Over || out.Winner != 0 || !strings.Contains(g.OutcomeText(), "checkmate") {
		t.Fatalf("Ra8#: %+v %q, status %q", out, g.OutcomeText(), m.status)
	}
	if s := screen(m); !strings.Contains(s, "checkmate") || !strings.Contains(s, "Ra8#") {
		t.Errorf("the screen does not say checkmate or show Ra8#:\n%s", s)
	}
	press(m, "X")
}

// TestChessStalemateSaid: stalemate is named as such, not "no moves
// left".
func TestChessStalemateSaid(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	if err := m.sess.SetPosition("7k/8/5K2/6Q1/8/8/8/8 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	press(m, "P", "left", "enter")
	g := m.playing()
	if g == nil {
		t.Fatalf("no game: %q", m.status)
	}
	typeKeys(m, "Qg6")
	press(m, "enter")
	if out := g.Outcome(); !out.Over || !out.Draw || !strings.Contains(g.OutcomeText(), "stalemate") {
		t.Fatalf("Qg6 stalemates: %+v %q, status %q", g.Outcome(), g.OutcomeText(), m.status)
	}
	press(m, "X")
}

// TestChessClocksWhole: in a chess game with clocks both clocks are
// drawn whole next to the sides at 120x40 and at 80x24, however long the
// engine's name: the name gives way (the engine's clock was cut to
// "5…" in the 30-column pane).
func TestChessClocksWhole(t *testing.T) {
	noLeak(t)
	for _, sz := range [][2]int{{120, 40}, {80, 24}} {
		m := gameModel(t, "chess", sz[0], sz[1], boardview.Unicode, colorprofile.ANSI256)
		press(m, "P", "down", "down", "down", "down", "down")
		for i := 0; i < 12 && !m.ps.setup.Value().Time.Clocked(); i++ {
			press(m, "right")
		}
		if v := m.ps.setup.Value(); !v.Time.Clocked() {
			t.Fatalf("no clock chosen: %s", v.Time)
		}
		press(m, "enter")
		if m.playing() == nil {
			t.Fatalf("no game: %q", m.status)
		}
		side := regexp.MustCompile(`[♔♚] (White|Black) .* \d+:\d\d│`)
		if n := len(side.FindAllString(screen(m), -1)); n != 2 {
			t.Errorf("%v: %d sides with a whole clock, want 2:\n%s", sz, n, screen(m))
		}
		press(m, "X")
		m.Shutdown()
	}
}

// TestPlayChessByCursorAndClicks: in a chess game the keyboard cursor
// picks up a piece with enter and puts it down with enter, and two
// clicks play a move, each answered by the engine.
func TestPlayChessByCursorAndClicks(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	press(m, "P", "down", "down", "down") // the searchers' row
	press(m, "left", "left", "left", "left", "left", "left")
	press(m, "enter")
	g := m.playing()
	if g == nil {
		t.Fatalf("no game: %q", m.status)
	}
	reply := func(cmd tea.Cmd, n int) {
		t.Helper()
		pump(t, m, cmd, func() bool {
			return g.HumanToMove() && len(g.Moves()) >= n && strings.Contains(m.status, "engine played "+g.Moves()[n-1])
		})
	}
	press(m, "up") // the cursor starts on e2
	if m.ps.cursor != "e2" {
		t.Fatalf("cursor %q, want e2", m.ps.cursor)
	}
	press(m, "enter")
	if m.viewOptions().Selected != "e2" || len(g.Moves()) != 0 {
		t.Fatalf("enter on e2 picked up %q, moves %v", m.viewOptions().Selected, g.Moves())
	}
	press(m, "up", "up")
	reply(press(m, "enter"), 2)
	if g.Moves()[0] != "e4" {
		t.Fatalf("the cursor played %s, want e4", g.Moves()[0])
	}
	clickAt(m, cellOf(t, m, "g1"))
	reply(clickAt(m, cellOf(t, m, "f3")), 4)
	if g.Moves()[2] != "Nf3" {
		t.Fatalf("the clicks played %s, want Nf3", g.Moves()[2])
	}
	press(m, "X")
}

// TestChessResignAndDrawKeys: in chess R and O begin moves (a rook's,
// castling), so play mode takes them as move text; ctrl+r and ctrl+o
// still resign and offer a draw.
func TestChessResignAndDrawKeys(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	if err := m.sess.SetPosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	press(m, "P")
	press(m, "left")
	press(m, "enter")
	g := m.playing()
	if g == nil || !g.HumanToMove() {
		t.Fatalf("no game: %q", m.status)
	}
	m.status = ""
	if !strings.Contains(screen(m), "^R resign") {
		t.Errorf("the footer does not show ^R for resigning while R begins a rook's move:\n%s", screen(m))
	}
	typeKeys(m, "R")
	if m.ps.input.Text != "R" || m.ps.confirm != noConfirm {
		t.Fatalf("R: input %q, confirm %v: want the start of a rook move", m.ps.input.Text, m.ps.confirm)
	}
	press(m, "esc")
	press(m, "ctrl+r")
	if m.ps.confirm != confirmResign {
		t.Fatalf("ctrl+r did not ask to resign (confirm %v, status %q)", m.ps.confirm, m.status)
	}
	press(m, "n")
	press(m, "ctrl+o")
	if m.ps.confirm != noConfirm || !strings.Contains(strings.ToLower(m.status), "draw") {
		t.Errorf("ctrl+o: status %q, confirm %v: want the draw offer answered", m.status, m.ps.confirm)
	}
	press(m, "X")
}
