package engine

import (
	"fmt"

	"frontier/search/egdb"
)

// Env.Egdb chooses the checkers endgame database (package search/egdb)
// of the engines Build makes: EgdbAuto, the default, takes the one in
// the user's cache directory when it is there, EgdbOff takes none, and
// anything else is a directory that must hold one. Play, analysis and
// matches want the database; measurements of the parallel algorithms
// (experiments, benchmarks, the thesis's figures) say EgdbOff, so that
// their trees stay those of the thesis's engine and their figures stay
// comparable with earlier ones.
const (
	EgdbAuto = ""
	EgdbOff  = "off"
)

// BuildEgdbHint says how to make the database the engine looks for.
const BuildEgdbHint = "build one with: frontier egdb build --pieces 5"

// Database returns the database an Env.Egdb choice names, read once per
// process (egdb.Load) and shared by every engine. With EgdbAuto a
// missing or unreadable database is not an error: db is nil and note
// says so, for the user to see once (a command's stderr, the
// workstation's status line). A directory named explicitly without a
// sound database is an error.
func Database(choice string) (db *egdb.DB, note string, err error) {
	switch choice {
	case EgdbOff:
		return nil, "", nil
	case EgdbAuto, "auto":
		db, dir, err := egdb.Default()
		switch {
		case err != nil:
			return nil, fmt.Sprintf("no endgame database: %v; rebuild it with: frontier egdb build --pieces 5", err), nil
		case db == nil:
			return nil, fmt.Sprintf("no endgame database in %s (%s)", dir, BuildEgdbHint), nil
		}
		return db, "", nil
	}
	db, err = egdb.Load(choice)
	switch {
	case err != nil:
		return nil, "", fmt.Errorf("endgame database: %w (rebuild it with: frontier egdb build --pieces 5 --dir %s)", err, choice)
	case db == nil:
		return nil, "", fmt.Errorf("no endgame database in %s (build one with: frontier egdb build --pieces 5 --dir %s)", choice, choice)
	}
	return db, "", nil
}
