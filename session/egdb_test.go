package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/search/egdb"
)

// TestEgdbNote: with a database in the user's cache nothing is said;
// without one the workstation says so once, with how to build it.
func TestEgdbNote(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", t.TempDir())
	dir, err := egdb.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, egdb.FileName(1))
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if n := EgdbNote(); n != "" {
		t.Errorf("with a database: %q", n)
	}
	os.Remove(file)
	if n := EgdbNote(); !strings.Contains(n, "no endgame database in "+dir) || !strings.Contains(n, "frontier egdb build --pieces 5") {
		t.Errorf("without a database: %q", n)
	}
	if n := EgdbNote(); n != "" {
		t.Errorf("said twice: %q", n)
	}
}
