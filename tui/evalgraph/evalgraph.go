// Package evalgraph draws a game's evaluation graph, as lichess and
// Nibbler show it under the moves: one column per position, the first
// player's expected score (0 to 100) as an area filled from the bottom
// with eighth-block characters, the even line dashed, the current
// position highlighted, and under it a row marking the moves that
// dropped the mover's prospects (X a blunder, ? a mistake, · an
// inaccuracy). In ASCII mode the workstation transliterates the blocks.
package evalgraph

import (
	"strings"

	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Point is one position of the game.
type Point struct {
	// Known is set once the position is analysed; Value is then the
	// first player's expected score, 0 to 100.
	Known bool
	Value float64
	// Glyph judges the move played from this position: "??", "?",
	// "?!" or "".
	Glyph string
}

// eighths are the cells of a column filled 0/8 to 8/8.
var eighths = []rune(" ▁▂▃▄▅▆▇█")

// View draws points in w×h cells (h ≥ 2: at least a row of graph and
// the row of marks) with position cur highlighted. When there are more
// points than columns, each column shows the last of its points and the
// worst mark among them.
func View(st *styles.Styles, points []Point, cur, w, h int) string {
	if w < 1 || h < 2 || len(points) == 0 {
		return frame.Block("", max(0, w), max(0, h))
	}
	cols := min(w, len(points))
	// An even number of graph rows puts the even line (50%) between two
	// rows, dashed on the lower row of the upper half where it is empty,
	// so that the reader sees which side of it the curve is; a spare
	// row stays blank above.
	top := 0
	gh := h - 1
	if gh > 1 && gh%2 == 1 {
		top, gh = 1, gh-1
	}
	levels := gh * 8
	mid := gh/2 - 1 // the row whose bottom is the 50% level
	if gh == 1 {
		mid = 0
	}
	rows := make([]strings.Builder, gh+1)
	for c := 0; c < cols; c++ {
		lo, hi := c*len(points)/cols, (c+1)*len(points)/cols
		p := points[hi-1]
		glyph := ""
		isCur := cur >= lo && cur < hi
		for _, q := range points[lo:hi] {
			if rank(q.Glyph) > rank(glyph) {
				glyph = q.Glyph
			}
		}
		fill := 0
		if p.Known {
			fill = int(p.Value/100*float64(levels) + 0.5)
		}
		for r := 0; r < gh; r++ {
			cell := max(0, min(8, fill-(gh-1-r)*8))
			s := string(eighths[cell])
			switch {
			case !p.Known:
				s = " " // not analysed yet
			case cell == 0 && r == mid:
				s = "┄"
			}
			switch {
			case isCur && st.NoColor && cell == 0:
				s = "|"
				fallthrough
			case isCur:
				s = st.Selected.Render(s)
			case cell == 0:
				s = st.Dim.Render(s)
			}
			rows[r].WriteString(s)
		}
		mark := " "
		switch glyph {
		case "??":
			mark = st.Error.Render("X")
		case "?":
			mark = st.Accent.Render("?")
		case "?!":
			mark = st.Dim.Render("·")
		}
		if isCur && glyph == "" {
			mark = st.Dim.Render("^")
		}
		rows[gh].WriteString(mark)
	}
	out := make([]string, top, h)
	for i := range rows {
		out = append(out, rows[i].String())
	}
	return frame.Block(strings.Join(out, "\n"), w, h)
}

// rank orders the marks by gravity.
func rank(g string) int {
	switch g {
	case "??":
		return 3
	case "?":
		return 2
	case "?!":
		return 1
	}
	return 0
}

// PointAt is the position drawn in column x of a graph of n points w
// columns wide (the last of the column's points, as View draws it), or
// -1 outside the graph.
func PointAt(n, w, x int) int {
	cols := min(w, n)
	if x < 0 || x >= cols {
		return -1
	}
	return (x+1)*n/cols - 1
}
