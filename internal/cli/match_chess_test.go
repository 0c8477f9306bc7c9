package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/board/chess"
)

// A chess match plays the match book by default and writes PGN with
// --out; --openings names the set as --ballots does.
func TestMatchCommandChessBookPGN(t *testing.T) {
	file := filepath.Join(t.TempDir(), "chess.pgn")
	out, err := runMatchCommand(t, "--game", "chess", "--a", "seq", "--b", "seq", "--depth", "1",
		"--games", "2", "--max-plies", "6", "--hash", "1", "--out", file)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "2 games of chess from the book (24 openings, seed 1)") {
		t.Errorf("output:\n%s", out)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := chess.ParsePGN(f)
	if err != nil || len(games) != 2 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	if games[0].Tag("FEN") != games[1].Tag("FEN") || games[0].Tag("SetUp") != "1" || games[0].Tag("White") != games[1].Tag("Black") {
		t.Errorf("the two games do not play one book position with the colours swapped: %v, %v", games[0].Tags, games[1].Tags)
	}
	out, err = runMatchCommand(t, "--game", "chess", "--a", "seq", "--b", "seq", "--depth", "1",
		"--games", "1", "--max-plies", "2", "--hash", "1", "--openings", "start")
	if err != nil || !strings.Contains(out, "from the start position") {
		t.Errorf("--openings start: %v\n%s", err, out)
	}
	if _, err := runMatchCommand(t, "--game", "othello6", "--a", "seq", "--b", "seq", "--openings", "book"); err == nil || !strings.Contains(err.Error(), "no match book") {
		t.Errorf("othello6 --openings book: %v", err)
	}
}
