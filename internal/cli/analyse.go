package cli

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/format"
)

// analyseFlags are the flags of "frontier analyse".
type analyseFlags struct {
	pdn   string
	pgn   string
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
		Short:   "Analyse the games of a PDN or PGN file move by move: scores and ??/?/?! marks",
		Long: `Analyse runs the engine over every position of the games of a PDN file
(checkers) or a PGN file (chess), all of them or --game N, to a fixed
--depth or for --time per position, and prints each move with:

  the score after the move, from the first player (Black in checkers,
  White in chess): + is good for them, 100 is a man or a pawn; win7/loss7
  a forced result in 7 plies, #3 a chess mate in 3 moves;
  the drop of the mover's expected score in percentage points, by the
  logistic curve fitted when the evaluation was tuned (docs/tuning.md;
  lichess's curve in chess);
  a mark when the drop reaches lichess's thresholds: ?! 5, ? 10, ?? 15;
  the engine's choice when it is another move.

The positions of a game share a transposition table, as the workstation's
E does. Ctrl-C stops and prints what was analysed.`,
		Example: `  frontier analyse --pdn assets/data/london-1992-chinook-tinsley.pdn --game 1 --depth 9
  frontier analyse --pgn docs/screens/chess-immortal.pgn --depth 6`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			if f.pgn != "" && !cmd.Flags().Changed("depth") {
				f.depth = chessAnalyseDepth
			}
			return runAnalyse(ctx, cmd.OutOrStdout(), f)
		}),
	}
	fl := cmd.Flags()
	fl.StringVar(&f.pdn, "pdn", "", "the PDN file of checkers games (this or --pgn)")
	fl.StringVar(&f.pgn, "pgn", "", "the PGN file of chess games (this or --pdn)")
	fl.IntVar(&f.game, "game", 0, "analyse only the Nth game of the file (1 is the first); 0: all")
	fl.IntVar(&f.depth, "depth", 11, fmt.Sprintf("search depth per position (0: use --time alone); with --pgn %d unless given", chessAnalyseDepth))
	fl.DurationVar(&f.time, "time", 0, "time per position, e.g. 500ms (0: none)")
	fl.StringVar(&f.algo, "algorithm", "seq", "engine spec (frontier algos lists them)")
	fl.IntVar(&f.hash, "hash", 32, "transposition table in MiB")
	return cmd
}

// chessAnalyseDepth is --depth's default with --pgn: chess trees are
// wide (35 moves a node against checkers' 8), and depth 7 takes about
// as long a position as checkers' 11.
const chessAnalyseDepth = 7

func runAnalyse(ctx context.Context, w io.Writer, f analyseFlags) error {
	if (f.pdn == "") == (f.pgn == "") {
		return fmt.Errorf("analyse: give one file, --pdn FILE (checkers) or --pgn FILE (chess); --pdn or --pgn is required")
	}
	algo, err := engine.Parse(f.algo)
	if err != nil {
		return fmt.Errorf("analyse: --algorithm: %w", err)
	}
	opt := session.GameAnalysisOptions{Algorithm: algo, Depth: f.depth, Time: f.time, HashMiB: f.hash}
	if err := opt.Check(); err != nil {
		return fmt.Errorf("analyse: %w", err)
	}
	lines, nums, err := analyseLines(w, f)
	if err != nil {
		return err
	}
	last := nums[len(nums)-1]
	if f.game < 0 || f.game > last {
		return fmt.Errorf("analyse: --game %d: the file has %s", f.game, format.Plural(last, "game"))
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

// analyseLines reads the games of --pdn or --pgn, with their numbers in
// the file: a PDN file's bad games are skipped with a warning, a PGN
// file's stop the command.
func analyseLines(w io.Writer, f analyseFlags) ([]session.Line, []int, error) {
	if f.pgn != "" {
		games, err := session.ReadPGNFile(f.pgn)
		if err != nil {
			return nil, nil, fmt.Errorf("analyse: --pgn %w", err)
		}
		lines, err := session.PGNLines(games)
		if err != nil {
			return nil, nil, fmt.Errorf("analyse: --pgn %s: %w", f.pgn, err)
		}
		nums := make([]int, len(lines))
		for i := range nums {
			nums[i] = i + 1
		}
		return lines, nums, nil
	}
	file := session.ReadPDNFile(f.pdn)
	lines, err := file.Lines()
	if len(lines) == 0 {
		return nil, nil, fmt.Errorf("analyse: %w", err)
	}
	if warn := file.Warning(); warn != "" {
		fmt.Fprintf(w, "warning: %s\n", warn)
	}
	return lines, file.Numbers(), nil // the file's numbers, bad games counted
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
		fmt.Fprintf(w, "%7s %-9s %-2s %8s  drop %5.1f  %s\n", num, mv, mk.Glyph, format.GameScore(l.Game().Name(), after.First), mk.Drop, best)
	}
	fmt.Fprintf(w, "marks: %d ??, %d ?, %d ?! · %s, %s\n", count["??"], count["?"], count["?!"], analyseLimit(opt), time.Since(start).Round(time.Millisecond))
	// The review per side, as the workstation's B gives it (accuracy:
	// lichess's formula, session/accuracy.go).
	r := a.Review()
	var sides []string
	for s, sr := range r.Sides {
		acc := "—"
		if sr.Moves > 0 {
			acc = fmt.Sprintf("%.0f%%", sr.Accuracy)
		}
		sides = append(sides, fmt.Sprintf("%s accuracy %s, %d ??, %d ?, %d ?!", l.Game().SideName(s), acc, sr.Blunders, sr.Mistakes, sr.Inaccuracies))
	}
	fmt.Fprintf(w, "review: %s\n\n", strings.Join(sides, " · "))
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
	s := o.Algorithm.String()
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
