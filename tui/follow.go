package tui

// Analysis that follows the board (Nibbler's and lichess's way): r
// turns the analysis on, s off. While it is on, a move, a step or a
// click that changes the position starts the engine there, without a
// key; a position analysed before shows its last analysis at once,
// from the session's cache, until the new run goes deeper. With the
// analysis off, moving shows a position's cached analysis, if any, and
// r analyses it again. The session keeps the cache and decides whether
// a run is needed (session.Follow); this file only shows.

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/search/games"
	"frontier/session"
)

// followState is what the model knows of the analysis following the
// board.
type followState struct {
	on bool // r turned it on, s off
	// pos is the position the panes were last brought to, so that a
	// change is noticed once (needed is set by syncLine, acted on by
	// Update).
	pos    games.Position
	needed bool
	// cached is the position's analysis from before, shown until the
	// new run goes deeper than it.
	cached []session.Iteration
}

// depthOf is the depth of the deepest of its.
func depthOf(its []session.Iteration) int {
	if n := len(its); n > 0 {
		return its[n-1].Depth
	}
	return 0
}

// noticePosition is syncLine's part: the position shown is another
// than the panes were brought to, and Update will follow it.
func (m *Model) noticePosition() {
	pos := m.sess.Position()
	if m.inGame() || m.fw.pos.Game() != nil && samePosition(m.fw.pos, pos) {
		return
	}
	if r := m.sess.Run(); r != nil && samePosition(r.Root(), pos) {
		m.fw.pos = pos // a run of this position is shown already
		return
	}
	m.fw.pos = pos
	m.fw.needed = true
	// Nothing of the position left stays on screen meanwhile: its run
	// is remembered in the cache and stopped (session.Leave).
	m.sess.Leave()
	m.clearAnalysis()
	m.fw.cached = nil
}

// followBoard brings the panes to the position: a run there when the
// analysis is on (or its complete cached analysis), else its cached
// analysis, if any.
func (m *Model) followBoard() tea.Cmd {
	if m.view != mainView {
		return nil // the compare view's runs stay; followed on coming back
	}
	m.fw.needed = false
	if m.inGame() {
		return nil
	}
	if !m.fw.on {
		a, ok := m.sess.Leave()
		if ok {
			m.showCached(a)
			return nil
		}
		return nil
	}
	r, a, err := m.sess.Follow()
	if err != nil {
		m.setError(err)
		return nil
	}
	if r == nil {
		if len(a.Iterations) > 0 {
			m.showCached(a)
		}
		return nil
	}
	cmd := m.showRun(r)
	if len(a.Iterations) > 0 {
		m.fw.cached = a.Iterations
		m.runUpd.Iterations = a.Iterations
		m.pv.SetIterations(a.Iterations)
	}
	return cmd
}

// showCached shows an analysis from the cache, with no run behind it.
func (m *Model) showCached(a session.Analysis) {
	m.fw.cached = a.Iterations
	state := session.Stopped
	if a.Complete {
		state = session.Finished
	}
	m.runUpd = session.Update{State: state, Iterations: a.Iterations, Final: true}
	m.pv.SetRoot(m.pvRoot())
	m.pv.SetIterations(a.Iterations)
	m.status, m.statusErr = fmt.Sprintf("analysed before: %s to depth %d · r analyses again", a.Config.Label(), depthOf(a.Iterations)), false
}

// shownIterations are the iterations the panes show for pos: the
// current run's when it is of pos, else the cached ones of pos.
func (m *Model) shownIterations(pos games.Position) []session.Iteration {
	if r := m.sess.Run(); r != nil && samePosition(r.Root(), pos) && m.runUpd.RunID == r.ID() {
		return m.runUpd.Iterations
	}
	if m.fw.pos.Game() != nil && samePosition(m.fw.pos, pos) && m.sess.Run() == nil {
		return m.fw.cached
	}
	return nil
}

// runIterations merges a run's iterations with the cached ones of its
// position: the cached stay shown until the run goes as deep.
func (m *Model) runIterations(u session.Update) []session.Iteration {
	if depthOf(u.Iterations) < depthOf(m.fw.cached) {
		return m.fw.cached
	}
	m.fw.cached = nil
	return u.Iterations
}
