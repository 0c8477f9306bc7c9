package cli

import (
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	"frontier/board/chess"
	"frontier/internal/atomicfile"
	"frontier/search"
	"frontier/search/egdb"
	"frontier/search/engine"
	"frontier/search/eval"
	"frontier/search/tune"
	"frontier/session/match"

	"github.com/spf13/cobra"
)

// tuneFlags are the options of "frontier tune".
type tuneFlags struct {
	seed           uint64
	games          int
	nodes          uint64
	match1992      bool
	heldOut        float64
	step, passes   int
	start, against string
	write          string
	saveData, data string
	play           int
	playNodes      uint64
	agreeNodes     uint64
	quiet          bool
	egdb           string
	dbSamples      int
	dbPieces       int
	game           string
	playSelective  string
	fitProbCut     string
	terms          string
	scoreLabel     float64
	adam           int
	playFrom       int
	playKeep       bool
	adamLR, adamL2 float64
	relabelNodes   uint64
	relabelEvery   int
	relabelWorkers int
	relabelEngine  string
}

// newTuneCmd builds "frontier tune", the Texel-style fit of the checkers
// evaluation's weights (package search/tune).
func newTuneCmd() *cobra.Command {
	f := &tuneFlags{}
	cmd := &cobra.Command{
		Use:   "tune",
		Short: "Fit the checkers evaluation's weights to game results (Texel tuning)",
		Long: `Tune makes a data set, fits the evaluation's weights to it and reports
the error before and after on a held-out part of the data.

The data set is reproducible from --seed: --games self-play games of the
engine with the --start weights at about --nodes nodes a move (each side's budget drawn from
[nodes/2, 3·nodes/2)), each from an ACF ballot drawn at random with one
random move at a random ply from 4 to 23 (positions before it are not
kept), plus the games of the 1992 Tinsley–Chinook match unless
--match1992=false. Every quiet position (no capture pending) is labelled
with its game's result. --held-out of the games (by game) are kept out of
the fit to measure it. --save-data writes the samples, --data reads them
instead of playing the games.

The fit: the scaling constant K of sigmoid(K·eval) first, with the
starting weights (--start current: those compiled in; hand: the hand-set
weights before any tuning); then every weight but the man's (the unit) by
Texel's local search, steps of --step units of 1/20 point halving to 1, at
most --passes passes.

--write FILE writes the fitted weights as the Go source of
search/eval/weights.go (through a temporary file and a rename).
--play N plays N games, fitted weights against --against (current or
hand), at --play-nodes nodes a move over the ACF ballots, and prints the
score and Elo with its 95% margin; --agree-nodes N counts the moves that
agree with the 1992 match moves on the 20 suite positions at N nodes,
for both weight sets. With --egdb the self-play and --play games use the
endgame database and end when they reach it, with its value. Everything
is deterministic.`,
		Example: `  frontier tune --seed 1 --games 600 --nodes 3000 --write search/eval/weights.go
  frontier tune --seed 1 --games 600 --nodes 3000 --start hand --play 400 --against hand --agree-nodes 200000`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runTune(ctx, cmd.OutOrStdout(), cmd.ErrOrStderr(), f)
		}),
	}
	fl := cmd.Flags()
	fl.Uint64Var(&f.seed, "seed", 1, "seed of the data set (ballots, budgets, random moves) and of the held-out split")
	fl.IntVar(&f.games, "games", 300, "self-play games in the data set")
	fl.Uint64Var(&f.nodes, "nodes", 3000, "mean node budget a move in the self-play games")
	fl.BoolVar(&f.match1992, "match1992", true, "add the positions of the 1992 Tinsley–Chinook games")
	fl.Float64Var(&f.heldOut, "held-out", 0.2, "fraction of the games held out of the fit to measure it")
	fl.IntVar(&f.step, "step", 64, "first step of the local search, in 1/20 point")
	fl.IntVar(&f.passes, "passes", 300, "most passes of the local search")
	fl.StringVar(&f.start, "start", "current", "weights to start from: current (compiled in) or hand (before tuning)")
	fl.StringVar(&f.against, "against", "current", "weights --play plays against: current or hand")
	fl.StringVar(&f.write, "write", "", "write the fitted weights as Go source to this file")
	fl.StringVar(&f.saveData, "save-data", "", "write the data set to this file")
	fl.StringVar(&f.data, "data", "", "read the data set from this file (from --save-data) instead of playing the games; chess: several files, comma-separated, are joined (their games numbered in order)")
	fl.IntVar(&f.play, "play", 0, "games of fitted weights against --against")
	fl.Uint64Var(&f.playNodes, "play-nodes", 5000, "node budget a move of the --play games")
	fl.Uint64Var(&f.agreeNodes, "agree-nodes", 0, "node budget of the suite agreement count (0: none)")
	fl.BoolVar(&f.quiet, "quiet", false, "no progress on standard error")
	fl.StringVar(&f.egdb, "egdb", engine.EgdbOff, "endgame database for the self-play and --play games (auto, off or a directory): the engines use it at their leaves and a game that reaches it ends with its value, so that endgames are labelled with the truth; off by default, as the figures of docs/tuning.md were made")
	fl.IntVar(&f.dbSamples, "db-samples", 0, "with --egdb: add this many random positions of up to --db-pieces pieces, labelled with their database value")
	fl.IntVar(&f.dbPieces, "db-pieces", 5, "the most pieces of a --db-samples position")
	fl.StringVar(&f.game, "game", "checkers", "game whose evaluation to fit: checkers or chess (chess: self-play from the match book, --step in centipawns; --match1992, --egdb and --agree-nodes are checkers')")
	fl.StringVar(&f.playSelective, "play-selective", "", "instead of fitting: play --play games of the --start weights searching with these parts of the selective search ("+strings.Join(search.SelectiveParts, ",")+") against the same weights without them, at --play-nodes (docs/checkers-strength.md); chess: the playing options with these parts against them without (docs/chess.md)")
	fl.Float64Var(&f.scoreLabel, "score-label", 0, "chess: label each position (1-x)·its game's result + x·sigmoid(K·the self-play search's score), x in [0, 1]; 0: the result alone")
	fl.BoolVar(&f.playKeep, "play-keep", false, "chess, with --play-selective: each side searches a game's moves with one searcher, whose own tables (histories, correction history) carry from move to move as in the UCI server and frontier match; without it every move starts a new searcher")
	fl.IntVar(&f.playFrom, "play-from", 0, "chess: play games --play-from to --play-from + --play − 1 of the --play sequence (shards of one match run apart add up to it)")
	fl.IntVar(&f.adam, "adam", 0, "chess: fit by this many full-batch gradient steps (Adam, --lr, --l2) instead of Texel's local search (--step, --passes); the held-out error picks among every 10th step")
	fl.Float64Var(&f.adamLR, "lr", 1, "chess, with --adam: Adam's step size in centipawns")
	fl.Float64Var(&f.adamL2, "l2", 0, "chess, with --adam: weight of the penalty l2·Σ((w−start)/100)² on the weights' moves, added to the mean squared error")
	fl.Uint64Var(&f.relabelNodes, "relabel-nodes", 0, "chess: before the fit, label every --relabel-every-th position of the data set with the score of a search of the compiled evaluation at this many nodes (the playing options, empty tables) instead of the self-play's own search's; --save-data then saves the relabelled set; 0: keep the self-play's scores")
	fl.IntVar(&f.relabelEvery, "relabel-every", 1, "chess, with --relabel-nodes: keep and relabel every this-many-th position (1: all)")
	fl.IntVar(&f.relabelWorkers, "relabel-workers", 1, "chess, with --relabel-nodes: searches run at once (the labels do not depend on it)")
	fl.StringVar(&f.relabelEngine, "relabel-engine", "", "chess, with --relabel-nodes: label with the searches of this outside UCI engine instead of our own (uci:PROGRAM[,Name=Value...], as match's players: uci:/usr/games/stockfish,Threads=1,Hash=16), --relabel-workers of them, each position from a new game (ucinewgame) at --relabel-nodes nodes (go nodes), the score of its last exact info line")
	fl.StringVar(&f.terms, "terms", "", "chess: fit these terms alone (comma-separated names as the weight table prints them); default every term but the pawn's middle-game value and the piece-square sums")
	fl.StringVar(&f.fitProbCut, "fit-probcut", "", "instead of fitting: fit ProbCut's deep score on the shallow one (4 plies less) at these depths (6,8,10) over positions of the ballots, with the --start weights (docs/checkers-strength.md)")
	return cmd
}

