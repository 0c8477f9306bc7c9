package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// runPerftCommand runs "frontier <args>" in-process through the root
// command, as main does, and returns what it printed and its error.
// Flags keep their values between runs of a cobra command, so the perft
// flags are reset to their defaults first.
func runPerftCommand(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := New()
	if cmd, _, err := root.Find([]string{"perft"}); err != nil || cmd.Name() != "perft" {
		t.Fatalf("perft is not registered with the root command: %v", err)
	}
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.Execute()
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

// TestPerftCommandExitStatus runs Main, what the frontier binary runs, to
// check that bad input ends in "frontier: ..." on stderr, nothing on
// stdout, and a non-zero exit status.
func TestPerftCommandExitStatus(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := Main(context.Background(), []string{"perft", "--depth", "0"}, &stdout, &stderr)
	if code == 0 {
		t.Fatalf("exit status 0, want non-zero")
	}
	if got := strings.TrimSpace(stderr.String()); got != "frontier: perft: bad --depth 0: it must be at least 1" {
		t.Errorf("stderr %q", got)
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout %q", stdout.String())
	}
}

// perftCounts runs perft with args and returns the node count of each
// depth line, checking that the depths run 1, 2, ... and that every
// other line is a divide line "move M nodes X", whose moves and counts
// it returns in order.
func perftCounts(t *testing.T, args ...string) (counts []uint64, moves []string, moveCounts []uint64) {
	t.Helper()
	out, err := runPerftCommand(t, append([]string{"perft"}, args...)...)
	if err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	moveLine := regexp.MustCompile(`^move (\S+) nodes (\d+)$`)
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if m := perftLine.FindStringSubmatch(l); m != nil {
			if m[1] != strconv.Itoa(len(counts)+1) {
				t.Fatalf("%v: line %q out of order:\n%s", args, l, out)
			}
			n, _ := strconv.ParseUint(m[2], 10, 64)
			counts = append(counts, n)
			continue
		}
		m := moveLine.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("%v: line %q is neither a depth nor a divide line:\n%s", args, l, out)
		}
		n, _ := strconv.ParseUint(m[2], 10, 64)
		moves = append(moves, m[1])
		moveCounts = append(moveCounts, n)
	}
	return counts, moves, moveCounts
}

// TestPerftCommandGames counts from each game's start position. The
// Othello and tic-tac-toe counts are the first rows of
// ../shared/data/othello-perft.tsv, othello6x6-perft.tsv and
// tictactoe4x4.tsv (a finished game stays a leaf at deeper depths, a
// pass is a ply); the synthetic default tree has ten moves a node.
func TestPerftCommandGames(t *testing.T) {
	tests := []struct {
		game string
		want []uint64
	}{
		{"othello", []uint64{4, 12, 56, 244, 1396}},
		{"othello6", []uint64{4, 12, 56, 244, 1364}},
		{"tictactoe4", []uint64{16, 240, 3360, 43680}},
		{"synthetic", []uint64{10, 100, 1000, 10000}},
		{"checkers", []uint64{7, 49, 302, 1469}},
	}
	for _, tt := range tests {
		got, moves, _ := perftCounts(t, "--game", tt.game, "--depth", strconv.Itoa(len(tt.want)))
		if !slices.Equal(got, tt.want) || len(moves) != 0 {
			t.Errorf("%s: counts %v (divide lines %v), want %v", tt.game, got, moves, tt.want)
		}
	}
}

// TestPerftCommandPosition starts from --position text: tic-tac-toe
// after X on a corner has 15 replies, and a synthetic node's position
// text names its tree, so the counts follow its branching factor.
func TestPerftCommandPosition(t *testing.T) {
	got, _, _ := perftCounts(t, "--game", "tictactoe4", "--position", "X............... O", "--depth", "3")
	if want := []uint64{15, 15 * 14, 15 * 14 * 13}; !slices.Equal(got, want) {
		t.Errorf("tictactoe4 after a1: %v, want %v", got, want)
	}
	got, _, _ = perftCounts(t, "--game", "synthetic", "--position", "b=3,depth=4,q=0.5,seed=7/2", "--depth", "4")
	if want := []uint64{3, 9, 27, 27}; !slices.Equal(got, want) {
		t.Errorf("synthetic 3-ary tree of depth 4 from ply 1: %v, want %v (leaves stay leaves)", got, want)
	}
	// Checkers reads --position as FEN, like --fen.
	got, _, _ = perftCounts(t, "--position", "W:WK2,21,22,23,27,28,30,31,32:B3,6,7,8,10,14,15,20", "--depth", "2")
	if got[1] != 25 {
		t.Errorf("checkers --position: %v, want 25 at depth 2", got)
	}
}

