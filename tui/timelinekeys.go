package tui

// The searchers pane's timeline and the run's trace.

import (
	"errors"
	"path/filepath"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

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
