package chess

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// samePGNGame reports how a and b differ, or "" (empty and nil maps are
// the same).
func samePGNGame(a, b *PGNGame) string {
	switch {
	case !reflect.DeepEqual(a.Tags, b.Tags):
		return fmt.Sprintf("tags %v, %v", a.Tags, b.Tags)
	case a.Start != b.Start:
		return fmt.Sprintf("start %s, %s", a.Start.FEN(), b.Start.FEN())
	case !reflect.DeepEqual(a.Moves, b.Moves) && len(a.Moves)+len(b.Moves) > 0:
		return fmt.Sprintf("moves %v, %v", a.Moves, b.Moves)
	case a.Result != b.Result:
		return fmt.Sprintf("result %q, %q", a.Result, b.Result)
	case len(a.Comments)+len(b.Comments) > 0 && !reflect.DeepEqual(a.Comments, b.Comments):
		return fmt.Sprintf("comments %v, %v", a.Comments, b.Comments)
	case len(a.NAGs)+len(b.NAGs) > 0 && !reflect.DeepEqual(a.NAGs, b.NAGs):
		return fmt.Sprintf("NAGs %v, %v", a.NAGs, b.NAGs)
	case len(a.Variations)+len(b.Variations) > 0 && !reflect.DeepEqual(a.Variations, b.Variations):
		return fmt.Sprintf("variations %+v, %+v", a.Variations, b.Variations)
	}
	return ""
}

func mustParsePGN(t *testing.T, text string) []PGNGame {
	t.Helper()
	games, err := ParsePGN(strings.NewReader(text))
	if err != nil {
		t.Fatalf("ParsePGN: %v", err)
	}
	return games
}

func writePGN(t *testing.T, g *PGNGame) string {
	t.Helper()
	var b bytes.Buffer
	if err := WritePGN(&b, g); err != nil {
		t.Fatalf("WritePGN: %v", err)
	}
	return b.String()
}

// sanLine plays moves written in SAN from p.
func sanLine(t *testing.T, p Position, sans ...string) []Move {
	t.Helper()
	var out []Move
	for _, s := range sans {
		m, err := p.ParseSAN(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		out = append(out, m)
		p = p.Play(m)
	}
	return out
}

// TestPGNRoundTrip writes a game built in code (Black to move in a set
// up position, comments before the first move and after moves, a
// comment with '}', annotations, extra tags, a long line) and reads it
// back as the same game, and checks what the text says.
func TestPGNRoundTrip(t *testing.T) {
	start, err := ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 2")
	if err != nil {
		t.Fatal(err)
	}
	sans := []string{"Nf6", "Bc4", "Bc5", "O-O", "O-O", "d3", "d6", "c3", "a6", "a4", "h6", "Re1", "Re8", "Nbd2", "Be6", "Bxe6", "Rxe6"}
	g := PGNGame{
		Tags:     []PGNTag{{"White", `Ann "the rook" O\Neil`}, {"Annotator", "Frontier"}, {"Event", "Test"}},
		Start:    start,
		Moves:    sanLine(t, start, sans...),
		Comments: map[int]string{0: "Two knights", 3: "a long comment that goes on and on so that the line has to wrap somewhere in the middle of it", 5: "closing } brace"},
		NAGs:     map[int][]int{1: {1}, 4: {14, 5}},
		Result:   "1/2-1/2",
	}
	text := writePGN(t, &g)
	for i, line := range strings.Split(text, "\n") {
		if len(line) > pgnLineWidth {
			t.Errorf("line %d has %d characters: %q", i+1, len(line), line)
		}
	}
	for _, want := range []string{
		"[Event \"Test\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Ann \\\"the rook\\\" O\\\\Neil\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"" + start.FEN() + "\"]\n[Annotator \"Frontier\"]\n\n",
		"{Two knights} 2... Nf6 $1 3. Bc4 Bc5",
		"4. O-O $14 $5 4... O-O",
		";closing } brace\n5. d3",
		"Rxe6 1/2-1/2\n\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("written game lacks %q:\n%s", want, text)
		}
	}
	back := mustParsePGN(t, text)
	if len(back) != 1 {
		t.Fatalf("read %d games from\n%s", len(back), text)
	}
	g.Tags = g.exportTags()
	if d := samePGNGame(&g, &back[0]); d != "" {
		t.Fatalf("read back differently: %s\n%s", d, text)
	}
}

