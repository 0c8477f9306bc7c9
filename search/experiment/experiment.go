// Package experiment reproduces the thesis's measurements: for each test
// position it runs the sequential engine and every requested parallel
// configuration to the same depth, each with a freshly cleared
// transposition table of the same size, and relates them by speedup,
// search overhead and idle time (Formulas 3.1-3.3, §4.2).
package experiment

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/search/tt"
)

// Position is one test position.
type Position struct {
	ID  string
	Pos games.Position // of any registered game
	// Workload, if set, names the rows' game instead of Pos's game: the
	// narrow-wide experiment tells synthetic trees apart by shape.
	Workload string
}

// Spec says what to run.
type Spec struct {
	// Algos are the parallel engines to measure, parsed where they came
	// in (a flag): a spec with P runs with P searchers, one without runs
	// with each of Searchers. "seq" rows are always produced.
	Algos     []engine.Spec
	Searchers []int
	Sim       bool
	Depth     int
	// Prove asks for the root's exact value from the game's endgame
	// solver (search.Limits.Solve), with Depth the depth of the solving
	// iteration, down to which the parallel algorithms split.
	Prove       bool
	HashEntries int // transposition-table entries (thesis: 2^23), used when HashMiB is 0
	HashMiB     int // transposition-table size in MiB
	Costs       account.Costs
	// MinGranularity is the parallel algorithms' minimum granularity in
	// plies (0: their default), for specs that do not set minsplit.
	MinGranularity int
	Options        search.Options
	// Egdb is the checkers endgame database of every engine, an
	// engine.Env.Egdb choice; empty means none (engine.EgdbOff), not
	// the user's: experiments measure the thesis's engine, and their
	// figures must stay comparable with those made before the database.
	Egdb string
	// Progress, if set, is called with every row as soon as it is known.
	Progress func(Row)
	// OnTrace, if set, makes every parallel run record its threads and
	// receives the run's trace when it ends.
	OnTrace func(position string, eng engine.Spec, tr account.Trace) error
}

// Row is one (algorithm, searchers, position) measurement.
type Row struct {
	Game              string  `json:"game"`
	Algo              string  `json:"algo"`
	Searchers         int     `json:"searchers"`
	Executor          string  `json:"executor"`
	Position          string  `json:"position"`
	Depth             int     `json:"depth"`
	Move              string  `json:"move"`
	Score             int     `json:"score"`
	Nodes             uint64  `json:"nodes"`
	SeqNodes          uint64  `json:"seq_nodes"`
	SeqMove           string  `json:"seq_move"`
	SeqScore          int     `json:"seq_score"`
	Differs           bool    `json:"differs"` // move or score differ from the sequential search (the thesis's '*')
	Speedup           float64 `json:"speedup"`
	Efficiency        float64 `json:"efficiency"`
	SearchOverheadPct float64 `json:"search_overhead_pct"`
	IdlePct           float64 `json:"idle_pct"`
	StarvedPct        float64 `json:"starved_pct"`
	WaitingPct        float64 `json:"waiting_pct"`
	// CommPct is the share of time the simulator charged for operations
	// other than nodes (account.RunStats.CommPct); 0 on the real machine.
	CommPct float64 `json:"comm_pct,omitempty"`
	// OtherPct completes the normalized utilization profile of Figure
	// 4.5: 100% = efficiency + idle + other (search and communication
	// overheads).
	OtherPct float64 `json:"other_overheads_pct"`
	// Seconds (real) or TimeUnits (sim) is the time to depth. Simulated
	// rows carry no wall-clock figure, so that a simulated report is a
	// pure function of its inputs.
	Seconds      float64 `json:"seconds,omitempty"`
	TimeUnits    int64   `json:"time_units,omitempty"`
	SeqSeconds   float64 `json:"seq_seconds,omitempty"`
	SeqTimeUnits int64   `json:"seq_time_units,omitempty"`
	NPS          float64 `json:"nps,omitempty"` // wall-clock rate: real executor only
	// BranchingFactor is the average number of moves at the interior
	// nodes of the sequential search (§3.10), on its rows only.
	BranchingFactor float64 `json:"bf,omitempty"`
	// Work and Span are the run's work W and critical path C (Kuszmaul
	// 1995 §3), in time units (sim) or nanoseconds (real); Span is 0 for
	// algorithms that do not timestamp their critical path.
	// Parallelism is W/C and WorkEfficiency T_S/W, the sequential
	// engine's time over the work.
	Work           int64   `json:"work,omitempty"`
	Span           int64   `json:"span,omitempty"`
	Parallelism    float64 `json:"parallelism,omitempty"`
	WorkEfficiency float64 `json:"work_efficiency,omitempty"`
	account.Counters
}

