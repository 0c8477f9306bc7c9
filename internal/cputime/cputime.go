// Package cputime reads the CPU time the process has used, for timings
// on a machine that other work shares: the wall clock then counts the
// time the others ran, the CPU time does not.
package cputime

import "time"

// Process returns the CPU time (user and system) the process has used
// so far, all its threads together; ok is false where the system does
// not say (then it is 0).
func Process() (d time.Duration, ok bool) { return process() }
