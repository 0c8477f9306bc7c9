//go:build !unix

package checkers

import "time"

// processCPU is not measured on this platform; see cputime_unix_test.go.
func processCPU() time.Duration { return 0 }
