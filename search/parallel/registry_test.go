package parallel

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestRegistryThesisOrder: the thesis's algorithms list first, in its
// order, whatever the order of the files that register them; every
// algorithm says what it follows.
func TestRegistryThesisOrder(t *testing.T) {
	thesis := []string{PVSplit, PVFSplit, PVSplitLB, PVFSplitLB}
	if got := RegisteredNames(); len(got) < 4 || !slices.Equal(got[:4], thesis) {
		t.Fatalf("registered %v, want the thesis's order first", got)
	}
	for _, a := range Registered() {
		if a.Summary == "" || a.Paper == "" || a.Figure == "" {
			t.Errorf("%s: summary %q, paper %q, figure %q", a.Name, a.Summary, a.Paper, a.Figure)
		}
		if slices.Contains(thesis, a.Name) && (a.Paper != ThesisPaper || !strings.HasPrefix(a.Figure, "Figure ")) {
			t.Errorf("%s: paper %q, figure %q", a.Name, a.Paper, a.Figure)
		}
	}
}

// TestRegisterRefusesMistakes: a duplicate name, a bad name or a
// parameter without a setter is a programming error caught at start-up,
// and leaves the registry as it was.
func TestRegisterRefusesMistakes(t *testing.T) {
	before := RegisteredNames()
	for _, a := range []Algorithm{
		{Name: PVSplit},
		{Name: "Upper"},
		{Name: "a:b"},
		{Name: "fine", Params: []Param{{Name: "x"}}},
		{Name: "fine", Params: []Param{{Name: "x", Set: setNothing}, {Name: "x", Set: setNothing}}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%+v) did not panic", a)
				}
			}()
			Register(a)
		}()
	}
	if !slices.Equal(RegisteredNames(), before) {
		t.Errorf("registry changed to %v", RegisteredNames())
	}
}

func setNothing(*Config, string) error { return nil }

// TestConfigureSetsFields: each thesis parameter reaches its Config field,
// and the defaults the registry states are those New fills in.
func TestConfigureSetsFields(t *testing.T) {
	a, _ := Lookup(PVFSplitLB)
	cfg, err := a.Configure(Config{Searchers: 4}, []Setting{{"minsplit", "3"}, {"synth", "4"}, {"quorum", "0.5"},
		{"threshold", "20ms"}, {"rootsplit", "true"}, {"norestart", "1"}, {"rootfirst", "true"}})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Algorithm != PVFSplitLB || cfg.Searchers != 4 || cfg.MinGranularity != 3 || cfg.SynthDepth != 4 || cfg.LBQuorum != 0.5 ||
		cfg.LBThreshold != Time(20*time.Millisecond) || !cfg.RootSplit || !cfg.NoRestart || !cfg.RootFirst {
		t.Errorf("configured %+v", cfg)
	}
	for name, want := range map[string]string{"minsplit": "5", "synth": "7", "quorum": "0.25", "threshold": "35000 (sim), 10ms (real)"} {
		if p, _ := a.Param(name); p.Default != want {
			t.Errorf("%s default %q, want %q", name, p.Default, want)
		}
	}
}
