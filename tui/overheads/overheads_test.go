package overheads

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/search/engine"
	"frontier/session"
	"frontier/session/view"
	"frontier/tui/styles"
)

// TestUnitsAndCaveats: the simulator's time is labelled as its own (u
// sim, with what a unit is), a real run's time as wall clock with the
// caveat that the machine's load moves it, and an efficiency above 100%
// on the real machine is flagged as the load's doing (issue 24).
func TestUnitsAndCaveats(t *testing.T) {
	st := styles.New(colorprofile.NoTTY)
	it := session.Iteration{Depth: 13, TotalNodes: 1000, TotalElapsed: time.Second,
		Stats: &view.Stats{Elapsed: 41400}, Cmp: &view.Comparison{Speedup: 2.99, Efficiency: 1.5}}
	sim := session.Config{Algorithm: engine.MustParse("pvfsplit"), Searchers: 2, Sim: true}
	out := ansi.Strip(View(st, &Data{Config: sim, Iterations: []session.Iteration{it}}, 34, 26))
	for _, want := range []string{"41.4k u sim", "u: simulated time", "7000 u"} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("simulated: no %q in\n%s", want, out)
		}
	}
	real := sim
	real.Sim = false
	out = ansi.Strip(View(st, &Data{Config: real, Iterations: []session.Iteration{it}}, 34, 26))
	flat := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{"1.00s wall", "eff 150%!", "eff above 100%: the machine's load"} {
		if !strings.Contains(flat, want) {
			t.Errorf("real: no %q in\n%s", want, out)
		}
	}
	it.Cmp.Efficiency = 0.8
	if c := Caveat(&Data{Config: real, Iterations: []session.Iteration{it}}); !strings.HasPrefix(c, "real cores, wall clock") {
		t.Errorf("a real run's caveat %q", c)
	}
	if c := Caveat(&Data{Config: session.Config{Algorithm: engine.MustParse(engine.Sequential)}}); c != "" {
		t.Errorf("the sequential engine's caveat %q", c)
	}
}
