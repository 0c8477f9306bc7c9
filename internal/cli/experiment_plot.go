package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"frontier/internal/plot"
	"frontier/search/experiment"

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
		_, err := fmt.Fprint(cmd.OutOrStdout(), terminalChart(speedupFigure(rows), isTerminal(cmd.OutOrStdout())))
		return err
	}
	if err := plot.Save(out, speedupFigure(rows)); err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", out)
	return nil
}

// readPlotRows reads the parallel rows of the files: the shard outputs
// among them joined, the reports taken as they are. A row read twice (the
// same game, algorithm, searchers and position) is kept once.
func readPlotRows(cmd *cobra.Command, args []string) ([]gameRow, error) {
	paths, stdin, err := shardSources(args)
	if err != nil {
		return nil, err
	}
	if stdin {
		paths = append([]string{"-"}, paths...)
	}
	shards := &experiment.ShardSet{}
	var rows []gameRow
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
		r, err := reportRows(p, data)
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
	seen := map[[4]string]bool{}
	var out []gameRow
	for _, r := range rows {
		k := [4]string{r.Game, r.Algo, fmt.Sprint(r.Searchers), r.Position}
		if !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no parallel rows with a speedup in %v", args)
	}
	return out, nil
}

// reportRows reads the parallel rows of a report's JSON lines; the
// sequential rows and the summaries are left out.
func reportRows(name string, data []byte) ([]gameRow, error) {
	var out []gameRow
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 64<<20)
	for n := 1; sc.Scan(); n++ {
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		// A summary's "differs" counts rows, so summaries are told
		// apart before a line is read as a row.
		var l struct {
			Summary bool            `json:"summary"`
			Algo    string          `json:"algo"`
			Speedup *float64        `json:"speedup"`
			Game    json.RawMessage `json:"game"`
		}
		if err := json.Unmarshal(text, &l); err != nil {
			return nil, fmt.Errorf("%s:%d: malformed line: %v", name, n, err)
		}
		if l.Summary || l.Algo == "" || l.Algo == "seq" || l.Speedup == nil {
			continue
		}
		var r experiment.Row
		if err := json.Unmarshal(text, &r); err != nil {
			return nil, fmt.Errorf("%s:%d: malformed row: %v", name, n, err)
		}
		if r.Searchers < 1 {
			return nil, fmt.Errorf("%s:%d: %d searchers", name, n, r.Searchers)
		}
		// The sequential table's "game" is the number of the match
		// game a position comes from; a game's name is a string.
		game := defaultPlotGame
		var g string
		if json.Unmarshal(l.Game, &g) == nil && g != "" {
			game = g
		}
		out = append(out, gameRow{Game: game, Row: r})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

// speedupFigure averages the rows over positions: a panel per game, in
// the order the games come, a line per algorithm.
func speedupFigure(rows []gameRow) plot.Figure {
	fig := plot.Figure{XLabel: "searchers", YLabel: "speedup (mean over positions, ±1 sd)", LogX: true, YFromZero: true}
	var games []string
	byGame := map[string][]experiment.Row{}
	for _, r := range rows {
		if _, ok := byGame[r.Game]; !ok {
			games = append(games, r.Game)
		}
		byGame[r.Game] = append(byGame[r.Game], r.Row)
	}
	for _, g := range games {
		panel := plot.Panel{Title: g}
		index := map[string]int{}
		for _, s := range experiment.Summarize(byGame[g]) {
			i, ok := index[s.Algo]
			if !ok {
				i = len(panel.Series)
				index[s.Algo] = i
				panel.Series = append(panel.Series, plot.Series{Name: s.Algo})
			}
			panel.Series[i].Points = append(panel.Series[i].Points, plot.Point{X: float64(s.Searchers), Y: s.Speedup, Err: s.SpeedupSD})
		}
		fig.Panels = append(fig.Panels, panel)
	}
	return fig
}
