package match

import (
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/search/engine"
	"frontier/search/games"
)

func TestParsePlayer(t *testing.T) {
	tests := []struct {
		in   string
		want Player
	}{
		{"seq", Player{Name: "seq", P: 1}},
		{"seq:1", Player{Name: "seq", P: 1}},
		{"pvsplit:4", Player{Name: "pvsplit", P: 4}},
		{"pvfsplit-lb:2", Player{Name: "pvfsplit-lb", P: 2}},
		{" PVFSplit:16 ", Player{Name: "pvfsplit", P: 16}},
		{"pvsplit-lb", Player{Name: "pvsplit-lb", P: runtime.NumCPU()}},
		{"pvfsplit-lb:2,quorum=0.5", Player{Name: "pvfsplit-lb", P: 2, Params: []engine.Setting{{Name: "quorum", Value: "0.5"}}}},
	}
	for _, tt := range tests {
		got, err := ParsePlayer(tt.in)
		if err != nil || !got.Equal(tt.want) {
			t.Errorf("ParsePlayer(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
		if again, err := ParsePlayer(got.String()); err != nil || !again.Equal(got) {
			t.Errorf("%q: String %q does not read back: %+v, %v", tt.in, got.String(), again, err)
		}
	}
	for _, bad := range []string{"", "abc", "pvsplit:0", "pvsplit:x", "pvsplit:5000", "seq:2", ":3", "pvsplit:-1", "pvsplit,quorum=0.5"} {
		_, err := ParsePlayer(bad)
		if err == nil {
			t.Errorf("ParsePlayer(%q): no error", bad)
			continue
		}
		if bad == "abc" && !strings.Contains(err.Error(), "seq, pvsplit, pvfsplit, pvsplit-lb, pvfsplit-lb") {
			t.Errorf("unknown algorithm error does not list the known ones: %v", err)
		}
	}
}

func TestTimeControl(t *testing.T) {
	good := []struct {
		tc  TimeControl
		sim bool
	}{
		{TimeControl{PerMove: time.Second}, false},
		{TimeControl{Base: time.Minute, Increment: time.Second}, false},
		{TimeControl{Base: time.Minute}, false},
		{TimeControl{Units: 1000}, true},
	}
	for _, g := range good {
		if err := g.tc.Validate(g.sim); err != nil {
			t.Errorf("%+v sim %v: %v", g.tc, g.sim, err)
		}
	}
	bad := []struct {
		tc  TimeControl
		sim bool
	}{
		{TimeControl{}, false},
		{TimeControl{}, true},
		{TimeControl{Units: 1000}, false},
		{TimeControl{PerMove: time.Second}, true},
		{TimeControl{PerMove: time.Second, Base: time.Minute}, false},
		{TimeControl{Increment: time.Second}, false},
		{TimeControl{PerMove: -1}, false},
	}
	for _, b := range bad {
		if err := b.tc.Validate(b.sim); err == nil {
			t.Errorf("%+v sim %v: no error", b.tc, b.sim)
		}
	}
	// The clock's rule is search.ClockLimits (tested there); here, that
	// it is given the clock, the increment and the moves to go.
	tc := TimeControl{Base: 10 * time.Second, Increment: time.Second}
	// The share is 10 s / 30 + 1 s; four times it would pass half of
	// the 10 s, so the ceiling is 5 s and the target half of that.
	if b := tc.MoveBudget(10*time.Second + MoveOverhead); b.Time != 2500*time.Millisecond || b.MaxTime != 5*time.Second {
		t.Errorf("clock budget %v up to %v, want 2.5 s up to 5 s (a share of a thirtieth and the increment, the ceiling at half of what is left)", b.Time, b.MaxTime)
	}
	if b := tc.MoveBudget(time.Second + MoveOverhead); b.Time != 250*time.Millisecond || b.MaxTime != time.Second/2 {
		t.Errorf("short clock budget %v up to %v, want a quarter of what is left, up to a half", b.Time, b.MaxTime)
	}
	if b := tc.MoveBudget(MoveOverhead); b.MaxTime > MoveOverhead/8 {
		t.Errorf("clock at the overhead: budget %v up to %v, want at most half of a quarter of it", b.Time, b.MaxTime)
	}
	if b := (TimeControl{Base: time.Minute, MovesToGo: 10}).MoveBudget(10*time.Second + MoveOverhead); b.Time != 2*time.Second || b.MaxTime != 4*time.Second {
		t.Errorf("10 s for 10 moves: %v up to %v, want two tenths, up to four", b.Time, b.MaxTime)
	}
	if err := (TimeControl{Base: time.Minute, MovesToGo: -1}).Validate(false); err == nil {
		t.Error("negative moves to go accepted")
	}
	if b := (TimeControl{PerMove: time.Second}).MoveBudget(0); b.MaxTime != 0 {
		t.Errorf("a fixed time a move has no ceiling of its own: %+v", b)
	}
	if b := (TimeControl{Units: 7}).MoveBudget(0); b != (Budget{Units: 7}) {
		t.Errorf("sim budget %+v", b)
	}
}

// TestTimeControlTag: a game clock goes into the PDN TimeControl tag in
// seconds, "60+1", as PDN and PGN readers expect; not Go's "1m0s+1s".
func TestTimeControlTag(t *testing.T) {
	for _, tt := range []struct {
		tc   TimeControl
		want string
	}{
		{TimeControl{Base: time.Minute, Increment: time.Second}, "60+1"},
		{TimeControl{Base: 5 * time.Minute}, "300"},
		{TimeControl{Base: 90 * time.Second, Increment: 500 * time.Millisecond}, "90+0.5"},
		{TimeControl{Base: 90 * time.Minute, MovesToGo: 40}, "40/5400"},
		{TimeControl{Base: time.Minute, Increment: time.Second, Depth: 9}, "60+1"},
		{TimeControl{PerMove: 300 * time.Millisecond}, "300ms/move"},
		{TimeControl{Units: 2000}, "2000u/move"},
		{TimeControl{Depth: 7}, "depth 7"},
		{TimeControl{}, "-"},
	} {
		if got := tt.tc.Tag(); got != tt.want {
			t.Errorf("%+v: tag %q, want %q", tt.tc, got, tt.want)
		}
	}
}

func TestElo(t *testing.T) {
	near := func(got, want float64) bool { return math.Abs(got-want) < 0.5 }
	// 60%: D = -400 log10(1/0.6 - 1) = +70.4.
	e := Score{Wins: 6, Losses: 4}.Elo()
	if !near(e.Diff, 70.4) {
		t.Errorf("6-4: Elo %v, want +70", e.Diff)
	}
	// Per-game variance 0.24, SE sqrt(0.024) = 0.1549: the interval is
	// 0.6 ± 0.3036, from -150 to +389 Elo.
	if !near(e.Low, -150.2) || !near(e.High, 388.8) || !near(e.Margin, 269.5) {
		t.Errorf("6-4: interval %v..%v margin %v", e.Low, e.High, e.Margin)
	}
	// Draws narrow the interval: same score fraction, less spread.
	d := Score{Wins: 2, Draws: 8}.Elo()
	if !near(d.Diff, 70.4) || d.Margin >= e.Margin {
		t.Errorf("+2 =8: %+v, want +70 with a narrower margin than %v", d, e.Margin)
	}
	even := Score{Wins: 3, Draws: 4, Losses: 3}.Elo()
	if even.Diff != 0 || !near(even.High, -even.Low) {
		t.Errorf("even score: %+v", even)
	}
	all := Score{Wins: 5}.Elo()
	if !math.IsInf(all.Diff, 1) || !math.IsInf(all.High, 1) || !near(all.Low, eloOf(math.Pow(0.025, 0.2))) {
		t.Errorf("5-0: %+v", all)
	}
	if s := all.String(); !strings.HasPrefix(s, "+inf (95% above ") {
		t.Errorf("5-0 prints %q", s)
	}
	none := Score{Losses: 5}.Elo()
	if !math.IsInf(none.Diff, -1) || !math.IsInf(none.Low, -1) || !near(none.High, -all.Low) {
		t.Errorf("0-5: %+v", none)
	}
	if s := (Score{}).Elo().String(); s != "n/a" {
		t.Errorf("no games prints %q", s)
	}
	if s := e.String(); s != "+70 ± 270" {
		t.Errorf("6-4 prints %q", s)
	}
	if s := (Score{Wins: 1, Draws: 1}).Elo().String(); !strings.HasSuffix(s, "to +inf)") {
		t.Errorf("+1 =1 prints %q", s)
	}
	// Both ends infinite say nothing: too few games (it printed
	// "(95% -inf to +inf)", issue 24 bug 12).
	if s := (Score{Wins: 1, Losses: 1}).Elo().String(); strings.Contains(s, "inf") || !strings.Contains(s, "too few games") {
		t.Errorf("+1 -1 prints %q", s)
	}
}

func TestOpenings(t *testing.T) {
	ck := mustGame(t, "checkers")
	for set, n := range map[string]int{OpeningsACF: 156, OpeningsAll: 174, OpeningsStart: 1} {
		ops, err := Openings(ck, set)
		if err != nil || len(ops) != n {
			t.Fatalf("%s: %d openings, %v; want %d", set, len(ops), err, n)
		}
		for _, o := range ops {
			if set != OpeningsStart && (len(o.Moves) != 3 || o.Ballot == 0) {
				t.Fatalf("%s: %+v", set, o)
			}
		}
	}
	if _, err := Openings(ck, "most"); err == nil || !strings.Contains(err.Error(), "acf") {
		t.Errorf("unknown set: %v", err)
	}
	ops, _ := Openings(ck, OpeningsACF)
	a, b := Shuffle(ops, 7), Shuffle(ops, 7)
	seen := map[int]bool{}
	for i := range a {
		if a[i].Ballot != b[i].Ballot {
			t.Fatal("the same seed gives another order")
		}
		seen[a[i].Ballot] = true
	}
	if len(seen) != len(ops) || a[0].Ballot == ops[0].Ballot && a[1].Ballot == ops[1].Ballot {
		t.Errorf("shuffle is not a new permutation: %d distinct", len(seen))
	}
	if Shuffle(ops, 0)[5].Ballot != ops[5].Ballot {
		t.Error("seed 0 changed the order")
	}
}

// script returns a mover that plays the given moves in order, one per
// turn, and then resigns.
func script(name string, moves ...string) Mover {
	i := 0
	return FuncMover{Player: name, Func: func(ctx context.Context, t Turn) (Decision, error) {
		if i >= len(moves) {
			return Decision{Resign: true}, nil
		}
		m := moves[i]
		i++
		return Decision{Move: m}, nil
	}}
}

func mustFEN(t *testing.T, fen string) games.Position {
	t.Helper()
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return games.Checkers(p)
}

// checkersStart is the initial position of checkers.
var checkersStart = games.Checkers(checkers.Start())

// pdn returns the PDN of a game of checkers.
func pdn(t *testing.T, rec Record) checkers.Game {
	t.Helper()
	g, err := CheckersGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestPlayGameEnds(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name   string
		cfg    GameConfig
		reason string
		result checkers.Result
		plies  int
	}{
		{
			name: "no legal moves",
			cfg: GameConfig{Start: mustFEN(t, "B:W29:B18,25"),
				Sides: [2]Mover{script("b", "18-22"), script("w")}},
			reason: checkers.ReasonNoMoves, result: checkers.ResultOneZero, plies: 1,
		},
		{
			name: "threefold repetition",
			cfg: GameConfig{Start: mustFEN(t, "B:WK32:BK1"),
				Sides: [2]Mover{script("b", "1-6", "6-1", "1-6", "6-1"), script("w", "32-27", "27-32", "32-27", "27-32")}},
			reason: checkers.ReasonRepetition, result: checkers.ResultDraw, plies: 8,
		},
		{
			name: "move cap",
			cfg: GameConfig{Start: mustFEN(t, "B:WK32:BK1"), MaxPlies: 3,
				Sides: [2]Mover{script("b", "1-6", "6-10"), script("w", "32-27")}},
			reason: "move cap (3 plies)", result: checkers.ResultDraw, plies: 3,
		},
		{
			name:   "resignation",
			cfg:    GameConfig{Start: checkersStart, Sides: [2]Mover{script("b", "11-15"), script("w")}},
			reason: ReasonResignation, result: checkers.ResultOneZero, plies: 1,
		},
		{
			name: "opening decides",
			cfg: GameConfig{Start: mustFEN(t, "B:W29:B18,25"), Opening: []string{mustMove(t, "B:W29:B18,25", "18-22")},
				Sides: [2]Mover{script("b"), script("w")}},
			reason: checkers.ReasonNoMoves, result: checkers.ResultOneZero, plies: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := PlayGame(ctx, tt.cfg)
			if err != nil {
				t.Fatal(err)
			}
			g := pdn(t, res.Record)
			if res.Outcome.Reason != tt.reason || g.Result != tt.result || len(g.Moves) != tt.plies {
				t.Fatalf("%v, result %s after %d plies; want %q, %s after %d", res.Outcome, g.Result, len(g.Moves), tt.reason, tt.result, tt.plies)
			}
			if g.Tag("Result") != string(tt.result) || g.Black() != "b" || g.White() != "w" || g.Tag("Termination") != tt.reason {
				t.Errorf("tags %+v", g.Tags)
			}
			if _, hasFEN := g.LookupTag("FEN"); hasFEN != (tt.cfg.Start != checkersStart) {
				t.Errorf("FEN tag present %v for start %v", hasFEN, tt.cfg.Start)
			}
			text, err := checkers.FormatPDN(g)
			if err != nil {
				t.Fatal(err)
			}
			back, err := checkers.ParsePDN(text)
			if err != nil || len(back) != 1 || len(back[0].Moves) != tt.plies || back[0].Result != tt.result {
				t.Fatalf("PDN does not read back (%v):\n%s", err, text)
			}
		})
	}
}

func mustMove(t *testing.T, fen, text string) string {
	t.Helper()
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m.String()
}

func TestPlayGameErrors(t *testing.T) {
	ctx := context.Background()
	illegal := FuncMover{Player: "x", Func: func(ctx context.Context, t Turn) (Decision, error) {
		return Decision{Move: checkers.Move{From: 1, To: 32}.String()}, nil
	}}
	if _, err := PlayGame(ctx, GameConfig{Start: checkersStart, Sides: [2]Mover{illegal, illegal}}); err == nil || !strings.Contains(err.Error(), "not a legal move") {
		t.Errorf("illegal move: %v", err)
	}
	failing := FuncMover{Player: "f", Func: func(ctx context.Context, t Turn) (Decision, error) {
		return Decision{}, errors.New("broken")
	}}
	if _, err := PlayGame(ctx, GameConfig{Start: checkersStart, Sides: [2]Mover{failing, failing}}); err == nil || !strings.Contains(err.Error(), "broken") {
		t.Errorf("mover error: %v", err)
	}
	if _, err := PlayGame(ctx, GameConfig{Start: checkersStart, Sides: [2]Mover{failing}}); err == nil {
		t.Error("no White mover: no error")
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
	res, err := PlayGame(cctx, GameConfig{Start: checkersStart, Sides: [2]Mover{cancelling, cancelling}})
	if g := pdn(t, res.Record); !errors.Is(err, context.Canceled) || res.Outcome.Over || g.Result != checkers.ResultUnknown || len(g.Moves) != 2 {
		t.Errorf("cancelled game: %v, %v, %d moves", err, g.Result, len(g.Moves))
	}
}

func TestPlayGameClock(t *testing.T) {
	slow := FuncMover{Player: "slow", Func: func(ctx context.Context, t Turn) (Decision, error) {
		if t.Clock == nil || t.Budget.Time <= 0 {
			return Decision{}, errors.New("no clock in the turn")
		}
		if t.Ply >= 2 { // overrun the clock on the second move
			time.Sleep(t.Clock.Remaining[t.Side] + 10*time.Millisecond)
		}
		return Decision{Move: t.Position().Moves()[0]}, nil
	}}
	var events []MoveEvent
	res, err := PlayGame(context.Background(), GameConfig{
		Start: checkersStart, Sides: [2]Mover{slow, slow},
		Time:   TimeControl{Base: 50 * time.Millisecond, Increment: 5 * time.Millisecond},
		OnMove: func(ev MoveEvent) { events = append(events, ev) },
	})
	if err != nil {
		t.Fatal(err)
	}
	// Black's second move overruns its clock.
	if res.Outcome.Reason != ReasonTimeForfeit || res.Outcome.Winner != int(checkers.White) || len(res.Record.Moves) != 2 {
		t.Fatalf("%v after %d moves, want Black to lose on time at its second move", res.Outcome, len(res.Record.Moves))
	}
	if len(events) != 2 || events[0].Clock == nil || events[0].Clock.Remaining[checkers.Black] > 55*time.Millisecond || events[0].Clock.Remaining[checkers.White] != 50*time.Millisecond {
		t.Errorf("events %+v", events)
	}
}

func TestHuman(t *testing.T) {
	h := NewHuman("me")
	if err := h.PlayText("11-15"); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("move before the turn: %v", err)
	}
	done := make(chan GameResult)
	go func() {
		res, err := PlayGame(context.Background(), GameConfig{Start: checkersStart, Sides: [2]Mover{h, script("engine", "23-19")}})
		if err != nil {
			t.Error(err)
		}
		done <- res
	}()
	turn := <-h.Turns()
	if turn.Side != int(checkers.Black) || turn.Ply != 0 {
		t.Fatalf("first turn %+v", turn)
	}
	if err := h.PlayText("11-17"); err == nil {
		t.Error("a move that is not legal accepted")
	}
	if err := h.PlayText("23-19"); err == nil {
		t.Error("White's move accepted for Black")
	}
	if _, ok := h.Pending(); !ok {
		t.Fatal("the turn closed after a refused move")
	}
	if err := h.PlayText("11-15"); err != nil {
		t.Fatal(err)
	}
	turn = <-h.Turns()
	if turn.Ply != 2 || len(turn.Moves) != 2 || turn.Moves[1] != "23-19" {
		t.Fatalf("second turn %+v", turn)
	}
	if err := h.Resign(); err != nil {
		t.Fatal(err)
	}
	res := <-done
	if g := pdn(t, res.Record); res.Outcome.Winner != int(checkers.White) || res.Outcome.Reason != ReasonResignation || g.Result != checkers.ResultZeroOne {
		t.Errorf("after resigning: %v %s", res.Outcome, g.Result)
	}
	if _, ok := h.Pending(); ok {
		t.Error("a turn is still pending after the game")
	}
}

func TestHumanCancelled(t *testing.T) {
	h := NewHuman("me")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := PlayGame(ctx, GameConfig{Start: checkersStart, Sides: [2]Mover{h, h}})
		done <- err
	}()
	<-h.Turns()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if _, ok := h.Pending(); ok {
		t.Error("turn still pending")
	}
	if err := h.PlayText("11-15"); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("move after the game: %v", err)
	}
}

