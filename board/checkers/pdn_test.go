package checkers

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// mustParse parses text that the test expects to be valid.
func mustParse(t *testing.T, text string) []Game {
	t.Helper()
	games, err := ParsePDN(text)
	if err != nil {
		t.Fatalf("ParsePDN: %v", err)
	}
	return games
}

// moveStrings lists the full routes of moves for comparisons.
func moveStrings(ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// roundTrip writes games and reads them back, failing unless the result
// equals the input.
func roundTrip(t *testing.T, games []Game) string {
	t.Helper()
	text, err := FormatPDN(games...)
	if err != nil {
		t.Fatalf("FormatPDN: %v", err)
	}
	again, err := ParsePDN(text)
	if err != nil {
		t.Fatalf("re-reading written PDN: %v\n%s", err, text)
	}
	if len(games) == 0 && len(again) == 0 {
		return text
	}
	if !reflect.DeepEqual(games, again) {
		t.Fatalf("round trip changed the games\nwritten:\n%s\nfirst: %#v\nagain: %#v", text, games, again)
	}
	return text
}

func TestParsePDNTagsAndMoves(t *testing.T) {
	games := mustParse(t, `[Event "Test \"quoted\" \\ match"]
[Black "A"]
[White "B"]
[Date "1992.08.17"]
[Result "1-0"]
1. 11-15 23-19 2. 8-11 22-17 1-0
`)
	if len(games) != 1 {
		t.Fatalf("got %d games, want 1", len(games))
	}
	g := games[0]
	wantTags := []Tag{{"Event", `Test "quoted" \ match`}, {"Black", "A"}, {"White", "B"}, {"Date", "1992.08.17"}, {"Result", "1-0"}}
	if !reflect.DeepEqual(g.Tags, wantTags) {
		t.Errorf("tags = %v, want %v", g.Tags, wantTags)
	}
	if g.Event() != `Test "quoted" \ match` || g.Black() != "A" || g.White() != "B" || g.Date() != "1992.08.17" || g.ResultTag() != "1-0" || g.FEN() != "" {
		t.Errorf("tag helpers disagree with tags %v", g.Tags)
	}
	if got := moveStrings(g.Moves); !reflect.DeepEqual(got, []string{"11-15", "23-19", "8-11", "22-17"}) {
		t.Errorf("moves = %v", got)
	}
	if g.Start != Start() || g.Result != ResultOneZero {
		t.Errorf("start %s result %q", g.Start.FEN(), g.Result)
	}
	roundTrip(t, games)
}

func TestParsePDNMoveForms(t *testing.T) {
	// Move numbers glued to moves, "N..." numbers, annotation glyphs,
	// short and full captures and a step written with 'x'.
	games := mustParse(t, "1.10-15 1... 23-18 2. 6-10! 18-14?! 3. 9x18 $1 24-19 4. 15x24 22x15x6 5. 1x10 28x19 6. 11x15 *")
	want := []string{"10-15", "23-18", "6-10", "18-14", "9x18", "24-19", "15x24", "22x15x6", "1x10", "28x19", "11-15"}
	if got := moveStrings(games[0].Moves); !reflect.DeepEqual(got, want) {
		t.Errorf("moves = %v, want %v", got, want)
	}
	roundTrip(t, games)
}

func TestParsePDNComments(t *testing.T) {
	games := mustParse(t, `[Event "c"]
{before   the
first move} 1. 11-15 {Old Fourteenth?} {second} 23-19 ; to the end of the line
2. 8-11 *`)
	g := games[0]
	if !reflect.DeepEqual(g.Intro, []string{"before the first move"}) {
		t.Errorf("intro = %q", g.Intro)
	}
	want := []Note{{Ply: 0, Comments: []string{"Old Fourteenth?", "second"}}, {Ply: 1, Comments: []string{"to the end of the line"}}}
	if !reflect.DeepEqual(g.Notes, want) {
		t.Errorf("notes = %#v, want %#v", g.Notes, want)
	}
	if n := g.NoteAfter(1); n == nil || n.Comments[0] != "to the end of the line" {
		t.Errorf("NoteAfter(1) = %v", n)
	}
	if g.NoteAfter(2) != nil {
		t.Errorf("NoteAfter(2) should be nil")
	}
	roundTrip(t, games)
}

func TestParsePDNVariations(t *testing.T) {
	text := `1. 11-15 23-19 (22-18 {the Single Corner} 15x22 (12-16 24-20) 25x18) 2. 8-11 (9-14 {a) in a comment} 22-17) 22-17 *`
	games := mustParse(t, text)
	g := games[0]
	if got := moveStrings(g.Moves); !reflect.DeepEqual(got, []string{"11-15", "23-19", "8-11", "22-17"}) {
		t.Fatalf("main line = %v: variation text leaked", got)
	}
	n := g.NoteAfter(1)
	if n == nil || len(n.Variations) != 1 {
		t.Fatalf("note after 23-19 = %#v", n)
	}
	v := n.Variations[0]
	if len(v.Moves) != 3 || v.Moves[0].Text != "22-18" || v.Moves[0].Comments[0] != "the Single Corner" {
		t.Fatalf("variation = %#v", v)
	}
	nested := v.Moves[1].Variations
	if len(nested) != 1 || nested[0].Moves[0].Text != "12-16" || nested[0].Moves[1].Text != "24-20" {
		t.Fatalf("nested variation = %#v", nested)
	}
	// The variation replaces 23-19, so it plays from the position after 11-15.
	ms, err := v.Play(g.Positions()[1])
	if err != nil || len(ms) != 3 || ms[1].String() != "15x22" {
		t.Errorf("Play = %v, %v", ms, err)
	}
	if c := g.NoteAfter(2).Variations[0].Moves[0].Comments[0]; c != "a) in a comment" {
		t.Errorf("comment in variation = %q", c)
	}
	if _, err := g.NoteAfter(2).Variations[0].Play(g.Positions()[3]); err == nil {
		t.Errorf("9-14 replaces Black's move but was played for White: want an error")
	}
	out := roundTrip(t, games)
	if !strings.Contains(out, "(2. 9-14") || !strings.Contains(out, "(1... 22-18") {
		t.Errorf("variations should carry move numbers:\n%s", out)
	}
}

func TestParsePDNResults(t *testing.T) {
	cases := []struct {
		text string
		want Result
	}{
		{"1. 11-15 1-0", ResultOneZero},
		{"1. 11-15 0-1", ResultZeroOne},
		{"1. 11-15 1/2-1/2", ResultDraw},
		{"1. 11-15 *", ResultUnknown},
		{"1. 11-15 2-0", ResultOneZero},
		{"1. 11-15 1-1", ResultDraw},
		{"[Result \"0-1\"]\n1. 11-15", ResultZeroOne},
		{"[Result \"?\"]\n1. 11-15", ResultUnknown},
		{"1. 11-15", ResultUnknown},
	}
	for _, c := range cases {
		g := mustParse(t, c.text)
		if len(g) != 1 || g[0].Result != c.want {
			t.Errorf("%q: result %q, want %q", c.text, g[0].Result, c.want)
		}
		roundTrip(t, g)
	}
}

func TestParsePDNMultipleGames(t *testing.T) {
	text := "[Event \"a\"]\n1. 11-15 *\n\n[Event \"b\"]\n1. 9-13 1-0\n[Event \"c\"]\n1. 10-14\n[Event \"d\"]\n% an escaped line\n1. 12-16 *\n"
	games := mustParse(t, text)
	var events []string
	for _, g := range games {
		events = append(events, g.Event()+":"+g.Moves[0].String())
	}
	want := []string{"a:11-15", "b:9-13", "c:10-14", "d:12-16"}
	if !reflect.DeepEqual(events, want) {
		t.Errorf("games = %v, want %v", events, want)
	}
	roundTrip(t, games)
	if g := mustParse(t, " \n\t"); len(g) != 0 {
		t.Errorf("blank input gave %d games", len(g))
	}
}

func TestParsePDNSetUp(t *testing.T) {
	games := mustParse(t, `[SetUp "1"]
[FEN "W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"]
1... 18-14 2. 16-19 *`)
	g := games[0]
	if g.Start.SideToMove() != White || g.Start.Pieces() != 12 {
		t.Fatalf("start = %s", g.Start.FEN())
	}
	out := roundTrip(t, games)
	if !strings.Contains(out, "1... 18-14 2. ") {
		t.Errorf("a game starting with White should number 1... then 2.:\n%s", out)
	}
	// A set-up Start with no tag gets SetUp and FEN tags when written.
	p := g.Start
	text, err := FormatPDN(Game{Start: p, Moves: g.Moves[:1]})
	if err != nil || !strings.Contains(text, `[FEN "`+p.FEN()+`"]`) || !strings.Contains(text, `[SetUp "1"]`) {
		t.Errorf("written = %q, %v", text, err)
	}
}

func TestWritePDNAmbiguousCaptures(t *testing.T) {
	// A black king on 11 has two routes to 25 and two circuits back to
	// 11; only full routes tell them apart.
	p, err := ParseFEN("B:W6,7,14,15,22:BK11")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range p.LegalMoves() {
		g := Game{Tags: []Tag{{"FEN", p.FEN()}}, Start: p, Moves: []Move{m}, Result: ResultUnknown}
		out := roundTrip(t, []Game{g})
		if !strings.Contains(out, " "+m.String()+" ") {
			t.Errorf("ambiguous capture %s not written in full:\n%s", m, out)
		}
	}
	// An unambiguous multi-jump is written short.
	g := mustParse(t, "1. 10-15 23-18 2. 6-10 18-14 3. 9x18 24-19 4. 15x24 22x15x6 *")
	out := roundTrip(t, g)
	if !strings.Contains(out, " 22x6 ") {
		t.Errorf("want the short form 22x6:\n%s", out)
	}
}

func TestWritePDNBraceInComment(t *testing.T) {
	// A ';' comment may hold '}', which braces cannot carry.
	games := mustParse(t, "; a } b\n1. 11-15 ; c}\n(23-19 ; d }\n) 22-18 *")
	if games[0].Intro[0] != "a } b" || games[0].Notes[0].Comments[0] != "c}" {
		t.Fatalf("comments = %q %#v", games[0].Intro, games[0].Notes)
	}
	roundTrip(t, games)
}

func TestWritePDNWrapsLines(t *testing.T) {
	long := strings.Repeat("word ", 60)
	g := mustParse(t, "1. 10-15 {"+long+"} 23-18 2. 6-10 18-14 3. 9x18 24-19 4. 15x24 22x15x6 5. 1x10 28x19 *")
	out := roundTrip(t, g)
	for i, line := range strings.Split(out, "\n") {
		if len(line) > pdnLineWidth {
			t.Errorf("line %d has %d columns: %q", i+1, len(line), line)
		}
	}
}

func TestWritePDNRefusesUnfaithfulGames(t *testing.T) {
	start := Start()
	first := start.LegalMoves()
	next := start.Play(first[0])
	bad := []struct {
		name string
		g    Game
	}{
		{"illegal move", Game{Start: Start(), Moves: next.LegalMoves()[:1]}},
		{"FEN disagrees", Game{Tags: []Tag{{"FEN", "W:W21-32:B1-12"}}, Start: Start()}},
		{"bad tag name", Game{Tags: []Tag{{"Two words", "x"}}, Start: Start()}},
		{"newline in tag", Game{Tags: []Tag{{"Event", "a\nb"}}, Start: Start()}},
		{"bad result", Game{Start: Start(), Result: "2-1"}},
		{"note past the end", Game{Start: Start(), Notes: []Note{{Ply: 0, Comments: []string{"x"}}}}},
		{"bad variation move", Game{Start: Start(), Moves: first[:1], Notes: []Note{{Ply: 0, Variations: []Variation{{Moves: []VarMove{{Text: "e4"}}}}}}}},
	}
	for _, c := range bad {
		if _, err := FormatPDN(c.g); err == nil {
			t.Errorf("%s: want an error", c.name)
		}
	}
}

func TestParsePDNErrors(t *testing.T) {
	cases := []struct {
		name      string
		text      string
		game      int
		line, col int
		contains  string
	}{
		{"illegal move", "[Event \"x\"]\n1. 11-15 23-19\n2. 8-12 *", 1, 3, 4, `"8-12"`},
		{"second game", "1. 11-15 *\n\n1. 11-15 24-19 2. 15-19 *", 2, 3, 19, "capture is compulsory"},
		{"ambiguous", "[FEN \"B:W6,7,14,15,22:BK11\"]\n11x25 *", 1, 2, 1, "ambiguous"},
		{"not a move", "1. 11-15 e2-e4 *", 1, 1, 10, "e2-e4"},
		{"unterminated comment", "1. 11-15 {oops\n 23-19 *", 1, 1, 10, "unterminated comment"},
		{"unterminated tag", "[Event \"x\n1. 11-15 *", 1, 1, 1, "unterminated tag"},
		{"tag not closed", "[Event \"x\" 1. 11-15 *", 1, 1, 1, "want ']'"},
		{"tag without value", "[Event x]", 1, 1, 8, "quoted string"},
		{"bad FEN", "[FEN \"B:W21,22:Bx\"]\n*", 1, 1, 17, "bad FEN"},
		{"man on crowning row", "[FEN \"B:W1:B5\"]\n*", 1, 1, 10, "crowning row"},
		{"setup without FEN", "[SetUp \"1\"]\n1. 11-15 *", 1, 1, 1, "without a FEN"},
		{"unterminated variation", "1. 11-15 (23-19 *", 1, 1, 10, "unterminated variation"},
		{"stray close", "1. 11-15 ) *", 1, 1, 10, "without '('"},
		{"variation first", "( 11-15 ) 1. 11-15 *", 1, 1, 1, "before the first move"},
		{"tag in variation", "1. 11-15 (23-19\n[Event \"x\"]", 1, 2, 1, "inside the variation"},
		{"stray quote", "1. 11-15 \" *", 1, 1, 10, "unexpected"},
		{"game over", "[FEN \"W:W:B1\"]\n1... 22-18 *", 1, 2, 6, "game is over"},
	}
	for _, c := range cases {
		_, err := ParsePDN(c.text)
		var pe *PDNError
		if !errors.As(err, &pe) {
			t.Errorf("%s: error %v is not a *PDNError", c.name, err)
			continue
		}
		if pe.Game != c.game || pe.Line != c.line || pe.Col != c.col || !strings.Contains(err.Error(), c.contains) {
			t.Errorf("%s: got game %d line %d col %d %q; want game %d line %d col %d containing %q",
				c.name, pe.Game, pe.Line, pe.Col, err, c.game, c.line, c.col, c.contains)
		}
	}
	_, err := ParsePDN("1. 11-15 23-19 2. 8-12 *")
	var me *MoveError
	if !errors.As(err, &me) || me.Text != "8-12" {
		t.Errorf("an illegal move should wrap the *MoveError: %v", err)
	}
	_, err = ParsePDN("[FEN \"X:W1\"]\n*")
	var fe *FENError
	if !errors.As(err, &fe) {
		t.Errorf("a bad FEN tag should wrap the *FENError: %v", err)
	}
}

func TestReadPDNSharedData(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "data", "*.pdn"))
	if len(files) == 0 {
		t.Skip("no shared data files next to the repository")
	}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		games, err := ReadPDN(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(games) == 0 {
			t.Errorf("%s: no games", name)
		}
		roundTrip(t, games)
	}
}

