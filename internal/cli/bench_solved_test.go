package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"frontier/search/engine"
	"frontier/search/games"
)

// The bench judges a chess position by its bm/am note: BK.01's mate
// (bm Qd1+) is found from depth 5 on, and a wrong --suite is refused.
func TestBenchSolvedChess(t *testing.T) {
	out, _, err := runCLI(t, "bench", "--game", "chess", "--suite", "bratko-kopec", "--pos", "BK.01,BK.02", "--algos", "seq", "--depth", "5", "--hash", "4")
	if err != nil {
		t.Fatal(err)
	}
	var bk01 string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "BK.01") {
			bk01 = l
		}
	}
	f := strings.Fields(bk01)
	if len(f) < 15 || f[3] != "Qd1+" || f[11] != "Qd1+" || f[12] != "yes" || f[13] != "5" {
		t.Errorf("BK.01 row %q in\n%s", bk01, out)
	}
	if !strings.Contains(out, "Solved: ") || !strings.Contains(out, " of 2\n") {
		t.Errorf("no solved count in\n%s", out)
	}
	if _, _, err := runCLI(t, "bench", "--game", "chess", "--suite", "wac", "--depth", "1"); err == nil || !strings.Contains(err.Error(), `"wac"`) || !strings.Contains(err.Error(), "bratko-kopec, kaufman") {
		t.Errorf("--suite wac: %v, want an error naming wac and the suites bratko-kopec, kaufman", err)
	}
}

// Kaufman's suite, chess's second, benches with its own solved count:
// all 25 positions at depth 1, each judged by its bm or am note.
func TestBenchKaufman(t *testing.T) {
	out, _, err := runCLI(t, "bench", "--game", "chess", "--suite", "kaufman", "--algos", "seq", "--depth", "1", "--hash", "4")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "chess suite kaufman, depth 1") || !strings.Contains(out, " of 25\n") {
		t.Errorf("no kaufman title or solved count of 25 in\n%s", out)
	}
	rows := 0
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) > 0 && strings.HasPrefix(f[0], "Kaufman.") {
			rows++
			if !strings.Contains(l, " bm ") && !strings.Contains(l, " am ") {
				t.Errorf("row without its bm/am note: %q", l)
			}
		}
	}
	if rows != 25 {
		t.Errorf("%d Kaufman rows, want 25:\n%s", rows, out)
	}
	out, _, err = runCLI(t, "bench", "--game", "chess", "--suite", "kaufman", "--pos", "Kaufman.03", "--algos", "seq", "--depth", "1", "--hash", "4")
	if err != nil || !strings.Contains(out, "am Rd1") || !strings.Contains(out, " of 1\n") {
		t.Errorf("--pos Kaufman.03: %v\n%s", err, out)
	}
}

func TestJudge(t *testing.T) {
	g, _ := games.GameByName("chess")
	p := g.Start()
	e, ok := parseExpect("bm e4 Nf3; am a3")
	if !ok || len(e.best) != 2 || len(e.avoid) != 1 {
		t.Fatalf("%+v %v", e, ok)
	}
	for move, want := range map[string]bool{"e4": true, "e2e4": true, "Nf3": true, "d4": false, "": false} {
		if e.solves(p, move) != want {
			t.Errorf("%q: want %v", move, want)
		}
	}
	if _, ok := parseExpect("a comment"); ok {
		t.Error("a note without bm or am judged")
	}
	avoid, _ := parseExpect("am a3")
	if avoid.solves(p, "a2a3") || !avoid.solves(p, "d4") {
		t.Error("am a3")
	}
	res := engine.Result{Iterations: []engine.Iteration{{Depth: 1, Move: "d4"}, {Depth: 3, Move: "e4"}, {Depth: 5, Move: "e4"}}}
	v := judge(benchPos{Pos: p, Note: "bm e4"}, res)
	if v == nil || !v.Solved || v.Depth != 3 {
		t.Errorf("%+v", v)
	}
	res.Iterations = append(res.Iterations, engine.Iteration{Depth: 7, Move: "d4"})
	if v := judge(benchPos{Pos: p, Note: "bm e4"}, res); v.Solved {
		t.Errorf("last iteration d4 but solved: %+v", v)
	}
}

