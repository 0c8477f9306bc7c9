package tui

import (
	"strings"
	"testing"

	"frontier/session"
)

// runToEnd runs a short analysis of the current position to its end.
func runToEnd(t *testing.T, m *Model) {
	t.Helper()
	c := m.sess.Config()
	c.Depth, c.Time, c.HashMiB = 7, 0, 4
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	m.sess.SetSpeed(session.Unthrottled)
	cmd := press(m, "r")
	pump(t, m, cmd, func() bool { return m.runUpd.Final && len(m.runUpd.Iterations) > 0 })
	if m.w >= 120 && !strings.Contains(screen(m), "finished d7") {
		t.Fatalf("the run did not finish on screen:\n%s", screen(m))
	}
}

// analysisShown reports what of run old, whose position is no longer
// on the board, the analysis panes still show. With the analysis
// following the board, a new run of the new position may be shown: that
// is not old's.
func analysisShown(m *Model, old *session.Run) []string {
	var shown []string
	if len(m.runUpd.Iterations) > 0 && m.runUpd.RunID == old.ID() {
		shown = append(shown, "iterations")
	}
	if r := m.sess.Run(); r == old {
		shown = append(shown, "the run in the title and notes")
	} else if r != nil && !samePosition(r.Root(), m.sess.Position()) {
		shown = append(shown, "a run of another position")
	}
	if _, ok := m.bars.Snapshot(); ok && (m.sess.Run() == nil || m.sess.Run() == old) {
		shown = append(shown, "searcher bars")
	}
	if m.stack.Len() > 0 && m.sess.Run() == nil {
		shown = append(shown, "split-node stack")
	}
	if s := screen(m); strings.Contains(s, "finished d7") || m.sess.Run() == nil && strings.Contains(s, "best ") {
		shown = append(shown, "the finished run on screen")
	}
	return shown
}

// TestPositionChangeClearsAnalysis: stepping to another ply, opening
// another entry, pasting a position or entering play clears the panes of
// the analysis of the position left (issue 16, bug 1), and sampling
// does not bring them back.
func TestPositionChangeClearsAnalysis(t *testing.T) {
	noLeak(t)
	for _, change := range []struct {
		name string
		do   func(m *Model)
	}{
		{"step", func(m *Model) { press(m, "right") }},
		{"first ply", func(m *Model) { press(m, "home") }},
		{"open entry", func(m *Model) { m.openEntry(1) }},
		{"paste", func(m *Model) { press(m, "p"); m.Update(keyMsg("esc")); m.paste("B:W21,22,23:B9,10,11") }},
		{"play", func(m *Model) { press(m, "P", "enter") }},
	} {
		t.Run(change.name, func(t *testing.T) {
			m := newModel(t, 120, 40)
			runToEnd(t, m)
			old := m.sess.Run()
			change.do(m)
			m.sample()
			if g := m.playing(); g != nil && g.EngineRun() != nil {
				t.Skip("the engine moves first: its own run is shown")
			}
			if shown := analysisShown(m, old); len(shown) > 0 {
				t.Errorf("after %s the panes still show the previous position's %v:\n%s", change.name, shown, screen(m))
			}
		})
	}
}
