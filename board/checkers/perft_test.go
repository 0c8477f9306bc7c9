package checkers

import (
	"flag"
	"os"
	"testing"
	"time"
)

// perftDeep enables the slow perft depths 10-13 (about 30 seconds in
// all): go test ./board -run PerftDeep -perft.deep, or set
// FRONTIER_PERFT_DEEP=1 when the flag cannot be passed (go test ./...).
var perftDeep = flag.Bool("perft.deep", false, "run perft to depth 13 from the start position")

// startPerft is OEIS A133046: perft of the start position, every capture
// route counted as its own move. startPerft[d] is depth d.
var startPerft = []uint64{1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680,
	18391564, 85242128, 388623673, 1766623630}

func TestPerftStart(t *testing.T) {
	maxDepth := 9
	if testing.Short() {
		maxDepth = 7
	}
	for d := 0; d <= maxDepth; d++ {
		if got := Perft(Start(), d, false); got != startPerft[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, startPerft[d])
		}
	}
}

func TestPerftDeep(t *testing.T) {
	if !*perftDeep && os.Getenv("FRONTIER_PERFT_DEEP") == "" {
		t.Skip("slow; enable with -perft.deep or FRONTIER_PERFT_DEEP=1")
	}
	tests := []struct {
		depth  int
		unique bool
		want   uint64
	}{
		{10, false, startPerft[10]},
		{11, false, startPerft[11]},
		{12, false, startPerft[12]},
		{13, false, startPerft[13]},
		// With routes of the same effect merged the counts first
		// differ at depth 12.
		{11, true, startPerft[11]},
		{12, true, 388617999},
		{13, true, 1766564893},
	}
	for _, tt := range tests {
		start := time.Now()
		if got := Perft(Start(), tt.depth, tt.unique); got != tt.want {
			t.Errorf("perft(%d, unique %v) = %d, want %d", tt.depth, tt.unique, got, tt.want)
		}
		t.Logf("depth %d unique %v: %v", tt.depth, tt.unique, time.Since(start))
	}
}

// TestPerftUniqueCircuit pins the position where unique counting first
// matters: White's king on 2 can capture 6, 14, 15 and 7 round the
// circuit either way and come home to 2.
func TestPerftUniqueCircuit(t *testing.T) {
	p := circuitPosition(t)
	moves := p.LegalMoves()
	names := map[string]bool{}
	for _, m := range moves {
		names[m.String()] = true
	}
	for _, want := range []string{"2x9x18x11x2", "2x11x18x9x2"} {
		if !names[want] {
			t.Errorf("Moves lacks the circuit %s: %v", want, moves)
		}
	}
	tests := []struct {
		depth  int
		unique bool
		want   uint64
	}{
		{1, false, 4},
		{1, true, 3},
	}
	for _, tt := range tests {
		if got := Perft(p, tt.depth, tt.unique); got != tt.want {
			t.Errorf("perft(%d, unique %v) = %d, want %d", tt.depth, tt.unique, got, tt.want)
		}
	}
	ref := refFromPosition(&p)
	for d := 2; d <= 4; d++ {
		for _, unique := range []bool{false, true} {
			if got, want := Perft(p, d, unique), ref.perft(d, unique); got != want {
				t.Errorf("perft(%d, unique %v) = %d, reference %d", d, unique, got, want)
			}
		}
	}
	// Divide merges the two circuits into one root move.
	divMoves, counts := PerftDivide(p, 1, true)
	if len(divMoves) != 3 || len(counts) != 3 {
		t.Errorf("unique divide has %d moves, want 3: %v", len(divMoves), divMoves)
	}
}

// TestPerftAllocations guards the speed work: the tree walk itself must
// not allocate, so the allocations of a perft call do not grow with the
// size of the tree.
func TestPerftAllocations(t *testing.T) {
	p := circuitPosition(t) // captures at the root and below
	for _, unique := range []bool{false, true} {
		shallow := testing.AllocsPerRun(5, func() { Perft(p, 5, unique) })
		deep := testing.AllocsPerRun(5, func() { Perft(p, 7, unique) })
		if deep != shallow {
			t.Errorf("unique %v: perft allocates %v times at depth 7, %v at depth 5", unique, deep, shallow)
		}
	}
	buf := make([]Move, 0, 64)
	q := Start()
	if n := testing.AllocsPerRun(100, func() {
		for _, m := range q.Moves(buf[:0]) {
			_ = q.Play(m)
		}
	}); n != 0 {
		t.Errorf("Moves into a large enough buffer and Play allocate %v times", n)
	}
}

// BenchmarkPerft measures the move generator the way perft programs are
// compared: leaves per second from the start position, single-threaded,
// with the last ply bulk counted.
func BenchmarkPerft(b *testing.B) {
	for _, bm := range []struct {
		name   string
		depth  int
		unique bool
	}{
		{"depth9", 9, false},
		{"depth10", 10, false},
		{"depth10unique", 10, true},
	} {
		b.Run(bm.name, func(b *testing.B) {
			var leaves uint64
			start, cpu := time.Now(), processCPU()
			for b.Loop() {
				leaves += Perft(Start(), bm.depth, bm.unique)
			}
			reportLeaves(b, leaves, time.Since(start), processCPU()-cpu)
		})
	}
}

// BenchmarkMovesPlay measures the public generator and Play, the path
// that search takes, on the positions of the perft tree to depth 7.
func BenchmarkMovesPlay(b *testing.B) {
	bufs := make([][]Move, 8)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 64)
	}
	var leaves uint64
	start, cpu := time.Now(), processCPU()
	for b.Loop() {
		leaves += movesPlayWalk(Start(), 7, bufs)
	}
	reportLeaves(b, leaves, time.Since(start), processCPU()-cpu)
}

// movesPlayWalk is perft through Moves and Play only, one move buffer
// per depth. The position is passed by value so that it stays on the
// stack.
func movesPlayWalk(p Position, depth int, bufs [][]Move) uint64 {
	moves := p.Moves(bufs[depth][:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += movesPlayWalk(p.Play(m), depth-1, bufs)
	}
	return n
}

// reportLeaves reports leaves per second of wall time and, where the
// platform measures it, per second of CPU time.
func reportLeaves(b *testing.B, leaves uint64, wall, cpu time.Duration) {
	b.ReportMetric(float64(leaves)/wall.Seconds(), "leaves/s")
	if cpu > 0 {
		b.ReportMetric(float64(leaves)/cpu.Seconds(), "leaves/cpu-s")
	}
}
