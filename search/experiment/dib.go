package experiment

import (
	"context"
	"fmt"
	"time"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/parallel"
)

// The DIB family (Rezaie and Finkel) is measured apart from the thesis's
// algorithms: by relative efficiency against plain alpha-beta (the
// engine "alphabeta"), not by speedup over the best sequential program.
// Every algorithm whose registration names alphabeta as its Reference
// is related to alphabeta's search of each position: relative
// efficiency T_ab / (P T_P), and against the algorithm's own run on one
// processor, T_1 / (P T_P) (the paper's §4 definition: its algorithms'
// sequential times were "quite similar"), speedup over alphabeta and
// over seq, and nodes relative to alphabeta's and to the one-processor
// run (Figures 5-7).

// DIBFamily reports whether the spec's algorithm is measured against
// alphabeta.
func DIBFamily(s engine.Spec) bool {
	a, ok := parallel.Lookup(s.Name)
	return ok && a.Reference == engine.AlphaBeta
}

// ABRef is alphabeta's search of one position.
type ABRef struct {
	Algo      string  `json:"algo"`
	Position  string  `json:"position"`
	Move      string  `json:"move"`
	Depth     int     `json:"depth"`
	Score     int     `json:"score"`
	Nodes     uint64  `json:"nodes"`
	TimeUnits int64   `json:"time_units,omitempty"` // simulated: its nodes at the cost model's price
	Seconds   float64 `json:"seconds,omitempty"`    // real
}

// RunAlphaBeta searches p with alphabeta under lim, with spec's options;
// with spec.Sim its time is its nodes at spec.Costs' price.
func RunAlphaBeta(ctx context.Context, p Position, spec Spec, lim search.Limits) (ABRef, error) {
	e, err := engine.BuildGame(p.Pos.Game(), engine.Spec{Name: engine.AlphaBeta, P: 1}, engine.Env{Shared: &search.Shared{}, Options: spec.Options})
	if err != nil {
		return ABRef{}, err
	}
	start := time.Now()
	res, err := e.Search(ctx, p.Pos, lim, nil)
	e.Close()
	secs := time.Since(start).Seconds()
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return ABRef{}, fmt.Errorf("alphabeta on %s: %w", p.ID, err)
	}
	r := ABRef{Algo: engine.AlphaBeta, Position: p.ID, Move: res.Move, Depth: res.Depth, Score: res.Score, Nodes: res.Stats.Nodes}
	if spec.Sim {
		// A simulated processor searches a node at the node's price;
		// alphabeta probes no table.
		r.TimeUnits = int64(spec.Costs.Search(r.Nodes, 0))
	} else {
		r.Seconds = secs
	}
	return r, nil
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

// DIBSummaries averages algo's parallel rows against alphabeta's
// searches refs (by position), per number of processors in the order
// measured.
func DIBSummaries(algo string, rows []Row, refs map[string]ABRef) []DIBSummary {
	one := map[string]Row{} // the run with one processor, by position
	for _, r := range rows {
		if r.Searchers == 1 {
			one[r.Position] = r
		}
	}
	order, by := GroupInOrder(rows, func(r Row) int { return r.Searchers })
	var out []DIBSummary
	for _, p := range order {
		sum := DIBSummary{IsDIB: true, Algo: algo, Searchers: p}
		nOne := 0
		for _, r := range by[p] {
			ab, ok := refs[r.Position]
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
