package view

// Timeline is what every searcher did over a whole run, which the run
// goes on filling in while a pane draws it: time in buckets of equal
// width per searcher, and marks (the iterations). Its methods are safe to
// call while the run adds to it.
type Timeline interface {
	// Threads is the number of searchers.
	Threads() int
	// End is how far the run has got: the latest end of a span.
	End() Time
	// BucketWidth is the timeline's resolution now.
	BucketWidth() Time
	// Grid draws the window [from, to) into cols columns and at most
	// rows rows (rows <= 0: one a searcher): with more searchers than
	// rows, searchers are grouped by a power of two a row, and a cell
	// shows the state that took most of the group's time in it, ties to
	// the lower state. The grid is a copy: later spans do not change it.
	Grid(from, to Time, cols, rows int) Grid
}

// Span is one stretch of a searcher's time in one state.
type Span struct {
	Thread     int
	Start, End Time
	State      State
}

// Mark is a moment of a run worth a marker, such as an iteration's
// start ("d7").
type Mark struct {
	T     Time
	Label string
}

// Cell is what a cell of a Grid shows: nothing (NoCell: no time of any
// searcher falls in it) or the state that took most of its time.
type Cell uint8

// NoCell is a cell without time in it: before the start, after the end,
// or a searcher that has not reported.
const NoCell Cell = 0

// CellOf returns the cell that shows state s.
func CellOf(s State) Cell { return Cell(s + 1) }

// State returns the state a cell shows, false for NoCell.
func (c Cell) State() (State, bool) {
	if c == NoCell {
		return 0, false
	}
	return State(c - 1), true
}

func (c Cell) String() string {
	if s, ok := c.State(); ok {
		return s.String()
	}
	return "none"
}

// Grid is a Timeline drawn into rows and columns: one row per searcher
// or group of searchers, one cell per column of equal time.
type Grid struct {
	// From and To are the window shown, [From, To): column c covers
	// [From + (To-From)·c/Cols, From + (To-From)·(c+1)/Cols).
	From, To Time
	Cols     int
	// End is how far the run had got.
	End Time
	// Threads is the number of searchers; Group how many share a row.
	Threads, Group int
	// BucketWidth is the timeline's resolution when the grid was drawn:
	// columns narrower than a bucket repeat it.
	BucketWidth Time
	Rows        []Row
	// Marks are the marks in [From, To], in time order, with their
	// columns.
	Marks []GridMark
}

// Empty reports whether the grid has nothing to show: no spans yet.
func (g *Grid) Empty() bool { return g.Threads == 0 || g.End <= 0 }

// Row is one row of a grid: searchers Lo..Hi-1.
type Row struct {
	Lo, Hi int
	Cells  []Cell // Cols cells
}

// GridMark is a mark placed in a grid's column.
type GridMark struct {
	Mark
	Col int
}
