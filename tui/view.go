package tui

import (
	"fmt"
	"runtime"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/controls"
	"frontier/tui/frame"
	"frontier/tui/gameview"
	"frontier/tui/overheads"
	"frontier/tui/play"
)

// searchersShown is the number of searchers the layout makes room for:
// the current run's, or the next run's.
func (m *Model) searchersShown() int {
	if snap, ok := m.bars.Snapshot(); ok {
		return len(snap.Searchers)
	}
	c := m.sess.Config()
	if !c.Parallel() {
		return 1
	}
	return c.Searchers
}

// rightPane is the pane the reduced layout shows beside the checkers.
func (m *Model) rightPane() pane {
	if m.focus >= panePV || m.focus == paneGames {
		return m.focus
	}
	return m.lastRight
}

// layout places the panes for the current size.
func (m *Model) layout() layout {
	return computeLayout(m.w, m.h, m.searchersShown(), m.rightPane(), m.boardPaneHeight(), m.gaCurrent() && !m.inGame())
}

// applyLayout sizes the components to their panes.
func (m *Model) applyLayout() {
	l := m.layout()
	size := func(p pane) (int, int, bool) {
		if l.mode == reduced && (p >= panePV || p == paneGames) {
			// Any right-hand pane may be shown in the one right slot,
			// under its strip of tabs.
			return l.cols[1].w - 2, l.bodyH - 3, true
		}
		r, ok := l.rect(p)
		return r.W - 2, r.H - 2, ok
	}
	if w, h, ok := size(paneGames); ok {
		m.games.SetSize(w, h)
	}
	if w, h, ok := size(paneMoves); ok {
		m.moves.SetSize(w, h-m.graphHeight(h))
		m.moves.SetLine(m.st, m.sess.Line())
	}
	if w, h, ok := size(panePV); ok {
		m.pv.SetSize(w, h)
	}
	if w, h, ok := size(paneStack); ok {
		m.stack.SetSize(w, h)
	}
	bodyH := max(1, m.h-2)
	m.help.SetContent(m.st, m.keys, max(10, m.w-2), max(1, bodyH-2))
	if m.text != nil {
		m.text.vp.SetWidth(max(10, m.w-2))
		m.text.vp.SetHeight(max(1, bodyH-2))
		if m.text.pane && m.view == compareView {
			m.text.vp.SetHeight(max(1, compareHelpH(bodyH)-2))
		}
	}
	if m.focus == panePV {
		m.pv.Focus()
	} else {
		m.pv.Blur()
	}
	if m.focus == paneStack {
		m.stack.Focus()
	} else {
		m.stack.Blur()
	}
}

// View draws the screen.
func (m *Model) View() tea.View {
	v := tea.NewView(m.render())
	v.AltScreen = true
	v.MouseMode = tea.MouseModeCellMotion
	v.WindowTitle = "frontier · " + m.lineLabel()
	if m.ascii() {
		v.WindowTitle = toASCII(v.WindowTitle)
	}
	return v
}

// render draws the whole screen as text: in ASCII mode nothing outside
// ASCII.
func (m *Model) render() string {
	s := m.renderScreen()
	if m.ascii() {
		return toASCII(s)
	}
	return s
}

// renderScreen draws the whole screen as the components write it.
func (m *Model) renderScreen() string {
	if modeFor(m.w, m.h) == tooSmall {
		msg := fmt.Sprintf("terminal too small: need %dx%d, have %dx%d", minW, minH, m.w, m.h)
		return lipgloss.Place(max(1, m.w), max(1, m.h), lipgloss.Center, lipgloss.Center, ansi.Wordwrap(msg, max(1, m.w), " "))
	}
	bodyH := m.h - 2
	var body string
	switch {
	case m.showHelp:
		title := "Help · Frontier"
		if m.w >= fullW {
			title += " · ? on a pane (tab to it) explains its terms"
		}
		body = frame.Box(m.st, title, m.help.Note(), m.help.View(), m.w, bodyH, true)
	case m.ps.setup != nil:
		body = frame.Box(m.st, "New game", "enter starts · esc cancels", m.ps.setup.View(m.st, m.w-2, bodyH-2), m.w, bodyH, true)
	case m.pairPicker != nil:
		body = frame.Box(m.st, "Compare · the pair", "enter runs · esc cancels", m.pairPicker.View(m.st, m.w-2, bodyH-2), m.w, bodyH, true)
	case m.editor != nil:
		body = frame.Box(m.st, "Board editor", "enter sets it up · esc cancels", m.editor.View(m.st, m.w-2, bodyH-2), m.w, bodyH, true)
	case m.picker != nil:
		body = frame.Box(m.st, "Game", "enter switches · esc cancels", m.picker.View(m, m.w-2, bodyH-2), m.w, bodyH, true)
	case m.text != nil && m.text.pane && m.view == compareView:
		// The compare view's page under the view itself, so that the
		// bars and the summary are read with it.
		helpH := compareHelpH(bodyH)
		body = frame.Column(m.cmp.View(m.st, m.sess.Comparison(), m.w, bodyH-helpH),
			frame.Box(m.st, m.text.title, "", m.text.vp.View(), m.w, helpH, true))
	case m.text != nil:
		body = frame.Box(m.st, m.text.title, "", m.text.vp.View(), m.w, bodyH, true)
	case m.view == compareView:
		body = m.cmp.View(m.st, m.sess.Comparison(), m.w, bodyH)
	default:
		body = m.renderMain()
	}
	return m.titleBar() + "\n" + frame.Block(body, m.w, bodyH) + "\n" + m.footer()
}

