package tui

// Stepping through a principal variation on the board (i): the board
// shows the position at any move of the line, with that move marked, as
// Nibbler and lichess do when the mouse is over a PV move.

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"frontier/search/games"
	"frontier/tui/format"
	"frontier/tui/keys"
	"frontier/tui/pv"
)

// scoreUnit says what a score of 100 is worth in game g.
func scoreUnit(g games.Game) string {
	switch n := g.Name(); {
	case n == "checkers":
		return "a man"
	case n == "chess":
		return "a pawn"
	case strings.HasPrefix(n, "othello"):
		return "a disc"
	}
	return "100 points"
}

// pvRoot describes the position the current run analyses (else the one
// on the board) for the analysis pane's move numbers and viewpoint.
//
// In a game against the engine the position is the game's (the
// engine's move or the hint), numbered from the game's start: the
// analysed line is not on the board then.
func (m *Model) pvRoot() pv.Root {
	l := m.sess.Line()
	pos, ply, start := l.Position(), l.Ply, l.Start
	if r := m.sess.Run(); r != nil {
		pos = r.Root()
	}
	if g := m.playing(); g != nil {
		hist := g.History()
		start, ply = g.Start(), len(hist)-1
		for i := len(hist) - 1; i >= 0; i-- {
			if samePosition(hist[i], pos) {
				ply = i
				break
			}
		}
		if m.sess.Run() == nil {
			pos = g.Position()
		}
	}
	g := pos.Game()
	return pv.Root{
		Side:   pos.Side(),
		MoveNo: (ply+start.Side())/2 + 1,
		Sides:  [2]string{g.SideName(0), g.SideName(1)},
		Unit:   scoreUnit(g),
		Game:   g.Name(),
	}
}

// startStepping enters PV stepping, showing the analysis pane.
func (m *Model) startStepping() tea.Cmd {
	if !m.canStep() || !m.pv.StartStepping() {
		m.setError(fmt.Errorf("no principal variation of this position yet: r analyses it, then %s steps through its line", m.keys.StepPV.Help().Key))
		return nil
	}
	m.setFocus(panePV)
	return nil
}

// stepKey handles a key while a line is stepped through: ← → along the
// line, ↑ ↓ between lines, home/end to its ends, esc or i to leave; any
// other key leaves stepping and does what it always does.
func (m *Model) stepKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	if !m.pv.Stepping() {
		return nil, false
	}
	km := &m.keys
	switch {
	case key.Matches(k, km.Prev):
		m.pv.Step(-1)
	case key.Matches(k, km.Next):
		m.pv.Step(1)
	case key.Matches(k, km.First):
		m.pv.StepTo(false)
	case key.Matches(k, km.Last):
		m.pv.StepTo(true)
	case key.Matches(k, km.Up):
		m.pv.StepLine(-1)
	case key.Matches(k, km.Down):
		m.pv.StepLine(1)
	case key.Matches(k, km.Close), key.Matches(k, km.StepPV):
		m.pv.StopStepping()
	case key.Matches(k, km.Select):
		return m.addStepped(), true
	case viewKey(km, k):
		return nil, false // how the stepped position is shown: the place stays
	default:
		m.pv.StopStepping()
		return nil, false
	}
	return nil, true
}

// addStepped is enter while stepping: the line's moves up to the one
// shown go into the game, as a variation where the game went another
// way (as Nibbler and lichess add an engine line), and the board stays
// where it was, now in the game.
func (m *Model) addStepped() tea.Cmd {
	played, _, ok := m.pv.StepMoves()
	if !ok || !m.canStep() {
		m.pv.StopStepping()
		return nil
	}
	m.pv.StopStepping()
	n, err := m.sess.PlayMoves(played)
	if err != nil {
		m.setError(err)
		return nil
	}
	m.syncLine()
	what := fmt.Sprintf("added %s of the PV to the game", format.Plural(n, "move"))
	if n == 0 {
		what = "the game has these moves already: followed them"
	} else if m.sess.Line().InVariation() {
		what += " as a variation · ) leaves it, U promotes it"
	}
	return m.setInfo(what)
}

// viewKey reports whether k changes only how things are shown (square
// numbers, whose scores, the board's side, the searchers' timeline, the
// help, the simulation's pace), not what is analysed.
func viewKey(km *keys.KeyMap, k tea.KeyPressMsg) bool {
	for _, b := range []key.Binding{km.Numbers, km.Viewpoint, km.Flip, km.Timeline, km.ZoomIn, km.ZoomOut,
		km.ScrollBack, km.ScrollForward, km.Help, km.Settings, km.Pause, km.Step, km.Slower, km.Faster} {
		if key.Matches(k, b) {
			return true
		}
	}
	return false
}

// stepPosition is the position the board shows while stepping: the
// analysed position with the line played up to the move shown, the
// position before that move, and the move; ok is false when not
// stepping (or the line no longer applies to the position).
func (m *Model) stepPosition() (pos, before games.Position, move string, at, n int, ok bool) {
	played, line, stepping := m.pv.StepMoves()
	r := m.sess.Run()
	if !stepping || r == nil {
		return pos, before, "", 0, 0, false
	}
	pos = r.Root()
	for _, mv := range played {
		before = pos
		next, err := pos.Play(mv)
		if err != nil {
			return pos, before, "", 0, 0, false
		}
		pos = next
	}
	return pos, before, played[len(played)-1], len(played), len(line), true
}

// stepCaption is the board's second caption while stepping.
func (m *Model) stepCaption(move string, at, n int) string {
	return m.st.Dim.Render(fmt.Sprintf("PV move %d/%d ", at, n)) + m.st.Accent.Render(move) + m.st.Dim.Render(" · ⏎ adds")
}

// clickPV acts on a click at (x, y) of the analysis pane's content: on
// a move of the lines it steps there on the board, else it selects the
// row of the table.
func (m *Model) clickPV(x, y int) {
	if line, at, ok := m.pv.MoveAt(x, y); ok {
		if m.canStep() {
			m.pv.StepAt(line, at)
		}
		return
	}
	m.pv.Click(y)
}

// canStep reports whether the run's lines are of the position shown, so
// that stepping through them makes sense.
func (m *Model) canStep() bool {
	r := m.sess.Run()
	return r != nil && !m.inGame() && samePosition(r.Root(), m.sess.Position())
}
