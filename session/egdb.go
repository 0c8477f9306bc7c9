package session

import (
	"fmt"
	"sync/atomic"

	"frontier/search/egdb"
	"frontier/search/engine"
)

// egdbNoted is set once the user has been told there is no database.
var egdbNoted atomic.Bool

// EgdbNote is what the workstation appends to its status line when a
// checkers game against the engine starts: the first time in the
// process that the user's cache directory holds no endgame database,
// " · no endgame database in DIR (build one with: …)"; "" otherwise.
// The engines themselves load the database (engine.Env.Egdb's default)
// on their own goroutines; this only looks for the file, so the UI
// never waits for a load.
func EgdbNote() string {
	dir, err := egdb.DefaultDir()
	if err == nil && egdb.Present(dir) || egdbNoted.Swap(true) {
		return ""
	}
	if err != nil {
		return fmt.Sprintf(" · no endgame database: %v", err)
	}
	return fmt.Sprintf(" · no endgame database in %s (%s)", dir, engine.BuildEgdbHint)
}
