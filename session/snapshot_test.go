package session

import (
	"reflect"
	"strings"
	"testing"

	"frontier/search/account"
	"frontier/search/machine"
	"frontier/search/parallel"
	"frontier/session/view"
)

// TestStatesMatch: the panes' states are the machine's, one to one and
// by name, a searcher's is the one the engine reports, and the activity
// bars draw four of them as the thesis does.
func TestStatesMatch(t *testing.T) {
	if int(view.NumStates) != int(account.NumStates) {
		t.Fatalf("%d states in the view, %d in the machine", view.NumStates, account.NumStates)
	}
	for v := range view.NumStates {
		m := machineStates[v]
		if m.String() != v.String() || viewStates[m] != v {
			t.Errorf("view %v is machine %v, which maps back to %v", v, m, viewStates[m])
		}
		if got := stateOf(parallel.ActivityOf([]machine.Account{{State: m}}, 0).State); got != v {
			t.Errorf("a searcher %v: the engine reports %v", m, got)
		}
	}
	// The activity bars' four states, as the thesis draws them.
	for v, want := range map[view.State]view.State{view.Working: view.Working, view.Helping: view.Working,
		view.Interrupted: view.Interrupted, view.Starved: view.Starved, view.Stealing: view.Starved,
		view.Waiting: view.Waiting, view.Locked: view.Waiting} {
		if v.Bar() != want {
			t.Errorf("%v is drawn %v, want %v", v, v.Bar(), want)
		}
	}
	if got := stateOf(parallel.ActivityOf(nil, 0).State); got != view.Starved {
		t.Errorf("a searcher not started yet is %v", got)
	}
}

// fill sets every field of v to a value of its own, not zero.
func fill(v reflect.Value) {
	for i := range v.NumField() {
		f := v.Field(i)
		if !f.CanSet() {
			continue
		}
		switch f.Kind() {
		case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int8, reflect.Int16:
			f.SetInt(int64(i + 1))
		case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint8, reflect.Uint16:
			f.SetUint(uint64(i + 100))
		case reflect.Float64:
			f.SetFloat(float64(i) + 0.5)
		case reflect.String:
			f.SetString("s" + string(rune('a'+i)))
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Slice:
			if f.Type().Elem().Kind() == reflect.String {
				f.Set(reflect.ValueOf([]string{"x", "y"}))
			}
		case reflect.Struct:
			fill(f)
		}
	}
}

// sameFields checks that every field of to has the value of the field of
// the same name in from, skipping the names in skip.
func sameFields(t *testing.T, what string, from, to any, skip ...string) {
	t.Helper()
	fv, tv := reflect.ValueOf(from), reflect.ValueOf(to)
outer:
	for i := range tv.NumField() {
		name := tv.Type().Field(i).Name
		for _, s := range skip {
			if s == name {
				continue outer
			}
		}
		a, b := fv.FieldByName(name), tv.Field(i)
		if !a.IsValid() {
			t.Errorf("%s: the engine's has no field %s", what, name)
			continue
		}
		var same bool
		switch b.Kind() {
		case reflect.Int, reflect.Int64:
			same = a.Int() == b.Int()
		default:
			same = reflect.DeepEqual(a.Interface(), b.Interface())
		}
		if !same {
			t.Errorf("%s.%s: %v, the engine's %v", what, name, b, a)
		}
	}
}

