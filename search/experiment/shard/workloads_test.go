package shard

import (
	"slices"
	"strings"
	"testing"

	"frontier/search/experiment"
)

// A run over workloads searches, per workload and position, the
// sequential reference and then every algorithm at every P; its jobs are
// spread by position, and a sequential algorithm or a bad P is refused.
func TestWorkloadsJobs(t *testing.T) {
	w := experiment.Workload{Name: "checkers", Game: "checkers", Depth: 3, Positions: []string{"g1", "g5"}}
	c := Workloads{Workloads: []experiment.Workload{w}, Algos: []string{"pvsplit", "ybwc,minsplit=2"}, Searchers: []int{1, 4}}
	jobs, err := c.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, j := range jobs {
		keys = append(keys, j.Key())
	}
	want := []string{"ref checkers g1", "par checkers g1 pvsplit:1", "par checkers g1 pvsplit:4", "par checkers g1 ybwc:1,minsplit=2", "par checkers g1 ybwc:4,minsplit=2",
		"ref checkers g5", "par checkers g5 pvsplit:1", "par checkers g5 pvsplit:4", "par checkers g5 ybwc:1,minsplit=2", "par checkers g5 ybwc:4,minsplit=2"}
	if !slices.Equal(keys, want) {
		t.Errorf("jobs\n%q\nwant\n%q", keys, want)
	}
	if s := WorkloadShardJobsOf(jobs)[1]; s.Stratum != "checkers g1" || s.Group != "" || s.Timed {
		t.Errorf("shard job %+v: want spread by position, untimed", s)
	}
	for _, algos := range []string{"seq", "no-such"} {
		c.Algos = []string{algos}
		if _, err := c.Jobs(); err == nil || !strings.Contains(err.Error(), algos) {
			t.Errorf("%s: err %v", algos, err)
		}
	}
}
