//go:build unix

package checkers

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the test process has used. Benchmarks
// report leaves per CPU second beside leaves per second because the
// machine may be shared: the CPU figure stays meaningful when other jobs
// take turns on the cores.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