// Run measures every position under spec and returns the rows: first the
// sequential row of a position, then one per algorithm and searcher count.
func Run(ctx context.Context, positions []Position, spec Spec) ([]Row, error) {
	if spec.Depth < 1 {
		return nil, fmt.Errorf("experiment: depth must be at least 1, got %d", spec.Depth)
	}
	if spec.Costs == (account.Costs{}) {
		spec.Costs = account.DefaultCosts
	}
	// Every spec is checked before anything is searched, so that a typo
	// costs a line rather than a long run.
	engines, err := Engines(spec.Algos, spec.Searchers, spec.MinGranularity)
	if err != nil {
		return nil, err
	}
	var rows []Row
	emit := func(r Row) {
		rows = append(rows, r)
		if spec.Progress != nil {
			spec.Progress(r)
		}
	}
	for _, p := range positions {
		seq, err := RunSequential(ctx, p, spec)
		if err != nil {
			return rows, err
		}
		emit(seq)
		for _, e := range engines {
			r, err := RunParallel(ctx, p, spec, e, seq)
			if err != nil {
				return rows, err
			}
			emit(r)
		}
	}
	return rows, nil
}

// Engines lists the configurations of parallel specs, in order: each
// spec at its own P, or at each of searchers, with minsplit
// minGranularity where the spec does not set it (and minGranularity > 0).
func Engines(specs []engine.Spec, searchers []int, minGranularity int) ([]engine.Spec, error) {
	var out []engine.Spec
	for _, s := range specs {
		if !s.Parallel() {
			return nil, fmt.Errorf("experiment: %q: the sequential rows are always measured; list parallel algorithms", s)
		}
		if _, set := s.Param("minsplit"); !set && minGranularity > 0 {
			s.Params = append(slices.Clone(s.Params), engine.Setting{Name: "minsplit", Value: strconv.Itoa(minGranularity)})
		}
		ps := searchers
		if s.P > 0 {
			ps = []int{s.P}
		}
		for _, p := range ps {
			s.P = p
			out = append(out, s)
		}
	}
	return out, nil
}

// newShared returns fresh, empty tables of the size spec asks for: every
// measurement starts from a cleared table, as in the thesis.
//
// On the real machine the table's pages are touched before the clock
// starts: a table just allocated is mapped page by page as a search first
// writes it, which on the 2-core machine here takes 0.1 s for 128 MiB
// (against 0.01 s to clear it once mapped): time that would count
// against searches of a few tenths of a second, the parallel ones most.
func newShared(spec Spec) (*search.Shared, error) {
	sh, err := allocShared(spec)
	if err == nil && !spec.Sim && sh.TT != nil {
		sh.TT.Clear()
	}
	return sh, err
}

func allocShared(spec Spec) (*search.Shared, error) {
	if spec.HashMiB > 0 {
		return search.NewShared(spec.HashMiB)
	}
	entries := spec.HashEntries
	if entries == 0 {
		entries = 1 << 20
	}
	table, err := tt.NewEntries(entries)
	if err != nil {
		return nil, err
	}
	return &search.Shared{TT: table, History: search.NewHistory()}, nil
}

// limits are the search limits of the spec.
func (spec Spec) limits() search.Limits {
	return search.Limits{Depth: spec.Depth, Solve: spec.Prove}
}