// TestPerftCommandGameDivide: the divide lines of each game name its
// legal moves in its notation, and their counts add up to the total.
func TestPerftCommandGameDivide(t *testing.T) {
	tests := []struct {
		args  []string
		moves []string
	}{
		{[]string{"--game", "othello", "--depth", "4"}, []string{"d3", "c4", "f5", "e6"}},
		{[]string{"--game", "othello6", "--depth", "3"}, []string{"c2", "b3", "e4", "d5"}},
		{[]string{"--game", "tictactoe4", "--position", ".....X....O..... X", "--depth", "3"}, nil},
		{[]string{"--game", "synthetic", "--depth", "3"}, []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}},
		// A pass is a move: White has no placement here, Black has.
		{[]string{"--game", "othello6", "--position", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO-- O", "--depth", "2"}, []string{"pass"}},
	}
	for _, tt := range tests {
		counts, moves, moveCounts := perftCounts(t, append(tt.args, "--divide")...)
		var sum uint64
		for _, c := range moveCounts {
			sum += c
		}
		if total := counts[len(counts)-1]; sum != total || len(moves) == 0 {
			t.Errorf("%v: divide %v %v adds up to %d, total %d", tt.args, moves, moveCounts, sum, total)
		}
		if tt.moves != nil && !equalAsSets(moves, tt.moves) {
			t.Errorf("%v: divide moves %v, want %v", tt.args, moves, tt.moves)
		}
	}
	// The four first moves of Othello are alike by symmetry.
	_, _, c := perftCounts(t, "--game", "othello", "--depth", "5", "--divide")
	if !slices.Equal(c, []uint64{349, 349, 349, 349}) {
		t.Errorf("othello depth 5 divide %v, want 1396 in four equal parts", c)
	}
}

func equalAsSets(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestPerftCommandGameErrors(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"--game", "shogi"}, []string{"--game", `"shogi"`, "checkers, othello"}},
		{[]string{"--game", ""}, []string{"--game", `""`}},
		{[]string{"--game", "othello", "--position", "xx X"}, []string{"--position", "othello position", "column 3", "64 (8×8)"}},
		{[]string{"--game", "othello", "--position", "------------------------------------ X"}, []string{"--position", "6×6 board", "othello is played on 8×8"}},
		{[]string{"--game", "othello6", "--position", "---------------------------OX------XO--------------------------- X"}, []string{"--position", "8×8 board", "othello6"}},
		{[]string{"--game", "tictactoe4", "--position", "XX.............. O"}, []string{"--position", "tic-tac-toe position", "index 17"}},
		{[]string{"--game", "synthetic", "--position", "b=4,depth=3,q=0.5,seed=2/9"}, []string{"--position", "synthetic position", "child 9"}},
		{[]string{"--game", "synthetic", "--position", "b=0,depth=3,q=0.5,seed=2"}, []string{"--position", "b=0"}},
		{[]string{"--game", "othello", "--unique"}, []string{"--unique", "checkers", "othello"}},
		{[]string{"--game", "tictactoe4", "--fen", "B:W21-32:B1-12"}, []string{"--fen", "checkers", "tictactoe4", "--position"}},
		{[]string{"--fen", "B:W21-32:B1-12", "--position", "B:W21-32:B1-12"}, []string{"--fen", "--position", "one"}},
		{[]string{"--position", "B:W33:B1"}, []string{"--position", "column 4", `"33" is not a square`}},
		{[]string{"--game", "othello", "--depth", "0"}, []string{"--depth 0", "at least 1"}},
	}
	for _, tt := range tests {
		out, err := runPerftCommand(t, append([]string{"perft"}, tt.args...)...)
		if err == nil {
			t.Errorf("%v: no error; output %q", tt.args, out)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "perft: ") {
			t.Errorf("%v: error %q should be one line starting perft:", tt.args, msg)
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

// TestPerftCommandSharedTables checks the command against the shared
// tables themselves when they are next to the repository.
func TestPerftCommandSharedTables(t *testing.T) {
	for _, tt := range []struct {
		game, file string
		depth      int
	}{
		{"othello", "othello-perft.tsv", 7},
		{"othello6", "othello6x6-perft.tsv", 7},
		{"tictactoe4", "tictactoe4x4.tsv", 5},
	} {
		text, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "data", tt.file))
		if err != nil {
			t.Skipf("shared data not available: %v", err)
		}
		var want []uint64
		for _, line := range strings.Split(string(text), "\n") {
			f := strings.Split(line, "\t")
			d, err := strconv.Atoi(f[0])
			if err != nil || len(f) < 2 || d != len(want)+1 || d > tt.depth {
				continue
			}
			n, err := strconv.ParseUint(f[1], 10, 64)
			if err != nil {
				t.Fatalf("%s: %q", tt.file, line)
			}
			want = append(want, n)
		}
		if len(want) != tt.depth {
			t.Fatalf("%s: read %d depths, want %d", tt.file, len(want), tt.depth)
		}
		got, _, _ := perftCounts(t, "--game", tt.game, "--depth", strconv.Itoa(tt.depth))
		if !slices.Equal(got, want) {
			t.Errorf("%s: %v, %s says %v", tt.game, got, tt.file, want)
		}
	}
}
