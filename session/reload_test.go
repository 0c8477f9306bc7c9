package session

import (
	"os"
	"path/filepath"
	"testing"
)

// TestLoadSameFileTwice: reading a file again (a game saved twice, a
// file reopened after an edit) replaces its games in the entries rather
// than listing them twice; pasted PDN is always added.
func TestLoadSameFileTwice(t *testing.T) {
	s := newSession(t)
	file := filepath.Join(t.TempDir(), "g.pdn")
	if err := os.WriteFile(file, []byte("[Event \"one\"]\n1. 11-15 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before := len(s.Entries())
	for range 2 {
		if _, err := s.LoadPDNFile(file); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(s.Entries()) - before; got != 1 {
		t.Fatalf("the file read twice gives %d entries, want 1", got)
	}
	if err := os.WriteFile(file, []byte("[Event \"one\"]\n1. 11-15 *\n\n[Event \"two\"]\n1. 9-13 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LoadPDNFile(file); err != nil {
		t.Fatal(err)
	}
	if got := len(s.Entries()) - before; got != 2 {
		t.Fatalf("the file grown to two games gives %d entries, want 2", got)
	}
	for range 2 {
		if _, err := s.LoadPDNText("[Event \"p\"]\n1. 11-15 *\n"); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(s.Entries()) - before; got != 4 {
		t.Fatalf("two pastes: %d entries, want 4", got)
	}
}
