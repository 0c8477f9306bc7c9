package tui

import (
	"strings"
	"testing"
	"time"

	"frontier/session"
)

// TestInfiniteAnalysis: analysis starts infinite, as in every analysis
// GUI (no depth, no time: it deepens until s stops it), the time-limit
// keys reach "none" without a limit being forced back, and such a run
// goes on past any depth until stopped (issue 16, bug 5).
func TestInfiniteAnalysis(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	if c.Depth != 0 || c.Time != 0 {
		t.Fatalf("the analysis default has limits: %s", c.LimitText())
	}
	if s := screen(m); !strings.Contains(s, "infinite") {
		t.Errorf("the screen does not say the analysis is infinite:\n%s", s)
	}
	// t and T cycle through "none": from none to 1s and back to none,
	// with no depth either.
	press(m, "t")
	if got := m.sess.Config().Time; got != time.Second {
		t.Fatalf("t from none: %v", got)
	}
	press(m, "T")
	if c := m.sess.Config(); c.Time != 0 || c.Depth != 0 {
		t.Fatalf("T from 1s: %s, want no limit", c.LimitText())
	}
	c = m.sess.Config()
	c.HashMiB, c.Searchers = 4, 4
	_ = m.sess.SetConfig(c)
	m.sess.SetSpeed(session.Unthrottled)
	cmd := press(m, "r")
	pump(t, m, cmd, func() bool { return len(m.runUpd.Iterations) >= 6 })
	r := m.sess.Run()
	if r.State().Ended() {
		t.Fatalf("the infinite run ended by itself at d%d", m.runUpd.Iterations[len(m.runUpd.Iterations)-1].Depth)
	}
	press(m, "s")
	select {
	case <-r.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("s did not stop the infinite run")
	}
	// The compare view keeps its depth: its summary compares two runs
	// that end.
	if p := m.sess.CompareConfigs(); p[0].Depth == 0 || p[1].Depth == 0 {
		t.Errorf("compare default: %s / %s", p[0].LimitText(), p[1].LimitText())
	}
}
