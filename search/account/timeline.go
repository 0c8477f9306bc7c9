package account

import (
	"math"
	"slices"
	"sync"
)

// TimelineBuckets is how many buckets a Timeline keeps per thread: the
// resolution of the whole run, whatever its length. A thread costs
// TimelineBuckets × NumStates × 8 bytes (28 KiB).
const TimelineBuckets = 512

// TimelineMarks is how many marks a Timeline keeps; later ones are
// dropped.
const TimelineMarks = 1 << 14

// Timeline accumulates the spans of a whole run in bounded memory, for
// the workstation to draw while the run goes on and after it ends. Per
// thread it keeps TimelineBuckets buckets of equal width covering [0,
// TimelineBuckets × width), each holding the time spent in every state;
// when a span ends past the covered range the width doubles (pairs of
// buckets merge) as often as needed, so totals are exact and the
// resolution is always between 1/512 and 1/256 of the run.
//
// It is safe for concurrent use: the machine adds spans while the UI
// calls View, which returns a copy.
type Timeline struct {
	mu      sync.RWMutex
	threads int
	width   Time              // bucket width, a power of two
	buckets [][NumStates]Time // thread*TimelineBuckets + bucket
	end     Time              // the latest end of a span
	marks   []Mark            // sorted by time
}

// NewTimeline returns an empty timeline of threads threads; Add makes
// room for more.
func NewTimeline(threads int) *Timeline {
	t := &Timeline{width: 1}
	t.grow(threads)
	return t
}

func (t *Timeline) grow(threads int) {
	if threads > t.threads {
		t.buckets = append(t.buckets, make([][NumStates]Time, (threads-t.threads)*TimelineBuckets)...)
		t.threads = threads
	}
}

// Add accounts for span s. Time before 0, empty spans and unknown states
// are left out.
func (t *Timeline) Add(s Span) {
	start := max(s.Start, 0)
	if s.End <= start || s.State >= NumStates || s.Thread < 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.grow(s.Thread + 1)
	if s.End > t.width*TimelineBuckets {
		k := 0
		for w := t.width; s.End > w*TimelineBuckets; w *= 2 {
			k++
		}
		t.coarsen(k)
	}
	t.end = max(t.end, s.End)
	row := t.buckets[s.Thread*TimelineBuckets : (s.Thread+1)*TimelineBuckets]
	b := int(start / t.width)
	for at := start; at < s.End; b++ {
		e := min(Time(b+1)*t.width, s.End)
		row[b][s.State] += e - at
		at = e
	}
}

// coarsen multiplies the bucket width by 2^k, merging groups of 2^k
// buckets.
func (t *Timeline) coarsen(k int) {
	g := 1 << min(k, 30)
	for th := range t.threads {
		row := t.buckets[th*TimelineBuckets : (th+1)*TimelineBuckets]
		for i := range TimelineBuckets {
			var sum [NumStates]Time
			if i*g < TimelineBuckets {
				for j := i * g; j < min((i+1)*g, TimelineBuckets); j++ {
					for s := range sum {
						sum[s] += row[j][s]
					}
				}
			}
			row[i] = sum
		}
	}
	t.width <<= k
}

// AddMark adds an instant to point at, such as the start of an iteration.
func (t *Timeline) AddMark(m Mark) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.marks) >= TimelineMarks {
		return
	}
	i, _ := slices.BinarySearchFunc(t.marks, m.T, func(a Mark, x Time) int { return cmpTime(a.T, x+1) })
	t.marks = slices.Insert(t.marks, i, m)
}

// Threads returns the number of threads the timeline has room for.
func (t *Timeline) Threads() int {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.threads
}

// End returns the latest end of a span added: how far the run has got.
func (t *Timeline) End() Time {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.end
}

// BucketWidth returns the time one bucket covers: the finest detail
// View can show.
func (t *Timeline) BucketWidth() Time {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.width
}

// Totals returns the time each thread spent in each state: the sums of
// the spans added.
func (t *Timeline) Totals() [][NumStates]Time {
	t.mu.RLock()
	defer t.mu.RUnlock()
	out := make([][NumStates]Time, t.threads)
	for i, b := range t.buckets {
		for s, v := range b {
			out[i/TimelineBuckets][s] += v
		}
	}
	return out
}

// Cell is what a cell of a TimelineView shows: nothing (NoCell: no time
// of any thread falls in it) or the state that took most of its time.
type Cell uint8

