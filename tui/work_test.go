package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// settle runs cmd as the program would and gives m the messages of the
// workstation's own work (files read and written, searches closed), and
// of what those lead to, until none is left. It reports whether the
// program was told to quit. Other messages (timers, runs) are dropped.
func settle(t *testing.T, m *Model, cmd tea.Cmd) (quit bool) {
	t.Helper()
	cmds := []tea.Cmd{cmd}
	for len(cmds) > 0 {
		c := cmds[0]
		cmds = cmds[1:]
		if c == nil {
			continue
		}
		switch msg := runBounded(t, c).(type) {
		case tea.BatchMsg:
			cmds = append(cmds, msg...)
		case tea.QuitMsg:
			quit = true
		case pdnReadMsg, gameSavedMsg, closedMsg:
			_, next := m.Update(msg)
			cmds = append(cmds, next)
		}
	}
	return quit
}

// runBounded runs a command, giving up on one that takes more than a
// second (a run's tick or wait): settle wants only the work's messages.
func runBounded(t *testing.T, c tea.Cmd) tea.Msg {
	done := make(chan tea.Msg, 1)
	go func() { done <- c() }()
	select {
	case msg := <-done:
		return msg
	case <-time.After(time.Second):
		return nil
	}
}

// TestUpdateDoesNoFileWork: opening a PDN file returns from Update at
// once with the file not yet read (the status says it is being read);
// the games arrive as a message from the command.
func TestUpdateDoesNoFileWork(t *testing.T) {
	m := newModel(t, 120, 40)
	path := filepath.Join(t.TempDir(), "late.pdn")
	if err := os.WriteFile(path, []byte("[Event \"late\"]\n1. 11-15 23-19 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before := len(m.sess.Entries())
	press(m, "o")
	m.Update(tea.PasteMsg{Content: path})
	cmd := press(m, "enter")
	if got := len(m.sess.Entries()); got != before || !strings.Contains(m.status, "reading") {
		t.Fatalf("Update read the file itself: %d entries (had %d), status %q", got, before, m.status)
	}
	settle(t, m, cmd)
	if m.sess.EntryID() != "late.pdn#1" || !strings.Contains(m.status, "loaded 1 game") {
		t.Fatalf("the file's games did not arrive: %q, status %q", m.sess.EntryID(), m.status)
	}
}

// TestQuitDoesNotWaitForSearches: q returns at once while a real run
// is still going, and the program is told to quit only after the
// command that closes the session has seen every search end.
func TestQuitDoesNotWaitForSearches(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Sim, c.Searchers, c.Depth, c.Time = false, 2, 0, 0 // infinite analysis on the real machine
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	press(m, "r")
	r := m.sess.Run()
	cmd := press(m, "q")
	if cmd == nil || !m.quitting {
		t.Fatal("q did not start quitting")
	}
	if _, again := m.Update(keyMsg("r")); again != nil || m.sess.Run() != r {
		t.Fatal("a key during quitting was acted on")
	}
	if !settle(t, m, cmd) {
		t.Fatal("closing the searches did not end in quitting")
	}
	if !r.State().Ended() {
		t.Fatal("quit before the run ended")
	}
}

// TestSaveInACommand: W returns before the file exists; the save's
// message writes nothing more and lists the game.
func TestSaveInACommand(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("HOME", t.TempDir()) // no Documents folder: saves go to the current directory
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	typeMove(t, m, g, "11-15")
	press(m, "W") // asks where
	cmd := press(m, "enter")
	if files, _ := filepath.Glob("frontier-game-*.pdn"); len(files) != 0 || !g.Unsaved() {
		t.Fatalf("Update wrote the file itself: %v", files)
	}
	settle(t, m, cmd)
	if files, _ := filepath.Glob("frontier-game-*.pdn"); len(files) != 1 || g.Unsaved() {
		t.Fatalf("the save did not arrive: %v, unsaved %v, status %q", files, g.Unsaved(), m.status)
	}
}
