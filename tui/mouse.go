package tui

// The mouse: clicks on the panes, the board and the controls, and
// the wheel.

import (
	"fmt"
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/controls"
)

// onClick focuses the pane under the mouse and acts on what was clicked.
func (m *Model) onClick(msg tea.MouseClickMsg) tea.Cmd {
	mouse := msg.Mouse()
	if m.editor != nil && mouse.Button == tea.MouseLeft && m.prompt == nil {
		m.editorClick(mouse.X, mouse.Y)
		return nil
	}
	if mouse.Button != tea.MouseLeft || m.showHelp || m.text != nil || m.prompt != nil || m.picker != nil || m.pairPicker != nil || m.view != mainView || m.ps.setup != nil || m.ps.confirm != noConfirm {
		return nil
	}
	l := m.layout()
	p, r, ok := l.at(mouse.X, mouse.Y)
	if !ok {
		return nil
	}
	m.setFocus(p)
	if p != panePV {
		m.pv.StopStepping() // the board shows the game again
	}
	in := r.Inner()
	x, y := mouse.X-in.X, mouse.Y-in.Y
	if l.mode == reduced && (p >= panePV || p == paneGames) {
		if y == 0 {
			if t, ok := tabAt(x); ok {
				m.setFocus(t)
			}
			return nil
		}
		y-- // below the strip of tabs
	}
	switch p {
	case paneBoard:
		return m.clickGameBoard(m.shownPosition(), x, y, in.W)
	case paneGames:
		return m.openEntry(m.games.Click(y))
	case paneMoves:
		if m.clickGraph(x, y, in.W, in.H) {
			return nil
		}
		if n := m.moves.ClickNode(x, y); n != nil && m.sess.GoTo(n) == nil {
			m.syncLine()
		}
	case panePV:
		m.clickPV(x, y)
	case paneControls:
		return m.controlAction(controls.Hit(m.controlRows(), y))
	}
	return nil
}

// isCheckers reports whether pos is a checkers position, drawn and
// clicked by the checkers board.
func isCheckers(pos games.Position) bool {
	_, ok := pos.Value().(checkers.Position)
	return ok
}

// controlAction does what a click on a control row asks.
func (m *Model) controlAction(a controls.Action) tea.Cmd {
	press := func(b key.Binding) tea.Cmd {
		ks := b.Keys()
		return m.onKey(tea.KeyPressMsg{Code: []rune(ks[0])[0], Text: ks[0]})
	}
	km := m.keys
	switch a {
	case controls.Algorithm:
		return press(km.Algo)
	case controls.Searchers:
		c := m.sess.Config()
		c.Searchers = stepSearchers(c.Searchers, +1, true)
		if err := m.sess.SetConfig(c); err != nil {
			m.setError(err)
			return nil
		}
		return m.setInfo(warnIn(fmt.Sprintf("next run: %s, %s — r runs", c.Label(), c.LimitText()), c))
	case controls.Executor:
		return press(km.Executor)
	case controls.Depth:
		return press(km.Deeper)
	case controls.Time:
		return press(km.Longer)
	case controls.Speed:
		i := (slices.Index(session.Speeds, m.sess.Speed()) + 1) % len(session.Speeds)
		m.sess.SetSpeed(session.Speeds[i])
		return nil
	case controls.Run:
		return m.startRun()
	case controls.Stop:
		return press(km.Stop)
	case controls.Compare:
		return m.toggleCompare()
	}
	return nil
}

func (m *Model) onWheel(msg tea.MouseWheelMsg) tea.Cmd {
	mouse := msg.Mouse()
	d := 1
	if mouse.Button == tea.MouseWheelUp {
		d = -1
	}
	if m.showHelp {
		return m.help.Update(msg)
	}
	if m.text != nil {
		var cmd tea.Cmd
		m.text.vp, cmd = m.text.vp.Update(msg)
		return cmd
	}
	if m.view != mainView {
		return nil
	}
	l := m.layout()
	p, _, ok := l.at(mouse.X, mouse.Y)
	if !ok {
		return nil
	}
	switch p {
	case paneGames:
		m.games.Scroll(d)
	case paneMoves:
		m.moves.Scroll(d)
	case panePV:
		code := tea.KeyDown
		if d < 0 {
			code = tea.KeyUp
		}
		m.pv.Update(tea.KeyPressMsg{Code: code})
	case paneSearchers:
		if m.showTimeline {
			if d < 0 {
				m.tl.ZoomIn()
			} else {
				m.tl.ZoomOut()
			}
		}
	}
	return nil
}
