package tui

import (
	"strings"
	"testing"

	"frontier/search/engine"
	"frontier/session"
)

// TestAnalysisFollowsTheBoard: after r the analysis follows the board,
// a step starting the engine on the new position without a key; back on
// a position analysed before, its analysis shows at once from the cache
// (complete, so no run is needed); s turns following off, and moving
// then shows a cached analysis without a run (issue 24: one ply away
// stopped the run and emptied the panes).
func TestAnalysisFollowsTheBoard(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Algorithm, c.Depth, c.HashMiB = engine.MustParse(engine.Sequential), 5, 4
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	m.sess.SetSpeed(session.Unthrottled)
	pump(t, m, press(m, "r"), func() bool { return m.runUpd.Final && len(m.runUpd.Iterations) > 0 })
	first := m.sess.Run()
	best10 := m.runUpd.Iterations[len(m.runUpd.Iterations)-1].Best

	cmd := press(m, "right")
	r := m.sess.Run()
	if r == nil || r == first || !samePosition(r.Root(), m.sess.Position()) {
		t.Fatalf("→ with the analysis on started no run of the new position (run %v)", r)
	}
	pump(t, m, cmd, func() bool { return m.runUpd.Final && m.runUpd.RunID == r.ID() && len(m.runUpd.Iterations) > 0 })

	press(m, "left")
	if m.sess.Run() != nil {
		t.Fatalf("back on a position analysed to the end, a run started again")
	}
	if its := m.runUpd.Iterations; len(its) == 0 || its[len(its)-1].Depth != 5 || !strings.Contains(screen(m), "best "+best10) {
		t.Fatalf("the cached analysis is not shown:\n%s", screen(m))
	}

	press(m, "s", "right")
	if m.sess.Run() != nil {
		t.Fatal("with the analysis off, a step started a run")
	}
	if its := m.runUpd.Iterations; len(its) == 0 || !strings.Contains(m.status, "analysed before") {
		t.Fatalf("the cached analysis of ply 11 is not shown: status %q", m.status)
	}
	press(m, "right")
	if len(m.runUpd.Iterations) != 0 || m.sess.Run() != nil {
		t.Fatal("a position never analysed shows an analysis")
	}
}
