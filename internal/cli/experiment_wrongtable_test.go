package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The three ways a merge printed a wrong table with exit status 0
// (issue 25): shards of another build, old copies of jobs beside new
// ones, and results that are not measurements.

// editLines rewrites the lines of a file with edit, which gets each line
// (without its newline) and its number from 1.
func editLines(t *testing.T, path string, edit func(n int, line string) string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i := range lines {
		lines[i] = edit(i+1, lines[i])
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyFile copies src to dst.
func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMergeRefusesOtherBuild: a shard whose header names another build
// (here commit 71ccd19, before the tuned evaluation) is refused, and the
// message names both builds.
func TestMergeRefusesOtherBuild(t *testing.T) {
	files := writeShards(t, 3, smallSimBench...)
	editLines(t, files[1], func(n int, line string) string {
		if n != 1 {
			return line
		}
		// The fields are kept as they are, the configuration's text too.
		var h map[string]map[string]json.RawMessage
		if err := json.Unmarshal([]byte(line), &h); err != nil {
			t.Fatal(err)
		}
		h["shard"]["build"] = json.RawMessage(`{"version":"(devel)","revision":"71ccd19aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","modified":false,"go":"go1.26.0"}`)
		b, _ := json.Marshal(h)
		return string(b)
	})
	out, _, err := runExperimentCLI(t, "merge", files...)
	if err == nil || out != "" || !strings.Contains(err.Error(), "out-2.jsonl:1: written by another build than") ||
		!strings.Contains(err.Error(), "frontier (devel) at 71ccd19aaaaa, go1.26.0 here") || !strings.Contains(err.Error(), "there") {
		t.Errorf("merge of another build's shard: err %v, out %q", err, out)
	}
}

// TestMergeRefusesDifferingCopies: on the simulator a job gives the same
// figures on every run, so an old shard file among new ones with other
// figures for the same jobs is an error naming both lines, whatever the
// order of the files.
func TestMergeRefusesDifferingCopies(t *testing.T) {
	files := writeShards(t, 3, smallSimBench...)
	old := filepath.Join(filepath.Dir(files[0]), "out-10.jsonl")
	copyFile(t, files[1], old)
	editLines(t, old, func(n int, line string) string {
		if n != 3 {
			return line
		}
		return strings.Replace(line, `"nodes":`, `"nodes":1`, 1)
	})
	for _, args := range [][]string{
		{files[0], files[1], files[2], old},
		{old, files[0], files[1], files[2]},
		{filepath.Dir(old)},
	} {
		out, _, err := runExperimentCLI(t, "merge", args...)
		if err == nil || out != "" || !strings.Contains(err.Error(), "out-10.jsonl:3: job ") || !strings.Contains(err.Error(), "has other figures than at "+files[1]+":3") {
			t.Errorf("merge %v: err %v, out %q", args, err, out)
		}
	}
}

// TestMergeRealGroupFromOneRun: on the real machine a position's
// reference and parallel jobs are kept from one run: a file that holds a
// position's reference from one run and its parallel jobs from another
// is refused.
func TestMergeRealGroupFromOneRun(t *testing.T) {
	args := []string{"--algos", "pvsplit", "--searchers", "2", "--pos", "g5,g9", "--depth", "5", "--hash", "8"}
	first := writeShards(t, 1, args...)[0]
	second := writeShards(t, 1, args...)[0]
	read := func(p string) []string {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	a, b := read(first), read(second)
	// The first run's lines but for g5's parallel job, and that job from
	// the second run in a file of its own.
	var kept []string
	for _, l := range a {
		if !strings.Contains(l, `"job":"par g5 `) {
			kept = append(kept, l)
		}
	}
	dir := t.TempDir()
	one, two := filepath.Join(dir, "out-1.jsonl"), filepath.Join(dir, "out-2.jsonl")
	os.WriteFile(one, []byte(strings.Join(kept, "\n")+"\n"), 0o644)
	var par []string
	for _, l := range b {
		if strings.Contains(l, `"shard":`) || strings.Contains(l, `"job":"par g5 `) {
			par = append(par, l)
		}
	}
	os.WriteFile(two, []byte(strings.Join(par, "\n")+"\n"), 0o644)
	out, _, err := runExperimentCLI(t, "merge", one, two)
	if err == nil || out != "" || !strings.Contains(err.Error(), "the jobs of g5 are split over runs") {
		t.Errorf("merge of a position from two runs: err %v, out %q", err, out)
	}
	// Both runs whole: each position from one of them, with a warning
	// where they differ.
	_, warnings, err := runExperimentCLI(t, "merge", first, second)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range strings.Split(strings.TrimSpace(warnings), "\n") {
		if w != "" && !strings.Contains(w, "ran whole in") {
			t.Errorf("warning %q", w)
		}
	}
}

// TestMergeRefusesEmptyResult: a result that is not a measurement
// ("result":{}, or a row without its time) is an error naming its line,
// not a row of NaNs.
func TestMergeRefusesEmptyResult(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(string) string
		want string
	}{
		{"empty", func(string) string { return "{}" }, "bad result"},
		{"null", func(string) string { return "null" }, "empty result"},
		{"no time", func(r string) string {
			var m map[string]any
			json.Unmarshal([]byte(r), &m)
			delete(m, "time_units")
			b, _ := json.Marshal(m)
			return string(b)
		}, "bad result"},
		{"other position", func(r string) string { return strings.Replace(r, `"position":"g`, `"position":"x`, 1) }, "bad result"},
	} {
		files := writeShards(t, 3, smallSimBench...)
		var job string
		editLines(t, files[2], func(n int, line string) string {
			if n != 2 {
				return line
			}
			var l struct {
				Job    string          `json:"job"`
				Result json.RawMessage `json:"result"`
			}
			if err := json.Unmarshal([]byte(line), &l); err != nil {
				t.Fatal(err)
			}
			job = l.Job
			b, _ := json.Marshal(map[string]any{"job": l.Job, "result": json.RawMessage(c.edit(string(l.Result)))})
			return string(b)
		})
		for _, sub := range []string{"merge", "plot"} {
			out, _, err := runExperimentCLI(t, sub, files...)
			if err == nil || out != "" || !strings.Contains(err.Error(), files[2]+`:2: job "`+job+`": `+c.want) {
				t.Errorf("%s %s: err %v, out %q", c.name, sub, err, out)
			}
		}
	}
}
