package tui

import (
	"errors"
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"frontier/board/chess"
	"frontier/board/othello"
	"frontier/board/tictactoe"
	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/gameview"
	"frontier/tui/play"
)

// This file is the play mode of the games other than checkers: a
// session.AnyPlay, whose engine searches in the session's current run as
// in a checkers game, so the right-hand panes show it. Moves are typed in
// the game's notation, clicked, or chosen with the arrows and enter; a
// pass (Othello) is confirmed with enter.

// anyPlaying returns the game against the engine of a game other than
// checkers, or nil.
func (m *Model) anyPlaying() *session.AnyPlay { return m.sess.AnyPlaying() }

// inGame reports whether a game against the engine is in progress, of
// any game.
func (m *Model) inGame() bool { return m.playing() != nil || m.anyPlaying() != nil }

// openAnySetup opens the setup form of a game other than checkers.
func (m *Model) openAnySetup() {
	last := session.DefaultAnyPlaySetup()
	if m.ps.hasAnyLast {
		last = m.ps.anyLast
	}
	m.ps.anySetup = play.NewAnySetup(m.sess.Game(), last)
}

// anySetupKey edits the setup form and starts the game on enter.
func (m *Model) anySetupKey(k tea.KeyPressMsg) tea.Cmd {
	s := m.ps.anySetup
	switch k.String() {
	case "up", "k", "shift+tab":
		s.Up()
	case "down", "j", "tab":
		s.Down()
	case "left", "h":
		s.Change(-1)
	case "right", "l", "space":
		s.Change(1)
	case "esc", "q":
		m.ps.anySetup = nil
	case "ctrl+c":
		return m.quit()
	case "enter":
		return m.startAnyGame(s.Value())
	}
	return nil
}

// startAnyGame begins a game with setup.
func (m *Model) startAnyGame(setup session.AnyPlaySetup) tea.Cmd {
	if m.sess.Speed() == session.Paused {
		m.sess.SetSpeed(session.Fast) // a paused simulator would never move
	}
	g, err := m.sess.StartAnyPlay(setup)
	if err != nil {
		m.setError(err)
		return nil
	}
	m.ps.anySetup = nil
	m.ps.anyLast, m.ps.hasAnyLast = setup, true
	m.ps.input, m.ps.hint, m.ps.cursor = play.Input{}, "", ""
	m.view = mainView
	m.clearAnalysis()
	cmds := []tea.Cmd{m.setInfo(warnIn(fmt.Sprintf("%s game started %s · you play %s", g.Game().Name(), g.Title(), g.SideName(g.Human())), setup.Engine))}
	if r := g.EngineRun(); r != nil && g.Thinking() {
		cmds = append(cmds, m.watch(r))
	}
	if setup.Time.Clocked() {
		cmds = append(cmds, m.startTicking())
	}
	return tea.Batch(cmds...)
}

// letters are the letters of g's move notation, which typing a move
// takes instead of the keys they are bound to.
func letters(g engine.Game) string {
	switch v := g.Start().Value().(type) {
	case othello.Position:
		return "abcdefgh"[:v.Size()]
	case tictactoe.Position:
		return "abcd"
	case chess.Position:
		return chessLetters
	}
	return ""
}

// anyPlayKey handles a key during a game of another game than checkers;
// ok is false when the key is the main handler's.
func (m *Model) anyPlayKey(g *session.AnyPlay, k tea.KeyPressMsg) (tea.Cmd, bool) {
	ps := &m.ps
	km := m.keys
	if len(k.Text) == 1 && ps.input.AddAny(rune(k.Text[0]), letters(g.Game())) {
		return nil, true
	}
	switch {
	case key.Matches(k, km.Quit):
		return nil, false
	case k.String() == "tab" && ps.input.Text != "":
		ps.input.Text = completeMove(g.Position(), ps.input.Text)
	case k.String() == "backspace":
		ps.input.Back()
	case key.Matches(k, km.Close):
		ps.input = play.Input{}
		m.status = ""
	case key.Matches(k, km.Select):
		switch {
		case ps.input.Text != "":
			text := ps.input.Text
			ps.input = play.Input{}
			return m.anyHumanMove(g, text), true
		case g.MustPass():
			return m.anyHumanMove(g, "pass"), true
		case ps.cursor != "":
			mv, cmd, done := m.pickSquare(g.Position(), ps.cursor)
			if !done {
				return cmd, true
			}
			return m.anyHumanMove(g, mv), true
		}
		return m.setInfo("type a move such as " + strings.Join(firstMoves(g.Position(), 3), ", ") + " and press enter, or click a square"), true
	case k.String() == "up", k.String() == "down", k.String() == "left", k.String() == "right":
		ps.cursor = gameview.MoveCursor(g.Position(), ps.cursor, k.String(), m.viewOptions())
	case key.Matches(k, km.Undo):
		if err := g.Undo(); err != nil {
			m.setError(err)
			return nil, true
		}
		ps.hint = ""
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
	case key.Matches(k, km.Resign):
		if err := g.Resign(); err != nil {
			m.setError(err)
			return nil, true
		}
		return m.setInfo("you resigned"), true
	case key.Matches(k, km.OfferDraw), key.Matches(k, km.ClaimDraw), key.Matches(k, km.SaveGame):
		return m.setInfo(g.Game().Name() + " games have no draw offers, draw claims or PDN records: those are checkers'"), true
	case key.Matches(k, km.LeaveGame):
		m.leaveGame()
		return nil, true
	case key.Matches(k, km.Help), key.Matches(k, km.Pause), key.Matches(k, km.Step), key.Matches(k, km.Slower),
		key.Matches(k, km.Faster), key.Matches(k, km.Flip), key.Matches(k, km.FocusNext),
		key.Matches(k, km.FocusPrev), key.Matches(k, km.PageUp), key.Matches(k, km.PageDown):
		return nil, false
	}
	return nil, true
}

