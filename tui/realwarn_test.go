package tui

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"frontier/session"
)

// TestRealOversubscriptionSaid: more real searchers than CPUs is said
// where the searchers are shown, not only in a status line that goes
// away; and a real comparison says that its two sides run one after the
// other, each with the machine to itself (issue 16, bug 9).
func TestRealOversubscriptionSaid(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	n := runtime.NumCPU()
	c := m.sess.Config()
	c.Sim, c.Searchers, c.Depth, c.HashMiB = false, 4*n, 3, 4
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	m.status = ""
	cpus := fmt.Sprintf("%d CPUs", n)
	if s := screen(m); !strings.Contains(s, cpus) {
		t.Errorf("the controls do not say that %d real searchers exceed the %s:\n%s", 4*n, cpus, s)
	}
	p := m.sess.CompareConfigs()
	for i := range p {
		p[i].Sim, p[i].Searchers, p[i].Depth, p[i].HashMiB = false, 2, 3, 4
	}
	if err := m.sess.SetCompareConfigs(p); err != nil {
		t.Fatal(err)
	}
	cmd := press(m, "c")
	pump(t, m, cmd, func() bool { return m.cmp.Update(0).Final && m.cmp.Update(1).Final })
	m.status = ""
	if s := screen(m); !strings.Contains(s, "one after the other") {
		t.Errorf("a real comparison does not say its sides ran one after the other:\n%s", s)
	}
	press(m, "esc")
	m.Shutdown()
	_ = session.Fast
}
