package shard

import (
	"slices"
	"testing"

	"frontier/search/engine"
	"frontier/search/experiment"
)

// A scaling run measures the ceilings, then each position's real runs,
// then its simulated ones; the ceilings go to one shard, a position's
// real runs to one shard, and only simulated jobs are untimed and spread.
func TestScalingJobs(t *testing.T) {
	s := &ScalingRun{C: Scaling{Searchers: []int{1, 2}}, Positions: []experiment.Position{{ID: "g1"}},
		Engines: []engine.Spec{{Name: "ybwc", P: 2}}}
	jobs := s.Jobs()
	var keys []string
	for _, j := range jobs {
		keys = append(keys, j.Key())
	}
	if want := []string{"ceiling 1", "ceiling 2", "ref g1", "real g1 ybwc:2", "simref g1", "sim g1 ybwc:2"}; !slices.Equal(keys, want) {
		t.Errorf("jobs %q, want %q", keys, want)
	}
	want := []experiment.Job{
		{Key: "ceiling 1", Group: "ceiling", Timed: true}, {Key: "ceiling 2", Group: "ceiling", Timed: true},
		{Key: "ref g1", Group: "real g1", Timed: true}, {Key: "real g1 ybwc:2", Group: "real g1", Timed: true},
		{Key: "simref g1", Stratum: "g1"}, {Key: "sim g1 ybwc:2", Stratum: "g1"},
	}
	if got := s.ShardJobs(); !slices.Equal(got, want) {
		t.Errorf("shard jobs\n%+v\nwant\n%+v", got, want)
	}
}
