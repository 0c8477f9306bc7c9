package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tally scores two simulated checkers matches together: the sum of
// what each printed, and a rating against a player given one.
func TestMatchTallyCommand(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for _, seed := range []string{"1", "2"} {
		pdn := filepath.Join(dir, "m"+seed+".pdn")
		files = append(files, pdn)
		out, err := runMatchCommand(t, "--a", "pvfsplit-lb:2", "--b", "seq", "--sim", "--units", "600",
			"--games", "2", "--max-plies", "30", "--hash", "1", "--date", "2026.01.01", "--egdb", "off", "--seed", seed, "--pdn", pdn)
		if err != nil {
			t.Fatalf("match: %v\n%s", err, out)
		}
	}
	out, errOut, err := runCLI(t, "match", append([]string{"tally", "--rate", "seq=1500"}, files...)...)
	if err != nil {
		t.Fatalf("tally: %v\n%s%s", err, out, errOut)
	}
	if !strings.Contains(out, "tally: 4 games in 2 files") || !strings.Contains(out, "result: A pvfsplit-lb:2 ") ||
		!strings.Contains(out, "against B seq: ") || !strings.Contains(out, "depth a move, median (mean): A ") {
		t.Errorf("tally printed:\n%s", out)
	}
	if !strings.Contains(out, "rating of pvfsplit-lb:2: ") {
		t.Errorf("no rating:\n%s", out)
	}
	// Bad input: a missing file, a bad --rate, no file.
	for _, args := range [][]string{
		{"tally", filepath.Join(dir, "none.pdn")},
		{"tally", "--rate", "seq", files[0]},
		{"tally"},
	} {
		if _, _, err := runCLI(t, "match", args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
	bad := filepath.Join(dir, "bad.pdn")
	os.WriteFile(bad, []byte("[Black \"x\"]\n[White \"y\"]\n[Result \"9-9\"]\n"), 0o644)
	if _, _, err := runCLI(t, "match", "tally", bad); err == nil || !strings.Contains(err.Error(), "bad.pdn: game at line 1") {
		t.Errorf("bad result: %v", err)
	}
	// --skip-termination leaves out the games with that tag, and says so.
	pgn := filepath.Join(dir, "sf.pgn")
	os.WriteFile(pgn, []byte("[White \"a\"]\n[Black \"b\"]\n[PlyCount \"1\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 0-1\n\n"+
		"[White \"b\"]\n[Black \"a\"]\n[PlyCount \"1\"]\n[Result \"1/2-1/2\"]\n[Termination \"normal\"]\n\n1. e4 1/2-1/2\n"), 0o644)
	out, _, err = runCLI(t, "match", "tally", "--a", "a", "--skip-termination", "time forfeit", pgn)
	if err != nil || !strings.Contains(out, "2 games in 1 files (1 left out by their Termination tag: time forfeit)") || !strings.Contains(out, "+0 =1 -0") {
		t.Errorf("--skip-termination: %v\n%s", err, out)
	}
}
