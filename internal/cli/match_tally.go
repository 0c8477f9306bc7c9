package cli

import (
	"fmt"
	"io"
	"os"
	"strings"

	"frontier/session/match"

	"github.com/spf13/cobra"
)

// newMatchTallyCmd builds "frontier match tally", which scores the game
// files of matches together: the shards of one match run as several
// processes or on several machines.
func newMatchTallyCmd() *cobra.Command {
	var a string
	cmd := &cobra.Command{
		Use:   "tally FILE...",
		Short: "Score the games of match files together: the shards of a match run in parallel",
		Long: `Tally reads the games that matches appended to their files (--pdn for
checkers, --out for chess in PGN and for the other games) and prints, for
each pair of players, the score and Elo difference over all of them, with
the 95% interval "frontier match" prints, and the median and mean depth
of each player's moves from their comments. A match too long for one
process, split into several with different --seed, is scored as one
this way.

A game's kind comes from its tags: a Game tag names it (--out files), a
PlyCount tag marks PGN (chess), and the rest is PDN (checkers). The
players are the values of the tags naming the sides (Black and White,
X and O). A is the player --a names, else the first player of the Event
tag "frontier match: A vs B". Unfinished games (result *) are counted
and not scored.`,
		Example: `  frontier match --game chess --a lazysmp:2 --b seq --clock 2s+0.05s --games 100 --seed 1 --out s1.pgn &
  frontier match --game chess --a lazysmp:2 --b seq --clock 2s+0.05s --games 100 --seed 2 --out s2.pgn &
  wait; frontier match tally s1.pgn s2.pgn`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			t := &match.Tally{A: a}
			for _, name := range args {
				if err := tallyFile(t, name); err != nil {
					return err
				}
			}
			printTally(cmd.OutOrStdout(), t, len(args))
			return nil
		},
	}
	cmd.Flags().StringVar(&a, "a", "", "the player whose score is reported (default: the first of the Event tag)")
	return cmd
}

func tallyFile(t *match.Tally, name string) error {
	f, err := os.Open(name)
	if err != nil {
		return fmt.Errorf("tally: %w", err)
	}
	defer f.Close()
	if err := t.Read(f, name); err != nil {
		return fmt.Errorf("tally: %w", err)
	}
	return nil
}

func printTally(w io.Writer, t *match.Tally, files int) {
	fmt.Fprintf(w, "tally: %d games in %d files", t.Games, files)
	if t.Unfinished > 0 {
		fmt.Fprintf(w, " (%d unfinished, not scored)", t.Unfinished)
	}
	fmt.Fprintln(w)
	for _, p := range t.Pairings {
		e := p.Score.Elo()
		printMatchSummary(w, p.A, p.B, p.Score, e, "")
		if strings.Contains(e.String(), "±") {
			// The interval is not symmetric about the difference.
			fmt.Fprintf(w, "  95%% interval %s\n", e.Interval())
		}
		if len(p.Depths[0])+len(p.Depths[1]) > 0 {
			ma, ea := match.DepthSummary(p.Depths[0])
			mb, eb := match.DepthSummary(p.Depths[1])
			fmt.Fprintf(w, "  depth a move, median (mean): A %g (%.2f) over %d moves, B %g (%.2f) over %d moves\n",
				ma, ea, len(p.Depths[0]), mb, eb, len(p.Depths[1]))
		}
	}
}
