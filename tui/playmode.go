package tui

import (
	"errors"
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"frontier/search/games"
	"frontier/session"
	"frontier/tui/gameview"
	"frontier/tui/play"
)

// This file is the root model's play mode: a game against the engine, of
// checkers or any other game. The game is a session.PlayGame; the
// engine's search is the session's current run, so the right-hand panes
// show it with the code that shows an analysis. Here are only the keys,
// the questions and the flow of the game; playview.go draws it (checkers
// with boardview, the other games with gameview).

// confirmKind is what a pending question is about.
type confirmKind int

const (
	noConfirm confirmKind = iota
	// confirmQuit and confirmLeave: the game is not saved (s/d/esc).
	confirmQuit
	confirmLeave
	// confirmResign and confirmNewGame: are you sure (y/n).
	confirmResign
	confirmNewGame
	// The analysis's questions (linesave.go): quitting or replacing
	// the line with changes unsaved (s/d/esc), replacing a file (y/n).
	confirmQuitAnalysis
	confirmDiscardLine
	confirmOverwrite
)

// playState is the root model's play-mode state.
type playState struct {
	setup   *play.Setup // the setup form, nil when closed
	last    session.PlaySetup
	hasLast bool
	// cursor is the keyboard's square on the board of a game other
	// than checkers ("d3"), "" for none.
	cursor  string
	input   play.Input
	hint    string
	confirm confirmKind
	// saveThen is what the open save prompt does once the file is
	// written.
	saveThen afterSave
	// tickErr is the game's error last shown by a tick.
	tickErr string
	// pending is what a question about unsaved analysis held back;
	// overwrite the file a save would replace (linesave.go).
	pending   func() tea.Cmd
	overwrite string
}

// playing returns the game in progress, or nil.
func (m *Model) playing() *session.PlayGame { return m.sess.Playing() }

// inGame reports whether a game against the engine is in progress.
func (m *Model) inGame() bool { return m.playing() != nil }

// openSetup opens the setup form of a new game of the session's game.
func (m *Model) openSetup() {
	last := session.DefaultPlaySetup()
	if m.ps.hasLast {
		last = m.ps.last
	}
	m.ps.setup = play.NewSetup(m.sess.Game(), last)
}

