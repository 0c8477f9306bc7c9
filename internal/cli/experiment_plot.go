package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"frontier/internal/plot"
	"frontier/search/experiment"
	"frontier/search/experiment/report"

	"github.com/spf13/cobra"
)

func newExperimentPlotCmd() *cobra.Command {
	var o outputFlags
	cmd := &cobra.Command{
		Use:   "plot FILES...|DIR|- [--out speedup.svg]",
		Short: "Draw speedup against searchers, a line per algorithm and a panel per game",
		Long: `Plot reads JSON lines, the outputs of the shards of a run ("frontier
bench --shard K/N --format json", joined as "experiment merge" joins them)
or whole reports ("frontier bench --format json", "experiment merge
--format json"), and draws the average speedup over the positions
against the number of searchers, with a bar of one standard deviation
either side: a line per algorithm, a panel per game (the lines' "game"
field; checkers where there is none). The output is SVG, or PNG if --out
ends in .png; without --out, the same chart is drawn in the terminal, a
chart per game, the searchers evenly spaced as on the picture's log
scale.`,
		Example: `  frontier experiment plot out-*.jsonl --out speedup.svg
  frontier experiment plot results/bench-sim-depth15.jsonl --out speedup.png
  frontier experiment plot results/bench-sim-depth15.jsonl`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := runExperimentPlot(cmd, args, o.out); err != nil {
				return fmt.Errorf("experiment plot: %w", err)
			}
			return nil
		},
	}
	o.bind(cmd.Flags(), outputHelp{out: "the picture to write: FILE.svg or FILE.png (default: draw in the terminal)"})
	return cmd
}

func runExperimentPlot(cmd *cobra.Command, paths []string, out string) error {
	if out != "" {
		if _, err := plot.Format(out); err != nil {
			return fmt.Errorf("bad --out %w", err)
		}
	}
	rows, err := readPlotRows(cmd, paths)
	if err != nil {
		return err
	}
	if out == "" {
		_, err := fmt.Fprint(cmd.OutOrStdout(), terminalChart(report.SpeedupFigure(rows), isTerminal(cmd.OutOrStdout())))
		return err
	}
	if err := plot.Save(out, report.SpeedupFigure(rows)); err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", out)
	return nil
}

// readPlotRows reads the parallel rows of the files: the shard outputs
// among them joined, the reports taken as they are. A row read twice (the
// same game, algorithm, searchers and position) is kept once.
func readPlotRows(cmd *cobra.Command, args []string) ([]report.GameRow, error) {
	paths, stdin, err := shardSources(args)
	if err != nil {
		return nil, err
	}
	if stdin {
		paths = append([]string{"-"}, paths...)
	}
	shards := &experiment.ShardSet{}
	var rows []report.GameRow
	for _, p := range paths {
		var data []byte
		var err error
		if p == "-" {
			p = stdinName
			data, err = io.ReadAll(cmd.InOrStdin())
		} else {
			data, err = os.ReadFile(p)
		}
		if err != nil {
			return nil, err
		}
		err = shards.Read(p, bytes.NewReader(data))
		if err == nil {
			continue
		}
		if !errors.Is(err, experiment.ErrNotShard) {
			return nil, err
		}
		r, err := report.ReportRows(p, data)
		if err != nil {
			return nil, err
		}
		rows = append(rows, r...)
	}
	if len(shards.Files) > 0 {
		e, err := shardedExperimentOf(shards)
		if err != nil {
			return nil, err
		}
		r, err := e.speedups(shards)
		if err != nil {
			return nil, err
		}
		shardWarnings(cmd, shards)
		rows = append(r, rows...)
	}
	out := report.UniqueRows(rows)
	if len(out) == 0 {
		return nil, fmt.Errorf("no parallel rows with a speedup in %v", args)
	}
	return out, nil
}
