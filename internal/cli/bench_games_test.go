package cli

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"frontier/search/games"
)

// suiteIDs lists the position IDs of a game's suite.
func suiteIDs(t *testing.T, game string) []string {
	t.Helper()
	g, err := games.GameByName(game)
	if err != nil {
		t.Fatal(err)
	}
	suite, err := g.Suite()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, sp := range suite {
		ids = append(ids, sp.ID)
	}
	return ids
}

// othello6Bench is a fast bench of the whole othello6 suite: the
// sequential table and PVFSplit at 1 and 2 simulated searchers.
var othello6Bench = []string{"--game", "othello6", "--algos", "seq,pvfsplit", "--searchers", "1,2", "--sim", "--depth", "5", "--hash", "8"}

// TestBenchGameTable: on othello6 the sequential table is the generic
// one and the parallel tables have the thesis's layout without its
// figures; every position of the suite is there.
func TestBenchGameTable(t *testing.T) {
	out, progress, err := runCLI(t, "bench", othello6Bench...)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Sequential search (pvs), othello6 suite othello6-early, depth 5, table 8 MiB\n",
		"Turn  Root BF  Move  Depth  Score  Nodes  Time",
		"Branching factor", "over the 20 positions",
		"PVFSPLIT on othello6 suite othello6-early, depth 5",
		"PVFSPLIT: average over 20 positions\n",
		"PVFSPLIT, 2 searchers (sim executor), depth 5",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	for _, unwanted := range []string{"Ch.", "Chinook", "Match", "thesis", "Table", "["} {
		if strings.Contains(out, unwanted) {
			t.Errorf("table has %q, which is checkers' only:\n%s", unwanted, out)
		}
	}
	// The sequential table and each of the two position tables have a
	// row per position, whose first field is its ID.
	ids := suiteIDs(t, "othello6")
	counts := map[string]int{}
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			counts[f[0]]++
		}
	}
	for _, id := range ids {
		if counts[id] != 3 {
			t.Errorf("position %s is in %d tables, want 3", id, counts[id])
		}
	}
	if n := strings.Count(progress, "\n"); n != 20+2*20 {
		t.Errorf("%d progress lines, want 60:\n%s", n, progress)
	}
}

