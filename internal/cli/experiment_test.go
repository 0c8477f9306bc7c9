package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runExperimentCLI runs "frontier experiment SUB ARGS..." on a fresh
// command tree.
func runExperimentCLI(t *testing.T, sub string, args ...string) (string, string, error) {
	t.Helper()
	root := New()
	if cmd, _, err := root.Find([]string{"experiment", sub}); err != nil || cmd.Name() != sub {
		t.Fatalf("experiment %s is not registered: %v", sub, err)
	}
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(append([]string{"experiment", sub}, args...))
	err := root.Execute()
	return out.String(), errOut.String(), err
}

// smallSimBench is a bench of a few simulated configurations on three
// positions, deterministic and a fraction of a second long.
var smallSimBench = []string{"--algos", "pvsplit,pvfsplit-lb,quorum=0.5", "--searchers", "1,2,4", "--sim",
	"--pos", "g1,g5,g9", "--depth", "7", "--hash", "8"}

// writeShards runs bench with args as n shards and returns their files.
func writeShards(t *testing.T, n int, args ...string) []string {
	t.Helper()
	dir := t.TempDir()
	var files []string
	for k := 1; k <= n; k++ {
		path := filepath.Join(dir, fmt.Sprintf("out-%d.jsonl", k))
		shardArgs := append(append([]string{}, args...), "--shard", fmt.Sprintf("%d/%d", k, n), "--format", "json", "--out", path)
		if _, _, err := runCLI(t, "bench", shardArgs...); err != nil {
			t.Fatalf("shard %d/%d: %v", k, n, err)
		}
		files = append(files, path)
	}
	return files
}

// TestExperimentMergeMatchesUnsharded: a simulated bench run whole and as
// three shards, merged, prints the same bytes in every format, whatever
// the order of the files and with one of them given twice.
func TestExperimentMergeMatchesUnsharded(t *testing.T) {
	files := writeShards(t, 3, smallSimBench...)
	var jobs int
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		jobs += strings.Count(string(data), "\n") - 1
	}
	// 3 positions: a sequential reference each, and 2 algorithms at 3
	// counts of searchers.
	if jobs != 3+3*2*3 {
		t.Errorf("the shards ran %d jobs, want 21", jobs)
	}
	for _, format := range []string{"table", "csv", "json"} {
		whole, _, err := runCLI(t, "bench", append(smallSimBench, "--format", format)...)
		if err != nil {
			t.Fatal(err)
		}
		merged, warnings, err := runExperimentCLI(t, "merge", "--format", format, files[2], files[0], files[1], files[0])
		if err != nil {
			t.Fatal(err)
		}
		if merged != whole {
			t.Errorf("%s: merged shards differ from the unsharded run\nmerged:\n%s\nwhole:\n%s", format, merged, whole)
		}
		if warnings != "" {
			t.Errorf("%s: warnings %q", format, warnings)
		}
	}
}

