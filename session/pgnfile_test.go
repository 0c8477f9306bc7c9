package session

import (
	"errors"
	"strings"
	"testing"
)

const twoPGN = `[Event "Casual"]
[White "Anderssen"]
[Black "Kieseritzky"]
[Result "1-0"]

1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 1-0

[Event "Study"]
[FEN "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"]
[SetUp "1"]

1. b8=N Kf7 *
`

// TestOpenPGN: a PGN file's games follow the chess suite in the list,
// titled by players and result; the first opens at its first move with
// the moves in SAN; a game from a FEN starts there; reading the file
// again replaces its games; a bad game is an error at its line and
// column; a checkers session refuses PGN.
func TestOpenPGN(t *testing.T) {
	path := writeTemp(t, "two.pgn", twoPGN)
	games, err := ReadPGNFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Game: "chess"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	suite := len(s.Entries())
	n, err := s.OpenPGN(games, path)
	if err != nil || n != 2 {
		t.Fatalf("OpenPGN: %d, %v", n, err)
	}
	es := s.Entries()
	if len(es) != suite+2 || es[suite].ID != "two.pgn#1" || !strings.Contains(es[suite].Title, "Anderssen–Kieseritzky · Casual · 1-0 · 3 moves") {
		t.Fatalf("entries: %d, %+v", len(es), es[len(es)-1])
	}
	l := s.Line()
	if s.EntryID() != "two.pgn#1" || l.Ply != 0 || strings.Join(l.Moves, " ") != "e4 e5 f4 exf4 Bc4 Qh4+" {
		t.Fatalf("opened %q at ply %d: %v", s.EntryID(), l.Ply, l.Moves)
	}
	if err := s.OpenID("two.pgn#2"); err != nil {
		t.Fatal(err)
	}
	if l := s.Line(); l.Start.String() != "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1" || strings.Join(l.Moves, " ") != "b8=N Kf7" {
		t.Fatalf("the study: %s %v", l.Start, l.Moves)
	}
	// A move off the game (1. Kd2 for 1. b8=N) is a variation, kept when the game is left
	// and opened again.
	if err := s.Play("Kd2"); err != nil {
		t.Fatal(err)
	}
	if err := s.OpenID("BK.01"); err != nil {
		t.Fatal(err)
	}
	if err := s.OpenID("two.pgn#2"); err != nil {
		t.Fatal(err)
	}
	s.Step(1)
	if l := s.Line(); len(l.Path[0].Children) != 2 {
		t.Errorf("the variation 1. Kd2 was not kept: %d moves from the start", len(l.Path[0].Children))
	}
	if _, err := s.OpenPGN(games, path); err != nil || len(s.Entries()) != suite+2 {
		t.Fatalf("read again: %d entries, %v", len(s.Entries()), err)
	}

	bad := writeTemp(t, "bad.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n")
	var fe *FileError
	if _, err := ReadPGNFile(bad); !errors.As(err, &fe) || fe.Line != 3 || fe.Col == 0 || !strings.HasPrefix(err.Error(), bad+":3:") {
		t.Errorf("an illegal move on line 3: %v", err)
	}
	if _, err := ReadPGNFile(writeTemp(t, "empty.pgn", "\n")); err == nil || !strings.Contains(err.Error(), "no PGN games") {
		t.Errorf("an empty file: %v", err)
	}
	ck, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ck.Close()
	if _, err := ck.OpenPGN(games, path); err == nil || !strings.Contains(err.Error(), "checkers") {
		t.Errorf("PGN in a checkers session: %v", err)
	}
}
