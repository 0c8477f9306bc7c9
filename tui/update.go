package tui

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/compare"
	"frontier/tui/controls"
	"frontier/tui/format"
	"frontier/tui/keys"
	"frontier/tui/prompt"
	"frontier/tui/styles"
)

// Update handles a message. It never blocks: searches run elsewhere and
// report through messages.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd := m.update(msg)
	m.applyLayout()
	return m, cmd
}

func (m *Model) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
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

// active reports whether any search of the session still runs.
func (m *Model) active() bool {
	if r := m.sess.Run(); r != nil && !r.State().Ended() {
		return true
	}
	if c := m.sess.Comparison(); c != nil && !c.Ended() {
		return true
	}
	return false
}

// startTicking starts the sampling clock and the spinner if they are
// not running.
func (m *Model) startTicking() tea.Cmd {
	var cmds []tea.Cmd
	if !m.ticking {
		m.ticking = true
		cmds = append(cmds, tick())
	}
	if !m.spinOn {
		m.spinOn = true
		cmds = append(cmds, m.spin.Tick)
	}
	return tea.Batch(cmds...)
}

func tick() tea.Cmd {
	return tea.Tick(tickEvery, func(time.Time) tea.Msg { return tickMsg{} })
}

// onTick samples the running searches' monitors.
func (m *Model) onTick() tea.Cmd {
	m.sample()
	more, cmd := m.playTick()
	if more || m.active() {
		return tea.Batch(tick(), cmd)
	}
	m.ticking = false
	return cmd
}

func (m *Model) sample() {
	if r := m.sess.Run(); r != nil {
		if snap, ok := r.Snapshot(); ok {
			m.bars.Sample(r.ID(), snap)
			m.tl.Sample(r.ID(), snap.Timeline, r.Config().Sim)
			m.stack.SetStack(snap.Stack)
		}
	}
	m.cmp.Sample(m.sess.Comparison())
}

// wait returns a command that waits for run r to change past version
// seen.
func (m *Model) wait(r *session.Run, seen uint64, slot int, cmpID uint64) tea.Cmd {
	ctx := m.ctx
	return func() tea.Msg {
		return runMsg{slot: slot, cmpID: cmpID, u: r.Wait(ctx, seen)}
	}
}

// onRun takes a run's new state, dropping those of stale runs.
func (m *Model) onRun(msg runMsg) tea.Cmd {
	if m.ctx.Err() != nil {
		return nil
	}
	if msg.slot < 0 {
		r := m.sess.Run()
		if r == nil || r.ID() != msg.u.RunID {
			return nil // a stale run
		}
		m.runUpd = msg.u
		m.pv.SetIterations(msg.u.Iterations)
		if msg.u.Err != nil {
			m.setError(msg.u.Err)
		}
		m.sample()
		if msg.u.Final {
			return m.playRunEnded()
		}
		return m.wait(r, msg.u.Version, -1, 0)
	}
	c := m.sess.Comparison()
	if c == nil || c.ID() != msg.cmpID {
		return nil
	}
	m.cmp.SetUpdate(msg.slot, msg.u)
	m.cmp.Sample(c) // the counters and the summary, from one moment
	if msg.u.Err != nil {
		m.setError(msg.u.Err)
	}
	if msg.u.Final {
		return nil
	}
	return m.wait(c.Runs()[msg.slot], msg.u.Version, msg.slot, msg.cmpID)
}

// startRun analyses the current position.
func (m *Model) startRun() tea.Cmd {
	r, err := m.sess.Start()
	if err != nil {
		m.setError(err)
		return nil
	}
	m.runUpd = session.Update{RunID: r.ID(), State: session.Running}
	m.pv.SetIterations(nil)
	m.bars.Reset(r.ID())
	m.tl.Reset(r.ID())
	m.stack.SetStack(nil)
	return tea.Batch(m.wait(r, 0, -1, 0), m.startTicking(), m.setInfo(warnIn(fmt.Sprintf("running %s on %s", r.Config().Label(), r.Label()), r.Config())))
}

