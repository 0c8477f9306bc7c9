package session

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const twoEPD = `# a comment
r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - bm O-O; id "italian";

1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";
K7/8/8/8/8/8/8/7k w - - am Kb8;
`

func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestOpenEPD: an EPD file's records become the chess session's entries
// with their ids (or line numbers) and bm/am notes, the first opened; a
// wrong record is an error naming its line; a checkers session refuses
// them.
func TestOpenEPD(t *testing.T) {
	ps, err := ReadEPDFile(writeTemp(t, "three.epd", twoEPD))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range ps {
		got = append(got, p.ID+"|"+p.Note)
	}
	if want := "italian|bm O-O BK.01|bm Qd1+ line 5|am Kb8"; strings.Join(got, " ") != want {
		t.Fatalf("read %q, want %q", strings.Join(got, " "), want)
	}
	s, err := New(Options{Game: "chess"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.OpenEPD(ps); err != nil {
		t.Fatal(err)
	}
	if n := len(s.Entries()); n != 3 || s.EntryID() != "italian" || s.Position().String() != ps[0].Pos.String() {
		t.Fatalf("%d entries, %q open at %s", n, s.EntryID(), s.Position())
	}
	if err := s.OpenID("BK.01"); err != nil || s.Position().SideName() != "Black" {
		t.Fatalf("BK.01: %v", err)
	}

	bad := writeTemp(t, "bad.epd", "# x\n"+strings.SplitN(twoEPD, "\n", 3)[1]+"\n8/8/8/8/8/8/8/K1k5 w - - bm Kc2;\n")
	var fe *FileError
	if _, err := ReadEPDFile(bad); !errors.As(err, &fe) || fe.Line != 3 || !strings.HasPrefix(err.Error(), bad+":3: ") {
		t.Errorf("an illegal bm on line 3: %v", err)
	}
	if _, err := ReadEPDFile(filepath.Join(t.TempDir(), "none.epd")); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing file: %v", err)
	}
	if _, err := ReadEPDFile(writeTemp(t, "empty.epd", "# only a comment\n\n")); err == nil || !strings.Contains(err.Error(), "no EPD records") {
		t.Errorf("an empty file: %v", err)
	}
	ck, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ck.Close()
	if err := ck.OpenEPD(ps); err == nil || !strings.Contains(err.Error(), "checkers") {
		t.Errorf("EPD in a checkers session: %v", err)
	}
}

// TestDetectFormat tells PDN, PGN and EPD apart by content, whatever the
// file is called, and names a file that is none of them.
func TestDetectFormat(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{twoEPD, FormatEPD},
		{"[Event \"London 1992, game 1\"]\n[Black \"Chinook\"]\n1. 10-15 23-18 2. 6-10 18-14 *\n", FormatPDN},
		{"[Event \"x\"]\n[FEN \"W:W21,22:B1,2\"]\n1. 22-18 *\n", FormatPDN},
		{"[GameType \"21\"]\n1. 11-15 *\n", FormatPDN},
		{"1. 11-15 23-19 *\n", FormatPDN},
		{"\uFEFF[Event \"Casual\"]\n[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n", FormatPGN},
		{"[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n1. Kb1 *\n", FormatPGN},
		{"1.d4 d5 2.c4 1-0\n", FormatPGN},
		{"{a comment}\n1. O-O *\n", FormatPGN},
		// Move text that begins with a comment on the move's line, or
		// with a comment over several lines, then a variation (issue
		// 24, bug 2: --open refused what --pgn and --pdn read).
		{"[Event \"x\"]\n[White \"A\"]\n{Annotated} 1. e4 e5 *\n", FormatPGN},
		{"[Event \"x\"]\n{Annotated} 1. 11-15! 23-19 *\n", FormatPDN},
		{"[Event \"x\"]\n{A long\ncomment} (1. 11-15) 1. 9-13 *\n", FormatPDN},
		{"{one} {two} ; to the end\n1... Nf6 *\n", FormatPGN},
		{"[Event \"a; {b\"]\n1. d4 *\n", FormatPGN},
	} {
		got, err := DetectFormat(writeTemp(t, "file.txt", c.text))
		if err != nil || got != c.want {
			t.Errorf("%q: %q, %v; want %s", c.text, got, err, c.want)
		}
	}
	if got, err := DetectFormat("../docs/screens/variations-demo.pdn"); err != nil || got != FormatPDN {
		t.Errorf("variations-demo.pdn: %q, %v; want pdn", got, err)
	}
	for _, text := range []string{"just some words\n", "", "# only\n", "{only a comment}\n", "{never closed\n1. e4 *\n"} {
		p := writeTemp(t, "notes.txt", text)
		if _, err := DetectFormat(p); err == nil || !strings.Contains(err.Error(), p+": not a PDN, PGN or EPD file") {
			t.Errorf("%q: %v", text, err)
		}
	}
}
