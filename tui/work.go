package tui

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/session"
	"frontier/tui/format"
)

// The workstation's file and blocking work runs in commands, per the
// Bubble Tea convention, so that Update never waits on the disk or on
// searches ending: a command does the work on its own goroutine, touching
// no model and no session state, and its message brings the result back
// to Update, which applies it. The messages below are those results.
type (
	// pdnReadMsg carries a PDN file read and parsed for the o prompt.
	pdnReadMsg struct{ f *session.PDNFile }
	// gameSavedMsg carries the end of a game's save: the file written
	// and read back for the games list, or the error; then is what the
	// save was for (leaving the game or quitting after it).
	gameSavedMsg struct {
		g    *session.PlayGame
		job  session.SaveJob
		file *session.PDNFile
		err  error
		then afterSave
	}
	// closedMsg says every search has ended: the program may quit.
	closedMsg struct{}
)

// afterSave is what follows a save asked for by the "unsaved game"
// question.
type afterSave int

const (
	saveOnly afterSave = iota
	saveThenLeave
	saveThenQuit
)

// readPDN reads a PDN file in a command.
func (m *Model) readPDN(path string) tea.Cmd {
	m.status, m.statusErr = "reading "+path+" …", false
	return func() tea.Msg { return pdnReadMsg{f: session.ReadPDNFile(path)} }
}

// onPDNRead adds the games of a file read by readPDN.
func (m *Model) onPDNRead(msg pdnReadMsg) tea.Cmd {
	n, err := m.sess.AddPDNFile(msg.f)
	m.games.SetEntries(m.sess.Entries())
	m.syncLine()
	if err != nil {
		m.setError(err)
		return nil
	}
	return m.setInfo(fmt.Sprintf("loaded %s from %s", format.Plural(n, "game"), msg.f.Path))
}

// saveGame writes the game as PDN (to the file it was saved to before,
// else a new file in the current directory) in a command; the file is
// then read back and added to the games list, where it can be replayed
// and analysed.
func (m *Model) saveGame(g *session.PlayGame, then afterSave) tea.Cmd {
	path := g.SavedPath()
	if path == "" {
		path = g.DefaultSaveName()
	}
	job, err := g.PrepareSave(path)
	if err != nil {
		m.setError(err)
		return nil
	}
	m.status, m.statusErr = "saving to "+job.Path+" …", false
	return func() tea.Msg {
		if err := job.Write(); err != nil {
			return gameSavedMsg{g: g, err: err, then: then}
		}
		return gameSavedMsg{g: g, job: job, file: session.ReadPDNFile(job.Path), then: then}
	}
}

// onGameSaved records a save and does what it was for; a failed save
// stays in the game with its error said.
func (m *Model) onGameSaved(msg gameSavedMsg) tea.Cmd {
	if msg.err != nil {
		m.setError(msg.err)
		return nil
	}
	msg.g.Saved(msg.job)
	if _, err := m.sess.AddPDNFile(msg.file); err != nil {
		m.setError(fmt.Errorf("saved to %s, but reopening it failed: %w", msg.job.Path, err))
		return nil
	}
	m.games.SetEntries(m.sess.Entries())
	m.games.SetOpen(m.sess.EntryID())
	m.moves.SetLine(m.st, m.sess.Line())
	info := m.setInfo("saved to " + msg.job.Path + " · in the games list as " + m.sess.EntryID())
	switch msg.then {
	case saveThenLeave:
		if m.playing() == msg.g {
			m.leaveGame()
		}
	case saveThenQuit:
		return m.quit()
	}
	return info
}

// quit stops every search and ends the program once their goroutines
// have ended. The searches are told to stop at once (the model's
// context, then the session's runs); waiting for them is a command's, so
// that a large real run winding down never freezes the screen. Messages
// that come meanwhile are dropped (ctrl+c quits without waiting).
func (m *Model) quit() tea.Cmd {
	if m.quitting {
		return nil
	}
	m.quitting = true
	m.stop()
	sess := m.sess
	return func() tea.Msg {
		sess.Close()
		return closedMsg{}
	}
}
