package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"frontier/internal/atomicfile"
	"frontier/search/eval"
	"frontier/search/tune"

	"github.com/spf13/cobra"
)

// othPatternFlags are the options of "frontier othello-patterns".
type othPatternFlags struct {
	seed               uint64
	games, workers     int
	minEmpty, maxEmpty int
	saveData, data     string
	lambda             float64
	iters              int
	write              string
}

// newOthPatternCmd builds "frontier othello-patterns": the data and fit
// of the Othello pattern evaluation that orders the endgame solver's
// moves (the evaluation in search/eval/othello_pattern*.go, the data and
// fit in search/tune/othello_*.go, docs/othello-endgame.md).
func newOthPatternCmd() *cobra.Command {
	f := &othPatternFlags{}
	cmd := &cobra.Command{
		Use:   "othello-patterns",
		Short: "Fit the Othello pattern evaluation to exact endgame values",
		Long: `Othello-patterns plays --games seeded games (a random opening, then the
hand-made evaluation at one ply with a random move one time in six),
labels their positions of --min-empty to --max-empty empty squares with
their exact values from the endgame solver, and fits the pattern
evaluation's weights by ridge least squares, every tenth game held out.
It prints the error by phase, the hand-made evaluation's (scaled) beside.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runOthPattern(cmd.OutOrStdout(), cmd.ErrOrStderr(), f)
		},
	}
	fl := cmd.Flags()
	fl.Uint64Var(&f.seed, "seed", 1, "seed of the games")
	fl.IntVar(&f.games, "games", 2000, "games to play")
	fl.IntVar(&f.workers, "workers", 2, "goroutines labelling positions (the data do not depend on it)")
	fl.IntVar(&f.minEmpty, "min-empty", 8, "fewest empty squares of a labelled position")
	fl.IntVar(&f.maxEmpty, "max-empty", 18, "most empty squares of a labelled position")
	fl.StringVar(&f.saveData, "save-data", "", "write the labelled positions to this file")
	fl.StringVar(&f.data, "data", "", "read the labelled positions from these files (comma-separated) instead of playing")
	fl.Float64Var(&f.lambda, "lambda", 10, "ridge penalty on the pattern weights")
	fl.IntVar(&f.iters, "iters", 200, "conjugate-gradient steps a phase")
	fl.StringVar(&f.write, "write", "", "write the weights to this file (search/eval/othello_pattern.bin)")
	return cmd
}

func runOthPattern(out, errw io.Writer, f *othPatternFlags) error {
	var samples []tune.PatternSample
	if f.data != "" {
		for _, path := range strings.Split(f.data, ",") {
			r, err := os.Open(path)
			if err != nil {
				return err
			}
			s, err := tune.ReadPatternData(r)
			r.Close()
			if err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			samples = append(samples, s...)
		}
	} else {
		if f.games < 1 || f.minEmpty < 1 || f.maxEmpty < f.minEmpty || f.maxEmpty > 30 {
			return fmt.Errorf("othello-patterns: need --games ≥ 1 and 1 ≤ --min-empty ≤ --max-empty ≤ 30")
		}
		samples = tune.GeneratePatternData(tune.PatternDataOptions{
			Seed: f.seed, Games: f.games, MinEmpty: f.minEmpty, MaxEmpty: f.maxEmpty, Workers: f.workers,
			Progress: func(done int) {
				if done%500 == 0 || done == f.games {
					fmt.Fprintf(errw, "%d of %d games\n", done, f.games)
				}
			},
		})
		if f.saveData != "" {
			if err := atomicfile.WriteFunc(f.saveData, 0o644, func(w io.Writer) error { return tune.WritePatternData(w, samples) }); err != nil {
				return err
			}
		}
	}
	pw, reports := tune.FitPatternWeights(samples, f.lambda, f.iters)
	fmt.Fprintf(out, "%d positions; held out: every tenth game\n", len(samples))
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "phase\tempties\ttrain\ttest\ttrain RMSE\ttest RMSE\thand-made test RMSE (scaled)")
	for _, r := range reports {
		fmt.Fprintf(tw, "%d\t%d-%d\t%d\t%d\t%.2f\t%.2f\t%.2f\n", r.Phase, r.MinEmpty, r.MaxEmpty, r.Train, r.Test, r.TrainRMSE, r.RMSE, r.HandRMSE)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if f.write != "" {
		return atomicfile.WriteFunc(f.write, 0o644, func(w io.Writer) error { return eval.WritePatternWeights(w, pw) })
	}
	return nil
}
