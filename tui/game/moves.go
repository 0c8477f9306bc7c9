package game

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/viewport"
	"charm.land/lipgloss/v2"

	"frontier/board/checkers"
	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// The move list shows the game's tree as analysts read it: the main
// line in two columns, and after a move its comments and the
// variations that replace it, one per line, indented and in
// parentheses with their move numbers ("(1... 22-18 2. 15x22 25x18)"),
// nested ones inline, as PDN writes them. A row is cut after Black's
// move when that move has notes, and goes on "N. ... white's move"
// after them. The current move is highlighted wherever it is.

// Column layout of the main line: "%3d. " then two slots of a marker
// and a move.
const (
	numW  = 5
	slotW = 11
)

// span is a clickable move on a line of the list.
type span struct {
	x0, x1 int
	node   *session.Node
}

// Moves is the move-list pane.
type Moves struct {
	vp    viewport.Model
	spans [][]span // per line of content
	w, h  int
	// Marks are judgements of main-line moves by ply ("??", "?"),
	// written after them: a whole-game analysis's, beside the NAGs of
	// the record.
	Marks map[int]string
}

// NewMoves returns the move-list pane.
func NewMoves() Moves {
	vp := viewport.New()
	vp.MouseWheelEnabled = true
	vp.KeyMap = viewport.KeyMap{}
	return Moves{vp: vp}
}

// SetSize fits the pane to w×h cells.
func (m *Moves) SetSize(w, h int) {
	m.w, m.h = w, h
	m.vp.SetWidth(w)
	m.vp.SetHeight(h)
}

// SetLine shows the tree of line l with its current move highlighted
// and keeps it in view.
func (m *Moves) SetLine(st *styles.Styles, l *session.Line) {
	r := treeRenderer{st: st, w: max(m.w, numW+slotW*2), cur: l.Node(), marks: m.Marks}
	if l.TestPly >= 0 && l.TestPly < len(l.Path) {
		r.test = l.Path[l.TestPly]
	}
	if l.Start.Side() == 1 { // the second player (White) moves first
		r.first = 1
	}
	r.render(l.Root())
	lines := make([]string, len(r.lines))
	m.spans = m.spans[:0]
	for i, ln := range r.lines {
		lines[i] = ln.text.String()
		m.spans = append(m.spans, ln.spans)
	}
	m.vp.SetContentLines(lines)
	// Keep the current move in view, with some context below it.
	cur := r.curLine
	if cur < m.vp.YOffset() || cur >= m.vp.YOffset()+m.h {
		m.vp.SetYOffset(max(0, cur-m.h/2))
	}
}

// ClickNode returns the move (or the start, the root) at (x, y) of the
// content, or nil.
func (m *Moves) ClickNode(x, y int) *session.Node {
	row := m.vp.YOffset() + y
	if y < 0 || row < 0 || row >= len(m.spans) {
		return nil
	}
	for _, s := range m.spans[row] {
		if x >= s.x0 && x < s.x1 {
			return s.node
		}
	}
	return nil
}

// Scroll scrolls the list by n lines (mouse wheel).
func (m *Moves) Scroll(n int) {
	if n < 0 {
		m.vp.ScrollUp(-n)
	} else {
		m.vp.ScrollDown(n)
	}
}

// View draws the move list.
func (m *Moves) View() string { return frame.Block(m.vp.View(), m.w, m.h) }

// renderedLine is one line of the list and its clickable moves.
type renderedLine struct {
	text  strings.Builder
	col   int
	spans []span
}

// treeRenderer lays the tree out in lines of width w.
type treeRenderer struct {
	st        *styles.Styles
	w         int
	first     int // 1 when the second player moves first
	cur, test *session.Node
	marks     map[int]string // by main-line ply
	lines     []*renderedLine
	curLine   int
}

func (r *treeRenderer) newLine() *renderedLine {
	ln := &renderedLine{}
	r.lines = append(r.lines, ln)
	return ln
}

// put writes text styled by style at the end of ln, as node's span
// when node is set.
func (r *treeRenderer) put(ln *renderedLine, text string, style *lipgloss.Style, node *session.Node) {
	w := lipgloss.Width(text)
	if node != nil {
		ln.spans = append(ln.spans, span{ln.col, ln.col + w, node})
		if node == r.cur {
			r.curLine = len(r.lines) - 1
			style = &r.st.Selected
		}
	}
	if style != nil {
		text = style.Render(text)
	}
	ln.text.WriteString(text)
	ln.col += w
}

// moveText is a move with its NAGs as players write them ("11-15!",
// "23-19 +-").
func moveText(n *session.Node) string {
	s := n.Move
	for i, g := range n.NAGs {
		if i == 0 && g <= 6 {
			s += checkers.NAGText(g)
		} else {
			s += " " + NAGSymbol(g)
		}
	}
	return s
}

// nagSymbols are the symbols players read for the NAGs about a position
// (PGN's standard, §10, in the ASCII forms of ChessBase and lichess):
// = equal, unclear, += -+ and the like for who stands better, the
// forced move. Files keep the numbers ($14); only the screen shows
// these.
var nagSymbols = map[int]string{
	7: "□", 8: "□", 10: "=", 11: "=", 12: "=", 13: "∞",
	14: "+=", 15: "=+", 16: "+/-", 17: "-/+", 18: "+-", 19: "-+",
	22: "⊙", 23: "⊙", 32: "↑↑", 33: "↑↑", 36: "↑", 37: "↑", 40: "→", 41: "→",
	132: "⇆", 133: "⇆", 138: "⊕", 139: "⊕", 140: "∆", 146: "N",
}

