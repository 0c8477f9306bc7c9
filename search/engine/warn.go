package engine

import (
	"fmt"
	"runtime"
)

// numCPU is runtime.NumCPU, replaceable in tests.
var numCPU = runtime.NumCPU

// Warning returns a warning when s would run more real searchers than
// this machine has CPUs (the searchers then take turns on the cores, so
// wall-clock times measure the machine's scheduler, not the algorithm),
// and "" otherwise. The simulator is immune: its time is virtual.
func Warning(s Spec, sim bool) string {
	n := numCPU()
	if sim || !s.Parallel() || s.P <= n {
		return ""
	}
	return fmt.Sprintf("%s runs %d real searchers on %d CPUs: timings then say nothing about speedup", s, s.P, n)
}
