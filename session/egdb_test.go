package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/search/egdb"
	"frontier/search/engine"
)

// TestEgdbNote: with a database in the user's cache nothing is said;
// without one the workstation says so once, with how to build it.
func TestEgdbNote(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", t.TempDir())
	dir, err := egdb.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, egdb.FileName(1))
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := &Session{}
	if n := s.EgdbNote(); n != "" {
		t.Errorf("with a database: %q", n)
	}
	os.Remove(file)
	if n := (&Session{egdb: engine.EgdbOff}).EgdbNote(); n != "" {
		t.Errorf("with the database turned off: %q", n)
	}
	if n := s.EgdbNote(); !strings.Contains(n, "no endgame database in "+dir) || !strings.Contains(n, "frontier egdb build --pieces 5") {
		t.Errorf("without a database: %q", n)
	}
	if n := s.EgdbNote(); n != "" {
		t.Errorf("said twice: %q", n)
	}
}

// TestSessionEgdbChoice: the session's database choice reaches every
// run and its reference, is saved with the settings and restored, a
// directory without a database is refused with its name, and reset puts
// back the default.
func TestSessionEgdbChoice(t *testing.T) {
	if _, err := New(Options{Egdb: t.TempDir()}); err == nil || !strings.Contains(err.Error(), "no database in that directory") {
		t.Fatalf("a directory without a database: %v", err)
	}
	s, err := New(Options{Egdb: "off"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c := s.Config()
	c.Depth = 3
	if err := s.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	<-r.Done()
	if r.egdb != engine.EgdbOff {
		t.Errorf("run's choice %q, want off", r.egdb)
	}
	if len(s.refs) == 0 {
		t.Fatal("the parallel run has no reference")
	}
	for _, ref := range s.refs {
		if ref.egdb != engine.EgdbOff {
			t.Errorf("reference's choice %q, want off", ref.egdb)
		}
	}
	st := s.Settings()
	if st.Egdb != engine.EgdbOff {
		t.Fatalf("saved choice %q", st.Egdb)
	}
	s2, err := New(Options{Settings: &st})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if s2.Egdb() != engine.EgdbOff {
		t.Errorf("restored choice %q, want off", s2.Egdb())
	}
	s2.ResetSettings()
	if s2.Egdb() != engine.EgdbAuto {
		t.Errorf("after reset %q, want the default", s2.Egdb())
	}
}