// compareHelpH is the height of the compare view's help page under it,
// in a body bodyH rows high.
func compareHelpH(bodyH int) int { return max(6, bodyH*2/5) }

// lineLabel names the current line and ply.
func (m *Model) lineLabel() string {
	if g := m.playing(); g != nil && g.IsCheckers() {
		return fmt.Sprintf("play %s ply %d", g.Title(), len(g.Moves()))
	}
	if g := m.playing(); g != nil {
		return fmt.Sprintf("%s · play %s ply %d", g.Game().Name(), g.Title(), len(g.Moves()))
	}
	l := m.sess.Line()
	name := m.sess.EntryID()
	if l.GameID != "" {
		name = l.GameID
	}
	if name == "" {
		name = "position"
	}
	s := fmt.Sprintf("%s ply %d/%d", name, l.Ply, len(l.Moves))
	if l.TestID != "" && l.Ply == l.TestPly {
		s += " · test position " + l.TestID
	}
	if l.InVariation() {
		s += " · variation"
	} else if l.Modified {
		s += " · own line"
	}
	if g := m.sess.Game(); g.Name() != games.DefaultGame {
		s = g.Name() + " · " + s
	}
	return s
}

// runLabel describes the current search for the title bar.
func (m *Model) runLabel() string {
	if m.view == compareView {
		c := m.sess.Comparison()
		p := m.sess.CompareConfigs()
		s := fmt.Sprintf("compare A %s vs B %s · %s", p[0].Algorithm, p[1].Algorithm, p[0].LimitText())
		if c != nil {
			s += " · on " + c.Label()
		}
		return s + " · " + m.sess.Speed().String()
	}
	r := m.sess.Run()
	if g := m.playing(); g != nil && r == nil {
		return fmt.Sprintf("game vs %s · %s", g.Setup().Engine.Label(), play.TimeText(g.Setup().Time))
	}
	if r == nil {
		c := m.sess.Config()
		return fmt.Sprintf("next: %s · %s · r runs", c.Label(), c.LimitText())
	}
	u := m.runUpd
	d := ""
	if n := len(u.Iterations); n > 0 {
		d = fmt.Sprintf(" d%d", u.Iterations[n-1].Depth)
	}
	s := fmt.Sprintf("%s on %s · %s%s", r.Config().Label(), r.Label(), r.State(), d)
	if r.Config().Parallel() && r.Config().Sim {
		s += " · " + m.sess.Speed().String()
	}
	return s
}

func (m *Model) titleBar() string {
	left := m.st.Title.Render(" Frontier ") + m.st.Dim.Render("· ") + m.lineLabel()
	right := m.runLabel() + " "
	if m.active() && !m.noSpinner {
		right = m.spin.View() + " " + right
	}
	gap := m.w - ansi.StringWidth(left) - ansi.StringWidth(right)
	for gap < 1 {
		// Too narrow: the run's description loses its last parts
		// (" · r runs", the speed), whole, before anything is cut.
		i := strings.LastIndex(strings.TrimRight(right, " "), " · ")
		if i < 0 {
			return frame.FitWords(left+"  "+right, m.w)
		}
		right = right[:i] + " "
		gap = m.w - ansi.StringWidth(left) - ansi.StringWidth(right)
	}
	return left + strings.Repeat(" ", gap) + right
}

