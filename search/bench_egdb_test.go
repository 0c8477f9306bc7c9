package search

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/search/egdb"
	"frontier/search/eval"
	"frontier/search/tt"
)

// egdbBenchPositions draws count positions of 7 pieces (four against
// three, men and kings, side to move at random) from a fixed seed: a
// search from them reaches the 5-piece database after two captures.
func egdbBenchPositions(count int) []checkers.Position {
	r := rand.New(rand.NewPCG(27, 7))
	var out []checkers.Position
	for len(out) < count {
		var p checkers.Position
		used := map[int]bool{}
		place := func(c checkers.Color, n int) {
			for k := 0; k < n; k++ {
				for {
					sq := 1 + r.IntN(32)
					king := r.IntN(3) == 0
					// A man never stands on the row where it would be crowned.
					if used[sq] || !king && (c == checkers.Black && sq > 28 || c == checkers.White && sq < 5) {
						continue
					}
					used[sq] = true
					pc := map[[2]bool]checkers.Piece{
						{false, false}: checkers.BlackMan, {false, true}: checkers.BlackKing,
						{true, false}: checkers.WhiteMan, {true, true}: checkers.WhiteKing,
					}[[2]bool{c == checkers.White, king}]
					p.Put(checkers.Square(sq), pc)
					break
				}
			}
		}
		place(checkers.Black, 4)
		place(checkers.White, 3)
		p.SetSideToMove(checkers.Color(r.IntN(2)))
		if len(p.LegalMoves()) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkSearchEgdb searches sixteen 7-piece positions to depth 13
// (FRONTIER_BENCH_DEPTH overrides) with the sequential engine, without
// and with the 5-piece database of FRONTIER_EGDB at the leaves, and
// reports the node rates: the database must not slow the search. The
// trees differ (database leaves end lines), so compare nodes/s, not
// nodes/op. Skipped without FRONTIER_EGDB.
func BenchmarkSearchEgdb(b *testing.B) {
	dir := os.Getenv("FRONTIER_EGDB")
	if dir == "" {
		b.Skip("FRONTIER_EGDB names no database directory")
	}
	t0 := time.Now()
	db, err := egdb.Load(dir)
	if err != nil || db == nil {
		b.Fatalf("FRONTIER_EGDB=%s: %v, %v", dir, db, err)
	}
	b.Logf("opened the database of %d pieces in %v", db.Pieces(), time.Since(t0))
	depth := 13
	if v, err := strconv.Atoi(os.Getenv("FRONTIER_BENCH_DEPTH")); err == nil && v > 0 {
		depth = v
	}
	ps := egdbBenchPositions(16)
	for _, c := range []struct {
		name string
		g    eval.Checkers
	}{{"off", eval.Checkers{}}, {"on", eval.Checkers{DB: db}}} {
		b.Run(c.name, func(b *testing.B) {
			table, err := tt.NewEntries(1 << 20)
			if err != nil {
				b.Fatal(err)
			}
			sh := &Shared{TT: table, History: NewHistory()}
			var nodes uint64
			var wall, cpu time.Duration
			for i := 0; i < b.N; i++ {
				for _, p := range ps {
					sh.Clear()
					t0, c0 := time.Now(), cpuTime()
					seq := NewSequential(c.g, sh, DefaultOptions())
					res, err := Iterate(context.Background(), c.g, p, Limits{Depth: depth}, seq, nil)
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
		})
	}
}
