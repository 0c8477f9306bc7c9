package cli

import (
	"context"

	"frontier/search/engine"
	"frontier/session/uci"

	"github.com/spf13/cobra"
)

// newUCICmd builds "frontier uci", which speaks the Universal Chess
// Interface on standard input and output so that chess GUIs and match
// runners (cutechess-cli) can drive Frontier's chess engine.
func newUCICmd() *cobra.Command {
	opt := uci.Options{Name: "Frontier", Author: "the Frontier authors", HashMiB: uci.DefaultHashMiB, Threads: 1, Algorithm: engine.Sequential, MoveOverhead: uci.DefaultMoveOverhead, NullMove: true, Selective: true}
	cmd := &cobra.Command{
		Use:   "uci",
		Short: "Play chess through the Universal Chess Interface on stdin/stdout",
		Long: `Uci reads UCI commands on standard input and answers on standard output,
for chess GUIs and match runners such as cutechess-cli: uci, isready,
ucinewgame, setoption, position startpos|fen ... [moves ...], go (depth,
nodes, movetime, wtime/btime/winc/binc/movestogo, infinite), stop, quit.

Options: Hash (MiB, refused beyond the memory available), Threads
(searchers when Algorithm gives no :P), Algorithm, an engine spec as
"frontier algos" lists them (seq, ybwc:4, abdada:2, lazysmp:2...),
NullMove and Selective (on: null moves and the rest of the selective
search a playing engine has; off for the papers' plain search), and
Move Overhead (ms kept out of every time given). A line that
cannot be acted on is answered with "info string ignored: ..." saying
why; every go is answered with bestmove (0000 when the last position
was refused or the game is over).`,
		Example: `  printf 'uci\nposition startpos moves e2e4\ngo depth 5\nquit\n' | frontier uci
  cutechess-cli -engine cmd="frontier uci" option.Algorithm=ybwc:2 ...`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			s, err := uci.NewServer(cmd.OutOrStdout(), opt)
			if err != nil {
				return err
			}
			return s.Run(ctx, cmd.InOrStdin())
		}),
	}
	fl := cmd.Flags()
	fl.IntVar(&opt.HashMiB, "hash", opt.HashMiB, "default of the Hash option, in MiB")
	fl.IntVar(&opt.Threads, "threads", opt.Threads, "default of the Threads option")
	fl.StringVar(&opt.Algorithm, "algo", opt.Algorithm, "default of the Algorithm option, an engine spec")
	return cmd
}
