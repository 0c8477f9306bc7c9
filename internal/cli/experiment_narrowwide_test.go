package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// quickNarrowWide is a narrow-wide run of a second or so: two algorithms
// at 1 and 2 searchers on the quick workloads.
var quickNarrowWide = []string{"--quick", "--algos", "pvfsplit,lazysmp", "--searchers", "1,2"}

// The narrow-wide run covers every game, and run as three shards and
// merged it prints the same bytes as run whole, as a table and as JSON;
// experiment plot draws a panel per workload from the merged shards.
func TestNarrowWideShardsMerge(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for k := 1; k <= 3; k++ {
		path := filepath.Join(dir, fmt.Sprintf("nw-%d.jsonl", k))
		args := append(append([]string{}, quickNarrowWide...), "--shard", fmt.Sprintf("%d/3", k), "--out", path)
		if _, _, err := runExperimentCLI(t, "narrow-wide", args...); err != nil {
			t.Fatalf("shard %d/3: %v", k, err)
		}
		files = append(files, path)
	}
	for _, format := range []string{"table", "json"} {
		whole, _, err := runExperimentCLI(t, "narrow-wide", append(quickNarrowWide, "--format", format)...)
		if err != nil {
			t.Fatal(err)
		}
		merged, _, err := runExperimentCLI(t, "merge", append([]string{"--format", format}, files...)...)
		if err != nil {
			t.Fatal(err)
		}
		if merged != whole {
			t.Errorf("%s: merged shards differ from the whole run:\n%s\nwhole:\n%s", format, merged, whole)
		}
		if format == "json" {
			games := map[string]bool{}
			for _, line := range strings.Split(strings.TrimSpace(whole), "\n") {
				var r struct {
					Game string `json:"game"`
				}
				if err := json.Unmarshal([]byte(line), &r); err != nil {
					t.Fatalf("bad line %q: %v", line, err)
				}
				games[r.Game] = true
			}
			for _, g := range []string{"checkers", "othello", "othello6", "tictactoe4", "synthetic b=2", "synthetic b=40", "synthetic checkers-like"} {
				if !games[g] {
					t.Errorf("no rows for %s", g)
				}
			}
		}
	}
	svg := filepath.Join(dir, "nw.svg")
	if _, _, err := runExperimentCLI(t, "plot", append(files, "--out", svg)...); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(svg)
	if err != nil || !strings.Contains(string(b), "synthetic b=8") || !strings.Contains(string(b), "othello6") {
		t.Errorf("the plot lacks workload panels (%v)", err)
	}
}

func TestNarrowWideErrors(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--quick", "--format", "csv"}, "bad --format"},
		{[]string{"--quick", "--shard", "3/2"}, "bad --shard"},
		{[]string{"--quick", "--shard", "1/2", "--format", "table"}, "raw JSON lines"},
		{[]string{"--quick", "--algos", "seq"}, "list parallel algorithms"},
		{[]string{"--quick", "--algos", "nope"}, "bad --algos"},
		{[]string{"--quick", "--searchers", "0"}, "bad --searchers"},
		{[]string{"--quick", "--plot", "x.gif"}, "bad --plot"},
	}
	for _, c := range cases {
		_, _, err := runExperimentCLI(t, "narrow-wide", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("narrow-wide %v: err %v, want it to mention %q", c.args, err, c.want)
		}
	}
}
