package experiment

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
)

// The scaling experiment checks the simulator against the machine it
// runs on (docs/scaling.md): the same positions searched by the same
// algorithms at P = 1, 2, 4, ... real threads and simulated ones, the
// simulator priced with this machine's calibration, and beside them the
// machine's ceiling, what P sequential searches at once gain over one.

// Ceiling is what P sequential searches at once, each with a table of
// its own, gain over one alone on this machine: the most any search with
// P threads could gain here, with no overhead of its own.
type Ceiling struct {
	Threads int     `json:"threads"`
	Nodes   uint64  `json:"nodes"`   // every search's nodes
	NodeNs  float64 `json:"node_ns"` // a node's time per search
	// Ceiling is Threads times the node rate of one search among
	// Threads over that of one alone; set when the rows are joined.
	Ceiling float64 `json:"ceiling,omitempty"`
}

// Validate checks a ceiling read back from a shard.
func (c *Ceiling) Validate() error {
	if c.Threads < 1 || c.Nodes == 0 || !(c.NodeNs > 0) {
		return fmt.Errorf("ceiling: want threads >= 1, nodes and a node time, got %+v", *c)
	}
	return nil
}

// MeasureCeiling runs threads sequential searches at once, on goroutines
// of their own, each with a table of hashMiB, over positions (searcher i
// starts at position i) to depth, again and again until at least dur has
// passed, and returns the time of a node per search.
func MeasureCeiling(ctx context.Context, positions []Position, depth, hashMiB, threads int, dur time.Duration) (Ceiling, error) {
	if threads < 1 || len(positions) == 0 || depth < 1 {
		return Ceiling{}, fmt.Errorf("ceiling: need at least one thread, a position and a depth")
	}
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		nodes uint64
		busy  time.Duration
		first error
	)
	start := make(chan struct{})
	for i := 0; i < threads; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			sh, err := search.NewShared(hashMiB)
			if err == nil {
				sh.TT.Clear() // touch every page now, not while timing
			}
			<-start
			var n uint64
			t0 := time.Now()
			for j := i; err == nil && ctx.Err() == nil && (j == i || time.Since(t0) < dur); j++ {
				sh.Clear()
				p := positions[j%len(positions)]
				var e engine.AnyEngine
				if e, err = engine.BuildGame(p.Pos.Game(), engine.Spec{Name: engine.Sequential, P: 1}, engine.Env{Shared: sh, Options: search.DefaultOptions(), Egdb: engine.EgdbOff}); err != nil {
					break
				}
				var res engine.Result
				res, err = e.Search(ctx, p.Pos, search.Limits{Depth: depth}, nil)
				e.Close()
				n += res.Stats.Nodes
			}
			el := time.Since(t0)
			mu.Lock()
			defer mu.Unlock()
			if err != nil && first == nil {
				first = err
			}
			nodes += n
			busy += el
		}(i)
	}
	close(start)
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	if first != nil {
		return Ceiling{}, fmt.Errorf("ceiling with %d threads: %w", threads, first)
	}
	if nodes == 0 {
		return Ceiling{}, fmt.Errorf("ceiling with %d threads: no nodes searched", threads)
	}
	return Ceiling{Threads: threads, Nodes: nodes, NodeNs: float64(busy.Nanoseconds()) / float64(nodes)}, nil
}

// ScalingRow is one algorithm at one number of searchers: the mean
// speedup over the positions on the real machine and on the simulated
// one, and how far the simulator is from the real figure.
type ScalingRow struct {
	Algo      string  `json:"algo"`
	Searchers int     `json:"searchers"`
	Positions int     `json:"positions"`
	Real      float64 `json:"real_speedup"`
	RealSD    float64 `json:"real_speedup_sd"`
	Sim       float64 `json:"sim_speedup"`
	SimSD     float64 `json:"sim_speedup_sd"`
	// ErrorPct is the simulator's error: 100*(Sim/Real - 1).
	ErrorPct     float64 `json:"error_pct"`
	RealIdle     float64 `json:"real_idle_pct"`
	SimIdle      float64 `json:"sim_idle_pct"`
	RealWaiting  float64 `json:"real_waiting_pct"`
	SimWaiting   float64 `json:"sim_waiting_pct"`
	RealOverhead float64 `json:"real_search_overhead_pct"`
	SimOverhead  float64 `json:"sim_search_overhead_pct"`
	// Ceiling is the machine's ceiling at Searchers (0: not measured).
	Ceiling float64 `json:"ceiling,omitempty"`
}

// Scaling is the report of the experiment.
type Scaling struct {
	// What was measured, for the report's head.
	Workload string `json:"workload"`
	Depth    int    `json:"depth"`
	HashMiB  int    `json:"hash_mib"`
	SimCost  string `json:"sim_cost"`
	// Ceilings by number of threads, and the rows by algorithm, then
	// searchers.
	Ceilings []Ceiling    `json:"ceilings,omitempty"`
	Rows     []ScalingRow `json:"rows"`
	// MeanAbsErrorPct is the mean of |ErrorPct| over the rows, and
	// Within15 how many rows are within ±15%.
	MeanAbsErrorPct float64 `json:"mean_abs_error_pct"`
	Within15        int     `json:"within_15"`
}

