package parallel

import (
	"context"
	"testing"
	"time"

	"frontier/search"
)

// benchDepth keeps one benchmark iteration near a second on 2 cores.
const benchDepth = 13

// BenchmarkSimulatorVsSequential reports, in one run, the sequential
// engine's nodes per second and the simulator's simulated nodes per
// second (16 virtual PVFSplit searchers) on the same suite positions:
// the simulator's target is at least a quarter of the sequential rate.
func BenchmarkSimulatorVsSequential(b *testing.B) {
	positions := suitePositions(b, 20)[:6]
	b.Run("seq", func(b *testing.B) {
		var nodes uint64
		var elapsed time.Duration
		for i := 0; i < b.N; i++ {
			for _, p := range positions {
				sh := newShared(b)
				start := time.Now()
				res, err := search.Iterate(context.Background(), p, search.Limits{Depth: benchDepth}, search.NewSequential(sh, search.DefaultOptions()), nil)
				elapsed += time.Since(start)
				if err != nil {
					b.Fatal(err)
				}
				nodes += res.Stats.Nodes
			}
		}
		b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	})
	for _, algo := range []string{PVSplit, PVFSplitLB} {
		b.Run("sim16-"+algo, func(b *testing.B) {
			var nodes uint64
			var elapsed time.Duration
			for i := 0; i < b.N; i++ {
				for _, p := range positions {
					e, err := New(Config{Algorithm: algo, Searchers: 16, Sim: true, Search: search.DefaultOptions()}, newShared(b))
					if err != nil {
						b.Fatal(err)
					}
					start := time.Now()
					if _, err := search.Iterate(context.Background(), p, search.Limits{Depth: benchDepth}, e, nil); err != nil {
						b.Fatal(err)
					}
					elapsed += time.Since(start)
					nodes += e.Report().Nodes
					e.Close()
				}
			}
			b.ReportMetric(float64(nodes)/elapsed.Seconds(), "simnodes/s")
		})
	}
}