// NoCell is a cell without time in it: before the start, after the end,
// or a thread that has not reported.
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

// TimelineView is a Timeline drawn into a grid: one row per thread or
// group of threads, one cell per column of equal time.
type TimelineView struct {
	// From and To are the window shown, [From, To): column c covers
	// [From + (To-From)·c/Cols, From + (To-From)·(c+1)/Cols).
	From, To Time
	Cols     int
	// End is how far the run had got: the latest end of a span.
	End Time
	// Threads is the number of threads; Group how many share a row.
	Threads, Group int
	// BucketWidth is the timeline's resolution when the view was made:
	// columns narrower than a bucket repeat it.
	BucketWidth Time
	Rows        []TimelineRow
	// Marks are the marks in [From, To], in time order, with their
	// columns.
	Marks []ViewMark
}

// Empty reports whether the view has nothing to show: no spans yet.
func (v *TimelineView) Empty() bool { return v.Threads == 0 || v.End <= 0 }

// TimelineRow is one row of a view: threads Lo..Hi-1.
type TimelineRow struct {
	Lo, Hi int
	Cells  []Cell // Cols cells
}

// ViewMark is a mark placed in a view's column.
type ViewMark struct {
	Mark
	Col int
}

// View draws the window [from, to) in cols columns and at most rows rows
// (rows <= 0: one per thread). With more threads than rows, threads are
// grouped by a power of two per row, and a cell shows the state that
// took most of the time of the whole group in it. Ties go to the lower
// state (Working first). The view is a copy: later Adds do not change it.
//
// It holds the timeline's read lock while it sums: threads × buckets in
// the window, plus rows × (cols + buckets in the window) × NumStates.
func (t *Timeline) View(from, to Time, cols, rows int) TimelineView {
	t.mu.RLock()
	defer t.mu.RUnlock()
	cols = max(cols, 0)
	if to <= from {
		to = from + 1
	}
	v := TimelineView{From: from, To: to, Cols: cols, End: t.end, Threads: t.threads, Group: 1, BucketWidth: t.width}
	if rows > 0 {
		for (t.threads+v.Group-1)/v.Group > rows {
			v.Group *= 2
		}
	}
	span := float64(to - from)
	edge := func(c int) float64 { return float64(from) + span*float64(c)/float64(cols) }
	w := float64(t.width)
	// The buckets the window touches.
	bLo := int(max(0, min(TimelineBuckets, from/t.width)))
	bHi := int(max(0, min(TimelineBuckets, (to+t.width-1)/t.width)))
	group := make([][NumStates]Time, TimelineBuckets)
	weights := make([][NumStates]float64, cols)
	for lo := 0; lo < t.threads; lo += v.Group {
		hi := min(t.threads, lo+v.Group)
		// Add up the group's buckets, then spread them over the columns.
		clear(group)
		for th := lo; th < hi; th++ {
			row := t.buckets[th*TimelineBuckets : (th+1)*TimelineBuckets]
			for b := bLo; b < bHi; b++ {
				for s, x := range row[b] {
					group[b][s] += x
				}
			}
		}
		clear(weights)
		for c := range cols {
			c0, c1 := edge(c), edge(c+1)
			b0 := max(bLo, int(math.Floor(c0/w)))
			b1 := min(bHi, int(math.Ceil(c1/w)))
			for b := b0; b < b1; b++ {
				a0, a1 := max(c0, float64(b)*w), min(c1, float64(b+1)*w)
				if a1 <= a0 {
					continue
				}
				f := (a1 - a0) / w
				for s, x := range group[b] {
					if x != 0 {
						weights[c][s] += float64(x) * f
					}
				}
			}
		}
		cells := make([]Cell, cols)
		for c := range cols {
			best, bw := NoCell, 0.0
			for s, x := range weights[c] {
				if x > bw {
					best, bw = CellOf(State(s)), x
				}
			}
			cells[c] = best
		}
		v.Rows = append(v.Rows, TimelineRow{Lo: lo, Hi: hi, Cells: cells})
	}
	if cols > 0 {
		for _, m := range t.marks {
			if m.T < from || m.T > to {
				continue
			}
			c := min(cols-1, int(float64(m.T-from)*float64(cols)/span))
			v.Marks = append(v.Marks, ViewMark{Mark: m, Col: c})
		}
	}
	return v
}