// TestParsePDNGamesSkipsBadGames: a database with bad games in it gives
// its good games, before and after them, and one error per bad game
// that names the game and its line (issue 24 bug 4); ParsePDN still
// stops at the first.
func TestParsePDNGamesSkipsBadGames(t *testing.T) {
	text := "[Event \"a\"]\n1. 11-15 *\n\n" +
		"[Event \"b\"]\n1. 11-18 23-19 *\n\n" + // illegal move
		"[Event \"c\"]\n1. 9-13 {a\ncomment} 22-18 1-0\n" +
		"[Event \"d\n1. 10-14 *\n" + // a tag never closed
		"[Event \"e\"]\n{x} 1. 12-16 (21-17\n" + // a variation never closed, then the next game's tags
		"[Event \"f\"]\n1. 10-15 *\n"
	games, skipped := ParsePDNGames(text)
	var events []string
	for _, g := range games {
		events = append(events, g.Event())
	}
	if want := []string{"a", "c", "f"}; !reflect.DeepEqual(events, want) {
		t.Errorf("games %v, want %v", events, want)
	}
	var where []string
	for _, err := range skipped {
		var pe *PDNError
		if !errors.As(err, &pe) {
			t.Fatalf("%v is not a *PDNError", err)
		}
		where = append(where, fmt.Sprintf("game %d line %d", pe.Game, pe.Line))
	}
	if want := []string{"game 2 line 5", "game 4 line 10", "game 5 line 14"}; !reflect.DeepEqual(where, want) {
		t.Errorf("skipped %v, want %v", where, want)
	}
	if gs, err := ParsePDN(text); err == nil || len(gs) != 1 {
		t.Errorf("ParsePDN: %d games, %v; want the first and an error", len(gs), err)
	}
	if gs, skipped := ParsePDNGames("[Event \"a\"]\n1. 11-15 *\n"); len(gs) != 1 || len(skipped) != 0 {
		t.Errorf("a good file: %d games, skipped %v", len(gs), skipped)
	}
}
