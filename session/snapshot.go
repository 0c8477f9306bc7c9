package session

import (
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/session/view"
)

// This file turns what a parallel engine publishes into what the panes
// draw (package view), so that a user interface knows the session and
// not the search's insides.

// Snapshot returns the latest view of a parallel search: searchers,
// split-node stack, counters and timeline. ok is false for the
// sequential engine and before the first publication.
func (r *Run) Snapshot() (snap view.Snapshot, ok bool) {
	if r.mon == nil {
		return view.Snapshot{}, false
	}
	s := r.mon.Latest()
	if s.Seq == 0 {
		return view.Snapshot{}, false
	}
	return snapshotOf(s), true
}

// snapshotOf is a parallel engine's snapshot as the panes draw it.
func snapshotOf(s account.Snapshot) view.Snapshot {
	v := view.Snapshot{Seq: s.Seq, Now: view.Time(s.Now), Depth: s.Depth, Run: statsOf(&s.Run)}
	if s.Stack != nil {
		v.Stack = make([]view.Node, len(s.Stack))
		for i, n := range s.Stack {
			v.Stack[i] = view.Node{Ply: n.Ply, Move: n.Move, Kind: n.Kind, Alpha: n.Alpha, Beta: n.Beta, Score: n.Score,
				Moves: n.Moves, Done: n.Done, Out: n.Out, Left: n.Left, Split: n.Split, Leaf: n.Leaf, Depth: n.Depth, Note: n.Note}
		}
	}
	if s.Searcher != nil {
		v.Searchers = make([]view.Searcher, len(s.Searcher))
		for i, a := range s.Searcher {
			v.Searchers[i] = view.Searcher{State: stateOf(a.State), Nodes: a.Nodes, Route: a.Route,
				Busy: view.Time(a.Busy), Starved: view.Time(a.Starved), Waiting: view.Time(a.Waiting), Tasks: a.Tasks, Preempts: a.Preempts}
		}
	}
	if s.Timeline != nil {
		v.Timeline = &Timeline{tl: s.Timeline}
	}
	return v
}

// statsOf is a parallel run's account as the panes show it.
func statsOf(st *account.RunStats) view.Stats {
	a, _ := engine.Lookup(st.Algorithm)
	return view.Stats{
		Algorithm: st.Algorithm, Shares: a.Shares, Starved: a.Starved, Executor: st.Executor, Searchers: st.Searchers, Elapsed: view.Time(st.Elapsed), Nodes: st.Nodes,
		IdlePct: st.IdlePct, StarvedPct: st.StarvedPct, WaitingPct: st.WaitingPct,
		Splits: st.Splits, Farmed: st.Farmed, ReSearches: st.ReSearches, Restarts: st.Restarts,
		Interrupts: st.Interrupts, Preemptions: st.Preemptions,
	}
}

// comparisonOf is a comparison with the sequential engine as the panes
// show it.
func comparisonOf(c account.Comparison) view.Comparison {
	return view.Comparison{Speedup: c.Speedup, Efficiency: c.Efficiency, SearchOverheadPct: c.SearchOverheadPct}
}

// machineStates maps the panes' states onto the machine's, and
// viewStates back; TestStatesMatch keeps them one to one.
var (
	machineStates = [view.NumStates]account.State{
		view.Working: account.Working, view.Helping: account.Helping, view.Interrupted: account.Interrupted,
		view.Starved: account.Starved, view.Waiting: account.Waiting, view.Locked: account.Locked, view.Stealing: account.Stealing,
	}
	viewStates = func() (out [account.NumStates]view.State) {
		for v, m := range machineStates {
			out[m] = view.State(v)
		}
		return out
	}()
)

// stateOf is a machine state in the panes' terms.
func stateOf(s account.State) view.State {
	if s < account.NumStates {
		return viewStates[s]
	}
	return view.Waiting // what the activity bars made of a state they did not know
}

// Timeline is a run's timeline (a machine's), as the timeline pane
// draws it: it implements view.Timeline. NewTimeline makes one to fill
// in by hand, for a test or a replay.
type Timeline struct {
	tl *account.Timeline
}

var _ view.Timeline = (*Timeline)(nil)

// NewTimeline returns an empty timeline of threads searchers.
func NewTimeline(threads int) *Timeline { return &Timeline{tl: account.NewTimeline(threads)} }

// Add records a span; a span of a state the panes do not know is
// dropped.
func (t *Timeline) Add(s view.Span) {
	if s.State >= view.NumStates {
		return
	}
	t.tl.Add(account.Span{Thread: s.Thread, Start: account.Time(s.Start), End: account.Time(s.End), State: machineStates[s.State]})
}

// AddMark records a mark.
func (t *Timeline) AddMark(m view.Mark) {
	t.tl.AddMark(account.Mark{T: account.Time(m.T), Label: m.Label})
}

// Threads is the number of searchers.
func (t *Timeline) Threads() int { return t.tl.Threads() }

// End is how far the run has got.
func (t *Timeline) End() view.Time { return view.Time(t.tl.End()) }

// BucketWidth is the timeline's resolution now.
func (t *Timeline) BucketWidth() view.Time { return view.Time(t.tl.BucketWidth()) }

// Grid draws the window [from, to) into cols columns and at most rows
// rows (view.Timeline).
func (t *Timeline) Grid(from, to view.Time, cols, rows int) view.Grid {
	v := t.tl.View(account.Time(from), account.Time(to), cols, rows)
	g := view.Grid{From: view.Time(v.From), To: view.Time(v.To), Cols: v.Cols, End: view.Time(v.End),
		Threads: v.Threads, Group: v.Group, BucketWidth: view.Time(v.BucketWidth)}
	if v.Rows != nil {
		g.Rows = make([]view.Row, len(v.Rows))
		for i, r := range v.Rows {
			cells := make([]view.Cell, len(r.Cells))
			for j, c := range r.Cells {
				if s, ok := c.State(); ok && s < account.NumStates {
					cells[j] = view.CellOf(viewStates[s])
				}
			}
			g.Rows[i] = view.Row{Lo: r.Lo, Hi: r.Hi, Cells: cells}
		}
	}
	if v.Marks != nil {
		g.Marks = make([]view.GridMark, len(v.Marks))
		for i, m := range v.Marks {
			g.Marks[i] = view.GridMark{Mark: view.Mark{T: view.Time(m.T), Label: m.Label}, Col: m.Col}
		}
	}
	return g
}