// A real-looking file: a byte-order mark, CRLF, an escape line, two
// games, comments of both kinds, variations nested and with comments
// holding parentheses, suffixes, evaluation signs, move numbers glued
// and written "1...", a missing result terminator on the last game.
const pgnSample = "\uFEFF% exported by a program\r\n" +
	"[Event \"Casual game\"]\r\n[Site \"London\"]\r\n[Date \"1851.06.21\"]\r\n[Round \"-\"]\r\n" +
	"[White \"Anderssen, Adolf\"]\r\n[Black \"Kieseritzky, Lionel\"]\r\n[Result \"1-0\"]\r\n[ECO \"C33\"]\r\n\r\n" +
	"{The Immortal Game} 1.e4 e5 2.f4 exf4 3.Bc4 Qh4+ 4.Kf1 b5?! 5.Bxb5 Nf6 6.Nf3 Qh6 7.d3 Nh5 8.Nh4 Qg5\r\n" +
	"9.Nf5 c6 10.g4 Nf6 11.Rg1! cxb5 12.h4 Qg6 13.h5 Qg5 14.Qf3 Ng8 15.Bxf4 Qf6\r\n" +
	"(15...Qxg4 {a) the only try (not enough)} 16.Qxg4 (16.Rxg4? Nf6) 16...Nf6) ; a line comment\r\n" +
	"16.Nc3 Bc5 17.Nd5 Qxb2 18.Bd6!! Bxg1 $1 19. e5 Qxa1+ 20. Ke2 Na6 21.Nxg7+ Kd8 22.Qf6+ Nxf6\r\n" +
	"23.Be7# +- 1-0\r\n\r\n" +
	"[Event \"Second\"]\r\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\r\n\r\n" +
	"1. e4 Kd7 2. Kd2 Kd6 3. Kd3 3... Ke5 $14\r\n"

func TestParsePGNSample(t *testing.T) {
	games := mustParsePGN(t, pgnSample)
	if len(games) != 2 {
		t.Fatalf("%d games, want 2", len(games))
	}
	g := &games[0]
	if len(g.Moves) != 45 || g.Result != "1-0" {
		t.Fatalf("game 1: %d plies, result %q; want 45, 1-0", len(g.Moves), g.Result)
	}
	end := g.Position(len(g.Moves))
	if !end.InCheck() || end.HasMoves() {
		t.Errorf("game 1 does not end in checkmate: %s", end.FEN())
	}
	if g.Tag("White") != "Anderssen, Adolf" || g.Tag("ECO") != "C33" || g.Tag("Date") != "1851.06.21" {
		t.Errorf("game 1 tags %v", g.Tags)
	}
	names := []string{}
	for _, tg := range g.Tags {
		names = append(names, tg.Name)
	}
	if got := strings.Join(names, " "); got != "Event Site Date Round White Black Result ECO" {
		t.Errorf("game 1 tag order %q", got)
	}
	wantC := map[int]string{0: "The Immortal Game", 30: "a line comment"}
	if !reflect.DeepEqual(g.Comments, wantC) {
		t.Errorf("game 1 comments %v, want %v", g.Comments, wantC)
	}
	wantN := map[int][]int{8: {6}, 21: {1}, 35: {3}, 36: {1}, 45: {18}}
	if !reflect.DeepEqual(g.NAGs, wantN) {
		t.Errorf("game 1 NAGs %v, want %v", g.NAGs, wantN)
	}
	g2 := &games[1]
	if g2.Start.FEN() != "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" || len(g2.Moves) != 6 || g2.Result != "*" {
		t.Errorf("game 2: start %s, %d plies, result %q", g2.Start.FEN(), len(g2.Moves), g2.Result)
	}
	if g2.Tag("SetUp") != "1" || g2.Tags[7].Name != "SetUp" || g2.Tags[8].Name != "FEN" {
		t.Errorf("game 2 tags %v: SetUp and FEN should follow the roster", g2.Tags)
	}
	// Each reads back as itself.
	for i := range games {
		back := mustParsePGN(t, writePGN(t, &games[i]))
		if len(back) != 1 {
			t.Fatalf("game %d: read %d games back", i+1, len(back))
		}
		if d := samePGNGame(&games[i], &back[0]); d != "" {
			t.Errorf("game %d reads back differently: %s", i+1, d)
		}
	}
}

