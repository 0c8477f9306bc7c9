package experiment

import (
	"fmt"
	"reflect"
	"testing"
)

// TestCompareScalingDeterministic: the means over positions are summed in
// the positions' order, not a map's, so that the same rows give the same
// report to the last digit (JSON output compared byte for byte across
// runs and shards). The values are chosen so that the order of summation
// shows in the result.
func TestCompareScalingDeterministic(t *testing.T) {
	var real, sim []Row
	vals := []float64{1e16, 1, -1e16, 3, 0.1, 7e15, 0.7, -7e15, 2.5, 1e-3}
	for i, v := range vals {
		pos := fmt.Sprintf("p%02d", i)
		real = append(real, Row{Algo: "ybwc", Searchers: 4, Position: pos, Speedup: v, IdlePct: v})
		sim = append(sim, Row{Algo: "ybwc", Searchers: 4, Position: pos, Speedup: 2 * v, WaitingPct: v})
	}
	first := CompareScaling(real, sim, nil)
	if len(first.Rows) != 1 || first.Rows[0].Positions != len(vals) {
		t.Fatalf("rows %+v, want one row over %d positions", first.Rows, len(vals))
	}
	for i := 0; i < 50; i++ {
		if got := CompareScaling(real, sim, nil); !reflect.DeepEqual(got, first) {
			t.Fatalf("run %d: %+v, first run %+v", i, got.Rows[0], first.Rows[0])
		}
	}
}