// startCompare runs the comparison on the current position.
func (m *Model) startCompare() tea.Cmd {
	c, err := m.sess.StartCompare()
	if err != nil {
		m.setError(err)
		return nil
	}
	m.cmp.Reset(c.ID())
	runs := c.Runs()
	cmds := []tea.Cmd{m.wait(runs[0], 0, 0, c.ID()), m.wait(runs[1], 0, 1, c.ID()), m.startTicking()}
	if msg := warnIn("", runs[0].Config(), runs[1].Config()); msg != "" {
		cmds = append(cmds, m.setInfo("comparing"+msg))
	}
	return tea.Batch(cmds...)
}

// warnIn appends to a status message the warnings of the configurations
// it is about: a real run with more searchers than CPUs measures the
// machine's scheduler, not the algorithm, and the person should know
// before reading its speedup.
func warnIn(msg string, cs ...session.Config) string {
	seen := map[string]bool{}
	for _, c := range cs {
		if w := c.Warning(); w != "" && !seen[w] {
			seen[w] = true
			msg += " · warning: " + w
		}
	}
	return msg
}

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

// syncLine brings the board, the move list and the entry list to the
// session's current line.
func (m *Model) syncLine() {
	m.moves.SetLine(m.st, m.sess.Line())
	m.games.SetOpen(m.sess.EntryID())
	m.board.Selected, m.board.Targets = checkers.NoSquare, nil
	if r := m.sess.Run(); r != nil && !m.inGame() && !samePosition(r.Root(), m.sess.Position()) {
		// The analysis is of a position no longer on the board: its
		// PV, counters and bars would be read as this one's.
		if !r.State().Ended() {
			m.status, m.statusErr, m.statusAt = "analysis of "+r.Label()+" stopped: the position changed · r analyses this one", false, time.Now()
		}
		m.sess.Forget()
		m.clearAnalysis()
	}
}

// clearAnalysis empties the panes that show a run: the iterations, the
// searchers' bars and timeline, the split-node stack and the overheads.
func (m *Model) clearAnalysis() {
	m.runUpd = session.Update{}
	m.pv.SetIterations(nil)
	m.bars.Reset(0)
	m.tl.Reset(0)
	m.stack.SetStack(nil)
}