func (m *Model) footer() string {
	if m.prompt != nil {
		return m.prompt.View(m.w)
	}
	if m.ps.confirm != noConfirm {
		return m.confirmLine()
	}
	if m.typed.Text != "" || m.typing {
		return frame.Fit(m.typedLine(), m.w)
	}
	shortKeys := m.keys.ShortHelp()
	if g := m.playing(); g != nil && g.IsCheckers() {
		shortKeys = m.keys.PlayHelp()
	} else if g != nil {
		p := g.Position()
		shortKeys = m.keys.AnyPlayHelp(moveExample(g.Game()), session.TypedPrefix(p, "R"), session.TypedPrefix(p, "q"))
	}
	m.short.SetWidth(m.w - 1)
	helpLine := m.short.ShortHelpView(shortKeys)
	if m.status == "" {
		return frame.Fit(" "+helpLine, m.w)
	}
	st := m.st.Info
	if m.statusErr {
		st = m.st.Error
	}
	msg := " " + st.Render(m.status)
	room := m.w - ansi.StringWidth(msg) - 3
	if room > 30 {
		m.short.SetWidth(room)
		h := m.short.ShortHelpView(shortKeys)
		gap := m.w - ansi.StringWidth(msg) - ansi.StringWidth(h) - 1
		if gap >= 2 {
			return msg + strings.Repeat(" ", gap) + h + " "
		}
	}
	return frame.FitWords(msg, m.w)
}

// renderMain draws the main view's panes.
func (m *Model) renderMain() string {
	l := m.layout()
	cols := make([]string, 0, len(l.cols))
	for _, c := range l.cols {
		boxes := make([]string, len(c.panes))
		for i, p := range c.panes {
			boxes[i] = m.renderPane(p, c.w, c.hs[i], l.mode)
		}
		cols = append(cols, frame.Column(boxes...))
	}
	return frame.Row(cols...)
}

// renderPane draws pane p in a box of w×h.
func (m *Model) renderPane(p pane, w, h int, mode layoutMode) string {
	iw, ih := w-2, h-2
	focused := m.focus == p
	var title, note, content string
	if g := m.playing(); g != nil && p <= paneMoves && (mode != reduced || p != paneGames) {
		return m.renderPlayPane(g, p, w, h, mode, focused)
	}
	switch p {
	case paneBoard:
		title = "Board"
		note = m.boardNote(m.sess.Position())
		content = m.boardContent(iw)
	case paneGames:
		title = "Games"
		note = fmt.Sprintf("%d · / filters", len(m.sess.Entries()))
		content = m.games.View()
	case paneMoves:
		title = "Moves"
		note = m.movesNote()
		content = m.movesContent(iw, ih)
	case panePV:
		title = "Iterations"
		if r := m.sess.Run(); r != nil {
			note = r.Config().Label()
		}
		content = m.pv.View()
	case paneSearchers:
		title = "Searchers"
		if r := m.sess.Run(); r != nil {
			c := r.Config()
			if c.Parallel() {
				note = fmt.Sprintf("P=%d %s", c.Searchers, c.Executor())
				if c.Warning() != "" {
					note += fmt.Sprintf(" on %d CPUs: take turns", runtime.NumCPU())
				}
			} else {
				note = "sequential"
			}
		}
		content = m.bars.View(m.st, iw, ih)
		if m.showTimeline {
			title = "Searchers · timeline"
			content = m.tl.View(m.st, iw, ih)
		}
		if r := m.sess.Run(); r != nil && !r.Config().Parallel() {
			content = frame.Block(ansi.Wordwrap(m.st.Dim.Render("the sequential engine: one searcher, no parallel activity to show"), iw, " "), iw, ih)
		}
	case paneStack:
		title = "Split-node stack"
		if snap, ok := m.bars.Snapshot(); ok {
			note = fmt.Sprintf("depth %d · %d nodes", snap.Depth, len(snap.Stack))
		}
		content = m.stack.View()
		if r := m.sess.Run(); r != nil && r.State().Ended() && m.stack.Len() == 0 {
			content = m.st.Dim.Render("the search has ended: the stack is empty")
		}
	case paneOverheads:
		title = "Overheads"
		d := overheads.Data{Config: m.sess.Config(), Iterations: m.runUpd.Iterations, Reference: m.runUpd.Reference}
		if r := m.sess.Run(); r != nil {
			d.Config = r.Config()
			if snap, ok := m.bars.Snapshot(); ok {
				d.Live, d.HasLive = snap, true
			}
		}
		content = overheads.View(m.st, &d, iw, ih)
	case paneControls:
		title = "Controls"
		if m.inGame() {
			note = "your opponent"
		}
		content = controls.View(m.st, m.controlRows(), iw, ih)
	}
	if mode == reduced && (p >= panePV || p == paneGames) {
		// One pane at a time on the right: a strip of tabs says which.
		content = m.tabStrip(p, iw) + "\n" + frame.Block(content, iw, ih-1)
	}
	return frame.Box(m.st, title, note, content, w, h, focused)
}

