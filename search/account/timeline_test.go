package account

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"
)

// cellString writes a row's cells one letter a cell: w working, H
// helping, i interrupted, s starved, W waiting, L locked, S stealing, "."
// for none.
func cellString(cells []Cell) string {
	var b strings.Builder
	for _, c := range cells {
		s, ok := c.State()
		switch {
		case !ok:
			b.WriteByte('.')
		case s == Helping:
			b.WriteByte('H')
		case s == Waiting:
			b.WriteByte('W')
		case s == Locked:
			b.WriteByte('L')
		case s == Stealing:
			b.WriteByte('S')
		default:
			b.WriteByte(s.String()[0])
		}
	}
	return b.String()
}

func rowsString(v TimelineView) string {
	var parts []string
	for _, r := range v.Rows {
		parts = append(parts, cellString(r.Cells))
	}
	return strings.Join(parts, "|")
}

func TestTimelineDominance(t *testing.T) {
	tl := NewTimeline(2)
	tl.Add(Span{Thread: 0, Start: 0, End: 60, State: Working})
	tl.Add(Span{Thread: 0, Start: 60, End: 100, State: Starved})
	tl.Add(Span{Thread: 1, Start: 0, End: 45, State: Waiting})
	tl.Add(Span{Thread: 1, Start: 45, End: 100, State: Interrupted})
	for _, c := range []struct {
		from, to Time
		cols     int
		want     string
	}{
		{0, 100, 1, "w|i"},
		{0, 100, 2, "ws|Wi"},                  // [50,100): 10 working against 40 starved
		{0, 100, 4, "wwss|WWii"},              // [25,50): 20 waiting against 5 interrupted
		{-100, 100, 2, ".w|.i"},               // nothing before 0
		{0, 200, 4, "ws..|Wi.."},              // nothing after the end
		{55, 65, 10, "wwwwwsssss|iiiiiiiiii"}, // a unit a column
		{58, 60, 8, "wwwwwwww|iiiiiiii"},      // columns narrower than a unit
	} {
		v := tl.View(c.from, c.to, c.cols, 0)
		if got := rowsString(v); got != c.want {
			t.Errorf("View(%d, %d, %d): %s, want %s", c.from, c.to, c.cols, got, c.want)
		}
		if v.From != c.from || v.To != c.to || v.Cols != c.cols || v.End != 100 || v.Threads != 2 || v.Group != 1 {
			t.Errorf("View(%d, %d, %d): %+v", c.from, c.to, c.cols, v)
		}
	}
	if tl.End() != 100 || tl.BucketWidth() != 1 || tl.Threads() != 2 {
		t.Errorf("end %d, width %d, threads %d", tl.End(), tl.BucketWidth(), tl.Threads())
	}
	// Ties go to the lower state.
	tie := NewTimeline(1)
	tie.Add(Span{Thread: 0, Start: 0, End: 5, State: Waiting})
	tie.Add(Span{Thread: 0, Start: 5, End: 10, State: Helping})
	if got := rowsString(tie.View(0, 10, 1, 0)); got != "H" {
		t.Errorf("a tie shows %s, want helping", got)
	}
}

func TestTimelineDoublingKeepsTotals(t *testing.T) {
	const threads = 5
	rng := rand.New(rand.NewPCG(1, 2))
	tl := NewTimeline(threads)
	var spans []Span
	clock := make([]Time, threads)
	widths := map[Time]bool{}
	for range 20000 {
		th := rng.IntN(threads)
		d := Time(1 + rng.IntN(40))
		if rng.IntN(100) == 0 {
			d = Time(rng.IntN(200000)) // now and then a long one
		}
		s := Span{Thread: th, Start: clock[th], End: clock[th] + d, State: State(rng.IntN(int(NumStates))), Label: "x"}
		clock[th] = s.End
		spans = append(spans, s)
		tl.Add(s)
		widths[tl.BucketWidth()] = true
		end := tl.End()
		if w := tl.BucketWidth(); end > w*TimelineBuckets || w > 1 && end <= w*TimelineBuckets/2 {
			t.Fatalf("end %d with bucket width %d", end, w)
		}
	}
	if w := tl.BucketWidth(); w < 1024 || len(widths) < 5 {
		t.Errorf("bucket width %d after %d different widths: the test did not make it double much", w, len(widths))
	}
	got, want := tl.Totals(), Totals(spans, threads)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("thread %d: timeline %v, spans %v", i, got[i], want[i])
		}
	}
}

