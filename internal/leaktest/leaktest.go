// Package leaktest checks, for tests, that no goroutine outlives the work
// that started it: every search must be stoppable without a trace.
package leaktest

import (
	"runtime"
	"testing"
	"time"
)

// Check fails t if, shortly after t ends (its cleanups included, as
// registered before this call), more goroutines run than when Check was
// called. It prints every goroutine's stack to show what was left.
func Check(t testing.TB) {
	t.Helper()
	before := runtime.NumGoroutine()
	t.Cleanup(func() {
		deadline := time.Now().Add(3 * time.Second)
		for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if n := runtime.NumGoroutine(); n > before {
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Errorf("%d goroutines left behind (%d before):\n%s", n-before, before, buf)
		}
	})
}
