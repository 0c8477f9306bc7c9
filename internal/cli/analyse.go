package cli

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"frontier/session"
	"frontier/tui/format"
)

// analyseFlags are the flags of "frontier analyse".
type analyseFlags struct {
	pdn   string
	game  int
	depth int
	time  time.Duration
	algo  string
	hash  int
}

// newAnalyseCmd builds "frontier analyse", the workstation's game
// analysis (B) on the command line: the engine over every position of
// the games of a PDN file, each move with the score after it and the
// marks ?? ? ?! of the moves that lowered their side's expected score.
func newAnalyseCmd() *cobra.Command {
	var f analyseFlags
	cmd := &cobra.Command{
		Use:     "analyse",
		Aliases: []string{"analyze"},
		Short:   "Analyse the games of a PDN file move by move: scores and ??/?/?! marks",
		Long: `Analyse runs the engine over every position of the games of a PDN file
(all of them, or --game N) to a fixed --depth or for --time per position,
and prints each move with:

  the score after the move, from Black (the first player): + is good for
  Black, 100 is a man; win7/loss7 a forced result in 7 plies;
  the drop of the mover's expected score in percentage points, by the
  logistic curve fitted when the evaluation was tuned (docs/tuning.md);
  a mark when the drop reaches lichess's thresholds: ?! 5, ? 10, ?? 15;
  the engine's choice when it is another move.

The positions of a game share a transposition table, as the workstation's
E does. Ctrl-C stops and prints what was analysed.`,
		Example: `  frontier analyse --pdn assets/data/london-1992-chinook-tinsley.pdn --game 1 --depth 9`,
		Args:    cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runAnalyse(ctx, cmd.OutOrStdout(), f)
		}),
	}
	fl := cmd.Flags()
	fl.StringVar(&f.pdn, "pdn", "", "the PDN file (required)")
	fl.IntVar(&f.game, "game", 0, "analyse only the Nth game of the file (1 is the first); 0: all")
	fl.IntVar(&f.depth, "depth", 11, "search depth per position (0: use --time alone)")
	fl.DurationVar(&f.time, "time", 0, "time per position, e.g. 500ms (0: none)")
	fl.StringVar(&f.algo, "algorithm", "seq", "engine spec (frontier algos lists them)")
	fl.IntVar(&f.hash, "hash", 32, "transposition table in MiB")
	return cmd
}

func runAnalyse(ctx context.Context, w io.Writer, f analyseFlags) error {
	if f.pdn == "" {
		return fmt.Errorf("analyse: --pdn FILE is required")
	}
	opt := session.GameAnalysisOptions{Algorithm: f.algo, Depth: f.depth, Time: f.time, HashMiB: f.hash}
	if err := opt.Check(); err != nil {
		return fmt.Errorf("analyse: %w", err)
	}
	file := session.ReadPDNFile(f.pdn)
	lines, err := file.Lines()
	if len(lines) == 0 {
		return fmt.Errorf("analyse: %w", err)
	}
	if warn := file.Warning(); warn != "" {
		fmt.Fprintf(w, "warning: %s\n", warn)
	}
	nums := file.Numbers() // the file's numbers, bad games counted
	if f.game < 0 || f.game > nums[len(nums)-1] {
		return fmt.Errorf("analyse: --game %d: the file has %s", f.game, format.Plural(nums[len(nums)-1], "game"))
	}
	found := f.game == 0
	for i := range lines {
		if f.game != 0 && nums[i] != f.game {
			continue
		}
		found = true
		if err := analyseLine(ctx, w, nums[i], &lines[i], opt); err != nil {
			return err
		}
	}
	if !found {
		return fmt.Errorf("analyse: --game %d: that game of %s is bad and was skipped", f.game, f.pdn)
	}
	return nil
}

// analyseLine analyses one game and prints it move by move.
func analyseLine(ctx context.Context, w io.Writer, n int, l *session.Line, opt session.GameAnalysisOptions) error {
	a, err := session.NewGameAnalysis(l, opt)
	if err != nil {
		return fmt.Errorf("analyse: %w", err)
	}
	defer a.Close()
	fmt.Fprintf(w, "game %d: %s · %s\n", n, l.Title, fmt.Sprintf("%d plies", len(l.Moves)))
	start := time.Now()
	runErr := a.Run(ctx, nil)
	count := map[string]int{}
	for i, mv := range l.Moves {
		after, ok := a.Score(i + 1)
		if !ok {
			break
		}
		before, _ := a.Score(i)
		mk, _ := a.Mark(i)
		count[mk.Glyph]++
		side := l.Positions[i].Side()
		no := (i+l.Start.Side())/2 + 1
		num := fmt.Sprintf("%d.", no)
		if side == 1 {
			num = fmt.Sprintf("%d...", no)
		}
		best := ""
		if before.Best != "" && before.Best != mv {
			best = "best " + before.Best
		}
		fmt.Fprintf(w, "%7s %-9s %-2s %8s  drop %5.1f  %s\n", num, mv, mk.Glyph, format.Score(after.First), mk.Drop, best)
	}
	fmt.Fprintf(w, "marks: %d ??, %d ?, %d ?! · %s, %s\n\n", count["??"], count["?"], count["?!"], analyseLimit(opt), time.Since(start).Round(time.Millisecond))
	if runErr != nil && ctx.Err() == nil {
		return fmt.Errorf("analyse: game %d: %w", n, runErr)
	}
	if ctx.Err() != nil {
		return fmt.Errorf("analyse: stopped at position %d of game %d", a.Next(), n)
	}
	return nil
}

// analyseLimit says how each position was searched.
func analyseLimit(o session.GameAnalysisOptions) string {
	s := o.Algorithm
	if s == "" {
		s = "seq"
	}
	if o.Depth > 0 {
		s += fmt.Sprintf(" depth %d", o.Depth)
	}
	if o.Time > 0 {
		s += " " + o.Time.String() + " a position"
	}
	return s
}
