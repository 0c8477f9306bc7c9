package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func runAnalyseCommand(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := New()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(append([]string{"analyse"}, args...))
	err := root.Execute()
	return out.String(), err
}

var analyseMove = regexp.MustCompile(`^ +\d+\.(\.\.)? +\d+[-x]\d+(x\d+)* +(\?\?|\?!|\?)? +[-+]\d+|^ +\d+\.(\.\.)? +\S+ +\S* +(win|loss|db)`)

// frontier analyse prints one line per move of the game chosen, a
// score after each, the marks' count, and clear errors for bad input.
func TestAnalyseCommand(t *testing.T) {
	pdn := filepath.Join("..", "..", "assets", "data", "london-1992-chinook-tinsley.pdn")
	out, err := runAnalyseCommand(t, "--pdn", pdn, "--game", "19", "--depth", "5")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[0], "game 19: ") || !strings.Contains(lines[0], "10 plies") {
		t.Fatalf("header %q", lines[0])
	}
	moves := 0
	for _, l := range lines[1:] {
		if analyseMove.MatchString(l) {
			moves++
		}
	}
	if !regexp.MustCompile(`^review: Black accuracy \d+%, \d+ \?\?, \d+ \?, \d+ \?! · White accuracy \d+%`).MatchString(lines[len(lines)-1]) {
		t.Fatalf("no review per side:\n%s", out)
	}
	if moves != 10 || !strings.HasPrefix(lines[len(lines)-2], "marks: ") {
		t.Fatalf("%d move lines of 10:\n%s", moves, out)
	}
	dir := t.TempDir()
	notPDN := filepath.Join(dir, "notes.pdn")
	if err := os.WriteFile(notPDN, []byte("[Event \"x\"\n1. 11-15 zz"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "--pdn or --pgn is required"},
		{[]string{"--pdn", filepath.Join(dir, "missing.pdn")}, "missing.pdn"},
		{[]string{"--pdn", notPDN}, "notes.pdn"},
		{[]string{"--pdn", pdn, "--game", "99"}, "--game 99"},
		{[]string{"--pdn", pdn, "--depth", "0"}, "depth or a time"},
		{[]string{"--pdn", pdn, "--algorithm", "nosuch"}, "nosuch"},
	} {
		if _, err := runAnalyseCommand(t, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want one naming %q", c.args, err, c.want)
		}
	}
}

// frontier analyse --pgn analyses chess games as B does in the
// workstation (issue 24 bug 12): SAN moves numbered from White, a score
// after each, the marks' count; --pdn and --pgn exclude each other.
func TestAnalyseChess(t *testing.T) {
	pgn := filepath.Join("..", "..", "docs", "screens", "chess-immortal.pgn")
	out, err := runAnalyseCommand(t, "--pgn", pgn, "--depth", "3")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[0], "game 1: ") || !strings.Contains(lines[0], "Anderssen") || !strings.Contains(lines[0], "45 plies") {
		t.Fatalf("header %q", lines[0])
	}
	san := regexp.MustCompile(`^ +1\. +e4 +`)
	if !san.MatchString(lines[1]) || !strings.HasPrefix(strings.TrimSpace(lines[2]), "1... e5") {
		t.Fatalf("first moves:\n%s\n%s", lines[1], lines[2])
	}
	if !strings.Contains(out, "marks: ") {
		t.Fatalf("no marks line:\n%s", out)
	}
	// The mate on the board and the mates before it as players write
	// them (issue 24): not win0, win1.
	if last := lines[len(lines)-3]; !strings.Contains(last, "Be7#") || !strings.Contains(last, " mate ") {
		t.Errorf("the last move %q", last)
	}
	if strings.Contains(out, "win0") || !strings.Contains(out, "#1") {
		t.Errorf("mates not written as #N:\n%s", out)
	}
	if _, err := runAnalyseCommand(t, "--pgn", pgn, "--pdn", "x.pdn"); err == nil || !strings.Contains(err.Error(), "--pdn or --pgn") {
		t.Errorf("--pgn with --pdn: %v", err)
	}
}
