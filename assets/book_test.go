package assets

import (
	"strconv"
	"strings"
	"testing"

	"frontier/board/chess"
)

// TestChessBook checks the embedded book: 20 to 40 positions, distinct,
// each reached from the initial position by its line (c0, read as PGN
// movetext) with the same clocks, not over, and admitted with a score
// within the balance its header states.
func TestChessBook(t *testing.T) {
	s := ChessBook()
	if n := len(s.Positions); n < 20 || n > 40 {
		t.Errorf("%d positions, want 20 to 40", n)
	}
	if !strings.Contains(s.Doc, "±30 centipawns") {
		t.Errorf("doc does not state the balance: %q", s.Doc)
	}
	checkSuite(t, chess.Rules{}, s, len(s.Positions))
	seen := map[uint64]string{}
	for _, gp := range s.Positions {
		p, err := chess.ParseFEN(gp.Text)
		if err != nil {
			t.Fatalf("%s: %v", gp.ID, err)
		}
		if other, ok := seen[p.Key()]; ok {
			t.Errorf("%s is the position of %s", gp.ID, other)
		}
		seen[p.Key()] = gp.ID
		line, score, ok := strings.Cut(gp.Note, " (ce ")
		if !ok {
			t.Fatalf("%s: note %q has no score", gp.ID, gp.Note)
		}
		games, err := chess.ParsePGN(strings.NewReader(line))
		if err != nil || len(games) != 1 {
			t.Fatalf("%s: line %q: %v", gp.ID, line, err)
		}
		if got := games[0].Position(len(games[0].Moves)); got != p {
			t.Errorf("%s: the line leads to %s, not %s", gp.ID, got.FEN(), gp.Text)
		}
		ce, err := strconv.Atoi(strings.Fields(score)[0])
		if err != nil || ce < -30 || ce > 30 {
			t.Errorf("%s: score %q is not within ±30", gp.ID, score)
		}
	}
}

func TestParseChessBookErrors(t *testing.T) {
	for _, text := range []string{
		"8/8/8 w - -",
		`rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - c0 "1. e4";`,
		`rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id "a";`,
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"a\"; c0 \"1. e4\";\n" +
			"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - id \"a\"; c0 \"1. d4\";",
	} {
		if _, err := parseChessBook(text); err == nil {
			t.Errorf("parseChessBook(%q) accepted it", text)
		}
	}
}
