package tui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/session"
)

// TestSaveTwiceOneEntry: saving a game twice (W, W) writes the same
// file, and the games list holds that file's game once, not twice
// (issue 16, bug 6).
func TestSaveTwiceOneEntry(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("HOME", t.TempDir()) // no Documents folder: saves go to the current directory
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	typeMove(t, m, g, "11-15")
	before := len(m.sess.Entries())
	press(m, "W") // asks where, offering a file name
	settle(t, m, press(m, "enter"))
	if m.statusErr {
		t.Fatal(m.status)
	}
	typeMove(t, m, g, g.Position().Moves()[0])
	press(m, "W") // offers the file saved to before
	settle(t, m, press(m, "enter"))
	if m.statusErr {
		t.Fatal(m.status)
	}
	if got := len(m.sess.Entries()); got != before+1 {
		t.Errorf("after saving twice the list has %d entries more, want 1", got-before)
	}
	if !strings.Contains(m.status, "saved to") {
		t.Errorf("status %q", m.status)
	}
}

// TestPlayErrorSaidOnce: a refused move is said once, not with its text
// twice, and an error of the game is not set again on every tick after
// esc has cleared it.
func TestPlayErrorSaidOnce(t *testing.T) {
	m := newModel(t, 120, 40)
	startPlay(t, m)
	press(m, "9", "9", "-", "9", "8", "enter")
	if !m.statusErr || strings.Count(m.status, `"99-98"`) != 1 {
		t.Errorf("status %q: the move should be named once", m.status)
	}
}

// TestPlayClocksAt80: at 80×24 the play panel shows both clocks whole;
// a long engine name is shortened instead.
func TestPlayClocksAt80(t *testing.T) {
	m := newModel(t, 80, 24)
	m.sess.SetSpeed(session.Unthrottled)
	setup := session.DefaultPlaySetup()
	setup.Time = session.PlayTime{Base: 5 * time.Minute, Increment: 3 * time.Second}
	m.startGame(setup)
	if m.playing() == nil {
		t.Fatal(m.status)
	}
	s := screen(m)
	if n := strings.Count(s, "5:00") + strings.Count(s, "4:59"); n < 2 {
		t.Errorf("both clocks should show whole at 80 columns (%d shown):\n%s", n, s)
	}
}

// TestCountsSingular: one game is "1 game", one move "1 move".
func TestCountsSingular(t *testing.T) {
	m := newModel(t, 120, 40)
	file := filepath.Join(t.TempDir(), "one.pdn")
	if err := writeFile(file, "[Event \"one\"]\n1. 11-15 *\n"); err != nil {
		t.Fatal(err)
	}
	press(m, "o")
	m.Update(pasteMsg(file))
	settle(t, m, press(m, "enter"))
	if !strings.Contains(m.status, "loaded 1 game from") {
		t.Errorf("status %q", m.status)
	}
	m.paste("[Event \"two\"]\n1. 11-15 *\n")
	if !strings.Contains(m.status, "PDN (1 game)") {
		t.Errorf("status %q", m.status)
	}
}

// cutWord finds a word cut in the middle: a letter right before "…".
var cutWord = regexp.MustCompile(`[A-Za-z]…`)

// TestNoMoveCutAt80: at 80×24 the iterations pane shortens a principal
// variation after a move, not inside one ("7x1…").
func TestNoMoveCutAt80(t *testing.T) {
	m := newModel(t, 80, 24)
	runToEnd(t, m)
	s := screen(m)
	if cut := regexp.MustCompile(`[0-9x-]…`).FindString(s); cut != "" {
		t.Errorf("a move cut in the middle (%q):\n%s", cut, s)
	}
}

// TestNoWordCutAt80: at 80×24 the title bar and the status line shorten
// at a word, never inside one.
func TestNoWordCutAt80(t *testing.T) {
	m := newModel(t, 80, 24)
	lines := strings.Split(screen(m), "\n")
	if cutWord.MatchString(lines[0]) {
		t.Errorf("title bar cuts a word: %q", lines[0])
	}
	m.setError(errorString("move \"99-98\": \"99\" is not a square number 1-32 (legal: 9-13 10-14 10-15 11-15 11-16 12-16)"))
	lines = strings.Split(screen(m), "\n")
	if last := lines[len(lines)-1]; cutWord.MatchString(last) || strings.Contains(ansi.Strip(last), "10-1…") {
		t.Errorf("status line cuts a word: %q", last)
	}
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }

func pasteMsg(s string) tea.PasteMsg { return tea.PasteMsg{Content: s} }