// TestPGNVariations: variations are kept, nested, with their opening
// comments, annotations and comments (issue 24: a game saved with its
// variations opens with them), and written back in parentheses with
// their moves numbered; one before the first move is skipped.
func TestPGNVariations(t *testing.T) {
	text := "[Event \"v\"]\n\n({skipped} 1. d4) 1. e4 e5 (1... c5 {Sicilian} $14 2. Nf3 (2. c3 d5) d6 (2... Nc6)) ({or} 1... e6) 2. Nf3 *\n"
	g := mustParsePGN(t, text)[0]
	want := map[int][]PGNVariation{1: {
		{Moves: []PGNVarMove{
			{SAN: "c5", NAGs: []int{14}, Comment: "Sicilian"},
			{SAN: "Nf3", Variations: []PGNVariation{{Moves: []PGNVarMove{{SAN: "c3"}, {SAN: "d5"}}}}},
			{SAN: "d6", Variations: []PGNVariation{{Moves: []PGNVarMove{{SAN: "Nc6"}}}}},
		}},
		{Intro: "or", Moves: []PGNVarMove{{SAN: "e6"}}},
	}}
	if !reflect.DeepEqual(g.Variations, want) {
		t.Fatalf("variations\n%+v\nwant\n%+v", g.Variations, want)
	}
	out := writePGN(t, &g)
	if !strings.Contains(strings.Join(strings.Fields(out), " "), "1. e4 e5 (1... c5 $14 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6 (2... Nc6)) ({or} 1... e6) 2. Nf3 *") {
		t.Errorf("written:\n%s", out)
	}
	back := mustParsePGN(t, out)[0]
	if d := samePGNGame(&g, &back); d != "" {
		t.Errorf("reads back differently: %s", d)
	}
}

func TestParsePGNErrors(t *testing.T) {
	for _, c := range []struct {
		text            string
		game, line, col int
		msg             string
	}{
		{"1. e4 e5 2. Ke3 *", 1, 1, 13, "move 2. Ke3"},
		{"[Event \"x\"]\n\n1. e4 e5 *\n\n[Event \"y\"]\n\n1. e4\n   e4 *", 2, 8, 4, "move 1... e4"},
		{"[Event \"x\n1. e4", 1, 1, 8, "string not closed"},
		{"1. e4 {unfinished", 1, 1, 7, "comment '{' not closed"},
		{"1. e4 (1. d4 d5 *", 1, 1, 7, "variation '(' not closed"},
		{"1. e4 ) e5 *", 1, 1, 7, "')' closes no variation"},
		{"[FEN \"8/8/8 w - -\"]\n*", 1, 1, 6, "tag FEN"},
		{"[Event x]", 1, 1, 8, "quoted string"},
		{"1. e4 $300 *", 1, 1, 7, "0 to 255"},
		{"1. e4 !!! *", 1, 1, 7, "not a move suffix"},
		{"1. e4 & *", 1, 1, 7, "unexpected character '&'"},
		{"1. e4 \"s\" *", 1, 1, 7, "unexpected"},
	} {
		_, err := ParsePGN(strings.NewReader(c.text))
		var pe *PGNError
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %v, want a *PGNError", c.text, err)
			continue
		}
		if pe.Game != c.game || pe.Line != c.line || pe.Col != c.col || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("%q: %v; want game %d, line %d, column %d, %q", c.text, err, c.game, c.line, c.col, c.msg)
		}
	}
}

