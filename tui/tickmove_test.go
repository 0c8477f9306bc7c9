package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/colorprofile"

	"frontier/session"
	"frontier/tui/boardview"
)

// TestTickPlaysEngineMoveSaid: when the clock's tick is what plays the
// engine's finished move (before the run's last message arrives), the
// status line still says what the engine played; before, the later
// message found nothing to play and the move went unsaid (and a test
// waiting for the words timed out now and then).
func TestTickPlaysEngineMoveSaid(t *testing.T) {
	noLeak(t)
	// Othello, and the other games through session.AnyPlay.
	m := gameModel(t, "othello", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	press(m, "P", "enter")
	g := m.playing()
	if g == nil || !g.HumanToMove() {
		t.Fatalf("no game: %q", m.status)
	}
	press(m, "d", "3", "enter")
	r := g.EngineRun()
	if r == nil {
		t.Fatal("the engine is not thinking")
	}
	select {
	case <-r.Done():
	case <-time.After(30 * time.Second):
		t.Fatal("the engine did not finish")
	}
	m.onTick()
	if len(g.Moves()) < 2 || !strings.Contains(m.status, "engine played "+g.Moves()[1]) {
		t.Errorf("othello: moves %v, status %q", g.Moves(), m.status)
	}
	m.Shutdown()

	// Checkers, through session.PlayGame.
	c := newModel(t, 120, 40)
	cg := startPlay(t, c)
	press(c, "1", "1", "-", "1", "5", "enter")
	cr := cg.EngineRun()
	if cr == nil {
		t.Fatalf("the engine is not thinking: %q", c.status)
	}
	select {
	case <-cr.Done():
	case <-time.After(30 * time.Second):
		t.Fatal("the engine did not finish")
	}
	c.onTick()
	if len(cg.Moves()) < 2 || !strings.Contains(c.status, "engine played "+cg.Moves()[1]) {
		t.Errorf("checkers: moves %v, status %q", cg.Moves(), c.status)
	}
}