// moveExample is a move of g's start, to show how moves are written.
func moveExample(g engine.Game) string {
	if ms := g.Start().Moves(); len(ms) > 0 {
		return ms[0]
	}
	return "move"
}

// firstMoves returns up to n legal moves of p.
func firstMoves(p engine.Position, n int) []string {
	ms := p.Moves()
	return ms[:min(n, len(ms))]
}

// anyHumanMove plays the person's move and follows the engine's reply.
func (m *Model) anyHumanMove(g *session.AnyPlay, text string) tea.Cmd {
	before := len(g.Moves())
	if err := g.PlayText(text); err != nil {
		m.setError(err)
		return nil
	}
	m.ps.hint = ""
	moves := g.Moves()
	msg := "you played " + moves[before]
	if len(moves) > before+1 { // a forced reply was played at once
		msg += " · engine played " + strings.Join(moves[before+1:], " ")
	}
	if out := g.Outcome(); out.Over {
		return m.setInfo(msg + " · game over: " + g.OutcomeText())
	}
	cmds := []tea.Cmd{m.setInfo(msg)}
	if r := g.EngineRun(); r != nil && g.Thinking() {
		cmds = append(cmds, m.watch(r))
	}
	return tea.Batch(cmds...)
}

// anyRunEnded plays the engine's move, or shows a hint, when the current
// run has ended.
func (m *Model) anyRunEnded(g *session.AnyPlay) tea.Cmd {
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
	return m.anyEngineMoved(g, before, mv)
}

// anyEngineMoved says what the engine played (from the game's ply
// before), whichever of the run's last message and the clock's tick
// played it first.
func (m *Model) anyEngineMoved(g *session.AnyPlay, before int, mv string) tea.Cmd {
	msg := "engine played " + mv
	if moves := g.Moves(); len(moves) > before+1 {
		msg = "engine played " + strings.Join(moves[before:], " ")
	}
	if out := g.Outcome(); out.Over {
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

// anyPlayTick keeps the clocks moving; it reports whether the tick
// should go on.
func (m *Model) anyPlayTick(g *session.AnyPlay) (bool, tea.Cmd) {
	var cmd tea.Cmd
	if !g.Outcome().Over {
		before := len(g.Moves())
		if mv, moved, err := g.Advance(); err != nil && !errors.Is(err, session.ErrNotPlaying) {
			m.tickError(err)
		} else if err == nil && moved {
			cmd = m.anyEngineMoved(g, before, mv)
		}
	}
	return g.Setup().Time.Clocked() && !g.Outcome().Over, cmd
}

// anyPlayBoard draws the game's board with its caption in width w.
func (m *Model) anyPlayBoard(g *session.AnyPlay, w int) string {
	pos := g.Position()
	mk := gameview.Marks{}
	if n := len(g.Moves()); n > 0 {
		mk.Last, mk.Prev = g.Moves()[n-1], g.History()[n-1]
	}
	if mv, ok := g.HintMove(); ok && m.ps.hint != "" {
		mk.Best = mv
	}
	second := m.st.Dim.Render("you: " + gameview.Who(pos, g.Human(), m.ascii()))
	if g.Outcome().Over {
		second = m.st.Bold.Render(g.OutcomeText())
	}
	return m.gameBoard(pos, mk, len(g.Moves()), len(g.Moves()), w, second)
}

// renderAnyPlayPane draws the left column's panes during a game.
func (m *Model) renderAnyPlayPane(g *session.AnyPlay, p pane, w, h int, mode layoutMode, focused bool) string {
	iw, ih := w-2, h-2
	switch p {
	case paneBoard:
		return frame.Box(m.st, "Game", m.boardNote(g.Position()), m.anyPlayBoard(g, iw), w, h, focused)
	case paneGames:
		if mode == reduced {
			break
		}
		info := play.AnyInfo(m.st, g, m.ps.hint, m.ps.input, m.ascii(), iw)
		return frame.Box(m.st, "Play", g.Setup().Time.String(), frame.Block(joinLines(info), iw, ih), w, h, focused)
	case paneMoves:
		if mode == reduced {
			return frame.Box(m.st, "Play", g.Setup().Time.String(), play.AnyPanel(m.st, g, m.ps.hint, m.ps.input, m.ascii(), iw, ih), w, h, focused)
		}
		return frame.Box(m.st, "Moves", fmt.Sprint(len(g.Moves())), play.AnyMoves(m.st, g, iw, ih), w, h, focused)
	}
	return frame.Box(m.st, "", "", "", w, h, focused)
}
