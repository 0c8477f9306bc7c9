package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPathCompletion: tab at the o prompt completes the path typed as
// a shell does, in a command: one match whole (a directory with its
// slash), several to what they share with the names listed; the
// prompt's text is kept if it changed meanwhile (issue 24).
func TestPathCompletion(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"games-1992.pdn", "games-1993.pdn", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "more"), 0o755); err != nil {
		t.Fatal(err)
	}
	m := newModel(t, 120, 40)
	press(m, "o")
	m.prompt.SetValue(filepath.Join(dir, "ga"))
	runCmd(m, press(m, "tab"))
	if got := m.prompt.Value(); got != filepath.Join(dir, "games-199") || !strings.Contains(m.status, "games-1992.pdn  games-1993.pdn") {
		t.Fatalf("tab after ga: %q, status %q", got, m.status)
	}
	if s := screen(m); !strings.Contains(s, "games-1992.pdn  games-1993.pdn") {
		t.Fatalf("the matches are not shown by the prompt:\n%s", s)
	}
	m.prompt.SetValue(filepath.Join(dir, "mo"))
	runCmd(m, press(m, "tab"))
	if got := m.prompt.Value(); got != filepath.Join(dir, "more")+"/" {
		t.Fatalf("tab after mo: %q", got)
	}
	m.prompt.SetValue(filepath.Join(dir, "n"))
	cmd := press(m, "tab")
	m.prompt.SetValue(filepath.Join(dir, "no")) // typed on before the answer
	runCmd(m, cmd)
	if got := m.prompt.Value(); got != filepath.Join(dir, "no") {
		t.Fatalf("a late completion replaced what was typed: %q", got)
	}
}
