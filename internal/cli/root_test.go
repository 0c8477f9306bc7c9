package cli

import (
	"bytes"
	"errors"
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
	err := runRoot(t, "--game", "chess")
	if err == nil || !strings.Contains(err.Error(), "bad --game") || !strings.Contains(err.Error(), "othello, othello6, tictactoe4, synthetic") {
		t.Fatalf("--game chess: %v", err)
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
