package cli

import (
	"context"
	"strings"
	"testing"

	"frontier/search/egdb"
)

// saveEgdb builds the whole database of up to n pieces into a new
// directory (3 pieces take well under a second).
func saveEgdb(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	db, err := egdb.Build(context.Background(), n, nil, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k := 1; k <= n; k++ {
		if err := db.Save(dir, k); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestMatchCommandEgdb: two kings against a king in the double corner,
// Black to move, is a database win in 23 plies. Searching one ply a move
// the engines draw it by the 40-move rule without the database; with it
// the side with two kings wins both games, in exactly 23 plies. Without
// --egdb and without a database in the user's cache the match says so
// once.
func TestMatchCommandEgdb(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	dir := saveEgdb(t, 3)
	const fen = "B:WK32:BK14,K18"
	args := []string{"--a", "seq", "--b", "seq", "--fen", fen, "--depth", "1", "--games", "2", "--hash", "1"}
	out, err := runMatchCommand(t, append(args, "--egdb", dir)...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	lines := strings.Split(out, "\n")
	if len(lines) < 3 {
		t.Fatalf("output:\n%s", out)
	}
	for _, l := range lines[1:3] {
		if !strings.Contains(l, " 1-0 ") || !strings.Contains(l, "no legal moves") || !strings.Contains(l, " 23 plies") {
			t.Errorf("with the database, game line %q: want Black to win in 23 plies", l)
		}
	}
	if strings.Contains(out, "no endgame database") {
		t.Errorf("a database was given, yet:\n%s", out)
	}

	out, err = runMatchCommand(t, append(args, "--egdb", "off")...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if n := strings.Count(out, "1/2-1/2 A draw  40-move rule"); n != 2 {
		t.Errorf("without the database %d games drawn by the 40-move rule, want 2 (the test shows nothing otherwise):\n%s", n, out)
	}

	out, err = runMatchCommand(t, args...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if n := strings.Count(out, "(build one with: frontier egdb build --pieces 5)"); n != 1 {
		t.Errorf("with no database in the cache the note appears %d times, want once:\n%s", n, out)
	}

	_, err = runMatchCommand(t, append(args, "--egdb", t.TempDir())...)
	if err == nil || !strings.Contains(err.Error(), "--egdb: no endgame database in") || !strings.Contains(err.Error(), "frontier egdb build") {
		t.Errorf("--egdb on an empty directory: %v", err)
	}
}
