package othello

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// perftDeep enables the slow depths of the shared tables (8×8 to 11, 6×6
// to 12: about 35 seconds in all): go test ./board/othello -run PerftDeep
// -othello.deep, or set FRONTIER_PERFT_DEEP=1 when the flag cannot be
// passed (go test ./...).
var perftDeep = flag.Bool("othello.deep", false, "run Othello perft to the deepest depths of the shared tables")

// perftRow is one row of a shared perft table.
type perftRow struct {
	depth                        int
	perft, sequences, endedEarly uint64
}

// Counts kept here so that the tests run without the shared directory;
// the first rows with a finished game are included, so the convention for
// finished games is checked either way.
var (
	perft8 = []perftRow{
		{1, 4, 4, 0}, {2, 12, 12, 0}, {3, 56, 56, 0}, {4, 244, 244, 0},
		{5, 1396, 1396, 0}, {6, 8200, 8200, 0}, {7, 55092, 55092, 0},
		{8, 390216, 390216, 0}, {9, 3005288, 3005288, 0},
		{10, 24571284, 24571056, 228},
	}
	perft6 = []perftRow{
		{1, 4, 4, 0}, {2, 12, 12, 0}, {3, 56, 56, 0}, {4, 244, 244, 0},
		{5, 1364, 1364, 0}, {6, 7604, 7604, 0}, {7, 47740, 47740, 0},
		{8, 308716, 308716, 0}, {9, 2114912, 2114912, 0},
		{10, 14976792, 14976684, 108},
	}
)

// sharedTable reads a perft table from the project's shared data next to
// the repository (/work/shared/data from /work/<worktree>/board/othello).
// It skips the test when the file is absent.
func sharedTable(t *testing.T, name string) []perftRow {
	t.Helper()
	path := filepath.Join("..", "..", "..", "shared", "data", name)
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("shared perft table not available (%v); the hard-coded counts are checked by TestPerftKnown", err)
	}
	defer f.Close()
	var rows []perftRow
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") || strings.HasPrefix(text, "depth") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 4 {
			t.Fatalf("%s:%d: %d fields, want 4 (depth, perft, sequences, ended_before)", path, line, len(fields))
		}
		var nums [4]uint64
		for i, s := range fields {
			if nums[i], err = strconv.ParseUint(s, 10, 64); err != nil {
				t.Fatalf("%s:%d: field %d: %v", path, line, i+1, err)
			}
		}
		rows = append(rows, perftRow{int(nums[0]), nums[1], nums[2], nums[3]})
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", path)
	}
	return rows
}

// maxDepth is how deep the ordinary test run goes: each depth well under
// a second (depth 10, the first with finished games, about 0.3 s with its
// split), fewer under -short and -race.
func maxDepth() int {
	switch {
	case raceEnabled, testing.Short():
		return 9
	}
	return 10 // the first depth with finished games
}

// checkPerft compares Perft and its two parts with a table up to depth
// max.
func checkPerft(t *testing.T, name string, p Position, rows []perftRow, lo, hi int) {
	t.Helper()
	for _, r := range rows {
		if r.depth < lo || r.depth > hi {
			continue
		}
		start := time.Now()
		if got := Perft(p, r.depth); got != r.perft {
			t.Errorf("%s perft(%d) = %d, want %d", name, r.depth, got, r.perft)
		}
		seq, ended := perftSplit(p.discs[p.side], p.discs[p.side^1], boardMask(p.size), r.depth)
		if seq != r.sequences || ended != r.endedEarly {
			t.Errorf("%s depth %d: %d sequences and %d ended before, want %d and %d",
				name, r.depth, seq, ended, r.sequences, r.endedEarly)
		}
		t.Logf("%s depth %d: %v", name, r.depth, time.Since(start))
	}
}

// TestPerftKnown checks the hard-coded counts, to depth 9 when the shared
// table is there to take the deeper ones (TestPerftShared) and to depth
// 10, the first with finished games, when it is not.
func TestPerftKnown(t *testing.T) {
	hi := min(maxDepth(), 9)
	if _, err := os.Stat(filepath.Join("..", "..", "..", "shared", "data", "othello-perft.tsv")); err != nil {
		hi = maxDepth()
	}
	checkPerft(t, "8×8", New8(), perft8, 0, hi)
	checkPerft(t, "6×6", New6(), perft6, 0, hi)
}

func TestPerftShared(t *testing.T) {
	checkPerft(t, "8×8", New8(), sharedTable(t, "othello-perft.tsv"), 0, maxDepth())
	checkPerft(t, "6×6", New6(), sharedTable(t, "othello6x6-perft.tsv"), 0, maxDepth())
}

func TestPerftDeep(t *testing.T) {
	if !*perftDeep && os.Getenv("FRONTIER_PERFT_DEEP") == "" {
		t.Skip("slow; enable with -othello.deep or FRONTIER_PERFT_DEEP=1")
	}
	checkPerft(t, "8×8", New8(), sharedTable(t, "othello-perft.tsv"), maxDepth()+1, 99)
	checkPerft(t, "6×6", New6(), sharedTable(t, "othello6x6-perft.tsv"), maxDepth()+1, 99)
}

// TestPerftDivide checks that the divide adds up and goes through the
// public Moves and Play, including the pass.
func TestPerftDivide(t *testing.T) {
	for _, p := range []Position{New8(), New6()} {
		moves, counts := PerftDivide(p, 5)
		var sum uint64
		for _, c := range counts {
			sum += c
		}
		if want := Perft(p, 5); sum != want || len(moves) != 4 {
			t.Errorf("%d×%d divide: %d moves summing to %d, want 4 and %d", p.Size(), p.Size(), len(moves), sum, want)
		}
	}
}

// TestPerftAllocations guards the speed work: the perft walk and the
// public Moves and Play path do not allocate.
func TestPerftAllocations(t *testing.T) {
	if n := testing.AllocsPerRun(5, func() { Perft(New8(), 5) }); n != 0 {
		t.Errorf("Perft allocates %v times", n)
	}
	buf := make([]Move, 0, 32)
	q := New8()
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
		name  string
		p     Position
		depth int
	}{
		{"8x8/depth9", New8(), 9},
		{"6x6/depth9", New6(), 9},
	} {
		b.Run(bm.name, func(b *testing.B) {
			var leaves uint64
			start := time.Now()
			for b.Loop() {
				leaves += Perft(bm.p, bm.depth)
			}
			b.ReportMetric(float64(leaves)/time.Since(start).Seconds(), "leaves/s")
		})
	}
}

// BenchmarkMovesPlay measures the path that search takes, Moves and Play
// with the incremental key, on the 8×8 perft tree to depth 7.
func BenchmarkMovesPlay(b *testing.B) {
	bufs := make([][]Move, 8)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 32)
	}
	var leaves uint64
	start := time.Now()
	for b.Loop() {
		leaves += movesPlayWalk(New8(), 7, bufs)
	}
	b.ReportMetric(float64(leaves)/time.Since(start).Seconds(), "leaves/s")
}

// movesPlayWalk is perft through Moves and Play only, one move buffer
// per depth.
func movesPlayWalk(p Position, depth int, bufs [][]Move) uint64 {
	if depth == 0 {
		return 1
	}
	moves := p.Moves(bufs[depth][:0])
	if len(moves) == 0 {
		return 1 // finished game
	}
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += movesPlayWalk(p.Play(m), depth-1, bufs)
	}
	return n
}
