package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/session/match"
)

// runMatchCommand runs "frontier match <args>" in-process (see runCLI)
// and returns what it wrote to standard output and standard error.
func runMatchCommand(t *testing.T, args ...string) (string, error) {
	t.Helper()
	out, errOut, err := runCLI(t, "match", args...)
	return out + errOut, err
}

var matchGameLine = regexp.MustCompile(`^game ([12])/2  ballot \d+ +A (Black|White)  (1-0|0-1|1/2-1/2) +A (win|draw|loss) +\S.* +\d+ plies  A \+\d =\d -\d  Elo \S`)

func TestMatchCommandSim(t *testing.T) {
	dir := t.TempDir()
	pdn := filepath.Join(dir, "m.pdn")
	args := []string{"--a", "pvfsplit-lb:4", "--b", "seq", "--sim", "--units", "600",
		"--games", "2", "--max-plies", "30", "--hash", "1", "--date", "2026.01.01", "--egdb", "off"}
	out, err := runMatchCommand(t, append(args, "--pdn", pdn)...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d lines, want a header, 2 games, result and file:\n%s", len(lines), out)
	}
	if !strings.HasPrefix(lines[0], "match: A pvfsplit-lb:4 vs B seq, 2 games from acf") {
		t.Errorf("header %q", lines[0])
	}
	for i, l := range lines[1:3] {
		m := matchGameLine.FindStringSubmatch(l)
		if m == nil || m[1] != []string{"1", "2"}[i] || m[2] != []string{"Black", "White"}[i] {
			t.Errorf("game line %q", l)
		}
	}
	if !strings.HasPrefix(lines[3], "result: A pvfsplit-lb:4 +") || !strings.Contains(lines[3], "/2 (") {
		t.Errorf("result line %q", lines[3])
	}
	data, err := os.ReadFile(pdn)
	if err != nil {
		t.Fatal(err)
	}
	games, err := checkers.ParsePDN(string(data))
	if err != nil || len(games) != 2 {
		t.Fatalf("%d games in the PDN, %v", len(games), err)
	}
	// The same simulated match again prints the same lines.
	again, err := runMatchCommand(t, append(args, "--pdn", filepath.Join(dir, "n.pdn"))...)
	if err != nil {
		t.Fatal(err)
	}
	if strings.ReplaceAll(again, "n.pdn", "m.pdn") != out {
		t.Errorf("a second run printed something else:\n%s\n---\n%s", out, again)
	}
}

func TestMatchCommandErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--b", "seq"}, "both players"},
		{[]string{"--a", "fast", "--b", "seq"}, "known: seq, pvsplit"},
		{[]string{"--a", "seq", "--b", "pvsplit:0"}, "--b"},
		{[]string{"--a", "pvsplit:2,synth=3", "--b", "seq"}, `--a: player "pvsplit:2,synth=3": pvsplit has no parameter "synth"`},
		{[]string{"--a", "seq", "--b", "pvfsplit-lb:2,quorum=7"}, "bad quorum=7"},
		{[]string{"--a", "seq", "--b", "seq", "--games", "0"}, "--games 0"},
		{[]string{"--a", "seq", "--b", "seq", "--ballots", "some"}, "--ballots"},
		{[]string{"--a", "seq", "--b", "seq", "--sim", "--time", "1s"}, "--units"},
		{[]string{"--a", "seq", "--b", "seq", "--units", "100"}, "--sim"},
		{[]string{"--a", "seq", "--b", "seq", "--sim", "--units", "0"}, "--units 0"},
		{[]string{"--a", "seq", "--b", "seq", "--time", "-1s"}, "--time"},
		{[]string{"--a", "seq", "--b", "seq", "--clock", "1m+x"}, "--clock"},
		{[]string{"--a", "seq", "--b", "seq", "--clock", "1m", "--time", "1s"}, "not both"},
		{[]string{"--a", "seq", "--b", "seq", "--nodes", "1000", "--sim"}, "--units, not --nodes"},
		{[]string{"--a", "seq", "--b", "seq", "--nodes", "1000", "--time", "1s"}, "not both"},
		{[]string{"--a", "seq", "--b", "seq", "--nodes", "1000", "--clock", "1m"}, "not both"},
		{[]string{"--a", "seq", "--b", "seq", "--nodes", "0"}, "--nodes 0"},
		{[]string{"--a", "pvsplit:2", "--b", "seq", "--nodes", "1000"}, "node budget a move is for the sequential engine"},
		{[]string{"--a", "seq", "--b", "seq", "--hash", "0"}, "--hash"},
		{[]string{"--a", "seq", "--b", "seq", "--date", "yesterday"}, "--date"},
		{[]string{"--a", "seq", "--b", "seq", "--games", "x"}, "--games"},
		{[]string{"--a", "seq", "--b", "seq", "extra"}, "extra"},
		{[]string{"--game", "chess", "--a", "seq", "--b", "uci: "}, "--b: outside engine \"uci: \": no program"},
		{[]string{"--game", "chess", "--a", "uci:sf,Elo", "--b", "seq"}, "--a: outside engine"},
		{[]string{"--game", "othello6", "--a", "seq", "--b", "uci:sf", "--depth", "2"}, "plays chess, not othello6"},
		{[]string{"--a", "seq", "--b", "seq", "--sim", "--games", "1", "--units", "50", "--pdn", "/nonexistent/dir/x.pdn"}, "nonexistent"},
		{[]string{"--a", "seq", "--b", "seq", "--fen", "W:WK27,K28:Bx"}, `--fen: FEN "W:WK27,K28:Bx", column 13`},
		{[]string{"--a", "seq", "--b", "seq", "--fen", "B:WK27:B3", "--ballots", "all"}, "not both"},
		{[]string{"--a", "seq", "--b", "seq", "--fen", "W:W:B3"}, "already over"},
		{[]string{"--game", "tictactoe4", "--a", "seq", "--b", "seq", "--fen", "bad"}, "--fen: tic-tac-toe position"},
		{[]string{"--a", "seq", "--b", "seq", "--a-options", "+lmr,bogus"}, `--a-options: search options "+lmr,bogus": selective search: no part "bogus"`},
		{[]string{"--a", "seq", "--b", "seq", "--b-options", "lmr,none"}, "--b-options: search options \"lmr,none\": none comes first"},
		{[]string{"--game", "chess", "--a", "seq", "--b", "uci:sf", "--b-options", "-qstt"}, "--b-options changes our engine's search"},
	}
	for _, tt := range tests {
		out, err := runMatchCommand(t, tt.args...)
		if err == nil {
			t.Errorf("%v: no error; output %q", tt.args, out)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, tt.want) {
			t.Errorf("%v: error %q, want one line about %q", tt.args, msg, tt.want)
		}
	}
}

// TestMatchCommandFEN: --fen plays every game from the given ending, A
// on each side in turn, and the PDN records the start in a FEN tag. Three
// kings against one is a win, so the side with three kings wins both
// games.
func TestMatchCommandFEN(t *testing.T) {
	dir := t.TempDir()
	pdn := filepath.Join(dir, "fen.pdn")
	const fen = "W:WK14,K18,K22:BK3"
	out, err := runMatchCommand(t, "--a", "seq", "--b", "seq", "--fen", fen, "--depth", "9",
		"--games", "2", "--hash", "1", "--pdn", pdn)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "2 games from FEN "+fen) {
		t.Errorf("header does not name the position:\n%s", out)
	}
	data, err := os.ReadFile(pdn)
	if err != nil {
		t.Fatal(err)
	}
	games, err := checkers.ParsePDN(string(data))
	if err != nil || len(games) != 2 {
		t.Fatalf("%d games in the PDN, %v", len(games), err)
	}
	for i, g := range games {
		if got := g.Tag("FEN"); got != fen {
			t.Errorf("game %d: FEN tag %q, want %q", i+1, got, fen)
		}
		if g.Start.FEN() != fen {
			t.Errorf("game %d starts from %s", i+1, g.Start.FEN())
		}
		if g.Result != checkers.ResultZeroOne { // 1-0 is a Black win
			t.Errorf("game %d: result %s, want a White win (three kings against one)", i+1, g.Result)
		}
	}
	for _, l := range strings.Split(out, "\n")[1:3] {
		if !strings.Contains(l, " fen ") {
			t.Errorf("game line %q does not name the opening fen", l)
		}
	}
}

