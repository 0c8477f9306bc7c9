package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSearchCommandParallel runs a simulated parallel search from the
// command line and checks that the final JSON line carries the parallel
// account and that the exact value equals the sequential one.
func TestSearchCommandParallel(t *testing.T) {
	final := func(args ...string) map[string]any {
		t.Helper()
		out, _, err := runCLI(t, "search", append([]string{"--pos", "g7", "--depth", "7", "--hash", "8", "--exact", "--json"}, args...)...)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var m map[string]any
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	seq := final()
	par := final("--algo", "pvfsplit-lb", "--searchers", "8", "--sim")
	if par["score"] != seq["score"] {
		t.Errorf("exact scores differ: parallel %v, sequential %v", par["score"], seq["score"])
	}
	p, ok := par["parallel"].(map[string]any)
	if !ok || p["executor"] != "sim" || p["searchers"] != 8.0 || p["algo"] != "pvfsplit-lb" {
		t.Fatalf("parallel account %v", par["parallel"])
	}
	if _, ok := seq["parallel"]; ok {
		t.Error("the sequential search reports a parallel account")
	}
}

func TestSearchCommandParallelText(t *testing.T) {
	out, _, err := runCLI(t, "search", "--pos", "g5", "--depth", "7", "--hash", "8", "--algo", "pvsplit", "--searchers", "4", "--sim")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"pvsplit with 4 simulated searchers", "pvsplit, 4 sim searchers:", "idle", "split nodes"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
