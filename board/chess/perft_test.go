package chess

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"frontier/board"
)

// perftRecord is one position of the shared perft file with its counts
// by depth.
type perftRecord struct {
	id     string
	fen    string
	counts map[int]uint64
}

// sharedPerft reads ../shared/data/chess-perft.epd next to the
// repository (/work/shared/data from /work/<worktree>/board/chess),
// skipping the test when it is absent; knownPerft below keeps the
// smaller counts so that the generator is checked either way.
func sharedPerft(t testing.TB) []perftRecord {
	t.Helper()
	path := filepath.Join("..", "..", "..", "shared", "data", "chess-perft.epd")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("shared perft file not available (%v); TestPerftKnown checks the smaller counts", err)
	}
	defer f.Close()
	var recs []perftRecord
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := ParseEPD(line)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		r := perftRecord{id: e.ID(), fen: e.Pos.FEN(), counts: map[int]uint64{}}
		for _, op := range e.Ops {
			if len(op.Name) == 2 && op.Name[0] == 'D' {
				d, err1 := strconv.Atoi(op.Name[1:])
				n, err2 := strconv.ParseUint(op.Operands[0], 10, 64)
				if err1 != nil || err2 != nil || len(op.Operands) != 1 {
					t.Fatalf("%s: bad count %v", path, op)
				}
				r.counts[d] = n
			}
		}
		if len(r.counts) == 0 {
			t.Fatalf("%s: no counts in %q", path, line)
		}
		recs = append(recs, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(recs) < 7 {
		t.Fatalf("%s: %d positions, want the 7 standard ones", path, len(recs))
	}
	return recs
}

// TestPerftShared checks every count of the shared file: about 130
// million leaves, a few seconds. With -short, or under the race
// detector, counts above two million are left out.
func TestPerftShared(t *testing.T) {
	limit := uint64(1 << 62)
	if testing.Short() || raceEnabled {
		limit = 2_000_000
	}
	for _, r := range sharedPerft(t) {
		p, err := ParseFEN(r.fen)
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= 10; d++ {
			want, ok := r.counts[d]
			if !ok || want > limit {
				continue
			}
			if got := Perft(p, d); got != want {
				t.Errorf("%s perft(%d) = %d, want %d", r.id, d, got, want)
			}
		}
	}
}

// knownPerft are counts from the chessprogramming wiki's "Perft Results"
// page (also in the shared file), kept here so the test runs without it.
var knownPerft = []struct {
	fen   string
	depth int
	want  uint64
}{
	{StartFEN, 4, 197281},
	{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},
	{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
	{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333},
	{"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333},
	{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379},
	{"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890},
}

func TestPerftKnown(t *testing.T) {
	for _, c := range knownPerft {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := Perft(p, c.depth); got != c.want {
			t.Errorf("%s perft(%d) = %d, want %d", c.fen, c.depth, got, c.want)
		}
	}
}

// TestPerftGeneric checks the generic board.Perft through Rules, which
// plays every move, against the bulk-counting Perft, and that every
// key Play keeps incrementally equals the key computed from scratch.
func TestPerftGeneric(t *testing.T) {
	for _, c := range knownPerft {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		d := min(c.depth, 3)
		if got, want := board.Perft(Rules{}, p, d), Perft(p, d); got != want {
			t.Errorf("%s: board.Perft(%d) = %d, Perft %d", c.fen, d, got, want)
		}
		checkKeys(t, p, 3)
	}
}

// checkKeys walks the tree below p to depth, checking each position's
// key and its move count against the generated list.
func checkKeys(t *testing.T, p Position, depth int) {
	t.Helper()
	if p.key != p.computeKey() {
		t.Fatalf("%s: key %x, from scratch %x", p.FEN(), p.key, p.computeKey())
	}
	moves := p.LegalMoves()
	if len(moves) != p.countMoves() {
		t.Fatalf("%s: %d moves generated, %d counted", p.FEN(), len(moves), p.countMoves())
	}
	checkGenerators(t, &p)
	if depth == 0 {
		return
	}
	for _, m := range moves {
		q := p.Play(m)
		// PlayTo writes the same position over whatever its target
		// held, and in place (onto p itself).
		dirty, self := p.Mirror(), p
		p.PlayTo(&dirty, m)
		self.PlayTo(&self, m)
		if dirty != q || self != q {
			t.Fatalf("%s %v: PlayTo gives %s and in place %s, Play %s", p.FEN(), m, dirty.FEN(), self.FEN(), q.FEN())
		}
		checkKeys(t, q, depth-1)
	}
}

var benchDepth = flag.Int("chess.depth", 6, "depth of BenchmarkPerftStart: 6 or 7")

// startPerft are the initial position's counts the benchmark checks
// (chessprogramming wiki, "Perft Results").
var startPerft = map[int]uint64{6: 119060324, 7: 3195901860}

// BenchmarkPerftStart is perft 6 of the initial position (7 with
// -chess.depth 7) with bulk counting, single-threaded; it reports leaves
// per second.
func BenchmarkPerftStart(b *testing.B) {
	want, ok := startPerft[*benchDepth]
	if !ok {
		b.Fatalf("-chess.depth %d: the benchmark knows depths 6 and 7", *benchDepth)
	}
	p := New()
	var n uint64
	for b.Loop() {
		n = Perft(p, *benchDepth)
	}
	if n != want {
		b.Fatalf("perft(%d) = %d, want %d", *benchDepth, n, want)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftKiwipete is perft 5 of Kiwipete (193,690,690 leaves:
// the chessprogramming wiki's count), the deepest check of castling,
// en passant and promotions outside the tests.
func BenchmarkPerftKiwipete(b *testing.B) {
	p, _ := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	var n uint64
	for b.Loop() {
		n = Perft(p, 5)
	}
	if n != 193690690 {
		b.Fatalf("perft(5) = %d, want 193690690", n)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// TestMirror checks that the colour-flipped mirror of each position has
// the same perft and a key in step: the generator treats both colours
// alike.
func TestMirror(t *testing.T) {
	for _, c := range knownPerft {
		p := mustFEN(t, c.fen)
		q := p.Mirror()
		if q.key != q.computeKey() {
			t.Fatalf("%s: mirror's key out of step", c.fen)
		}
		if back := q.Mirror(); back != p {
			t.Fatalf("%s: mirrored twice is %s", c.fen, back.FEN())
		}
		d := min(c.depth, 3)
		if a, b := Perft(p, d), Perft(q, d); a != b {
			t.Errorf("%s: perft(%d) %d, mirrored %s: %d", c.fen, d, a, q.FEN(), b)
		}
	}
}