// RunSequential measures the sequential engine on p: the reference every
// parallel row of p is compared with.
func RunSequential(ctx context.Context, p Position, spec Spec) (Row, error) {
	if spec.Costs == (account.Costs{}) {
		spec.Costs = account.DefaultCosts
	}
	sh, err := newShared(spec)
	if err != nil {
		return Row{}, err
	}
	rs, err := engine.BuildGame(p.Pos.Game(), engine.Spec{Name: engine.Sequential, P: 1}, engine.Env{Shared: sh, Options: spec.Options, Egdb: spec.egdb()})
	if err != nil {
		return Row{}, err
	}
	defer rs.Close()
	start := time.Now()
	res, err := rs.Search(ctx, p.Pos, spec.limits(), nil)
	if err == nil {
		err = ctx.Err() // a stopped search measures nothing
	}
	if err != nil {
		return Row{}, fmt.Errorf("sequential search of %s: %w", p.ID, err)
	}
	secs := time.Since(start).Seconds()
	r := Row{Game: gameOf(p), Algo: "seq", Searchers: 1, Executor: "real", Position: p.ID, Depth: res.Depth,
		Move: res.Move, Score: res.Score, Nodes: res.Stats.Nodes, SeqNodes: res.Stats.Nodes,
		SeqMove: res.Move, SeqScore: res.Score, Speedup: 1, Efficiency: 1, BranchingFactor: res.Stats.BranchingFactor(),
		Seconds: secs, SeqSeconds: secs}
	r.SeqTimeUnits = seqUnits(res.Stats, spec.Costs)
	if spec.Sim {
		r.Executor = "sim"
		r.TimeUnits, r.Seconds, r.SeqSeconds = r.SeqTimeUnits, 0, 0
	} else if secs > 0 {
		r.NPS = float64(r.Nodes) / secs
	}
	return r, nil
}

// seqUnits is the virtual time the sequential search would take under the
// simulator's cost model.
func seqUnits(st search.Stats, c account.Costs) int64 {
	return int64(c.Search(st.Nodes, st.TTProbes))
}

// RunParallel measures one parallel engine (with P set, as Engines
// returns them) on p against the sequential row seq of the same position
// and spec. The row's Algo is the spec without P.
func RunParallel(ctx context.Context, p Position, spec Spec, eng engine.Spec, seq Row) (Row, error) {
	r, err := MeasureParallel(ctx, p, spec, eng)
	if err != nil {
		return Row{}, err
	}
	return Relate(r, seq), nil
}

// MeasureParallel measures one parallel engine on p without relating it
// to the sequential engine: the row's sequential figures, speedup,
// efficiency and overheads are zero until Relate fills them in.
func MeasureParallel(ctx context.Context, p Position, spec Spec, eng engine.Spec) (Row, error) {
	if spec.Costs == (account.Costs{}) {
		spec.Costs = account.DefaultCosts
	}
	sh, err := newShared(spec)
	if err != nil {
		return Row{}, err
	}
	e, err := engine.BuildGame(p.Pos.Game(), eng, engine.Env{Shared: sh, Options: spec.Options, Sim: spec.Sim, Costs: spec.Costs, Record: spec.OnTrace != nil, Egdb: spec.egdb()})
	if err != nil {
		return Row{}, fmt.Errorf("experiment: %w", err)
	}
	defer e.Close()
	algo, searchers := eng.WithoutP(), eng.P
	start := time.Now()
	res, err := e.Search(ctx, p.Pos, spec.limits(), nil)
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return Row{}, fmt.Errorf("%s with %d searchers on %s: %w", algo, searchers, p.ID, err)
	}
	secs := time.Since(start).Seconds()
	if spec.OnTrace != nil {
		if tr, ok := e.Trace(); ok {
			if err := spec.OnTrace(p.ID, eng, tr); err != nil {
				return Row{}, err
			}
		}
	}
	run, _ := e.Report()
	r := Row{Game: gameOf(p), Algo: algo, Searchers: searchers, Executor: run.Executor, Position: p.ID, Depth: res.Depth,
		Move: res.Move, Score: res.Score, Nodes: run.Nodes, IdlePct: run.IdlePct, StarvedPct: run.StarvedPct,
		WaitingPct: run.WaitingPct, CommPct: run.CommPct, Counters: run.Counters,
		Work: int64(run.Work), Span: int64(run.Span), Parallelism: run.Parallelism}
	if spec.Sim {
		r.TimeUnits = int64(run.Elapsed)
	} else {
		r.Seconds = secs
	}
	if !spec.Sim && secs > 0 {
		r.NPS = float64(r.Nodes) / secs
	}
	return r, nil
}

