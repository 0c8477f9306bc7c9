package searchers

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/search/parallel"
	"frontier/tui/styles"
)

// snapshot is a run of p searchers, the first work of them working and
// the rest starved, with a split node of left moves not handed out.
func snapshot(algo string, p, work, left int) parallel.Snapshot {
	s := parallel.Snapshot{Seq: 1, Run: parallel.RunStats{Algorithm: algo}}
	for i := 0; i < p; i++ {
		st := parallel.IdleStarved
		if i < work {
			st = parallel.Working
		}
		s.Searcher = append(s.Searcher, parallel.SearcherActivity{State: st, Nodes: 10})
	}
	s.Stack = []parallel.NodeView{{Kind: "PV", Split: true, Left: left}}
	return s
}

// TestSearchersExplained: the pane names its columns and says in a
// sentence what the bars show now, starvation by the thesis's words
// (issue 24: the % column and the picture were unexplained).
func TestSearchersExplained(t *testing.T) {
	st := styles.New(colorprofile.NoTTY)
	var m Model
	m.Sample(1, snapshot("pvsplit", 16, 4, 0))
	out := ansi.Strip(m.View(st, 52, 20))
	for _, want := range []string{"activity → now", "now", "nodes", "subtree", "12 of 16 starved: PVSplit shares only the PV.", "(§4.1, §4.3)"} {
		if !strings.Contains(out, want) {
			t.Errorf("the pane lacks %q:\n%s", want, out)
		}
	}
	m.Sample(2, snapshot("pvfsplit", 16, 16, 5))
	if first, _ := m.Describe(); first != "All 16 searchers working: work for every one." {
		t.Errorf("all working: %q", first)
	}
	m.Sample(3, snapshot("pvfsplit-lb", 16, 2, 3))
	if first, second := m.Describe(); first != "14 of 16 starved: only 3 moves left to share." || !strings.Contains(second, "§5.3") {
		t.Errorf("PVFSplit-LB starved: %q / %q", first, second)
	}
	// Where the rows are few, the bars keep a row a searcher first.
	if out := ansi.Strip(m.View(st, 52, 17)); strings.Contains(out, "starved:") || !strings.Contains(out, "S16") {
		t.Errorf("a pane of 17 rows:\n%s", out)
	}
}