func TestWritePGNRejects(t *testing.T) {
	var b bytes.Buffer
	p := New()
	bad := []PGNGame{
		{Start: p, Result: "2-0"},
		{Start: p, Moves: []Move{newMove(SquareAt(4, 1), SquareAt(4, 4), Normal)}},
		{Start: p, Tags: []PGNTag{{"Bad Name", "x"}}},
		{Start: p, Tags: []PGNTag{{"Event", "two\nlines"}}},
		{Start: p, NAGs: map[int][]int{0: {256}}},
	}
	for i, g := range bad {
		if err := WritePGN(&b, &g); err == nil {
			t.Errorf("case %d: WritePGN accepted %+v", i, g)
		}
	}
}

// FuzzParsePGN checks that ParsePGN never panics, that its errors are
// *PGNError, and that every game it accepts writes as text that reads
// back as the same game and writes the same again.
func FuzzParsePGN(f *testing.F) {
	f.Add(pgnSample)
	f.Add("[Event \"a\\\"b\"]\n1. e4 {x} $1 e5!? (1... c5 (1... e6)) 2. Nf3 1/2-1/2")
	f.Add("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n7... Kd7 ; note } here\n8. e4 *")
	f.Add("1.f3 e5 2.g4 Qh4# 0-1 {after} 1.d4 +=")
	f.Fuzz(func(t *testing.T, text string) {
		games, err := ParsePGN(strings.NewReader(text))
		if err != nil {
			var pe *PGNError
			if !errors.As(err, &pe) || pe.Msg == "" {
				t.Fatalf("error %T %v is not a *PGNError", err, err)
			}
			return
		}
		for i := range games {
			var b bytes.Buffer
			if err := WritePGN(&b, &games[i]); err != nil {
				t.Fatalf("game %d does not write: %v", i+1, err)
			}
			back, err := ParsePGN(strings.NewReader(b.String()))
			if err != nil || len(back) != 1 {
				t.Fatalf("game %d wrote\n%s\nwhich reads as %d games, %v", i+1, b.String(), len(back), err)
			}
			if d := samePGNGame(&games[i], &back[0]); d != "" {
				t.Fatalf("game %d wrote\n%s\nwhich reads back differently: %s", i+1, b.String(), d)
			}
			var again bytes.Buffer
			WritePGN(&again, &back[0])
			if again.String() != b.String() {
				t.Fatalf("game %d writes differently the second time:\n%s\n%s", i+1, b.String(), again.String())
			}
		}
	})
}

// TestPGNNoLineStartsWithBracket: comments holding "[%clk ...]" (as
// matches write them) wrap so that no movetext line starts with '[' or
// '%', which naive readers take for a tag or PGN's escape; the longest
// line stays within PGN's 255, and the comments read back unchanged.
func TestPGNNoLineStartsWithBracket(t *testing.T) {
	start, err := ParseFEN(StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	sans := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	var line []string
	for range 10 {
		line = append(line, sans...)
	}
	g := PGNGame{Start: start, Moves: sanLine(t, start, line...), Comments: map[int]string{}, Result: "*"}
	for i := range g.Moves {
		// Comments of every length from 11 to 17 words shift where the lines break.
		c := "score +30 depth 13" + strings.Repeat(" x", i%7) + " [%clk 0:00:07.5] %x"
		g.Comments[i+1] = c
	}
	text := writePGN(t, &g)
	body := text[strings.Index(text, "\n\n")+2:]
	long := 0
	for i, l := range strings.Split(body, "\n") {
		if l != "" && (l[0] == '[' || l[0] == '%') {
			t.Errorf("movetext line %d starts with %q: %q", i+1, l[0], l)
		}
		if len(l) > pgnLineMax {
			t.Errorf("movetext line %d has %d characters", i+1, len(l))
		}
		if len(l) > pgnLineWidth {
			long++
		}
	}
	if long == 0 {
		t.Errorf("no line needed to pass %d characters: the test does not reach the case", pgnLineWidth)
	}
	games, err := ParsePGN(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("read back: %d games, %v", len(games), err)
	}
	for i, c := range g.Comments {
		if games[0].Comments[i] != c {
			t.Errorf("comment %d read back as %q, want %q", i, games[0].Comments[i], c)
		}
	}
}
