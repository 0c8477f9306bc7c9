package cli

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"frontier/search/engine"
)

// addEgdbFlag registers --egdb, the checkers endgame database of a
// command's engines, with default def: engine.EgdbAuto for commands
// that play or analyse (search, match), engine.EgdbOff for those that
// measure the parallel search (bench), whose figures must stay
// comparable with those made before the database existed.
func addEgdbFlag(cmd *cobra.Command, p *string, def string) {
	what := "default: the one in the user's cache directory, when it is there"
	if def == engine.EgdbOff {
		what = "default off, so that the figures stay comparable; auto takes the one in the user's cache directory"
	}
	cmd.Flags().StringVar(p, "egdb", def, "checkers endgame database: a directory built by frontier egdb build, or off ("+what+")")
}

// loadEgdb reads the database a --egdb choice names, once, before any
// engine is built, so that a bad directory is reported up front and
// "no endgame database" is said once on w (stderr), not once per
// engine. Games other than checkers have no database and skip it.
func loadEgdb(w io.Writer, game, choice string) error {
	if game != "checkers" {
		return nil
	}
	_, note, err := engine.Database(choice)
	if err != nil {
		return fmt.Errorf("--egdb: %w", err)
	}
	if note != "" {
		fmt.Fprintln(w, note)
	}
	return nil
}

// egdbAfter says on w (stderr) when a slice of the database a run used
// turned out corrupt on its first use (each slice is checked then, not
// when the database is opened): the run went on without that slice.
func egdbAfter(w io.Writer, game, choice string) {
	if game != "checkers" || choice == engine.EgdbOff {
		return
	}
	db, _, err := engine.Database(choice)
	if err != nil || db == nil {
		return
	}
	if err := db.Err(); err != nil {
		fmt.Fprintf(w, "warning: %v; the engine did without its positions (rebuild it with: frontier egdb build --pieces %d, with --dir for a database outside the cache)\n", err, db.Pieces())
	}
}
