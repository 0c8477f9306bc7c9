package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"frontier/board"
	"frontier/board/checkers"
	"frontier/search/games"
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
	c, _, err := New().Find([]string{"suite", "show"})
	if err != nil || c.Name() != "show" {
		t.Fatalf("frontier suite show is not registered: %v", err)
	}
}

func TestSuiteList(t *testing.T) {
	out, err := runSuite(t, "list")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out, "\n")
	if f := strings.Fields(lines[1]); len(f) != 3 || f[0] != "tinsley-chinook-1992" || f[1] != "38" || f[2] != "20" {
		t.Errorf("suite list:\n%s", out)
	}
	// Then the suites of every other game, in registry order, each
	// game's own first (chess and othello have a second).
	if lines[2] != "" || strings.Join(strings.Fields(lines[3]), " ") != "GAME SUITE POSITIONS" {
		t.Fatalf("suite list: no table of the other games:\n%s", out)
	}
	row, suites := 4, 1
	for _, g := range games.Games() {
		if g.Name() == "checkers" {
			continue
		}
		for _, name := range g.SuiteNames() {
			ps, err := g.NamedSuite(name)
			if err != nil {
				t.Fatal(err)
			}
			if f := strings.Fields(lines[row]); len(f) != 3 || f[0] != g.Name() || f[1] != name || f[2] != strconv.Itoa(len(ps)) {
				t.Errorf("row %q, want %s %s %d", lines[row], g.Name(), name, len(ps))
			}
			row++
			suites++
		}
	}
	for _, want := range []string{"othello          othello-midgame      20", "tictactoe4  tictactoe4-openings  6"} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("suite list lacks %q:\n%s", want, out)
		}
	}

	out, err = runSuite(t, "list", "--json")
	var got []suiteSummary
	if err != nil || json.Unmarshal([]byte(out), &got) != nil || len(got) != suites ||

		got[0] != (suiteSummary{"tinsley-chinook-1992", "checkers", 38, 20}) || got[1] != (suiteSummary{"othello-midgame", "othello", 0, 20}) {
		t.Errorf("suite list --json: %v\n%s", err, out)
	}
}

