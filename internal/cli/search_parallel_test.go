package cli

import (
	"encoding/json"
	"fmt"
	"runtime"
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

// TestSearchCommandSpec: parameters in --algo reach the engine (a finer
// granularity splits more nodes), the header names them, and :P in the
// spec is the number of searchers.
func TestSearchCommandSpec(t *testing.T) {
	splits := func(spec string) float64 {
		t.Helper()
		out, _, err := runCLI(t, "search", "--pos", "g5", "--depth", "9", "--hash", "8", "--sim", "--json", "--algo", spec)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var m struct {
			Parallel struct {
				Searchers int     `json:"searchers"`
				Splits    float64 `json:"splits"`
			} `json:"parallel"`
		}
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &m); err != nil {
			t.Fatal(err)
		}
		if m.Parallel.Searchers != 4 {
			t.Errorf("%s: %d searchers", spec, m.Parallel.Searchers)
		}
		return m.Parallel.Splits
	}
	if fine, coarse := splits("pvsplit:4,minsplit=2"), splits("pvsplit:4,minsplit=6"); fine <= coarse {
		t.Errorf("split nodes: %v with minsplit=2, %v with minsplit=6", fine, coarse)
	}
	out, _, err := runCLI(t, "search", "--pos", "g5", "--depth", "5", "--hash", "8", "--sim", "--algo", "pvfsplit-lb:3,quorum=0.5")
	if err != nil || !strings.Contains(out, "pvfsplit-lb (quorum=0.5) with 3 simulated searchers") {
		t.Errorf("header: %v\n%s", err, out)
	}
}

// TestSearchCommandWarnsOversubscribed: more real searchers than CPUs is
// allowed, with a warning on standard error; the simulator gets none.
func TestSearchCommandWarnsOversubscribed(t *testing.T) {
	p := fmt.Sprint(runtime.NumCPU() + 1)
	out, errOut, err := runCLI(t, "search", "--pos", "g5", "--depth", "3", "--hash", "8", "--algo", "pvsplit:"+p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut, "timings then say nothing about speedup") || strings.Contains(out, "warning") {
		t.Errorf("stderr %q", errOut)
	}
	_, errOut, err = runCLI(t, "search", "--pos", "g5", "--depth", "3", "--hash", "8", "--algo", "pvsplit:"+p, "--sim")
	if err != nil || errOut != "" {
		t.Errorf("simulated: %v, stderr %q", err, errOut)
	}
}
