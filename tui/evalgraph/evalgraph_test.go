package evalgraph

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/tui/styles"
)

// The graph fills each column to its value, dots the even line where
// the curve is below it, marks blunders and mistakes under their
// columns, shows the current position without colour too, and fits
// more positions than columns into its width.
func TestView(t *testing.T) {
	st := styles.New(colorprofile.ASCII) // NO_COLOR
	points := []Point{
		{Known: true, Value: 100}, {Known: true, Value: 50, Glyph: "??"},
		{Known: true, Value: 0, Glyph: "?"}, {Known: true, Value: 75}, {},
	}
	got := strings.Split(View(st, points, 2, 5, 3), "\n")
	// Column 2 (value 0, the current position) is drawn "|" where its
	// cells are empty, since the cursor must show without colour; the
	// unknown last position is blank; the dash of column 1 is the even
	// line.
	plain := make([]string, len(got))
	for i, r := range got {
		plain[i] = ansi.Strip(r)
	}
	if plain[0] != "█┄|▄ " || plain[1] != "██|█ " || plain[2] != " X?  " {
		t.Fatalf("graph:\n%s", strings.Join(plain, "\n"))
	}
	wide := make([]Point, 40)
	for i := range wide {
		wide[i] = Point{Known: true, Value: float64(i) * 2.5}
	}
	wide[13].Glyph = "??"
	rows := strings.Split(ansi.Strip(View(st, wide, 39, 10, 4)), "\n")
	if len(rows) != 4 || ansi.StringWidth(rows[0]) != 10 || !strings.Contains(rows[3], "X") {
		t.Fatalf("40 positions in 10 columns:\n%s", strings.Join(rows, "\n"))
	}
}

// A click finds the position View draws in a column.
func TestPointAt(t *testing.T) {
	for _, c := range []struct{ n, w, x, want int }{
		{5, 10, 0, 0}, {5, 10, 4, 4}, {5, 10, 5, -1}, {40, 10, 0, 3}, {40, 10, 9, 39}, {40, 10, -1, -1},
	} {
		if got := PointAt(c.n, c.w, c.x); got != c.want {
			t.Errorf("PointAt(%d, %d, %d) = %d, want %d", c.n, c.w, c.x, got, c.want)
		}
	}
}
