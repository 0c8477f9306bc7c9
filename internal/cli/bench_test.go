package cli

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"frontier/search/engine"
)

func TestBenchTable(t *testing.T) {
	out, progress, err := runCLI(t, "bench", "--pos", "g5,g9", "--depth", "5", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Game", "Root BF", "Agree", "Ch.nodes", "1,721,679", "Agrees with the match move:", "Branching factor"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(progress, "\n") != 2 {
		t.Errorf("progress: %q", progress)
	}
}

func TestBenchCSVAndJSON(t *testing.T) {
	out, _, err := runCLI(t, "bench", "--pos", "g9", "--depth", "5", "--format", "csv", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(recs) != 2 || recs[0][1] != "position" || recs[1][1] != "g9" {
		t.Fatalf("CSV %v (%v):\n%s", recs, err, out)
	}
	out, _, err = runCLI(t, "bench", "--pos", "g9,g5", "--depth", "5", "--format", "json", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	// One JSON object per line: a row per position, then the summary.
	type line struct {
		Summary   bool
		Algo      string
		Searchers int
		Executor  string
		Position  string
		Depth     int
		Agrees    bool
		Nodes     uint64
		Chinook   struct{ Depth int }
		Positions int
	}
	var lines []line
	for _, text := range strings.Split(strings.TrimSpace(out), "\n") {
		var l line
		if err := json.Unmarshal([]byte(text), &l); err != nil {
			t.Fatalf("JSON line %q: %v", text, err)
		}
		lines = append(lines, l)
	}
	if len(lines) != 3 || !lines[2].Summary || lines[2].Positions != 2 || lines[2].Algo != "seq" {
		t.Fatalf("lines %+v", lines)
	}
	for _, r := range lines[:2] {
		if r.Summary || r.Algo != "seq" || r.Searchers != 1 || r.Executor != "real" || r.Depth != 5 || r.Nodes == 0 || r.Chinook.Depth < 15 {
			t.Errorf("row %+v", r)
		}
	}
}

// --chinook-depth searches each position to the depth of Table C.1,
// --time gives every position the same time, and --movetime the same
// time as a GUI's go movetime gives it (iterations start until it is
// over).
func TestBenchLimits(t *testing.T) {
	for _, args := range [][]string{{"--chinook-depth"}, {"--time", "3s"}, {"--movetime", "2s"}} {
		f := &benchFlags{}
		cmd := benchCommand(f)
		if err := cmd.Flags().Parse(args); err != nil {
			t.Fatal(err)
		}
		cfg, _, err := benchSetup(cmd, f)
		if err != nil {
			t.Fatal(err)
		}
		for _, tp := range cfg.Positions {
			l := cfg.limits(tp)
			switch {
			case args[0] == "--chinook-depth" && (l.Depth != tp.Chinook.Depth || l.Depth < 15 || l.Time != 0):
				t.Errorf("%s: limits %+v, Chinook depth %d", tp.ID, l, tp.Chinook.Depth)
			case args[0] == "--time" && (l.Time != 3*time.Second || l.Depth != 0 || l.FullTime):
				t.Errorf("%s: limits %+v", tp.ID, l)
			case args[0] == "--movetime" && (l.Time != 2*time.Second || l.Depth != 0 || !l.FullTime):
				t.Errorf("%s: limits %+v", tp.ID, l)
			}
		}
		// A shard carries the mode: its flags make the same limits.
		seq, err := engine.Parse("seq")
		if err != nil {
			t.Fatal(err)
		}
		sh := newBenchShardConfig(cfg, []engine.Spec{seq}).args()
		f2 := &benchFlags{}
		cmd2 := benchCommand(f2)
		if err := cmd2.Flags().Parse(sh); err != nil {
			t.Fatalf("%v: shard flags %v: %v", args, sh, err)
		}
		cfg2, _, err := benchSetup(cmd2, f2)
		if err != nil {
			t.Fatalf("%v: shard flags %v: %v", args, sh, err)
		}
		if len(cfg2.Positions) != len(cfg.Positions) {
			t.Fatalf("%v: shard flags %v select %d positions, want %d", args, sh, len(cfg2.Positions), len(cfg.Positions))
		}
		for i, tp := range cfg.Positions {
			if a, b := cfg.limits(tp), cfg2.limits(cfg2.Positions[i]); a != b {
				t.Errorf("%v: %s: limits %+v, through the shard's flags %+v", args, tp.ID, a, b)
			}
		}
		if mode := cfg.modeText(); args[0] == "--movetime" && mode != "movetime 2s" || args[0] == "--time" && mode != "time 3s" {
			t.Errorf("%v: mode %q", args, mode)
		}
	}
}

func TestBenchOutFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "seq.csv")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, progress, err := runCLI(t, "bench", "--pos", "g9", "--depth", "3", "--format", "csv", "--out", path, "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.HasPrefix(string(data), "algo,position") || out != "" || !strings.Contains(progress, "wrote "+path) {
		t.Errorf("file %q (%v), stdout %q, stderr %q", data, err, out, progress)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	if _, _, err := runCLI(t, "bench", "--pos", "g9", "--depth", "3", "--out", filepath.Join(t.TempDir(), "no", "such", "dir.txt")); err == nil || !strings.Contains(err.Error(), "bad --out") {
		t.Errorf("writing into a missing directory: %v", err)
	}
}

func TestBenchErrors(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--depth", "5", "--time", "1s"}, "only one of"},
		{[]string{"--chinook-depth", "--time", "1s"}, "only one of"},
		{[]string{"--depth", "0"}, "bad --depth"},
		{[]string{"--time", "-1s"}, "bad --time"},
		{[]string{"--time", "1s", "--movetime", "1s"}, "only one of"},
		{[]string{"--movetime", "0s"}, "bad --movetime"},
		{[]string{"--movetime", "1s", "--prove"}, "--prove searches until"},
		{[]string{"--algos", "seq,mtdf"}, "unknown algorithm \"mtdf\""},
		{[]string{"--format", "xml"}, "bad --format"},
		{[]string{"--suite", "nope"}, "unknown suite"},
		{[]string{"--pos", "g1,g2"}, "no position \"g2\""},
		{[]string{"--hash", "0"}, "bad --hash"},
	}
	for _, c := range cases {
		out, _, err := runCLI(t, "bench", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || out != "" {
			t.Errorf("bench %v: err %v, out %q; want one line mentioning %q", c.args, err, out, c.want)
		}
	}
}
