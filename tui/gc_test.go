package tui

import (
	"runtime/debug"
	"testing"
)

// TestWorkstationGC: the workstation lowers the collector's target,
// unless the user set GOGC.
func TestWorkstationGC(t *testing.T) {
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	setWorkstationGC(func(string) string { return "" })
	if got := debug.SetGCPercent(100); got != workstationGCPercent {
		t.Errorf("GC percent %d without GOGC, want %d", got, workstationGCPercent)
	}
	setWorkstationGC(func(k string) string {
		if k == "GOGC" {
			return "200"
		}
		return ""
	})
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GC percent %d with GOGC set, want it left alone (100)", got)
	}
}
