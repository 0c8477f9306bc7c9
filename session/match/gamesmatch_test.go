package match

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"frontier/search/games"
)

func mustGame(t *testing.T, name string) games.Game {
	t.Helper()
	g, err := games.GameByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustPosition(t *testing.T, g games.Game, text string) games.Position {
	t.Helper()
	p, err := g.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// suitePositions returns the positions of g's suite with the given IDs.
func suitePositions(t *testing.T, g games.Game, ids ...string) []games.SuitePosition {
	t.Helper()
	all, err := g.Suite()
	if err != nil {
		t.Fatal(err)
	}
	var out []games.SuitePosition
	for _, id := range ids {
		i := slices.IndexFunc(all, func(sp games.SuitePosition) bool { return sp.ID == id })
		if i < 0 {
			t.Fatalf("%s has no suite position %s", g.Name(), id)
		}
		out = append(out, all[i])
	}
	return out
}

// replay plays a record's moves from its Position tag, as a reader of
// the text would, and returns where they lead.
func replay(t *testing.T, g games.Game, r Record) games.Position {
	t.Helper()
	p := mustPosition(t, g, r.Tag("Position"))
	for i, m := range r.Moves {
		next, err := p.Play(m)
		if err != nil {
			t.Fatalf("move %d %q of the record: %v", i+1, m, err)
		}
		p = next
	}
	return p
}

// Two copies of the same deterministic engine play each opening twice
// with the sides swapped: the second game is the first with the players'
// names exchanged, so A scores exactly one point per pair.
func TestMatchOthello6Symmetric(t *testing.T) {
	g := mustGame(t, "othello6")
	seq := Player{Name: "seq", P: 1}
	run := func(out string) Summary {
		moves := 0
		cfg := Config{
			Game: g, A: seq, B: seq, Games: 8, Time: TimeControl{Depth: 3},
			HashMiB: 1, Comments: true, Date: "2026.01.01", Out: out,
			OnMove: func(game int, ev MoveEvent) { moves++ },
		}
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		plies := 0
		for _, r := range sum.Games {
			plies += r.Plies
		}
		if moves != plies {
			t.Errorf("%d move events for %d plies", moves, plies)
		}
		return sum
	}
	dir := t.TempDir()
	sum := run(filepath.Join(dir, "a.txt"))
	if sum.Score.Games() != 8 || sum.Score.Fraction() != 0.5 || sum.Elo.Diff != 0 {
		t.Errorf("A scored %v (%v), Elo %v; want 50%%", sum.Score, sum.Score.Fraction(), sum.Elo)
	}
	if sum.Score.Draws == sum.Score.Games() {
		t.Errorf("every game drawn: the test shows nothing about colours")
	}
	suite, _ := g.Suite()
	for k := 0; k < 4; k++ {
		r1, r2 := sum.Games[2*k], sum.Games[2*k+1]
		if r1.Opening.ID != suite[k].ID || r2.Opening.ID != suite[k].ID || r1.ASide != 0 || r2.ASide != 1 {
			t.Errorf("pair %d: openings %s, %s, A on sides %d, %d", k, r1.Opening.ID, r2.Opening.ID, r1.ASide, r2.ASide)
		}
		if r1.AResult+r2.AResult != 1 || !slices.Equal(r1.Record.Moves, r2.Record.Moves) || r1.Record.Result != r2.Record.Result {
			t.Errorf("pair %d not symmetric: A scored %v and %v, results %s and %s", k, r1.AResult, r2.AResult, r1.Record.Result, r2.Record.Result)
		}
		if r1.Players != [2]string{"seq (A)", "seq (B)"} || r2.Players != [2]string{"seq (B)", "seq (A)"} || r1.Sides != [2]string{"Black", "White"} {
			t.Errorf("pair %d: players %v, %v, sides %v", k, r1.Players, r2.Players, r1.Sides)
		}
		for _, r := range []GameReport{r1, r2} {
			end := replay(t, g, r.Record)
			if got := OutcomeAt(end); got != r.Outcome || !got.Over || r.Record.Tag("Result") != got.Result() {
				t.Errorf("game %d: the record ends in %+v, reported %+v, tag %s", r.Number, got, r.Outcome, r.Record.Tag("Result"))
			}
			if r.Record.Tag("Black") != r.Players[0] || r.Record.Tag("Game") != "othello6" || r.Record.Tag("TimeControl") != "depth 3" ||
				!strings.HasPrefix(r.Record.Tag("Termination"), ReasonFinalMargin+" ") || len(r.Record.Comments) != r.Plies {
				t.Errorf("game %d: tags %v, %d comments", r.Number, r.Record.Tags, len(r.Record.Comments))
			}
		}
	}
	// The text file holds the games, and the same match writes it again
	// byte for byte.
	run(filepath.Join(dir, "b.txt"))
	a, err := os.ReadFile(filepath.Join(dir, "a.txt"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "b.txt"))
	if string(a) != string(b) || strings.Count(string(a), `[Game "othello6"]`) != 8 || !strings.Contains(string(a), "depth 3}") {
		t.Errorf("records differ or lack games:\n%s", a)
	}
}

// 4×4 tic-tac-toe is a draw, and two engines that search to the end see
// it: every game is drawn, whoever starts. The openings are the suite's
// a1-d4 (X a1, O d4) a ply pair and two pairs further along a line that a
// full-depth search from the empty board plays, so that the test stays
// quick under the race detector; every position of that line is a draw.
func TestMatchTicTacToeDraws(t *testing.T) {
	g := mustGame(t, "tictactoe4")
	along := func(moves ...string) Opening {
		p := suitePositions(t, g, "a1-d4")[0].Pos
		for _, m := range moves {
			var err error
			if p, err = p.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		return Opening{ID: "a1-d4+" + strings.Join(moves, "-"), Pos: p}
	}
	cfg := Config{
		Game: g, A: Player{Name: "seq", P: 1}, B: Player{Name: "pvfsplit", P: 2}, Sim: true,
		Games: 4, Openings: []Opening{along("a4", "d1"), along("a4", "d1", "d2", "a2")},
		Time: TimeControl{Depth: 16}, HashMiB: 4,
	}
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Score != (Score{Draws: 4}) || sum.Elo.Diff != 0 {
		t.Fatalf("score %v, Elo %v; want four draws", sum.Score, sum.Elo)
	}
	for _, r := range sum.Games {
		if r.Outcome.Reason != ReasonGameOver || r.Record.Result != "1/2-1/2" || r.Sides != [2]string{"X", "O"} {
			t.Errorf("game %d: %+v, %s, sides %v", r.Number, r.Outcome, r.Record.Result, r.Sides)
		}
		if end := replay(t, g, r.Record); len(end.Moves()) != 0 {
			t.Errorf("game %d ended before the board was full: %s", r.Number, end)
		}
		if r.Plies == 0 || r.Record.Comments != nil {
			t.Errorf("game %d: %d plies, comments %v", r.Number, r.Plies, r.Record.Comments)
		}
	}
}

func TestOutcomeAt(t *testing.T) {
	tests := []struct {
		game, pos string
		want      Outcome
	}{
		{"tictactoe4", "XXXXOOO......... O", Outcome{Over: true, Winner: 0, Reason: ReasonGameOver}},
		{"tictactoe4", "XXOOOOXXXXOOOOXX X", Outcome{Over: true, Draw: true, Reason: ReasonGameOver}},
		{"tictactoe4", "X............... O", Outcome{}},
		{"othello6", "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X", Outcome{Over: true, Winner: 1, Margin: 36, Reason: "final margin 36"}},
		{"othello6", "--------------OX----XO-------------- X", Outcome{}},
	}
	for _, tt := range tests {
		p := mustPosition(t, mustGame(t, tt.game), tt.pos)
		if got := OutcomeAt(p); got != tt.want {
			t.Errorf("%s %q: %+v, want %+v", tt.game, tt.pos, got, tt.want)
		}
	}
	// A synthetic tree ends at its leaves with a value: the player who
	// gets a positive one wins by it.
	p := mustGame(t, "synthetic").Start()
	for len(p.Moves()) > 0 {
		p, _ = p.Play(p.Moves()[0])
	}
	score, _ := p.Outcome()
	o := OutcomeAt(p)
	if !o.Over || o.Draw != (score == 0) || (score > 0) != (o.Winner == p.Side()) || !strings.HasPrefix(o.Reason, ReasonFinalValue) {
		t.Errorf("synthetic leaf scored %d for side %d: %+v", score, p.Side(), o)
	}
	if (Outcome{}).Result() != "*" || (Outcome{Over: true, Winner: 1}).Result() != "0-1" {
		t.Error("Result")
	}
}

// first returns an Mover that plays the first legal move.
func first(name string) FuncMover {
	return FuncMover{Player: name, Func: func(ctx context.Context, t Turn) (Decision, error) {
		return Decision{Move: t.Position().Moves()[0]}, nil
	}}
}

func TestPlayGame(t *testing.T) {
	ctx := context.Background()
	g := mustGame(t, "tictactoe4")
	start := g.Start()
	res, err := PlayGame(ctx, GameConfig{Start: start, Sides: [2]Mover{first("x"), first("o")}, Tags: []Tag{{"Event", `a "quoted" event`}}})
	if err != nil {
		t.Fatal(err)
	}
	// Each side takes the first empty square: X gets a1, c1, a2, c2, a3,
	// c3 and completes the a column with a4 on the 13th ply.
	if res.Outcome != (Outcome{Over: true, Winner: 0, Reason: ReasonGameOver}) || len(res.Record.Moves) != 13 || res.Record.Moves[12] != "a4" {
		t.Errorf("%+v after %v", res.Outcome, res.Record.Moves)
	}
	if got := OutcomeAt(replay(t, g, res.Record)); got != res.Outcome {
		t.Errorf("record ends in %+v, reported %+v", got, res.Outcome)
	}
	if res.Record.Tag("X") != "x" || res.Record.Tag("O") != "o" || res.Record.Tags[0].Name != "Game" || res.Record.Comments != nil {
		t.Errorf("record %+v", res.Record)
	}
	text := FormatRecords(res.Record)
	if !strings.Contains(text, `[Event "a \"quoted\" event"]`) || !strings.HasSuffix(text, " "+res.Record.Result+"\n") {
		t.Errorf("record text:\n%s", text)
	}

	res, err = PlayGame(ctx, GameConfig{Start: start, Sides: [2]Mover{first("x"), first("o")}, MaxPlies: 3})
	if err != nil || res.Outcome.Reason != "move cap (3 plies)" || !res.Outcome.Draw || len(res.Record.Moves) != 3 {
		t.Errorf("move cap: %+v, %v", res.Outcome, err)
	}
	resign := FuncMover{Player: "r", Func: func(ctx context.Context, t Turn) (Decision, error) { return Decision{Resign: true}, nil }}
	res, err = PlayGame(ctx, GameConfig{Start: start, Sides: [2]Mover{first("x"), resign}})
	if err != nil || res.Outcome != (Outcome{Over: true, Winner: 0, Reason: ReasonResignation}) || res.Record.Result != "1-0" {
		t.Errorf("resignation: %+v, %v", res.Outcome, err)
	}

	illegal := FuncMover{Player: "i", Func: func(ctx context.Context, t Turn) (Decision, error) { return Decision{Move: "z9"}, nil }}
	if _, err := PlayGame(ctx, GameConfig{Start: start, Sides: [2]Mover{illegal, illegal}}); err == nil || !strings.Contains(err.Error(), "not a legal move") {
		t.Errorf("illegal move: %v", err)
	}
	failing := FuncMover{Player: "f", Func: func(ctx context.Context, t Turn) (Decision, error) { return Decision{}, errors.New("broken") }}
	if _, err := PlayGame(ctx, GameConfig{Start: start, Sides: [2]Mover{failing, failing}}); err == nil || !strings.Contains(err.Error(), "broken") {
		t.Errorf("mover error: %v", err)
	}
	if _, err := PlayGame(ctx, GameConfig{Start: start, Sides: [2]Mover{failing}}); err == nil {
		t.Error("no second mover: no error")
	}
	if _, err := PlayGame(ctx, GameConfig{Sides: [2]Mover{failing, failing}}); err == nil {
		t.Error("no start: no error")
	}
	cctx, cancel := context.WithCancel(ctx)
	cancelling := FuncMover{Player: "c", Func: func(ctx context.Context, t Turn) (Decision, error) {
		if t.Ply == 2 {
			cancel()
			<-ctx.Done()
			return Decision{}, ctx.Err()
		}
		return Decision{Move: t.Position().Moves()[0]}, nil
	}}
	res, err = PlayGame(cctx, GameConfig{Start: start, Sides: [2]Mover{cancelling, cancelling}})
	if !errors.Is(err, context.Canceled) || res.Outcome.Over || res.Record.Result != "*" || len(res.Record.Moves) != 2 {
		t.Errorf("cancelled game: %v, %v, %d moves", err, res.Record.Result, len(res.Record.Moves))
	}
}

func TestEngineMoveOthello(t *testing.T) {
	g := mustGame(t, "othello6")
	for _, p := range []Player{{Name: "seq", P: 1}, {Name: "pvsplit", P: 2}} {
		for _, sim := range []bool{false, true} {
			e, err := NewEngine(EngineConfig{Game: g, Player: p, Sim: sim, HashMiB: 1})
			if err != nil {
				t.Fatal(err)
			}
			start := g.Start()
			turn := Turn{History: []games.Position{start}, Budget: Budget{Depth: 4}}
			d, err := e.Move(context.Background(), turn)
			if err != nil || d.Depth != 4 || !slices.Contains(start.Moves(), d.Move) || !d.Analysed {
				t.Errorf("%v sim %v: %+v, %v", p, sim, d, err)
			}
			if _, err := e.Move(context.Background(), Turn{History: []games.Position{start}}); err == nil {
				t.Errorf("%v: no error without a budget", p)
			}
			other := mustGame(t, "tictactoe4").Start()
			if _, err := e.Move(context.Background(), Turn{History: []games.Position{other}, Budget: Budget{Depth: 2}}); err == nil || !strings.Contains(err.Error(), "not tictactoe4") {
				t.Errorf("%v: a position of another game: %v", p, err)
			}
			e.Close()
			if _, err := e.Move(context.Background(), turn); err == nil {
				t.Errorf("%v: no error after Close", p)
			}
		}
	}
	if _, err := NewEngine(EngineConfig{}); err == nil {
		t.Error("no game: no error")
	}
}

func TestRunErrorsOthello(t *testing.T) {
	g := mustGame(t, "othello6")
	good := Config{Game: g, A: Player{Name: "seq", P: 1}, B: Player{Name: "seq", P: 1}, Games: 2, Time: TimeControl{Depth: 2}, HashMiB: 1}
	over := mustPosition(t, g, "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X")
	tests := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"no game", func(c *Config) { c.Game = nil }, "no game"},
		{"no games", func(c *Config) { c.Games = 0 }, "at least one"},
		{"bad player", func(c *Config) { c.A = Player{Name: "fast", P: 1} }, "player A"},
		{"no time", func(c *Config) { c.Time = TimeControl{} }, "time control"},
		{"no openings", func(c *Config) { c.Openings = []Opening{} }, "no openings"},
		{"another game", func(c *Config) {
			c.Openings = []Opening{{ID: "x", Pos: mustGame(t, "tictactoe4").Start()}}
		}, "position of tictactoe4"},
		{"over", func(c *Config) { c.Openings = []Opening{{ID: "full", Pos: over}} }, "over"},
		{"bad hash", func(c *Config) { c.HashMiB = -1 }, "table"},
		{"unwritable", func(c *Config) { c.Out = filepath.Join(t.TempDir(), "missing", "x.txt") }, "missing"},
	}
	for _, tt := range tests {
		cfg := good
		tt.edit(&cfg)
		_, err := Run(context.Background(), cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error about %q", tt.name, err, tt.want)
		}
	}
	if _, err := Openings(g, OpeningsACF); err == nil || !strings.Contains(err.Error(), "suite, start") {
		t.Errorf("ballots for othello6: %v", err)
	}
	if ops, err := Openings(g, OpeningsStart); err != nil || len(ops) != 1 || ops[0].Pos != g.Start() {
		t.Errorf("start: %v, %v", ops, err)
	}
}

func TestAppendRecords(t *testing.T) {
	g := mustGame(t, "othello6")
	res, err := PlayGame(context.Background(), GameConfig{Start: g.Start(), Sides: [2]Mover{first("b"), first("w")}, Comments: true})
	if err != nil {
		t.Fatal(err)
	}
	text := FormatRecords(res.Record)
	for _, l := range strings.Split(text, "\n") {
		if len(l) > recordWidth {
			t.Errorf("line of %d characters: %q", len(l), l)
		}
	}
	if strings.Contains(text, "{") {
		t.Errorf("comments without analysis:\n%s", text)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "games.txt")
	const old = "kept as it is"
	if err := os.WriteFile(path, []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := AppendRecords(path, res.Record, res.Record); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if string(data) != old+"\n\n"+text+"\n"+text {
		t.Errorf("file:\n%s", data)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", st.Mode().Perm())
	}
}

func TestTimeControlDepth(t *testing.T) {
	for _, tc := range []struct {
		tc   TimeControl
		sim  bool
		ok   bool
		text string
	}{
		{TimeControl{Depth: 4}, false, true, "depth 4"},
		{TimeControl{Depth: 4}, true, true, "depth 4"},
		{TimeControl{PerMove: time.Second, Depth: 4}, false, true, "1s/move, depth 4"},
		{TimeControl{Units: 500, Depth: 4}, true, true, "500u/move, depth 4"},
		{TimeControl{Depth: -1}, false, false, ""},
		{TimeControl{Depth: 65}, false, false, ""},
		{TimeControl{Units: 500, Depth: 4}, false, false, ""},
		{TimeControl{Nodes: 3000}, false, true, "3000 nodes/move"},
		{TimeControl{Nodes: 3000, Depth: 4}, false, true, "3000 nodes/move, depth 4"},
		{TimeControl{Nodes: 3000}, true, false, ""},
		{TimeControl{Nodes: 3000, PerMove: time.Second}, false, false, ""},
		{TimeControl{Nodes: 3000, Base: time.Minute}, false, false, ""},
	} {
		err := tc.tc.Validate(tc.sim)
		if (err == nil) != tc.ok || (tc.ok && tc.tc.String() != tc.text) {
			t.Errorf("%+v sim %v: %v, %q", tc.tc, tc.sim, err, tc.tc.String())
		}
		if b := tc.tc.MoveBudget(time.Minute); tc.ok && (b.Depth != tc.tc.Depth || b.Nodes != tc.tc.Nodes) {
			t.Errorf("%+v: budget %+v", tc.tc, b)
		}
	}
}

// Shuffle orders any openings as it orders ballots.
func TestShuffleOpenings(t *testing.T) {
	ops, err := Openings(mustGame(t, "checkers"), OpeningsACF)
	if err != nil {
		t.Fatal(err)
	}
	idx := make([]int, len(ops))
	for i := range idx {
		idx[i] = i
	}
	got := Shuffle(idx, 7)
	for i, o := range Shuffle(ops, 7) {
		if o.Ballot != ops[got[i]].Ballot {
			t.Fatalf("position %d: ballot %d, want %d", i, o.Ballot, ops[got[i]].Ballot)
		}
	}
}

// A match of sequential engines at a node budget a move is a function of
// its configuration: played twice, the same games, move for move; and
// the budget reaches the engine (a smaller one plays other moves).
func TestMatchNodesReproducible(t *testing.T) {
	g := mustGame(t, "chess")
	book, err := Openings(g, OpeningsBook)
	if err != nil {
		t.Fatal(err)
	}
	play := func(nodes uint64) []string {
		cfg := Config{
			Game: g, A: Player{Name: "seq", P: 1}, B: Player{Name: "seq", P: 1}, Games: 2, Openings: book,
			HashMiB: 1, MaxPlies: 30, Time: TimeControl{Nodes: nodes}, Date: "2026.01.01",
		}
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		for _, r := range sum.Games {
			moves = append(moves, strings.Join(r.Record.Moves, " "))
		}
		return moves
	}
	first, again, less := play(3000), play(3000), play(300)
	if !slices.Equal(first, again) {
		t.Fatalf("the same match at 3,000 nodes a move played other games:\n%q\n%q", first, again)
	}
	if slices.Equal(first, less) {
		t.Fatalf("300 and 3,000 nodes a move played the same games: the budget is not used: %q", first)
	}
	// A parallel player has no exact node budget: refused.
	cfg := Config{Game: g, A: Player{Name: "pvsplit", P: 2}, B: Player{Name: "seq", P: 1}, Games: 2, HashMiB: 1, Time: TimeControl{Nodes: 3000}}
	if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "node budget") {
		t.Fatalf("a parallel player at a node budget: %v, want a refusal naming the node budget", err)
	}
}
