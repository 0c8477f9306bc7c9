package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"frontier/search/games"

	"github.com/spf13/cobra"
)

// newGamesCmd builds "frontier games", which lists the games the other
// commands accept with --game, read from the registry, so that a game
// can be chosen without reading the source.
func newGamesCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List the games perft, search, bench, match and suite accept with --game",
		Long: `Games lists every registered game in the order it registered, checkers
(the default) first: its name, the embedded suite its --pos IDs come from
with the number of positions in it, and a summary.

Give a game to another command with --game NAME:
  frontier perft --game othello --depth 6
  frontier suite show --game othello6

With --json every game is one JSON object per line.`,
		Example: `  frontier games
  frontier games --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			list, err := gameRows(games.Games())
			if err != nil {
				return fmt.Errorf("games: %w", err)
			}
			if asJSON {
				return writeGamesJSON(cmd.OutOrStdout(), list)
			}
			return writeGamesTable(cmd.OutOrStdout(), list)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "one JSON object per line")
	return cmd
}

// gameJSONLine is one line of "games --json", and one row of the table.
type gameJSONLine struct {
	Name      string `json:"name"`
	Default   bool   `json:"default"`
	Suite     string `json:"suite"`
	Positions int    `json:"positions"`
	Summary   string `json:"summary"`
}

// gameRows reads what the listing shows of each game; loading a suite
// is the one step that can fail (an embedded file that does not parse).
func gameRows(list []games.Game) ([]gameJSONLine, error) {
	var out []gameJSONLine
	for _, g := range list {
		ps, err := g.Suite()
		if err != nil {
			return nil, err
		}
		name, _ := g.SuiteName()
		out = append(out, gameJSONLine{Name: g.Name(), Default: g.Name() == games.DefaultGame,
			Suite: name, Positions: len(ps), Summary: g.Summary()})
	}
	return out, nil
}

func writeGamesJSON(w io.Writer, list []gameJSONLine) error {
	for _, line := range list {
		b, err := json.Marshal(line)
		if err != nil {
			return fmt.Errorf("games: encoding JSON: %w", err)
		}
		if _, err := fmt.Fprintf(w, "%s\n", b); err != nil {
			return err
		}
	}
	return nil
}

// writeGamesTable writes one row per game, the summary last so that a
// narrow terminal wraps only text.
func writeGamesTable(w io.Writer, list []gameJSONLine) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "name\tsuite\tpositions\tsummary")
	for _, g := range list {
		name := g.Name
		if g.Default {
			name += " (default)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\n", name, g.Suite, g.Positions, g.Summary)
	}
	return tw.Flush()
}
