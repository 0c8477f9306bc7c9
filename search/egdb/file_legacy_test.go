package egdb

import (
	"bytes"
	"compress/flate"
	"context"
	"crypto/sha256"
	"os"
	"path/filepath"
	"testing"
)

// saveLegacy writes the slices of n pieces of db in the format of
// earlier versions, as they did.
func saveLegacy(t *testing.T, db *DB, dir string, n int) {
	t.Helper()
	slices := slicesOf(n)
	h := legacyHeader(n, slices)
	sum := sha256.New()
	sum.Write(h)
	for _, s := range slices {
		sum.Write(db.table(s).vals)
	}
	var buf bytes.Buffer
	buf.Write(h)
	buf.Write(sum.Sum(nil))
	zw, err := flate.NewWriter(&buf, flate.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range slices {
		zw.Write(db.table(s).vals)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, LegacyFileName(n)), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestLegacyFiles: a directory holding the earlier compressed files is
// read as it was (the mapped file of 2 pieces beside the compressed one
// of 3 is fine too), a damaged one is refused, and OpenOrBuild converts
// the compressed files into mapped ones with the same values, solving
// nothing.
func TestLegacyFiles(t *testing.T) {
	db := small(t, 3)
	dir := t.TempDir()
	saveLegacy(t, db, dir, 1)
	if err := db.Save(dir, 2); err != nil {
		t.Fatal(err)
	}
	saveLegacy(t, db, dir, 3)
	if !Present(dir) {
		t.Fatal("Present does not see the compressed files")
	}
	got, err := Open(dir, 3)
	if err != nil {
		t.Fatal(err)
	}
	sameValues(t, db, got, 3)
	path := filepath.Join(dir, LegacyFileName(3))
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	bad := append([]byte(nil), good...)
	bad[len(bad)-len(bad)/3] ^= 0x10
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenLargest(dir); !isCorrupt(err) {
		t.Fatalf("a damaged compressed file: %v, want a CorruptError", err)
	}
	if err := os.WriteFile(path, good, 0o644); err != nil {
		t.Fatal(err)
	}
	var notes []string
	conv, err := OpenOrBuild(context.Background(), dir, 3, 2, func(e Event) {
		if e.Note != "" {
			notes = append(notes, e.Note)
		} else {
			t.Errorf("OpenOrBuild solved something: %+v", e.Progress)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 2 {
		t.Fatalf("notes %q, want the conversions of the 1- and 3-piece files", notes)
	}
	sameValues(t, db, conv, 3)
	for _, n := range []int{1, 3} {
		if _, err := os.Stat(filepath.Join(dir, FileName(n))); err != nil {
			t.Errorf("no mapped file of %d pieces after the conversion: %v", n, err)
		}
	}
	again, err := Open(dir, 3)
	if err != nil {
		t.Fatal(err)
	}
	sameValues(t, db, again, 3)
}
