package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// runPerftCommand runs "frontier <args>" in-process through the root
// command, as main does, and returns what it printed and its error.
// Flags keep their values between runs of a cobra command, so the perft
// flags are reset to their defaults first.
func runPerftCommand(t *testing.T, args ...string) (string, error) {
	t.Helper()
	cmd, _, err := rootCmd.Find([]string{"perft"})
	if err != nil || cmd.Name() != "perft" {
		t.Fatalf("perft is not registered with the root command: %v", err)
	}
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		_ = f.Value.Set(f.DefValue)
		f.Changed = false
	})
	var out bytes.Buffer
	rootCmd.SetOut(&out)
	rootCmd.SetErr(&out)
	rootCmd.SetArgs(args)
	defer rootCmd.SetArgs(nil)
	err = rootCmd.Execute()
	return out.String(), err
}

var perftLine = regexp.MustCompile(`^depth (\d+) nodes (\d+) time \d+\.\d{3} mnps \d+\.\d{1,2}$`)

func TestPerftCommandDepths(t *testing.T) {
	out, err := runPerftCommand(t, "perft", "--depth", "5")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"7", "49", "302", "1469", "7361"}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, l := range lines {
		m := perftLine.FindStringSubmatch(l)
		if m == nil || m[1] != strconv.Itoa(i+1) || m[2] != want[i] {
			t.Errorf("line %q, want depth %d nodes %s", l, i+1, want[i])
		}
	}
}

func TestPerftCommandDivide(t *testing.T) {
	const fen = "W:WK2,21,22,23,27,28,30,31,32:B3,6,7,8,10,14,15,20"
	tests := []struct {
		unique bool
		total  int
		moves  int
	}{
		{false, 25, 4},
		{true, 19, 3},
	}
	for _, tt := range tests {
		args := []string{"perft", "--fen", fen, "--depth", "2", "--divide"}
		if tt.unique {
			args = append(args, "--unique")
		}
		out, err := runPerftCommand(t, args...)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 2+tt.moves {
			t.Fatalf("unique %v: %d lines, want %d:\n%s", tt.unique, len(lines), 2+tt.moves, out)
		}
		last := perftLine.FindStringSubmatch(lines[1])
		if last == nil || last[1] != "2" || last[2] != strconv.Itoa(tt.total) {
			t.Errorf("unique %v: line %q, want depth 2 nodes %d", tt.unique, lines[1], tt.total)
		}
		sum := 0
		moveLine := regexp.MustCompile(`^move 2x[0-9x]+ nodes (\d+)$`)
		for _, l := range lines[2:] {
			m := moveLine.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("unique %v: divide line %q", tt.unique, l)
			}
			n, _ := strconv.Atoi(m[1])
			sum += n
		}
		if sum != tt.total {
			t.Errorf("unique %v: divide counts add up to %d, want %d", tt.unique, sum, tt.total)
		}
	}
}

func TestPerftCommandErrors(t *testing.T) {
	tests := []struct {
		args []string
		want []string // parts of the one-line message
	}{
		{[]string{"perft", "--fen", "B:W33:B1"}, []string{"--fen", "column 4", `"33" is not a square`}},
		{[]string{"perft", "--fen", "Q:W21:B1"}, []string{"--fen", "column 1", "side to move"}},
		{[]string{"perft", "--depth", "0"}, []string{"--depth 0", "at least 1"}},
		{[]string{"perft", "--depth", "-3"}, []string{"--depth -3"}},
		{[]string{"perft", "--depth", "two"}, []string{"--depth", "two"}},
		{[]string{"perft", "extra"}, []string{"extra"}},
	}
	for _, tt := range tests {
		out, err := runPerftCommand(t, tt.args...)
		if err == nil {
			t.Errorf("%v: no error; output %q", tt.args, out)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") {
			t.Errorf("%v: error spans lines: %q", tt.args, msg)
		}
		for _, w := range tt.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%v: error %q does not mention %q", tt.args, msg, w)
			}
		}
		if strings.Contains(out, "depth 1 nodes") {
			t.Errorf("%v: counted despite the error: %q", tt.args, out)
		}
	}
}

// TestPerftCommandExitStatus runs the real main in a child process to
// check that bad input ends in "frontier: ..." on stderr and a non-zero
// exit status.
func TestPerftCommandExitStatus(t *testing.T) {
	if os.Getenv("FRONTIER_PERFT_CHILD") == "1" {
		os.Args = []string{"frontier", "perft", "--depth", "0"}
		main()
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestPerftCommandExitStatus$")
	cmd.Env = append(os.Environ(), "FRONTIER_PERFT_CHILD=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() == 0 {
		t.Fatalf("child exited with %v, want a non-zero status", err)
	}
	if got := strings.TrimSpace(stderr.String()); got != "frontier: perft: bad --depth 0: it must be at least 1" {
		t.Errorf("stderr %q", got)
	}
}
