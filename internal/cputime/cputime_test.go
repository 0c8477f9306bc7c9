package cputime

import (
	"runtime"
	"testing"
)

// A busy loop shows in the process's CPU time, which never goes back.
func TestProcess(t *testing.T) {
	before, ok := Process()
	if !ok {
		t.Skip("no CPU time on " + runtime.GOOS)
	}
	x := uint64(1)
	for after := before; after <= before; after, _ = Process() {
		for range 1 << 20 {
			x = x*6364136223846793005 + 1
		}
	}
	if after, _ := Process(); after < before || x == 0 {
		t.Errorf("CPU time went from %v to %v", before, after)
	}
}
