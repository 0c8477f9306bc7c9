package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/search/tune"
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
		{"tune", "--game", "chess", "--play-keep", "--play", "2"},
		{"tune", "--play-keep", "--play-selective", "etc", "--play", "2"},
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

// --relabel-engine labels a chess data set with an outside UCI engine's
// searches: here frontier's own UCI server (this test binary). Its
// search is not the in-process relabelling's node for node (its own
// table size and iteration bookkeeping), but its labels, for White,
// must agree with those in sign wherever either is clear, and closely.
func TestTuneChessRelabelEngine(t *testing.T) {
	dir := t.TempDir()
	plain, labelled := filepath.Join(dir, "d.gob"), filepath.Join(dir, "e.gob")
	if _, _, err := runCLI(t, "tune", "--game", "chess", "--games", "2", "--nodes", "200", "--passes", "0", "--save-data", plain, "--quiet"); err != nil {
		t.Fatal(err)
	}
	t.Setenv("FRONTIER_TEST_MAIN", `["uci"]`)
	engine := "uci:" + os.Args[0] + ",Hash=8,name=self"
	out, _, err := runCLI(t, "tune", "--game", "chess", "--data", plain, "--relabel-engine", engine, "--relabel-nodes", "600",
		"--relabel-every", "3", "--relabel-workers", "2", "--passes", "0", "--score-label", "1", "--save-data", labelled, "--quiet")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "search scores: of a 600-node search of each position by self") {
		t.Errorf("output lacks the engine's labels:\n%s", out)
	}
	read := func(path string) *tune.ChessData {
		r, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		d, err := tune.DecodeChessData(r)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	d, e := read(plain), read(labelled)
	if e.LabelEngine != "self" || e.LabelNodes != 600 {
		t.Errorf("the set says its labels are %q's at %d nodes", e.LabelEngine, e.LabelNodes)
	}
	own, err := tune.RelabelChess(context.Background(), d, 600, 3, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Samples) != len(own.Samples) || len(e.Samples) < 20 {
		t.Fatalf("%d samples labelled by the engine, %d in process", len(e.Samples), len(own.Samples))
	}
	far, black := 0, 0
	for i, s := range e.Samples {
		o := own.Samples[i]
		if s.FEN != o.FEN || !s.Scored {
			t.Fatalf("sample %d: %s scored %v, in process %s", i, s.FEN, s.Scored, o.FEN)
		}
		if (s.Score > 50 && o.Score < -50) || (s.Score < -50 && o.Score > 50) {
			t.Errorf("%s: the engine's label %d, ours %d: not the same side", s.FEN, s.Score, o.Score)
		}
		if max(s.Score-o.Score, o.Score-s.Score) > 100 {
			far++
			t.Logf("%s: the engine's label %d, ours %d", s.FEN, s.Score, o.Score)
		}
		if strings.Contains(s.FEN, " b ") && max(s.Score, -s.Score) > 50 {
			black++
		}
	}
	if far > len(e.Samples)/5 || black == 0 {
		t.Errorf("%d of %d labels more than 100 from our own search's (%d with Black to move and a clear score)", far, len(e.Samples), black)
	}
	for _, bad := range [][]string{{"--relabel-engine", engine}, {"--relabel-engine", "stockfish", "--relabel-nodes", "500"},
		{"--relabel-engine", "uci:/nonexistent/engine", "--relabel-nodes", "500"}} {
		args := append([]string{"tune", "--game", "chess", "--data", plain, "--passes", "0", "--quiet"}, bad...)
		if _, _, err := runCLI(t, args[0], args[1:]...); err == nil || !strings.Contains(err.Error(), "engine") {
			t.Errorf("%v: error %v", bad, err)
		}
	}
}
