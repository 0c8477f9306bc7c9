package search

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"frontier/assets"
	"frontier/board/chess"
	"frontier/search/eval"
	"frontier/search/tt"
)

// benchChessDepth is the nominal depth of BenchmarkChessSearch, the
// bench command's chess depth; override with FRONTIER_BENCH_DEPTH.
const benchChessDepth = 7

// BenchmarkChessSearch runs the sequential engine (PVS, all move
// ordering, quiescence, a 2^22-entry table) on the 24 Bratko-Kopec
// positions to a fixed depth, each from a cleared table, single-threaded,
// and reports nodes per CPU second (the process's user+system time, steady
// on a shared machine), nodes per wall second and nodes per run of the
// suite, which only a change to the tree may alter. The target is
// 1.5 M nodes/cpu-s. FRONTIER_BENCH_NULLMOVE=1 turns null-move pruning on,
// FRONTIER_BENCH_SELECTIVE=1 the whole selective search of play
// (PlayOptions).
func BenchmarkChessSearch(b *testing.B) {
	suite := assets.BratkoKopecSuite()
	depth := benchChessDepth
	if v, err := strconv.Atoi(os.Getenv("FRONTIER_BENCH_DEPTH")); err == nil && v > 0 {
		depth = v
	}
	opt := DefaultOptions()
	if os.Getenv("FRONTIER_BENCH_SELECTIVE") == "1" {
		opt = PlayOptions()
	}
	opt.NullMove = opt.NullMove || os.Getenv("FRONTIER_BENCH_NULLMOVE") == "1"
	positions := make([]chess.Position, len(suite.Positions))
	for i, tp := range suite.Positions {
		p, err := chess.ParseFEN(tp.Text)
		if err != nil {
			b.Fatalf("%s: %v", tp.ID, err)
		}
		positions[i] = p
	}
	table, err := tt.NewEntries(1 << 22)
	if err != nil {
		b.Fatal(err)
	}
	sh := &Shared{TT: table, History: NewHistory(), Captures: NewHistory()}
	g := eval.Chess{}
	var nodes uint64
	var wall, cpu time.Duration
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range positions {
			b.StopTimer()
			sh.Clear()
			seq := NewSequential(g, sh, opt)
			b.StartTimer()
			t0, c0 := time.Now(), cpuTime()
			res, err := Iterate(context.Background(), g, p, Limits{Depth: depth, Step: 1}, seq, nil)
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