func TestTimelineCoarsens(t *testing.T) {
	tl := NewTimeline(1)
	tl.Add(Span{Thread: 0, Start: 0, End: 300, State: Working})
	if tl.BucketWidth() != 1 {
		t.Fatalf("width %d", tl.BucketWidth())
	}
	tl.Add(Span{Thread: 0, Start: 300, End: 1000, State: Starved})
	if tl.BucketWidth() != 2 {
		t.Fatalf("width %d after 1000, want 2", tl.BucketWidth())
	}
	if got := rowsString(tl.View(0, 1000, 10, 0)); got != "wwwsssssss" {
		t.Errorf("after one doubling: %s", got)
	}
	// A jump far ahead merges many levels at once.
	tl.Add(Span{Thread: 0, Start: 1000, End: 1_000_000, State: Waiting})
	if w := tl.BucketWidth(); w != 2048 {
		t.Fatalf("width %d after 1e6, want 2048", w)
	}
	if got := rowsString(tl.View(0, 1_000_000, 4, 0)); got != "WWWW" {
		t.Errorf("after the jump: %s", got)
	}
	// The first bucket, [0, 2048), now holds working 300, starved 700
	// and waiting 1048: waiting shows, even in the window [0, 1000).
	if got := rowsString(tl.View(0, 1000, 3, 0)); got != "WWW" {
		t.Errorf("first bucket: %s", got)
	}
	tot := tl.Totals()[0]
	if tot[Working] != 300 || tot[Starved] != 700 || tot[Waiting] != 999000 {
		t.Errorf("totals %v", tot)
	}
}

func TestTimelineGroups(t *testing.T) {
	tl := NewTimeline(8)
	for th := range 8 {
		st, other := Starved, Working
		if th == 3 || th >= 6 {
			st, other = Working, Starved
		}
		if th == 4 {
			st = Waiting
		}
		tl.Add(Span{Thread: th, Start: 0, End: 70, State: st})
		tl.Add(Span{Thread: th, Start: 70, End: 100, State: other})
	}
	// Threads 0-3: three starved and one working: starved leads for 70,
	// then working (3×30 against 30).
	v := tl.View(0, 100, 10, 3)
	if v.Group != 4 || len(v.Rows) != 2 {
		t.Fatalf("group %d, %d rows, want 4 a row in 2 rows", v.Group, len(v.Rows))
	}
	if v.Rows[0].Lo != 0 || v.Rows[0].Hi != 4 || v.Rows[1].Lo != 4 || v.Rows[1].Hi != 8 {
		t.Errorf("rows %+v", v.Rows)
	}
	// Threads 4-7: waiting, starved, working, working for 70, then
	// starved 2×30 against working 2×30: a tie, working wins.
	if got, want := rowsString(v), "ssssssswww|wwwwwwwwww"; got != want {
		t.Errorf("groups of 4: %s, want %s", got, want)
	}
	if v := tl.View(0, 100, 2, 8); v.Group != 1 || len(v.Rows) != 8 {
		t.Errorf("8 rows for 8 threads: group %d, %d rows", v.Group, len(v.Rows))
	}
	if v := tl.View(0, 100, 2, 4); v.Group != 2 || len(v.Rows) != 4 {
		t.Errorf("4 rows for 8 threads: group %d, %d rows", v.Group, len(v.Rows))
	}
	// A group may be short: 5 threads in 2 rows.
	five := NewTimeline(5)
	five.Add(Span{Thread: 4, Start: 0, End: 10, State: Locked})
	v = five.View(0, 10, 2, 2)
	if v.Group != 4 || len(v.Rows) != 2 || v.Rows[1].Lo != 4 || v.Rows[1].Hi != 5 {
		t.Fatalf("5 threads in 2 rows: %+v", v)
	}
	if got := rowsString(v); got != "..|LL" {
		t.Errorf("5 threads: %s", got)
	}
}

func TestTimelineMarks(t *testing.T) {
	tl := NewTimeline(1)
	tl.Add(Span{Thread: 0, Start: 0, End: 1000, State: Working})
	for _, m := range []Mark{{500, "d5"}, {0, "d1"}, {999, "d9"}, {250, "d3"}, {250, "d3b"}, {1000, "d11"}} {
		tl.AddMark(m)
	}
	v := tl.View(0, 1000, 10, 0)
	var got []string
	for _, m := range v.Marks {
		got = append(got, m.Label+"@"+string(rune('0'+m.Col)))
	}
	if s := strings.Join(got, " "); s != "d1@0 d3@2 d3b@2 d5@5 d9@9 d11@9" {
		t.Errorf("marks %s", s)
	}
	// Zoomed in: only the marks inside the window.
	v = tl.View(200, 600, 4, 0)
	got = nil
	for _, m := range v.Marks {
		got = append(got, m.Label+"@"+string(rune('0'+m.Col)))
	}
	if s := strings.Join(got, " "); s != "d3@0 d3b@0 d5@3" {
		t.Errorf("zoomed marks %s", s)
	}
	if v := tl.View(0, 1000, 0, 0); len(v.Marks) != 0 || len(v.Rows[0].Cells) != 0 {
		t.Errorf("no columns: %+v", v)
	}
}

