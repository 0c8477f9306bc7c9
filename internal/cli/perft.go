package cli

import (
	"fmt"
	"io"
	"time"

	"frontier/board/checkers"
	"frontier/search/games"

	"github.com/spf13/cobra"
)

// perftFlags are the flags of "frontier perft".
type perftFlags struct {
	workloadFlags // --game, --depth
	position      string
	fen           string
	divide        bool
	unique        bool
}

// newPerftCmd builds "frontier perft", which counts the leaves of the
// legal move tree depth by depth. The counts check a game's move
// generator against published values (OEIS A133046 from the checkers
// start position) and the timings show its speed on this machine.
func newPerftCmd() *cobra.Command {
	var f perftFlags
	cmd := &cobra.Command{
		Use:   "perft",
		Short: "Count the leaves of the move tree to check and time the move generator",
		Long: `Perft counts the leaf nodes of the legal move tree of a game (--game,
checkers by default; frontier games lists them) from its start position
or from --position, one line per depth from 1 to --depth:

  depth N nodes X time S mnps M

where S is seconds and M million nodes per second. With --divide the count
at the last depth is also split by root move, in the game's notation, to
find which move a bug hides under (a finished game has no moves to split).

Checkers also takes its position as --fen, and --unique counts capture
routes with the same start, end and captured pieces (a king's circuit
taken either way) once. Othello counts a forced pass as a ply, and in
Othello, tic-tac-toe and synthetic trees a game that ended earlier counts
as one leaf at every deeper depth, as in the published tables.`,
		Example: `  frontier perft --depth 10
  frontier perft --fen "W:WK2,21,22,23,27,28,30,31,32:B3,6,7,8,10,14,15,20" --depth 3 --divide --unique
  frontier perft --game othello --depth 8
  frontier perft --game tictactoe4 --position "X...O........... X" --depth 4 --divide`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPerftFlags(cmd.OutOrStdout(), f)
		},
	}
	fl := cmd.Flags()
	f.workloadFlags = workloadFlags{game: games.DefaultGame, depth: 7}
	f.workloadFlags.bind(fl, workloadHelp{game: "the game (frontier games lists them)", depth: "last depth to count, at least 1"})
	fl.StringVar(&f.position, "position", "", "start from this position, in the game's text format; default the start position")
	fl.StringVar(&f.fen, "fen", "", "checkers: start from this position (PDN FEN, e.g. B:W21-32:B1-12)")
	fl.BoolVar(&f.divide, "divide", false, "also print the count below each root move at the last depth")
	fl.BoolVar(&f.unique, "unique", false, "checkers: count capture routes with the same effect once")
	return cmd
}

// runPerftFlags checks the game and its position, then counts: checkers
// with its own perft (which knows --unique), any other game through the
// registry.
func runPerftFlags(w io.Writer, f perftFlags) error {
	g, err := games.GameByName(f.game)
	if err != nil {
		return fmt.Errorf("perft: bad --game: %w", err)
	}
	if f.fen != "" && f.position != "" {
		return fmt.Errorf("perft: --fen and --position both give the position: give one")
	}
	if g.Name() == "checkers" {
		return runCheckersPerft(w, f)
	}
	if f.fen != "" {
		return fmt.Errorf("perft: --fen is for checkers; give the %s position with --position", g.Name())
	}
	if f.unique {
		return fmt.Errorf("perft: --unique is for checkers capture routes; %s has none", g.Name())
	}
	p := g.Start()
	if f.position != "" {
		if p, err = g.ParsePosition(f.position); err != nil {
			return fmt.Errorf("perft: bad --position: %w", err)
		}
	}
	if f.depth < 1 {
		return fmt.Errorf("perft: bad --depth %d: it must be at least 1", f.depth)
	}
	return runGamePerft(w, g, p, f.depth, f.divide)
}

// runCheckersPerft counts with the checkers perft, which knows --unique.
// The position comes from --fen or --position, both FEN; it is read
// before the depth is checked, so the first mistake is the one reported.
func runCheckersPerft(w io.Writer, f perftFlags) error {
	p := checkers.Start()
	for _, in := range []struct{ flag, text string }{{"--fen", f.fen}, {"--position", f.position}} {
		if in.text == "" {
			continue
		}
		var err error
		if p, err = checkers.ParseFEN(in.text); err != nil {
			return fmt.Errorf("perft: bad %s: %w", in.flag, err)
		}
	}
	if f.depth < 1 {
		return fmt.Errorf("perft: bad --depth %d: it must be at least 1", f.depth)
	}
	return runPerft(w, p, f.depth, f.divide, f.unique)
}

// runPerft counts the checkers tree below p, one line per depth.
func runPerft(w io.Writer, p checkers.Position, depth int, divide, unique bool) error {
	count := func(d int) uint64 { return checkers.Perft(p, d, unique) }
	var split func(d int) ([]string, []uint64, error)
	if divide {
		split = func(d int) ([]string, []uint64, error) {
			moves, counts := checkers.PerftDivide(p, d, unique)
			names := make([]string, len(moves))
			for i, m := range moves {
				names[i] = m.String()
			}
			return names, counts, nil
		}
	}
	return writePerft(w, depth, count, split)
}

// runGamePerft counts with g's perft from p, one line per depth; the
// divide plays each root move and counts below it to depth-1.
func runGamePerft(w io.Writer, g games.Game, p games.Position, depth int, divide bool) error {
	count := func(d int) uint64 { return g.Perft(p, d) }
	var split func(d int) ([]string, []uint64, error)
	if divide {
		split = func(d int) ([]string, []uint64, error) {
			moves := p.Moves()
			counts := make([]uint64, len(moves))
			for i, m := range moves {
				q, err := p.Play(m)
				if err != nil {
					return nil, nil, fmt.Errorf("perft: %s rejects its own move %s: %w", g.Name(), m, err)
				}
				counts[i] = g.Perft(q, d-1)
			}
			return moves, counts, nil
		}
	}
	return writePerft(w, depth, count, split)
}

// writePerft writes a line per depth from 1 to depth, counted with count;
// at the last depth, if split is not nil, the count is the sum below each
// root move that split returns, each written on a line of its own (a
// finished position, with no moves, is counted whole).
func writePerft(w io.Writer, depth int, count func(d int) uint64, split func(d int) ([]string, []uint64, error)) error {
	for d := 1; d <= depth; d++ {
		var moves []string
		var counts []uint64
		var nodes uint64
		start := time.Now()
		if split != nil && d == depth {
			var err error
			if moves, counts, err = split(d); err != nil {
				return err
			}
			for _, c := range counts {
				nodes += c
			}
		}
		if len(moves) == 0 {
			nodes = count(d)
		}
		elapsed := time.Since(start)
		if err := writePerftLine(w, d, nodes, elapsed); err != nil {
			return err
		}
		for i, m := range moves {
			if _, err := fmt.Fprintf(w, "move %s nodes %d\n", m, counts[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// writePerftLine writes "depth N nodes X time S mnps M".
func writePerftLine(w io.Writer, depth int, nodes uint64, elapsed time.Duration) error {
	secs := max(elapsed.Seconds(), 1e-9)
	_, err := fmt.Fprintf(w, "depth %d nodes %d time %.3f mnps %.2f\n", depth, nodes, elapsed.Seconds(), float64(nodes)/secs/1e6)
	return err
}
