package cli

import (
	"context"
	"fmt"
	"io"
	"slices"
	"text/tabwriter"
	"time"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/experiment"
	"frontier/search/parallel"
)

// The DIB family's part of the bench report, kept apart from the
// thesis's tables: Rezaie and Finkel measure each parallel algorithm by
// relative efficiency against plain alpha-beta (the engine "alphabeta"),
// not by speedup over the best sequential program. So "--algos
// alphabeta" prints alphabeta's own searches, and the table of every
// algorithm whose registration names alphabeta as its Reference is
// followed by one more: relative efficiency against alphabeta, T_ab /
// (P T_P), and against the algorithm's own run on one processor, T_1 /
// (P T_P) (the paper's §4 definition: its algorithms' sequential times
// were "quite similar"), speedup over alphabeta and over seq, and nodes
// relative to alphabeta's and to the one-processor run (Figures 5-7).

// dibBench caches alphabeta's search of each position, shared by the
// alphabeta section and every DIB algorithm's.
type dibBench struct {
	refs map[string]abRef
}

// abRef is alphabeta's search of one position.
type abRef struct {
	Algo      string  `json:"algo"`
	Position  string  `json:"position"`
	Move      string  `json:"move"`
	Depth     int     `json:"depth"`
	Score     int     `json:"score"`
	Nodes     uint64  `json:"nodes"`
	TimeUnits int64   `json:"time_units,omitempty"` // simulated: its nodes at the cost model's price
	Seconds   float64 `json:"seconds,omitempty"`    // real
}

// alphaBetaRef searches p with alphabeta, once per bench.
func (c *benchConfig) alphaBetaRef(ctx context.Context, p benchPos) (abRef, error) {
	if r, ok := c.dib.refs[p.ID]; ok {
		return r, nil
	}
	e, err := c.Game.New(engine.Spec{Name: engine.AlphaBeta, P: 1}, engine.Env{Shared: &search.Shared{}, Options: c.Options})
	if err != nil {
		return abRef{}, err
	}
	start := time.Now()
	res, err := e.Search(ctx, p.Pos, c.limits(p), nil)
	e.Close()
	secs := time.Since(start).Seconds()
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return abRef{}, fmt.Errorf("alphabeta on %s: %w", p.ID, err)
	}
	r := abRef{Algo: engine.AlphaBeta, Position: p.ID, Move: res.Move, Depth: res.Depth, Score: res.Score, Nodes: res.Stats.Nodes}
	if c.Sim {
		// A simulated processor searches a node at the node's price;
		// alphabeta probes no table.
		r.TimeUnits = int64(c.Costs.Search(r.Nodes, 0))
	} else {
		r.Seconds = secs
	}
	if c.dib.refs == nil {
		c.dib.refs = map[string]abRef{}
	}
	c.dib.refs[p.ID] = r
	if c.Progress != nil {
		fmt.Fprintf(c.Progress, "alphabeta %-4s depth %2d  %-6s score %4d  nodes %11s\n", p.ID, r.Depth, r.Move, r.Score, groupDigits(int64(r.Nodes)))
	}
	return r, nil
}

// runAlphaBetaBench is the runner of "--algos alphabeta".
func runAlphaBetaBench(ctx context.Context, cfg *benchConfig) (benchSection, error) {
	sec := &alphaBetaSection{cfg: cfg}
	for _, p := range cfg.Positions {
		r, err := cfg.alphaBetaRef(ctx, p)
		if err != nil {
			return nil, err
		}
		sec.rows = append(sec.rows, r)
	}
	return sec, nil
}

type alphaBetaSection struct {
	cfg  *benchConfig
	rows []abRef
}

func (s *alphaBetaSection) Algo() string { return engine.AlphaBeta }

func (s *alphaBetaSection) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "ALPHABETA (plain fail-soft alpha-beta, no table, the game's move order: the DIB family's reference), %s, %s\n",
		s.cfg.suiteText(), s.cfg.modeText())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "Position\tMove\tDepth\tScore\tNodes\tTime\t")
	for _, r := range s.rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\t%s\t\n", r.Position, r.Move, r.Depth, r.Score, groupDigits(int64(r.Nodes)), r.timeText())
	}
	return tw.Flush()
}

func (r abRef) timeText() string {
	if r.TimeUnits > 0 {
		return groupDigits(r.TimeUnits) + " u"
	}
	return fmt.Sprintf("%.2fs", r.Seconds)
}

func (s *alphaBetaSection) CSV() ([]string, [][]string) {
	header := []string{"algo", "position", "move", "depth", "score", "nodes", "time_units", "seconds"}
	var recs [][]string
	for _, r := range s.rows {
		recs = append(recs, []string{r.Algo, r.Position, r.Move, fmt.Sprint(r.Depth), fmt.Sprint(r.Score), fmt.Sprint(r.Nodes),
			fmt.Sprint(r.TimeUnits), fmt.Sprintf("%.4f", r.Seconds)})
	}
	return header, recs
}

func (s *alphaBetaSection) JSONLines() []any {
	out := make([]any, len(s.rows))
	for i, r := range s.rows {
		out[i] = r
	}
	return out
}

// dibFamily reports whether the spec's algorithm is measured against
// alphabeta.
func dibFamily(s engine.Spec) bool {
	a, ok := parallel.Lookup(s.Name)
	return ok && a.Reference == engine.AlphaBeta
}

