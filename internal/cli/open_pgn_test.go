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

// TestWorkstationOpensPGN: --pgn and --open read a PGN file's chess
// games before the check for a terminal; a wrong game stops frontier
// with "flag path:line:col: game n: problem"; PGN does not go with
// another game's --game.
func TestWorkstationOpensPGN(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("game.txt", "[Event \"x\"]\n[White \"A\"]\n\n1. e4 e5 2. Nf3 *\n")
	bad := write("bad.pgn", "[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *\n")
	for _, args := range [][]string{{"--pgn", good}, {"--open", good}} {
		if err := runRoot(t, args...); !errors.Is(err, tui.ErrNoTerminal) {
			t.Errorf("%v: %v, want the file read and the terminal asked for", args, err)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--pgn", bad}, "--pgn " + bad + ":4:"},
		{[]string{"--open", bad}, "--open " + bad + ":4:"},
		{[]string{"--pgn", bad}, "game 1:"},
		{[]string{"--pgn", good, "--game", "checkers"}, "holds chess, and --game is checkers"},
	} {
		var out, errOut bytes.Buffer
		status := Main(context.Background(), c.args, &out, &errOut)
		msg := errOut.String()
		if status == 0 || strings.Contains(msg, tui.ErrNoTerminal.Error()) || !strings.Contains(msg, c.want) {
			t.Errorf("%v: status %d, %q; want a non-zero status and %q", c.args, status, msg, c.want)
		}
	}
}
