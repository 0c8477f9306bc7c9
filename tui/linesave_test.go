package tui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// runCmd runs cmd and feeds its messages (not the status line's timers)
// back to m, as the event loop would, until none is left.
func runCmd(m *Model, cmd tea.Cmd) {
	for msgs := drain(cmd); len(msgs) > 0; {
		var next []tea.Msg
		for _, msg := range msgs {
			_, c := m.Update(msg)
			next = append(next, drain(c)...)
		}
		msgs = next
	}
}

// otherMove returns a legal move of the position that is not the line's
// next move: playing it makes a variation.
func otherMove(t *testing.T, m *Model) string {
	t.Helper()
	next, _ := m.sess.Line().NextMove()
	for _, mv := range m.sess.Position().Moves() {
		if mv != next {
			return mv
		}
	}
	t.Fatal("no other move")
	return ""
}

// TestAnalysisSavedOrAsked: a variation made in the analysis is kept:
// q asks before it is lost (s save, d discard, esc cancel), W saves the
// game with it as PDN from a file prompt, a file already there is not
// replaced without a yes, and once saved q quits at once (issue 24 bug
// 1: W did nothing in the analysis and q quit).
func TestAnalysisSavedOrAsked(t *testing.T) {
	m := newModel(t, 120, 40)
	alt := otherMove(t, m)
	runCmd(m, m.playAnalysisMove(alt))
	press(m, "q")
	if m.quitting || !strings.Contains(screen(m), "Analysis not saved: game1.") || !strings.Contains(screen(m), "s save game1") {
		t.Fatalf("q with a variation unsaved:\n%s", screen(m))
	}
	press(m, "esc")
	if m.quitting || m.ps.confirm != noConfirm {
		t.Fatal("esc did not cancel the question")
	}
	dir := t.TempDir()
	taken := filepath.Join(dir, "taken.pdn")
	if err := os.WriteFile(taken, []byte("someone's file"), 0o644); err != nil {
		t.Fatal(err)
	}
	press(m, "W")
	if m.prompt == nil || !strings.Contains(screen(m), "Save analysis to:") {
		t.Fatalf("W in the analysis asks for no file:\n%s", screen(m))
	}
	m.prompt.SetValue(taken)
	runCmd(m, press(m, "enter"))
	if s := screen(m); !strings.Contains(s, taken+" exists. Replace it?") {
		t.Fatalf("an existing file is replaced without asking:\n%s", s)
	}
	press(m, "n") // its command is the new prompt's blink
	if data, _ := os.ReadFile(taken); string(data) != "someone's file" || m.prompt == nil {
		t.Fatalf("n: the file is %q, prompt %v", data, m.prompt != nil)
	}
	path := filepath.Join(dir, "mine.pdn")
	m.prompt.SetValue(path)
	runCmd(m, press(m, "enter"))
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), alt) || !strings.Contains(string(data), "(") {
		t.Fatalf("saved %q, %v; want the game with the variation %s", data, err, alt)
	}
	if m.sess.Line().Unsaved() || !strings.Contains(m.status, "saved to "+path) {
		t.Fatalf("after the save: unsaved %v, status %q", m.sess.Line().Unsaved(), m.status)
	}
	press(m, "q")
	if !m.quitting {
		t.Fatalf("q after saving asked again:\n%s", screen(m))
	}
}

// TestQuitSavesThenQuits: s in the question saves (asking where) and
// quits once the file is written; a position typed in with moves played
// is asked about before another entry replaces it.
func TestQuitSavesThenQuits(t *testing.T) {
	m := newModel(t, 120, 40)
	runCmd(m, m.playAnalysisMove(otherMove(t, m)))
	press(m, "q", "s")
	if m.prompt == nil {
		t.Fatal("s asked for no file")
	}
	m.prompt.SetValue(filepath.Join(t.TempDir(), "g1.pdn"))
	runCmd(m, press(m, "enter"))
	if !m.quitting {
		t.Fatalf("the save did not quit: %s", m.status)
	}

	p := newModel(t, 120, 40)
	p.paste("B:W21,22,23,24:B9,10,11,12")
	runCmd(p, p.playAnalysisMove(otherMove(t, p)))
	p.setFocus(paneGames)
	press(p, "enter")
	if p.ps.confirm != confirmDiscardLine || p.sess.EntryID() != "" {
		t.Fatalf("opening an entry over the position's moves: confirm %v, entry %q", p.ps.confirm, p.sess.EntryID())
	}
	press(p, "d")
	if p.sess.EntryID() == "" {
		t.Fatal("d did not open the entry")
	}
}

// TestCopyThroughTmux: under tmux a copy is also handed to tmux, and
// the status line says where it arrived or why not (issue 24 bug 1: Y
// said it copied under tmux, and nothing arrived).
func TestCopyThroughTmux(t *testing.T) {
	m := newModel(t, 120, 40)
	var got string
	m.tmuxCopy = func(s string) error { got = s; return nil }
	runCmd(m, press(m, "Y"))
	if !strings.HasPrefix(got, "[Event") || !strings.Contains(m.status, "tmux's buffer") {
		t.Fatalf("Y under tmux: handed %q, status %q", got, m.status)
	}
	m.tmuxCopy = func(string) error { return errors.New("no server") }
	press(m, "esc")
	runCmd(m, press(m, "y"))
	if !m.statusErr || !strings.Contains(m.status, "set-clipboard on") || !strings.Contains(m.status, "no server") {
		t.Fatalf("a copy tmux refused: status %q", m.status)
	}
	m.tmuxCopy = nil
	press(m, "esc")
	runCmd(m, press(m, "y"))
	if !strings.Contains(m.status, "if the terminal allows it") {
		t.Fatalf("OSC 52 alone: status %q", m.status)
	}
}
