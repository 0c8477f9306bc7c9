package all

import (
	"testing"

	"frontier/search/engine"
	"frontier/search/parallel"
)

// TestMaxPIsTheMachines: package engine states the most searchers
// without importing package parallel; the two must agree.
func TestMaxPIsTheMachines(t *testing.T) {
	if engine.MaxP != parallel.MaxSearchers {
		t.Errorf("engine.MaxP %d, parallel.MaxSearchers %d", engine.MaxP, parallel.MaxSearchers)
	}
}

// TestListIsTheRegistry: the backend lists seq, every algorithm package
// parallel has registered with its metadata, and alphabeta.
func TestListIsTheRegistry(t *testing.T) {
	list := engine.List()
	reg := parallel.Registered()
	if len(list) != len(reg)+2 || list[0].Name != engine.Sequential || list[len(list)-1].Name != engine.AlphaBeta {
		t.Fatalf("List() has %d engines for %d registered", len(list), len(reg))
	}
	for i, a := range reg {
		in := list[i+1]
		if in.Name != a.Name || in.Summary != a.Summary || in.Shares != a.Shares || in.Starved != a.Starved || len(in.Params) != len(a.Params) {
			t.Errorf("List()[%d] = %+v, registered %s", i+1, in, a.Name)
		}
	}
}
