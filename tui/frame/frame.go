// Package frame draws the workstation's panes: a rounded box of an exact
// size with its title in the top border, and helpers that fit styled text
// to a width. Every pane goes through it, so that a layout's cells add up
// exactly and nothing moves or flickers between frames.
package frame

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/tui/styles"
)

// Fit truncates or pads s, which may hold ANSI styles, to exactly w cells.
func Fit(s string, w int) string {
	if w <= 0 {
		return ""
	}
	n := ansi.StringWidth(s)
	if n > w {
		s = ansi.Truncate(s, w, "…")
		n = ansi.StringWidth(s)
	}
	return s + strings.Repeat(" ", w-n)
}

// FitWords is Fit for prose: a line too long is shortened at the end of
// a word (at a space), not in the middle of one, unless that would lose
// more than half the width.
func FitWords(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if ansi.StringWidth(s) <= w {
		return Fit(s, w)
	}
	cut := ansi.Truncate(s, w-1, "")
	plain := ansi.Strip(cut)
	if i := strings.LastIndexByte(plain, ' '); i >= 0 {
		if at := ansi.StringWidth(plain[:i]); at >= w/2 {
			// The ellipsis stands apart, so that the last word does
			// not read as cut.
			trimmed := strings.TrimRight(plain[:i], " ·")
			return Fit(ansi.Truncate(cut, ansi.StringWidth(trimmed), "")+" …", w)
		}
	}
	return Fit(cut+"…", w)
}

// Lines splits s into exactly h lines of exactly w cells.
func Lines(s string, w, h int) []string {
	var in []string
	if s != "" {
		in = strings.Split(s, "\n")
	}
	out := make([]string, h)
	for i := range out {
		line := ""
		if i < len(in) {
			line = in[i]
		}
		out[i] = Fit(line, w)
	}
	return out
}

// Block fits s to a block of w×h cells.
func Block(s string, w, h int) string { return strings.Join(Lines(s, w, h), "\n") }

// Box draws content inside a rounded border of exactly w×h cells with
// title in the top edge and, if not empty, note at the right of the top
// edge. focused picks the highlighted border.
func Box(st *styles.Styles, title, note, content string, w, h int, focused bool) string {
	if w < 4 || h < 2 {
		return Block("", w, h)
	}
	bs, ts := st.Border, st.PaneTitle
	if focused {
		bs, ts = st.FocusBorder, st.FocusTitle
	}
	inner := w - 2
	var top strings.Builder
	top.WriteString(bs.Render("╭─"))
	used := 1
	if title != "" {
		t := ansi.Truncate(" "+title+" ", inner-2, "…")
		top.WriteString(ts.Render(t))
		used += ansi.StringWidth(t)
	}
	noteW := 0
	if note != "" {
		note = ansi.Truncate(" "+note+" ", max(0, inner-used-2), "…")
		noteW = ansi.StringWidth(note)
	}
	if noteW > 0 {
		top.WriteString(bs.Render(strings.Repeat("─", max(0, inner-used-noteW-1))))
		top.WriteString(note)
		top.WriteString(bs.Render("─"))
	} else {
		top.WriteString(bs.Render(strings.Repeat("─", max(0, inner-used))))
	}
	top.WriteString(bs.Render("╮"))

	var b strings.Builder
	b.WriteString(top.String())
	side := bs.Render("│")
	for _, line := range Lines(content, inner, h-2) {
		b.WriteString("\n")
		b.WriteString(side)
		b.WriteString(line)
		b.WriteString(side)
	}
	b.WriteString("\n")
	b.WriteString(bs.Render("╰" + strings.Repeat("─", inner) + "╯"))
	return b.String()
}

// Row joins blocks of equal height side by side.
func Row(blocks ...string) string { return lipgloss.JoinHorizontal(lipgloss.Top, blocks...) }

// Column stacks blocks of equal width.
func Column(blocks ...string) string { return lipgloss.JoinVertical(lipgloss.Left, blocks...) }

// Rect is a pane's place on the screen, for mouse hit-testing.
type Rect struct{ X, Y, W, H int }

// Contains reports whether the cell (x, y) is inside r.
func (r Rect) Contains(x, y int) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Inner returns the content area inside r's border.
func (r Rect) Inner() Rect { return Rect{r.X + 1, r.Y + 1, max(0, r.W-2), max(0, r.H-2)} }
