package pv

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/session"
	"frontier/tui/styles"
)

// TestIterationsSayTheirUnitsAndSteps: the time column is wall-clock
// time, named so beside the simulator's units elsewhere, and a row to
// spare says why only odd depths appear (issue 24).
func TestIterationsSayTheirUnitsAndSteps(t *testing.T) {
	m := New(styles.New(colorprofile.NoTTY))
	m.SetSize(52, 14)
	var its []session.Iteration
	for d := 1; d <= 5; d += 2 {
		its = append(its, session.Iteration{Depth: d, Score: 10, Best: "11-15", PV: []string{"11-15", "23-19"}, Elapsed: time.Millisecond})
	}
	m.SetIterations(its)
	out := ansi.Strip(m.View())
	if !strings.Contains(out, "wall") || !strings.Contains(out, DepthNote) {
		t.Fatalf("the pane lacks the wall-clock column or the note on depths:\n%s", out)
	}
	m.SetSize(52, 6) // no row to spare: the iterations come first
	if out := ansi.Strip(m.View()); strings.Contains(out, DepthNote) {
		t.Errorf("the note took an iteration's row:\n%s", out)
	}
}
