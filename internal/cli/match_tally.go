package cli

import (
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"frontier/session/match"

	"github.com/spf13/cobra"
)

// newMatchTallyCmd builds "frontier match tally", which scores the game
// files of matches together: the shards of one match run as several
// processes or on several machines.
func newMatchTallyCmd() *cobra.Command {
	var a, rate string
	var skip []string
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
and not scored.

--rate NAME=ELO[,NAME=ELO...] gives players known ratings (settings of a
reference engine: stockfish-1800=1800,stockfish-2000=2000) and prints
the rating of each player who met them: the rating at which the
logistic model of 400 Elo expects exactly the points it scored against
them all, with a 95% interval (the standard error by the sandwich
estimator, from the spread of the results, so that draws narrow it).

--skip-termination VALUE leaves out the games whose Termination tag is
VALUE (repeat it, or join values with commas): "time forfeit" reads a
match played on a loaded machine without the losses on time that the
load, not the players, caused. They are counted and not scored.`,
		Example: `  frontier match --game chess --a lazysmp:2 --b seq --clock 2s+0.05s --games 100 --seed 1 --out s1.pgn &
  frontier match --game chess --a lazysmp:2 --b seq --clock 2s+0.05s --games 100 --seed 2 --out s2.pgn &
  wait; frontier match tally s1.pgn s2.pgn
  frontier match tally --rate stockfish-1800=1800,stockfish-2000=2000 sf1800.pgn sf2000.pgn
  frontier match tally --skip-termination "time forfeit" sf2000.pgn`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ratings, err := parseRatings(rate)
			if err != nil {
				return err
			}
			t := &match.Tally{A: a, Skip: skip}
			for _, name := range args {
				if err := tallyFile(t, name); err != nil {
					return err
				}
			}
			printTally(cmd.OutOrStdout(), t, len(args))
			return printRatings(cmd.OutOrStdout(), t, ratings)
		},
	}
	cmd.Flags().StringVar(&a, "a", "", "the player whose score is reported (default: the first of the Event tag)")
	cmd.Flags().StringVar(&rate, "rate", "", "known ratings NAME=ELO[,NAME=ELO...]: print the rating of each player who met them")
	cmd.Flags().StringSliceVar(&skip, "skip-termination", nil, `leave out the games whose Termination tag is one of these (e.g. "time forfeit")`)
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
	if t.Skipped > 0 {
		fmt.Fprintf(w, " (%d left out by their Termination tag: %s)", t.Skipped, strings.Join(t.Skip, ", "))
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

// parseRatings reads --rate's NAME=ELO list.
func parseRatings(text string) (map[string]float64, error) {
	if text == "" {
		return nil, nil
	}
	m := map[string]float64{}
	for _, kv := range strings.Split(text, ",") {
		name, v, ok := strings.Cut(kv, "=")
		r, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if !ok || strings.TrimSpace(name) == "" || err != nil || math.IsNaN(r) || math.IsInf(r, 0) {
			return nil, fmt.Errorf("tally: --rate %q: want NAME=ELO, e.g. stockfish-2000=2000", kv)
		}
		m[strings.TrimSpace(name)] = r
	}
	return m, nil
}

// printRatings prints the rating of every player who met a rated one.
func printRatings(w io.Writer, t *match.Tally, ratings map[string]float64) error {
	if ratings == nil {
		return nil
	}
	rs, err := t.Ratings(ratings)
	if err != nil {
		return fmt.Errorf("tally: --rate: %w", err)
	}
	for _, r := range rs {
		var against []string
		for _, s := range r.Scores {
			against = append(against, s.Opponent+" "+s.Score.String())
		}
		if r.Err != nil {
			fmt.Fprintf(w, "rating of %s: none: %v (%s)\n", r.Player, r.Err, strings.Join(against, "; "))
			continue
		}
		fmt.Fprintf(w, "rating of %s: %.0f (95%% %.0f to %.0f) over %d games: %s\n",
			r.Player, r.Rating.Elo, r.Rating.Low, r.Rating.High, r.Rating.Games, strings.Join(against, "; "))
	}
	return nil
}