// NAGSymbol writes NAG n as players read it: a judgement of the move as
// its suffix ("!?"), a judgement of the position as its symbol ("+-"),
// any other NAG as "$n".
func NAGSymbol(n int) string {
	if s, ok := nagSymbols[n]; ok {
		return s
	}
	return checkers.NAGText(n)
}

// render lays out the main line from root.
func (r *treeRenderer) render(root *session.Node) {
	start := r.newLine()
	r.put(start, strings.Repeat(" ", numW), nil, nil)
	r.put(start, r.mark(root), nil, nil)
	r.put(start, "start", nil, root)
	r.notes(root, 0, false)
	ply := 0
	resumed := r.first == 1 // the first row opens on White's slot
	for n := root; len(n.Children) > 0; ply++ {
		n = n.Children[0]
		slot := (ply + r.first) % 2
		var ln *renderedLine
		if slot == 0 || resumed {
			ln = r.newLine()
			r.put(ln, fmt.Sprintf("%3d. ", (ply+r.first)/2+1), nil, nil)
			if slot == 1 {
				r.put(ln, fmt.Sprintf(" %-*s", slotW-1, "..."), &r.st.Dim, nil)
			}
			resumed = false
		} else {
			ln = r.lines[len(r.lines)-1]
		}
		r.put(ln, r.mark(n), nil, nil)
		r.put(ln, fmt.Sprintf("%-*s", slotW-1, moveText(n)+r.marks[ply]), nil, n)
		if r.notes(n, ply, true) && slot == 0 {
			resumed = true
		}
	}
}

// mark is the marker before a main-line move: the move played in the
// test position (and the start, when that is the test position).
func (r *treeRenderer) mark(n *session.Node) string {
	if r.test != nil && (n.Parent() == r.test || n == r.test && n.Parent() == nil) {
		return r.st.Accent.Render("◆")
	}
	return " "
}

// notes writes the comments of n, the move at ply, and the variations
// that replace it (with alts), each on lines of their own; it reports
// whether there were any.
func (r *treeRenderer) notes(n *session.Node, ply int, alts bool) bool {
	var vs []*session.Node
	if alts && n.Parent() != nil && n.IsMain() {
		vs = n.Parent().Children[1:]
	}
	if len(n.Comments) == 0 && len(vs) == 0 {
		return false
	}
	indent := numW + 1
	if len(n.Comments) > 0 {
		w := &wrapper{r: r, indent: indent}
		w.comments(n.Comments, "")
	}
	for _, v := range vs {
		w := &wrapper{r: r, indent: indent}
		w.variation(v, ply)
	}
	return true
}

// wrapper writes words on lines of the renderer's width, each
// continuation line indented.
type wrapper struct {
	r      *treeRenderer
	indent int
	ln     *renderedLine
}

// word writes one unbreakable word: prefix (a "(" or a move number,
// dim) stuck to text, which is node's span when node is set.
func (w *wrapper) word(prefix, text string, style *lipgloss.Style, node *session.Node) {
	width := lipgloss.Width(prefix) + lipgloss.Width(text)
	switch {
	case w.ln == nil:
	case w.ln.col+1+width > w.r.w && w.ln.col > w.indent:
		w.ln = nil
	default:
		w.r.put(w.ln, " ", nil, nil)
	}
	if w.ln == nil {
		w.ln = w.r.newLine()
		w.r.put(w.ln, strings.Repeat(" ", w.indent), nil, nil)
	}
	if max := w.r.w - w.indent; width > max && node == nil {
		text = frame.Fit(prefix+text, max)
		prefix = ""
	}
	if prefix != "" {
		w.r.put(w.ln, prefix, &w.r.st.Dim, nil)
	}
	w.r.put(w.ln, text, style, node)
}

// comments writes comments in braces, word by word, the first word
// after prefix (a variation's "(").
func (w *wrapper) comments(cs []string, prefix string) {
	for _, c := range cs {
		f := strings.Fields(c)
		if len(f) == 0 {
			f = []string{""}
		}
		f[0] = prefix + "{" + f[0]
		f[len(f)-1] += "}"
		prefix = ""
		for _, s := range f {
			w.word("", s, &w.r.st.Dim, nil)
		}
	}
}

// variation writes the line that starts with first, a move at ply that
// replaces its main one, in parentheses, with the variations inside it
// nested.
func (w *wrapper) variation(first *session.Node, ply int) {
	open := "("
	interrupted := true
	for n := first; ; n = n.Children[0] {
		if len(n.Before) > 0 {
			w.comments(n.Before, open)
			open = ""
			interrupted = true
		}
		num := ""
		switch black := (ply+w.r.first)%2 == 0; {
		case black:
			num = fmt.Sprintf("%d. ", (ply+w.r.first)/2+1)
		case interrupted:
			num = fmt.Sprintf("%d... ", (ply+w.r.first)/2+1)
		}
		w.word(open+num, moveText(n), &w.r.st.Dim, n)
		open = ""
		interrupted = false
		if len(n.Comments) > 0 {
			w.comments(n.Comments, "")
			interrupted = true
		}
		if n != first {
			for _, alt := range n.Parent().Children[1:] {
				w.variation(alt, ply)
				interrupted = true
			}
		}
		ply++
		if len(n.Children) == 0 {
			break
		}
	}
	w.r.put(w.ln, ")", &w.r.st.Dim, nil)
}