func TestAppendPDN(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.pdn")
	const old = "% kept as it is\n[Event \"old\"]\n[Result \"*\"]\n1. 11-15 *"
	if err := os.WriteFile(path, []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	res, err := PlayGame(context.Background(), GameConfig{Start: checkersStart, Sides: [2]Mover{script("b", "9-13"), script("w")}})
	if err != nil {
		t.Fatal(err)
	}
	game := pdn(t, res.Record)
	for i := 0; i < 2; i++ {
		if err := AppendPDN(path, game); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), old+"\n\n[") {
		t.Errorf("old text not kept:\n%s", data)
	}
	games, err := checkers.ParsePDN(string(data))
	if err != nil || len(games) != 3 || games[2].Black() != "b" {
		t.Fatalf("%d games, %v:\n%s", len(games), err, data)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
	if err := AppendPDN(filepath.Join(dir, "missing", "x.pdn"), game); err == nil {
		t.Error("no error for a missing directory")
	}
}

// simConfig is a small simulated match: two games of ballot 1 with tiny
// budgets and a short cap, so that it runs in a second under -race.
func simConfig(t *testing.T) Config {
	ck := mustGame(t, "checkers")
	ops, err := Openings(ck, OpeningsACF)
	if err != nil {
		t.Fatal(err)
	}
	return Config{
		Game: ck, A: Player{Name: "pvfsplit-lb", P: 4}, B: Player{Name: "seq", P: 1}, Sim: true,
		Games: 2, Openings: ops[:1], Time: TimeControl{Units: 800},
		HashMiB: 1, MaxPlies: 40, Comments: true, Date: "2026.01.01",
	}
}

func TestSimMatchDeterministic(t *testing.T) {
	dir := t.TempDir()
	run := func(name string) (Summary, string) {
		cfg := simConfig(t)
		cfg.Out = filepath.Join(dir, name)
		var reports []GameReport
		var moves int
		cfg.OnGame = func(r GameReport) { reports = append(reports, r) }
		cfg.OnMove = func(game int, ev MoveEvent) { moves++ }
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if len(reports) != 2 || moves != len(sum.Games[0].Record.Moves)+len(sum.Games[1].Record.Moves) {
			t.Errorf("%d reports, %d move events", len(reports), moves)
		}
		data, err := os.ReadFile(cfg.Out)
		if err != nil {
			t.Fatal(err)
		}
		return sum, string(data)
	}
	sum, a := run("a.pdn")
	_, b := run("b.pdn")
	if a != b {
		t.Fatalf("the same simulated match wrote different PDN:\n%s\n---\n%s", a, b)
	}
	games, err := checkers.ParsePDN(a)
	if err != nil || len(games) != 2 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	if games[0].Black() != "pvfsplit-lb:4" || games[1].Black() != "seq" || games[0].Tag("Ballot") != "1" || games[1].Tag("Round") != "2" {
		t.Errorf("tags: %+v / %+v", games[0].Tags, games[1].Tags)
	}
	if !strings.Contains(a, "depth") || !strings.HasPrefix(games[0].Moves[0].String(), "9-13") {
		t.Errorf("no analysis comments or not the ballot:\n%s", a)
	}
	if sum.Score.Games() != 2 || sum.Games[1].ASide != int(checkers.White) || sum.Games[1].Score != sum.Score {
		t.Errorf("summary %+v", sum.Score)
	}
	for _, r := range sum.Games {
		want := pdn(t, r.Record).Result
		switch {
		case r.AResult == 0.5 && want != checkers.ResultDraw,
			r.AResult == 1 && r.Outcome.Winner != r.ASide,
			r.AResult == 0 && (r.Outcome.Draw || r.Outcome.Winner == r.ASide):
			t.Errorf("game %d: A scored %v for %v (A %v)", r.Number, r.AResult, r.Outcome, r.ASide)
		}
	}
}

func TestMatchCancelLeavesNoGoroutines(t *testing.T) {
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	cfg := Config{
		Game: mustGame(t, "checkers"),
		A:    Player{Name: "pvfsplit-lb", P: 2}, B: Player{Name: "seq", P: 1},
		Games: 4, Time: TimeControl{PerMove: 300 * time.Millisecond}, HashMiB: 1,
		Out: filepath.Join(t.TempDir(), "x.pdn"),
	}
	// Cancel in the middle of the second engine move (a parallel
	// search when A has White, the sequential one otherwise).
	moves := 0
	var cancelled time.Time
	cfg.OnMove = func(game int, ev MoveEvent) {
		if moves++; moves == 4 { // three ballot moves, then one engine move
			time.AfterFunc(50*time.Millisecond, func() {
				cancelled = time.Now()
				cancel()
			})
		}
	}
	sum, err := Run(ctx, cfg)
	if !errors.Is(err, context.Canceled) || sum.Score.Games() != 0 {
		t.Fatalf("cancelled match: %v, %d games", err, sum.Score.Games())
	}
	if el := time.Since(cancelled); el > 500*time.Millisecond {
		t.Errorf("took %v to stop", el)
	}
	if _, err := os.Stat(cfg.Out); !os.IsNotExist(err) {
		t.Errorf("an unfinished game was saved: %v", err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Fatalf("%d goroutines before, %d after:\n%s", before, n, buf[:runtime.Stack(buf, true)])
	}
}

func TestRunErrors(t *testing.T) {
	good := simConfig(t)
	tests := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"no games", func(c *Config) { c.Games = 0 }, "at least one"},
		{"bad player", func(c *Config) { c.A = Player{Name: "fast", P: 1} }, "player A"},
		{"no searchers", func(c *Config) { c.B = Player{Name: "pvsplit", P: 0} }, "player B"},
		{"wall time in sim", func(c *Config) { c.Time = TimeControl{PerMove: time.Second} }, "virtual time"},
		{"no openings", func(c *Config) { c.Openings = []Opening{} }, "no openings"},
		{"bad hash", func(c *Config) { c.HashMiB = -1 }, "table"},
	}
	for _, tt := range tests {
		cfg := good
		tt.edit(&cfg)
		_, err := Run(context.Background(), cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error about %q", tt.name, err, tt.want)
		}
	}
}

func TestEngineMove(t *testing.T) {
	for _, p := range []Player{{Name: "seq", P: 1}, {Name: "pvsplit", P: 2}} {
		for _, sim := range []bool{false, true} {
			e, err := NewEngine(EngineConfig{Game: mustGame(t, "checkers"), Player: p, Sim: sim, HashMiB: 1})
			if err != nil {
				t.Fatal(err)
			}
			start := checkersStart
			turn := Turn{History: []games.Position{start}, Budget: Budget{Depth: 5}}
			d, err := e.Move(context.Background(), turn)
			if err != nil || d.Depth != 5 || !slices.Contains(start.Moves(), d.Move) || !d.Analysed {
				t.Errorf("%v sim %v: %+v, %v", p, sim, d, err)
			}
			if _, err := e.Move(context.Background(), Turn{History: []games.Position{start}}); err == nil {
				t.Errorf("%v: no error without a budget", p)
			}
			if _, err := e.Move(context.Background(), Turn{Budget: Budget{Depth: 3}}); err == nil {
				t.Errorf("%v: no error without a position", p)
			}
			e.Close()
			if _, err := e.Move(context.Background(), turn); err == nil {
				t.Errorf("%v: no error after Close", p)
			}
		}
	}
}
