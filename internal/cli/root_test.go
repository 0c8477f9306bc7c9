package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/tui"
)

// runRoot runs "frontier <args>" (the workstation) in-process with its
// flags at their defaults.
func runRoot(t *testing.T, args ...string) error {
	t.Helper()
	root := New()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	return root.Execute()
}

// TestWorkstationGameFlag: a bad --game is refused with the known games
// named before any screen opens; a good one gets as far as asking for a
// terminal (tests have none).
func TestWorkstationGameFlag(t *testing.T) {
	err := runRoot(t, "--game", "shogi")
	if err == nil || !strings.Contains(err.Error(), "bad --game") || !strings.Contains(err.Error(), "othello, othello6, tictactoe4, synthetic") {
		t.Fatalf("--game shogi: %v", err)
	}
	if err := runRoot(t, "--game", "othello", "--pdn", "games.pdn"); err == nil || !strings.Contains(err.Error(), "--pdn") {
		t.Fatalf("--pdn with Othello: %v", err)
	}
	for _, g := range []string{"othello", "checkers", "synthetic"} {
		if err := runRoot(t, "--game", g); !errors.Is(err, tui.ErrNoTerminal) {
			t.Fatalf("--game %s: %v, want the terminal asked for", g, err)
		}
	}
}

// TestWorkstationBadPDN: --pdn on a missing file or on a file that is
// not PDN stops frontier before any screen opens and before the check
// for a terminal, with a non-zero status and a message naming the file
// (and the line and column of a parse error), so that a script sees the
// same error as a person.
func TestWorkstationBadPDN(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.pdn")
	notPDN := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notPDN, []byte("[Event \"x\"]\n1. 11-15 24-20 2. 99-98\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.pdn")
	if err := os.WriteFile(empty, []byte("just some words\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file string
		want []string
	}{
		{missing, []string{missing, "no such file"}},
		{notPDN, []string{notPDN + ":2:"}},
		{empty, []string{empty}},
	} {
		var out, errOut bytes.Buffer
		status := Main(context.Background(), []string{"--pdn", tc.file}, &out, &errOut)
		msg := errOut.String()
		if status == 0 || strings.Contains(msg, tui.ErrNoTerminal.Error()) {
			t.Fatalf("--pdn %s: status %d, %q: want a non-zero status and the file's problem, not the terminal check", tc.file, status, msg)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("--pdn %s: message %q does not contain %q", tc.file, msg, w)
			}
		}
	}
}

// TestWorkstationBadEgdb: --egdb naming a directory without a database
// stops frontier before the terminal check, naming the directory and
// how to build one there.
func TestWorkstationBadEgdb(t *testing.T) {
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	status := Main(context.Background(), []string{"--egdb", dir}, &out, &errOut)
	msg := errOut.String()
	if status == 0 || strings.Contains(msg, tui.ErrNoTerminal.Error()) {
		t.Fatalf("--egdb %s: status %d, %q: want a non-zero status and the directory's problem", dir, status, msg)
	}
	for _, w := range []string{"--egdb", dir, "frontier egdb build"} {
		if !strings.Contains(msg, w) {
			t.Errorf("message %q does not contain %q", msg, w)
		}
	}
}

// TestUnknownCommandSuggests: a mistyped command, at the top or under a
// group (egdb, suite, experiment), is an error with a non-zero status
// and "did you mean", not the group's help and status 0 (issue 24 bug
// 12); a group without a command still prints its help.
func TestUnknownCommandSuggests(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"egdb", "prboe"}, `unknown command "prboe" for "frontier egdb"`},
		{[]string{"serch"}, `unknown command "serch" for "frontier"`},
		{[]string{"experiment", "wiell"}, `unknown command "wiell" for "frontier experiment"`},
	} {
		var out, errOut bytes.Buffer
		status := Main(context.Background(), c.args, &out, &errOut)
		msg := errOut.String()
		if status == 0 || !strings.Contains(msg, c.want) || !strings.Contains(msg, "Did you mean this?") {
			t.Errorf("%v: status %d, %q; want a non-zero status, %q and a suggestion", c.args, status, msg, c.want)
		}
	}
	var out, errOut bytes.Buffer
	if status := Main(context.Background(), []string{"egdb"}, &out, &errOut); status != 0 || !strings.Contains(out.String(), "Available Commands") {
		t.Errorf("egdb alone: status %d, %q", status, out.String())
	}
	if status := Main(context.Background(), []string{"nothinglikeit"}, &out, &errOut); status == 0 {
		t.Errorf("an unknown command without a near one: status %d", status)
	}
}
