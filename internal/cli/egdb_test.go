package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/search/egdb"
)

// runEgdb runs "frontier egdb <args>" in-process and returns its
// standard output, its standard error and its error.
func runEgdb(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	root := New()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(append([]string{"egdb"}, args...))
	err := root.Execute()
	return out.String(), errOut.String(), err
}

// TestEgdbBuildProbe builds the 3-piece database in a temporary
// directory, probes known endings, then damages a file and probes again:
// the file is rebuilt and the answer is the same.
func TestEgdbBuildProbe(t *testing.T) {
	dir := t.TempDir()
	out, progress, err := runEgdb(t, "build", "--pieces", "3", "--dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "verified every position") || !strings.Contains(out, "database of up to 3 pieces") {
		t.Fatalf("build printed %q", out)
	}
	if !strings.Contains(progress, "3 pieces: slice") || !strings.Contains(progress, "saved ") {
		t.Fatalf("build progress %q", progress)
	}
	for fen, want := range map[string]string{
		"W:WK14,K15:BK23": "win in ",
		"B:WK14,K15:BK23": "loss in ",
		"W:WK1:BK32":      "draw, best ",
		"B:WK20:B":        "loss in 0 plies (no legal move)",
	} {
		out, _, err := runEgdb(t, "probe", "--dir", dir, "--fen", fen)
		if err != nil || !strings.HasPrefix(out, want) {
			t.Errorf("probe %s: %q, %v; want %q...", fen, out, err, want)
		}
	}
	path := filepath.Join(dir, egdb.FileName(3))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 1
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, progress, err = runEgdb(t, "probe", "--dir", dir, "--fen", "W:WK14,K15:BK23")
	if err != nil || !strings.HasPrefix(out, "win in ") || !strings.Contains(progress, "is corrupt") {
		t.Fatalf("probe with a corrupt file: %q, %q, %v", out, progress, err)
	}
}

func TestEgdbErrors(t *testing.T) {
	empty := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"probe", "--dir", empty}, "give the position with --fen"},
		{[]string{"probe", "--dir", empty, "--fen", "X:W1"}, "bad --fen"},
		{[]string{"probe", "--dir", empty, "--fen", "B:W5:B1"}, "no endgame database in " + empty},
		{[]string{"build", "--dir", empty, "--pieces", "9"}, "bad --pieces 9"},
		{[]string{"build", "--dir", empty, "--pieces", "2", "--workers", "0"}, "bad --workers 0"},
	} {
		_, _, err := runEgdb(t, c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error with %q", c.args, err, c.want)
		}
	}
	dir := t.TempDir()
	if _, _, err := runEgdb(t, "build", "--pieces", "2", "--dir", dir, "--verify=false"); err != nil {
		t.Fatal(err)
	}
	_, _, err := runEgdb(t, "probe", "--dir", dir, "--fen", "B:W5,6:B1")
	if err == nil || !strings.Contains(err.Error(), "has 3 pieces; the database in "+dir+" covers up to 2") {
		t.Errorf("probe of 3 pieces in a 2-piece database: %v", err)
	}
}

// TestSearchCorruptEgdb: a database whose 3-piece tables are damaged
// opens (only headers are read), the search of a 3-piece position goes
// on without those slices, and the command says on stderr which file is
// corrupt and how to rebuild it.
func TestSearchCorruptEgdb(t *testing.T) {
	dir := saveEgdb(t, 3)
	path := filepath.Join(dir, egdb.FileName(3))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 4096; i < len(data); i++ { // the tables start at the first page boundary
		data[i] ^= 1
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, err := runCLI(t, "search", "--fen", "B:WK32:BK14,K18", "--depth", "3", "--hash", "1", "--egdb", dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "best ") || strings.Contains(out, "db win") {
		t.Errorf("search with damaged 3-piece tables:\n%s", out)
	}
	if !strings.Contains(errOut, path+" is corrupt") || !strings.Contains(errOut, "frontier egdb build --pieces 3") {
		t.Errorf("stderr %q does not name the corrupt file and the rebuild", errOut)
	}
}
