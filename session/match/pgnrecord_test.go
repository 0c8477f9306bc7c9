package match

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"frontier/board/chess"
)

func readPGNFile(t *testing.T, path string) []chess.PGNGame {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := chess.ParsePGN(f)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// A chess match writes its games to Out in PGN, from the book's
// positions: read back with ParsePGN, every game has the tags a PGN
// reader expects, starts from its opening (SetUp, FEN), holds the
// record's moves and result, and says how it ended.
func TestChessMatchWritesPGN(t *testing.T) {
	g := mustGame(t, "chess")
	book, err := Openings(g, OpeningsBook)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "games.pgn")
	seq := Player{Name: "seq", P: 1}
	sum, err := Run(context.Background(), Config{
		Game: g, A: seq, B: seq, Games: 2, Openings: book[:1], Time: TimeControl{Depth: 2},
		HashMiB: 1, MaxPlies: 12, Comments: true, Event: "pgn test", Date: "2026.11.23", Out: out,
	})
	if err != nil {
		t.Fatal(err)
	}
	games := readPGNFile(t, out)
	if len(games) != 2 {
		t.Fatalf("%d games in the file, want 2", len(games))
	}
	for i, pg := range games {
		rep := sum.Games[i]
		want := map[string]string{
			"Event": "pgn test", "Site": "?", "Date": "2026.11.23", "Round": strconv.Itoa(i + 1),
			"White": rep.Players[0], "Black": rep.Players[1], "Result": rep.Record.Result,
			"SetUp": "1", "FEN": book[0].Pos.String(), "TimeControl": "-", "FrontierTimeControl": "depth 2",
			"PlyCount": "12", "Termination": "adjudication",
		}
		for name, v := range want {
			if got := pg.Tag(name); got != v {
				t.Errorf("game %d: tag %s %q, want %q", i+1, name, got, v)
			}
		}
		if !strings.HasPrefix(pg.Tag("Opening"), book[0].ID+" (1.") {
			t.Errorf("game %d: Opening tag %q", i+1, pg.Tag("Opening"))
		}
		if pg.Result != rep.Record.Result || len(pg.Moves) != len(rep.Record.Moves) {
			t.Fatalf("game %d: %s in %d plies, the record %s in %d", i+1, pg.Result, len(pg.Moves), rep.Record.Result, len(rep.Record.Moves))
		}
		p := pg.Start
		for j, m := range pg.Moves {
			if san := p.SAN(m); san != rep.Record.Moves[j] {
				t.Errorf("game %d, ply %d: %s in the PGN, %s in the record", i+1, j+1, san, rep.Record.Moves[j])
			}
			p = p.Play(m)
		}
		last := pg.Comments[len(pg.Moves)]
		if !strings.HasSuffix(last, "move cap (12 plies)") || !strings.Contains(pg.Comments[1], "depth 2") {
			t.Errorf("game %d: comments %v", i+1, pg.Comments)
		}
	}
	text, _ := os.ReadFile(out)
	if strings.Count(string(text), "\n\n[Event") != 1 || strings.Contains(string(text), "\n\n\n") {
		t.Errorf("games are not separated by one blank line:\n%s", text)
	}
}

// ChessPGN names the end of a game from its last position and its
// record, and writes a clock in PGN's form.
func TestChessPGNEnds(t *testing.T) {
	g := mustGame(t, "chess")
	start := mustPosition(t, g, chess.StartFEN)
	for _, c := range []struct {
		moves                []string
		result, reason       string
		tc                   TimeControl
		term, comment, tcTag string
	}{
		{[]string{"f3", "e5", "g4", "Qh4#"}, "0-1", ReasonGameOver, TimeControl{Base: time.Minute, Increment: time.Second},
			"normal", "checkmate", "60+1"},
		{[]string{"e4"}, "*", "", TimeControl{Base: 90 * time.Minute, MovesToGo: 40}, "unterminated", "", "40/5400"},
		{[]string{"e4", "e5"}, "1-0", ReasonTimeForfeit, TimeControl{Base: 2 * time.Second}, "time forfeit", "time forfeit", "2"},
		{[]string{"d4"}, "0-1", ReasonResignation, TimeControl{PerMove: time.Second}, "normal", "resignation", "-"},
	} {
		rec := Record{Start: start, Moves: c.moves, Result: c.result}
		rec.SetTag("White", "a")
		rec.SetTag("Black", "b")
		if c.reason != "" {
			rec.SetTag("Termination", c.reason)
		}
		text, err := ChessPGN(rec, c.tc)
		if err != nil {
			t.Fatal(err)
		}
		games, err := chess.ParsePGN(strings.NewReader(text))
		if err != nil || len(games) != 1 {
			t.Fatalf("%v: %v\n%s", c.moves, err, text)
		}
		pg := games[0]
		if pg.Tag("Termination") != c.term || pg.Comments[len(c.moves)] != c.comment || pg.Tag("TimeControl") != c.tcTag || pg.Result != c.result || pg.Tag("SetUp") != "" {
			t.Errorf("%v: Termination %q, last comment %q, TimeControl %q, result %q; want %q, %q, %q, %q:\n%s",
				c.moves, pg.Tag("Termination"), pg.Comments[len(c.moves)], pg.Tag("TimeControl"), pg.Result, c.term, c.comment, c.tcTag, c.result, text)
		}
	}
	if _, err := ChessPGN(Record{Start: start, Moves: []string{"e5"}}, TimeControl{}); err == nil {
		t.Error("ChessPGN accepted an illegal move")
	}
}

