package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"frontier/board/checkers"
)

// TestPlayDefaultClock: a first game runs a clock of five minutes and
// three seconds a move, written in the record as PDN writes it, not a
// fixed second of the engine's time a move.
func TestPlayDefaultClock(t *testing.T) {
	st := DefaultPlaySetup()
	if st.Time.Base != 5*time.Minute || st.Time.Increment != 3*time.Second || st.Time.PerMove != 0 {
		t.Fatalf("default time control %v, want 5m+3s", st.Time)
	}
	s := newPlaySession(t)
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	if c := g.Clock(); c[0] > 5*time.Minute || c[0] < 5*time.Minute-time.Second || c[1] != 5*time.Minute {
		t.Fatalf("clocks at the start %v", c)
	}
	if rec, err := g.PDN(); err != nil || rec.Tag("TimeControl") != "300+3" {
		t.Fatalf("TimeControl tag %q %v", rec.Tag("TimeControl"), err)
	}
}

// TestPlayHintAsDeepAsTheEngine: a hint searches with the budget the
// engine has for a move and as deep as the engine's last move went, so
// that it is the engine's own choice (it was capped at two seconds and
// no depth).
func TestPlayHintAsDeepAsTheEngine(t *testing.T) {
	s := newPlaySession(t)
	st := simSetup(FromInitial, checkers.White)
	st.Time = PlayTime{PerMove: 3 * time.Second}
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	waitEngine(t, g)
	its := g.EngineRun().Iterations()
	if len(its) == 0 {
		t.Fatal("the engine completed no iteration")
	}
	depth := its[len(its)-1].Depth
	r, err := g.Hint()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Stop()
	if c := r.Config(); c.Depth != depth || c.Time != 3*time.Second {
		t.Fatalf("hint searches to depth %d for %v; the engine reached depth %d on 3s a move", c.Depth, c.Time, depth)
	}
	waitFinal(t, r)
	if _, ok := g.HintMove(); !ok {
		t.Fatal("no hint")
	}
}

// TestPlaySaveSaysWhere: a save goes to an absolute path, so that the UI
// can say where; the default is in the user's Documents folder when
// there is one, else in the current directory.
func TestPlaySaveSaysWhere(t *testing.T) {
	s := newPlaySession(t)
	g, err := s.StartPlaying(simSetup(FromInitial, checkers.Black))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	job, err := g.PrepareSave("mine.pdn")
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := filepath.Abs(filepath.Join(dir, "mine.pdn")); job.Path != want {
		t.Fatalf("save path %q, want %q", job.Path, want)
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	if p := g.DefaultSavePath(); filepath.Dir(p) != dir || !strings.HasSuffix(p, ".pdn") {
		t.Fatalf("without Documents: %q, want in %s", p, dir)
	}
	if err := os.Mkdir(filepath.Join(home, "Documents"), 0o755); err != nil {
		t.Fatal(err)
	}
	if p := g.DefaultSavePath(); filepath.Dir(p) != filepath.Join(home, "Documents") {
		t.Fatalf("with Documents: %q", p)
	}
}

// TestPlaySaveChessAsPGN: a game of chess against the engine is saved as
// PGN (the match's ChessPGN), in a .pgn file.
func TestPlaySaveChessAsPGN(t *testing.T) {
	s := gameSession(t, "chess")
	s.SetSpeed(Unthrottled)
	st := DefaultPlaySetup()
	st.Time = PlayTime{PerMove: 100 * time.Millisecond}
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayText("e4"); err != nil {
		t.Fatal(err)
	}
	if err := g.Resign(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(g.DefaultSaveName(), ".pgn") {
		t.Fatalf("default name %q", g.DefaultSaveName())
	}
	path := filepath.Join(t.TempDir(), "g.pgn")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[White "You"]`, `[Result "0-1"]`, "1. e4"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("%s missing in\n%s", want, data)
		}
	}
}
