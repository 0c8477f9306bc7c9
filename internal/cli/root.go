// Package cli is the frontier command line: the workstation's flags and
// every subcommand (perft, suite, search, bench, match, algos, games,
// calibrate, experiment, tune). New builds a fresh command tree on each call,
// so nothing is kept between runs in a process (tests run it in-process
// many times) and there is no package state.
//
// Each subcommand lives in its own file with a newXCmd constructor;
// subcommands lists them.
package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"

	"frontier/search/games"
	// Every algorithm family and game type, for search/engine to build.
	_ "frontier/search/engine/all"
	"frontier/tui"
)

// workstationFlags are the root command's own flags: they configure the
// workstation that "frontier" with no subcommand opens.
type workstationFlags struct {
	pdn           string
	epd           string
	pgn           string
	open          string
	glyphs        string
	workloadFlags // --game
	egdb          string
}

// subcommands builds every subcommand of frontier, in help order.
func subcommands() []*cobra.Command {
	return []*cobra.Command{
		newPerftCmd(),
		newSuiteCmd(),
		newSearchCmd(),
		newBenchCmd(),
		newMatchCmd(),
		newAlgosCmd(),
		newGamesCmd(),
		newCalibrateCmd(),
		newExperimentCmd(),
		newEgdbCmd(),
		newUCICmd(),
		newHubCmd(),
		newTuneCmd(),
		newOthPatternCmd(),
		newAnalyseCmd(),
	}
}

// New builds the frontier command: with no subcommand it opens the
// workstation.
func New() *cobra.Command {
	var f workstationFlags
	root := &cobra.Command{
		Use:           "frontier",
		Short:         "A terminal workstation for parallel game-tree search on checkers",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if f.game != "" {
				if _, err := games.GameByName(f.game); err != nil {
					return fmt.Errorf("bad --game: %w", err)
				}
				if f.pdn != "" && f.game != games.DefaultGame {
					return fmt.Errorf("--pdn opens checkers games; it does not go with --game %s", f.game)
				}
			}
			return tui.Run(cmd.Context(), tui.RunOptions{PDN: f.pdn, EPD: f.epd, PGN: f.pgn, Open: f.open, Glyphs: f.glyphs, Game: f.game, Egdb: f.egdb})
		},
	}
	fl := root.Flags()
	fl.StringVar(&f.pdn, "pdn", "", "open the games of this PDN file in the workstation")
	fl.StringVar(&f.epd, "epd", "", "step through the chess positions of this EPD file (with their id, bm and am) in the workstation")
	fl.StringVar(&f.pgn, "pgn", "", "open the chess games of this PGN file in the workstation")
	fl.StringVar(&f.open, "open", "", "open a PDN (checkers games), PGN (chess games) or EPD (chess positions) file, told apart by its content")
	fl.StringVar(&f.glyphs, "glyphs", "", "the screen drawn in unicode, or in ascii only (pieces b w B W, chess KQRBNP kqrbnp, Othello X O; borders and bars too), for terminals without Unicode; default: ascii when TERM=linux or the locale is not UTF-8 (LANG=C), else as last time, else unicode")
	f.workloadFlags.bind(fl, workloadHelp{game: "the game to analyse: " + strings.Join(games.GameNames(), ", ") + "; default: as last time, else " + games.DefaultGame})
	fl.StringVar(&f.egdb, "egdb", "", "the checkers endgame database of analysis and play: auto (the one in the user's cache directory, when there), off, or a directory built by frontier egdb build; default: as last time, else auto")
	root.AddCommand(subcommands()...)
	suggestCommands(root)
	return root
}

// ownArgs is the annotation of a command with subcommands whose Args
// suggestCommands leaves alone.
const ownArgs = "frontier/own-args"

// suggestCommands makes a word that is not a command an error that says
// which command was meant ("Did you mean this? probe"), at the top and
// under every group: cobra prints a group's help and exits 0 when a
// mistyped command follows it, and the root takes no arguments at all.
// A group given alone still prints its help. A command annotated
// ownArgs (match, which runs itself and has tally below it) keeps its
// own Args.
func suggestCommands(cmd *cobra.Command) {
	if cmd.HasSubCommands() && cmd.Annotations[ownArgs] == "" {
		if !cmd.Runnable() {
			cmd.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
		}
		cmd.Args = func(c *cobra.Command, args []string) error {
			if len(args) == 0 {
				return nil
			}
			msg := fmt.Sprintf("unknown command %q for %q", args[0], c.CommandPath())
			if c.SuggestionsMinimumDistance <= 0 {
				c.SuggestionsMinimumDistance = 2 // cobra's own default
			}
			if s := c.SuggestionsFor(args[0]); len(s) > 0 {
				msg += "\n\nDid you mean this?\n\t" + strings.Join(s, "\n\t")
			}
			return fmt.Errorf("%s\n\nRun '%s --help' for usage.", msg, c.CommandPath())
		}
	}
	for _, c := range cmd.Commands() {
		suggestCommands(c)
	}
}

// Main runs frontier with args (without the program name), printing to
// stdout and stderr, and returns the process's exit status.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if path := os.Getenv(ProfileEnv); path != "" {
		stop, err := startProfile(path, stderr)
		if err != nil {
			fmt.Fprintln(stderr, "frontier:", err)
			return 1
		}
		defer stop()
	}
	root := New()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	if err := root.ExecuteContext(ctx); err != nil {
		fmt.Fprintln(stderr, "frontier:", err)
		return 1
	}
	return 0
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