// TestSuiteListGame: --game keeps one game's suites, checkers' as
// before; an unknown game is an error that lists the games.
func TestSuiteListGame(t *testing.T) {
	out, err := runSuite(t, "list", "--game", "checkers")
	if err != nil || strings.Join(strings.Fields(out), " ") != "NAME GAMES POSITIONS tinsley-chinook-1992 38 20" {
		t.Errorf("suite list --game checkers: %v\n%s", err, out)
	}
	out, err = runSuite(t, "list", "--game", "tictactoe4")
	if err != nil || strings.Join(strings.Fields(out), " ") != "GAME SUITE POSITIONS tictactoe4 tictactoe4-openings 6" {
		t.Errorf("suite list --game tictactoe4: %v\n%s", err, out)
	}
	out, err = runSuite(t, "list", "--game", "othello6", "--json")
	var got []suiteSummary
	if err != nil || json.Unmarshal([]byte(out), &got) != nil || len(got) != 1 || got[0] != (suiteSummary{"othello6-early", "othello6", 0, 20}) {
		t.Errorf("suite list --game othello6 --json: %v\n%s", err, out)
	}
	_, err = runSuite(t, "list", "--game", "go")
	if err == nil || !strings.Contains(err.Error(), `--game: unknown game "go"`) || !strings.Contains(err.Error(), "othello6") {
		t.Errorf("suite list --game go: %v", err)
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
		{[]string{"show"}, []string{"arg", "--game", "tinsley-chinook-1992", "othello-midgame (--game othello)"}},
		{[]string{"show", "othello"}, []string{`unknown suite "othello"`, "othello-midgame (--game othello)"}},
		{[]string{"show", "--game", "shogi"}, []string{"--game", `"shogi"`, "othello6"}},
		{[]string{"show", "--game", "othello", "m99"}, []string{"othello-midgame", `"m99"`, "m01 m02"}},
		{[]string{"show", "othello6-early", "m01", "x"}, []string{"arg"}},
		{[]string{"show", "--game", "othello", "m01", "x"}, []string{`"m01" is not a suite of othello`, "othello-midgame"}},
		{[]string{"show", "--game", "checkers", "g2"}, []string{`"g2"`, "g1 g5"}},
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

// TestSuiteShowGameSuite lists a game's suite with --game or by its
// name: each position's ID, side, number of moves, text and note.
func TestSuiteShowGameSuite(t *testing.T) {
	for _, g := range games.Games() {
		if g.Name() == "checkers" {
			continue
		}
		ps, err := g.Suite()
		if err != nil {
			t.Fatal(err)
		}
		name, _ := g.SuiteName()
		out, err := runSuite(t, "show", "--game", g.Name())
		if err != nil {
			t.Fatal(err)
		}
		if byName, err := runSuite(t, "show", name); err != nil || byName != out {
			t.Errorf("suite show %s differs from suite show --game %s: %v", name, g.Name(), err)
		}
		if !strings.HasPrefix(out, fmt.Sprintf("%s: %d positions of %s\n", name, len(ps), g.Name())) {
			t.Errorf("%s heading:\n%s", g.Name(), out)
		}
		for _, sp := range ps {
			row := strings.Join([]string{sp.ID, sp.Pos.SideName(), strconv.Itoa(len(sp.Pos.Moves())), sp.Pos.String()}, " ")
			if !strings.Contains(strings.Join(strings.Fields(out), " "), row+" "+strings.Join(strings.Fields(sp.Note), " ")) {
				t.Errorf("%s: no row %q %q:\n%s", g.Name(), row, sp.Note, out)
			}
		}
		out, err = runSuite(t, "show", "--game", g.Name(), "--json")
		var got gameSuiteJSON
		if err != nil || json.Unmarshal([]byte(out), &got) != nil || got.Name != name || got.Game != g.Name() || len(got.Positions) != len(ps) {
			t.Fatalf("%s --json: %v\n%s", g.Name(), err, out)
		}
		for i, sp := range ps {
			if p := got.Positions[i]; p.ID != sp.ID || p.Position != sp.Pos.String() || len(p.Moves) != len(sp.Pos.Moves()) || p.Diagram != "" {
				t.Errorf("%s --json position %d: %+v", g.Name(), i, p)
			}
		}
	}
	out, _ := runSuite(t, "show", "--game", "othello")
	if !strings.Contains(out, "m01  Black  11     ----X-----XXXO----XXXX---OXOX-----OXXXXX-OX-O-------O-------O--- X  d3 c3 c4 e3") {
		t.Errorf("othello suite's first row:\n%s", out)
	}
	if !strings.Contains(out, "Twenty 8×8 Othello middle-game positions") {
		t.Errorf("othello suite lacks its description:\n%s", out)
	}
}

// TestSuiteShowGamePosition shows one position with its board.
func TestSuiteShowGamePosition(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"--game", "othello", "m01"}, []string{
			"Position m01 of othello-midgame (othello)",
			"  a b c d e f g h\n1 . . . . X * * .\n2 . . X X X O * .\n",
			"X (Black) to move; X 16, O 8",
			"Position  ----X-----XXXO----XXXX---OXOX-----OXXXXX-OX-O-------O-------O--- X\n",
			"Side      Black to move\n",
			"Moves     11: f1 g1 g2 g3 a4 a5 b5 a6 a7 d7 f7\n",
			"Note      d3 c3 c4 e3 f5 e6"}},
		{[]string{"othello6-early", "start"}, []string{
			"  a b c d e f\n1 . . . . . .\n2 . . * . . .\n3 . * O X . .\n4 . . X O * .\n",
			"Moves     4: c2 b3 e4 d5\n"}},
		{[]string{"--game", "othello6", "othello6-early", "start"}, []string{"Moves     4: c2 b3 e4 d5\n"}},
		{[]string{"--game", "tictactoe4", "b2-c3"}, []string{
			"4 ....\n3 ..O.\n2 .X..\n1 ....\n  abcd\nX to move\n",
			"Position  .....X....O..... X\n", "Moves     14: a1 b1 c1 d1 a2 c2"}},
		{[]string{"--game", "synthetic", "seed3"}, []string{
			"Synthetic tree b=10,depth=10,q=0.9,seed=3\n", "ply 0 of 10, the root", "Branching 10 (mean 10); this node has 10 moves",
			"Side      Max to move\n"}},
		// Checkers through --game is the checkers suite, as before.
		{[]string{"--game", "checkers", "g5"}, []string{"Test position g5", "Match move  6-10"}},
		{[]string{"--game", "checkers", "tinsley-chinook-1992", "game5"}, []string{"[Black \"M Tinsley\"]"}},
	}
	for _, tt := range tests {
		out, err := runSuite(t, append([]string{"show"}, tt.args...)...)
		if err != nil {
			t.Errorf("%v: %v", tt.args, err)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v lacks %q:\n%s", tt.args, w, out)
			}
		}
	}
	out, err := runSuite(t, "show", "--game", "tictactoe4", "a1", "--json")
	var got gamePositionJSON
	if err != nil || json.Unmarshal([]byte(out), &got) != nil {
		t.Fatalf("--json: %v\n%s", err, out)
	}
	if got.ID != "a1" || got.Game != "tictactoe4" || got.Position != "X............... O" || got.Side != "O" || len(got.Moves) != 15 ||
		got.Over || !strings.Contains(got.Diagram, "1 X...\n") || got.Note != "X on a corner" {
		t.Errorf("--json: %+v", got)
	}
	if whole, _ := runSuite(t, "show", "--game", "checkers"); !strings.HasPrefix(whole, "tinsley-chinook-1992: 20 test positions, 38 games") {
		t.Errorf("suite show --game checkers:\n%s", whole)
	}
}

