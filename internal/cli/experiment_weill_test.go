package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"frontier/search/experiment"
)

// quickWeill is a comparison of a fraction of a second: two positions,
// shallow, 2 and 4 searchers.
var quickWeill = []string{"--pos", "g1,g5", "--depth", "7", "--searchers", "2,4"}

// TestWeill: the comparison gives, for each algorithm and number of
// searchers, a speedup and table operations of a plausible size, Weill's
// reads per write beside ours; run as two shards and read back, the same
// table as run whole.
func TestWeill(t *testing.T) {
	out, _, err := runExperimentCLI(t, "weill", append(quickWeill, "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r experiment.WeillRow
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("bad line %q: %v", line, err)
		}
		seen[fmt.Sprintf("%s:%d", r.Algo, r.Searchers)] = true
		if r.Positions != 2 || r.Speedup <= 0.5 || r.TableOpsPerNode < 0.2 || r.TableOpsPerNode > 4 || r.ReadsPerWrite < 1 {
			t.Errorf("implausible row %+v", r)
		}
		if len(r.Weill) == 0 || r.Weill[len(r.Weill)-1].ReadsPerWrite == 0 {
			t.Errorf("%s:%d: no Weill reads per write beside ours: %+v", r.Algo, r.Searchers, r.Weill)
		}
	}
	for _, k := range []string{"ybwc:2", "ybwc:4", "abdada:2", "abdada:4"} {
		if !seen[k] {
			t.Errorf("no row for %s in\n%s", k, out)
		}
	}
	whole, _, err := runExperimentCLI(t, "weill", quickWeill...)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"YBWC speedup", "ABDADA reads/write", "1.35", "1.7", "18.4"} {
		if !strings.Contains(whole, want) {
			t.Errorf("the table has no %q:\n%s", want, whole)
		}
	}
	dir := t.TempDir()
	var files []string
	for k := 1; k <= 2; k++ {
		path := filepath.Join(dir, fmt.Sprintf("w-%d.jsonl", k))
		if _, _, err := runExperimentCLI(t, "weill", append(quickWeill, "--shard", fmt.Sprintf("%d/2", k), "--out", path)...); err != nil {
			t.Fatalf("shard %d/2: %v", k, err)
		}
		files = append(files, path)
	}
	joined, _, err := runExperimentCLI(t, "weill", files...)
	if err != nil {
		t.Fatal(err)
	}
	if joined != whole {
		t.Errorf("read from shards:\n%s\nrun whole:\n%s", joined, whole)
	}
}

// Bad input is named.
func TestWeillBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "csv"}, "--format"},
		{[]string{"--searchers", "2,x"}, "--searchers"},
		{[]string{"--game", "go"}, "--game"},
		{[]string{"--shard", "1/2", "x.jsonl"}, "not both"},
		{[]string{"nonexistent.jsonl"}, "nonexistent.jsonl"},
	} {
		_, _, err := runExperimentCLI(t, "weill", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want one naming %q", c.args, err, c.want)
		}
	}
}