// namedWeights resolves "current" or "hand".
func namedWeights(flag, name string) (eval.Weights, error) {
	switch name {
	case "current":
		return eval.Current(), nil
	case "hand":
		return tune.HandSet, nil
	}
	return eval.Weights{}, fmt.Errorf("bad --%s %q: want current or hand", flag, name)
}

func runTune(ctx context.Context, out, errw io.Writer, f *tuneFlags) error {
	if f.playKeep && (f.game != "chess" || f.playSelective == "") {
		return errors.New("bad --play-keep: it goes with --game chess --play-selective PARTS")
	}
	switch f.game {
	case "checkers":
	case "chess":
		return runTuneChess(ctx, out, errw, f)
	default:
		return fmt.Errorf("bad --game %q: want checkers or chess", f.game)
	}
	start, err := namedWeights("start", f.start)
	if err != nil {
		return err
	}
	against, err := namedWeights("against", f.against)
	if err != nil {
		return err
	}
	switch {
	case f.heldOut < 0 || f.heldOut >= 1:
		return fmt.Errorf("bad --held-out %v: want a fraction in [0, 1)", f.heldOut)
	case f.step < 1:
		return fmt.Errorf("bad --step %d: want at least 1", f.step)
	case f.passes < 0 || f.play < 0:
		return fmt.Errorf("bad --passes %d or --play %d: want 0 or more", f.passes, f.play)
	case f.play > 0 && f.playNodes < 2:
		return fmt.Errorf("bad --play-nodes %d: want at least 2", f.playNodes)
	case f.dbSamples < 0 || f.dbSamples > 0 && f.egdb == engine.EgdbOff:
		return fmt.Errorf("bad --db-samples %d: want 0 or more, with --egdb", f.dbSamples)
	case f.dbPieces < 3 || f.dbPieces > egdb.MaxPieces:
		return fmt.Errorf("bad --db-pieces %d: want 3 to %d", f.dbPieces, egdb.MaxPieces)
	}
	progress := errw
	if f.quiet {
		progress = io.Discard
	}
	var db *egdb.DB
	if f.egdb != engine.EgdbOff {
		var note string
		if db, note, err = engine.Database(f.egdb); err != nil {
			return fmt.Errorf("bad --egdb: %w", err)
		}
		if db == nil {
			return fmt.Errorf("bad --egdb %s: %s", f.egdb, note)
		}
		fmt.Fprintf(out, "endgame database: %d pieces, in the games and their adjudication\n", db.Pieces())
	}
	if f.playSelective != "" {
		return playSelective(ctx, out, progress, f, start, db)
	}
	if f.fitProbCut != "" {
		return fitProbCut(ctx, out, f, start)
	}
	d, err := tuneData(ctx, progress, f, &start, db)
	if err != nil {
		return err
	}
	train, test := d.Split(f.seed, f.heldOut)
	fmt.Fprintf(out, "data: %d positions from %d self-play games (seed %d, ~%d nodes a move) and %d match games; Black +%d =%d -%d\n",
		len(d.Samples), d.SelfPlayGames, d.Seed, d.Nodes, d.MatchGames, d.Results[0], d.Results[1], d.Results[2])
	if d.DBSamples > 0 {
		fmt.Fprintf(out, "of which %d database positions of up to %d pieces, labelled with their value\n", d.DBSamples, f.dbPieces)
	}
	fmt.Fprintf(out, "split: %d training, %d held-out positions\n", len(train), len(test))
	if len(train) == 0 {
		return fmt.Errorf("no training positions: give --games or --match1992")
	}
	k := tune.FitK(train, start)
	fmt.Fprintf(out, "K = %.6f (a man up: expected score %.3f)\n", k, 1/(1+math.Exp(-k*100)))
	fitted := tune.Fit(train, start, tune.FitConfig{K: k, Step: f.step, MaxPasses: f.passes,
		OnPass: func(step int, e float64, _ eval.Weights) {
			fmt.Fprintf(progress, "step %d: training error %.6f\n", step, e)
		}})
	errorTable(out, [2]float64{tune.Error(train, start, k), tune.Error(train, fitted, k)}, [2]float64{tune.Error(test, start, k), tune.Error(test, fitted, k)})
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "weight (1/%d point)\tbefore\tafter\t\n", eval.Scale)
	for i, name := range eval.FeatureNames {
		fmt.Fprintf(tw, "%s\t%d\t%d\t\n", name, start[i], fitted[i])
	}
	tw.Flush()
	if f.write != "" {
		note := fmt.Sprintf("seed %d, %d games at %d nodes, K %.6f.", d.Seed, d.SelfPlayGames, d.Nodes, k)
		switch {
		case db != nil:
			note = fmt.Sprintf("seed %d, %d games at %d nodes with the %d-piece database, %d database positions, K %.6f.", d.Seed, d.SelfPlayGames, d.Nodes, db.Pieces(), d.DBSamples, k)
		case d.DBSamples > 0: // a saved data set refitted without --egdb
			note = fmt.Sprintf("seed %d, %d games at %d nodes, %d database positions, K %.6f.", d.Seed, d.SelfPlayGames, d.Nodes, d.DBSamples, k)
		}
		if err := tune.WriteSource(f.write, fitted, note); err != nil {
			return err
		}
		fmt.Fprintf(out, "wrote %s\n", f.write)
	}
	if f.agreeNodes > 0 {
		for _, ws := range []struct {
			name string
			w    eval.Weights
		}{{f.against, against}, {"fitted", fitted}} {
			a, n, err := tune.Agreement(ctx, ws.w, f.agreeNodes)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "suite agreement at %d nodes, %s weights: %d of %d\n", f.agreeNodes, ws.name, a, n)
		}
	}
	if f.play > 0 {
		s, err := tune.Match(ctx, fitted, against, f.playNodes, f.play, db, gameProgress(progress))
		if err != nil {
			return err
		}
		ms := matchScore(s)
		fmt.Fprintf(out, "fitted vs %s, %d games at %d nodes a move: %s, Elo %s\n", f.against, f.play, f.playNodes, ms, ms.Elo())
	}
	return nil
}

