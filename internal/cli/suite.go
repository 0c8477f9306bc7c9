package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/games"

	"github.com/spf13/cobra"
)

// newSuiteCmd builds "frontier suite", which shows the embedded test
// suites: what a search or benchmark can be run on, and the thesis's
// sequential Chinook figures to compare with, without opening the TUI.
func newSuiteCmd() *cobra.Command {
	var (
		asJSON bool
		work   workloadFlags // --game
	)
	cmd := &cobra.Command{
		Use:   "suite",
		Short: "List and show the embedded test suites",
		Long: `The test suites are embedded in the binary. "suite list" names them: the
checkers suites with their games and positions, then the suite of every
other game (frontier games lists the games); --game GAME lists one game's.

"suite show NAME" prints a suite: for checkers its test positions with the
thesis's sequential Chinook figures (Table C.1) and its games, for another
game its positions with the side to move, the number of legal moves, the
position text and a note. "suite show NAME ID" prints one position (g1,
g5, ...; m01, ... for Othello), or one checkers game (game1, game2, ...),
with a diagram of the board, the side to move and the legal moves.
With --game GAME the NAME may be left out: the game's suite is meant.
With --json the output is machine-readable.`,
		Example: `  frontier suite list
  frontier suite show tinsley-chinook-1992
  frontier suite show tinsley-chinook-1992 g5 --json
  frontier suite show tinsley-chinook-1992 game5
  frontier suite list --game othello
  frontier suite show --game othello
  frontier suite show --game tictactoe4 b2-c3
  frontier suite show kaufman`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.PersistentFlags().BoolVar(&asJSON, "json", false, "print JSON instead of text")
	work.bind(cmd.PersistentFlags(), workloadHelp{game: "only this game's suites (frontier games lists the games); default every game"})
	list := &cobra.Command{
		Use:   "list",
		Short: "List the embedded suites with their numbers of games and positions",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSuiteList(cmd.OutOrStdout(), work.game, asJSON)
		},
	}
	show := &cobra.Command{
		Use:   "show [NAME] [ID]",
		Short: "Show a suite, or one of its positions or games",
		Args:  cobra.RangeArgs(0, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSuiteShowArgs(cmd.OutOrStdout(), work.game, args, asJSON)
		},
	}
	cmd.AddCommand(list, show)
	return cmd
}

// suiteSummary is one line of "suite list". Games counts the games of a
// checkers suite and is 0 for the suites of the other games, which are
// positions only.
type suiteSummary struct {
	Name      string `json:"name"`
	Game      string `json:"game"`
	Games     int    `json:"games"`
	Positions int    `json:"positions"`
}

// runSuiteList lists the checkers suites as a table of their own, then
// the suite of each other game; game, when set, keeps one game's.
func runSuiteList(w io.Writer, game string, asJSON bool) error {
	list := games.Games()
	if game != "" {
		g, err := games.GameByName(game)
		if err != nil {
			return fmt.Errorf("suite list: bad --game: %w", err)
		}
		list = []games.Game{g}
	}
	var draughts, others []suiteSummary
	for _, g := range list {
		if g.Name() == "checkers" {
			for _, name := range assets.SuiteNames() {
				s, err := assets.LoadSuite(name)
				if err != nil {
					return fmt.Errorf("suite list: %w", err)
				}
				draughts = append(draughts, suiteSummary{Name: s.Name, Game: g.Name(), Games: len(s.Games), Positions: len(s.Positions)})
			}
			continue
		}
		for _, name := range g.SuiteNames() {
			ps, err := g.NamedSuite(name)
			if err != nil {
				return fmt.Errorf("suite list: %w", err)
			}
			others = append(others, suiteSummary{Name: name, Game: g.Name(), Positions: len(ps)})
		}
	}
	if asJSON {
		return writeJSON(w, append(draughts, others...))
	}
	if len(draughts) > 0 {
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tGAMES\tPOSITIONS")
		for _, s := range draughts {
			fmt.Fprintf(tw, "%s\t%d\t%d\n", s.Name, s.Games, s.Positions)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if len(others) == 0 {
		return nil
	}
	if len(draughts) > 0 {
		fmt.Fprintln(w)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "GAME\tSUITE\tPOSITIONS")
	for _, s := range others {
		fmt.Fprintf(tw, "%s\t%s\t%d\n", s.Game, s.Name, s.Positions)
	}
	return tw.Flush()
}

// runSuiteShowArgs finds the suite that show's arguments and --game mean.
// Without --game the first argument names a suite of any game. With
// --game the name may be left out, leaving at most an ID.
func runSuiteShowArgs(w io.Writer, game string, args []string, asJSON bool) error {
	if game == "" {
		if len(args) == 0 {
			return fmt.Errorf("suite show needs a suite NAME argument or --game (suites: %s)", allSuiteNames())
		}
		name, id := args[0], ""
		if len(args) == 2 {
			id = args[1]
		}
		if slices.Contains(assets.SuiteNames(), name) {
			return runSuiteShow(w, name, id, asJSON)
		}
		for _, g := range games.Games() {
			if g.Name() != "checkers" && slices.Contains(g.SuiteNames(), name) {
				return runGameSuiteShow(w, g, name, id, asJSON)
			}
		}
		return fmt.Errorf("suite show: unknown suite %q (suites: %s)", name, allSuiteNames())
	}
	g, err := games.GameByName(game)
	if err != nil {
		return fmt.Errorf("suite show: bad --game: %w", err)
	}
	names := assets.SuiteNames()
	if g.Name() != "checkers" {
		names = g.SuiteNames()
	}
	name := names[0]
	if len(args) > 0 && slices.Contains(names, args[0]) {
		name, args = args[0], args[1:]
	}
	if len(args) > 1 {
		return fmt.Errorf("suite show: %q is not a suite of %s (its suites: %s)", args[0], g.Name(), strings.Join(names, ", "))
	}
	id := ""
	if len(args) == 1 {
		id = args[0]
	}
	if g.Name() == "checkers" {
		return runSuiteShow(w, name, id, asJSON)
	}
	return runGameSuiteShow(w, g, name, id, asJSON)
}

// allSuiteNames lists every suite with its game, for error messages.
func allSuiteNames() string {
	var out []string
	for _, g := range games.Games() {
		if g.Name() == "checkers" {
			out = append(out, assets.SuiteNames()...)
			continue
		}
		for _, name := range g.SuiteNames() {
			out = append(out, fmt.Sprintf("%s (--game %s)", name, g.Name()))
		}
	}
	return strings.Join(out, ", ")
}

// runSuiteShow prints a whole checkers suite, or the position or game
// named id.
// An unknown name or id is one line that lists the valid choices.
func runSuiteShow(w io.Writer, name, id string, asJSON bool) error {
	s, err := assets.LoadSuite(name)
	if err != nil {
		return fmt.Errorf("suite show: %w", err)
	}
	if id == "" {
		return showSuite(w, s, asJSON)
	}
	if tp, err := s.Position(id); err == nil {
		return showPosition(w, tp, asJSON)
	}
	if g, err := s.Game(id); err == nil {
		return showGame(w, g, asJSON)
	}
	return fmt.Errorf("suite show: %s has no position or game %q (positions: %s; games: %s)",
		s.Name, id, strings.Join(s.PositionIDs(), " "), strings.Join(s.GameIDs(), " "))
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("writing JSON: %w", err)
	}
	return nil
}

// sideName is the JSON spelling of a side to move.
func sideName(c checkers.Color) string { return strings.ToLower(c.String()) }
