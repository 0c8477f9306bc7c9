package shard

import (
	"slices"
	"strings"
	"testing"

	"frontier/search/experiment"
)

// A branching run searches each position of each workload once, keyed by
// workload, depth and position, spread by workload; a workload given
// twice at one depth is refused, and the rows group by workload.
func TestBranchingJobs(t *testing.T) {
	w := experiment.Workload{Name: "checkers", Game: "checkers", Depth: 3, Positions: []string{"g1", "g5"}}
	w4 := w
	w4.Depth = 4
	c := Branching{Workloads: []experiment.Workload{w, w4}}
	jobs, err := c.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, j := range jobs {
		keys = append(keys, j.Key())
	}
	if want := []string{"checkers:3 g1", "checkers:3 g5", "checkers:4 g1", "checkers:4 g5"}; !slices.Equal(keys, want) {
		t.Errorf("jobs %q, want %q", keys, want)
	}
	if s := BranchingShardJobs(jobs)[3]; s.Stratum != "checkers:4" || s.Group != "" {
		t.Errorf("shard job %+v: want spread by workload", s)
	}
	rows, err := c.Rows(jobs, func(j BranchingJob) (experiment.Branching, error) {
		return experiment.Branching{Position: j.Pos.ID, Depth: j.W.Depth}, nil
	})
	if err != nil || len(rows) != 2 || len(rows[0]) != 2 || rows[1][1].Depth != 4 {
		t.Errorf("rows %+v, %v: want two workloads of two rows", rows, err)
	}
	c.Workloads = append(c.Workloads, w)
	if _, err := c.Jobs(); err == nil || !strings.Contains(err.Error(), "checkers:3 is given twice") {
		t.Errorf("a workload twice: err %v", err)
	}
}
