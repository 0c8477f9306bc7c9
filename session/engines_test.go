package session

// The tests build engines and parse specs by name, so they link every
// algorithm and game type, as the program does (search/engine's Backend).
import (
	"testing"

	"frontier/search/engine"
	_ "frontier/search/engine/all"
)

// TestPresetsNameRegisteredEngines: the session names algorithms in its
// defaults and compare presets as text; each must be a registered engine
// that checks, or the workstation would offer a run it cannot start.
func TestPresetsNameRegisteredEngines(t *testing.T) {
	specs := []engine.Spec{DefaultConfig().Algorithm.WithP(DefaultConfig().Searchers)}
	for _, p := range ComparePresets() {
		for _, c := range p.Pair {
			specs = append(specs, c.Algorithm.WithP(c.Searchers))
		}
	}
	for _, s := range specs {
		if err := s.Check(); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	if len(specs) != 7 {
		t.Errorf("%d specs, want the default and three pairs", len(specs))
	}
}