// TestSnapshotOf: what the panes draw is what the engine published,
// field by field; a field the engine adds to a stack row or a searcher's
// account fails here until the view carries it too.
func TestSnapshotOf(t *testing.T) {
	var node account.NodeView
	var act account.SearcherActivity
	var run account.RunStats
	var cmp account.Comparison
	fill(reflect.ValueOf(&node).Elem())
	fill(reflect.ValueOf(&act).Elem())
	fill(reflect.ValueOf(&run).Elem())
	fill(reflect.ValueOf(&cmp).Elem())
	act.State = account.Locked
	tl := account.NewTimeline(2)
	s := account.Snapshot{Seq: 7, Now: 1234, Depth: 9, Stack: []account.NodeView{node}, Searcher: []account.SearcherActivity{act, act}, Run: run, Timeline: tl}
	v := snapshotOf(s)
	if v.Seq != 7 || v.Now != 1234 || v.Depth != 9 || len(v.Stack) != 1 || len(v.Searchers) != 2 || v.Timeline == nil {
		t.Fatalf("snapshot %+v", v)
	}
	if a, b := reflect.TypeOf(node).NumField(), reflect.TypeOf(v.Stack[0]).NumField(); a != b {
		t.Errorf("a stack row has %d fields in the engine, %d in the view", a, b)
	}
	sameFields(t, "Node", node, v.Stack[0])
	if a, b := reflect.TypeOf(act).NumField(), reflect.TypeOf(v.Searchers[1]).NumField(); a != b {
		t.Errorf("a searcher has %d fields in the engine, %d in the view", a, b)
	}
	sameFields(t, "Searcher", act, v.Searchers[1], "State")
	if v.Searchers[1].State != view.Locked {
		t.Errorf("a locked searcher is %v", v.Searchers[1].State)
	}
	sameFields(t, "Stats", run, v.Run, "Shares", "Starved")
	// The searchers pane's sentences come from the algorithm's
	// registration, so that no pane knows an algorithm by its name.
	for _, c := range []struct{ algo, shares, starved string }{
		{"pvsplit", "(§4.1, §4.3)", "PVSplit shares only the PV."},
		{"pvfsplit-lb", "§5.3", ""},
		{"ybwc", "", ""},
	} {
		st := statsOf(&account.RunStats{Algorithm: c.algo})
		if !strings.Contains(st.Shares, c.shares) || (c.shares == "") != (st.Shares == "") || st.Starved != c.starved {
			t.Errorf("%s: shares %q, starved %q; want %q in the one and %q", c.algo, st.Shares, st.Starved, c.shares, c.starved)
		}
	}
	sameFields(t, "Comparison", cmp, comparisonOf(cmp))
	if v := snapshotOf(account.Snapshot{Seq: 1}); v.Timeline != nil || v.Stack != nil || v.Searchers != nil {
		t.Errorf("an empty snapshot: %+v", v)
	}
}

// TestTimelineGrid: the session's timeline draws what the machine's
// does, state for state.
func TestTimelineGrid(t *testing.T) {
	tl := NewTimeline(int(view.NumStates))
	for s := range view.NumStates {
		tl.Add(view.Span{Thread: int(s), Start: view.Time(10 * s), End: 100, State: s})
	}
	tl.Add(view.Span{Thread: 0, Start: 0, End: 5, State: view.NumStates}) // dropped
	tl.AddMark(view.Mark{T: 50, Label: "d3"})
	if tl.Threads() != int(view.NumStates) || tl.End() != 100 || tl.BucketWidth() != view.Time(tl.tl.BucketWidth()) {
		t.Fatalf("threads %d end %d width %d", tl.Threads(), tl.End(), tl.BucketWidth())
	}
	g := tl.Grid(0, 100, 10, 0)
	m := tl.tl.View(0, 100, 10, 0)
	if len(g.Rows) != len(m.Rows) || g.Group != m.Group || g.Cols != 10 || g.End != 100 {
		t.Fatalf("grid %+v, machine's %+v", g, m)
	}
	for i, r := range g.Rows {
		for j, c := range r.Cells {
			if c.String() != m.Rows[i].Cells[j].String() {
				t.Errorf("row %d col %d: %v, the machine's %v", i, j, c, m.Rows[i].Cells[j])
			}
		}
		if s, _ := r.Cells[9].State(); s != view.State(i) {
			t.Errorf("row %d ends %v", i, s)
		}
	}
	if len(g.Marks) != 1 || g.Marks[0].Label != "d3" || g.Marks[0].Col != 5 {
		t.Errorf("marks %+v", g.Marks)
	}
}
