package engine

import (
	"strings"
	"testing"
)

func TestWarning(t *testing.T) {
	defer func(f func() int) { numCPU = f }(numCPU)
	numCPU = func() int { return 2 }
	for _, c := range []struct {
		spec Spec
		sim  bool
		warn bool
	}{
		{Spec{Name: Sequential, P: 1}, false, false},
		{Spec{Name: "pvsplit", P: 2}, false, false},
		{Spec{Name: "pvsplit", P: 3}, false, true},
		{Spec{Name: "pvfsplit-lb", P: 16, Params: []Setting{{"quorum", "0.5"}}}, false, true},
		{Spec{Name: "pvfsplit-lb", P: 16}, true, false},
	} {
		w := Warning(c.spec, c.sim)
		if (w != "") != c.warn {
			t.Errorf("Warning(%s, sim=%v) = %q", c.spec, c.sim, w)
		}
		if c.warn && (!strings.Contains(w, "timings then say nothing about speedup") || !strings.Contains(w, "2 CPUs") || !strings.Contains(w, c.spec.String())) {
			t.Errorf("Warning(%s) = %q", c.spec, w)
		}
	}
}

// TestNotLinked: this package's own tests link no backend (they do not
// import search/engine/all), so every name is unknown and nothing is
// built, and the errors say what to import.
func TestNotLinked(t *testing.T) {
	if backend != nil {
		t.Skip("a backend is linked")
	}
	if n := Names(); len(n) != 0 {
		t.Errorf("Names() = %v with no backend", n)
	}
	if _, err := Parse("seq"); err == nil || !strings.Contains(err.Error(), "frontier/search/engine/all") {
		t.Errorf("Parse(seq) with no backend: %v", err)
	}
	if err := (Spec{Name: Sequential, P: 1}).Check(); err == nil || !strings.Contains(err.Error(), "frontier/search/engine/all") {
		t.Errorf("Check with no backend: %v", err)
	}
	if _, err := BuildGame(nil, Spec{Name: Sequential, P: 1}, Env{}); err == nil || !strings.Contains(err.Error(), "frontier/search/engine/all") {
		t.Errorf("BuildGame with no backend: %v", err)
	}
}
