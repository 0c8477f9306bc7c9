package tui

import (
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"

	"frontier/search/games"
	"frontier/session"
	"frontier/tui/compare"
	"frontier/tui/prompt"
	"frontier/tui/styles"
)

// Update handles a message. It never blocks: searches run elsewhere and
// report through messages.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd := m.update(msg)
	if m.fw.needed && !m.quitting {
		cmd = tea.Batch(cmd, m.followBoard()) // follow.go
	}
	m.applyLayout()
	return m, cmd
}

func (m *Model) update(msg tea.Msg) tea.Cmd {
	if m.quitting {
		if _, ok := msg.(closedMsg); ok {
			return tea.Quit
		}
		if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "ctrl+c" {
			return tea.Quit // not waiting: Run closes the session after
		}
		return nil // the program is ending: nothing more to do
	}
	switch msg := msg.(type) {
	case pdnReadMsg:
		return m.onPDNRead(msg)
	case gameSavedMsg:
		return m.onGameSaved(msg)
	case lineSavedMsg:
		return m.onLineSaved(msg)
	case clipboardMsg:
		return m.onClipboard(msg)
	case pathCompletedMsg:
		return m.onPathCompleted(msg)
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
		return nil
	case tea.ColorProfileMsg:
		if m.st.Profile != msg.Profile {
			m.st = styles.New(msg.Profile)
			m.applyStyles()
			m.syncLine()
		}
		return nil
	case tickMsg:
		return m.onTick()
	case inspectMsg:
		msg(m)
		return nil
	case spinner.TickMsg:
		if !m.active() {
			m.spinOn = false
			return nil
		}
		var cmd tea.Cmd
		m.spin, cmd = m.spin.Update(msg)
		return cmd
	case runMsg:
		return m.onRun(msg)
	case gameAnalysedMsg:
		return m.onGameAnalysed(msg)
	case traceSavedMsg:
		if msg.err != nil {
			m.setError(msg.err)
			return nil
		}
		return m.setInfo("trace saved: " + msg.path + " (open it in ui.perfetto.dev)")
	case clearStatusMsg:
		if msg.at.Equal(m.statusAt) {
			m.status = ""
		}
		return nil
	case tea.PasteMsg:
		if m.prompt != nil {
			return m.updatePrompt(msg)
		}
		if m.editor != nil {
			m.editorPaste(msg.Content)
			return nil
		}
		return m.paste(msg.Content)
	case tea.KeyPressMsg:
		return m.onKey(msg)
	case tea.MouseClickMsg:
		return m.onClick(msg)
	case tea.MouseWheelMsg:
		return m.onWheel(msg)
	}
	if m.prompt != nil {
		return m.updatePrompt(msg)
	}
	return nil
}

// inspectMsg runs a function on the model inside the event loop, where
// reading the model is safe; tests use it to wait for a state.
type inspectMsg func(*Model)

// statusFor is how long an information message stays.
var statusFor = 4 * time.Second

// setInfo shows a message for a few seconds.
func (m *Model) setInfo(s string) tea.Cmd {
	m.status, m.statusErr, m.statusAt = s, false, time.Now()
	at := m.statusAt
	return tea.Tick(statusFor, func(time.Time) tea.Msg { return clearStatusMsg{at: at} })
}

// setError shows an error until the next message.
func (m *Model) setError(err error) {
	m.status, m.statusErr, m.statusAt = err.Error(), true, time.Now()
}

