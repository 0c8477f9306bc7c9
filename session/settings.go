package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"frontier/internal/atomicfile"
	"frontier/search/engine"
)

// Settings is what the workstation remembers between runs: the engine
// configurations, the simulation speed, where the user was, and the
// layout. Layout is opaque to the session: the UI keeps its own
// preferences there.
type Settings struct {
	Version int       `json:"version"`
	Config  Config    `json:"config"`
	Compare [2]Config `json:"compare"`
	Speed   string    `json:"speed"`
	// Game is the game analysed (a registry name); empty in files of
	// before there were other games than checkers.
	Game string `json:"game,omitempty"`
	// Entry and Ply say what was open: an entry ID ("g5", "game5") and
	// the ply in its line, in Game.
	Entry  string            `json:"entry,omitempty"`
	Ply    int               `json:"ply"`
	Layout map[string]string `json:"layout,omitempty"`
	// Egdb is the endgame database choice (Options.Egdb); empty for the
	// default, the user's cache directory when a database is there.
	Egdb string `json:"egdb,omitempty"`
}

// settingsVersion is written into saved settings; files of another
// version are ignored rather than misread.
const settingsVersion = 1

// Settings returns the session's state to be saved.
func (s *Session) Settings() Settings {
	return Settings{Version: settingsVersion, Config: s.cfg, Compare: s.pair, Speed: s.speed.String(), Game: s.game.Name(), Entry: s.entry, Ply: s.line.Ply, Egdb: s.egdb}
}

// applySettings restores what it can of st: invalid parts (an algorithm
// that no longer exists, an entry of a file not loaded) are skipped.
func (s *Session) applySettings(st *Settings) {
	if st.Version != settingsVersion {
		return
	}
	if st.Config.Validate() == nil {
		s.cfg = st.Config
	}
	if st.Compare[0].Validate() == nil && st.Compare[1].Validate() == nil && st.Compare[0].Parallel() && st.Compare[1].Parallel() {
		s.pair = st.Compare
	}
	// A simulation left paused would greet the next session with runs
	// that seem stuck: pausing is not remembered.
	if v, err := ParseSpeed(st.Speed); err == nil && v != Paused {
		s.speed = v
	}
	// A database directory since removed falls back to the default.
	if CheckEgdb(st.Egdb) == nil {
		s.egdb = normalEgdb(st.Egdb)
	}
	game := st.Game
	if game == "" {
		game = checkersName
	}
	if st.Entry != "" && game == s.game.Name() && s.OpenID(st.Entry) == nil {
		s.SetPly(st.Ply)
	}
}

// ResetSettings puts back what Settings saves to the defaults: the
// engine configuration, the compare pair, the simulation speed and the
// endgame database choice. What
// is open stays open.
func (s *Session) ResetSettings() {
	s.cfg, s.pair = DefaultConfig(), DefaultCompare()
	s.SetSpeed(Fast)
	s.egdb = engine.EgdbAuto
}

// DefaultSettingsPath is where the workstation keeps its settings: a
// file in the user's configuration directory.
func DefaultSettingsPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("settings: %w", err)
	}
	return filepath.Join(dir, "frontier", "workstation.json"), nil
}

// LoadSettings reads settings saved by SaveSettings. A missing file is
// not an error: it returns nil settings.
func LoadSettings(path string) (*Settings, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("load settings: %w", err)
	}
	var st Settings
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("load settings %s: %w", path, err)
	}
	return &st, nil
}

// SaveSettings writes st to path atomically, creating its directory.
func SaveSettings(path string, st Settings) error {
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	if err := atomicfile.Write(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	return nil
}
