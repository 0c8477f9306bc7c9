package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// runCLI runs "frontier <sub> <args>" in-process on a fresh command tree,
// as main does, and returns standard output, standard error and the
// error.
func runCLI(t *testing.T, sub string, args ...string) (string, string, error) {
	t.Helper()
	root := New()
	if cmd, _, err := root.Find([]string{sub}); err != nil || cmd.Name() != sub {
		t.Fatalf("%s is not registered with the root command: %v", sub, err)
	}
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(append([]string{sub}, args...))
	err := root.Execute()
	return out.String(), errOut.String(), err
}

func TestSearchCommandText(t *testing.T) {
	out, _, err := runCLI(t, "search", "--pos", "g5", "--depth", "7", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var depths []string
	for _, l := range lines {
		if strings.HasPrefix(l, "depth ") {
			depths = append(depths, strings.Fields(l)[1])
		}
	}
	if strings.Join(depths, ",") != "1,3,5,7" {
		t.Errorf("iteration depths %v in\n%s", depths, out)
	}
	for _, want := range []string{"position g5: B:W13,19,20,23,25,27,28,30,31,32:B1,2,3,5,6,7,8,12,18,21", "match move 6-10", "best ", "branching factor", "capture nodes"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestSearchCommandJSON(t *testing.T) {
	out, _, err := runCLI(t, "search", "--fen", "W:W18,19,21,23,27,28,29,30,31,32:B1,2,3,5,7,9,10,11,12,14", "--depth", "5", "--json", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 3 iterations and a summary:\n%s", len(lines), out)
	}
	for i, l := range lines {
		var v map[string]any
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("line %d is not JSON: %v\n%s", i, err, l)
		}
		final := i == len(lines)-1
		if v["final"] != final {
			t.Errorf("line %d: final = %v", i, v["final"])
		}
		for _, k := range []string{"move", "score", "pv", "depth", "nodes", "seconds", "nps", "bf", "bf_capture", "bf_noncapture"} {
			if _, ok := v[k]; !ok {
				t.Errorf("line %d lacks %q: %s", i, k, l)
			}
		}
		if final && (v["depth"] != 5.0 || len(v["pv"].([]any)) == 0) {
			t.Errorf("summary %s", l)
		}
	}
}

func TestSearchCommandLimits(t *testing.T) {
	out, _, err := runCLI(t, "search", "--pos", "g9", "--nodes", "30000", "--json", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var final struct {
		Final bool
		Nodes uint64
		Depth int
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &final); err != nil || !final.Final {
		t.Fatalf("summary %q: %v", lines[len(lines)-1], err)
	}
	if final.Nodes > 31000 || final.Depth == 0 {
		t.Errorf("--nodes 30000: %d nodes, depth %d", final.Nodes, final.Depth)
	}
	if _, _, err := runCLI(t, "search", "--pos", "g9", "--time", "50ms", "--hash", "8"); err != nil {
		t.Errorf("--time: %v", err)
	}
}

func TestSearchCommandErrors(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--suite", "nope", "--pos", "g1"}, "unknown suite"},
		{[]string{"--pos", "g2"}, "no position \"g2\""},
		{[]string{"--suite", "tinsley-chinook-1992"}, "needs --pos"},
		{[]string{"--fen", "X:W1:B2"}, "bad --fen"},
		{[]string{"--fen", "B:W21:B1", "--pos", "g1"}, "exclusive"},
		{[]string{"--depth", "0"}, "bad --depth"},
		{[]string{"--depth", "-3"}, "bad --depth"},
		{[]string{"--time", "0s"}, "bad --time"},
		{[]string{"--nodes", "0"}, "bad --nodes"},
		{[]string{"--hash", "0"}, "bad --hash"},
		{[]string{"--algo", "no-such-algo"}, "bad --algo"},
		{[]string{"--algo", "pvsplit,quorum=0.5"}, `pvsplit has no parameter "quorum"`},
		{[]string{"--algo", "pvsplit:4", "--searchers", "2"}, "disagree"},
		{[]string{"--algo", "seq:2"}, "P must be 1"},
		{[]string{"--algo", "pvsplit", "--searchers", "0"}, "bad --algo or --searchers"},
		{[]string{"--searchers", "4"}, "parallel --algo"},
		{[]string{"--sim"}, "parallel --algo"},
		{[]string{"--fen", "B:W27,31,32:B28"}, "game is over"},
		{[]string{"--prove", "--depth", "9"}, "--prove"},
		{[]string{"--game", "shogi"}, "unknown game \"shogi\""},
		{[]string{"--game", "tictactoe4", "--fen", "B:W21:B1"}, "--fen is for checkers"},
		{[]string{"--game", "tictactoe4", "--position", "XX"}, "bad --position"},
		{[]string{"--game", "tictactoe4", "--pos", "nope"}, "no suite position \"nope\""},
	}
	for _, c := range cases {
		out, _, err := runCLI(t, "search", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("search %v: err %v, want it to mention %q", c.args, err, c.want)
			continue
		}
		if strings.Contains(err.Error(), "\n") || out != "" {
			t.Errorf("search %v: error should be one line with no output, got %q and %q", c.args, err, out)
		}
	}
}
