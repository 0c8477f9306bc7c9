package cli

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// TestBenchDIBAgainstAlphaBeta: alphabeta has its own table, and a DIB
// algorithm's report adds relative efficiency against it; with one
// processor the DIB search examines exactly alphabeta's nodes (same
// tree, same order), and every score equals alphabeta's (both exact).
func TestBenchDIBAgainstAlphaBeta(t *testing.T) {
	args := []string{"bench", "--algos", "alphabeta,delaysplit", "--searchers", "1,4", "--sim", "--pos", "g5,g9", "--depth", "6", "--hash", "8"}
	out, _, err := runCLI(t, args[0], args[1:]...)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ALPHABETA (plain fail-soft alpha-beta", "DELAYSPLIT against alphabeta", "rel. efficiency"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	js, _, err := runCLI(t, args[0], append(args[1:], "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	var refs, sums int
	for _, text := range strings.Split(strings.TrimSpace(js), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(text), &m); err != nil {
			t.Fatalf("JSON line %q: %v", text, err)
		}
		switch {
		case m["algo"] == "alphabeta":
			refs++
		case m["dib_summary"] == true:
			sums++
			if m["score_differs"] != 0.0 {
				t.Errorf("a DIB score differs from alphabeta's: %s", text)
			}
			eff, ab := m["rel_efficiency"].(float64), m["speedup_alphabeta"].(float64)
			if p := m["searchers"].(float64); math.Abs(eff*p-ab) > 1e-9 || eff <= 0 {
				t.Errorf("relative efficiency %v is not speedup over alphabeta %v over P %v", eff, ab, p)
			}
			if m["searchers"] == 1.0 && (m["nodes_vs_alphabeta"] != 1.0 || m["efficiency_vs_one"] != 1.0) {
				t.Errorf("one processor searched another tree than alphabeta: %s", text)
			}
		}
	}
	if refs != 2 || sums != 2 {
		t.Fatalf("%d alphabeta rows and %d DIB summaries, want 2 and 2:\n%s", refs, sums, js)
	}
	if _, _, err := runCLI(t, "bench", "--algos", "alphabeta:2"); err == nil || !strings.Contains(err.Error(), "P must be 1") {
		t.Errorf("alphabeta:2 accepted or badly refused: %v", err)
	}
}