// playKey handles a key in play mode, or opening it; ok is false when
// the key is not play mode's and the main handler should take it.
func (m *Model) playKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	ps := &m.ps
	if ps.confirm != noConfirm {
		return m.confirmKey(k), true
	}
	if ps.setup != nil {
		return m.setupKey(k), true
	}
	if m.prompt != nil || m.text != nil || m.showHelp || m.picker != nil || m.pairPicker != nil {
		return nil, false
	}
	km := m.keys
	g := m.playing()
	if g == nil {
		if key.Matches(k, km.Play) {
			m.openSetup()
			return nil, true
		}
		return nil, false
	}
	if len(k.Text) == 1 && m.typeInGame(g, rune(k.Text[0])) {
		return nil, true
	}
	switch {
	case key.Matches(k, km.Quit):
		if g.Unsaved() {
			ps.confirm = confirmQuit
			return nil, true
		}
		return nil, false
	case k.String() == "tab" && ps.input.Text != "" && !g.IsCheckers():
		ps.input.Text = completeMove(g.Position(), ps.input.Text) // typemove.go
	case k.String() == "backspace":
		ps.input.Back()
	case key.Matches(k, km.Close):
		ps.input = play.Input{}
		m.pick = squarePick{}
		m.status = ""
	case key.Matches(k, km.Select):
		return m.selectKey(g), true
	case k.String() == "up", k.String() == "down", k.String() == "left", k.String() == "right":
		ps.cursor = gameview.MoveCursor(g.Position(), ps.cursor, k.String(), m.viewOptions())
	case key.Matches(k, km.Undo):
		if err := g.Undo(); err != nil {
			m.setError(err)
			return nil, true
		}
		m.resetMoveMarks()
		return m.setInfo("took back a move"), true
	case key.Matches(k, km.Hint):
		r, err := g.Hint()
		if err != nil {
			m.setError(err)
			return nil, true
		}
		ps.hint = "thinking…"
		return tea.Batch(m.watch(r), m.setInfo("the engine looks for your best move")), true
	case key.Matches(k, km.MoveNow):
		if err := g.MoveNow(); err != nil {
			m.setError(err)
			return nil, true
		}
		return m.setInfo("the engine moves now"), true
	case key.Matches(k, km.OfferDraw):
		ok, err := g.OfferDraw()
		if err != nil {
			m.setError(err)
			return nil, true
		}
		if !ok {
			return m.setInfo("the engine declines the draw: it thinks it is ahead"), true
		}
		return m.setInfo("the engine accepts: draw agreed"), true
	case key.Matches(k, km.ClaimDraw):
		if err := g.ClaimDraw(); err != nil {
			m.setError(err)
			return nil, true
		}
		return m.setInfo("draw: " + g.Outcome().Reason), true
	case key.Matches(k, km.Resign):
		if g.Outcome().Over {
			m.setError(fmt.Errorf("%w: %s", session.ErrGameOver, g.OutcomeText()))
			return nil, true
		}
		ps.confirm = confirmResign
	case key.Matches(k, km.Play):
		ps.confirm = confirmNewGame
	case key.Matches(k, km.SaveGame):
		return m.askSave(g, saveOnly), true
	case key.Matches(k, km.LeaveGame):
		if g.Unsaved() {
			ps.confirm = confirmLeave
			return nil, true
		}
		m.leaveGame()
		return nil, true
	case key.Matches(k, km.Help), key.Matches(k, km.Pause), key.Matches(k, km.Step), key.Matches(k, km.Slower),
		key.Matches(k, km.Faster), key.Matches(k, km.Flip), key.Matches(k, km.Numbers), key.Matches(k, km.FocusNext),
		key.Matches(k, km.FocusPrev), key.Matches(k, km.PageUp), key.Matches(k, km.PageDown):
		return nil, false // the main handler's, harmless to the game
	}
	// Everything else (run, compare, navigation, configuration) would
	// replace the engine's search or the board: not during a game.
	return nil, true
}

// selectKey is enter in a game: it plays the move typed, a pass the
// person must make, or the square under the cursor.
func (m *Model) selectKey(g *session.PlayGame) tea.Cmd {
	ps := &m.ps
	switch {
	case ps.input.Text != "":
		text := ps.input.Text
		ps.input = play.Input{}
		return m.humanMove(g, text)
	case g.MustPass():
		return m.humanMove(g, "pass")
	case ps.cursor != "":
		return m.playSquare(g, ps.cursor)
	}
	return m.setInfo("type a move such as " + strings.Join(firstMoves(g.Position(), 3), ", ") + " and press enter, or click a piece or square")
}

// typeInGame takes r as part of the move being typed, and reports
// whether it did. In checkers a digit, '-' and 'x' are, whatever
// follows (the move's error says what is wrong with it); in the other
// games a character is taken only when the text typed so far with it
// begins a legal move ("d" then "3" in Othello, "N" then "f" in chess),
// so that keys no move begins with keep their meaning.
func (m *Model) typeInGame(g *session.PlayGame, r rune) bool {
	in := &m.ps.input
	if g.IsCheckers() {
		return in.AddAny(r, "-x")
	}
	if session.TypedPrefix(g.Position(), in.Text+string(r)) { // chess: qd1 too
		return in.AddAny(r, string(r)) // a legal move's character
	}
	return false
}

// moveExample is a move of g's start, to show how moves are written.
func moveExample(g games.Game) string {
	if ms := g.Start().Moves(); len(ms) > 0 {
		return ms[0]
	}
	return "move"
}

