package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// TestBenchParallelJSON: one line per (algorithm, searchers, position)
// with the fields issue 4 names, then summaries carrying the thesis's
// figures; in simulation the run is deterministic.
func TestBenchParallelJSON(t *testing.T) {
	args := []string{"--algos", "pvsplit,pvfsplit-lb", "--searchers", "2,4", "--sim", "--pos", "g9,g5", "--depth", "7", "--hash", "8", "--format", "json"}
	out, _, err := runCLI(t, "bench", args...)
	if err != nil {
		t.Fatal(err)
	}
	var rows, sums int
	for _, text := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(text), &m); err != nil {
			t.Fatalf("JSON line %q: %v", text, err)
		}
		if m["summary"] == true {
			sums++
			if m["thesis"] == nil {
				t.Errorf("summary without the thesis's figures: %s", text)
			}
			continue
		}
		rows++
		for _, k := range []string{"algo", "searchers", "executor", "position", "depth", "move", "score", "nodes", "seq_nodes", "speedup", "search_overhead_pct", "idle_pct", "time_units"} {
			if _, ok := m[k]; !ok {
				t.Errorf("line lacks %q: %s", k, text)
			}
		}
		if m["executor"] != "sim" || m["depth"] != 7.0 {
			t.Errorf("line %s", text)
		}
	}
	if rows != 2*2*2 || sums != 2*2 {
		t.Fatalf("%d rows and %d summaries, want 8 and 4:\n%s", rows, sums, out)
	}
	again, _, err := runCLI(t, "bench", args...)
	if err != nil || again != out {
		t.Fatalf("a second simulated bench differs (%v)", err)
	}
}

func TestBenchParallelTableAndCSV(t *testing.T) {
	out, _, err := runCLI(t, "bench", "--algos", "pvfsplit", "--searchers", "2", "--sim", "--pos", "g1", "--depth", "5", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"PVFSPLIT (Table 5.1)", "[1.48]", "thesis speedup", "time units"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	out, _, err = runCLI(t, "bench", "--algos", "pvsplit", "--searchers", "1,3", "--sim", "--pos", "g1", "--depth", "5", "--hash", "8", "--format", "csv")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(recs) != 3 || recs[0][0] != "algo" || recs[1][1] != "1" || recs[2][1] != "3" {
		t.Fatalf("CSV %v (%v)", recs, err)
	}
}

func TestBenchParallelErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--algos", "pvsplit", "--time", "1s"}, "fixed depth"},
		{[]string{"--algos", "pvsplit", "--searchers", "0"}, "bad --searchers"},
		{[]string{"--algos", "pvsplit", "--searchers", "2,x"}, "bad --searchers"},
		{[]string{"--algos", "no-such-algo"}, `unknown algorithm "no-such-algo"`},
		{[]string{"--algos", "seq,no-such-algo,quorum=1"}, `unknown algorithm "no-such-algo"`},
		{[]string{"--algos", "quorum=0.5,pvsplit"}, "comes before any algorithm"},
		{[]string{"--algos", "pvsplit,quorum=0.5"}, `pvsplit has no parameter "quorum"`},
		{[]string{"--algos", "pvsplit-lb,quorum=2"}, "bad quorum=2"},
		{[]string{"--algos", "pvsplit", "--searchers", "2,2000"}, "1 to 1024"},
		{[]string{"--algos", "pvsplit:2000"}, "1 to 1024"},
	} {
		if _, _, err := runCLI(t, "bench", c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("bench %v: err %v, want %q", c.args, err, c.want)
		}
	}
}

// TestBenchMinGranularity: the flag reaches the engines (a coarser
// granularity splits fewer nodes) and bad values are refused.
func TestBenchMinGranularity(t *testing.T) {
	splits := func(g string) float64 {
		out, _, err := runCLI(t, "bench", "--algos", "pvsplit", "--searchers", "4", "--sim", "--pos", "g5", "--depth", "9", "--hash", "8", "--format", "json", "--min-granularity", g)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &m); err != nil {
			t.Fatal(err)
		}
		return m["splits"].(float64)
	}
	if fine, coarse := splits("2"), splits("6"); fine <= coarse {
		t.Errorf("split nodes: %v with 2 plies, %v with 6; want more with the finer granularity", fine, coarse)
	}
	if _, _, err := runCLI(t, "bench", "--algos", "pvsplit", "--min-granularity", "-1"); err == nil || !strings.Contains(err.Error(), "min-granularity") {
		t.Errorf("negative granularity: %v", err)
	}
}

// TestBenchSpecs: --algos takes specs with :P and parameters, separated by
// the same commas; a spec with :P ignores the --searchers sweep, and its
// rows are labelled with its parameters.
func TestBenchSpecs(t *testing.T) {
	out, _, err := runCLI(t, "bench", "--algos", "pvsplit:3,minsplit=2,norestart=true,pvfsplit", "--searchers", "2,4", "--sim",
		"--pos", "g1", "--depth", "5", "--hash", "8", "--format", "csv")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range recs {
		if r[0] != "algo" {
			got = append(got, r[0]+"/"+r[1])
		}
	}
	if want := "pvsplit,minsplit=2,norestart=true/3 pvfsplit/2 pvfsplit/4"; strings.Join(got, " ") != want {
		t.Errorf("rows %q, want %q", got, want)
	}
}

// TestBenchWarnsOversubscribed: a real configuration with more searchers
// than CPUs runs, with one warning on standard error.
func TestBenchWarnsOversubscribed(t *testing.T) {
	p := fmt.Sprint(runtime.NumCPU() + 1)
	_, errOut, err := runCLI(t, "bench", "--algos", "pvsplit", "--searchers", "1,"+p+","+p, "--pos", "g1", "--depth", "3", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(errOut, "timings then say nothing about speedup"); n != 1 {
		t.Errorf("%d warnings:\n%s", n, errOut)
	}
}

// The summary gives the synchronization and communication overheads, and
// the papers' figures beside ours where there are some (YBWC at 32) or
// says why there are none (Lazy SMP).
func TestBenchPapersAndOverheads(t *testing.T) {
	out, _, err := runCLI(t, "bench", "--algos", "ybwc,lazysmp", "--searchers", "2,32", "--sim", "--pos", "g1", "--depth", "5", "--hash", "8")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"% sync", "% comm", "papers' speedup", "18.4 chess", "Weill 1996", "Stockfish publishes no speedup"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}
