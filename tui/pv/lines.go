package pv

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// lineRows lays the lines out for width w: a header that says whose
// scores they are and what their unit is worth, then each line wrapped
// whole under its score (continuation rows indented), the move being
// stepped through highlighted. Nothing is cut here; View marks a cut.
func (m *Model) lineRows(w int) []string { return m.lineRowsHits(w, nil) }

// hit is where a move of a line is drawn: row and columns [x0, x1) of
// the lines block.
type hit struct {
	row, x0, x1 int
	line, at    int
}

// lineRowsHits is lineRows, adding to hits (if not nil) where each move
// is drawn, for clicks.
func (m *Model) lineRowsHits(w int, hits *[]hit) []string {
	lines, depth := m.Lines()
	if m.step != nil {
		lines, depth = m.step.lines, m.step.depth
	}
	if len(lines) == 0 || w < 8 {
		return nil
	}
	head := fmt.Sprintf("depth %d · scores for %s · 100 = %s", depth, m.ViewpointName(), m.root.Unit)
	if m.step != nil {
		s := m.step
		head = fmt.Sprintf("line %d move %d/%d · ← → move · ↑ ↓ line · esc", s.line+1, s.at+1, len(s.lines[s.line].PV))
	}
	rows := []string{m.st.Dim.Render(ansi.Truncate(head, w, "…"))}
	for i, l := range lines {
		prefix := m.Score(l.Score)
		if len(lines) > 1 {
			prefix = fmt.Sprintf("%d %s", i+1, prefix)
		}
		at := -1
		if m.step != nil && m.step.line == i {
			at = m.step.at
		}
		var lh []hit
		wrapped := m.wrapLine(prefix, l.PV, at, w, &lh)
		if hits != nil {
			for _, h := range lh {
				h.row += len(rows)
				h.line = i
				*hits = append(*hits, h)
			}
		}
		rows = append(rows, wrapped...)
	}
	return rows
}

// wrapLine writes one line: prefix (its score) then its moves with move
// numbers, wrapped at word boundaries to w cells with the rows after the
// first indented under the moves; the move at index at is highlighted.
// hits receives where each move went.
func (m *Model) wrapLine(prefix string, pv []string, at, w int, hits *[]hit) []string {
	indent := min(ansi.StringWidth(prefix)+1, w/3)
	var rows []string
	cur := m.st.Accent.Render(prefix)
	curW := ansi.StringWidth(prefix)
	for j, mv := range pv {
		word := m.numbered(j, mv)
		ww := ansi.StringWidth(word)
		if j == at {
			word = m.st.Selected.Render(word)
			if m.st.NoColor {
				word = "[" + word + "]" // visible without colour too
				ww += 2
			}
		}
		if curW+1+ww > w && curW > indent {
			rows = append(rows, cur)
			cur, curW = strings.Repeat(" ", indent), indent
		} else {
			cur += " "
			curW++
		}
		*hits = append(*hits, hit{row: len(rows), x0: curW, x1: curW + ww, at: j})
		cur += word
		curW += ww
	}
	return append(rows, cur)
}

// numbered writes move j of a line with its number where players put
// one: before the first player's moves ("12. 11-15"), and before the
// first move when the second player makes it ("12... 23-19").
func (m *Model) numbered(j int, mv string) string {
	side := (m.root.Side + j) % 2
	no := m.root.MoveNo + (m.root.Side+j)/2
	switch {
	case side == 0:
		return fmt.Sprintf("%d.%s", no, mv)
	case j == 0:
		return fmt.Sprintf("%d...%s", no, mv)
	}
	return mv
}

// joinRows joins rows into a block.
func joinRows(rows []string) string { return strings.Join(rows, "\n") }
