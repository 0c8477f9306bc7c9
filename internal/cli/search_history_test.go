package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/board/checkers"
)

// searchFinal runs "frontier search args... --json" and returns its
// summary line.
func searchFinal(t *testing.T, args ...string) (move string, score int) {
	t.Helper()
	out, _, err := runCLI(t, "search", append(args, "--json", "--hash", "1", "--egdb", "off")...)
	if err != nil {
		t.Fatalf("search %v: %v", args, err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var final struct {
		Final bool
		Move  string
		Score int
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &final); err != nil || !final.Final {
		t.Fatalf("search %v: summary %q: %v", args, lines[len(lines)-1], err)
	}
	return final.Move, final.Score
}

// TestSearchSeesHistory: a lone black king on 4 has one move, 4-8.
// After 4-8 22-18 8-4 18-22 the position is the same, and 4-8 now
// repeats one the game has seen: the search must score the position a
// draw, where without the moves it is two kings against one.
// Two black kings against one are ahead and prefer some king step; after
// that step, a White king step, both steps back, the step repeats, and
// the search must choose another that keeps the advantage. Which step
// the search prefers is the evaluation's business, so the test asks the
// search first rather than naming it. The same games read from PDN at
// the same ply do the same, and at ply 0 they have no history.
func TestSearchSeesHistory(t *testing.T) {
	if _, score := searchFinal(t, "--fen", "B:WK22,K29:BK4", "--depth", "5"); score >= 0 {
		t.Fatalf("one king against two scored %d without history", score)
	}
	if mv, score := searchFinal(t, "--fen", "B:WK22,K29:BK4", "--moves", "1. 4-8 22-18 2. 8-4 18-22", "--depth", "5"); mv != "4-8" || score != 0 {
		t.Errorf("after a repetition: %s %d, want 4-8 scored a draw", mv, score)
	}
	const two = "B:WK32:BK14,K18"
	first, score := searchFinal(t, "--fen", two, "--depth", "7")
	if score <= 0 {
		t.Fatalf("two kings against one without history: %s %d, want a positive score", first, score)
	}
	line := repetitionOf(t, two, first)
	mv, score := searchFinal(t, "--fen", two, "--moves", strings.ReplaceAll(line, " ", ","), "--depth", "7")
	if mv == first || score <= 0 {
		t.Errorf("two kings against one after %s: %s %d, want another move than the repetition, still ahead", line, mv, score)
	}
	for _, algo := range []string{"pvsplit:2", "ybwc:2"} { // the parallel engines too, simulated
		if mv, _ := searchFinal(t, "--fen", two, "--moves", line, "--depth", "7", "--algo", algo, "--sim"); mv == first {
			t.Errorf("%s chose the repetition %s after %s", algo, first, line)
		}
	}

	dir := t.TempDir()
	pdn := filepath.Join(dir, "games.pdn")
	m := strings.Fields(line)
	games := fmt.Sprintf(`[Event "one"]
[FEN "B:WK22,K29:BK4"]
1. 4-8 22-18 2. 8-4 18-22 *

[Event "two"]
[FEN "B:WK32:BK14,K18"]
1. %s %s 2. %s %s *
`, m[0], m[1], m[2], m[3])
	if err := os.WriteFile(pdn, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, score := searchFinal(t, "--pdn", pdn, "--depth", "5"); score != 0 {
		t.Errorf("PDN game 1 at its end: score %d, want the draw", score)
	}
	if _, score := searchFinal(t, "--pdn", pdn, "--ply", "0", "--depth", "5"); score >= 0 {
		t.Errorf("PDN game 1 at ply 0: score %d, want the lone king's loss of material", score)
	}
	if mv, _ := searchFinal(t, "--pdn", pdn, "--pdn-game", "2", "--ply", "4", "--depth", "7"); mv == first {
		t.Errorf("PDN game 2 at ply 4 chose the repetition %s", first)
	}
	out, _, err := runCLI(t, "search", "--pdn", pdn, "--pdn-game", "2", "--ply", "4", "--depth", "1", "--hash", "1", "--egdb", "off")
	if err != nil || !strings.Contains(out, "position pdn game 2 ply 4: B:WK32:BK14,K18") || !strings.Contains(out, "history: 4 plies from the start of game 2") {
		t.Errorf("header of a PDN search: %v\n%s", err, out)
	}
}

// repetitionOf returns four plies from the position fen that come back
// to it: the king step mv, a White king step, mv's way back and the
// White king's way back.
func repetitionOf(t *testing.T, fen, mv string) string {
	t.Helper()
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseMove(mv)
	from, to, step := strings.Cut(mv, "-")
	if err != nil || !step {
		t.Fatalf("%s in %s: want a king step (%v)", mv, fen, err)
	}
	back := to + "-" + from
	q := p.Play(m)
	for _, w := range q.LegalMoves() {
		wf, wt, ok := strings.Cut(w.String(), "-")
		if !ok {
			continue
		}
		r := q.Play(w)
		b, err := r.ParseMove(back)
		if err != nil {
			continue
		}
		s := r.Play(b)
		wb, err := s.ParseMove(wt + "-" + wf)
		if err != nil || s.Play(wb) != p {
			continue
		}
		return strings.Join([]string{mv, w.String(), back, wb.String()}, " ")
	}
	t.Fatalf("no White king step lets %s in %s come back to the position", mv, fen)
	return ""
}

func TestSearchHistoryErrors(t *testing.T) {
	dir := t.TempDir()
	pdn := filepath.Join(dir, "g.pdn")
	if err := os.WriteFile(pdn, []byte("1. 11-15 23-19 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--moves", "11-15 23-19 9-13 19-15"}, "bad --moves: move 4, 19-15, in "},
		{[]string{"--moves", "11-15 24-20 11-16"}, "move 3, 11-16"},
		{[]string{"--moves", " 1. "}, "no move in it"},
		{[]string{"--pdn", pdn, "--fen", "B:W18:B14"}, "are exclusive"},
		{[]string{"--ply", "3"}, "give the file"},
		{[]string{"--pdn", pdn, "--ply", "3"}, "bad --ply 3: game 1 of " + pdn + " has 2 plies"},
		{[]string{"--pdn", pdn, "--pdn-game", "2"}, "bad --pdn-game 2: " + pdn + " holds 1 game"},
		{[]string{"--pdn", filepath.Join(dir, "none.pdn")}, "bad --pdn"},
		{[]string{"--game", "othello", "--pdn", pdn}, "--pdn is for checkers"},
		{[]string{"--game", "othello", "--moves", "d3 c5 z9"}, "move 3, z9"},
	} {
		_, _, err := runCLI(t, "search", append(c.args, "--depth", "1", "--hash", "1", "--egdb", "off")...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("search %v: %v, want an error with %q", c.args, err, c.want)
		}
	}
	// Moves from another game's start, and from a suite position.
	if _, _, err := runCLI(t, "search", "--game", "othello", "--moves", "d3 c5", "--depth", "1", "--hash", "1"); err != nil {
		t.Errorf("othello --moves: %v", err)
	}
	if _, _, err := runCLI(t, "search", "--pos", "g5", "--moves", "6-10", "--depth", "1", "--hash", "1", "--egdb", "off"); err != nil {
		t.Errorf("suite position --moves: %v", err)
	}
}