// firstMoves returns up to n legal moves of p.
func firstMoves(p games.Position, n int) []string {
	ms := p.Moves()
	return ms[:min(n, len(ms))]
}

// confirmKey answers the open question: save, discard or cancel an
// unsaved game; yes or no to resigning or a new game.
func (m *Model) confirmKey(k tea.KeyPressMsg) tea.Cmd {
	ps := &m.ps
	what := ps.confirm
	if what >= confirmQuitAnalysis {
		return m.lineConfirmKey(k) // linesave.go
	}
	g := m.playing()
	if what == confirmResign || what == confirmNewGame {
		ps.confirm = noConfirm
		switch k.String() {
		case "y", "Y":
		case "ctrl+c":
			return m.quitAnalysis()
		default:
			return m.setInfo("cancelled")
		}
		if what == confirmNewGame {
			m.openSetup()
			return nil
		}
		if g == nil {
			return nil
		}
		if err := g.Resign(); err != nil {
			m.setError(err)
			return nil
		}
		return m.setInfo("you resigned · " + g.OutcomeText())
	}
	switch k.String() {
	case "s", "S", "y", "W":
		ps.confirm = noConfirm
		if g != nil {
			// The save asks where, writes in a command, and its
			// message leaves or quits once the file is written
			// (and stays if not).
			then := saveThenLeave
			if what == confirmQuit {
				then = saveThenQuit
			}
			return m.askSave(g, then)
		}
	case "d", "D", "n":
		ps.confirm = noConfirm
	case "esc", "c":
		ps.confirm = noConfirm
		return nil
	case "ctrl+c":
		ps.confirm = noConfirm // a second interrupt is not argued with
	default:
		return nil
	}
	if what == confirmQuit {
		return m.quitAnalysis()
	}
	m.leaveGame()
	return nil
}

// setupKey edits the setup form and starts the game on enter.
func (m *Model) setupKey(k tea.KeyPressMsg) tea.Cmd {
	s := m.ps.setup
	switch k.String() {
	case "up", "k", "shift+tab":
		s.Up()
	case "down", "j", "tab":
		s.Down()
	case "left", "h":
		s.Change(-1)
	case "right", "l", "space":
		s.Change(1)
	case "pgup":
		s.Change(-10)
	case "pgdown":
		s.Change(10)
	case "esc", "q":
		m.ps.setup = nil
	case "ctrl+c":
		return m.quitAnalysis()
	case "enter":
		return m.startGame(s.Value())
	}
	return nil
}

// startGame begins a game with setup.
func (m *Model) startGame(setup session.PlaySetup) tea.Cmd {
	if m.sess.Speed() == session.Paused {
		m.sess.SetSpeed(session.Fast) // a paused simulator would never move
	}
	g, err := m.sess.StartPlaying(setup)
	if err != nil {
		m.setError(err)
		return nil
	}
	m.ps.setup = nil
	m.ps.last, m.ps.hasLast = setup, true
	m.ps.input, m.ps.hint, m.ps.cursor = play.Input{}, "", ""
	m.view = mainView
	m.resetMoveMarks()
	m.clearAnalysis()
	msg := "game started " + g.Title() + " · you play " + g.SideName(g.Human())
	if !g.IsCheckers() {
		msg = g.Game().Name() + " " + msg
	}
	cmds := []tea.Cmd{m.setInfo(warnIn(msg, setup.Engine) + m.sess.EgdbNote())}
	if r := g.EngineRun(); r != nil && g.Thinking() {
		cmds = append(cmds, m.watch(r))
	}
	if setup.Time.Clocked() {
		cmds = append(cmds, m.startTicking())
	}
	return tea.Batch(cmds...)
}

// leaveGame ends play mode and goes back to the analysis.
func (m *Model) leaveGame() {
	m.sess.EndPlaying()
	m.ps.input, m.ps.hint, m.ps.cursor = play.Input{}, "", ""
	m.resetMoveMarks()
	m.syncLine()
}

