package egdb

import (
	"math/rand/v2"
	"os"
	"testing"

	"frontier/board/checkers"
)

// benchPositions draws count positions of exactly n pieces, side to move
// at random, from the slices of n pieces: the probes a search makes
// touch many slices and indices far apart.
func benchPositions(n, count int) []checkers.Position {
	r := rand.New(rand.NewPCG(27, uint64(n)))
	slices := slicesOf(n)
	out := make([]checkers.Position, 0, count)
	for len(out) < count {
		s := slices[r.IntN(len(slices))]
		bm, bk, wm, wk, ok := s.unindex(r.Uint64N(s.Size()))
		if !ok {
			continue
		}
		p := positionOf(bm, bk, wm, wk)
		if r.IntN(2) == 1 {
			p = positionOf(flip(bm, bk, wm, wk))
			p.SetSideToMove(checkers.White)
		}
		out = append(out, p)
	}
	return out
}

// benchProbe probes ps round and round and reports the time a probe.
func benchProbe(b *testing.B, db *DB, ps []checkers.Position) {
	for i := range ps { // every slice touched before the clock starts
		if _, ok := db.Probe(&ps[i]); !ok {
			b.Fatalf("%s: not in the database", ps[i].FEN())
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		db.Probe(&ps[i%len(ps)])
	}
}

// BenchmarkProbe is the price of one database probe in a search (the
// 3-piece database, built in memory).
func BenchmarkProbe(b *testing.B) {
	benchProbe(b, small(b, 3), benchPositions(3, 1<<12))
}

// BenchmarkProbe5 probes 5-piece positions of the database in
// FRONTIER_EGDB (a directory built by frontier egdb build --pieces 5),
// opened as the engines open it (Load); skipped without one.
func BenchmarkProbe5(b *testing.B) {
	dir := os.Getenv("FRONTIER_EGDB")
	if dir == "" {
		b.Skip("FRONTIER_EGDB names no database directory")
	}
	db, err := Load(dir)
	if err != nil || db == nil || db.Pieces() < 5 {
		b.Fatalf("FRONTIER_EGDB=%s: %v, %v", dir, db, err)
	}
	benchProbe(b, db, benchPositions(5, 1<<16))
}

// BenchmarkOpenFirstProbe5 opens the database of FRONTIER_EGDB as the
// engines do and probes one position of its largest 5-piece slice: the
// price of a database that a process has not used yet (its pages may
// already be in the operating system's cache). Each iteration maps the
// files anew. Skipped without FRONTIER_EGDB.
func BenchmarkOpenFirstProbe5(b *testing.B) {
	dir := os.Getenv("FRONTIER_EGDB")
	if dir == "" {
		b.Skip("FRONTIER_EGDB names no database directory")
	}
	var big Slice
	for _, s := range slicesOf(5) {
		if s.Size() > big.Size() {
			big = s
		}
	}
	var p checkers.Position
	for i := uint64(0); ; i++ {
		if bm, bk, wm, wk, ok := big.unindex(big.Size()/2 + i); ok {
			p = positionOf(bm, bk, wm, wk)
			break
		}
	}
	b.Logf("largest slice %v, %d bytes; probing %s", big, big.Size(), p.FEN())
	for i := 0; i < b.N; i++ {
		db, err := OpenLargest(dir)
		if err != nil || db == nil {
			b.Fatalf("FRONTIER_EGDB=%s: %v, %v", dir, db, err)
		}
		if _, ok := db.Probe(&p); !ok {
			b.Fatal(db.Err())
		}
	}
}