// Summary is the average and standard deviation over positions of one
// (algorithm, searchers) configuration: a row of Tables 4.1 and 5.1-5.3.
type Summary struct {
	Algo              string  `json:"algo"`
	Searchers         int     `json:"searchers"`
	Positions         int     `json:"positions"`
	Speedup           float64 `json:"speedup"`
	SpeedupSD         float64 `json:"speedup_sd"`
	SearchOverheadPct float64 `json:"search_overhead_pct"`
	SearchOverheadSD  float64 `json:"search_overhead_sd"`
	IdlePct           float64 `json:"idle_pct"`
	IdleSD            float64 `json:"idle_sd"`
	// WaitingPct (idle at synchronization points) and CommPct are means.
	WaitingPct float64 `json:"waiting_pct"`
	CommPct    float64 `json:"comm_pct"`
	Differs    int     `json:"differs"`
	// Parallelism (W/C, over the rows that measure C) and WorkEfficiency
	// (T_S/W) are averages over positions (Kuszmaul 1995 §3).
	Parallelism    float64 `json:"parallelism,omitempty"`
	WorkEfficiency float64 `json:"work_efficiency,omitempty"`
}

// Group is the rows of one (algorithm, searchers) configuration.
type Group struct {
	Algo      string
	Searchers int
	Rows      []Row
}

// GroupRows groups the parallel rows by algorithm and searcher count, in
// the order they first appear, leaving out the sequential rows.
func GroupRows(rows []Row) []Group {
	var out []Group
	index := map[[2]any]int{}
	for _, r := range rows {
		if r.Algo == "seq" {
			continue
		}
		k := [2]any{r.Algo, r.Searchers}
		i, ok := index[k]
		if !ok {
			i = len(out)
			index[k] = i
			out = append(out, Group{Algo: r.Algo, Searchers: r.Searchers})
		}
		out[i].Rows = append(out[i].Rows, r)
	}
	return out
}

// Summarize gives the average and standard deviation of each group of
// GroupRows.
func Summarize(rows []Row) []Summary {
	var out []Summary
	for _, g := range GroupRows(rows) {
		s := Summary{Algo: g.Algo, Searchers: g.Searchers, Positions: len(g.Rows)}
		var sp, so, id, wa, co, par, we []float64
		for _, r := range g.Rows {
			if r.Span > 0 {
				par = append(par, r.Parallelism)
			}
			we = append(we, r.WorkEfficiency)
			sp = append(sp, r.Speedup)
			so = append(so, r.SearchOverheadPct)
			id = append(id, r.IdlePct)
			wa = append(wa, r.WaitingPct)
			co = append(co, r.CommPct)
			if r.Differs {
				s.Differs++
			}
		}
		s.Speedup, s.SpeedupSD = meanSD(sp)
		s.SearchOverheadPct, s.SearchOverheadSD = meanSD(so)
		s.IdlePct, s.IdleSD = meanSD(id)
		s.WaitingPct, _ = meanSD(wa)
		s.CommPct, _ = meanSD(co)
		s.Parallelism, _ = meanSD(par)
		s.WorkEfficiency, _ = meanSD(we)
		out = append(out, s)
	}
	return out
}

// meanSD returns the mean and the sample standard deviation.
func meanSD(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	var sum float64
	for _, x := range xs {
		sum += x
	}
	mean := sum / float64(len(xs))
	if len(xs) == 1 {
		return mean, 0
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / float64(len(xs)-1))
}

// gameOf names the game (or workload) of p's rows.
func gameOf(p Position) string {
	if p.Workload != "" {
		return p.Workload
	}
	return p.Pos.Game().Name()
}

// egdb is the Env.Egdb choice of spec's engines: none unless asked for.
func (spec Spec) egdb() string {
	if spec.Egdb == "" {
		return engine.EgdbOff
	}
	return spec.Egdb
}