// TestExperimentMergeSequential: the sequential table's rows (wall-clock
// times apart) and the parallel rows of a sharded run on the real
// machine come out as the unsharded run gives them.
func TestExperimentMergeSequential(t *testing.T) {
	args := []string{"--algos", "seq,pvsplit", "--searchers", "2", "--pos", "g5,g9,g13", "--depth", "5", "--hash", "8"}
	files := writeShards(t, 2, args...)
	merged, _, err := runExperimentCLI(t, "merge", "--format", "json", files[0], files[1])
	if err != nil {
		t.Fatal(err)
	}
	whole, _, err := runCLI(t, "bench", append(args, "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	// Timing figures differ from run to run; so do the parallel searches'
	// results on real goroutines, so only their position and
	// configuration are compared.
	mask := func(report string) string {
		var out []string
		for _, line := range strings.Split(strings.TrimSpace(report), "\n") {
			var m map[string]any
			if err := json.Unmarshal([]byte(line), &m); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			if m["algo"] == "seq" {
				for _, k := range []string{"seconds", "nps", "median_nps"} {
					delete(m, k)
				}
			} else if m["summary"] == true {
				m = map[string]any{"algo": m["algo"], "searchers": m["searchers"], "positions": m["positions"]}
			} else {
				m = map[string]any{"algo": m["algo"], "searchers": m["searchers"], "position": m["position"], "depth": m["depth"]}
			}
			b, _ := json.Marshal(m)
			out = append(out, string(b))
		}
		return strings.Join(out, "\n")
	}
	if mask(merged) != mask(whole) {
		t.Errorf("merged:\n%s\nwhole:\n%s", mask(merged), mask(whole))
	}
	// On the real machine a position's jobs stay in one shard.
	for _, f := range files {
		data, _ := os.ReadFile(f)
		for _, pos := range []string{"g5", "g9", "g13"} {
			if n := strings.Count(string(data), `"job":"par `+pos+` `) + strings.Count(string(data), `"job":"ref `+pos+`"`) +
				strings.Count(string(data), `"job":"seq `+pos+`"`); n != 0 && n != 3 {
				t.Errorf("%s holds %d of the 3 jobs of %s", filepath.Base(f), n, pos)
			}
		}
	}
}

func TestExperimentMergeErrors(t *testing.T) {
	files := writeShards(t, 3, smallSimBench...)
	dir := t.TempDir()
	other := filepath.Join(dir, "other.jsonl")
	otherArgs := append(append([]string{}, smallSimBench...), "--depth", "6", "--shard", "2/3", "--format", "json", "--out", other)
	if _, _, err := runCLI(t, "bench", otherArgs...); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(files[1])
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	cut := filepath.Join(dir, "cut.jsonl")
	if err := os.WriteFile(cut, []byte(lines[0]+lines[1]+lines[2][:len(lines[2])/2]), 0o644); err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(dir, "report.json")
	whole, _, err := runCLI(t, "bench", append(smallSimBench, "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(report, []byte(whole), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{files[0], files[2]}, "7 of 21 jobs missing (7 of shard 2/3)"},
		{[]string{files[0], other, files[2]}, "other.jsonl:1: not the same experiment as " + files[0] + ": depth is 6 here, 7 there"},
		{[]string{files[0], cut, files[2]}, "cut.jsonl:3: malformed line"},
		{[]string{report}, "report.json:1: not a shard's output"},
		{[]string{filepath.Join(dir, "none.jsonl")}, "no such file"},
		{[]string{"--format", "xml", files[0]}, "bad --format"},
	} {
		out, _, err := runExperimentCLI(t, "merge", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) || out != "" {
			t.Errorf("merge %v: err %v, out %q; want %q", c.args, err, out, c.want)
		}
	}
}

func TestBenchShardErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--shard", "3/2"}, "bad --shard: shard 3/2: K must be 1..N"},
		{[]string{"--shard", "0/2"}, "K must be 1..N (shards count from 1"},
		{[]string{"--shard", "2"}, `want K/N`},
		{[]string{"--shard", "1/2", "--format", "csv"}, "use --format json"},
		{[]string{"--shard", "1/2", "--depth", "0"}, "bad --depth"},
	} {
		out, _, err := runCLI(t, "bench", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) || out != "" {
			t.Errorf("bench %v: err %v, out %q; want %q", c.args, err, out, c.want)
		}
	}
}

// dropJob writes to dst the shard output src without the line of job
// key, as a sweep cut short before that job would have left it.
func dropJob(t *testing.T, src, dst, key string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, l := range strings.SplitAfter(string(data), "\n") {
		if !strings.Contains(l, `"job":"`+key+`"`) {
			kept = append(kept, l)
		}
	}
	if len(kept) != strings.Count(string(data), "\n") {
		t.Fatalf("job %q is not in %s once:\n%s", key, src, data)
	}
	if err := os.WriteFile(dst, []byte(strings.Join(kept, "")), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestExperimentMergeAlgos: a real-executor sweep cut short (the last
// position's pvsplit job lost) is refused whole, naming the lost job and
// the position's jobs read but not kept, and reported with --algos for
// the algorithm whose jobs all finished, as that algorithm's run alone
// would be; an algorithm the run did not have is refused by name.
func TestExperimentMergeAlgos(t *testing.T) {
	args := []string{"--algos", "ybwc,pvsplit", "--searchers", "2", "--pos", "g5,g9", "--depth", "5", "--hash", "8"}
	files := writeShards(t, 1, args...)
	cut := filepath.Join(t.TempDir(), "cut.jsonl")
	dropJob(t, files[0], cut, "par g9 pvsplit:2")
	_, _, err := runExperimentCLI(t, "merge", cut)
	if err == nil || !strings.Contains(err.Error(), "1 of 6 jobs missing (1 of shard 1/1): par g9 pvsplit:2; 2 more were read but are not kept") {
		t.Errorf("merge of the cut sweep: %v", err)
	}
	out, _, err := runExperimentCLI(t, "merge", cut, "--algos", "ybwc")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "YBWC: average over 2 positions") || strings.Contains(out, "PVSPLIT") || !strings.Contains(out, "g9") {
		t.Errorf("merge --algos ybwc:\n%s", out)
	}
	for _, c := range []struct{ algos, want string }{
		{"pvsplit", "par g9 pvsplit:2"},
		{"ybw", `"ybw" is not an algorithm of this run (it ran ybwc, pvsplit)`},
	} {
		if _, _, err := runExperimentCLI(t, "merge", cut, "--algos", c.algos); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("merge --algos %s: %v, want %q", c.algos, err, c.want)
		}
	}
}
