package timeline

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/session"
	"frontier/session/view"
	"frontier/tui/styles"
)

// fixture is a run of four searchers over 800 units, iterations
// starting at 0 and 400.
func fixture() *session.Timeline {
	tl := session.NewTimeline(4)
	for _, s := range []view.Span{
		{Thread: 0, Start: 0, End: 600, State: view.Working},
		{Thread: 0, Start: 600, End: 800, State: view.Waiting},
		{Thread: 1, Start: 0, End: 200, State: view.Starved},
		{Thread: 1, Start: 200, End: 800, State: view.Helping},
		{Thread: 2, Start: 0, End: 400, State: view.Working},
		{Thread: 2, Start: 400, End: 500, State: view.Interrupted},
		{Thread: 2, Start: 500, End: 800, State: view.Starved},
		{Thread: 3, Start: 0, End: 100, State: view.Locked},
		{Thread: 3, Start: 100, End: 200, State: view.Stealing},
		{Thread: 3, Start: 200, End: 800, State: view.Working},
	} {
		tl.Add(s)
	}
	tl.AddMark(view.Mark{T: 0, Label: "d1"})
	tl.AddMark(view.Mark{T: 400, Label: "d3"})
	return tl
}

var (
	plain  = styles.New(colorprofile.Ascii)
	colour = styles.New(colorprofile.TrueColor)
)

// checkBlock checks that s is exactly h lines of w cells.
func checkBlock(t *testing.T, s string, w, h int) []string {
	t.Helper()
	lines := strings.Split(s, "\n")
	if len(lines) != h {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), h, s)
	}
	for i, l := range lines {
		if n := ansi.StringWidth(l); n != w {
			t.Errorf("line %d is %d cells wide, want %d: %q", i, n, w, l)
		}
	}
	return lines
}

func TestNoTimelineYet(t *testing.T) {
	var m Model
	out := m.View(plain, 30, 4)
	checkBlock(t, out, 30, 4)
	if !strings.HasPrefix(out, "no timeline yet") {
		t.Errorf("no timeline: %q", out)
	}
	m.Sample(1, session.NewTimeline(8), true) // a timeline without spans
	if out := m.View(plain, 30, 4); !strings.HasPrefix(out, "no timeline yet") {
		t.Errorf("an empty timeline: %q", out)
	}
	if out := m.View(plain, 5, 1); out != "no ti" {
		t.Errorf("narrow: %q", out)
	}
}

