package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"frontier/board/checkers"
)

// runSuite runs "frontier suite ARGS..." in-process on a fresh command,
// so that flags do not carry over between tests.
func runSuite(t *testing.T, args ...string) (string, error) {
	t.Helper()
	cmd := newSuiteCmd()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(args)
	err := cmd.Execute()
	return out.String(), err
}

func TestSuiteIsRegistered(t *testing.T) {
	c, _, err := rootCmd.Find([]string{"suite", "show"})
	if err != nil || c.Name() != "show" {
		t.Fatalf("frontier suite show is not registered: %v", err)
	}
}

func TestSuiteList(t *testing.T) {
	out, err := runSuite(t, "list")
	if err != nil {
		t.Fatal(err)
	}
	if f := strings.Fields(strings.Split(out, "\n")[1]); len(f) != 3 || f[0] != "tinsley-chinook-1992" || f[1] != "38" || f[2] != "20" {
		t.Errorf("suite list:\n%s", out)
	}
	out, err = runSuite(t, "list", "--json")
	var got []suiteSummary
	if err != nil || json.Unmarshal([]byte(out), &got) != nil || len(got) != 1 || got[0] != (suiteSummary{"tinsley-chinook-1992", 38, 20}) {
		t.Errorf("suite list --json: %v\n%s", err, out)
	}
}

func TestSuiteShowTable(t *testing.T) {
	out, err := runSuite(t, "show", "tinsley-chinook-1992")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"g1   Black  11-15", "4,147,002", "g38  White  23-19", "game39", "g5 at ply 18"} {
		if !strings.Contains(out, want) {
			t.Errorf("suite show lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "game12") {
		t.Errorf("game 12 is lost but shown")
	}
	out, err = runSuite(t, "show", "tinsley-chinook-1992", "--json")
	var got suiteJSON
	if err != nil || json.Unmarshal([]byte(out), &got) != nil || len(got.Positions) != 20 || len(got.Games) != 38 {
		t.Errorf("suite show --json: %v, %d positions, %d games", err, len(got.Positions), len(got.Games))
	}
}

func TestSuiteShowPosition(t *testing.T) {
	out, err := runSuite(t, "show", "tinsley-chinook-1992", "g5")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := checkers.ParseFEN("B:W13,19,20,23,25,27,28,30,31,32:B1,2,3,5,6,7,8,12,18,21")
	for _, want := range []string{p.String(), "B:W13,19,20,23,25,27,28,30,31,32:B1,2,3,5,6,7,8,12,18,21", "Match move  6-10", "depth 17, score -16, 1,721,679 nodes in 231 s"} {
		if !strings.Contains(out, want) {
			t.Errorf("suite show g5 lacks %q:\n%s", want, out)
		}
	}
	out, err = runSuite(t, "show", "tinsley-chinook-1992", "g38", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := map[string]any{"id": "g38", "fen": "W:W20,21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,6,7,8,9,11,12,13,15",
		"side": "white", "match_move": "23-19", "pieces": 24.0, "root_moves": 8.0}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("json %s = %v, want %v", k, got[k], v)
		}
	}
	chinook, _ := got["chinook"].(map[string]any)
	if chinook["depth"] != 17.0 || chinook["score"] != 4.0 || chinook["nodes"] != 5010806.0 || chinook["seconds"] != 717.0 {
		t.Errorf("json chinook = %v", chinook)
	}
}

func TestSuiteShowGame(t *testing.T) {
	out, err := runSuite(t, "show", "tinsley-chinook-1992", "game5")
	if err != nil {
		t.Fatal(err)
	}
	games, err := checkers.ParsePDN(out)
	if err != nil || len(games) != 1 || games[0].Black() != "M Tinsley" || len(games[0].Moves) != 109 {
		t.Errorf("suite show game5 should print the game as PDN: %v\n%s", err, out)
	}
	out, err = runSuite(t, "show", "tinsley-chinook-1992", "game1", "--json")
	var got gameJSON
	if err != nil || json.Unmarshal([]byte(out), &got) != nil || got.ID != "game1" || got.Plies != 103 || len(got.Moves) != 103 || got.Moves[7] != "22x15x6" || got.TestPosition != "g1" || got.TestPly != 10 {
		t.Errorf("suite show game1 --json: %v\n%s", err, out)
	}
}

func TestSuiteShowErrors(t *testing.T) {
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"show", "nope"}, []string{`"nope"`, "tinsley-chinook-1992"}},
		{[]string{"show", "tinsley-chinook-1992", "g2"}, []string{`"g2"`, "g1 g5", "game1 game2"}},
		{[]string{"show", "tinsley-chinook-1992", "game12"}, []string{`"game12"`, "game11 game13"}},
		{[]string{"show"}, []string{"arg"}},
	}
	for _, c := range cases {
		_, err := runSuite(t, c.args...)
		if err == nil {
			t.Errorf("%v: want an error", c.args)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") {
			t.Errorf("%v: error spans lines: %q", c.args, msg)
		}
		for _, w := range c.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%v: error %q lacks %q", c.args, msg, w)
			}
		}
	}
}