func TestTimelineEdges(t *testing.T) {
	tl := NewTimeline(0)
	if v := tl.View(0, 100, 10, 5); !v.Empty() || len(v.Rows) != 0 {
		t.Errorf("an empty timeline: %+v", v)
	}
	// Spans grow the threads; empty, negative and unknown ones are left
	// out.
	tl.Add(Span{Thread: 3, Start: -5, End: 5, State: Stealing})
	tl.Add(Span{Thread: 1, Start: 5, End: 5, State: Working})
	tl.Add(Span{Thread: -1, Start: 0, End: 5, State: Working})
	tl.Add(Span{Thread: 0, Start: 0, End: 5, State: NumStates})
	if tl.Threads() != 4 || tl.End() != 5 {
		t.Fatalf("threads %d, end %d", tl.Threads(), tl.End())
	}
	v := tl.View(0, 5, 5, 0)
	if v.Empty() || rowsString(v) != ".....|.....|.....|SSSSS" {
		t.Errorf("rows %s", rowsString(v))
	}
	tot := tl.Totals()
	if tot[3][Stealing] != 5 || tot[0] != ([NumStates]Time{}) {
		t.Errorf("totals %v", tot)
	}
	// A view is a copy.
	tl.Add(Span{Thread: 0, Start: 0, End: 5, State: Working})
	if rowsString(v) != ".....|.....|.....|SSSSS" {
		t.Error("a view changed after an Add")
	}
	// A window without width shows one unit.
	if v := tl.View(2, 2, 1, 0); v.To != 3 || rowsString(v) != "w|.|.|S" {
		t.Errorf("empty window: %d-%d %s", v.From, v.To, rowsString(v))
	}
	if CellOf(Locked).String() != "locked" || NoCell.String() != "none" {
		t.Error("cell names")
	}
}

// TestTimelineConcurrent adds spans while readers draw views: run with
// -race.
func TestTimelineConcurrent(t *testing.T) {
	const threads = 16
	tl := NewTimeline(threads)
	var wg sync.WaitGroup
	done := make(chan struct{})
	for range 3 {
		wg.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				end := tl.End()
				v := tl.View(end/2, end+1, 80, 6)
				if len(v.Rows) > 6 {
					t.Error("too many rows")
					return
				}
				_ = tl.Totals()
				time.Sleep(200 * time.Microsecond) // a UI reads at 10-20 Hz
			}
		})
	}
	clock := make([]Time, threads)
	for i := range 20000 {
		th := i % threads
		s := Span{Thread: th, Start: clock[th], End: clock[th] + Time(1+i%13), State: State(i % int(NumStates))}
		clock[th] = s.End
		tl.Add(s)
		if i%5000 == 0 {
			tl.AddMark(Mark{T: s.Start, Label: "d"})
		}
	}
	close(done)
	wg.Wait()
	var sum Time
	for _, row := range tl.Totals() {
		for _, x := range row {
			sum += x
		}
	}
	var want Time
	for _, c := range clock {
		want += c
	}
	if sum != want {
		t.Errorf("total %d, want %d", sum, want)
	}
}

func BenchmarkTimelineAdd(b *testing.B) {
	tl := NewTimeline(16)
	var clock Time
	for i := 0; b.Loop(); i++ {
		tl.Add(Span{Thread: i & 15, Start: clock, End: clock + 7, State: State(i % int(NumStates))})
		if i&15 == 15 {
			clock += 7
		}
	}
}

func BenchmarkTimelineView(b *testing.B) {
	tl := NewTimeline(512)
	for th := range 512 {
		var at Time
		for i := range 2000 {
			tl.Add(Span{Thread: th, Start: at, End: at + Time(1+i%50), State: State(i % int(NumStates))})
			at += Time(1 + i%50)
		}
	}
	for b.Loop() {
		tl.View(0, tl.End(), 100, 30)
	}
}
