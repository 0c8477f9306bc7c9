package tui

import (
	"strings"
	"testing"

	"frontier/search/engine"
	"frontier/session"
)

// TestComparePresets: the compare view's presets start with the thesis's
// pair (the default), and the third is PVFSplit-LB against YBWC; every
// preset is two parallel algorithms that can run.
func TestComparePresets(t *testing.T) {
	ps := session.ComparePresets()
	if len(ps) < 3 {
		t.Fatalf("%d presets", len(ps))
	}
	if !samePair(ps[0].Pair, session.DefaultCompare()) || ps[0].Pair[0].Algorithm.String() != "pvsplit" || ps[0].Pair[1].Algorithm.String() != "pvfsplit" {
		t.Errorf("first preset %s vs %s is not the default pvsplit vs pvfsplit", ps[0].Pair[0].Algorithm, ps[0].Pair[1].Algorithm)
	}
	if ps[2].Pair[0].Algorithm.String() != "pvfsplit-lb" || ps[2].Pair[1].Algorithm.String() != "ybwc" {
		t.Errorf("third preset %s vs %s", ps[2].Pair[0].Algorithm, ps[2].Pair[1].Algorithm)
	}
	for _, p := range ps {
		for _, c := range p.Pair {
			if err := c.Validate(); err != nil || !c.Parallel() {
				t.Errorf("%s: %s: %v", p.Name, c.Algorithm, err)
			}
		}
	}
}

// TestComparePicker: in the compare view M opens the picker; a preset
// key chooses a pair, the arrows choose each side's algorithm and P for
// both, and enter runs the pair chosen (issue 13, "Compare any two").
func TestComparePicker(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	m.sess.SetSpeed(session.Paused) // nothing needs to search here
	press(m, "c")
	press(m, "M")
	if s := screen(m); !strings.Contains(s, "Compare two algorithms") || !strings.Contains(s, "Starvation vs frontier splitting") {
		t.Fatalf("M does not open the picker:\n%s", s)
	}
	press(m, "3")
	press(m, "enter")
	p := m.sess.CompareConfigs()
	if p[0].Algorithm.String() != "pvfsplit-lb" || p[1].Algorithm.String() != "ybwc" {
		t.Fatalf("preset 3 gave %s vs %s", p[0].Algorithm, p[1].Algorithm)
	}
	c := m.sess.Comparison()
	if c == nil || c.Runs()[1].Config().Algorithm.String() != "ybwc" {
		t.Fatal("enter did not run the pair chosen")
	}
	if s := screen(m); !strings.Contains(s, "A · pvfsplit-lb") || !strings.Contains(s, "B · ybwc") {
		t.Errorf("the compare view does not show the pair:\n%s", s)
	}
	// Any two: A one algorithm on, B one back, P halved for both.
	press(m, "M", "down", "right", "down", "left", "down", "left", "enter")
	q := m.sess.CompareConfigs()
	names := engine.ParallelNames()
	idx := func(s string) int {
		for i, n := range names {
			if n == s {
				return i
			}
		}
		return -1
	}
	if idx(q[0].Algorithm.String()) != (idx("pvfsplit-lb")+1)%len(names) || idx(q[1].Algorithm.String()) != (idx("ybwc")+len(names)-1)%len(names) {
		t.Errorf("A %s, B %s", q[0].Algorithm, q[1].Algorithm)
	}
	if q[0].Searchers != 8 || q[1].Searchers != 8 {
		t.Errorf("P %d and %d, want 8 each", q[0].Searchers, q[1].Searchers)
	}
	// esc leaves the pair as it was.
	press(m, "M", "1", "esc")
	if !samePair(m.sess.CompareConfigs(), q) {
		t.Error("esc changed the pair")
	}
	m.Shutdown()
}

// TestComparePickerCancel: esc in the picker goes back to the view it
// was opened from, the main view's panes or the comparison running,
// not to an empty compare view (issue 24 bug 10).
func TestComparePickerCancel(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	m.sess.SetSpeed(session.Paused)
	press(m, "M", "esc")
	if m.view != mainView || !strings.Contains(screen(m), "╭─ Board") {
		t.Fatalf("M esc from the main view left view %v:\n%s", m.view, screen(m))
	}
	press(m, "c")
	if m.sess.Comparison() == nil {
		t.Fatal("c ran no comparison")
	}
	press(m, "M", "esc")
	if s := screen(m); m.view != compareView || strings.Contains(s, "no comparison yet") || !strings.Contains(s, "A · pvsplit") {
		t.Fatalf("M esc from the compare view left view %v:\n%s", m.view, s)
	}
}

// samePair reports whether two compare pairs are the same configurations.
func samePair(a, b [2]session.Config) bool { return a[0].Equal(b[0]) && a[1].Equal(b[1]) }