func TestOpeningsBook(t *testing.T) {
	book, err := Openings(mustGame(t, "chess"), OpeningsBook)
	if err != nil || len(book) < 20 {
		t.Fatalf("chess book: %d positions, %v", len(book), err)
	}
	if _, err := Openings(mustGame(t, "othello6"), OpeningsBook); err == nil || !strings.Contains(err.Error(), "no match book") {
		t.Errorf("othello6 book: %v", err)
	}
	if _, err := Openings(mustGame(t, "chess"), "nosuch"); err == nil || !strings.Contains(err.Error(), "book") {
		t.Errorf("chess, unknown set: %v, want the known sets, book among them", err)
	}
}

// A chess game that its rules ended says how: checkmate, stalemate, the
// fifty-move rule or insufficient material, not "game over"; other games
// and other ends keep their reason.
func TestEndReason(t *testing.T) {
	g := mustGame(t, "chess")
	for _, tc := range []struct {
		fen    string
		moves  []string
		reason string
		want   string
	}{
		{"", []string{"f3", "e5", "g4", "Qh4#"}, ReasonGameOver, "checkmate"},
		{"7k/4Q3/6K1/8/8/8/8/8 w - - 0 1", []string{"Qf7"}, ReasonGameOver, "stalemate"},
		{"7k/8/6K1/8/8/8/8/1n6 w - - 0 1", []string{"Kf6"}, ReasonGameOver, "insufficient material"},
		{"7k/8/6K1/8/8/8/8/R7 w - - 99 80", []string{"Ra2"}, ReasonGameOver, "fifty-move rule"},
		{"", []string{"e4"}, ReasonRepetition, ReasonRepetition},
	} {
		start := g.Start()
		if tc.fen != "" {
			start = mustPosition(t, g, tc.fen)
		}
		r := GameReport{Outcome: Outcome{Over: true, Reason: tc.reason}, Record: Record{Start: start, Moves: tc.moves, Result: "1/2-1/2"}}
		r.Record.SetTag("Termination", tc.reason)
		if got := r.EndReason(); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.fen, tc.moves, got, tc.want)
		}
	}
	o := mustGame(t, "othello6")
	r := GameReport{Outcome: Outcome{Over: true, Reason: ReasonGameOver}, Record: Record{Start: o.Start()}}
	if got := r.EndReason(); got != ReasonGameOver {
		t.Errorf("othello6: %q", got)
	}
}

// A chess game on a clock writes each move's clock as PGN's [%clk]
// after its comment; opening moves and games without a clock have none.
func TestPGNClock(t *testing.T) {
	g := mustGame(t, "chess")
	first := FuncMover{Player: "first", Func: func(ctx context.Context, t Turn) (Decision, error) {
		return Decision{Move: t.Position().Moves()[0], Analysed: true, Depth: 1}, nil
	}}
	tc := TimeControl{Base: time.Minute, Increment: time.Second}
	res, err := PlayGame(context.Background(), GameConfig{Start: g.Start(), Opening: []string{"e4"}, Sides: [2]Mover{first, first},
		Time: tc, MaxPlies: 7, Comments: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Record.Clocks) != 7 || res.Record.Clocks[0] != -1 {
		t.Fatalf("clocks %v", res.Record.Clocks)
	}
	text, err := ChessPGN(res.Record, tc)
	if err != nil {
		t.Fatal(err)
	}
	// Instant moves: each clock is the base plus the increments so far.
	text = strings.Join(strings.Fields(text), " ")
	clk := regexp.MustCompile(`\{score \+0 depth 1 \[%clk 0:01:0[0-4]\.\d\]`)
	if n := len(clk.FindAllString(text, -1)); n != 6 || strings.Contains(text, "e4 {") {
		t.Errorf("%d moves with their clock, want 6:\n%s", n, text)
	}
	for _, c := range []struct {
		d    time.Duration
		want string
	}{{0, "[%clk 0:00:00.0]"}, {61*time.Minute + 5*time.Second + 460*time.Millisecond, "[%clk 1:01:05.5]"}} {
		if got := pgnClock(c.d); got != c.want {
			t.Errorf("pgnClock(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	res, err = PlayGame(context.Background(), GameConfig{Start: g.Start(), Sides: [2]Mover{first, first}, Time: TimeControl{Depth: 1}, MaxPlies: 4, Comments: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Record.Clocks != nil {
		t.Errorf("clocks without a clock: %v", res.Record.Clocks)
	}
}
