package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSaveCheckersAnalysis: a variation played in the analysis makes
// the line unsaved (issue 24 bug 1: W did nothing there and q lost
// it); saving writes the game with its variation, comment and NAG as
// PDN, atomically, and the line is saved; reading the file back gives
// the same tree.
func TestSaveCheckersAnalysis(t *testing.T) {
	s := newSession(t)
	if err := s.OpenID("game1"); err != nil {
		t.Fatal(err)
	}
	l := s.Line()
	if l.Unsaved() || len(s.UnsavedLines()) != 0 {
		t.Fatal("a game just opened is unsaved")
	}
	s.SetPly(4)
	alt := ""
	for _, mv := range s.Position().Moves() {
		if mv != l.Moves[4] {
			alt = mv
			break
		}
	}
	if err := s.Play(alt); err != nil {
		t.Fatal(err)
	}
	s.SetComment("a try")
	if err := s.SetNAG(5); err != nil {
		t.Fatal(err)
	}
	if got := s.UnsavedLines(); len(got) != 1 || got[0] != "game1" {
		t.Fatalf("unsaved %v, want [game1]", got)
	}
	path := filepath.Join(t.TempDir(), "out", "game1.pdn")
	job, err := s.PrepareLineSave(path)
	if err != nil {
		t.Fatal(err)
	}
	if job.Exists("") {
		t.Fatal("a new file exists")
	}
	if err := job.Write(); err != nil {
		t.Fatal(err)
	}
	s.LineSaved(job)
	if l.Unsaved() || l.SavedPath != path || !job.Exists("") || job.Exists(path) {
		t.Fatalf("after the save: unsaved %v, path %q", l.Unsaved(), l.SavedPath)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "(5... "+alt+" !? {a try}") && !strings.Contains(string(data), alt+"!? {a try}") {
		t.Fatalf("the file lacks the variation %s with its NAG and comment:\n%s", alt, data)
	}
	want := treeShape(l.Root())
	n, err := s.AddPDNFile(ReadPDNFile(path))
	if err != nil || n != 1 {
		t.Fatal(n, err)
	}
	if got := treeShape(s.Line().Root()); got != want {
		t.Fatalf("read back\n got %s\nwant %s", got, want)
	}
	// The game left keeps its saved state; a change to it is unsaved.
	if err := s.OpenID("game1"); err != nil {
		t.Fatal(err)
	}
	if s.Line().Unsaved() {
		t.Fatal("game1 reopened is unsaved")
	}
	s.SetComment("another")
	if err := s.OpenID("g5"); err != nil {
		t.Fatal(err)
	}
	if got := s.UnsavedLines(); len(got) != 1 || got[0] != "game1" {
		t.Fatalf("unsaved after leaving game1: %v", got)
	}
	if p := s.DefaultLineSavePath(time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)); !strings.HasSuffix(p, "frontier-game5-20240506-070809.pdn") {
		t.Errorf("default path %q", p)
	}
}

// TestSaveChessAnalysis: a chess game read from PGN opens with its
// comments, NAGs and variations; one more variation saved as PGN reads
// back as the same tree (issue 24 bug 1).
func TestSaveChessAnalysis(t *testing.T) {
	s, err := New(Options{Game: "chess"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	src := writeTemp(t, "in.pgn", "[Event \"x\"]\n[White \"A\"]\n\n{Intro} 1. e4 e5 $1 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 Nc6 *\n")
	games, err := ReadPGNFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.OpenPGN(games, src); err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(treeShape(s.Line().Root())); got != "{Intro} e4 e5! (c5 {Sicilian} Nf3) Nf3 Nc6" {
		t.Fatalf("the PGN's tree: %s", got)
	}
	s.SetPly(3)
	if err := s.Play("Nf6"); err != nil {
		t.Fatal(err)
	}
	s.SetComment("Petrov")
	want := treeShape(s.Line().Root())
	out := filepath.Join(t.TempDir(), "out.pgn")
	job, err := s.PrepareLineSave(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := job.Write(); err != nil {
		t.Fatal(err)
	}
	s.LineSaved(job)
	back, err := ReadPGNFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.OpenPGN(back, out); err != nil {
		t.Fatal(err)
	}
	if got := treeShape(s.Line().Root()); got != want {
		t.Fatalf("read back\n got %s\nwant %s", got, want)
	}
	if b := back[0]; b.Tag("White") != "A" || b.Tag("Event") != "x" {
		t.Errorf("tags lost: %v", b.Tags)
	}
}
