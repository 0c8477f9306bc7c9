package tui

import (
	"strings"
	"testing"

	"frontier/board/checkers"
	"frontier/search/engine"
	"frontier/tui/controls"
)

// TestTypeMoveInAnalysis: in the analysis, a move typed as 11-15 is a
// move: its "-" does not lower the searcher count, its "x" does not save
// a trace, and enter plays it instead of starting a run (issue 16,
// bug 7).
func TestTypeMoveInAnalysis(t *testing.T) {
	m := newModel(t, 120, 40)
	pos := m.sess.Position().Value().(checkers.Position)
	ply := m.sess.Line().Ply
	mv := pos.LegalMoves()[0]
	text := mv.String()
	p := m.sess.Config().Searchers
	for _, r := range text {
		press(m, string(r))
	}
	if !strings.Contains(screen(m), text) {
		t.Errorf("the move being typed, %s, is not shown:\n%s", text, screen(m))
	}
	press(m, "enter")
	if got := m.sess.Config().Searchers; got != p {
		t.Errorf("typing %s changed the searchers from %d to %d", text, p, got)
	}
	if m.sess.Run() != nil {
		t.Error("enter after a typed move started a run")
	}
	if l := m.sess.Line(); l.Ply != ply+1 || l.Moves[ply] != mv.String() {
		t.Fatalf("typing %s and enter: ply %d (was %d), status %q", text, l.Ply, ply, m.status)
	}
	// A wrong move is said, and esc forgets what was typed.
	press(m, "9", "-", "9", "enter")
	if !m.statusErr || m.sess.Line().Ply != ply+1 {
		t.Errorf("9-9: status %q, ply %d", m.status, m.sess.Line().Ply)
	}
	press(m, "1", "esc", "-")
	if got := m.sess.Config().Searchers; got != p/2 {
		t.Errorf("- after esc: searchers %d, want %d", got, p/2)
	}
}

// TestCopyOverlayPassesKeys: the text shown after y or Y closes on a key
// that is not for scrolling it, and that key does what it always does,
// instead of being swallowed.
func TestCopyOverlayPassesKeys(t *testing.T) {
	m := newModel(t, 120, 40)
	press(m, "y")
	if m.text == nil {
		t.Fatal("y shows no text")
	}
	press(m, "down")
	if m.text == nil {
		t.Fatal("an arrow closed the text instead of scrolling it")
	}
	press(m, "f")
	if m.text != nil || !m.board.Flip {
		t.Errorf("f over the copied text: overlay open %v, flipped %v", m.text != nil, m.board.Flip)
	}
}

// TestSearchersOneRule: + and a click on the searchers control step the
// same way (doubling, up to the engine's limit); the click wraps to 1
// past it, + stops there.
func TestSearchersOneRule(t *testing.T) {
	m := newModel(t, 120, 40)
	set := func(n int) {
		c := m.sess.Config()
		c.Searchers = n
		if err := m.sess.SetConfig(c); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []int{1, 16, 64, engine.MaxP / 2} {
		set(n)
		press(m, "+")
		plus := m.sess.Config().Searchers
		set(n)
		m.controlAction(controls.Searchers)
		if got := m.sess.Config().Searchers; got != plus {
			t.Errorf("from %d: + gives %d, a click %d", n, plus, got)
		}
	}
	set(engine.MaxP)
	press(m, "+")
	if got := m.sess.Config().Searchers; got != engine.MaxP {
		t.Errorf("+ at the limit: %d", got)
	}
	m.controlAction(controls.Searchers)
	if got := m.sess.Config().Searchers; got != 1 {
		t.Errorf("a click at the limit: %d, want 1", got)
	}
}

// TestClickMoveSameInBothModes: clicking a piece that may not move
// because a capture is compulsory says so, listing the captures, in the
// analysis as in a game: one click-to-move for both.
func TestClickMoveSameInBothModes(t *testing.T) {
	m := newModel(t, 120, 40)
	// Black to move must take 18x27 (white man on 23); 9 could move.
	m.paste("B:W23,32:B9,18")
	pos := m.sess.Position().Value().(checkers.Position)
	if !pos.HasCapture() {
		t.Fatal("the position has no capture")
	}
	clickAt(m, squareCell(t, m, 9))
	if !m.statusErr || !strings.Contains(m.status, "capture is compulsory") || !strings.Contains(m.status, "18x27") {
		t.Errorf("clicking 9 in the analysis: status %q (error %v)", m.status, m.statusErr)
	}
}