// TestBenchGameCSVAndJSON: the rows name the game and the suite's
// positions in order, and no summary carries the thesis's figures.
func TestBenchGameCSVAndJSON(t *testing.T) {
	ids := suiteIDs(t, "othello6")
	out, _, err := runCLI(t, "bench", append(othello6Bench, "--format", "csv")...)
	if err != nil {
		t.Fatal(err)
	}
	sections := strings.Split(out, "\n\n")
	if len(sections) != 2 {
		t.Fatalf("%d CSV sections, want 2:\n%s", len(sections), out)
	}
	for i, sec := range sections {
		recs, err := csv.NewReader(strings.NewReader(sec)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		head := recs[0]
		if head[0] != "algo" || head[1] != "game" || (i == 0) != (head[2] == "position") {
			t.Fatalf("section %d header %q", i, head)
		}
		pos := slices.Index(head, "position")
		var got []string
		for _, r := range recs[1:] {
			if r[1] != "othello6" {
				t.Errorf("row %q names game %q", r, r[1])
			}
			if i == 0 || r[slices.Index(head, "searchers")] == "2" {
				got = append(got, r[pos])
			}
		}
		if !slices.Equal(got, ids) {
			t.Errorf("section %d positions %q, want %q", i, got, ids)
		}
	}

	out, _, err = runCLI(t, "bench", append(othello6Bench, "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	var seqIDs []string
	rows, sums := map[string]int{}, map[string]int{}
	for _, text := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(text), &m); err != nil {
			t.Fatalf("JSON line %q: %v", text, err)
		}
		if m["game"] != "othello6" || m["thesis"] != nil || m["chinook"] != nil {
			t.Errorf("line %s", text)
		}
		algo, _ := m["algo"].(string)
		if m["summary"] == true {
			sums[algo]++
			if m["positions"] != 20.0 {
				t.Errorf("summary %s", text)
			}
			continue
		}
		rows[algo]++
		if algo == "seq" {
			seqIDs = append(seqIDs, m["position"].(string))
			for _, k := range []string{"move", "depth", "score", "nodes", "seconds", "bf", "pv", "root_bf", "turn"} {
				if _, ok := m[k]; !ok {
					t.Errorf("sequential line lacks %q: %s", k, text)
				}
			}
		}
	}
	if !slices.Equal(seqIDs, ids) || rows["seq"] != 20 || rows["pvfsplit"] != 40 || sums["seq"] != 1 || sums["pvfsplit"] != 2 {
		t.Errorf("rows %v, summaries %v, sequential positions %q", rows, sums, seqIDs)
	}
}

// TestBenchOtherGames: tic-tac-toe and the synthetic trees bench too,
// each at its own default depth without --depth.
func TestBenchOtherGames(t *testing.T) {
	for _, c := range []struct {
		game string
		args []string
		want []string
	}{
		{"tictactoe4", []string{"--pos", "b2,a1-d4", "--depth", "4"},
			[]string{"tictactoe4 suite tictactoe4-openings, depth 4", "a1-d4", "PVSPLIT, 2 searchers"}},
		{"synthetic", []string{"--pos", "seed3"},
			[]string{"synthetic suite, depth 10", "seed3", "Branching factor 10.00", "PVSPLIT, 2 searchers"}},
	} {
		args := append([]string{"--game", c.game, "--algos", "seq,pvsplit:2", "--sim", "--hash", "8"}, c.args...)
		out, _, err := runCLI(t, "bench", args...)
		if err != nil {
			t.Fatalf("%s: %v", c.game, err)
		}
		for _, want := range c.want {
			if !strings.Contains(out, want) {
				t.Errorf("%s: report lacks %q:\n%s", c.game, want, out)
			}
		}
	}
}

// TestBenchGameDepths: without --depth another game is searched to its
// own depth by every algorithm; --depth and --time still apply.
func TestBenchGameDepths(t *testing.T) {
	for _, c := range []struct {
		args  []string
		depth int
	}{
		{[]string{"--game", "othello6"}, benchGameDepths["othello6"]},
		{[]string{"--game", "othello6", "--algos", "seq,pvsplit", "--sim"}, benchGameDepths["othello6"]},
		{[]string{"--game", "tictactoe4", "--depth", "3", "--algos", "pvsplit", "--sim"}, 3},
		{[]string{"--game", "tictactoe4", "--time", "1s"}, 0},
		{[]string{"--algos", "pvsplit", "--sim"}, defaultParallelBenchDepth},
		{nil, defaultBenchDepth},
	} {
		f := &benchFlags{}
		cmd := benchCommand(f)
		cmd.SetErr(io.Discard)
		if err := cmd.Flags().Parse(c.args); err != nil {
			t.Fatal(err)
		}
		cfg, _, err := benchSetup(cmd, f)
		if err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		if l := cfg.limits(cfg.Positions[0]); l.Depth != c.depth {
			t.Errorf("%v: limits %+v, want depth %d", c.args, l, c.depth)
		}
	}
}

func TestBenchGameErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "shogi"}, `bad --game: unknown game "shogi" (known: checkers, othello`},
		{[]string{"--game", "othello6", "--suite", "tinsley-chinook-1992"}, `bad --suite "tinsley-chinook-1992": othello6 has the suites othello6-early (checkers: tinsley-chinook-1992)`},
		{[]string{"--game", "tictactoe4", "--chinook-depth"}, "--chinook-depth is for checkers"},
		{[]string{"--game", "othello6", "--pos", "start,g5"}, `bad --pos: no position "g5" in the othello6 suite othello6-early (positions: start m01 m02`},
		{[]string{"--game", "synthetic", "--pos", "seed11"}, `no position "seed11" in the synthetic suite synthetic-seeds (positions: seed1 seed2`},
		{[]string{"--game", "othello6", "--algos", "pvsplit", "--time", "1s"}, "fixed depth"},
	} {
		out, _, err := runCLI(t, "bench", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || out != "" {
			t.Errorf("bench %v: err %v, out %q; want one line mentioning %q", c.args, err, out, c.want)
		}
	}
}

// TestBenchGameShardsMerge: a simulated othello6 bench run whole and as
// shards, merged, prints the same bytes in every format; the shards'
// header names the game, from which merge rebuilds the job list.
func TestBenchGameShardsMerge(t *testing.T) {
	args := []string{"--game", "othello6", "--algos", "pvsplit,pvfsplit", "--searchers", "1,2", "--sim",
		"--pos", "start,m03,m07", "--depth", "5", "--hash", "8"}
	files := writeShards(t, 3, args...)
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	var header struct {
		Shard struct {
			Jobs   int
			Config benchShardConfig
		}
	}
	if err := json.Unmarshal([]byte(strings.SplitN(string(data), "\n", 2)[0]), &header); err != nil {
		t.Fatal(err)
	}
	if c := header.Shard.Config; c.Game != "othello6" || c.Suite != "" || header.Shard.Jobs != 3+3*2*2 {
		t.Errorf("shard header %+v", header.Shard)
	}
	for _, format := range []string{"table", "csv", "json"} {
		whole, _, err := runCLI(t, "bench", append(args, "--format", format)...)
		if err != nil {
			t.Fatal(err)
		}
		merged, warnings, err := runExperimentCLI(t, "merge", "--format", format, files[1], files[2], files[0])
		if err != nil {
			t.Fatal(err)
		}
		if merged != whole || warnings != "" {
			t.Errorf("%s: merged shards differ from the unsharded run (warnings %q)\nmerged:\n%s\nwhole:\n%s", format, warnings, merged, whole)
		}
	}
}
