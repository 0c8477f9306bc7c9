package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"frontier/session"
)

var (
	summaryIdle = regexp.MustCompile(`Idle: \S+ (\d+)%, \S+ (\d+)%`)
	summaryAt   = regexp.MustCompile(`At depth (\d+)`)
)

// TestCompareCountersMatchSummary: while a comparison runs, every frame
// of the compare view shows one state: the idle time each side's
// counters give at the summary's depth is the summary's, and the depth
// the counters name is the summary's (issue 16, bug 4).
func TestCompareCountersMatchSummary(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	p := m.sess.CompareConfigs()
	p[0].Depth, p[1].Depth = 11, 11
	p[0].HashMiB, p[1].HashMiB = 4, 4
	_ = m.sess.SetCompareConfigs(p)
	m.sess.SetSpeed(session.Unthrottled)
	cmd := press(m, "c")
	frames, bad := 0, []string{}
	pump(t, m, cmd, func() bool {
		m.sample()
		s := screen(m)
		if at := summaryAt.FindStringSubmatch(s); at != nil {
			frames++
			idle := summaryIdle.FindStringSubmatch(s)
			for i := range 2 {
				if idle == nil {
					bad = append(bad, "no idle line in the summary")
					continue
				}
				want := fmt.Sprintf("%-8sidle %s%%", "at d"+at[1], idle[1+i])
				if !strings.Contains(s, want) {
					bad = append(bad, fmt.Sprintf("side %c lacks %q", 'A'+i, want))
				}
			}
			if len(bad) > 0 && len(bad) < 3 {
				bad = append(bad, s)
			}
		}
		return m.cmp.Update(0).Final && m.cmp.Update(1).Final
	})
	if frames == 0 {
		t.Fatal("no frame with a summary")
	}
	if len(bad) > 0 {
		t.Errorf("%d frames, the counters contradict the summary: %v", frames, bad[:min(3, len(bad))])
	}
	m.Update(tea.KeyPressMsg{Code: tea.KeyEscape})
}
