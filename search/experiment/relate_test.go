package experiment

import (
	"context"
	"encoding/json"
	"testing"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/games"
	"frontier/search/parallel/pvsplit"
)

// unrelated strips what Relate computes from a row.
func unrelated(r Row) Row {
	r.SeqNodes, r.SeqMove, r.SeqScore, r.SeqTimeUnits, r.SeqSeconds = 0, "", 0, 0, 0
	r.Differs, r.Speedup, r.Efficiency, r.SearchOverheadPct, r.OtherPct = false, 0, 0, 0, 0
	return r
}

// TestRelateReproducesRun: a parallel row stripped of everything that
// compares it with the sequential engine, sent through JSON (as a shard
// writes it) and related again to the sequential row, is the row Run
// made, on both executors: merging shards loses nothing.
func TestRelateReproducesRun(t *testing.T) {
	for _, sim := range []bool{true, false} {
		spec := Spec{Algos: parseAlgos(t, pvsplit.PVSplit, pvsplit.PVFSplitLB), Searchers: []int{1, 2}, Sim: sim, Depth: 5,
			HashEntries: 1 << 12, Options: search.DefaultOptions()}
		rows, err := Run(context.Background(), []Position{{ID: "start", Pos: games.Checkers(checkers.Start())}}, spec)
		if err != nil {
			t.Fatal(err)
		}
		seq := rows[0]
		for _, want := range rows[1:] {
			want.Counters.Stats = search.Stats{} // not written out (json:"-")
			b, err := json.Marshal(unrelated(want))
			if err != nil {
				t.Fatal(err)
			}
			var raw Row
			if err := json.Unmarshal(b, &raw); err != nil {
				t.Fatal(err)
			}
			if got := Relate(raw, seq); got != want {
				t.Errorf("sim %v: related again\n%+v\nwant\n%+v", sim, got, want)
			}
		}
	}
}

func TestRelate(t *testing.T) {
	seq := Row{Algo: "seq", Searchers: 1, Executor: "real", Move: "11-15", Score: 3, Nodes: 1000, Seconds: 2}
	r := Relate(Row{Algo: "pvsplit", Searchers: 4, Executor: "real", Move: "9-13", Score: 3, Nodes: 1500, Seconds: 0.5, IdlePct: 20}, seq)
	if r.Speedup != 4 || r.Efficiency != 1 || r.SearchOverheadPct != 50 || !r.Differs || r.SeqSeconds != 2 || r.SeqMove != "11-15" || r.OtherPct != 0 {
		t.Errorf("real: %+v", r)
	}
	seq = Row{Algo: "seq", Searchers: 1, Executor: "sim", Move: "11-15", Score: 3, Nodes: 1000, SeqTimeUnits: 1200}
	r = Relate(Row{Algo: "pvsplit", Searchers: 2, Executor: "sim", Move: "11-15", Score: 3, Nodes: 1100, TimeUnits: 800, IdlePct: 10}, seq)
	if r.Speedup != 1.5 || r.Efficiency != 0.75 || r.Differs || r.SeqTimeUnits != 1200 || r.OtherPct != 15 {
		t.Errorf("sim: %+v", r)
	}
}
