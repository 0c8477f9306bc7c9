package tui

// The analysis: running a search of the position, sampling it, and
// the keys that configure the next run.

import (
	"fmt"
	"slices"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"frontier/search"
	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/keys"
)

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
		m.runUpd.Iterations = m.runIterations(msg.u) // follow.go: the cached until passed
		m.pv.SetIterations(m.runUpd.Iterations)
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

// startRun analyses the current position, and turns the analysis on:
// it follows the board from now on, until s (follow.go).
func (m *Model) startRun() tea.Cmd {
	r, err := m.sess.Start()
	if err != nil {
		m.setError(err)
		return nil
	}
	m.fw.on, m.fw.pos, m.fw.cached = true, m.sess.Position(), nil
	return tea.Batch(m.showRun(r), m.setInfo(warnIn(fmt.Sprintf("running %s on %s · the analysis follows the board until s", r.Config().Label(), r.Label()), r.Config())))
}

// showRun makes the panes follow run r, from its start.
func (m *Model) showRun(r *session.Run) tea.Cmd {
	m.runUpd = session.Update{RunID: r.ID(), State: session.Running}
	m.pv.SetIterations(nil)
	m.pv.SetRoot(m.pvRoot())
	m.bars.Reset(r.ID())
	m.tl.Reset(r.ID())
	m.stack.SetStack(nil)
	return tea.Batch(m.wait(r, 0, -1, 0), m.startTicking())
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

// syncLine brings the board, the move list and the entry list to the
// session's current line.
func (m *Model) syncLine() {
	m.syncGameAnalysis()
	m.moves.SetLine(m.st, m.sess.Line())
	m.games.SetOpen(m.sess.EntryID())
	m.pick = squarePick{}
	// The analysis of a position no longer on the board would be read
	// as this one's: it goes, and Update follows the board (follow.go).
	m.noticePosition()
	m.pv.SetRoot(m.pvRoot())
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

func (m *Model) openEntry(i int) tea.Cmd {
	if i < 0 {
		return nil
	}
	return m.guard(func() tea.Cmd { // linesave.go: a position's moves are asked about
		if err := m.sess.Open(i); err != nil {
			m.setError(err)
			return nil
		}
		m.syncLine()
		return m.setInfo("opened " + m.sess.EntryID())
	})
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
		c.Algorithm = engine.Spec{Name: stepIn(algos, c.Algorithm.String(), 1)}
	case key.Matches(k, km.AlgoPrev):
		c.Algorithm = engine.Spec{Name: stepIn(algos, c.Algorithm.String(), -1)}
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

// analysisKey handles the analysis keys: stepping through the PV, the
// number of lines, whose side scores are shown from, and the analysis of
// the whole game.
func (m *Model) analysisKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	km := &m.keys
	switch {
	case m.view != mainView:
		return nil, false
	case key.Matches(k, km.StepPV):
		return m.startStepping(), true
	case key.Matches(k, km.Viewpoint):
		m.pv.SetViewpoint(m.pv.Viewpoint().Next())
		return m.setInfo("scores for " + m.pv.ViewpointName() + " (+ is good for them) · 100 = " + scoreUnit(m.sess.Game())), true
	case key.Matches(k, km.Lines):
		return m.cycleLines(), true
	case key.Matches(k, km.AnalyseGame):
		return m.toggleGameAnalysis(), true
	}
	return nil, false
}

// cycleLines steps the number of lines the sequential engine shows,
// 1 to search.MaxLines and round.
func (m *Model) cycleLines() tea.Cmd {
	c := m.sess.Config()
	c.Lines = max(1, c.Lines)%search.MaxLines + 1
	if err := m.sess.SetConfig(c); err != nil {
		m.setError(err)
		return nil
	}
	msg := fmt.Sprintf("next run: the best %s — r runs", format.Plural(c.Lines, "move"))
	if c.Parallel() {
		msg = fmt.Sprintf("%d lines for the sequential engine (a chooses seq); %s searches one line", c.Lines, c.Algorithm)
	}
	return m.setInfo(msg)
}
