package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"frontier/internal/atomicfile"
	"frontier/search/experiment"
	"frontier/search/parallel/abdada"
	"frontier/search/parallel/ybwc"

	"github.com/spf13/cobra"
)

// "frontier experiment weill" puts Weill's comparison of ABDADA and YBWC
// (Weill 1996, §3) on our games: both algorithms in the simulator at 2 to
// 32 searchers, their speedup over the sequential engine and their
// transposition-table traffic, with the figures Weill's text gives beside
// ours. It is a bench run (the bench's runner, its shards and its
// merge), read differently.

// weillAlgos are the two algorithms Weill compares.
var weillAlgos = []string{ybwc.YBWC, abdada.ABDADA}

// weillCheckersDepth is the default depth on checkers: the whole
// comparison (ten configurations on twenty positions) takes minutes in
// the simulator, against an hour at the bench's depth 15.
const weillCheckersDepth = 13

// weillFigure is a figure of Weill's text (his Figures 3-6 are graphs
// whose values the text does not give).
type weillFigure struct {
	Algo      string  `json:"algo"`
	Searchers int     `json:"searchers,omitempty"`
	Speedup   float64 `json:"speedup,omitempty"`
	// ReadsPerWrite is the ratio of table read messages to write
	// messages.
	ReadsPerWrite float64 `json:"reads_per_write,omitempty"`
	Where         string  `json:"where"`
}

