package main

import (
	"fmt"
	"io"
	"time"

	"frontier/board/checkers"

	"github.com/spf13/cobra"
)

// newPerftCmd builds "frontier perft", which counts the leaves of the
// legal move tree depth by depth. The counts check the move generator
// against published values (OEIS A133046 from the start position) and
// the timings show its speed on this machine.
func newPerftCmd() *cobra.Command {
	var (
		fen    string
		depth  int
		divide bool
		unique bool
	)
	cmd := &cobra.Command{
		Use:   "perft",
		Short: "Count the leaves of the move tree to check and time the move generator",
		Long: `Perft counts the leaf nodes of the legal move tree from a position, one
line per depth from 1 to --depth:

  depth N nodes X time S mnps M

where S is seconds and M million nodes per second. With --divide the count
at the last depth is also split by root move, to find which move a bug
hides under. With --unique, capture routes with the same start, end and
captured pieces (a king's circuit taken either way) count once.`,
		Example: `  frontier perft --depth 10
  frontier perft --fen "W:WK2,21,22,23,27,28,30,31,32:B3,6,7,8,10,14,15,20" --depth 3 --divide --unique`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPerft(cmd.OutOrStdout(), fen, depth, divide, unique)
		},
	}
	f := cmd.Flags()
	f.StringVar(&fen, "fen", "", "start from this position (PDN FEN, e.g. B:W21-32:B1-12); default the initial position")
	f.IntVar(&depth, "depth", 7, "last depth to count, at least 1")
	f.BoolVar(&divide, "divide", false, "also print the count below each root move at the last depth")
	f.BoolVar(&unique, "unique", false, "count capture routes with the same effect once")
	return cmd
}

func init() { rootCmd.AddCommand(newPerftCmd()) }

// runPerft checks its input before any counting so that a mistake gives
// one line of explanation rather than a partial table.
func runPerft(w io.Writer, fen string, depth int, divide, unique bool) error {
	p := checkers.Start()
	if fen != "" {
		var err error
		if p, err = checkers.ParseFEN(fen); err != nil {
			return fmt.Errorf("perft: bad --fen: %w", err)
		}
	}
	if depth < 1 {
		return fmt.Errorf("perft: bad --depth %d: it must be at least 1", depth)
	}
	for d := 1; d <= depth; d++ {
		var moves []checkers.Move
		var counts []uint64
		var nodes uint64
		start := time.Now()
		if divide && d == depth {
			moves, counts = checkers.PerftDivide(p, d, unique)
			for _, c := range counts {
				nodes += c
			}
		} else {
			nodes = checkers.Perft(p, d, unique)
		}
		elapsed := time.Since(start)
		secs := max(elapsed.Seconds(), 1e-9)
		if _, err := fmt.Fprintf(w, "depth %d nodes %d time %.3f mnps %.2f\n", d, nodes, elapsed.Seconds(), float64(nodes)/secs/1e6); err != nil {
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