// The verdict on a note's move survives the shards: a chess bench run as
// two shards merges into rows that still say what was expected and
// whether it was found, with the solved count under the table.
func TestBenchSolvedShardsMerge(t *testing.T) {
	files := writeShards(t, 2, "--game", "chess", "--pos", "BK.01,BK.02", "--algos", "seq", "--depth", "5", "--hash", "4")
	out, _, err := runExperimentCLI(t, "merge", "--format", "json", files[0], files[1])
	if err != nil {
		t.Fatal(err)
	}
	type line struct {
		Position string `json:"position"`
		Expected string `json:"expected"`
		Solved   any    `json:"solved"` // a row's verdict, the summary's count
		Depth    int    `json:"solved_depth"`
		Judged   int    `json:"judged"`
	}
	var lines []line
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var x line
		if err := json.Unmarshal([]byte(l), &x); err != nil {
			t.Fatalf("bad line %q: %v", l, err)
		}
		lines = append(lines, x)
	}
	if len(lines) != 3 || lines[0].Position != "BK.01" || lines[0].Expected != "bm Qd1+" || lines[0].Solved != true || lines[0].Depth != 5 ||
		lines[1].Position != "BK.02" || lines[1].Expected != "bm d5" || lines[2].Judged != 2 || lines[2].Solved == nil {
		t.Errorf("merged rows %+v from\n%s", lines, out)
	}
	table, _, err := runExperimentCLI(t, "merge", files[0], files[1])
	if err != nil || !strings.Contains(table, "Solved: ") || !strings.Contains(table, " of 2\n") {
		t.Errorf("merged table (%v):\n%s", err, table)
	}
}

// --nodes gives every position the same node budget: the sequential
// engine stops within it, the rows are reproducible (the budget does not
// depend on the machine's load), the depth reached is shown, and it is
// refused beside another limit, at 0, for parallel algorithms and with
// --prove. A shard's arguments carry it.
func TestBenchNodes(t *testing.T) {
	const budget = 30000
	args := []string{"bench", "--game", "chess", "--pos", "BK.02,BK.03", "--algos", "seq", "--nodes", "30000", "--hash", "4", "--selective", "--format", "json"}
	type row struct {
		Summary  bool
		Position string
		Depth    int
		Move     string
		Nodes    uint64
	}
	rows := func() []row {
		out, _, err := runCLI(t, args[0], args[1:]...)
		if err != nil {
			t.Fatal(err)
		}
		var rs []row
		for _, text := range strings.Split(strings.TrimSpace(out), "\n") {
			var r row
			if err := json.Unmarshal([]byte(text), &r); err != nil {
				t.Fatalf("JSON line %q: %v", text, err)
			}
			if !r.Summary {
				rs = append(rs, r)
			}
		}
		return rs
	}
	first := rows()
	if len(first) != 2 {
		t.Fatalf("rows %+v, want BK.02 and BK.03", first)
	}
	for _, r := range first {
		// The budget is checked as nodes are counted: a few over it at
		// most, and most of it spent (iterations go on until it is).
		if r.Nodes > budget+1000 || r.Nodes < budget/2 || r.Depth < 3 || r.Move == "" {
			t.Errorf("row %+v with --nodes %d", r, budget)
		}
	}
	if again := rows(); len(again) != 2 || again[0] != first[0] || again[1] != first[1] {
		t.Errorf("rows %+v then %+v: a node budget must reproduce its trees", first, again)
	}
	for _, bad := range [][]string{
		{"--nodes", "1000", "--depth", "5"},
		{"--nodes", "1000", "--time", "1s"},
		{"--nodes", "0"},
		{"--nodes", "1000", "--algos", "ybwc", "--searchers", "2"},
		{"--nodes", "1000", "--prove"},
	} {
		if _, _, err := runCLI(t, "bench", append([]string{"--game", "chess", "--pos", "BK.01"}, bad...)...); err == nil {
			t.Errorf("bench %v: no error", bad)
		}
	}
	c := benchShardConfig{Algos: []string{"seq"}, Positions: []string{"BK.01"}, Game: "chess", HashMiB: 4, Nodes: budget}
	if a := strings.Join(c.args(), " "); !strings.Contains(a, "--nodes 30000") || strings.Contains(a, "--depth") {
		t.Errorf("shard arguments %q, want --nodes 30000 and no --depth", a)
	}
}