// weillFigures are the figures of Weill 1996. The speedups at 32 are
// relative (against the same program on one processor, the table's
// entries kept constant); our speedups are against the sequential
// engine, so absolute in his words.
var weillFigures = []weillFigure{
	{Algo: ybwc.YBWC, Searchers: 32, Speedup: 18.4, Where: "chess, Bratko-Kopec, depth 8, alpha-beta, CM5 (§3.2)"},
	{Algo: ybwc.YBWC, Searchers: 32, Speedup: 14.3, Where: "chess, Bratko-Kopec, depth 8, Negascout, CM5 (§3.2)"},
	{Algo: ybwc.YBWC, Searchers: 32, Speedup: 20.7, Where: "Othello, 50 game positions, depth 11, CM5 (§3.2)"},
	{Algo: abdada.ABDADA, Searchers: 32, Speedup: 28, Where: "chess, Bratko-Kopec, depth 9, Cray T3D, \"about 28\" (§5)"},
	{Algo: ybwc.YBWC, ReadsPerWrite: 1.35, Where: "chess, Bratko-Kopec (§3.3)"},
	{Algo: abdada.ABDADA, ReadsPerWrite: 1.7, Where: "chess, Bratko-Kopec (§3.3)"},
}

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
		depth: "depth of every search (default: " + strconv.Itoa(weillCheckersDepth) + " on checkers, the bench's depth of the other games)"})
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
	algos := ybwc.YBWC + "," + abdada.ABDADA
	if f.granularity != 0 {
		// YBWC's minsplit; ABDADA has no minimum granularity (every
		// node is shared through the table).
		algos = fmt.Sprintf("%s,minsplit=%d,%s", ybwc.YBWC, f.granularity, abdada.ABDADA)
	}
	args := []string{"--algos", algos, "--sim", "--searchers", f.searchers, "--game", f.game}
	switch {
	case f.depth != 0:
		args = append(args, "--depth", strconv.Itoa(f.depth))
	case f.game == benchCheckers:
		args = append(args, "--depth", strconv.Itoa(weillCheckersDepth))
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
	if f.format != "table" && f.format != "json" {
		return fmt.Errorf("bad --format %q: want table or json", f.format)
	}
	if err := f.sh.check(); err != nil {
		return err
	}
	var (
		cfg      *benchConfig
		sections []benchSection
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
		if err := writeWeillJSON(&buf, rows); err != nil {
			return err
		}
	} else if err := writeWeillTable(&buf, cfg, rows); err != nil {
		return err
	}
	if f.out == "" {
		_, err := cmd.OutOrStdout().Write(buf.Bytes())
		return err
	}
	if err := atomicfile.Write(f.out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", f.out)
	return nil
}

// weillRow is one algorithm at one number of searchers.
type weillRow struct {
	experiment.Summary
	// TableOpsPerNode and ReadsPerWrite are ratios of totals over the
	// positions.
	TableOpsPerNode float64       `json:"table_ops_per_node"`
	ReadsPerWrite   float64       `json:"reads_per_write"`
	Weill           []weillFigure `json:"weill,omitempty"`
}

// weillRows summarizes the YBWC and ABDADA sections of a bench run.
func weillRows(sections []benchSection) []weillRow {
	var out []weillRow
	for _, sec := range sections {
		ps, ok := sec.(*parallelSection)
		if !ok {
			continue
		}
		rows := ps.parallelRows()
		for _, g := range experiment.GroupRows(rows) {
			if algoName(g.Algo) != ybwc.YBWC && algoName(g.Algo) != abdada.ABDADA {
				continue
			}
			sums := experiment.Summarize(g.Rows)
			if len(sums) != 1 {
				continue
			}
			r := weillRow{Summary: sums[0]}
			var ops, nodes, reads, writes uint64
			for _, x := range g.Rows {
				ops, nodes, reads, writes = ops+x.TableOps, nodes+x.Nodes, reads+x.TableReads, writes+x.TableWrites
			}
			r.TableOpsPerNode = ratio(ops, nodes)
			r.ReadsPerWrite = ratio(reads, writes)
			for _, w := range weillFigures {
				if w.Algo == g.Algo && (w.Searchers == g.Searchers || w.Searchers == 0) {
					r.Weill = append(r.Weill, w)
				}
			}
			out = append(out, r)
		}
	}
	return out
}

func ratio(a, b uint64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func writeWeillJSON(w io.Writer, rows []weillRow) error {
	enc := json.NewEncoder(w)
	for _, r := range rows {
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return nil
}

// writeWeillTable writes a line per number of searchers, YBWC's and
// ABDADA's figures side by side, then Weill's.
func writeWeillTable(w io.Writer, cfg *benchConfig, rows []weillRow) error {
	fmt.Fprintf(w, "Weill 1996's comparison on %s, %s, simulator (costs %s): speedup over the sequential engine at the\n", cfg.suiteText(), cfg.modeText(), cfg.Costs)
	fmt.Fprintf(w, "same depth (mean over %d positions), table operations per node and table reads per write (totals over the positions)\n", len(cfg.Positions))
	var specs []string
	for _, r := range rows {
		if !slices.Contains(specs, r.Algo) {
			specs = append(specs, r.Algo)
		}
	}
	fmt.Fprintf(w, "engines: %s\n\n", strings.Join(specs, " and "))
	by := map[string]map[int]weillRow{}
	var ps []int
	seen := map[int]bool{}
	for _, r := range rows {
		a := algoName(r.Algo)
		if by[a] == nil {
			by[a] = map[int]weillRow{}
		}
		by[a][r.Searchers] = r
		if !seen[r.Searchers] {
			seen[r.Searchers] = true
			ps = append(ps, r.Searchers)
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "searchers\tYBWC speedup\tABDADA speedup\tYBWC ops/node\tABDADA ops/node\tYBWC reads/write\tABDADA reads/write\tWeill YBWC speedup\tWeill ABDADA speedup\t\n")
	cell := func(a string, p int, get func(weillRow) float64) string {
		if r, ok := by[a][p]; ok {
			return fmt.Sprintf("%.2f", get(r))
		}
		return "-"
	}
	weill := func(a string, p int) string {
		s := ""
		for _, f := range weillFigures {
			if f.Algo == a && f.Searchers == p && f.Speedup > 0 {
				if s != "" {
					s += " / "
				}
				s += strconv.FormatFloat(f.Speedup, 'f', -1, 64)
			}
		}
		if s == "" {
			return "-"
		}
		return s
	}
	speedup := func(r weillRow) float64 { return r.Speedup }
	ops := func(r weillRow) float64 { return r.TableOpsPerNode }
	rw := func(r weillRow) float64 { return r.ReadsPerWrite }
	y, a := ybwc.YBWC, abdada.ABDADA
	for _, p := range ps {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", p,
			cell(y, p, speedup), cell(a, p, speedup), cell(y, p, ops), cell(a, p, ops), cell(y, p, rw), cell(a, p, rw), weill(y, p), weill(a, p))
	}
	fmt.Fprintf(tw, "Weill\t\t\t\t\t%s\t%s\t\t\t\n", weillReads(y), weillReads(a))
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nWeill's figures (his Figures 3-6 are graphs; these are the values his text gives):")
	for _, f := range weillFigures {
		what := fmt.Sprintf("speedup %g at %d processors", f.Speedup, f.Searchers)
		if f.ReadsPerWrite > 0 {
			what = fmt.Sprintf("%g table reads per write", f.ReadsPerWrite)
		}
		fmt.Fprintf(w, "  %-6s %-32s %s\n", algoTitle(f.Algo), what, f.Where)
	}
	fmt.Fprintln(w, "His speedups are relative (the same program on one processor); ours are against the sequential engine.")
	return nil
}

// weillReads is Weill's reads per write for algo.
func weillReads(algo string) string {
	for _, f := range weillFigures {
		if f.Algo == algo && f.ReadsPerWrite > 0 {
			return strconv.FormatFloat(f.ReadsPerWrite, 'f', -1, 64)
		}
	}
	return "-"
}
