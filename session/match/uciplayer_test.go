package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"frontier/board/chess"
	"frontier/search"
	"frontier/search/games"
)

// The test binary doubles as an outside UCI engine: run with
// FRONTIER_FAKE_UCI set, TestFakeUCIEngine speaks UCI on stdin and
// stdout and exits. Its behaviour is the variable's value:
//
//	first    plays the first legal move, after an info line
//	illegal  answers every go with a move that is not legal
//	die      exits when told to go
//	mute     never answers uci
//	slow     searches until stop, then plays the first legal move
//
// FRONTIER_FAKE_UCI_LOG, if set, is a file it appends every command to.
func TestFakeUCIEngine(t *testing.T) {
	mode := os.Getenv("FRONTIER_FAKE_UCI")
	if mode == "" {
		t.Skip("the fake engine of the UCIPlayer tests")
	}
	var log *os.File
	if name := os.Getenv("FRONTIER_FAKE_UCI_LOG"); name != "" {
		log, _ = os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	}
	out := bufio.NewWriter(os.Stdout)
	say := func(s string) { out.WriteString(s + "\n"); out.Flush() }
	var pos chess.Position
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := in.Text()
		if log != nil {
			fmt.Fprintln(log, line)
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			if mode != "mute" {
				say("id name fake\nuciok")
			}
		case "isready":
			say("readyok")
		case "position":
			p, err := fakePosition(f)
			if err != nil {
				say("info string " + err.Error())
				continue
			}
			pos = p
		case "go":
			switch mode {
			case "die":
				os.Exit(3)
			case "illegal":
				say("bestmove a1a1")
				continue
			case "slow":
				for in.Scan() && strings.TrimSpace(in.Text()) != "stop" {
				}
			}
			ms := pos.LegalMoves()
			if len(ms) == 0 {
				say("bestmove 0000")
				continue
			}
			say("info depth 3 seldepth 5 score cp 12 nodes 345 pv " + ms[0].String())
			say("bestmove " + ms[0].String())
		case "quit":
			os.Exit(0)
		}
	}
	os.Exit(0)
}

// fakePosition reads "position fen F moves ..." or "position startpos".
func fakePosition(f []string) (chess.Position, error) {
	fen := chess.StartFEN
	i := 2
	if f[1] == "fen" {
		end := len(f)
		for j, w := range f {
			if w == "moves" {
				end = j
				break
			}
		}
		fen, i = strings.Join(f[2:end], " "), end
	}
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return p, err
	}
	if i < len(f) && f[i] == "moves" {
		for _, mv := range f[i+1:] {
			m, err := p.ParseUCI(mv)
			if err != nil {
				return p, err
			}
			p = p.Play(m)
		}
	}
	return p, nil
}

// fakeUCI is the UCIConfig of the fake engine in the given mode.
func fakeUCI(t *testing.T, mode string) *UCIConfig {
	t.Helper()
	t.Setenv("FRONTIER_FAKE_UCI", mode)
	return &UCIConfig{Command: os.Args[0], Args: []string{"-test.run=^TestFakeUCIEngine$"}, Name: "fake-" + mode,
		Options: []Tag{{Name: "Move Overhead", Value: "100"}}}
}

