package cli

import (
	"bytes"
	"context"
	"fmt"
	"strconv"

	"frontier/search/experiment"
	"frontier/search/experiment/report"

	"github.com/spf13/cobra"
)

// "frontier experiment weill" puts Weill's comparison of ABDADA and YBWC
// (Weill 1996, §3) on our games: both algorithms in the simulator at 2 to
// 32 searchers, their speedup over the sequential engine and their
// transposition-table traffic, with the figures Weill's text gives beside
// ours. It is a bench run (the bench's runner, its shards and its
// merge), read differently.

// weillFlags are the options of "frontier experiment weill".
type weillFlags struct {
	workloadFlags
	outputFlags
	searchers   string
	sh          shardOptions
	granularity int
}

func newWeillCmd() *cobra.Command {
	f := &weillFlags{}
	cmd := &cobra.Command{
		Use:   "weill [SHARDS...]",
		Short: "Weill's comparison of ABDADA and YBWC: speedup and table operations per node at 2-32 searchers",
		Long: `Weill runs YBWC and ABDADA in the simulator on a game's test positions at
each number of searchers and prints, for each, the mean speedup over the
sequential engine at the same depth, the table operations per node
(transposition-table probes and stores, and ABDADA's nproc updates, over
the nodes both searched) and the table's reads per write, with the
figures of Weill 1996 beside ours where his text gives them: YBWC's
speedup at 32 processors on chess and Othello, ABDADA's on chess, and the
reads per write of both (1.35 for YBWC, 1.7 for ABDADA, on chess).

It is a bench run of the two algorithms: --shard K/N writes the bench's
shards (docs/cluster.md), and "frontier experiment weill SHARDS..." reads
them back into this table ("frontier experiment merge" gives the bench's
own report of the same shards).`,
		Example: `  frontier experiment weill
  frontier experiment weill --game othello6 --depth 9 --searchers 2,4,8
  frontier experiment weill --game chess --depth 6 --min-granularity 3
  frontier experiment weill --shard 1/2 --out w1.jsonl
  frontier experiment weill w1.jsonl w2.jsonl --format json`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return stoppable(func(ctx context.Context, cmd *cobra.Command) error {
				if err := runWeill(ctx, cmd, f, args); err != nil {
					return fmt.Errorf("experiment weill: %w", err)
				}
				return nil
			})(cmd, args)
		},
	}
	fl := cmd.Flags()
	f.workloadFlags = workloadFlags{game: benchCheckers}
	f.workloadFlags.bind(fl, workloadHelp{game: "the game, whose suite gives the positions",
		pos:   "comma-separated position IDs (default: all)",
		depth: "depth of every search (default: " + strconv.Itoa(experiment.WeillCheckersDepth) + " on checkers, the bench's depth of the other games)"})
	fl.StringVar(&f.searchers, "searchers", "2,4,8,16,32", "comma-separated numbers of searchers")
	fl.IntVar(&f.granularity, "min-granularity", 0, "YBWC's minsplit, the remaining depth at which a node goes whole to one searcher (0: its default, 5; chess at depth 6 wants less, docs/chess-experiments.md); ABDADA has none")
	f.outputFlags = outputFlags{format: "table"}
	f.outputFlags.bind(fl, outputHelp{format: "table or json", out: shardOutUsage})
	addShardFlags(fl, &f.sh)
	return cmd
}

// weillBench is the bench command of the comparison, its flags parsed.
func weillBench(cmd *cobra.Command, f *weillFlags) (*cobra.Command, *benchFlags, error) {
	bf := &benchFlags{}
	bc := benchCommand(bf)
	bc.SetOut(cmd.OutOrStdout())
	bc.SetErr(cmd.ErrOrStderr())
	args := []string{"--algos", experiment.WeillAlgos(f.granularity), "--sim", "--searchers", f.searchers, "--game", f.game}
	switch {
	case f.depth != 0:
		args = append(args, "--depth", strconv.Itoa(f.depth))
	case f.game == benchCheckers:
		args = append(args, "--depth", strconv.Itoa(experiment.WeillCheckersDepth))
	}
	if f.pos != "" {
		args = append(args, "--pos", f.pos)
	}

	if f.sh.planned() {
		args = append(args, "--format", "json")
		if f.sh.shard != "" {
			args = append(args, "--shard", f.sh.shard)
		}
		if f.sh.resume {
			args = append(args, "--resume")
		}
		if f.sh.jobs {
			args = append(args, "--jobs")
		}
		if f.out != "" {
			args = append(args, "--out", f.out)
		}
	}
	if err := bc.Flags().Parse(args); err != nil {
		return nil, nil, err
	}
	return bc, bf, nil
}

func runWeill(ctx context.Context, cmd *cobra.Command, f *weillFlags, shards []string) error {
	if err := f.checkFormat("table", "json"); err != nil {
		return err
	}
	if err := f.sh.check(); err != nil {
		return err
	}
	var (
		cfg      *benchConfig
		sections []report.Section
	)
	switch {
	case len(shards) > 0:
		if f.sh.planned() {
			return fmt.Errorf("give shards to read or --shard to run one, not both")
		}
		set, _, err := readShards(cmd, shards)
		if err != nil {
			return err
		}
		if set.Header.Experiment != "bench" {
			return fmt.Errorf("%s: shards of %q, not of a bench run", shards[0], set.Header.Experiment)
		}
		if cfg, sections, _, err = joinBench(set); err != nil {
			return err
		}
		shardWarnings(cmd, set)
	case f.sh.planned():
		if cmd.Flags().Changed("format") {
			return fmt.Errorf("--shard writes the bench's JSON lines: read them back with experiment weill SHARDS..., which takes --format")
		}
		bc, bf, err := weillBench(cmd, f)
		if err != nil {
			return err
		}
		return runBenchShard(ctx, bc, bf)
	default:
		bc, bf, err := weillBench(cmd, f)
		if err != nil {
			return err
		}
		var runners []benchRunner
		if cfg, runners, err = benchSetup(bc, bf); err != nil {
			return err
		}
		for _, run := range runners {
			sec, err := run(ctx, cfg)
			if err != nil {
				return err
			}
			sections = append(sections, sec)
		}
	}
	rows := weillRows(sections)
	if len(rows) == 0 {
		return fmt.Errorf("no YBWC or ABDADA rows to compare")
	}
	var buf bytes.Buffer
	if f.format == "json" {
		if err := report.WeillJSON(&buf, rows); err != nil {
			return err
		}
	} else if err := report.WeillTable(&buf, cfg.report(), len(cfg.Positions), rows); err != nil {
		return err
	}
	return f.write(cmd.OutOrStdout(), cmd.ErrOrStderr(), buf.Bytes())
}

// weillRows summarizes the YBWC and ABDADA sections of a bench run.
func weillRows(sections []report.Section) []experiment.WeillRow {
	var out []experiment.WeillRow
	for _, sec := range sections {
		if ps, ok := sec.(*report.Parallel); ok {
			out = append(out, experiment.WeillRows(ps.ParallelRows())...)
		}
	}
	return out
}