func (m *Model) onKey(k tea.KeyPressMsg) tea.Cmd {
	if cmd, ok := m.playKey(k); ok {
		return cmd
	}
	if k.String() == "ctrl+c" {
		return m.quit()
	}
	if m.prompt != nil {
		return m.updatePrompt(k)
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
			return m.quit()
		case key.Matches(k, m.keys.Compare):
			m.showHelp = false
			return m.toggleCompare()
		default:
			return m.help.Update(k)
		}
		return nil
	}
	if cmd, ok := m.typeMoveKey(k); ok {
		return cmd
	}
	km := m.keys
	inList := m.view == mainView && (m.focus == paneGames || m.focus == panePV || m.focus == paneStack)
	switch {
	case key.Matches(k, km.Quit):
		return m.quit()
	case key.Matches(k, km.Help):
		m.showHelp = true
		return nil
	case key.Matches(k, km.Settings):
		m.showSettings()
		return nil
	case key.Matches(k, km.ComparePick):
		m.view = compareView
		m.pairPicker = compare.NewPicker(m.sess.CompareConfigs())
		return nil
	case key.Matches(k, km.Compare):
		return m.toggleCompare()
	case key.Matches(k, km.Close):
		switch {
		case m.view == compareView:
			m.view = mainView
		case m.board.Selected != checkers.NoSquare:
			m.board.Selected, m.board.Targets = checkers.NoSquare, nil
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
		return m.setInfo("stopped")
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
	case inList && (key.Matches(k, km.Up) || key.Matches(k, km.Down) || key.Matches(k, km.PageUp) || key.Matches(k, km.PageDown) ||
		(m.focus == paneGames && (key.Matches(k, km.First) || key.Matches(k, km.Last)))):
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
		if m.sess.Game().Name() != engine.DefaultGame {
			what = "position"
		}
		return m.copyText(what, m.sess.PositionText())
	case key.Matches(k, km.CopyPDN):
		text, err := m.sess.PDN()
		if err != nil {
			m.setError(err)
			return nil
		}
		return m.copyText("PDN", text)
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

// quit stops every search and ends the program.
func (m *Model) quit() tea.Cmd {
	m.Shutdown()
	return tea.Quit
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

func (m *Model) openEntry(i int) tea.Cmd {
	if i < 0 {
		return nil
	}
	if err := m.sess.Open(i); err != nil {
		m.setError(err)
		return nil
	}
	m.syncLine()
	return m.setInfo("opened " + m.sess.EntryID())
}

// toggleCompare switches to the compare view and back. Entering it on a
// position the comparison has not searched (or with none yet) starts one.
func (m *Model) toggleCompare() tea.Cmd {
	if m.view == compareView {
		m.view = mainView
		return nil
	}
	m.view = compareView
	c := m.sess.Comparison()
	pos := m.sess.Position()
	if c == nil || !samePosition(c.Root(), pos) {
		return m.startCompare()
	}
	return nil
}

// resumeSpeed is the speed space resumes to.
func (m *Model) resumeSpeed() session.Speed { return session.Fast }

func (m *Model) shiftSpeed(d int) {
	i := slices.Index(session.Speeds, m.sess.Speed()) + d
	i = max(0, min(len(session.Speeds)-1, i))
	m.sess.SetSpeed(session.Speeds[i])
}

// Time limits offered by t and T; 0 is none.
var timeSteps = []time.Duration{0, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second, 30 * time.Second, time.Minute, 2 * time.Minute, 5 * time.Minute}

func stepIn[T comparable](list []T, cur T, d int) T {
	i := slices.Index(list, cur)
	if i < 0 {
		return list[0]
	}
	return list[(i+d+len(list))%len(list)]
}

func clampStep(list []time.Duration, cur time.Duration, d int) time.Duration {
	i := 0
	for j, v := range list {
		if v <= cur {
			i = j
		}
	}
	return list[max(0, min(len(list)-1, i+d))]
}

// stepSearchers is the one rule for the number of searchers, for the
// keys and the controls pane alike: doubling or halving between 1 and
// engine.MaxP. wrap (a click, which only goes up) turns the limit back
// into 1 instead of staying there.
func stepSearchers(n, d int, wrap bool) int {
	switch {
	case d > 0 && n >= engine.MaxP && wrap:
		return 1
	case d > 0:
		return min(engine.MaxP, n*2)
	}
	return max(1, n/2)
}

// changeConfig applies a configuration key to c. parallelOnly skips the
// sequential engine (the compare view needs two parallel algorithms).
func changeConfig(c session.Config, k tea.KeyPressMsg, km *keys.KeyMap, parallelOnly bool) session.Config {
	algos := engine.Names()
	if parallelOnly {
		algos = engine.ParallelNames()
	}
	switch {
	case key.Matches(k, km.Algo), key.Matches(k, km.AlgoB):
		c.Algorithm = stepIn(algos, c.Algorithm, 1)
	case key.Matches(k, km.AlgoPrev):
		c.Algorithm = stepIn(algos, c.Algorithm, -1)
	case key.Matches(k, km.More):
		c.Searchers = stepSearchers(c.Searchers, +1, false)
	case key.Matches(k, km.Fewer):
		c.Searchers = stepSearchers(c.Searchers, -1, false)
	case key.Matches(k, km.Executor):
		c.Sim = !c.Sim
	case key.Matches(k, km.Deeper):
		c.Depth = min(search.MaxDepth, c.Depth+2)
		if c.Depth == 2 {
			c.Depth = 1
		}
	case key.Matches(k, km.Shallower):
		c.Depth = max(0, c.Depth-2)
	case key.Matches(k, km.Longer):
		c.Time = clampStep(timeSteps, c.Time, 1)
	case key.Matches(k, km.Shorter):
		c.Time = clampStep(timeSteps, c.Time, -1)
	}
	return c // no depth and no time is infinite analysis
}

// configure changes the next run's configuration, or in the compare view
// the pair's.
func (m *Model) configure(k tea.KeyPressMsg) tea.Cmd {
	km := &m.keys
	if m.view == compareView {
		p := m.sess.CompareConfigs()
		switch {
		case key.Matches(k, km.CompareSwitch):
			p[0], p[1] = p[1], p[0]
		case key.Matches(k, km.Algo), key.Matches(k, km.AlgoPrev):
			p[0] = changeConfig(p[0], k, km, true)
		case key.Matches(k, km.AlgoB):
			p[1] = changeConfig(p[1], k, km, true)
		default:
			p[0] = changeConfig(p[0], k, km, true)
			p[1] = changeConfig(p[1], k, km, true)
		}
		if err := m.sess.SetCompareConfigs(p); err != nil {
			m.setError(err)
			return nil
		}
		return m.setInfo(warnIn(fmt.Sprintf("compare: A %s, B %s, %s — r restarts", p[0].Label(), p[1].Label(), p[0].LimitText()), p[0], p[1]))
	}
	if key.Matches(k, km.AlgoB) || key.Matches(k, km.CompareSwitch) {
		return nil
	}
	c := changeConfig(m.sess.Config(), k, km, false)
	if err := m.sess.SetConfig(c); err != nil {
		m.setError(err)
		return nil
	}
	return m.setInfo(warnIn(fmt.Sprintf("next run: %s, %s — r runs", c.Label(), c.LimitText()), c))
}

func (m *Model) openPrompt(k prompt.Kind) tea.Cmd {
	p, cmd := prompt.New(m.st, k, m.w)
	if g := m.sess.Game(); k == prompt.EnterFEN && g.Name() != engine.DefaultGame {
		p.SetLabel(g.Name()+" position: ", g.Start().String())
	}
	m.prompt = &p
	return cmd
}

func (m *Model) updatePrompt(msg tea.Msg) tea.Cmd {
	res, cmd := m.prompt.Update(msg)
	switch res {
	case prompt.Cancelled:
		m.prompt = nil
	case prompt.Submitted:
		kind, val := m.prompt.Kind, m.prompt.Value()
		m.prompt = nil
		switch kind {
		case prompt.OpenPDN:
			n, err := m.sess.LoadPDNFile(val)
			m.games.SetEntries(m.sess.Entries())
			m.syncLine()
			if err != nil {
				m.setError(err)
				return nil
			}
			return m.setInfo(fmt.Sprintf("loaded %s from %s", format.Plural(n, "game"), val))
		case prompt.EnterFEN:
			return m.paste(val)
		}
	}
	return cmd
}

// paste takes text as a FEN or PDN.
func (m *Model) paste(text string) tea.Cmd {
	kind, err := m.sess.Paste(text)
	m.games.SetEntries(m.sess.Entries())
	m.syncLine()
	if err != nil {
		m.setError(err)
		return nil
	}
	return m.setInfo("pasted " + kind)
}

// copyText puts text on the clipboard with OSC 52 and shows it.
func (m *Model) copyText(what, text string) tea.Cmd {
	vp := viewport.New()
	vp.SetContent(text)
	m.text = &textOverlay{title: what + " copied to the clipboard (OSC 52) · esc closes", vp: vp}
	return tea.Batch(tea.SetClipboard(text), m.setInfo(what+" copied"))
}

// onClick focuses the pane under the mouse and acts on what was clicked.
func (m *Model) onClick(msg tea.MouseClickMsg) tea.Cmd {
	mouse := msg.Mouse()
	if mouse.Button != tea.MouseLeft || m.showHelp || m.text != nil || m.prompt != nil || m.picker != nil || m.pairPicker != nil || m.view != mainView || m.ps.setup != nil || m.ps.anySetup != nil || m.ps.confirm != noConfirm {
		return nil
	}
	l := m.layout()
	p, r, ok := l.at(mouse.X, mouse.Y)
	if !ok {
		return nil
	}
	m.setFocus(p)
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
		if pos := m.shownPosition(); !isCheckers(pos) {
			return m.clickGameBoard(pos, x, y, in.W)
		}
		return m.clickBoard(x-boardPad(in.W), y)
	case paneGames:
		return m.openEntry(m.games.Click(y))
	case paneMoves:
		if ply := m.moves.Click(x, y); ply >= 0 {
			m.sess.SetPly(ply)
			m.syncLine()
		}
	case panePV:
		m.pv.Click(y)
	case paneControls:
		return m.controlAction(controls.Hit(m.controlRows(), y))
	}
	return nil
}

// boardPad is the board's left margin in a pane of inner width w.
func boardPad(w int) int { return max(0, (w-boardview.Width)/2) }

// clickBoard selects a piece of the side to move, or plays the selected
// piece's move to the clicked square (clickSquare, shared with play
// mode).
func (m *Model) clickBoard(x, y int) tea.Cmd {
	sq := m.board.HitTest(x, y)
	if sq == checkers.NoSquare {
		m.board.Selected, m.board.Targets = checkers.NoSquare, nil
		return nil
	}
	if g := m.playing(); g != nil {
		return m.clickPlay(g, sq)
	}
	pos, _ := m.sess.Position().Value().(checkers.Position)
	return m.clickSquare(pos, sq, func(mv checkers.Move) tea.Cmd { return m.playAnalysisMove(mv.String()) })
}

// playAnalysisMove plays a move in the analysed line, typed or clicked.
func (m *Model) playAnalysisMove(text string) tea.Cmd {
	if err := m.sess.Play(text); err != nil {
		m.setError(err)
		return nil
	}
	m.syncLine()
	l := m.sess.Line()
	return m.setInfo("played " + l.Moves[l.Ply-1])
}

// isCheckers reports whether pos is a checkers position, drawn and
// clicked by the checkers board.
func isCheckers(pos engine.Position) bool {
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

// timelineKey switches the searchers pane between the activity bars and
// the timeline, and moves the timeline's window.
func (m *Model) timelineKey(k tea.KeyPressMsg) tea.Cmd {
	if m.view != mainView {
		return nil
	}
	km := &m.keys
	if key.Matches(k, km.Timeline) {
		m.showTimeline = !m.showTimeline
		if m.showTimeline {
			return m.setInfo("searchers: the run's timeline · z/Z zoom, </> scroll")
		}
		return m.setInfo("searchers: activity bars")
	}
	if !m.showTimeline {
		return m.setInfo("v shows the timeline")
	}
	switch {
	case key.Matches(k, km.ZoomIn):
		m.tl.ZoomIn()
	case key.Matches(k, km.ZoomOut):
		m.tl.ZoomOut()
	case key.Matches(k, km.ScrollBack):
		m.tl.ScrollLeft()
	case key.Matches(k, km.ScrollForward):
		m.tl.ScrollRight()
	}
	return nil
}

// traceSavedMsg reports the end of a trace save.
type traceSavedMsg struct {
	path string
	err  error
}

// saveTrace writes the current run's trace to the working directory in a
// command, so that the UI never waits on the disk.
func (m *Model) saveTrace() tea.Cmd {
	r := m.sess.Run()
	if r == nil || !r.Config().Parallel() {
		m.setError(errors.New("no trace: start a parallel run first (r), then x saves its threads' timeline"))
		return nil
	}
	return func() tea.Msg {
		path := r.TraceName()
		if abs, err := filepath.Abs(path); err == nil {
			path = abs
		}
		return traceSavedMsg{path: path, err: r.SaveTrace(path)}
	}
}
