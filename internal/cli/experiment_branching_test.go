package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"frontier/search/experiment"
)

// experiment branching prints a line per workload and the thesis's
// figures; its JSON has a line per position then one per workload; a
// bad workload is refused with the form it wants.
func TestExperimentBranching(t *testing.T) {
	out, _, err := runExperimentCLI(t, "branching", "--workloads", "chess/kaufman:2,checkers:3", "--hash", "4")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"chess/kaufman         25      2", "checkers/tinsley-chinook-1992         20      3", "about 35", "2.84"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	out, _, err = runExperimentCLI(t, "branching", "--workloads", "chess:2", "--hash", "4", "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 25 {
		t.Fatalf("%d JSON lines, want 24 positions and a summary:\n%s", len(lines), out)
	}
	var s experiment.BranchingSummary
	if err := json.Unmarshal([]byte(lines[24]), &s); err != nil || s.Workload != "chess/bratko-kopec" || s.Positions != 24 ||
		s.FreeBF < 20 || len(s.EBF) != 1 {
		t.Errorf("summary %+v (%v)", s, err)
	}
	for _, bad := range []string{"chess", "chess:0", "chess/wac:3", "go:3"} {
		if _, _, err := runExperimentCLI(t, "branching", "--workloads", bad); err == nil || !strings.Contains(err.Error(), "bad workload") {
			t.Errorf("--workloads %s: %v", bad, err)
		}
	}
}

// TestBranchingShards: branching run as shards merges into the bytes of
// the whole run, through the same shard runner as the other experiments.
func TestBranchingShards(t *testing.T) {
	args := []string{"--workloads", "checkers:3,othello6:2", "--hash", "4"}
	dir := t.TempDir()
	var files []string
	for k := 1; k <= 3; k++ {
		f := filepath.Join(dir, fmt.Sprintf("b-%d.jsonl", k))
		if _, _, err := runExperimentCLI(t, "branching", append(args, "--shard", fmt.Sprintf("%d/3", k), "--out", f)...); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	for _, format := range []string{"table", "json"} {
		whole, _, err := runExperimentCLI(t, "branching", append(args, "--format", format)...)
		if err != nil {
			t.Fatal(err)
		}
		merged, _, err := runExperimentCLI(t, "merge", "--format", format, dir)
		if err != nil || merged != whole {
			t.Errorf("%s: merged (%v)\n%s\nwhole\n%s", format, err, merged, whole)
		}
	}
	status, _, err := runExperimentCLI(t, "status", files...)
	if err != nil || !strings.Contains(status, "branching: 40 jobs in 3 shards") {
		t.Errorf("status: %v\n%s", err, status)
	}
	if _, _, err := runExperimentCLI(t, "branching", "--workloads", "checkers:3,checkers:3", "--jobs"); err == nil || !strings.Contains(err.Error(), "checkers/tinsley-chinook-1992:3 is given twice") {
		t.Errorf("a workload twice: %v", err)
	}
}
