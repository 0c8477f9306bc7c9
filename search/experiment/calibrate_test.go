package experiment

import (
	"context"
	"testing"

	"frontier/board/checkers"
	"frontier/search/account"
)

// TestCalibrate: the measured costs are positive, a node is given the
// requested scale, and the --sim-cost string reads back as the same
// model.
func TestCalibrate(t *testing.T) {
	if testing.Short() {
		t.Skip("times the machine")
	}
	c, err := Calibrate(context.Background(), []checkers.Position{checkers.Start()}, 7, 1, 10)
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]float64{"node": c.NodeNs, "probe": c.ProbeNs, "lock": c.LockNs, "handoff": c.HandoffNs, "message": c.MessageNs, "steal": c.StealNs, "spawn": c.SpawnNs, "split": c.SplitNs} {
		if v <= 0 {
			t.Errorf("%s costs %v ns", name, v)
		}
	}
	if c.Costs.Ops[account.OpNode] != 10 {
		t.Errorf("node = %d units, want the scale 10", c.Costs.Ops[account.OpNode])
	}
	back, err := account.ParseCosts(c.Sim)
	if err != nil || back != c.Costs {
		t.Fatalf("ParseCosts(%q) = %v, %v; want %v", c.Sim, back, err, c.Costs)
	}
}
