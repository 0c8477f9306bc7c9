package cli

import (
	"strings"
	"testing"
)

// A tiny tune run prints the data set, K, the errors and every weight.
func TestTuneTiny(t *testing.T) {
	out, _, err := runCLI(t, "tune", "--games", "2", "--nodes", "200", "--match1992=false", "--passes", "3", "--quiet")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"data: ", "from 2 self-play games (seed 1", "K = ", "held-out", "TrappedKing", "KingMobility"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestTuneBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"tune", "--start", "best"},
		{"tune", "--against", "x"},
		{"tune", "--held-out", "1.5"},
		{"tune", "--step", "0"},
		{"tune", "--data", "/nonexistent/data.gob"},
	} {
		if _, _, err := runCLI(t, args[0], args[1:]...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