// A match against an outside engine on a clock: it is told the game
// from its start and both clocks, its moves are checked and recorded
// with its depth and score, and the record replays.
func TestUCIPlayerMatch(t *testing.T) {
	g := mustGame(t, "chess")
	logFile := filepath.Join(t.TempDir(), "uci.log")
	t.Setenv("FRONTIER_FAKE_UCI_LOG", logFile)
	cfg := Config{
		Game: g, A: Player{Name: "seq", P: 1}, Games: 2, HashMiB: 1, MaxPlies: 40,
		Time:     TimeControl{Base: 20 * time.Second, Increment: 250 * time.Millisecond, Depth: 1},
		Comments: true, Date: "2026.01.01",
	}
	cfg.UCI[1] = fakeUCI(t, "first")
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Score.Games() != 2 {
		t.Fatalf("%d games scored", sum.Score.Games())
	}
	for _, r := range sum.Games {
		p := r.Record.Start
		for i, mv := range r.Record.Moves {
			next, err := p.Play(mv)
			if err != nil {
				t.Fatalf("game %d, move %d %q: %v", r.Number, i+1, mv, err)
			}
			// The outside engine's moves carry its info line.
			if (p.Side() == r.ASide) == false && i < len(r.Record.Comments) && r.Record.Comments[i] != "score +12 depth 3" {
				t.Errorf("game %d, move %d of the outside engine: comment %q", r.Number, i+1, r.Record.Comments[i])
			}
			p = next
		}
		if r.Players[1-r.ASide] != "fake-first" {
			t.Errorf("game %d: players %v", r.Number, r.Players)
		}
	}
	data, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	log := string(data)
	for _, want := range []string{"setoption name Move Overhead value 100", "ucinewgame", "position fen ", " moves ", "winc 250 binc 250", "quit"} {
		if !strings.Contains(log, want) {
			t.Errorf("the engine was never told %q:\n%s", want, log)
		}
	}
	// Every go tells both clocks, each at most the base plus the
	// increments, and a depth cap.
	for _, line := range strings.Split(log, "\n") {
		if !strings.HasPrefix(line, "go") {
			continue
		}
		var w, b, wi, bi, d int
		if n, err := fmt.Sscanf(line, "go wtime %d btime %d winc %d binc %d depth %d", &w, &b, &wi, &bi, &d); n != 5 || err != nil {
			t.Fatalf("go line %q: %v", line, err)
		}
		if w <= 0 || b <= 0 || w > 20000+40*250 || b > 20000+40*250 || d != 1 {
			t.Errorf("go line %q", line)
		}
	}
}

// An engine that answers wrongly, ends or says nothing is an error that
// names it and what went wrong.
func TestUCIPlayerErrors(t *testing.T) {
	old := uciHandshake
	uciHandshake = 2 * time.Second
	defer func() { uciHandshake = old }()
	g := mustGame(t, "chess")
	for _, tc := range []struct{ mode, want string }{
		{"illegal", "bestmove a1a1"},
		{"die", "ended during"},
		{"mute", "no uciok"},
	} {
		cfg := Config{Game: g, A: Player{Name: "seq", P: 1}, Games: 1, HashMiB: 1, Time: TimeControl{Depth: 1}}
		cfg.UCI[1] = fakeUCI(t, tc.mode)
		_, err := Run(context.Background(), cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "fake-"+tc.mode) {
			t.Errorf("%s: error %v, want it to name the engine and say %q", tc.mode, err, tc.want)
		}
	}
	// Outside engines play chess, on the real executor.
	cfg := Config{Game: mustGame(t, "othello6"), A: Player{Name: "seq", P: 1}, Games: 1, Time: TimeControl{Depth: 1}}
	cfg.UCI[1] = &UCIConfig{Command: "x"}
	if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "plays chess") {
		t.Errorf("othello6 against an outside engine: %v", err)
	}
}

// Analyse searches one position from a new game at a node budget and
// reports the engine's score for the side to move and its legal move.
func TestUCIPlayerAnalyse(t *testing.T) {
	logFile := filepath.Join(t.TempDir(), "uci.log")
	t.Setenv("FRONTIER_FAKE_UCI_LOG", logFile)
	u, err := StartUCI(*fakeUCI(t, "first"))
	if err != nil {
		t.Fatal(err)
	}
	defer u.Close()
	const fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 5 4"
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	d, err := u.Analyse(context.Background(), p, 500)
	if err != nil {
		t.Fatal(err)
	}
	if want := p.SAN(p.LegalMoves()[0]); d.Score != 12 || d.Move != want || d.Depth != 3 || d.Nodes != 345 {
		t.Errorf("analysis %+v, want score 12, depth 3, 345 nodes and %s", d, want)
	}
	if _, err := u.Analyse(context.Background(), p, 0); err == nil {
		t.Error("an analysis of 0 nodes was sent")
	}
	u.Close()
	b, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	if log := string(b); !strings.Contains(log, "ucinewgame\nisready\nposition fen "+fen+"\ngo nodes 500\n") {
		t.Errorf("the engine was told:\n%s", log)
	}
	if _, err := u.Analyse(context.Background(), p, 500); err == nil {
		t.Error("an analysis after Close")
	}
}