func (m *Model) onKey(k tea.KeyPressMsg) tea.Cmd {
	if cmd, ok := m.playKey(k); ok {
		return cmd
	}
	if k.String() == "ctrl+c" {
		return m.quitAnalysis()
	}
	if m.prompt != nil {
		return m.updatePrompt(k)
	}
	if cmd, ok := m.editorKey(k); ok {
		return cmd
	}
	if m.picker != nil {
		return m.pickerKey(k)
	}
	if m.pairPicker != nil {
		return m.pairPickerKey(k)
	}
	if m.text != nil {
		km := &m.keys
		switch {
		case m.text.settings && k.String() == "R":
			m.text = nil
			return m.resetSettings()
		case m.text.pane && key.Matches(k, m.keys.Help):
			m.text = nil
			m.showHelp = true // from a pane's page on to every key
			return nil
		case key.Matches(k, km.Close), key.Matches(k, km.Select), k.String() == "q":
			m.text = nil
			return nil
		case key.Matches(k, km.Up), key.Matches(k, km.Down), key.Matches(k, km.PageUp), key.Matches(k, km.PageDown):
			var cmd tea.Cmd
			m.text.vp, cmd = m.text.vp.Update(k)
			return cmd
		}
		// Any other key closes the text and does what it always does,
		// rather than being swallowed by a window the user has read.
		m.text = nil
	}
	if m.showHelp {
		switch {
		case key.Matches(k, m.keys.Close), key.Matches(k, m.keys.Help):
			m.showHelp = false
		case key.Matches(k, m.keys.Quit):
			return m.quitAnalysis()
		case key.Matches(k, m.keys.Compare):
			m.showHelp = false
			return m.toggleCompare()
		default:
			return m.help.Update(k)
		}
		return nil
	}
	if m.typing || m.typed.Text != "" { // a move being typed takes the keys first (typemove.go)
		if cmd, ok := m.typeMoveKey(k); ok {
			return cmd
		}
	}
	if m.view == mainView && k.String() == "/" {
		m.setFocus(paneGames) // the filter is a global key: it brings the list
	}
	if m.view == mainView && m.focus == paneGames {
		if cmd, ok := m.games.Key(k); ok {
			return cmd
		}
	}
	if cmd, ok := m.stepKey(k); ok {
		return cmd
	}
	if cmd, ok := m.analysisKey(k); ok {
		return cmd
	}
	if cmd, ok := m.typeMoveKey(k); ok {
		return cmd
	}
	if cmd, ok := m.variationKey(k); ok {
		return cmd
	}
	km := m.keys
	inList := m.view == mainView && (m.focus == paneGames || m.focus == panePV || m.focus == paneStack)
	switch {
	case key.Matches(k, km.Quit):
		return m.quitAnalysis()
	case key.Matches(k, km.Help):
		if m.showPaneHelp() { // panehelp.go: the focused pane's page
			return nil
		}
		m.showHelp = true
		return nil
	case key.Matches(k, km.Settings):
		m.showSettings()
		return nil
	case key.Matches(k, km.ComparePick):
		// The picker covers the view it was opened from; esc goes back
		// to that view, enter to the compare view, running the pair.
		m.pairPicker = compare.NewPicker(m.sess.CompareConfigs())
		return nil
	case key.Matches(k, km.Compare):
		return m.toggleCompare()
	case key.Matches(k, km.Close):
		switch {
		case m.view == compareView:
			m.view = mainView
		case m.pick.at(m.shownPosition()) != "":
			m.pick = squarePick{}
		default:
			m.status = ""
		}
		return nil
	case key.Matches(k, km.Run):
		if m.view == compareView {
			return m.startCompare()
		}
		return m.startRun()
	case key.Matches(k, km.Select):
		if m.view == mainView && m.focus == paneGames {
			return m.openEntry(m.games.Selected())
		}
		if m.view == compareView {
			return m.startCompare()
		}
		return m.startRun()
	case key.Matches(k, km.Stop):
		m.sess.Stop()
		m.sess.StopCompare()
		m.fw.on = false // follow.go
		return m.setInfo("stopped · the analysis no longer follows the board (r turns it on)")
	case key.Matches(k, km.Pause):
		if m.sess.Speed() == session.Paused {
			m.sess.SetSpeed(m.resumeSpeed())
		} else {
			m.sess.SetSpeed(session.Paused)
		}
		return m.setInfo("simulation " + m.sess.Speed().String())
	case key.Matches(k, km.Step):
		m.sess.StepSimulation()
		return nil
	case key.Matches(k, km.Slower):
		m.shiftSpeed(-1)
		return m.setInfo("simulation " + m.sess.Speed().String())
	case key.Matches(k, km.Faster):
		m.shiftSpeed(+1)
		return m.setInfo("simulation " + m.sess.Speed().String())
	case key.Matches(k, km.Algo), key.Matches(k, km.AlgoPrev), key.Matches(k, km.AlgoB),
		key.Matches(k, km.More), key.Matches(k, km.Fewer), key.Matches(k, km.Executor),
		key.Matches(k, km.Deeper), key.Matches(k, km.Shallower), key.Matches(k, km.Longer),
		key.Matches(k, km.Shorter), key.Matches(k, km.CompareSwitch):
		return m.configure(k)
	case key.Matches(k, km.Timeline), key.Matches(k, km.ZoomIn), key.Matches(k, km.ZoomOut),
		key.Matches(k, km.ScrollBack), key.Matches(k, km.ScrollForward):
		return m.timelineKey(k)
	case key.Matches(k, km.SaveTrace):
		return m.saveTrace()
	case inList && (key.Matches(k, km.Up) || key.Matches(k, km.Down) || key.Matches(k, km.PageUp) || key.Matches(k, km.PageDown)):
		// home and end are the game's in every pane, as the help says.
		return m.updateFocused(k)
	case key.Matches(k, km.Prev):
		m.sess.Step(-1)
	case key.Matches(k, km.Next):
		m.sess.Step(1)
	case key.Matches(k, km.First):
		m.sess.SetPly(0)
	case key.Matches(k, km.Last):
		m.sess.SetPly(len(m.sess.Line().Moves))
	case key.Matches(k, km.ToTest):
		if err := m.sess.ToTest(); err != nil {
			m.setError(err)
			return nil
		}
	case key.Matches(k, km.Up) && m.focus == paneMoves:
		m.sess.Step(-2)
	case key.Matches(k, km.Down) && m.focus == paneMoves:
		m.sess.Step(2)
	case key.Matches(k, km.Open):
		return m.openPrompt(prompt.OpenPDN)
	case key.Matches(k, km.PasteFEN):
		return m.openPrompt(prompt.EnterFEN)
	case key.Matches(k, km.Game):
		m.picker = newGamePicker(m.sess.Game())
		return nil
	case key.Matches(k, km.CopyFEN):
		what := "FEN"
		if m.sess.Game().Name() != games.DefaultGame {
			what = "position"
		}
		return m.copyText(what, m.sess.PositionText())
	case key.Matches(k, km.CopyPDN):
		if m.sess.CanSaveLine() != nil {
			m.setError(errNothingToCopy)
			return nil
		}
		text, err := m.sess.GameText()
		if err != nil {
			m.setError(err)
			return nil
		}
		what := "PDN"
		if m.sess.Game().Name() == "chess" {
			what = "PGN"
		}
		return m.copyText(what, text)
	case key.Matches(k, km.SaveGame):
		return m.askSaveLine(saveOnly) // linesave.go
	case key.Matches(k, km.Flip):
		m.board.Flip = !m.board.Flip
		return nil
	case key.Matches(k, km.Numbers):
		m.board.Numbers = !m.board.Numbers
		return nil
	case key.Matches(k, km.FocusNext):
		m.setFocus((m.focus + 1) % numPanes)
		return nil
	case key.Matches(k, km.FocusPrev):
		m.setFocus((m.focus + numPanes - 1) % numPanes)
		return nil
	default:
		return nil
	}
	m.syncLine()
	return nil
}

func (m *Model) setFocus(p pane) {
	m.focus = p
	if p >= panePV {
		m.lastRight = p
	}
}

// updateFocused passes a list key to the focused pane.
func (m *Model) updateFocused(k tea.KeyPressMsg) tea.Cmd {
	switch m.focus {
	case paneGames:
		return m.games.Update(k)
	case panePV:
		return m.pv.Update(k)
	case paneStack:
		return m.stack.Update(k)
	}
	return nil
}
