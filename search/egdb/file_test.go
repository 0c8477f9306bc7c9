package egdb

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestSaveOpen(t *testing.T) {
	db := small(t, 3)
	dir := t.TempDir()
	for k := 1; k <= 3; k++ {
		if err := db.Save(dir, k); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Open(dir, 3)
	if err != nil {
		t.Fatal(err)
	}
	sameValues(t, db, got, 3)
	if _, err := Open(dir, 4); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Open of a missing 4-piece file: %v, want not exist", err)
	}
	if l, err := OpenLargest(dir); err != nil || l.Pieces() != 3 {
		t.Fatalf("OpenLargest: %v, %v", l, err)
	}
}

// TestCorruptFileDetected alters one byte of the tables, or cuts the
// file short, and expects the load to refuse it; OpenOrBuild then
// rebuilds the file.
func TestCorruptFileDetected(t *testing.T) {
	db := small(t, 3)
	dir := t.TempDir()
	for k := 1; k <= 3; k++ {
		if err := db.Save(dir, k); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, FileName(3))
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string][]byte{
		"flipped byte": func() []byte {
			b := append([]byte(nil), good...)
			b[len(b)-len(b)/3] ^= 0x10
			return b
		}(),
		"truncated":    good[:len(good)/2],
		"header":       append([]byte("XXEGDB01"), good[8:]...),
		"extra at end": append(append([]byte(nil), good...), 1, 2, 3),
	} {
		if err := os.WriteFile(path, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		var ce *CorruptError
		if _, err := Open(dir, 3); !errors.As(err, &ce) {
			t.Errorf("%s: Open gave %v, want a CorruptError", name, err)
		}
	}
	var notes []string
	re, err := OpenOrBuild(context.Background(), dir, 3, 2, func(e Event) {
		if e.Note != "" {
			notes = append(notes, e.Note)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 2 {
		t.Fatalf("notes %q, want one for the corrupt file and one for the saved file", notes)
	}
	if _, err := Open(dir, 3); err != nil {
		t.Fatalf("after the rebuild: %v", err)
	}
	sameValues(t, db, re, 3)
}

// sameValues fails unless every slice of up to n pieces holds the same
// values in want and got.
func sameValues(t *testing.T, want, got *DB, n int) {
	t.Helper()
	for _, s := range slicesUpTo(n) {
		a, err := want.table(s).values()
		if err != nil {
			t.Fatal(err)
		}
		b, err := got.table(s).values()
		if err != nil {
			t.Fatal(err)
		}
		if string(a) != string(b) {
			t.Fatalf("slice %v differs", s)
		}
	}
}

func isCorrupt(err error) bool {
	var ce *CorruptError
	return errors.As(err, &ce)
}

// TestOpenReadsOnDemand: OpenLargest reads no table; a probe reads the
// slice of its position and no other; a damaged slice is found on its
// first use, answers no probe and is reported by Err, while the others
// still answer; Check and Open find it without a probe.
func TestOpenReadsOnDemand(t *testing.T) {
	db := small(t, 3)
	dir := t.TempDir()
	for k := 1; k <= 3; k++ {
		if err := db.Save(dir, k); err != nil {
			t.Fatal(err)
		}
	}
	lazy, err := OpenLargest(dir)
	if err != nil || lazy.Pieces() != 3 {
		t.Fatalf("OpenLargest: %v, %v", lazy, err)
	}
	ready := func(d *DB) (n int) {
		for _, s := range slicesUpTo(3) {
			if d.table(s).ready.Load() {
				n++
			}
		}
		return n
	}
	if n := ready(lazy); n != 0 {
		t.Fatalf("OpenLargest read %d tables", n)
	}
	p := mustFEN(t, "W:WK14,K15:BK23") // White to move: stored as Black's 0m2k-0m1k
	if v, ok := lazy.Probe(&p); !ok || v.Result != Win {
		t.Fatalf("probe: %v, %v", v, ok)
	}
	if n := ready(lazy); n != 1 || !lazy.table(Slice{BK: 2, WK: 1}).ready.Load() {
		t.Fatalf("one probe read %d tables", n)
	}

	// Damage the middle of slice 0m1k-0m2k (Black to move, one king
	// against two).
	path := filepath.Join(dir, FileName(3))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	slices := slicesOf(3)
	off := alignUp(uint64(headerLen(len(slices))))
	var damaged Slice
	for _, s := range slices {
		if s == (Slice{BK: 1, WK: 2}) {
			data[off+s.Size()/2] ^= 0x10
			damaged = s
			break
		}
		off += s.Size()
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	lazy, err = OpenLargest(dir)
	if err != nil {
		t.Fatalf("OpenLargest of a file with a damaged table: %v", err)
	}
	if lazy.Err() != nil {
		t.Fatalf("Err before any probe: %v", lazy.Err())
	}
	if v, ok := lazy.Probe(&p); !ok || v.Result != Win {
		t.Fatalf("probe of a sound slice: %v, %v", v, ok)
	}
	q := mustFEN(t, "B:WK14,K15:BK23")
	if sliceOf(masksOf(&q)) != damaged {
		t.Fatalf("%s is in slice %v, not %v", q.FEN(), sliceOf(masksOf(&q)), damaged)
	}
	if v, ok := lazy.Probe(&q); ok {
		t.Fatalf("probe of the damaged slice answered %v", v)
	}
	if err := lazy.Err(); !isCorrupt(err) || !strings.Contains(err.Error(), damaged.String()) {
		t.Fatalf("Err = %v, want a CorruptError naming %v", err, damaged)
	}
	if _, ok := lazy.Probe(&q); ok {
		t.Fatal("the damaged slice answered its second probe")
	}
	again, err := OpenLargest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := again.Check(); !isCorrupt(err) {
		t.Fatalf("Check = %v, want a CorruptError", err)
	}
	if _, err := Open(dir, 3); !isCorrupt(err) {
		t.Fatalf("Open = %v, want a CorruptError", err)
	}
}

// TestConcurrentFirstProbes: goroutines probing a freshly opened
// database at once all get the values (under -race: no data race on a
// table read on first use).
func TestConcurrentFirstProbes(t *testing.T) {
	db := small(t, 3)
	dir := t.TempDir()
	for k := 1; k <= 3; k++ {
		if err := db.Save(dir, k); err != nil {
			t.Fatal(err)
		}
	}
	lazy, err := OpenLargest(dir)
	if err != nil {
		t.Fatal(err)
	}
	ps := benchPositions(3, 256)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range ps {
				p := &ps[(i+64*g)%len(ps)]
				want, _ := db.Probe(p)
				if got, ok := lazy.Probe(p); !ok || got != want {
					t.Errorf("%s: %v, %v; want %v", p.FEN(), got, ok, want)
					return
				}
			}
		}()
	}
	wg.Wait()
}
