package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"frontier/tui/boardview"
)

// TestBoardEditor: E opens the editor on the current position; keys set
// up a position, enter refuses an invalid one with a clear message and
// sets a valid one as the analysed position; esc leaves the position as
// it was; a pasted FEN goes into the editor.
func TestBoardEditor(t *testing.T) {
	m := newModel(t, 80, 24)
	before := m.sess.PositionText()
	press(m, "?", "E")
	if m.editor != nil {
		t.Fatal("E over the help screen opened the editor behind it")
	}
	press(m, "esc", "E")
	if m.editor == nil || !strings.Contains(screen(m), "Board editor") {
		t.Fatalf("E did not open the editor:\n%s", screen(m))
	}
	press(m, "esc")
	if m.editor != nil || m.sess.PositionText() != before {
		t.Fatal("esc should close the editor and keep the position")
	}
	// An empty board but for a black man on 1 and a white man on 2 —
	// White's crowning row.
	press(m, "E", "c", "b", "right", "w", "enter")
	if m.editor == nil || !strings.Contains(screen(m), "white man on 2") {
		t.Fatalf("an invalid position should be refused in the editor:\n%s", screen(m))
	}
	press(m, "W", "enter")
	if m.editor != nil {
		t.Fatalf("a valid position should close the editor:\n%s", screen(m))
	}
	if got := m.sess.PositionText(); got != "B:WK2:B1" {
		t.Fatalf("the session's position is %s, want B:WK2:B1", got)
	}
	if !strings.Contains(screen(m), "r analyses it") {
		t.Errorf("the status should say how to analyse it:\n%s", screen(m))
	}
	// Paste into the editor, then change the side to move.
	press(m, "E")
	m.Update(tea.PasteMsg{Content: "W:W18:B14"})
	press(m, "t", "enter")
	if got := m.sess.PositionText(); got != "B:W18:B14" {
		t.Fatalf("after paste and t: %s, want B:W18:B14", got)
	}
	// A click cycles the square under it: square 1 at the board's
	// second cell of the first row.
	press(m, "E", "c")
	click(m, 1+2+3+1, 2+1)
	press(m, "right", "down", "w", "enter")
	if got := m.sess.PositionText(); got != "B:W6:B1" {
		t.Fatalf("after a click: %s, want B:W6:B1\n%s", got, screen(m))
	}
}

// TestBoardEditorOtherGame: in a game without an editor, E says what to
// do instead.
func TestBoardEditorOtherGame(t *testing.T) {
	m := newModel(t, 120, 40)
	m.switchGame("othello")
	press(m, "E")
	if m.editor != nil || !strings.Contains(screen(m), "paste a position with p") {
		t.Errorf("E in Othello:\n%s", screen(m))
	}
}

// TestChessEditor: E in chess opens a board editor like checkers': the
// arrows move the cursor, a piece's letter puts it (capitals White's),
// enter refuses what is not a position and says why, and sets up one
// that is (issue 24).
func TestChessEditor(t *testing.T) {
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	press(m, "E")
	if m.editor == nil || !strings.Contains(screen(m), "Black's pieces") {
		t.Fatalf("E in chess opened no editor:\n%s", screen(m))
	}
	press(m, "c", "enter")
	if m.editor == nil || !strings.Contains(screen(m), "not a position") {
		t.Fatalf("an empty board was set up:\n%s", screen(m))
	}
	if strings.Contains(screen(m), "White to move") {
		press(m, "t") // BK.01 is Black to move: the editor starts so
	}
	press(m, "t", "K", "up", "up", "up", "up", "k", "up", "up", "R") // White to move; K e2, k e6, R e8: Black in check
	press(m, "enter")
	if m.editor == nil || !strings.Contains(screen(m), "not a position") {
		t.Fatalf("the side not to move in check was set up:\n%s", screen(m))
	}
	press(m, "x", "t", "enter") // the rook gone, Black to move
	if m.editor != nil || m.statusErr {
		t.Fatalf("a good position was refused: %s\n%s", m.status, screen(m))
	}
	if got := m.sess.Position().String(); !strings.HasPrefix(got, "8/8/4k3/8/8/8/4K3/8 b") {
		t.Fatalf("set up %s", got)
	}
}
