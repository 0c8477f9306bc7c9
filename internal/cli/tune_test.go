package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A tiny tune run prints the data set, K, the errors and every weight.
func TestTuneTiny(t *testing.T) {
	out, _, err := runCLI(t, "tune", "--games", "2", "--nodes", "200", "--match1992=false", "--passes", "3", "--quiet")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"data: ", "from 2 self-play games (seed 1", "K = ", "held-out", "TrappedKing", "KingMobility"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// A tiny chess tune run prints the errors and the chess terms and writes
// the weights file.
func TestTuneChessTiny(t *testing.T) {
	path := filepath.Join(t.TempDir(), "weights_chess.go")
	out, _, err := runCLI(t, "tune", "--game", "chess", "--games", "2", "--nodes", "200", "--passes", "2", "--quiet", "--write", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"chess self-play games (seed 1", "K = ", "held-out", "KingDanger", "Passed6", "wrote "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "var chessWeights = ChessWeights{") {
		t.Errorf("written weights:\n%s", src)
	}
}

func TestTuneBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"tune", "--start", "best"},
		{"tune", "--against", "x"},
		{"tune", "--held-out", "1.5"},
		{"tune", "--step", "0"},
		{"tune", "--data", "/nonexistent/data.gob"},
		{"tune", "--game", "go"},
		{"tune", "--game", "chess", "--start", "hand"},
		{"tune", "--game", "chess", "--agree-nodes", "100"},
	} {
		if _, _, err := runCLI(t, args[0], args[1:]...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// A data set with database positions, saved and refitted without
// --egdb, writes its weights: the note in the file's header names the
// database positions without a database open (it dereferenced a nil
// database before).
func TestTuneDataWithDatabaseSamples(t *testing.T) {
	dir := t.TempDir()
	if _, _, err := runCLI(t, "egdb", "build", "--pieces", "3", "--dir", dir); err != nil {
		t.Fatal(err)
	}
	data, weights := filepath.Join(dir, "d.gob"), filepath.Join(dir, "weights.go")
	if _, _, err := runCLI(t, "tune", "--games", "2", "--nodes", "200", "--match1992=false", "--egdb", dir,
		"--db-samples", "30", "--db-pieces", "3", "--passes", "1", "--save-data", data, "--quiet"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runCLI(t, "tune", "--data", data, "--passes", "1", "--write", weights, "--quiet"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(weights)
	if err != nil || !strings.Contains(string(b), "30 database positions") {
		t.Errorf("weights written from a data set with database positions: %v\n%s", err, b)
	}
}

// --relabel-nodes labels a chess data set by deeper searches, saves it
// with its budget, and a set read back says so.
func TestTuneChessRelabel(t *testing.T) {
	data := filepath.Join(t.TempDir(), "r.gob")
	weights := filepath.Join(t.TempDir(), "weights_chess.go")
	out, _, err := runCLI(t, "tune", "--game", "chess", "--games", "2", "--nodes", "200", "--relabel-nodes", "600", "--relabel-every", "2",
		"--relabel-workers", "2", "--passes", "1", "--score-label", "1", "--save-data", data, "--write", weights, "--quiet")
	if err != nil {
		t.Fatal(err)
	}
	if src, err := os.ReadFile(weights); err != nil || !strings.Contains(string(src), "labelled by 600-node searches") {
		t.Errorf("the weights' header does not name the labels' budget: %v\n%.300s", err, src)
	}
	if !strings.Contains(out, "search scores: of a 600-node search") {
		t.Errorf("output lacks the relabelling:\n%s", out)
	}
	again, _, err := runCLI(t, "tune", "--game", "chess", "--data", data, "--passes", "1", "--score-label", "1", "--quiet")
	if err != nil {
		t.Fatal(err)
	}
	if first := strings.SplitN(out, "\n", 4); !strings.Contains(again, first[0]+"\n"+first[1]+"\n"+first[2]) {
		t.Errorf("the saved set reads otherwise:\n%s\nagainst\n%s", again, out)
	}
	for _, bad := range [][]string{{"--relabel-nodes", "1"}, {"--relabel-every", "0"}, {"--relabel-workers", "0"}} {
		args := append([]string{"tune", "--game", "chess", "--games", "1", "--nodes", "100", "--quiet"}, bad...)
		if _, _, err := runCLI(t, args[0], args[1:]...); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}
