package cli

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"frontier/search/games"
)

// TestGamesTable: one row per registered game, in registry order, with
// its suite's name and size and its summary; checkers is marked the
// default.
func TestGamesTable(t *testing.T) {
	out, _, err := runCLI(t, "games")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	games := games.Games()
	if len(lines) != 1+len(games) || !strings.HasPrefix(lines[0], "name ") {
		t.Fatalf("want a header and %d rows:\n%s", len(games), out)
	}
	for i, g := range games {
		row := lines[i+1]
		ps, err := g.Suite()
		if err != nil {
			t.Fatal(err)
		}
		suite, _ := g.SuiteName()
		f := strings.Fields(row)
		if f[0] != g.Name() || !strings.Contains(row, "  "+suite+"  ") || !strings.HasSuffix(row, g.Summary()) {
			t.Errorf("row %q, want %s, %s and %q", row, g.Name(), suite, g.Summary())
		}
		if n := len(ps); !strings.Contains(row, " "+strconv.Itoa(n)+" ") {
			t.Errorf("row %q lacks the suite size %d", row, n)
		}
	}
	for _, want := range []string{"checkers (default)  tinsley-chinook-1992  20", "othello6 ", "othello6-early", "tictactoe4-openings   6"} {
		if !strings.Contains(out, want) {
			t.Errorf("games lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "(default)") != 1 {
		t.Errorf("one default game:\n%s", out)
	}
	if _, _, err := runCLI(t, "games", "extra"); err == nil {
		t.Error("an argument was accepted")
	}
}

// TestGamesJSON: one object per line per game, in registry order.
func TestGamesJSON(t *testing.T) {
	out, _, err := runCLI(t, "games", "--json")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	games := games.Games()
	if len(lines) != len(games) {
		t.Fatalf("%d lines for %d games:\n%s", len(lines), len(games), out)
	}
	for i, text := range lines {
		var got gameJSONLine
		if err := json.Unmarshal([]byte(text), &got); err != nil {
			t.Fatalf("line %q: %v", text, err)
		}
		g := games[i]
		ps, _ := g.Suite()
		suite, _ := g.SuiteName()
		want := gameJSONLine{Name: g.Name(), Default: i == 0, Suite: suite, Positions: len(ps), Summary: g.Summary()}
		if got != want || got.Summary == "" || got.Positions == 0 {
			t.Errorf("line %d: %+v, want %+v", i, got, want)
		}
	}
	if !strings.HasPrefix(lines[0], `{"name":"checkers","default":true,"suite":"tinsley-chinook-1992","positions":20,`) {
		t.Errorf("first line %s", lines[0])
	}
	if !strings.Contains(out, `{"name":"othello","default":false,"suite":"othello-midgame","positions":20,`) {
		t.Errorf("othello line missing:\n%s", out)
	}
}