// playSelective plays --play games of the --start weights with the
// --play-selective parts of the selective search against the same
// weights without them, at a fixed node budget.
func playSelective(ctx context.Context, out, progress io.Writer, f *tuneFlags, w eval.Weights, db *egdb.DB) error {
	off := search.DefaultOptions()
	on, err := off.WithSelective(f.playSelective)
	if err != nil {
		return fmt.Errorf("bad --play-selective: %w", err)
	}
	if f.play == 0 {
		return fmt.Errorf("--play-selective %s: give --play N games", f.playSelective)
	}
	s, err := tune.MatchOptions(ctx, w, on, off, f.playNodes, f.play, db, gameProgress(progress))
	if err != nil {
		return err
	}
	ms := matchScore(s)
	fmt.Fprintf(out, "selective %s vs none, %s weights, %d games at %d nodes a move: %s, Elo %s\n", f.playSelective, f.start, f.play, f.playNodes, ms, ms.Elo())
	return nil
}

// fitProbCut prints the linear fits of ProbCut's deep scores on its
// shallow ones at the --fit-probcut depths.
func fitProbCut(ctx context.Context, out io.Writer, f *tuneFlags, w eval.Weights) error {
	var depths []int
	for _, s := range strings.Split(f.fitProbCut, ",") {
		d, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || d < probCutReduction+1 || d > search.MaxDepth {
			return fmt.Errorf("bad --fit-probcut %q: want depths from %d to %d, like 6,8,10", f.fitProbCut, probCutReduction+1, search.MaxDepth)
		}
		depths = append(depths, d)
	}
	fits, err := tune.FitProbCut(ctx, w, depths, probCutReduction, 8)
	if err != nil {
		return err
	}
	for _, p := range fits {
		name := fmt.Sprintf("depth %d on %d", p.Deep, p.Shallow)
		if p.Deep == 0 {
			name = "all depths"
		}
		fmt.Fprintf(out, "%s: %d positions, deep = %.3f·shallow %+.1f, sigma %.1f, r %.3f\n", name, p.N, p.Slope, p.Offset, p.Sigma, p.R)
	}
	return nil
}

