package searchers

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/session/view"
	"frontier/tui/styles"
)

// snapshot is a run of p searchers, the first work of them working and
// the rest starved, with a split node of left moves not handed out.
func snapshot(algo string, p, work, left int) view.Snapshot {
	s := view.Snapshot{Seq: 1, Run: view.Stats{Algorithm: algo, Shares: shares[algo][0], Starved: shares[algo][1]}}
	for i := 0; i < p; i++ {
		st := view.Starved
		if i < work {
			st = view.Working
		}
		s.Searchers = append(s.Searchers, view.Searcher{State: st, Nodes: 10})
	}
	s.Stack = []view.Node{{Kind: "PV", Split: true, Left: left}}
	return s
}

// shares are the sentences the session gives the pane from the
// algorithms' registrations (session's TestSnapshotOf checks them there).
var shares = map[string][2]string{
	"pvsplit":     {"One split node at a time, on the PV (§4.1, §4.3).", "PVSplit shares only the PV."},
	"pvfsplit":    {"PVFSplit also shares the frontier below the PV (§5.1).", ""},
	"pvfsplit-lb": {"PVFSplit-LB: the frontier (§5.1), straggler preemption (§5.3).", ""},
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