var anyGameLine = regexp.MustCompile(`^game ([1-4])/4  (\S+) +A (Black|White|X +|O +)  (1-0|0-1|1/2-1/2) +A (win|draw|loss) +(game over|final margin \d+) +\d+ plies  A \+\d =\d -\d  Elo \S`)

func TestMatchCommandOtherGames(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "o.txt")
	out, err := runMatchCommand(t, "--game", "othello6", "--a", "seq", "--b", "seq", "--depth", "3",
		"--games", "4", "--hash", "1", "--date", "2026.01.01", "--out", file)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 7 {
		t.Fatalf("%d lines, want a header, 4 games, result and file:\n%s", len(lines), out)
	}
	if lines[0] != "match: A seq (A) vs B seq (B), 4 games of othello6 from the suite (20 openings, seed 1), depth 3 on the real executor, 1 MiB table each" {
		t.Errorf("header %q", lines[0])
	}
	var results []string
	for i, l := range lines[1:5] {
		m := anyGameLine.FindStringSubmatch(l)
		if m == nil || m[1] != strconv.Itoa(i+1) || m[3] != []string{"Black", "White"}[i%2] {
			t.Errorf("game line %q", l)
			continue
		}
		results = append(results, m[4])
	}
	// Identical engines play each opening's two games alike.
	if len(results) == 4 && (results[0] != results[1] || results[2] != results[3]) {
		t.Errorf("results %v: the colour-reversed games differ", results)
	}
	if !strings.HasPrefix(lines[5], "result: A seq (A) +") || !strings.Contains(lines[5], "2.0/4 (50.0%)") || lines[6] != "games appended to "+file {
		t.Errorf("result lines %q", lines[5:])
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), `[Game "othello6"]`); n != 4 || !strings.Contains(string(data), `[Position "`) {
		t.Errorf("%d games in the file:\n%s", n, data)
	}

	out, err = runMatchCommand(t, "--game", "tictactoe4", "--a", "seq", "--b", "pvsplit:2", "--sim", "--depth", "2",
		"--games", "4", "--ballots", "start", "--hash", "1")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 6 || !strings.Contains(lines[0], "4 games of tictactoe4 from the start position (1 openings, seed 1), depth 2 on the simulator") {
		t.Fatalf("output:\n%s", out)
	}
	for i, l := range lines[1:5] {
		if m := anyGameLine.FindStringSubmatch(l); m == nil || m[2] != "start" || strings.TrimSpace(m[3]) != []string{"X", "O"}[i%2] {
			t.Errorf("game line %q", l)
		}
	}
}

func TestMatchCommandGameErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--game", "shogi", "--a", "seq", "--b", "seq"}, "bad --game: unknown game \"shogi\" (known: checkers, othello"},
		{[]string{"--game", "othello6", "--a", "seq", "--b", "seq", "--pdn", "x.pdn"}, "--pdn writes checkers games"},
		{[]string{"--a", "seq", "--b", "seq", "--out", "x.txt"}, "--out"},
		{[]string{"--game", "othello6", "--a", "seq", "--b", "seq", "--ballots", "acf"}, "--ballots: unknown opening set \"acf\" for othello6"},
		{[]string{"--game", "othello6", "--a", "seq", "--b", "seq", "--depth", "0"}, "--depth 0"},
		{[]string{"--a", "seq", "--b", "seq", "--depth", "65"}, "--depth 65"},
		{[]string{"--game", "othello6", "--b", "seq"}, "both players"},
		{[]string{"--game", "othello6", "--a", "seq", "--b", "seq", "--units", "100"}, "--sim"},
		{[]string{"--game", "othello6", "--a", "seq", "--b", "seq", "--depth", "2", "--games", "1", "--out", "/nonexistent/dir/x.txt"}, "nonexistent"},
	}
	for _, tt := range tests {
		out, err := runMatchCommand(t, tt.args...)
		if err == nil {
			t.Errorf("%v: no error; output %q", tt.args, out)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, tt.want) {
			t.Errorf("%v: error %q, want one line about %q", tt.args, msg, tt.want)
		}
	}
}

// TestMatchSummaryInterval: the match's last line says the interval's
// confidence once, and with too few games says so instead of "(95%
// -inf to +inf) (95%)" (issue 24 bug 12).
func TestMatchSummaryInterval(t *testing.T) {
	for _, c := range []struct {
		s    match.Score
		want string
	}{
		{match.Score{Wins: 1, Losses: 1}, "Elo difference +0 (too few games for a 95% interval)\n"},
		{match.Score{Wins: 6, Losses: 4}, "Elo difference +70 ± 270 (95%)\n"},
		{match.Score{Wins: 1, Draws: 1}, "Elo difference +191 (95% -68 to +inf)\n"},
	} {
		var b strings.Builder
		printMatchSummary(&b, "a", "b", c.s, c.s.Elo(), "")
		if !strings.HasSuffix(b.String(), c.want) {
			t.Errorf("%v: %q, want it to end %q", c.s, b.String(), c.want)
		}
	}
}

// TestParseClock: --clock takes the form the workstation shows, "5+3"
// (minutes, then seconds of increment, as players write it; issue 24
// bug 12), and durations with units, "60s+1s", "300s+3" (PGN's
// TimeControl in seconds, with its unit).
func TestParseClock(t *testing.T) {
	for _, c := range []struct {
		in        string
		base, inc time.Duration
	}{
		{"5+3", 5 * time.Minute, 3 * time.Second},
		{"1.5+0.5", 90 * time.Second, 500 * time.Millisecond},
		{"60s+1s", time.Minute, time.Second},
		{"300s+3", 5 * time.Minute, 3 * time.Second},
		{"15", 15 * time.Minute, 0},
		{"2m", 2 * time.Minute, 0},
	} {
		base, inc, err := parseClock(c.in)
		if err != nil || base != c.base || inc != c.inc {
			t.Errorf("%q: %v+%v, %v; want %v+%v", c.in, base, inc, err, c.base, c.inc)
		}
	}
	for _, bad := range []string{"", "x", "5+x", "0+3", "-1+0", "5+-3", "5+3+1"} {
		if _, _, err := parseClock(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestTableNote: the match's header says the --hash table is ours only;
// an outside engine sizes its own.
func TestTableNote(t *testing.T) {
	u := &match.UCIConfig{Command: "sf"}
	for _, c := range []struct {
		uci  [2]*match.UCIConfig
		want string
	}{
		{[2]*match.UCIConfig{}, "32 MiB table each"},
		{[2]*match.UCIConfig{u, nil}, "B with a 32 MiB table, A (an outside engine) with its own"},
		{[2]*match.UCIConfig{nil, u}, "A with a 32 MiB table, B (an outside engine) with its own"},
		{[2]*match.UCIConfig{u, u}, "each outside engine with its own table"},
	} {
		if got := tableNote(match.Config{HashMiB: 32, UCI: c.uci}); got != c.want {
			t.Errorf("UCI %v: %q, want %q", c.uci, got, c.want)
		}
	}
}
