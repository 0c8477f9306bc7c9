package tui

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"frontier/session"
	vm "frontier/session/view" // tui has a type view of its own
	"frontier/tui/boardview"
)

// runTimeline is a small timeline of two searchers over 1000 units.
func runTimeline() *session.Timeline {
	tl := session.NewTimeline(2)
	tl.Add(vm.Span{Thread: 0, Start: 0, End: 1000, State: vm.Working})
	tl.Add(vm.Span{Thread: 1, Start: 0, End: 300, State: vm.Starved})
	tl.Add(vm.Span{Thread: 1, Start: 300, End: 1000, State: vm.Working})
	tl.AddMark(vm.Mark{T: 300, Label: "d5"})
	return tl
}

func TestTimelineKeysAndPane(t *testing.T) {
	m := newModel(t, 120, 40)
	if s := screen(m); !strings.Contains(s, "no parallel search yet") {
		t.Fatalf("the bars are not the default:\n%s", s)
	}
	press(m, "z")
	if m.showTimeline || !strings.Contains(m.status, "v shows the timeline") {
		t.Fatalf("z with the bars shown: timeline %v, status %q", m.showTimeline, m.status)
	}
	press(m, "v")
	s := screen(m)
	if !m.showTimeline || !strings.Contains(s, "Searchers · timeline") || !strings.Contains(s, "no timeline yet") {
		t.Fatalf("v does not show the timeline:\n%s", s)
	}

	// What a run's snapshot will carry.
	m.tl.Sample(1, runTimeline(), true)
	s = screen(m)
	for _, want := range []string{"S1 ████", "S2 ░░░", "▾d5", "1.0k units"} {
		if !strings.Contains(s, want) {
			t.Errorf("the pane lacks %q:\n%s", want, s)
		}
	}
	press(m, "z")
	if from, to := m.tl.Window(); from != 500 || to != 1000 {
		t.Errorf("z: window %d-%d", from, to)
	}
	press(m, "<")
	if m.tl.Following() || !strings.Contains(screen(m), "back") {
		t.Error("< does not scroll back")
	}
	press(m, ">", ">", ">")
	if !m.tl.Following() {
		t.Error("> to the end does not follow")
	}
	press(m, "Z")
	if from, to := m.tl.Window(); from != 0 || to != 1000 {
		t.Errorf("Z: window %d-%d", from, to)
	}

	// The wheel over the pane zooms.
	l := m.layout()
	r, ok := l.rect(paneSearchers)
	if !ok {
		t.Fatal("no searchers pane")
	}
	m.Update(tea.MouseWheelMsg{X: r.X + 5, Y: r.Y + 2, Button: tea.MouseWheelUp})
	if from, _ := m.tl.Window(); from != 500 {
		t.Errorf("wheel up: from %d", from)
	}
	m.Update(tea.MouseWheelMsg{X: r.X + 5, Y: r.Y + 2, Button: tea.MouseWheelDown})
	if from, _ := m.tl.Window(); from != 0 {
		t.Errorf("wheel down: from %d", from)
	}

	// The choice is remembered.
	sess, _ := session.New(session.Options{})
	defer sess.Close()
	m2 := New(sess, Options{Layout: m.LayoutPrefs(), Glyphs: boardview.ASCII})
	if !m2.showTimeline || !m2.tl.ASCII {
		t.Errorf("restored: timeline %v, ascii %v", m2.showTimeline, m2.tl.ASCII)
	}

	press(m, "v")
	if m.showTimeline || !strings.Contains(screen(m), "no parallel search yet") {
		t.Error("v does not bring the bars back")
	}
	// The compare view leaves it alone.
	m.view = compareView
	press(m, "v")
	if m.showTimeline {
		t.Error("v acted in the compare view")
	}
}

// TestTimelineDuringRun runs a parallel search with the timeline shown:
// the engine's timeline reaches the pane and is drawn; then x saves the
// run's trace, as Chrome trace JSON, in the working directory.
func TestTimelineDuringRun(t *testing.T) {
	noLeak(t)
	t.Chdir(t.TempDir())
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Depth, c.HashMiB = 7, 4
	_ = m.sess.SetConfig(c)
	m.sess.SetSpeed(session.Unthrottled)
	press(m, "v")
	cmd := press(m, "r")
	pump(t, m, cmd, func() bool { return m.runUpd.Final })
	m.sample()
	s := screen(m)
	if snap, ok := m.bars.Snapshot(); !ok || snap.Timeline == nil {
		t.Fatal("the run's snapshot carries no timeline")
	}
	if !strings.Contains(s, "units") {
		t.Errorf("a run's timeline is not drawn:\n%s", s)
	}

	save := press(m, "x")
	if save == nil {
		t.Fatalf("x gave no command; status %q", m.status)
	}
	m.Update(save())
	if m.statusErr || !strings.Contains(m.status, "trace saved") {
		t.Fatalf("status after x: %q", m.status)
	}
	path := strings.TrimSuffix(strings.TrimPrefix(m.status, "trace saved: "), " (open it in ui.perfetto.dev)")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !json.Valid(b) || !strings.Contains(string(b), `"traceEvents"`) {
		t.Errorf("%s is not a Chrome trace", path)
	}
}
