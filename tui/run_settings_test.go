package tui

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"frontier/session"
)

// A settings file the workstation could not read is the user's: saving at
// exit keeps it beside, byte for byte, before writing this session's.
func TestSaveSettingsKeepsUnreadFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "workstation.json")
	typed := []byte(`{"config": {"algorithm": "pvsplit,quorum=2"}, "speed": "slow"}` + "\n")
	if err := os.WriteFile(path, typed, 0o644); err != nil {
		t.Fatal(err)
	}
	_, loadErr := session.LoadSettings(path)
	if loadErr == nil {
		t.Fatal("a bad quorum in the settings file was read without an error")
	}
	st := session.Settings{Config: session.DefaultConfig(), Compare: session.DefaultCompare()}
	if err := saveSettings(path, st, loadErr); err != nil {
		t.Fatal(err)
	}
	kept, err := os.ReadFile(path + keptSuffix)
	if err != nil {
		t.Fatalf("the unread settings file was not kept: %v", err)
	}
	if string(kept) != string(typed) {
		t.Errorf("kept %q, want the file as typed %q", kept, typed)
	}
	if _, err := session.LoadSettings(path); err != nil {
		t.Errorf("the settings saved at exit do not load: %v", err)
	}

	// A file read without error is replaced, and nothing is kept beside.
	dir = t.TempDir()
	path = filepath.Join(dir, "workstation.json")
	if err := saveSettings(path, st, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + keptSuffix); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a copy was kept of a file that was read: %v", err)
	}
}