// probCutReduction is the ProbCut depth reduction the fit assumes
// (search's probCutReduction).
const probCutReduction = 4

// tuneData reads the data set from --data or generates it (and writes it
// to --save-data).
func tuneData(ctx context.Context, progress io.Writer, f *tuneFlags, start *eval.Weights, db *egdb.DB) (*tune.Data, error) {
	if f.data != "" {
		r, err := os.Open(f.data)
		if err != nil {
			return nil, fmt.Errorf("bad --data: %w", err)
		}
		defer r.Close()
		d := &tune.Data{}
		if err := gob.NewDecoder(r).Decode(d); err != nil {
			return nil, fmt.Errorf("bad --data %s: %w", f.data, err)
		}
		return d, nil
	}
	d, err := tune.Generate(ctx, tune.DataConfig{Seed: f.seed, Games: f.games, Nodes: f.nodes, Match1992: f.match1992, Weights: start, DB: db, DBSamples: f.dbSamples, DBPieces: f.dbPieces,
		OnGame: func(done, total int) { fmt.Fprintf(progress, "\rself-play game %d of %d", done, total) }})
	fmt.Fprintln(progress)
	if err != nil {
		return nil, err
	}
	if f.saveData != "" {
		w, err := os.Create(f.saveData)
		if err != nil {
			return nil, fmt.Errorf("bad --save-data: %w", err)
		}
		err = gob.NewEncoder(w).Encode(d)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, fmt.Errorf("write %s: %w", f.saveData, err)
		}
	}
	return d, nil
}

