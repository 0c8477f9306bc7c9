package cli

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"frontier/search/experiment"
)

// scalingSmall is a scaling run of a second or two: one algorithm at 1
// and 2 threads on two positions, shallow, with a given cost model so
// that nothing is calibrated.
var scalingSmall = []string{"--algos", "ybwc", "--searchers", "2", "--pos", "g1,g9", "--depth", "7", "--hash", "8",
	"--sim-cost", "node=10,lock=1,handoff=20,wake=2,shared=2,crowd=2:1100", "--ceiling-time", "20ms"}

// TestScalingRuns: the experiment measures the ceiling at 1 and 2
// threads (1 is added), runs ybwc for real and simulated at both, and
// reports each row with its error and the ceiling; the simulated side is
// a pure function of the inputs.
func TestScalingRuns(t *testing.T) {
	out, _, err := runExperimentCLI(t, "scaling", append(scalingSmall, "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	var rep experiment.Scaling
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if len(rep.Ceilings) != 2 || rep.Ceilings[0].Threads != 1 || rep.Ceilings[0].Ceiling != 1 || rep.Ceilings[1].Ceiling <= 0 {
		t.Fatalf("ceilings %+v, want 1 and 2 threads, the first 1.0", rep.Ceilings)
	}
	if len(rep.Rows) != 2 {
		t.Fatalf("rows %+v, want ybwc at 1 and 2", rep.Rows)
	}
	for _, r := range rep.Rows {
		if r.Algo != "ybwc" || r.Positions != 2 || r.Real <= 0 || r.Sim <= 0 || r.Ceiling <= 0 {
			t.Errorf("row %+v: want a real and a simulated speedup over 2 positions and the ceiling", r)
		}
		if want := 100 * (r.Sim/r.Real - 1); r.ErrorPct != want {
			t.Errorf("row %+v: error %v, want %v", r, r.ErrorPct, want)
		}
	}
	again, _, err := runExperimentCLI(t, "scaling", append(scalingSmall, "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	var rep2 experiment.Scaling
	if err := json.Unmarshal([]byte(again), &rep2); err != nil {
		t.Fatal(err)
	}
	for i := range rep.Rows {
		if rep.Rows[i].Sim != rep2.Rows[i].Sim || rep.Rows[i].SimOverhead != rep2.Rows[i].SimOverhead {
			t.Fatalf("the simulated side differs between two runs: %+v then %+v", rep.Rows[i], rep2.Rows[i])
		}
	}
}

// TestScalingShards: two shards merge into the rows of one run, the
// ceilings and each position's real runs each in one shard; a sweep in
// shards without a cost model is refused.
func TestScalingShards(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for _, k := range []string{"1", "2"} {
		path := filepath.Join(dir, "s-"+k+".jsonl")
		if _, _, err := runExperimentCLI(t, "scaling", append(scalingSmall, "--shard", k+"/2", "--out", path)...); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	out, _, err := runExperimentCLI(t, "merge", files...)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`The machine's ceiling`, `(?m)^\s+ybwc\s+1\s+2\s`, `(?m)^\s+ybwc\s+2\s+2\s`, `of 2 rows within`} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("merged report lacks %q:\n%s", want, out)
		}
	}
	args := []string{"--algos", "ybwc", "--searchers", "2", "--pos", "g1", "--depth", "5", "--shard", "1/2"}
	if _, _, err := runExperimentCLI(t, "scaling", args...); err == nil || !strings.Contains(err.Error(), "--sim-cost @FILE") {
		t.Errorf("a sharded sweep without --sim-cost: %v, want a refusal naming --sim-cost @FILE", err)
	}
}

// TestScalingCompare: bench outputs of real and simulated runs of the
// same positions compare row by row; simulated runs given as real, or
// different depths, are refused.
func TestScalingCompare(t *testing.T) {
	dir := t.TempDir()
	bench := func(name string, extra ...string) string {
		path := filepath.Join(dir, name)
		args := append([]string{"--algos", "ybwc", "--searchers", "2", "--pos", "g1,g9", "--depth", "7", "--hash", "8", "--shard", "1/1", "--out", path}, extra...)
		if _, _, err := runCLI(t, "bench", args...); err != nil {
			t.Fatal(err)
		}
		return path
	}
	real := bench("real.jsonl")
	sim := bench("sim.jsonl", "--sim", "--sim-cost", "node=10,crowd=2:1200")
	out, _, err := runExperimentCLI(t, "scaling", "--real", real, "--sim", sim)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "ybwc") || !strings.Contains(out, "crowd=2:1200") || !strings.Contains(out, "1.67") {
		t.Errorf("comparison lacks the row, the model or its ceiling at 2 (2/1.2 = 1.67):\n%s", out)
	}
	if _, _, err := runExperimentCLI(t, "scaling", "--real", sim, "--sim", sim); err == nil {
		t.Error("simulated runs taken as real")
	}
	deeper := bench("deeper.jsonl", "--sim", "--depth", "8")
	if _, _, err := runExperimentCLI(t, "scaling", "--real", real, "--sim", deeper); err == nil || !strings.Contains(err.Error(), "depth") {
		t.Errorf("different depths: %v", err)
	}
	// A real sweep of two algorithms cut short (pvsplit's last job lost)
	// compares with --algos naming the one that finished.
	two := filepath.Join(dir, "cut.jsonl")
	dropJob(t, bench("two.jsonl", "--algos", "ybwc,pvsplit"), two, "par g9 pvsplit:2")
	if _, _, err := runExperimentCLI(t, "scaling", "--real", two, "--sim", sim); err == nil || !strings.Contains(err.Error(), "par g9 pvsplit:2") {
		t.Errorf("a cut sweep without --algos: %v", err)
	}
	out, _, err = runExperimentCLI(t, "scaling", "--real", two, "--sim", sim, "--algos", "ybwc")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "ybwc") || strings.Contains(out, "pvsplit") {
		t.Errorf("--algos ybwc compares other rows:\n%s", out)
	}
}
