package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"frontier/search/machine"
)

// TestCalibrateJSON: the JSON carries the measured costs and a --sim-cost
// string that the simulator accepts.
func TestCalibrateJSON(t *testing.T) {
	if testing.Short() {
		t.Skip("times the machine")
	}
	var out bytes.Buffer
	if err := runCalibrate(context.Background(), &out, 5, 1, 10, true); err != nil {
		t.Fatal(err)
	}
	var got struct {
		NodeNs  float64 `json:"node_ns"`
		SimCost string  `json:"sim_cost"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	if got.NodeNs <= 0 || !strings.HasPrefix(got.SimCost, "node=10,") {
		t.Fatalf("node %v ns, sim cost %q", got.NodeNs, got.SimCost)
	}
	if _, err := machine.ParseCosts(got.SimCost); err != nil {
		t.Fatal(err)
	}
}
