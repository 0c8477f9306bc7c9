package experiment

import (
	"context"
	"math"
	"strings"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/search/parallel/pvsplit"
)

func TestMeanSD(t *testing.T) {
	m, sd := meanSD([]float64{2, 4, 4, 4, 5, 5, 7, 9})
	if m != 5 || math.Abs(sd-2.138) > 0.001 { // sample standard deviation
		t.Fatalf("mean %v sd %v, want 5 and 2.138", m, sd)
	}
	if m, sd := meanSD(nil); m != 0 || sd != 0 {
		t.Fatalf("empty: %v %v", m, sd)
	}
}

func TestSummarizeGroupsInOrder(t *testing.T) {
	rows := []Row{
		{Algo: "seq", Position: "a"},
		{Algo: "pvsplit", Searchers: 2, Position: "a", Speedup: 1, IdlePct: 10},
		{Algo: "pvsplit", Searchers: 4, Position: "a", Speedup: 2, Differs: true},
		{Algo: "seq", Position: "b"},
		{Algo: "pvsplit", Searchers: 2, Position: "b", Speedup: 3, IdlePct: 30},
	}
	s := Summarize(rows)
	if len(s) != 2 || s[0].Searchers != 2 || s[1].Searchers != 4 {
		t.Fatalf("groups %+v", s)
	}
	if s[0].Positions != 2 || s[0].Speedup != 2 || s[0].IdlePct != 20 || s[1].Differs != 1 {
		t.Fatalf("summary %+v", s[0])
	}
}

// TestRunSimulated checks the rows of a small simulated run: a sequential
// row per position, then one per configuration, with speedup and search
// overhead computed against that sequential row.
func TestRunSimulated(t *testing.T) {
	p := checkers.Start()
	spec := Spec{Algos: parseAlgos(t, pvsplit.PVSplit, pvsplit.PVFSplit), Searchers: []int{1, 4}, Sim: true, Depth: 7,
		HashEntries: 1 << 14, Options: search.DefaultOptions()}
	rows, err := Run(context.Background(), []Position{{ID: "start", Pos: games.Checkers(p)}}, spec)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 || rows[0].Algo != "seq" {
		t.Fatalf("%d rows, first %q", len(rows), rows[0].Algo)
	}
	seq := rows[0]
	if seq.SeqTimeUnits != int64(seq.Nodes) {
		t.Fatalf("sequential time %d units for %d nodes at 1 unit a node", seq.SeqTimeUnits, seq.Nodes)
	}
	for _, r := range rows[1:] {
		if r.Executor != "sim" || r.TimeUnits <= 0 || r.SeqNodes != seq.Nodes {
			t.Fatalf("row %+v", r)
		}
		want := float64(seq.SeqTimeUnits) / float64(r.TimeUnits)
		if math.Abs(r.Speedup-want) > 1e-9 {
			t.Fatalf("%s/%d speedup %v, want %v", r.Algo, r.Searchers, r.Speedup, want)
		}
		if so := 100 * (float64(r.Nodes)/float64(seq.Nodes) - 1); math.Abs(r.SearchOverheadPct-so) > 1e-9 {
			t.Fatalf("search overhead %v, want %v", r.SearchOverheadPct, so)
		}
		if sum := 100*r.Efficiency + r.IdlePct + r.OtherPct; r.OtherPct < 0 || (sum < 99.999 && r.OtherPct > 0) {
			t.Fatalf("utilization profile %.1f%% + %.1f%% + %.1f%% does not make 100%%", 100*r.Efficiency, r.IdlePct, r.OtherPct)
		}
		if r.Searchers == 1 && r.IdlePct > 50 {
			t.Fatalf("one searcher idle %.1f%% of the time", r.IdlePct)
		}
	}
	if _, err := Run(context.Background(), nil, Spec{Depth: 0}); err == nil {
		t.Fatal("depth 0 accepted")
	}
}

// TestEngines: a spec with P runs at its P, one without at every count of
// Searchers; the spec's minimum granularity fills in minsplit where the
// spec does not set it; seq and unknown names are refused before any
// search.
func TestEngines(t *testing.T) {
	es, err := Engines(parseAlgos(t, "pvsplit:3", "pvfsplit,minsplit=2", "pvfsplit-lb"), []int{2, 4}, 4)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range es {
		got = append(got, e.String())
	}
	want := "pvsplit:3,minsplit=4 pvfsplit:2,minsplit=2 pvfsplit:4,minsplit=2 pvfsplit-lb:2,minsplit=4 pvfsplit-lb:4,minsplit=4"
	if strings.Join(got, " ") != want {
		t.Errorf("engines %q, want %q", got, want)
	}
	for _, algo := range []string{"seq", "no-such-algo"} {
		// An unknown name is refused where it is parsed, seq by Run.
		specs, err := engine.ParseList(algo)
		if err == nil {
			_, err = Run(context.Background(), []Position{{ID: "start", Pos: games.Checkers(checkers.Start())}}, Spec{Algos: specs, Searchers: []int{2}, Depth: 3})
		}
		if err == nil || !strings.Contains(err.Error(), algo) {
			t.Errorf("%s: %v", algo, err)
		}
	}
}

// parseAlgos parses engine specs, as a flag would.
func parseAlgos(t testing.TB, texts ...string) []engine.Spec {
	t.Helper()
	var out []engine.Spec
	for _, text := range texts {
		s, err := engine.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}
