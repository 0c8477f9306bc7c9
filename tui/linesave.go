package tui

// Keeping the analyst's work: W saves the analysed game with its
// variations, comments and NAGs (PDN for checkers, PGN for chess) as
// play mode saves a game, q asks before unsaved analysis is lost, and
// so does anything that would replace a position whose moves were not
// saved. The session formats and remembers (session/linesave.go); the
// file is written in a command.

import (
	"errors"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/prompt"
)

// lineSavedMsg carries the end of an analysis's save: written, or
// refused because the file is someone else's (exists), or failed.
type lineSavedMsg struct {
	job    session.LineSave
	then   afterSave
	exists bool
	err    error
}

// askSaveLine asks where to save the analysed game, offering where it
// was saved before, else a new file (session.DefaultLineSavePath); then
// is what follows the save.
func (m *Model) askSaveLine(then afterSave) tea.Cmd {
	if err := m.sess.CanSaveLine(); err != nil {
		m.setError(err)
		return nil
	}
	cmd := m.openPrompt(prompt.SaveLine)
	m.prompt.SetValue(m.sess.DefaultLineSavePath(time.Now()))
	m.ps.saveThen = then
	return cmd
}

// saveLine writes the analysed game to path in a command. A file that
// is there already, and is not the one this game was saved to, is not
// replaced unless overwrite: the person is asked first.
func (m *Model) saveLine(path string, then afterSave, overwrite bool) tea.Cmd {
	job, err := m.sess.PrepareLineSave(path)
	if err != nil {
		m.setError(err)
		return nil
	}
	saved := m.sess.Line().SavedPath
	m.status, m.statusErr = "saving to "+job.Path+" …", false
	return func() tea.Msg {
		if !overwrite && job.Exists(saved) {
			return lineSavedMsg{job: job, then: then, exists: true}
		}
		return lineSavedMsg{job: job, then: then, err: job.Write()}
	}
}

// onLineSaved records a save and does what it was for.
func (m *Model) onLineSaved(msg lineSavedMsg) tea.Cmd {
	switch {
	case msg.exists:
		m.ps.overwrite, m.ps.saveThen = msg.job.Path, msg.then
		m.ps.confirm = confirmOverwrite
		m.status = ""
		return nil
	case msg.err != nil:
		m.setError(msg.err)
		return nil
	}
	m.sess.LineSaved(msg.job)
	info := m.setInfo("saved to " + msg.job.Path + " · o opens it again")
	switch msg.then {
	case saveThenQuit:
		return m.quitAnalysis()
	case saveThenPending:
		return tea.Batch(info, m.runPending())
	}
	return info
}

// quitAnalysis is q outside a game: a question first if analysis would
// be lost.
func (m *Model) quitAnalysis() tea.Cmd {
	if len(m.sess.UnsavedLines()) > 0 {
		m.ps.confirm = confirmQuitAnalysis
		return nil
	}
	return m.quit()
}

// guard runs action, which replaces the analysed line, at once, or
// after asking when the line is a position (no game keeps it) whose
// moves, variations or comments were not saved.
func (m *Model) guard(action func() tea.Cmd) tea.Cmd {
	if l := m.sess.Line(); l.GameID == "" && l.Unsaved() && !m.inGame() {
		m.ps.pending = action
		m.ps.confirm = confirmDiscardLine
		return nil
	}
	return action()
}

// runPending runs the action a question held back.
func (m *Model) runPending() tea.Cmd {
	a := m.ps.pending
	m.ps.pending = nil
	if a == nil {
		return nil
	}
	return a()
}

// canSaveNow says whether s in a question saves the current line: it
// has changes and its game has a file format.
func (m *Model) canSaveNow() bool {
	return m.sess.Line().Unsaved() && m.sess.CanSaveLine() == nil
}

// lineConfirmKey answers the questions about analysis: quit or replace
// the line with changes unsaved (s save, d discard, esc cancel), and
// replace an existing file (y, n).
func (m *Model) lineConfirmKey(k tea.KeyPressMsg) tea.Cmd {
	ps := &m.ps
	what := ps.confirm
	if what == confirmOverwrite {
		ps.confirm = noConfirm
		switch k.String() {
		case "y", "Y":
			return m.saveLine(ps.overwrite, ps.saveThen, true)
		case "ctrl+c":
			return m.quit()
		}
		cmd := m.openPrompt(prompt.SaveLine) // another name
		m.prompt.SetValue(ps.overwrite)
		return cmd
	}
	then := saveThenQuit
	if what == confirmDiscardLine {
		then = saveThenPending
	}
	switch k.String() {
	case "s", "S", "W":
		if !m.canSaveNow() {
			return nil
		}
		ps.confirm = noConfirm
		return m.askSaveLine(then)
	case "d", "D":
		ps.confirm = noConfirm
		if what == confirmQuitAnalysis {
			return m.quit()
		}
		return m.runPending()
	case "esc", "c", "n":
		ps.confirm, ps.pending = noConfirm, nil
		return m.setInfo("cancelled")
	case "ctrl+c":
		ps.confirm = noConfirm // a second interrupt is not argued with
		return m.quit()
	}
	return nil
}

// lineConfirmLine is the footer while a question about analysis is
// open.
func (m *Model) lineConfirmLine() string {
	key := func(k, what string) string { return m.st.Accent.Render(k) + " " + what }
	var q string
	switch m.ps.confirm {
	case confirmOverwrite:
		return frame.Fit(" "+m.st.Error.Render(m.ps.overwrite+" exists.")+" Replace it? "+key("y", "yes")+" · "+key("n", "another name"), m.w)
	case confirmQuitAnalysis:
		names := m.sess.UnsavedLines()
		q = "Analysis not saved: " + strings.Join(names[:min(3, len(names))], ", ")
		if len(names) > 3 {
			q += fmt.Sprintf(" and %d more", len(names)-3)
		}
		q += "."
	default:
		q = "The position's moves are not saved."
	}
	keys := []string{key("d", "discard"), key("esc", "cancel")}
	if m.canSaveNow() {
		keys = append([]string{key("s", "save "+m.currentName())}, keys...)
	}
	return frame.Fit(" "+m.st.Error.Render(q)+" "+strings.Join(keys, " · "), m.w)
}

// currentName names the analysed line in a question.
func (m *Model) currentName() string {
	if id := m.sess.Line().GameID; id != "" {
		return id
	}
	return "the position"
}

// errNothingToCopy is returned by Y when the game has no file format.
var errNothingToCopy = errors.New("Y copies a checkers game as PDN or a chess game as PGN; y copies this position")
