package egdb

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
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
	for _, s := range slicesUpTo(3) {
		a, b := db.table(s).vals, got.table(s).vals
		if string(a) != string(b) {
			t.Fatalf("slice %v differs after a save and a load", s)
		}
	}
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
	if string(re.table(Slice{BK: 2, WK: 1}).vals) != string(db.table(Slice{BK: 2, WK: 1}).vals) {
		t.Fatal("the rebuilt database differs")
	}
}