func TestDrawASCII(t *testing.T) {
	m := Model{ASCII: true}
	m.Sample(1, fixture(), true)
	got := m.View(plain, 44, 8)
	want := strings.Join([]string{
		"   vd1                 vd3                  ",
		"S1 ###############################----------",
		"S2 ..........+++++++++++++++++++++++++++++++",
		"S3 #####################xxxxx...............",
		"S4 !!!!!~~~~~###############################",
		"   0 ------------------+---------- 800 units",
		"# work + help x intr . strv - wait ! lock   ",
		"                                            ",
	}, "\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Wide enough, the legend speaks in full words.
	wide := checkBlock(t, m.View(plain, 100, 8), 100, 8)
	if l := wide[6]; !strings.Contains(l, "# working + helping x interrupted . starved - waiting ! locked ~ stealing v iteration") {
		t.Errorf("wide legend %q", l)
	}
}

func TestDrawUnicodeShapesAndColours(t *testing.T) {
	m := Model{}
	m.Sample(1, fixture(), true)
	out := m.View(colour, 44, 8)
	lines := checkBlock(t, out, 44, 8)
	if !strings.Contains(out, "\x1b[") {
		t.Error("no colours")
	}
	rows := ansi.Strip(strings.Join(lines[1:5], "\n"))
	for _, shape := range []string{"█", "▓", "▚", "░", "▒", "▌", "▄"} {
		if !strings.Contains(rows, shape) {
			t.Errorf("no %s in\n%s", shape, rows)
		}
	}
	if l := ansi.Strip(lines[0]); l != "   ▾d1                 ▾d3                  " {
		t.Errorf("marks %q", l)
	}
	if l := ansi.Strip(lines[5]); l != "   0 ──────────────────┴────────── 800 units" {
		t.Errorf("axis %q", l)
	}
	// Without colour the shapes still tell the states apart.
	bare := m.View(plain, 44, 8)
	if strings.Contains(bare, "\x1b[") {
		t.Errorf("colours with NO_COLOR: %q", bare)
	}
	if ansi.Strip(out) != bare {
		t.Errorf("the shapes differ without colour:\n%s\n%s", ansi.Strip(out), bare)
	}
}

func TestASCIIModePrintsOnlyASCII(t *testing.T) {
	// A real run, in nanoseconds: durations carry µ, labels may too.
	tl := session.NewTimeline(40)
	for th := range 40 {
		var at view.Time
		for i := range 30 {
			d := view.Time(20_000 + 7_919*((i+th)%13))
			tl.Add(view.Span{Thread: th, Start: at, End: at + d, State: view.State((i * th) % int(view.NumStates))})
			at += d
		}
	}
	tl.AddMark(view.Mark{T: 300_000, Label: "d5 × µ"})
	for _, st := range []*styles.Styles{plain, colour} {
		m := Model{ASCII: true}
		m.Sample(7, tl, false)
		for range 5 {
			for _, size := range [][2]int{{60, 12}, {100, 30}, {20, 3}, {50, 5}} {
				out := m.View(st, size[0], size[1])
				checkBlock(t, out, size[0], size[1])
				for i := range len(out) {
					if out[i] >= 0x80 {
						t.Fatalf("byte %#x at %d in ASCII mode:\n%s", out[i], i, out)
					}
				}
			}
			m.ZoomIn()
			m.ScrollLeft()
		}
		if out := ansi.Strip(m.View(st, 60, 12)); !strings.Contains(out, "us ") {
			t.Errorf("zoomed in to microseconds:\n%s", out)
		}
	}
}

func TestGroups(t *testing.T) {
	tl := session.NewTimeline(64)
	for th := range 64 {
		st := view.Working
		if th >= 32 {
			st = view.Starved
		}
		tl.Add(view.Span{Thread: th, Start: 0, End: 1000, State: st})
	}
	m := Model{ASCII: true}
	m.Sample(1, tl, true)
	lines := checkBlock(t, m.View(plain, 40, 10), 40, 10)
	// Seven lines for rows: 16 searchers a row in 4 rows.
	for i, want := range []string{"S01-16 ###", "S17-32 ###", "S33-48 ...", "S49-64 ..."} {
		if !strings.HasPrefix(lines[1+i], want) {
			t.Errorf("row %d: %q, want %q…", i, lines[1+i], want)
		}
	}
	if lines[5] != "       0 -------------------- 1.0k units" {
		t.Errorf("axis %q", lines[5])
	}
	rows, cols := Grid(64, 40, 10)
	if rows != 7 || cols != 33 {
		t.Errorf("grid %dx%d", rows, cols)
	}
	// Few lines: the rows come first.
	lines = checkBlock(t, m.View(plain, 40, 2), 40, 2)
	if !strings.HasPrefix(lines[0], "S01-64 ") || !strings.Contains(lines[1], "1.0k units") {
		t.Errorf("two lines:\n%s", strings.Join(lines, "\n"))
	}
}

func TestZoomAndScroll(t *testing.T) {
	m := Model{}
	m.Sample(1, fixture(), true) // end 800
	window := func() string { f, t := m.Window(); return fmt.Sprintf("%d-%d", f, t) }
	steps := []struct {
		do        func()
		want      string
		following bool
	}{
		{func() {}, "0-800", true},
		{m.ScrollLeft, "0-800", true}, // nothing to scroll over
		{m.ZoomIn, "400-800", true},   // zooming in keeps the live end
		{m.ZoomIn, "600-800", true},
		{m.ScrollLeft, "550-750", false},
		{m.ScrollLeft, "500-700", false},
		{m.ZoomIn, "550-650", false}, // around the centre
		{m.ZoomOut, "500-700", false},
		{m.ScrollRight, "550-750", false},
		{m.ScrollRight, "600-800", true}, // the end: following again
		{m.ZoomOut, "400-800", true},
		{m.ZoomOut, "0-800", true}, // the whole run
		{m.ZoomOut, "0-800", true},
	}
	for i, s := range steps {
		s.do()
		if got := window(); got != s.want || m.Following() != s.following {
			t.Fatalf("step %d: window %s following %v, want %s %v", i, got, m.Following(), s.want, s.following)
		}
	}
	// Zooming in stops at eight buckets of the timeline (2 units here).
	for range 20 {
		m.ZoomIn()
	}
	if got := window(); got != "784-800" {
		t.Errorf("zoomed all the way in: %s", got)
	}
	// Follow returns to the live end and keeps the zoom.
	m.ScrollLeft()
	m.ScrollLeft()
	if m.Following() {
		t.Fatal("following after scrolling back")
	}
	m.Follow()
	if got := window(); got != "784-800" || !m.Following() {
		t.Errorf("follow: %s", got)
	}
	out := ansi.Strip(m.View(plain, 44, 8))
	if !strings.Contains(out, "784 ─────────── 16 units ─────── 800 live") {
		t.Errorf("zoomed axis:\n%s", out)
	}
	m.ScrollLeft()
	if out := ansi.Strip(m.View(plain, 44, 8)); !strings.Contains(out, "780 ─────────── 16 units ─────── 796 back") {
		t.Errorf("scrolled axis:\n%s", out)
	}
}

func TestFollowsTheLiveEnd(t *testing.T) {
	tl := fixture()
	m := Model{}
	m.Sample(1, tl, true)
	m.ZoomIn() // 400-800, following
	tl.Add(view.Span{Thread: 0, Start: 800, End: 1000, State: view.Working})
	m.Sample(1, tl, true)
	if f, to := m.Window(); f != 600 || to != 1000 {
		t.Errorf("following: %d-%d, want 600-1000", f, to)
	}
	m.ScrollLeft() // 500-900, held
	tl.Add(view.Span{Thread: 0, Start: 1000, End: 1400, State: view.Working})
	m.Sample(1, tl, true)
	if f, to := m.Window(); f != 500 || to != 900 {
		t.Errorf("scrolled back: %d-%d, want 500-900", f, to)
	}
	// A new run shows the whole of it again.
	m.Sample(2, fixture(), true)
	if f, to := m.Window(); f != 0 || to != 800 || !m.Following() {
		t.Errorf("new run: %d-%d", f, to)
	}
	// The pane keeps its glyph set over runs.
	m.ASCII = true
	m.Sample(3, fixture(), true)
	if !m.ASCII {
		t.Error("a new run lost the ASCII setting")
	}
}

func TestMarkLabelsMakeRoom(t *testing.T) {
	tl := session.NewTimeline(1)
	tl.Add(view.Span{Thread: 0, Start: 0, End: 100, State: view.Working})
	for _, mk := range []view.Mark{{T: 0, Label: "d1"}, {T: 10, Label: "d3"}, {T: 12, Label: "d5"}, {T: 50, Label: "d7"}, {T: 97, Label: "d9"}} {
		tl.AddMark(mk)
	}
	m := Model{ASCII: true}
	m.Sample(1, tl, true)
	lines := checkBlock(t, m.View(plain, 23, 5), 23, 5)
	// 20 columns of 5 units: d1 has no room before d3, d3 and d5 share
	// column 2 (the later speaks), d9 has no room at the edge.
	if lines[0] != "   v vd5     vd7      v" {
		t.Errorf("marks %q", lines[0])
	}
}

func TestRowsBeforeLegendAndMarks(t *testing.T) {
	tl := session.NewTimeline(16)
	for th := range 16 {
		tl.Add(view.Span{Thread: th, Start: 0, End: 100, State: view.Working})
	}
	tl.AddMark(view.Mark{T: 50, Label: "d9"})
	m := Model{ASCII: true}
	m.Sample(1, tl, true)
	for _, c := range []struct {
		h             int
		first         string // a prefix of the first line
		marks, legend bool
		rowsOfOneEach bool
	}{
		{19, "   ", true, true, true},
		{18, "   ", true, false, true},
		{17, "S01 ", false, false, true},
		{16, "       ", true, true, false}, // must group: all three lines
	} {
		out := m.View(plain, 40, c.h)
		lines := checkBlock(t, out, 40, c.h)
		if !strings.HasPrefix(lines[0], c.first) {
			t.Errorf("h=%d: first line %q", c.h, lines[0])
		}
		if got := strings.Contains(lines[0], "vd9"); got != c.marks {
			t.Errorf("h=%d: marks line %v, want %v", c.h, got, c.marks)
		}
		if got := strings.Contains(out, "# working v iteration"); got != c.legend {
			t.Errorf("h=%d: legend %v, want %v", c.h, got, c.legend)
		}
		if got := strings.Count(out, " 0 ----"); got != 1 {
			t.Errorf("h=%d: %d axes", c.h, got)
		}
		rows, _ := Grid(16, 40, c.h)
		if (rows >= 16) != c.rowsOfOneEach {
			t.Errorf("h=%d: %d rows", c.h, rows)
		}
	}
}
