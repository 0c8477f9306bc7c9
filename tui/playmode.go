package tui

import (
	"fmt"
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/frame"
	"frontier/tui/play"
)

// This file is the root model's play mode: a game against the engine.
// The game is a session.PlayGame; the engine's search is the session's
// current run, so the right-hand panes show it with the code that shows
// an analysis. Here are only the keys, the clicks and the drawing.

// confirmKind is what a pending "unsaved game" question is about.
type confirmKind int

const (
	noConfirm confirmKind = iota
	confirmQuit
	confirmLeave
)

// playState is the root model's play-mode state.
type playState struct {
	setup   *play.Setup // the setup form, nil when closed
	last    session.PlaySetup
	hasLast bool
	// anySetup is the setup form of the games other than checkers.
	anySetup   *play.AnySetup
	anyLast    session.AnyPlaySetup
	hasAnyLast bool
	// cursor is the keyboard's square on the board of a game other
	// than checkers ("d3"), "" for none.
	cursor  string
	input   play.Input
	hint    string
	confirm confirmKind
	// tickErr is the game's error last shown by a tick.
	tickErr string
}

// playing returns the game in progress, or nil.
func (m *Model) playing() *session.PlayGame { return m.sess.Playing() }

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
	if ps.anySetup != nil {
		return m.anySetupKey(k), true
	}
	if m.prompt != nil || m.text != nil || m.showHelp || m.picker != nil || m.pairPicker != nil {
		return nil, false
	}
	km := m.keys
	if ag := m.anyPlaying(); ag != nil {
		return m.anyPlayKey(ag, k)
	}
	g := m.playing()
	if g == nil {
		if key.Matches(k, km.Play) && m.sess.Game().Name() != engine.DefaultGame {
			m.openAnySetup()
			return nil, true
		}
		if key.Matches(k, km.Play) {
			last := session.DefaultPlaySetup()
			if ps.hasLast {
				last = ps.last
			}
			ps.setup = play.NewSetup(last)
			return nil, true
		}
		return nil, false
	}
	if len(k.Text) == 1 && ps.input.Add(rune(k.Text[0])) {
		return nil, true
	}
	switch {
	case key.Matches(k, km.Quit):
		if g.Unsaved() {
			ps.confirm = confirmQuit
			return nil, true
		}
		return nil, false
	case k.String() == "backspace":
		ps.input.Back()
	case key.Matches(k, km.Close):
		ps.input = play.Input{}
		m.board.Selected, m.board.Targets = checkers.NoSquare, nil
		m.status = ""
	case key.Matches(k, km.Select):
		if ps.input.Text != "" {
			text := ps.input.Text
			ps.input = play.Input{}
			return m.humanMove(func() error { return g.PlayText(text) }), true
		}
		if m.board.Cursor != checkers.NoSquare {
			return m.clickPlay(g, m.board.Cursor), true
		}
		return m.setInfo("type a move such as 11-15 and press enter, or click a piece and its square"), true
	case k.String() == "up", k.String() == "down", k.String() == "left", k.String() == "right":
		m.moveCursor(k.String())
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
		if err := g.Resign(); err != nil {
			m.setError(err)
			return nil, true
		}
		return m.setInfo("you resigned"), true
	case key.Matches(k, km.SaveGame):
		return m.saveGame(g), true
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

// confirmKey answers the "unsaved game" question: save, discard or
// cancel.
func (m *Model) confirmKey(k tea.KeyPressMsg) tea.Cmd {
	ps := &m.ps
	what := ps.confirm
	g := m.playing()
	switch k.String() {
	case "s", "S", "y", "W":
		ps.confirm = noConfirm
		if g != nil {
			if cmd := m.saveGame(g); m.statusErr {
				return cmd // the save failed: stay
			}
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
		return m.quit()
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
		return m.quit()
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
	m.ps.input, m.ps.hint = play.Input{}, ""
	m.view = mainView
	m.resetMoveMarks()
	m.clearAnalysis()
	cmds := []tea.Cmd{m.setInfo(warnIn("game started "+g.Title()+" · you play "+g.Human().String(), setup.Engine))}
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
	m.board.Selected, m.board.Targets = checkers.NoSquare, nil
	m.ps.hint = ""
}

// watch follows run r in the panes, as an analysis run is followed.
func (m *Model) watch(r *session.Run) tea.Cmd {
	m.runUpd = session.Update{RunID: r.ID(), State: session.Running}
	m.pv.SetIterations(nil)
	m.bars.Reset(r.ID())
	m.stack.SetStack(nil)
	return tea.Batch(m.wait(r, 0, -1, 0), m.startTicking())
}

// humanMove plays the person's move with play and starts following the
// engine's reply.
func (m *Model) humanMove(play func() error) tea.Cmd {
	g := m.playing()
	before := len(g.Moves())
	if err := play(); err != nil {
		m.setError(err)
		return nil
	}
	m.resetMoveMarks()
	msg := "you played " + g.Moves()[before].String()
	if out := g.Outcome(); out.Over {
		return m.setInfo(msg + " · game over: " + out.String())
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
	if ag := m.anyPlaying(); ag != nil {
		return m.anyRunEnded(ag)
	}
	g := m.playing()
	if g == nil {
		return nil
	}
	if h := g.HintRun(); h != nil && m.sess.Run() == h {
		if mv, ok := g.HintMove(); ok {
			m.ps.hint = mv.String()
		} else {
			m.ps.hint = ""
		}
		return nil
	}
	mv, moved, err := g.Advance()
	if err != nil {
		m.setError(err)
		return nil
	}
	if !moved {
		return nil
	}
	return m.engineMoved(g, mv)
}

// engineMoved says what the engine played, whichever of the run's last
// message and the clock's tick played it first.
func (m *Model) engineMoved(g *session.PlayGame, mv checkers.Move) tea.Cmd {
	if out := g.Outcome(); out.Over {
		return m.setInfo("engine played " + mv.String() + " · game over: " + out.String())
	}
	return m.setInfo("engine played " + mv.String() + " · your move")
}

// playTick keeps the clocks moving and notices a flag fall; it reports
// whether the tick should go on, and a command if the tick played the
// engine's move (the run's last message may come after it).
func (m *Model) playTick() (bool, tea.Cmd) {
	if ag := m.anyPlaying(); ag != nil {
		return m.anyPlayTick(ag)
	}
	g := m.playing()
	if g == nil {
		return false, nil
	}
	var cmd tea.Cmd
	if !g.Outcome().Over {
		if mv, moved, err := g.Advance(); err != nil {
			m.tickError(err)
		} else if moved {
			cmd = m.engineMoved(g, mv)
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

// clickPlay selects the person's piece on sq, or plays the selected
// piece to sq.
func (m *Model) clickPlay(g *session.PlayGame, sq checkers.Square) tea.Cmd {
	if !g.HumanToMove() {
		if g.Outcome().Over {
			return m.setInfo("the game is over: " + g.Outcome().String())
		}
		return m.setInfo("the engine is thinking (m: move now)")
	}
	return m.clickSquare(g.Position(), sq, func(mv checkers.Move) tea.Cmd {
		return m.humanMove(func() error { return g.PlayMove(mv) })
	})
}

// clickSquare is click-to-move on the checkers board, the same in the
// analysis and in a game: a click on a piece of the side to move selects
// it and marks its targets; a click on a target plays the move with
// play. A piece that cannot move says why (a compulsory capture, with
// the captures listed), and routes that end on the same square are not
// guessed between.
func (m *Model) clickSquare(pos checkers.Position, sq checkers.Square, play func(checkers.Move) tea.Cmd) tea.Cmd {
	legal := pos.LegalMoves()
	if m.board.Selected != checkers.NoSquare && slices.Contains(m.board.Targets, sq) {
		var cands []checkers.Move
		for _, mv := range legal {
			if mv.From == m.board.Selected && mv.To == sq {
				cands = append(cands, mv)
			}
		}
		if len(cands) > 1 {
			names := make([]string, len(cands))
			for i, c := range cands {
				names[i] = c.String()
			}
			m.setError(fmt.Errorf("%d routes end on %d: type the one you mean (%v)", len(cands), sq, names))
			return nil
		}
		m.board.Selected, m.board.Targets = checkers.NoSquare, nil
		return play(cands[0])
	}
	var targets []checkers.Square
	for _, mv := range legal {
		if mv.From == sq && !slices.Contains(targets, mv.To) {
			targets = append(targets, mv.To)
		}
	}
	if len(targets) == 0 {
		m.board.Selected, m.board.Targets = checkers.NoSquare, nil
		if p := pos.At(sq); p != checkers.Empty && p.Color() == pos.SideToMove() {
			if pos.HasCapture() {
				names := make([]string, len(legal))
				for i, mv := range legal {
					names[i] = mv.String()
				}
				m.setError(fmt.Errorf("%d cannot move: a capture is compulsory (%v)", sq, names))
				return nil
			}
			m.setError(fmt.Errorf("%d has no move", sq))
			return nil
		}
		return nil
	}
	m.board.Selected, m.board.Targets = sq, targets
	return nil
}

// moveCursor moves the board cursor over the dark squares, as drawn
// (flipped or not).
func (m *Model) moveCursor(dir string) {
	cur := m.board.Cursor
	if cur == checkers.NoSquare {
		cur = 22
		if g := m.playing(); g != nil && g.Human() == checkers.Black {
			cur = 11
		}
		m.board.Cursor = cur
		return
	}
	r, c := cur.Row(), cur.Col()
	if m.board.Flip {
		r, c = 7-r, 7-c
	}
	try := func(r, c int) bool {
		if r < 0 || r > 7 || c < 0 || c > 7 {
			return false
		}
		rr, cc := r, c
		if m.board.Flip {
			rr, cc = 7-r, 7-c
		}
		if sq := checkers.SquareAt(rr, cc); sq != checkers.NoSquare {
			m.board.Cursor = sq
			return true
		}
		return false
	}
	switch dir {
	case "up":
		_ = try(r-1, c+1) || try(r-1, c-1)
	case "down":
		_ = try(r+1, c-1) || try(r+1, c+1)
	case "left":
		_ = try(r, c-2)
	case "right":
		_ = try(r, c+2)
	}
}

// saveGame writes the game as PDN (to the file it was saved to before,
// else a new file in the current directory) and adds it to the games
// list, where it can be replayed and analysed.
func (m *Model) saveGame(g *session.PlayGame) tea.Cmd {
	path := g.SavedPath()
	if path == "" {
		path = g.DefaultSaveName()
	}
	if err := g.Save(path); err != nil {
		m.setError(err)
		return nil
	}
	if _, err := m.sess.LoadPDNFile(path); err != nil {
		m.setError(fmt.Errorf("saved to %s, but reopening it failed: %w", path, err))
		return nil
	}
	m.games.SetEntries(m.sess.Entries())
	m.games.SetOpen(m.sess.EntryID())
	m.moves.SetLine(m.st, m.sess.Line())
	return m.setInfo("saved to " + path + " · in the games list as " + m.sess.EntryID())
}

// playBoard draws the game's board with its caption in width w.
func (m *Model) playBoard(g *session.PlayGame, w int) string {
	pos := g.Position()
	marks := boardview.Marks{}
	if n := len(g.Moves()); n > 0 {
		marks.Last = g.Moves()[n-1]
	}
	if mv, ok := g.HintMove(); ok && m.ps.hint != "" {
		marks.PV = mv
	}
	pad := boardPad(w)
	rows := m.board.View(m.st, &pos, marks)
	out := ""
	for i, r := range splitLines(rows) {
		if i > 0 {
			out += "\n"
		}
		out += fmt.Sprintf("%*s", pad, "") + r
	}
	caption := m.board.Caption(m.st, &pos, len(g.Moves()), len(g.Moves()), w)
	second := m.st.Dim.Render("you: " + g.Human().String())
	if out := g.Outcome(); out.Over {
		second = m.st.Bold.Render(out.String())
	}
	return out + "\n" + caption + "\n" + frame.Fit(second, w)
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// confirmLine is the footer while the "unsaved game" question is open.
func (m *Model) confirmLine() string {
	what := "quit"
	if m.ps.confirm == confirmLeave {
		what = "leave the game"
	}
	return frame.Fit(" "+m.st.Error.Render("The game is not saved.")+" Before you "+what+": "+
		m.st.Accent.Render("s")+" save · "+m.st.Accent.Render("d")+" discard · "+m.st.Accent.Render("esc")+" cancel", m.w)
}

// renderPlayPane draws the left column's panes during a game: the
// game's board, the game panel (players, clocks, input) and its moves.
// The reduced layout has no games pane, so its moves pane holds the
// whole panel.
func (m *Model) renderPlayPane(g *session.PlayGame, p pane, w, h int, mode layoutMode, focused bool) string {
	iw, ih := w-2, h-2
	switch p {
	case paneBoard:
		note := ""
		if m.board.Flip {
			note = "flipped"
		}
		return frame.Box(m.st, "Game", note, m.playBoard(g, iw), w, h, focused)
	case paneGames:
		if mode == reduced {
			break
		}
		info := play.Info(m.st, g, m.ps.hint, m.ps.input, iw)
		return frame.Box(m.st, "Play", g.Setup().Time.String(), frame.Block(joinLines(info), iw, ih), w, h, focused)
	case paneMoves:
		if mode == reduced {
			return frame.Box(m.st, "Play", g.Setup().Time.String(), play.Panel(m.st, g, m.ps.hint, m.ps.input, iw, ih), w, h, focused)
		}
		return frame.Box(m.st, "Moves", fmt.Sprint(len(g.Moves())), play.Moves(m.st, g, iw, ih), w, h, focused)
	}
	return frame.Box(m.st, "", "", "", w, h, focused)
}

func joinLines(lines []string) string {
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += "\n"
		}
		out += l
	}
	return out
}