// rightTabs are the panes the reduced layout shows one at a time.
var rightTabs = []pane{paneGames, panePV, paneSearchers, paneStack, paneOverheads, paneControls}

var tabNames = map[pane]string{paneGames: "Games", panePV: "PV", paneSearchers: "Searchers", paneStack: "Stack", paneOverheads: "Overheads", paneControls: "Controls"}

// tabStrip draws the reduced layout's tabs with cur highlighted.
func (m *Model) tabStrip(cur pane, w int) string {
	var b strings.Builder
	for _, p := range rightTabs {
		name := tabNames[p]
		if p == cur {
			b.WriteString(m.st.Selected.Render(name))
		} else {
			b.WriteString(m.st.Dim.Render(name))
		}
		b.WriteString(" ")
	}
	return frame.Fit(b.String(), w)
}

// tabAt returns the tab at column x of the strip.
func tabAt(x int) (pane, bool) {
	pos := 0
	for _, p := range rightTabs {
		n := len(tabNames[p])
		if x >= pos && x < pos+n {
			return p, true
		}
		pos += n + 1
	}
	return 0, false
}

// boardContent draws the board centred in width w with its caption.
func (m *Model) boardContent(w int) string {
	l := m.sess.Line()
	pos := l.Position()
	stepPos, before, stepMove, at, n, stepping := m.stepPosition()
	if stepping {
		pos = stepPos
	}
	best, hasBest := m.bestMove(pos)
	mk := gameview.Marks{}
	if mv, ok := l.LastMove(); ok {
		mk.Last, mk.Prev = mv, l.Positions[l.Ply-1]
	}
	if hasBest {
		mk.Best = best
	}
	var second string
	if _, ok := pos.Value().(checkers.Position); ok {
		// Checkers names the best move as its board reads it, and
		// shows no test note.
		if mv, ok := session.CheckersMove(pos, mk.Best); ok {
			second = m.bestLine(mv.String(), "")
		} else {
			second = m.bestLine("", mk.Last)
		}
	} else if second = m.bestLine(mk.Best, mk.Last); second == "" && !stepping {
		second = m.st.Dim.Render(testNote(l))
	}
	if stepping {
		mk.Last, mk.Prev, second = stepMove, before, m.stepCaption(stepMove, at, n)
	}
	return m.withEvalBar(m.gameBoard(pos, mk, l.Ply, len(l.Moves), w, second), pos, gameview.Lines(pos), w, stepping)
}

// bestLine is the board's second caption: the current run's best move
// with its score and depth, else the move that led to the position.
func (m *Model) bestLine(best, last string) string {
	if best != "" {
		it := m.runUpd.Iterations[len(m.runUpd.Iterations)-1]
		return m.st.Dim.Render("best ") + m.st.Accent.Render(best) + m.st.Dim.Render(fmt.Sprintf(" %s at depth %d", m.pv.Score(it.Score), it.Depth))
	}
	if last != "" {
		return m.st.Dim.Render("last move " + last)
	}
	return ""
}

// bestMove is the best move of the current run's latest iteration, if
// the run searched the position shown.
func (m *Model) bestMove(pos games.Position) (string, bool) {
	its := m.shownIterations(pos) // follow.go: the run's, or the cached
	if len(its) == 0 {
		return "", false
	}
	return its[len(its)-1].Best, true
}

// controlRows lists the controls pane's rows.
func (m *Model) controlRows() []controls.Row {
	state := "idle"
	if r := m.sess.Run(); r != nil {
		state = r.State().String()
		if n := len(m.runUpd.Iterations); n > 0 && m.runUpd.RunID == r.ID() {
			it := m.runUpd.Iterations[n-1]
			state += fmt.Sprintf(" · d%d %s", it.Depth, m.pv.Score(it.Score))
		}
	}
	if g := m.playing(); g != nil {
		// In a game the pane is about the opponent, not the analysis.
		st := "your move"
		switch {
		case g.Outcome().Over:
			st = "game over"
		case g.Thinking():
			st = "thinking"
			if n := len(m.runUpd.Iterations); n > 0 {
				st += fmt.Sprintf(" · d%d", m.runUpd.Iterations[n-1].Depth)
			}
		}
		return controls.Opponent(g.Setup(), play.TimeText(g.Setup().Time), st)
	}
	return controls.Rows(m.sess.Config(), m.sess.CompareConfigs(), m.sess.Speed(), state)
}