// CompareScaling relates real and simulated rows (related to their
// sequential references, as Relate leaves them) of the same positions:
// for each algorithm and number of searchers both measured, the mean
// speedup over the positions both measured. Ceilings, if any, are
// completed with their ceiling figure (against the one with one thread)
// and attached to the rows of their number of threads.
func CompareScaling(real, sim []Row, ceilings []Ceiling) Scaling {
	var rep Scaling
	type key struct {
		algo string
		p    int
	}
	index := func(rows []Row) map[key]map[string]Row {
		out := map[key]map[string]Row{}
		for _, r := range rows {
			if r.Algo == "seq" || r.Searchers < 1 {
				continue
			}
			k := key{r.Algo, r.Searchers}
			if out[k] == nil {
				out[k] = map[string]Row{}
			}
			out[k][r.Position] = r
		}
		return out
	}
	ri, si := index(real), index(sim)
	var keys []key
	for k := range ri {
		if _, ok := si[k]; ok {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b key) int {
		if c := strings.Compare(a.algo, b.algo); c != 0 {
			return c
		}
		return a.p - b.p
	})
	rep.Ceilings = completeCeilings(ceilings)
	ceilingAt := map[int]float64{}
	for _, c := range rep.Ceilings {
		ceilingAt[c.Threads] = c.Ceiling
	}
	var sumAbs float64
	for _, k := range keys {
		var rs, ss, ri2, si2, rw, sw, ro, so []float64
		// In the positions' order, not the map's: a float sum depends
		// on its order, and the report must be the same on every run.
		for _, pos := range slices.Sorted(maps.Keys(ri[k])) {
			r := ri[k][pos]
			s, ok := si[k][pos]
			if !ok {
				continue
			}
			rs, ss = append(rs, r.Speedup), append(ss, s.Speedup)
			ri2, si2 = append(ri2, r.IdlePct), append(si2, s.IdlePct)
			rw, sw = append(rw, r.WaitingPct), append(sw, s.WaitingPct)
			ro, so = append(ro, r.SearchOverheadPct), append(so, s.SearchOverheadPct)
		}
		if len(rs) == 0 {
			continue
		}
		row := ScalingRow{Algo: k.algo, Searchers: k.p, Positions: len(rs), Ceiling: ceilingAt[k.p]}
		row.Real, row.RealSD = meanSD(rs)
		row.Sim, row.SimSD = meanSD(ss)
		row.RealIdle, _ = meanSD(ri2)
		row.SimIdle, _ = meanSD(si2)
		row.RealWaiting, _ = meanSD(rw)
		row.SimWaiting, _ = meanSD(sw)
		row.RealOverhead, _ = meanSD(ro)
		row.SimOverhead, _ = meanSD(so)
		if row.Real > 0 {
			row.ErrorPct = 100 * (row.Sim/row.Real - 1)
		}
		sumAbs += math.Abs(row.ErrorPct)
		if math.Abs(row.ErrorPct) <= 15 {
			rep.Within15++
		}
		rep.Rows = append(rep.Rows, row)
	}
	if len(rep.Rows) > 0 {
		rep.MeanAbsErrorPct = sumAbs / float64(len(rep.Rows))
	}
	return rep
}

// completeCeilings sorts the ceilings by threads and sets each one's
// figure against the measurement with one thread.
func completeCeilings(cs []Ceiling) []Ceiling {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b Ceiling) int { return a.Threads - b.Threads })
	var one float64
	for _, c := range out {
		if c.Threads == 1 {
			one = c.NodeNs
		}
	}
	for i := range out {
		if one > 0 && out[i].NodeNs > 0 {
			out[i].Ceiling = float64(out[i].Threads) * one / out[i].NodeNs
		}
	}
	return out
}

// ModelCeilings are the ceilings a cost model implies, P threads busy
// each searching at 1000/Crowd.PerMille(P) of one alone (no node time:
// nothing was measured).
func ModelCeilings(costs account.Costs, threads []int) []Ceiling {
	var out []Ceiling
	for _, p := range threads {
		pm := float64(costs.Crowd.PerMille(p))
		out = append(out, Ceiling{Threads: p, Ceiling: float64(p) * 1000 / pm})
	}
	return out
}

// WriteScaling writes the report as a table or JSON.
func WriteScaling(w io.Writer, format string, rep Scaling) error {
	switch format {
	case "json":
		return json.NewEncoder(w).Encode(rep)
	case "table", "":
	default:
		return fmt.Errorf("scaling: format %q: want table or json", format)
	}
	fmt.Fprintf(w, "Real threads against the simulator on %s, depth %d, table %d MiB: mean speedup over the positions\n", rep.Workload, rep.Depth, rep.HashMiB)
	fmt.Fprintf(w, "simulator costs: %s\n\n", rep.SimCost)
	if len(rep.Ceilings) > 0 {
		fmt.Fprintln(w, "The machine's ceiling: P sequential searches at once against one (no search can gain more with P threads)")
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "threads\tnode ns\tceiling\t")
		for _, c := range rep.Ceilings {
			ns := "-" // implied by a cost model's crowd, not measured
			if c.NodeNs > 0 {
				ns = fmt.Sprintf("%.1f", c.NodeNs)
			}
			fmt.Fprintf(tw, "%d\t%s\t%.2f\t\n", c.Threads, ns, c.Ceiling)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(w)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "algorithm\tP\tpositions\treal\tsim\terror\tceiling\t% idle real\tsim\t% sync real\tsim\t% overhead real\tsim\t")
	for _, r := range rep.Rows {
		ceiling := "-"
		if r.Ceiling > 0 {
			ceiling = fmt.Sprintf("%.2f", r.Ceiling)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.2f\t%.2f\t%+.0f%%\t%s\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t\n",
			r.Algo, r.Searchers, r.Positions, r.Real, r.Sim, r.ErrorPct, ceiling,
			r.RealIdle, r.SimIdle, r.RealWaiting, r.SimWaiting, r.RealOverhead, r.SimOverhead)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\n%d of %d rows within ±15%%; mean |error| %.1f%%\n", rep.Within15, len(rep.Rows), rep.MeanAbsErrorPct)
	return err
}