// TestSuiteDiagram draws positions beyond the suites: a finished Othello
// game, a synthetic node below the root, and says how a game ended.
func TestSuiteDiagram(t *testing.T) {
	g, _ := games.GameByName("othello6")
	full := strings.Repeat("X", 20) + strings.Repeat("O", 16) + " O"
	p, err := g.ParsePosition(full)
	if err != nil {
		t.Fatal(err)
	}
	if d := diagram(p); !strings.Contains(d, "game over") || !strings.HasPrefix(d, "  a b c d e f\n1 X X X X X X\n") {
		t.Errorf("othello6 diagram:\n%s", d)
	}
	sp := toGamePositionJSON(games.SuitePosition{ID: "end", Pos: p})
	if !sp.Over || len(sp.Moves) != 0 || sp.Outcome != "the game is over, lost by White by 4" {
		t.Errorf("finished othello6: %+v", sp)
	}
	s, _ := games.GameByName("synthetic")
	q, err := s.ParsePosition("b=uniform:2-5,depth=6,q=0.5,seed=4/1/0")
	if err != nil {
		t.Fatal(err)
	}
	if d := diagram(q); !strings.Contains(d, "ply 2 of 6, path 1/0 from the root") || !strings.Contains(d, "Branching uniform:2-5 (mean 3.5)") {
		t.Errorf("synthetic diagram:\n%s", d)
	}
	for score, want := range map[int]string{
		board.Final(3): "won by X by 3", board.Final(-2): "lost by X by 2", board.Win: "won by X",
		board.Loss: "lost by X", board.Draw: "drawn", -37: "worth -37 to X",
	} {
		if got := outcomeText("X", score); !strings.HasSuffix(got, want) {
			t.Errorf("outcome %d: %q, want %q", score, got, want)
		}
	}
	if got := wrapText("aa bb cc dd", 5); got != "aa bb\ncc dd\n" {
		t.Errorf("wrapText: %q", got)
	}
}

// Chess's two suites are listed and shown, the second by its name alone
// or beside --game chess.
func TestSuiteKaufman(t *testing.T) {
	out, err := runSuite(t, "list", "--game", "chess")
	if err != nil || !strings.Contains(out, "bratko-kopec  24") || !strings.Contains(out, "kaufman       25") {
		t.Errorf("suite list --game chess: %v\n%s", err, out)
	}
	for _, args := range [][]string{{"show", "kaufman"}, {"show", "--game", "chess", "kaufman"}} {
		out, err := runSuite(t, args...)
		if err != nil || !strings.HasPrefix(out, "kaufman: 25 positions of chess\n") || !strings.Contains(out, "Kaufman.25") {
			t.Errorf("suite %v: %v\n%s", args, err, out)
		}
	}
	out, err = runSuite(t, "show", "--game", "chess", "kaufman", "Kaufman.03")
	if err != nil || !strings.Contains(out, "Position Kaufman.03 of kaufman (chess)") || !strings.Contains(out, "am Rd1") {
		t.Errorf("suite show kaufman Kaufman.03: %v\n%s", err, out)
	}
	if _, err := runSuite(t, "show", "wac"); err == nil || !strings.Contains(err.Error(), "kaufman (--game chess)") {
		t.Errorf("suite show wac: %v, want the known suites listed", err)
	}
}