// runTuneChess is "frontier tune --game chess": the same steps on the
// chess evaluation's terms (search/tune/chess.go), starting from the
// compiled weights (--start and --against current only).
func runTuneChess(ctx context.Context, out, errw io.Writer, f *tuneFlags) error {
	switch {
	case f.start != "current" || f.against != "current":
		return fmt.Errorf("bad --start %q or --against %q: chess has only the current weights", f.start, f.against)
	case f.scoreLabel < 0 || f.scoreLabel > 1:
		return fmt.Errorf("bad --score-label %v: want a fraction in [0, 1]", f.scoreLabel)
	case f.heldOut < 0 || f.heldOut >= 1:
		return fmt.Errorf("bad --held-out %v: want a fraction in [0, 1)", f.heldOut)
	case f.step < 1 || f.passes < 0 || f.play < 0:
		return fmt.Errorf("bad --step %d, --passes %d or --play %d", f.step, f.passes, f.play)
	case f.play > 0 && f.playNodes < 2:
		return fmt.Errorf("bad --play-nodes %d: want at least 2", f.playNodes)
	case f.egdb != engine.EgdbOff || f.agreeNodes > 0 || f.dbSamples > 0:
		return fmt.Errorf("--egdb, --db-samples and --agree-nodes are for checkers")
	case f.relabelNodes == 1 || f.relabelEvery < 1 || f.relabelWorkers < 1:
		return fmt.Errorf("bad --relabel-nodes %d, --relabel-every %d or --relabel-workers %d", f.relabelNodes, f.relabelEvery, f.relabelWorkers)
	case f.relabelEngine != "" && f.relabelNodes == 0:
		return fmt.Errorf("--relabel-engine %q needs --relabel-nodes, its node budget a position", f.relabelEngine)
	}
	var engineCfg match.UCIConfig
	if f.relabelEngine != "" {
		var err error
		if engineCfg, err = match.ParseUCIPlayer(f.relabelEngine); err != nil {
			return fmt.Errorf("bad --relabel-engine: %w", err)
		}
	}
	progress := errw
	if f.quiet {
		progress = io.Discard
	}
	start := eval.CurrentChess()
	if f.playSelective != "" {
		return playSelectiveChess(ctx, out, progress, f, start)
	}
	var d *tune.ChessData
	if f.data != "" {
		// Chess takes several sets, comma-separated, joined in order.
		var sets []*tune.ChessData
		for _, path := range strings.Split(f.data, ",") {
			r, err := os.Open(path)
			if err != nil {
				return fmt.Errorf("bad --data: %w", err)
			}
			s, err := tune.DecodeChessData(r)
			r.Close()
			if err != nil {
				return fmt.Errorf("bad --data %s: %w", path, err)
			}
			sets = append(sets, s)
		}
		d = tune.MergeChessData(sets...)
		if f.relabelNodes > 0 {
			var err error
			if d, err = relabelChess(ctx, progress, f, engineCfg, d); err != nil {
				return err
			}
		}
	} else {
		var err error
		d, err = tune.GenerateChess(ctx, f.seed, f.games, f.nodes, start, func(done, total int, d *tune.ChessData) {
			fmt.Fprintf(progress, "\rself-play game %d of %d", done, total)
			// A long run saves what it has every 50 games: its
			// first games are usable before it ends.
			if f.saveData != "" && done%50 == 0 && done < total {
				if err := saveGob(f.saveData, d); err != nil {
					fmt.Fprintf(progress, "\n%v\n", err)
				}
			}
		})
		fmt.Fprintln(progress)
		if err != nil {
			return err
		}
		if f.relabelNodes > 0 {
			if d, err = relabelChess(ctx, progress, f, engineCfg, d); err != nil {
				return err
			}
		}
		if f.saveData != "" {
			if err := saveGob(f.saveData, d); err != nil {
				return err
			}
		}
	}
	train, test := tune.SplitChess(d.Samples, f.seed, f.heldOut)
	fmt.Fprintf(out, "data: %d quiet positions from %d chess self-play games (seed %d, ~%d nodes a move); White +%d =%d -%d\n",
		len(d.Samples), d.Games, d.Seed, d.Nodes, d.Results[0], d.Results[1], d.Results[2])
	switch {
	case d.LabelEngine != "":
		fmt.Fprintf(out, "search scores: of a %d-node search of each position by %s (the self-play's own searches replaced)\n", d.LabelNodes, d.LabelEngine)
	case d.LabelNodes > 0:
		fmt.Fprintf(out, "search scores: of a %d-node search of each position (the self-play's own searches replaced)\n", d.LabelNodes)
	}
	fmt.Fprintf(out, "split: %d training, %d held-out positions\n", len(train), len(test))
	if len(train) == 0 {
		return fmt.Errorf("no training positions: give --games")
	}
	k := tune.FitChessK(train, start)
	fmt.Fprintf(out, "K = %.6f (a pawn up: expected score %.3f)\n", k, 1/(1+math.Exp(-k*100)))
	if f.scoreLabel > 0 {
		n := tune.MixChessLabels(train, k, f.scoreLabel) + tune.MixChessLabels(test, k, f.scoreLabel)
		fmt.Fprintf(out, "labels: %.2f × result + %.2f × sigmoid(K × search score) on %d positions\n", 1-f.scoreLabel, f.scoreLabel, n)
	}
	// Early stopping: the weights of the pass with the lowest held-out
	// error (the last pass's without a held-out set).
	var fitted eval.ChessWeights
	bestHeld := math.Inf(1)
	var fixed func(int) bool
	if f.terms != "" {
		var err error
		if fixed, err = tune.ChessFitOnly(strings.Split(f.terms, ",")); err != nil {
			return fmt.Errorf("bad --terms: %w", err)
		}
	}
	onPass := func(step int, e float64, w *eval.ChessWeights) {
		h := tune.ChessError(test, *w, k)
		fmt.Fprintf(progress, "step %d: training error %.6f, held-out %.6f\n", step, e, h)
		if h < bestHeld {
			bestHeld, fitted = h, *w
		}
	}
	var last eval.ChessWeights
	if f.adam > 0 {
		// "step" in the progress is then the gradient step's number.
		last = tune.FitChessAdam(train, start, k, tune.ChessAdam{Iters: f.adam, LR: f.adamLR, L2: f.adamL2, Every: 10}, fixed, onPass)
	} else {
		last = tune.FitChess(train, start, k, f.step, f.passes, fixed, onPass)
	}
	switch {
	case len(test) == 0:
		fitted = last
	case bestHeld >= tune.ChessError(test, start, k):
		fitted = start // no pass did better than the start on held-out positions
	}
	errorTable(out, [2]float64{tune.ChessError(train, start, k), tune.ChessError(train, fitted, k)}, [2]float64{tune.ChessError(test, start, k), tune.ChessError(test, fitted, k)})
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "weight (centipawns)\tmg before\tafter\teg before\tafter\t\n")
	for t, name := range eval.ChessTermNames {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t\n", name, start[2*t], fitted[2*t], start[2*t+1], fitted[2*t+1])
	}
	tw.Flush()
	if f.write != "" {
		note := fmt.Sprintf("seed %d, %d games at %d nodes, K %.6f.", d.Seed, d.Games, d.Nodes, k)
		if d.LabelNodes > 0 {
			by := ""
			if d.LabelEngine != "" {
				by = " of " + d.LabelEngine
			}
			note = fmt.Sprintf("seed %d, %d positions of %d games at %d nodes labelled by %d-node searches%s, K %.6f.", d.Seed, len(d.Samples), d.Games, d.Nodes, d.LabelNodes, by, k)
		}
		if err := tune.WriteChessSource(f.write, fitted, note); err != nil {
			return err
		}
		fmt.Fprintf(out, "wrote %s\n", f.write)
	}
	if f.play > 0 {
		s, err := tune.ChessMatchFrom(ctx, fitted, start, f.playNodes, f.playFrom, f.play, gameProgress(progress))
		if err != nil {
			return err
		}
		ms := matchScore(s)
		fmt.Fprintf(out, "fitted vs current, %d chess games at %d nodes a move: %s, Elo %s\n", f.play, f.playNodes, ms, ms.Elo())
	}
	return nil
}