// A move cancelled mid-search stops the engine and returns at once; the
// engine is ready for the next.
func TestUCIPlayerStop(t *testing.T) {
	u, err := StartUCI(*fakeUCI(t, "slow"))
	if err != nil {
		t.Fatal(err)
	}
	defer u.Close()
	start := mustGame(t, "chess").Start()
	turn := Turn{History: []games.Position{start}, Budget: Budget{Time: time.Hour}}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	began := time.Now()
	if _, err := u.Move(ctx, turn); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("cancelled move: %v", err)
	}
	if time.Since(began) > 5*time.Second {
		t.Errorf("the cancelled move took %v", time.Since(began))
	}
	if err := u.NewGame(); err != nil {
		t.Fatalf("after a stop: %v", err)
	}
}

func TestParseUCIPlayer(t *testing.T) {
	c, err := ParseUCIPlayer("uci:/usr/games/stockfish,UCI_LimitStrength=true,UCI_Elo=2000,Move Overhead=100")
	if err != nil || c.Command != "/usr/games/stockfish" || len(c.Options) != 3 || c.Options[2] != (Tag{"Move Overhead", "100"}) ||
		c.Name != "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=2000,Move Overhead=100" {
		t.Errorf("got %+v, %v", c, err)
	}
	if c, err := ParseUCIPlayer("uci: ./frontier  uci ,Threads=2"); err != nil || c.Command != "./frontier" || len(c.Args) != 1 || c.Args[0] != "uci" || c.Name != "uci:frontier uci,Threads=2" {
		t.Errorf("with arguments: %+v, %v", c, err)
	}
	if c, err := ParseUCIPlayer("uci:sf,name=SF 2000,UCI_Elo=2000"); err != nil || c.Name != "SF 2000" || len(c.Options) != 1 {
		t.Errorf("name=: %+v, %v", c, err)
	}
	for _, bad := range []string{"stockfish", "uci:", "uci:sf,Elo"} {
		if _, err := ParseUCIPlayer(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A mate in n is a win in 2n-1 plies, a mate against in n a loss in 2n.
func TestReadUCIInfo(t *testing.T) {
	for _, tc := range []struct {
		line   string
		score  int
		depth  int
		scored bool
	}{
		{"info depth 12 seldepth 20 score cp -35 nodes 100 pv e2e4 depth 99", -35, 12, true},
		{"info depth 9 score mate 2 pv a1a8", search.Win - 3, 9, true},
		{"info depth 9 score mate -3", -(search.Win - 6), 9, true},
		{"info depth 12 seldepth 16 multipv 1 score cp 45 upperbound nodes 20017 pv f3g5", 0, 12, false},
		{"info depth 13 score cp -7 lowerbound nodes 9", 0, 13, false},
	} {
		var d Decision
		scored := readUCIInfo(strings.Fields(tc.line), &d)
		if d.Score != tc.score || d.Depth != tc.depth || !d.Analysed || scored != tc.scored {
			t.Errorf("%q: score %d depth %d scored %v, want %d, %d and %v", tc.line, d.Score, d.Depth, scored, tc.score, tc.depth, tc.scored)
		}
	}
}

// The go command says the budget: a node budget as "nodes", with a depth
// cap after it; a time a move as "movetime".
func TestUCIGoBudget(t *testing.T) {
	for _, c := range []struct {
		b    Budget
		want string
	}{
		{Budget{Nodes: 20000}, "go nodes 20000"},
		{Budget{Nodes: 500, Depth: 3}, "go nodes 500 depth 3"},
		{Budget{Time: 1500 * time.Millisecond}, "go movetime 1500"},
		{Budget{Depth: 4}, "go depth 4"},
	} {
		if got := uciGo(Turn{Budget: c.b}, true); got != c.want {
			t.Errorf("budget %+v: %q, want %q", c.b, got, c.want)
		}
	}
}
