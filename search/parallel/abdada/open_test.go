package abdada

import (
	"fmt"
	"strings"
	"testing"

	"frontier/search/account"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
)

// TestABDADAStack: during a simulated run the pane lists nodes that
// several searchers are inside, each with as many distinct searchers in
// its note as its kind says, nearest the root first, the root among
// them and nodes below it too; after the run nothing is open.
func TestABDADAStack(t *testing.T) {
	const p = 8
	var seen, root, below int
	last := ptest.StackDuring(t, parallel.Config{Algorithm: ABDADA, Searchers: p, Options: Options{Exclusive: 2}}, New, ptest.Positions(t, 7)[3], 8, func(st []account.NodeView) {
		for i, v := range st {
			seen++
			ids := strings.Split(v.Note, ",")
			distinct := map[string]bool{}
			for _, id := range ids {
				var n int
				if _, err := fmt.Sscanf(id, "s%d", &n); err != nil || n < 0 || n >= p {
					t.Fatalf("row %+v: searcher %q", v, id)
				}
				distinct[id] = true
			}
			if len(ids) < 2 || len(distinct) != len(ids) || v.Kind != fmt.Sprintf("×%d", len(ids)) {
				t.Fatalf("row %+v: kind and searchers disagree", v)
			}
			if i > 0 && st[i-1].Ply > v.Ply {
				t.Fatalf("rows out of ply order: %+v", st)
			}
			if v.Depth < 2 {
				t.Fatalf("row %+v: a node below exclusive", v)
			}
			switch {
			case v.Ply == 0 && v.Move == "":
				root++
			case v.Ply > 0 && v.Move != "":
				below++
			}
		}
	})
	if seen == 0 || root == 0 || below == 0 {
		t.Fatalf("%d shared nodes seen, %d at the root, %d below it with their move: each should be seen", seen, root, below)
	}
	if len(last) != 0 {
		t.Fatalf("after the search, still open: %+v", last)
	}
}
