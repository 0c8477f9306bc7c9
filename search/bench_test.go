package search

import (
	"context"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"frontier/assets"
	"frontier/search/tt"
)

// benchDepth is the nominal depth of BenchmarkSuite: deep enough for the
// node rate to settle, short enough for a quick run. Override with
// FRONTIER_BENCH_DEPTH.
const benchDepth = 13

// cpuTime returns the process's user+system CPU time. On a shared machine
// nodes per CPU second is steadier than nodes per wall second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkSuite runs the sequential engine (PVS, full evaluation, all
// move ordering, 2^23-entry table as in the thesis) on the twenty
// Tinsley-Chinook positions, each from a cleared table, single-threaded,
// and reports the node rate: nodes/s by the wall clock and
// nodes/cpu-s by the process's CPU time.
func BenchmarkSuite(b *testing.B) { benchSuite(b, true) }

// BenchmarkSuiteGeneric is BenchmarkSuite with the generic node functions
// instead of checkers' generated kernel (kernel_checkers.go): the price
// of calling the game through a type parameter, which the kernel avoids.
// The node counts must equal BenchmarkSuite's.
func BenchmarkSuiteGeneric(b *testing.B) { benchSuite(b, false) }

func benchSuite(b *testing.B, kernel bool) {
	suite, err := assets.LoadSuite(assets.TinsleyChinook1992)
	if err != nil {
		b.Fatal(err)
	}
	depth := benchDepth
	if v, err := strconv.Atoi(os.Getenv("FRONTIER_BENCH_DEPTH")); err == nil && v > 0 {
		depth = v
	}
	table, err := tt.NewEntries(1 << 23)
	if err != nil {
		b.Fatal(err)
	}
	sh := &Shared{TT: table, History: NewHistory()}
	var nodes uint64
	var wall, cpu time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, tp := range suite.Positions {
			b.StopTimer()
			sh.Clear()
			b.StartTimer()
			t0, c0 := time.Now(), cpuTime()
			seq := NewSequential(ck, sh, DefaultOptions())
			if !kernel {
				seq.Searcher().kernel = nil
			}
			res, err := Iterate(context.Background(), ck, tp.Position, Limits{Depth: depth}, seq, nil)
			wall += time.Since(t0)
			cpu += cpuTime() - c0
			if err != nil {
				b.Fatal(err)
			}
			nodes += res.Stats.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/wall.Seconds(), "nodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
