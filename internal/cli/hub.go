package cli

import (
	"context"
	"runtime/debug"

	"frontier/search/engine"
	"frontier/session"
	"frontier/session/hub"

	"github.com/spf13/cobra"
)

// newHubCmd builds "frontier hub", which speaks the Hub protocol of the
// draughts engine Scan, for English checkers, on standard input and
// output, so that GUIs, match runners and scripts can drive Frontier's
// checkers engine (docs/hub.md).
func newHubCmd() *cobra.Command {
	opt := hub.Options{Name: "Frontier", Version: buildVersion(), Author: "the Frontier authors", HashMiB: session.DefaultHashMiB, Threads: 1, Algorithm: engine.Sequential, Egdb: engine.EgdbAuto}
	cmd := &cobra.Command{
		Use:   "hub",
		Short: "Play checkers through the Hub protocol (Scan's) on stdin/stdout",
		Long: `Hub reads the commands of the Hub protocol, version 2 (the text protocol of
the draughts engine Scan), on standard input and answers on standard
output, for English checkers: hub, set-param, init, new-game, pos
(pos=<side and 32 squares>, or fen=<PDN FEN>, or start; moves="..." for
the game before it, whose repetitions the search sees), level (depth,
move-time, time/moves/inc, nodes, infinite), go think|ponder|analyze,
ponder-hit, stop, ping, quit.

Parameters: variant (english only), hash (MiB), threads (searchers when
algorithm gives no :P), algorithm (an engine spec as "frontier algos"
lists them) and egdb (the endgame database: auto, off or a directory).
A line that cannot be acted on is answered with error message="...";
unknown commands are skipped, as the protocol says. docs/hub.md says
why Hub and how it is adapted to the 8×8 board.`,
		Example: `  printf 'hub\ninit\npos start moves="11-15 23-19"\nlevel depth=11\ngo think\nquit\n' | frontier hub`,
		Args:    cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			s, err := hub.NewServer(cmd.OutOrStdout(), opt)
			if err != nil {
				return err
			}
			return s.Run(ctx, cmd.InOrStdin())
		}),
	}
	fl := cmd.Flags()
	fl.IntVar(&opt.HashMiB, "hash", opt.HashMiB, "default of the hash parameter, in MiB")
	fl.IntVar(&opt.Threads, "threads", opt.Threads, "default of the threads parameter")
	fl.StringVar(&opt.Algorithm, "algo", opt.Algorithm, "default of the algorithm parameter, an engine spec")
	addEgdbFlag(cmd, &opt.Egdb, engine.EgdbAuto)
	return cmd
}

// buildVersion is the module's version, or its VCS revision, for "id".
func buildVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 7 {
			return s.Value[:7]
		}
	}
	return "dev"
}
