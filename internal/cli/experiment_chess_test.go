package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// The chess experiments' workloads: narrow-wide --workloads runs whole
// suites (chess beside checkers) and shards of such a run merge into the
// whole run's report; workspan --game chess --suite kaufman runs
// Kuszmaul's 25 positions.
func TestChessWorkloads(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: narrow-wide over all of Bratko-Kopec runs in the full tier (go test ./...)")
	}
	args := []string{"--workloads", "chess/bratko-kopec:4,checkers:5", "--algos", "pvsplit,minsplit=2", "--searchers", "2,4"}
	whole, _, err := runExperimentCLI(t, "narrow-wide", args...)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\nchess/bratko-kopec: branching factor ", "depth 4, 24 positions", "\ncheckers/tinsley-chinook-1992: branching factor ", "depth 5, 20 positions", "pvsplit,minsplit=2 speedup"} {
		if !strings.Contains(whole, want) {
			t.Errorf("report lacks %q:\n%s", want, whole)
		}
	}
	dir := t.TempDir()
	var files []string
	for k := 1; k <= 2; k++ {
		path := filepath.Join(dir, fmt.Sprintf("c-%d.jsonl", k))
		if _, _, err := runExperimentCLI(t, "narrow-wide", append(args, "--shard", fmt.Sprintf("%d/2", k), "--out", path)...); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	merged, _, err := runExperimentCLI(t, "merge", files...)
	if err != nil || merged != whole {
		t.Errorf("merged shards (%v):\n%s\nwhole run:\n%s", err, merged, whole)
	}

	out, _, err := runExperimentCLI(t, "workspan", "--game", "chess", "--suite", "kaufman", "--depth", "3", "--searchers", "1,2", "--algo", "jamboree,minsplit=2")
	if err != nil || !strings.Contains(out, "on chess/kaufman, depth 3, 25 positions") || !strings.Contains(out, "fit over 50 runs") {
		t.Errorf("workspan on kaufman: %v\n%s", err, out)
	}
	for _, c := range []struct {
		cmd  string
		args []string
		want string
	}{
		{"workspan", []string{"--game", "chess", "--suite", "wac"}, `bad --suite: chess has no suite "wac"`},
		{"narrow-wide", []string{"--workloads", "chess/kaufman"}, "bad workload"},
		{"narrow-wide", []string{"--workloads", "chess:4", "--quick"}, "not both"},
	} {
		if _, _, err := runExperimentCLI(t, c.cmd, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %v: %v, want it to mention %q", c.cmd, c.args, err, c.want)
		}
	}
}

// Weill's comparison on chess with YBWC's minimum granularity lowered:
// the spec reaches YBWC only (ABDADA has none) and the table says so.
func TestWeillChessGranularity(t *testing.T) {
	out, _, err := runExperimentCLI(t, "weill", "--game", "chess", "--depth", "4", "--pos", "BK.01,BK.02", "--searchers", "2", "--min-granularity", "2")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "chess suite bratko-kopec, depth 4") || !strings.Contains(out, "engines: ybwc,minsplit=2 and abdada\n") {
		t.Errorf("report:\n%s", out)
	}
	var row []string
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > 0 && f[0] == "2" {
			row = f
		}
	}
	if len(row) < 7 || row[1] == "-" || row[2] == "-" {
		t.Errorf("no speedups at 2 searchers in\n%s", out)
	}
	if _, _, err := runExperimentCLI(t, "weill", "--game", "chess", "--min-granularity", "-1"); err == nil || !strings.Contains(err.Error(), "minsplit=-1") {
		t.Errorf("--min-granularity -1: %v", err)
	}
}
