package tui

import (
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/prompt"
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
		file *session.PDNFile // nil for a game that is not checkers
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
	// saveThenPending runs the action the question held back
	// (linesave.go).
	saveThenPending
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
	loaded := fmt.Sprintf("loaded %s from %s", format.Plural(n, "game"), msg.f.Path)
	if w := msg.f.Warning(); w != "" {
		m.setError(errors.New(loaded + " · " + w)) // stays until read
		return nil
	}
	return m.setInfo(loaded)
}

// askSave asks where to save the game, offering the file it was saved
// to before, else a new file in the user's Documents folder or the
// current directory (session.PlayGame.DefaultSavePath); then is what
// follows the save.
func (m *Model) askSave(g *session.PlayGame, then afterSave) tea.Cmd {
	cmd := m.openPrompt(prompt.SaveGame)
	path := g.SavedPath()
	if path == "" {
		path = g.DefaultSavePath()
	}
	m.prompt.SetValue(path)
	m.ps.saveThen = then
	return cmd
}

// saveGame writes the game in progress to path (PDN for checkers, the
// match's record for other games) atomically in a command, and says
// where; a checkers game is then read back and added to the games list,
// where it can be replayed and analysed.
func (m *Model) saveGame(path string, then afterSave) tea.Cmd {
	g := m.playing()
	if g == nil {
		m.setError(session.ErrNotPlaying)
		return nil
	}
	job, err := g.PrepareSave(path)
	if err != nil {
		m.setError(err)
		return nil
	}
	m.status, m.statusErr = "saving to "+job.Path+" …", false
	reopen := g.IsCheckers()
	return func() tea.Msg {
		if err := job.Write(); err != nil {
			return gameSavedMsg{g: g, err: err, then: then}
		}
		msg := gameSavedMsg{g: g, job: job, then: then}
		if reopen {
			msg.file = session.ReadPDNFile(job.Path)
		}
		return msg
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
	said := "saved to " + msg.job.Path
	if msg.file != nil {
		if _, err := m.sess.AddPDNFile(msg.file); err != nil {
			m.setError(fmt.Errorf("saved to %s, but reopening it failed: %w", msg.job.Path, err))
			return nil
		}
		m.games.SetEntries(m.sess.Entries())
		m.games.SetOpen(m.sess.EntryID())
		m.moves.SetLine(m.st, m.sess.Line())
		said += " · in the games list as " + m.sess.EntryID()
	}
	info := m.setInfo(said)
	switch msg.then {
	case saveThenLeave:
		if m.playing() == msg.g {
			m.leaveGame()
		}
	case saveThenQuit:
		return m.quitAnalysis()
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
