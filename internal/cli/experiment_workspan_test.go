package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// quickWorkspan is a workspan run of a second or so.
var quickWorkspan = []string{"--game", "tictactoe4", "--depth", "5", "--searchers", "1,2,4"}

// The JSON report ends with the fit, whose coefficients explain the
// runs; run as two shards and merged it is the whole run; the plot is
// drawn.
func TestWorkspanFitAndShards(t *testing.T) {
	dir := t.TempDir()
	svg := filepath.Join(dir, "ws.svg")
	whole, _, err := runExperimentCLI(t, "workspan", append(quickWorkspan, "--format", "json", "--plot", svg)...)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(whole), "\n")
	var fit struct {
		Fit    bool     `json:"fit"`
		R2     *float64 `json:"r2"`
		Runs   int      `json:"runs"`
		SpanOK bool     `json:"span_measured"`
	}
	last := lines[len(lines)-1]
	if err := json.Unmarshal([]byte(last), &fit); err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	if err := json.Unmarshal([]byte(last), &fields); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"a", "b", "c", "r2"} {
		if _, ok := fields[k].(float64); !ok {
			t.Errorf("the last line has no number %q: %s", k, last)
		}
	}
	if !fit.Fit || !fit.SpanOK || fit.Runs == 0 || fit.R2 == nil || *fit.R2 < 0.5 {
		t.Errorf("fit line %s: want a fit of the runs with the critical path measured and R² >= 0.5", last)
	}
	if st, err := os.Stat(svg); err != nil || st.Size() == 0 {
		t.Errorf("no plot written: %v", err)
	}
	var files []string
	for _, k := range []string{"1/2", "2/2"} {
		path := filepath.Join(dir, strings.ReplaceAll(k, "/", "-")+".jsonl")
		if _, _, err := runExperimentCLI(t, "workspan", append(quickWorkspan, "--shard", k, "--out", path)...); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	merged, _, err := runExperimentCLI(t, "merge", append([]string{"--format", "json"}, files...)...)
	if err != nil {
		t.Fatal(err)
	}
	if merged != whole {
		t.Errorf("merged shards differ from the whole run:\n%s\nwhole:\n%s", merged, whole)
	}
}

func TestWorkspanBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "go"}, `bad --game "go"`},
		{[]string{"--algo", "seq"}, "bad --algo"},
		{[]string{"--algo", "jamboree:4"}, "--searchers, not :P"},
		{[]string{"--searchers", "0,2"}, "bad --searchers"},
		{[]string{"--depth", "-1"}, "bad --depth"},
		{[]string{"--format", "csv"}, "bad --format"},
	} {
		_, _, err := runExperimentCLI(t, "workspan", tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one saying %q", tc.args, err, tc.want)
		}
	}
}
