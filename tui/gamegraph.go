package tui

// The evaluation graph of the game analysis under the move list.

import (
	"fmt"
	"strings"

	"frontier/session"
	"frontier/tui/evalgraph"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/pv"
)

// graphHeight is the rows the graph takes of a move list h rows high:
// three quarters of it, up to 14 (at 120×40 the games list makes room,
// computeLayout, for 13: a plot of 9 rows).
func (m *Model) graphHeight(h int) int {
	if !m.gaCurrent() || h < 6 {
		return 0
	}
	return min(14, h*3/4)
}

// evalGraph draws the graph in w×h cells: a caption (whose scores, the
// current position's score and depth, the move that led to it with its
// mark), then the graph and its marks.
func (m *Model) evalGraph(w, h int) string {
	g, l := m.ga, m.sess.Line()
	cur, onMain := mainPly(l)
	if !onMain {
		cur = -1 // in a variation: no position of the graph is shown
	}
	view := m.pv.Viewpoint()
	if view == pv.ToMove {
		view = pv.First // a graph of a whole game is from one side
	}
	sides := [2]string{l.Game().SideName(0), l.Game().SideName(1)}
	points := make([]evalgraph.Point, g.a.Len())
	for i := range points {
		if ps, ok := g.a.Score(i); ok {
			v := session.WinPercent(l.Game().Name(), ps.First)
			if view == pv.Second {
				v = 100 - v
			}
			points[i] = evalgraph.Point{Known: true, Value: v}
		}
		if mk, ok := g.a.Mark(i); ok {
			points[i].Glyph = mk.Glyph
		}
	}
	caption := view.Name(sides)
	if ps, ok := g.a.Score(cur); ok {
		caption += fmt.Sprintf(" %s d%d", format.GameScore(l.Game().Name(), view.Score(ps.Score, l.Position().Side())), ps.Depth)
	} else if g.running {
		caption += fmt.Sprintf(" · %d/%d", g.a.Next(), g.a.Len())
	} else if !onMain {
		caption += " · variation: no score"
	}
	if mk, ok := g.a.Mark(cur - 1); ok && mk.Glyph != "" {
		caption += fmt.Sprintf(" · %s%s", mk.Move, mk.Glyph)
	}
	rule := m.st.Dim.Render(strings.Repeat("─", max(0, w)))
	head := []string{rule, frame.Fit(m.st.Dim.Render(caption), w)}
	if graphHead(h) > 2 { // the review under the caption: per side, accuracy and marks
		for _, line := range m.reviewLines(w) {
			head = append(head, frame.Fit(line, w))
		}
	}
	return strings.Join(head, "\n") + "\n" + evalgraph.View(m.st, points, cur, w, h-len(head))
}

// graphHead is the rows above the plot of a graph h rows high: the
// rule and the caption, and the review's two lines when there is room.
func graphHead(h int) int {
	if h >= 8 {
		return 4
	}
	return 2
}

// movesContent is the move list with the evaluation graph under it.
func (m *Model) movesContent(w, h int) string {
	gh := m.graphHeight(h)
	if gh == 0 {
		return m.moves.View()
	}
	return m.moves.View() + "\n" + m.evalGraph(w, gh)
}

// clickGraph goes to the position of the graph's column x when the click
// at row y of the moves pane's content (h rows, w columns) is on the
// graph; false when it is not.
func (m *Model) clickGraph(x, y, w, h int) bool {
	gh := m.graphHeight(h)
	if gh == 0 || y < h-gh+graphHead(gh) { // the list, the rule, the caption or the review
		return false
	}
	ply := evalgraph.PointAt(m.ga.a.Len(), w, x)
	if ply < 0 {
		return true
	}
	m.goToMain(ply)
	m.syncLine()
	return true
}
