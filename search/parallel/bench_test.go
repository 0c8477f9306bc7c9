package parallel_test

import (
	"context"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine/all"
	"frontier/search/eval"
	"frontier/search/machine"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
	"frontier/search/parallel/pvsplit"
)

// benchDepth keeps one benchmark iteration near a second on 2 cores.
const benchDepth = 13

// BenchmarkSimulatorVsSequential reports, in one run, the sequential
// engine's nodes per second and the simulator's simulated nodes per
// second (16 virtual PVFSplit searchers) on the same suite positions:
// the simulator's target is at least a quarter of the sequential rate.
func BenchmarkSimulatorVsSequential(b *testing.B) {
	positions := ptest.Positions(b, 20)[:6]
	b.Run("seq", func(b *testing.B) {
		var nodes uint64
		var elapsed time.Duration
		for i := 0; i < b.N; i++ {
			for _, p := range positions {
				sh := ptest.Shared(b)
				start := time.Now()
				res, err := search.Iterate(context.Background(), ptest.CK, p, search.Limits{Depth: benchDepth}, search.NewSequential(ptest.CK, sh, search.DefaultOptions()), nil)
				elapsed += time.Since(start)
				if err != nil {
					b.Fatal(err)
				}
				nodes += res.Stats.Nodes
			}
		}
		b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	})
	for _, algo := range []string{pvsplit.PVSplit, pvsplit.PVFSplitLB} {
		b.Run("sim16-"+algo, func(b *testing.B) {
			var nodes uint64
			var elapsed time.Duration
			for i := 0; i < b.N; i++ {
				for _, p := range positions {
					e := ptest.New(b, parallel.Config{Algorithm: algo, Searchers: 16, Sim: true, Search: search.DefaultOptions()}, all.Family)
					start := time.Now()
					if _, err := search.Iterate(context.Background(), ptest.CK, p, search.Limits{Depth: benchDepth}, e, nil); err != nil {
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

// BenchmarkSimulatorSyncEveryNode measures the machine's cost at its
// worst: 16 simulated threads each run the sequential engine on a suite
// position and account for and Sync at every node, so the scheduler
// switches coroutines about once a node. It reports the sequential
// engine's nodes/s and the simulator's in the same run, and the ratio
// (target: at least 40%).
func BenchmarkSimulatorSyncEveryNode(b *testing.B) {
	positions := ptest.Positions(b, 20)[:4]
	const depth, threads = 11, 16
	var seqNodes, simNodes uint64
	var seqTime, simTime time.Duration
	for i := 0; i < b.N; i++ {
		for _, p := range positions {
			sh := ptest.Shared(b)
			s := search.NewSearcher(ptest.CK, sh, search.DefaultOptions())
			start := time.Now()
			q := p
			s.Search(&q, -search.Inf, search.Inf, depth, 0)
			seqTime += time.Since(start)
			seqNodes += s.Stats().Nodes

			sh = ptest.Shared(b)
			m := machine.NewSim(machine.Options{})
			engs := make([]*search.Searcher[eval.Checkers, checkers.Position, checkers.Move], threads)
			for j := range engs {
				engs[j] = search.NewSearcher(ptest.CK, sh, search.DefaultOptions())
			}
			start = time.Now()
			err := m.Run(context.Background(), threads, func(t machine.Thread) {
				e := engs[t.ID()]
				e.SetPoll(1, func() (bool, int) {
					t.Spend(account.OpNode, 1)
					t.Sync()
					return false, 1
				})
				q := p
				e.Search(&q, -search.Inf, search.Inf, depth, 0)
			})
			simTime += time.Since(start)
			if err != nil {
				b.Fatal(err)
			}
			for _, e := range engs {
				simNodes += e.Stats().Nodes
			}
		}
	}
	seqRate := float64(seqNodes) / seqTime.Seconds()
	simRate := float64(simNodes) / simTime.Seconds()
	b.ReportMetric(seqRate, "seq-nodes/s")
	b.ReportMetric(simRate, "sim-nodes/s")
	b.ReportMetric(100*simRate/seqRate, "%-of-seq")
}
