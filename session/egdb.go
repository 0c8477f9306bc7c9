package session

import (
	"fmt"
	"sync/atomic"

	"frontier/search/egdb"
	"frontier/search/engine"
)

// egdbNoted is set once the user has been told there is no database.
var egdbNoted atomic.Bool

// CheckEgdb validates an endgame database choice (Options.Egdb): empty
// or "auto" (the user's cache directory when a database is there),
// "off", or a directory that holds a database built by frontier egdb
// build. The database itself is read by the first engine that needs it.
func CheckEgdb(choice string) error {
	switch choice {
	case engine.EgdbAuto, "auto", engine.EgdbOff:
		return nil
	}
	if !egdb.Present(choice) {
		return fmt.Errorf("endgame database %q: no database in that directory (%s --dir %s)", choice, engine.BuildEgdbHint, choice)
	}
	return nil
}

// normalEgdb writes "auto" as engine.EgdbAuto, the one spelling the
// settings keep.
func normalEgdb(choice string) string {
	if choice == "auto" {
		return engine.EgdbAuto
	}
	return choice
}

// Egdb returns the session's endgame database choice (Options.Egdb).
func (s *Session) Egdb() string { return s.egdb }

// EgdbNote is what the workstation appends to its status line when a
// checkers game against the engine starts: the first time in the
// process that the database the session would use is missing,
// " · no endgame database in DIR (build one with: …)"; "" otherwise,
// and always "" in another game or when the user turned the database
// off. The engines
// themselves load the database (engine.Env.Egdb) on their own
// goroutines; this only looks for the file, so the UI never waits for a
// load.
func (s *Session) EgdbNote() string {
	if s.egdb == engine.EgdbOff || s.game != nil && !s.isCheckers() {
		return "" // the databases are of checkers endings
	}
	dir, err := egdb.DefaultDir()
	if s.egdb != engine.EgdbAuto {
		dir, err = s.egdb, nil
	}
	if err == nil && egdb.Present(dir) || egdbNoted.Swap(true) {
		return ""
	}
	if err != nil {
		return fmt.Sprintf(" · no endgame database: %v", err)
	}
	return fmt.Sprintf(" · no endgame database in %s (%s)", dir, engine.BuildEgdbHint)
}