// withAlphaBeta adds the DIB figures to a DIB algorithm's section.
func withAlphaBeta(ctx context.Context, cfg *benchConfig, sec *parallelSection) (benchSection, error) {
	d := &dibSection{parallelSection: sec, refs: map[string]abRef{}}
	for _, p := range cfg.Positions {
		r, err := cfg.alphaBetaRef(ctx, p)
		if err != nil {
			return nil, err
		}
		d.refs[p.ID] = r
	}
	return d, nil
}

// dibSection is a DIB algorithm's section: the parallel tables, then the
// figures against alphabeta.
type dibSection struct {
	*parallelSection
	refs map[string]abRef
}

// DIBSummary is one line of the DIB table: averages over the positions
// at one number of processors.
type DIBSummary struct {
	IsDIB     bool   `json:"dib_summary"`
	Algo      string `json:"algo"`
	Searchers int    `json:"searchers"`
	Positions int    `json:"positions"`
	// RelEfficiency is alphabeta's time over P times the parallel time
	// (Rezaie and Finkel's relative efficiency).
	RelEfficiency float64 `json:"rel_efficiency"`
	// SpeedupAB is alphabeta's time over the parallel time; SpeedupSeq
	// the bench's speedup over seq.
	SpeedupAB  float64 `json:"speedup_alphabeta"`
	SpeedupSeq float64 `json:"speedup_seq"`
	// EfficiencyOne is the algorithm's own time with one processor over
	// P times its time with P (relative efficiency as the paper's §4
	// defines it; 0 without a P=1 run).
	EfficiencyOne float64 `json:"efficiency_vs_one,omitempty"`
	// NodesAB is the nodes searched over alphabeta's; NodesOne over the
	// algorithm's own with one processor (0 without a P=1 run).
	NodesAB  float64 `json:"nodes_vs_alphabeta"`
	NodesOne float64 `json:"nodes_vs_one,omitempty"`
	// ScoreDiffers counts positions whose score differs from
	// alphabeta's (both are exact minimax searches: it should be 0).
	ScoreDiffers int `json:"score_differs"`
}

// summaries averages the rows against alphabeta, per number of
// processors in the order measured.
func (s *dibSection) summaries() []DIBSummary {
	rows := s.parallelRows()
	one := map[string]experiment.Row{} // the run with one processor, by position
	for _, r := range rows {
		if r.Searchers == 1 {
			one[r.Position] = r
		}
	}
	var order []int
	by := map[int][]experiment.Row{}
	for _, r := range rows {
		if _, ok := by[r.Searchers]; !ok {
			order = append(order, r.Searchers)
		}
		by[r.Searchers] = append(by[r.Searchers], r)
	}
	var out []DIBSummary
	for _, p := range order {
		sum := DIBSummary{IsDIB: true, Algo: s.algo, Searchers: p}
		nOne := 0
		for _, r := range by[p] {
			ab, ok := s.refs[r.Position]
			if !ok {
				continue
			}
			var abT, t float64
			if r.Executor == "sim" {
				abT, t = float64(ab.TimeUnits), float64(r.TimeUnits)
			} else {
				abT, t = ab.Seconds, r.Seconds
			}
			if t <= 0 || ab.Nodes == 0 {
				continue
			}
			sum.Positions++
			sum.SpeedupAB += abT / t
			sum.RelEfficiency += abT / t / float64(p)
			sum.SpeedupSeq += r.Speedup
			sum.NodesAB += float64(r.Nodes) / float64(ab.Nodes)
			if r1, ok := one[r.Position]; ok && r1.Nodes > 0 {
				t1 := float64(r1.TimeUnits)
				if r.Executor != "sim" {
					t1 = r1.Seconds
				}
				sum.NodesOne += float64(r.Nodes) / float64(r1.Nodes)
				sum.EfficiencyOne += t1 / t / float64(p)
				nOne++
			}
			if r.Score != ab.Score {
				sum.ScoreDiffers++
			}
		}
		if k := float64(sum.Positions); k > 0 {
			sum.SpeedupAB /= k
			sum.RelEfficiency /= k
			sum.SpeedupSeq /= k
			sum.NodesAB /= k
		}
		if nOne > 0 {
			sum.NodesOne /= float64(nOne)
			sum.EfficiencyOne /= float64(nOne)
		}
		out = append(out, sum)
	}
	return out
}

func (s *dibSection) WriteTable(w io.Writer) error {
	if err := s.parallelSection.WriteTable(w); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%s against alphabeta (Rezaie and Finkel's relative efficiency, Figures 5-7), average over the positions\n", algoTitle(s.algo))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "processors\trel. efficiency (alphabeta)\trel. efficiency (own P=1)\tspeedup over alphabeta\tspeedup over seq\tnodes / alphabeta's\tnodes / own P=1's\tscore differs\t")
	for _, sum := range s.summaries() {
		effOne, nodesOne := "-", "-"
		if sum.NodesOne > 0 {
			effOne, nodesOne = fmt.Sprintf("%.2f", sum.EfficiencyOne), fmt.Sprintf("%.2f", sum.NodesOne)
		}
		fmt.Fprintf(tw, "%d\t%.2f\t%s\t%.2f\t%.2f\t%.2f\t%s\t%d\t\n", sum.Searchers, sum.RelEfficiency, effOne, sum.SpeedupAB, sum.SpeedupSeq, sum.NodesAB, nodesOne, sum.ScoreDiffers)
	}
	return tw.Flush()
}

func (s *dibSection) JSONLines() []any {
	out := slices.Clone(s.parallelSection.JSONLines())
	for _, sum := range s.summaries() {
		out = append(out, sum)
	}
	return out
}
