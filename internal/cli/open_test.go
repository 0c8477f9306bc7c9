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

// TestWorkstationOpensChessFiles: --epd and --open read their file
// before the check for a terminal (tests have none, so a good file gets
// as far as asking for one); a bad file stops frontier with a non-zero
// status and "flag path:line: problem"; --open tells EPD and PDN apart
// by content; files for another game than --game's, or two files, are
// refused.
func TestWorkstationOpensChessFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	epd := write("two.epd", "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";\nK7/8/8/8/8/8/8/7k w - - id \"k\";\n")
	badEPD := write("bad.epd", "# positions\nK7/8/8/8/8/8/8/7k w - - id \"k\";\nK7/8/8/8/8/8/8/7k w - - bm Kh8;\n")
	pdn := write("game.txt", "[Event \"x\"]\n1. 11-15 23-19 *\n")
	words := write("notes.txt", "just some words\n")
	for _, args := range [][]string{{"--epd", epd}, {"--open", epd}, {"--open", pdn}, {"--epd", epd, "--game", "chess"}} {
		if err := runRoot(t, args...); !errors.Is(err, tui.ErrNoTerminal) {
			t.Errorf("%v: %v, want the file read and the terminal asked for", args, err)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--epd", badEPD}, "--epd " + badEPD + ":3: not an EPD record"},
		{[]string{"--epd", filepath.Join(dir, "missing.epd")}, "missing.epd: no such file"},
		{[]string{"--open", words}, "--open " + words + ": not a PDN, PGN or EPD file"},
		{[]string{"--open", badEPD}, "--open " + badEPD + ":3:"},
		{[]string{"--epd", epd, "--game", "othello"}, "holds chess, and --game is othello"},
		{[]string{"--open", pdn, "--game", "chess"}, "holds checkers, and --game is chess"},
		{[]string{"--epd", epd, "--pdn", pdn}, "give one file"},
	} {
		var out, errOut bytes.Buffer
		status := Main(context.Background(), c.args, &out, &errOut)
		msg := errOut.String()
		if status == 0 || strings.Contains(msg, tui.ErrNoTerminal.Error()) || !strings.Contains(msg, c.want) {
			t.Errorf("%v: status %d, %q; want a non-zero status and %q", c.args, status, msg, c.want)
		}
	}
}

// TestWorkstationSkipsBadGames: --pdn on a file with a good and a bad
// game loads the good one and goes on to ask for a terminal, where it
// exited 1 (issue 24 bug 4); a file of bad games alone is still an
// error naming the spot.
func TestWorkstationSkipsBadGames(t *testing.T) {
	dir := t.TempDir()
	mixed := filepath.Join(dir, "mixed.pdn")
	if err := os.WriteFile(mixed, []byte("[Event \"good\"]\n1. 11-15 *\n\n[Event \"bad\"]\n1. 11-18 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := runRoot(t, "--pdn", mixed); !errors.Is(err, tui.ErrNoTerminal) {
		t.Errorf("--pdn %s: %v, want the good game loaded and the terminal asked for", mixed, err)
	}
	bad := filepath.Join(dir, "bad.pdn")
	if err := os.WriteFile(bad, []byte("[Event \"bad\"]\n1. 11-18 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := runRoot(t, "--pdn", bad); err == nil || !strings.Contains(err.Error(), "--pdn "+bad+":2:4: game 1:") {
		t.Errorf("--pdn %s: %v", bad, err)
	}
	// The error is the flag's that was given (issue 24 bug 12).
	if err := runRoot(t, "--open", bad); err == nil || !strings.HasPrefix(err.Error(), "--open "+bad+":2:4: game 1:") {
		t.Errorf("--open %s: %v", bad, err)
	}
}
