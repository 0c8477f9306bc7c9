package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestSearchSimulatedJSONIsDeterministic: a simulated search prints the
// same bytes every time (machine time, not the wall clock), and its trace
// is trace-event JSON that is the same every time too.
func TestSearchSimulatedJSONIsDeterministic(t *testing.T) {
	dir := t.TempDir()
	run := func(trace string) (string, []byte) {
		t.Helper()
		path := filepath.Join(dir, trace)
		out, _, err := runCLI(t, "search", "--pos", "g5", "--depth", "9", "--hash", "8", "--algo", "pvfsplit-lb:16", "--sim", "--json", "--trace", path)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return out, b
	}
	out1, tr1 := run("a.json")
	old := runtime.GOMAXPROCS(1)
	out2, tr2 := run("b.json")
	runtime.GOMAXPROCS(old)
	if out1 != out2 {
		t.Fatalf("two simulated searches, the second with GOMAXPROCS=1, printed different output:\n%s\n%s", out1, out2)
	}
	if string(tr1) != string(tr2) {
		t.Fatal("two simulated searches, the second with GOMAXPROCS=1, wrote different traces")
	}
	if strings.Contains(out1, `"seconds"`) || !strings.Contains(out1, `"units"`) {
		t.Errorf("simulated JSON should give machine units, not seconds: %s", out1)
	}
	var doc struct {
		TraceEvents []struct {
			Ph  string `json:"ph"`
			Tid *int   `json:"tid"`
		} `json:"traceEvents"`
	}
	if err := json.Unmarshal(tr1, &doc); err != nil {
		t.Fatal(err)
	}
	tids := map[int]bool{}
	for _, ev := range doc.TraceEvents {
		if ev.Ph == "X" && ev.Tid != nil {
			tids[*ev.Tid] = true
		}
	}
	if len(tids) != 17 { // 16 searchers and the controller
		t.Errorf("slices on %d tracks, want 17", len(tids))
	}
}

// TestSearchTraceErrors: --trace and --sim-cost say what they need.
func TestSearchTraceErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--trace", filepath.Join(t.TempDir(), "t.json")}, "--trace needs a parallel --algo"},
		{[]string{"--algo", "pvsplit:2", "--sim-cost", "node=2"}, "--sim-cost needs --sim"},
		{[]string{"--algo", "pvsplit:2", "--sim", "--sim-cost", "nodes=2"}, `unknown key "nodes"`},
	} {
		_, _, err := runCLI(t, "search", append([]string{"--pos", "g5", "--depth", "3"}, c.args...)...)
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%v: error %v, want one saying %q", c.args, err, c.says)
		}
	}
}

// TestBenchTraceAndCosts: bench --trace writes one trace per parallel run,
// and --sim-cost shows in the report.
func TestBenchTraceAndCosts(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "traces")
	out, _, err := runCLI(t, "bench", "--algos", "pvsplit", "--searchers", "2", "--sim", "--depth", "5", "--hash", "8", "--pos", "g5,g7", "--trace", dir, "--sim-cost", "message=8")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "message=8") {
		t.Errorf("report does not name the costs:\n%s", out)
	}
	for _, name := range []string{"pvsplit-2-g5.json", "pvsplit-2-g7.json"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !json.Valid(b) {
			t.Errorf("%s is not JSON", name)
		}
	}
}