// relabelChess is tune.RelabelChess with the --relabel flags, or with
// --relabel-engine the searches of that outside engine (cfg), its
// progress on progress; with --data, the relabelled set is saved to
// --save-data (a generated set is saved by the caller).
func relabelChess(ctx context.Context, progress io.Writer, f *tuneFlags, cfg match.UCIConfig, d *tune.ChessData) (*tune.ChessData, error) {
	onDone := func(done, total int) {
		if done%100 == 0 || done == total {
			fmt.Fprintf(progress, "\rrelabelled %d of %d positions at %d nodes", done, total, f.relabelNodes)
		}
	}
	var r *tune.ChessData
	var err error
	if f.relabelEngine == "" {
		r, err = tune.RelabelChess(ctx, d, f.relabelNodes, f.relabelEvery, f.relabelWorkers, onDone)
	} else {
		r, err = relabelChessByEngine(ctx, d, f.relabelNodes, f.relabelEvery, f.relabelWorkers, cfg, onDone)
	}
	fmt.Fprintln(progress)
	if err != nil {
		return nil, err
	}
	if f.data != "" && f.saveData != "" {
		if err := saveGob(f.saveData, r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// relabelChessByEngine labels every every-th sample of d with the score
// for White of a search of nodes nodes by the outside engine cfg, from a
// new game each: a label our own evaluation did not make, so that a fit
// learns more than its own search's view. workers engines run at once;
// all are ended before it returns.
func relabelChessByEngine(ctx context.Context, d *tune.ChessData, nodes uint64, every, workers int, cfg match.UCIConfig, onDone func(done, total int)) (*tune.ChessData, error) {
	engines := make([]*match.UCIPlayer, 0, workers)
	defer func() {
		for _, u := range engines {
			u.Close()
		}
	}()
	scorers := make([]tune.ChessScorer, workers)
	for w := range scorers {
		u, err := match.StartUCI(cfg)
		if err != nil {
			return nil, err
		}
		engines = append(engines, u)
		scorers[w] = func(ctx context.Context, fen string) (int, error) {
			p, err := chess.ParseFEN(fen)
			if err != nil {
				return 0, err
			}
			a, err := u.Analyse(ctx, p, nodes)
			if err != nil {
				return 0, err
			}
			if p.SideToMove() == chess.Black {
				return -a.Score, nil
			}
			return a.Score, nil
		}
	}
	r, err := tune.RelabelChessBy(ctx, d, every, scorers, onDone)
	if err != nil {
		return nil, err
	}
	r.LabelNodes, r.LabelEngine = nodes, engines[0].Name()
	return r, nil
}

// playSelectiveChess plays --play chess games of the current weights:
// the playing options with the --play-selective parts on against the
// same options with them off, at a fixed node budget.
func playSelectiveChess(ctx context.Context, out, progress io.Writer, f *tuneFlags, w eval.ChessWeights) error {
	on, err := search.PlayOptions().WithSelective(f.playSelective)
	if err != nil {
		return fmt.Errorf("bad --play-selective: %w", err)
	}
	off, _ := search.PlayOptions().WithoutSelective(f.playSelective)
	if f.play == 0 {
		return fmt.Errorf("--play-selective %s: give --play N games", f.playSelective)
	}
	s, err := tune.ChessMatchOptions(ctx, w, on, off, f.playNodes, f.playFrom, f.play, f.playKeep, gameProgress(progress))
	if err != nil {
		return err
	}
	ms := matchScore(s)
	kept := ""
	if f.playKeep {
		kept = ", one searcher a game"
	}
	fmt.Fprintf(out, "chess: play options with %s vs without, games %d to %d at %d nodes a move%s: %s, Elo %s\n", f.playSelective, f.playFrom+1, f.playFrom+f.play, f.playNodes, kept, ms, ms.Elo())
	return nil
}

// saveGob writes v to path in gob.
func saveGob(path string, v any) error {
	// Through a temporary file and a rename: a long chess run saves as
	// it goes, and a reader must never see half a set.
	err := atomicfile.WriteFunc(path, 0o644, func(w io.Writer) error {
		return gob.NewEncoder(w).Encode(v)
	})
	if err != nil {
		return fmt.Errorf("write --save-data %s: %w", path, err)
	}
	return nil
}

// errorTable prints a fit's mean squared error before and after, on the
// training and the held-out positions: the table both fits (checkers',
// chess's) end with.
func errorTable(out io.Writer, training, heldOut [2]float64) {
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "error\tbefore\tafter\t\n")
	fmt.Fprintf(tw, "training\t%.6f\t%.6f\t\n", training[0], training[1])
	fmt.Fprintf(tw, "held-out\t%.6f\t%.6f\t\n", heldOut[0], heldOut[1])
	tw.Flush()
}

// gameProgress prints each game's running score of a tuning match, one
// line a game, to progress.
func gameProgress(progress io.Writer) func(int, tune.Score) {
	return func(i int, s tune.Score) {
		fmt.Fprintf(progress, "game %d: +%d =%d -%d\n", i+1, s.Wins, s.Draws, s.Losses)
	}
}

// matchScore is a tuning match's score as session/match counts one, for
// its Elo and margin (package tune cannot import session).
func matchScore(s tune.Score) match.Score {
	return match.Score{Wins: s.Wins, Draws: s.Draws, Losses: s.Losses}
}
