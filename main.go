// Command frontier is a terminal workstation for parallel game-tree search
// on checkers, after Paul Lu's "Parallel Search of Narrow Game Trees"
// (1993). Run without arguments it opens the workstation on the embedded
// Tinsley–Chinook 1992 test suite; its subcommands (perft, suite, search,
// bench, match, algos) run the same machinery from the command line.
//
// Each subcommand lives in its own cmd_*.go file and registers itself
// with the root command in an init function.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"

	"frontier/search/engine"
	"frontier/tui"
)

// workstationFlags are the root command's own flags: they configure the
// workstation that "frontier" with no subcommand opens.
var workstationFlags struct {
	pdn    string
	glyphs string
	game   string
}

// rootCmd is the frontier command. Subcommands add themselves to it.
var rootCmd = &cobra.Command{
	Use:           "frontier",
	Short:         "A terminal workstation for parallel game-tree search on checkers",
	SilenceUsage:  true,
	SilenceErrors: true,
	Args:          cobra.NoArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		f := workstationFlags
		if f.game != "" {
			if _, err := engine.GameByName(f.game); err != nil {
				return fmt.Errorf("bad --game: %w", err)
			}
			if f.pdn != "" && f.game != engine.DefaultGame {
				return fmt.Errorf("--pdn opens checkers games; it does not go with --game %s", f.game)
			}
		}
		return tui.Run(cmd.Context(), tui.RunOptions{PDN: f.pdn, Glyphs: f.glyphs, Game: f.game})
	},
}

func init() {
	fl := rootCmd.Flags()
	fl.StringVar(&workstationFlags.pdn, "pdn", "", "open the games of this PDN file in the workstation")
	fl.StringVar(&workstationFlags.glyphs, "glyphs", "", "pieces drawn as unicode (● ○ ♛ ♕) or ascii (b w B W; Othello X O); default: as last time, else unicode")
	fl.StringVar(&workstationFlags.game, "game", "", "the game to analyse: "+strings.Join(engine.GameNames(), ", ")+"; default: as last time, else "+engine.DefaultGame)
}

// stoppable adapts a long-running subcommand: its context is cancelled on
// Ctrl-C, so a search or match stops cleanly and reports what it has.
func stoppable(run func(ctx context.Context, cmd *cobra.Command) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, _ []string) error {
		ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
		defer stop()
		return run(ctx, cmd)
	}
}

func main() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "frontier:", err)
		os.Exit(1)
	}
}