func (m *Model) resetMoveMarks() {
	m.pick = squarePick{}
	m.ps.hint = ""
}

// watch follows run r in the panes, as an analysis run is followed.
func (m *Model) watch(r *session.Run) tea.Cmd {
	m.runUpd = session.Update{RunID: r.ID(), State: session.Running}
	m.pv.SetIterations(nil)
	m.pv.SetRoot(m.pvRoot()) // the game's position: its side and move number
	m.bars.Reset(r.ID())
	m.stack.SetStack(nil)
	return tea.Batch(m.wait(r, 0, -1, 0), m.startTicking())
}

// humanMove plays the person's move and starts following the engine's
// reply (or says the forced replies played at once).
func (m *Model) humanMove(g *session.PlayGame, text string) tea.Cmd {
	before := len(g.Moves())
	if err := g.PlayText(text); err != nil {
		m.setError(err)
		return nil
	}
	m.resetMoveMarks()
	moves := g.Moves()
	msg := "you played " + moves[before]
	if len(moves) > before+1 {
		msg += " · engine played " + strings.Join(moves[before+1:], " ")
	}
	if g.Outcome().Over {
		return m.setInfo(msg + " · game over: " + g.OutcomeText())
	}
	cmds := []tea.Cmd{m.setInfo(msg)}
	if r := g.EngineRun(); r != nil && g.Thinking() {
		cmds = append(cmds, m.watch(r))
	}
	return tea.Batch(cmds...)
}

// playRunEnded is called when the current run reports its final state:
// the engine's move is played, or a hint is shown.
func (m *Model) playRunEnded() tea.Cmd {
	g := m.playing()
	if g == nil {
		return nil
	}
	if h := g.HintRun(); h != nil && m.sess.Run() == h {
		m.ps.hint, _ = g.HintMove()
		return nil
	}
	before := len(g.Moves())
	mv, moved, err := g.Advance()
	if err != nil {
		m.setError(err)
		return nil
	}
	if !moved {
		return nil
	}
	return m.engineMoved(g, before, mv)
}

// engineMoved says what the engine played (from the game's ply before),
// whichever of the run's last message and the clock's tick played it
// first.
func (m *Model) engineMoved(g *session.PlayGame, before int, mv string) tea.Cmd {
	msg := "engine played " + mv
	if moves := g.Moves(); len(moves) > before+1 {
		msg = "engine played " + strings.Join(moves[before:], " ")
	}
	if g.Outcome().Over {
		return m.setInfo(msg + " · game over: " + g.OutcomeText())
	}
	if g.MustPass() {
		return m.setInfo(msg + " · you have no move: enter passes")
	}
	if r := g.EngineRun(); r != nil && g.Thinking() { // the engine moves again after a pass
		return tea.Batch(m.setInfo(msg), m.watch(r))
	}
	return m.setInfo(msg + " · your move")
}

// playTick keeps the clocks moving and notices a flag fall; it reports
// whether the tick should go on, and a command if the tick played the
// engine's move (the run's last message may come after it).
func (m *Model) playTick() (bool, tea.Cmd) {
	g := m.playing()
	if g == nil {
		return false, nil
	}
	var cmd tea.Cmd
	if !g.Outcome().Over {
		before := len(g.Moves())
		if mv, moved, err := g.Advance(); err != nil && !errors.Is(err, session.ErrNotPlaying) {
			m.tickError(err)
		} else if err == nil && moved {
			cmd = m.engineMoved(g, before, mv)
		}
	}
	return g.Setup().Time.Clocked() && !g.Outcome().Over, cmd
}

// tickError shows an error the game reports on a tick once: the clock
// ticks 15 times a second and the same error would otherwise be set
// again on every one, coming back after esc.
func (m *Model) tickError(err error) {
	if err.Error() == m.ps.tickErr {
		return
	}
	m.ps.tickErr = err.Error()
	m.setError(err)
}
