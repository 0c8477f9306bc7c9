package shard

import (
	"slices"
	"strings"
	"testing"

	"frontier/search/engine"
	"frontier/search/experiment"
)

func testBench(t *testing.T, algos string, sim bool) Bench {
	t.Helper()
	specs, err := engine.ParseList(algos)
	if err != nil {
		t.Fatal(err)
	}
	return Bench{
		Positions: []experiment.Position{{ID: "g1"}, {ID: "g5"}},
		Specs:     specs,
		Engines: func(s engine.Spec) ([]engine.Spec, error) {
			return experiment.Engines([]engine.Spec{s}, []int{1, 2}, 0)
		},
		Sim: sim,
	}
}

// The job list is the unsharded bench's order, each job once: the
// sequential reference of a position is shared by every parallel spec.
func TestBenchJobs(t *testing.T) {
	jobs, err := testBench(t, "seq,pvsplit,ybwc:4", true).Jobs()
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, j := range jobs {
		keys = append(keys, j.Key())
	}
	want := []string{"seq g1", "seq g5",
		"ref g1", "par g1 pvsplit:1", "par g1 pvsplit:2", "ref g5", "par g5 pvsplit:1", "par g5 pvsplit:2",
		"par g1 ybwc:4", "par g5 ybwc:4"}
	if !slices.Equal(keys, want) {
		t.Errorf("jobs\n%q\nwant\n%q", keys, want)
	}
	if _, err := testBench(t, "alphabeta,pvsplit", true).Jobs(); err == nil || !strings.Contains(err.Error(), "alphabeta") {
		t.Errorf("alphabeta: err %v, want a refusal naming it", err)
	}
}

// On the simulator a position's jobs are spread (Stratum), and only the
// sequential table's rows are timed; on the real machine they stay
// together (Group) and all are timed.
func TestBenchShardJob(t *testing.T) {
	seq := BenchJob{Kind: BenchSeq, Pos: experiment.Position{ID: "g5"}}
	par := BenchJob{Kind: BenchPar, Pos: experiment.Position{ID: "g5"}, Eng: engine.Spec{Name: "pvsplit", P: 2}}
	sim, real := testBench(t, "pvsplit", true), testBench(t, "pvsplit", false)
	for _, c := range []struct {
		b    Bench
		j    BenchJob
		want experiment.Job
	}{
		{sim, seq, experiment.Job{Key: "seq g5", Stratum: "g5", Timed: true}},
		{sim, par, experiment.Job{Key: "par g5 pvsplit:2", Stratum: "g5"}},
		{real, par, experiment.Job{Key: "par g5 pvsplit:2", Group: "g5", Timed: true}},
	} {
		if got := c.b.ShardJob(c.j); got != c.want {
			t.Errorf("sim %v %s: %+v, want %+v", c.b.Sim, c.j.Key(), got, c.want)
		}
	}
}
