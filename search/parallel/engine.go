package parallel

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
)

// Config is what every algorithm shares: its name, the machine it runs
// on and what watches it. What one algorithm alone reads lives in its
// family's options (Options). Zero values take the defaults.
type Config struct {
	Algorithm string
	Searchers int
	Sim       bool
	Costs     account.Costs
	// Options are the algorithm's own, of its family's type
	// (pvsplit.Options, ybwc.Options, ...): Algorithm.Configure sets them
	// from a spec's parameters. Nil takes the family's defaults; the
	// family fills in the defaults of zero fields.
	Options any
	// Search configures the sequential engine of the searchers.
	Search search.Options
	// Pace, for the simulator, is called with the virtual time as it
	// advances; a UI throttles or pauses the simulation with it.
	Pace func(account.Time)
	// Monitor, if not nil, receives snapshots for a live display.
	Monitor *account.Monitor
	// Record keeps every thread's states as spans, for a trace, up to
	// MaxSpans of them (0: the machine's default, about two million).
	Record   bool
	MaxSpans int
	// OnSpan, if not nil, receives every span as it closes (a live
	// timeline).
	OnSpan func(account.Span)
}

// DefaultMinGranularity is the remaining depth at and below which the
// algorithms that split nodes above the sequential searcher (the
// thesis's, YBWC, Dynamic PVSplit, Jamboree) hand a node whole to one
// searcher, unless their minsplit says otherwise. The thesis does not
// give ParaChinook's value. In a simulated sweep over the suite
// (docs/parallel.md, reproduced with frontier bench --min-granularity),
// 5 plies gave PVFSplit(-LB) the best speedups at 2 and at 16 searchers
// (at 2, 1.65 against 1.46 with 3 plies, and search overhead 11% against
// 22%, near the thesis's 11.8%), while PVSplit lost 4-5%; coarse work
// also keeps the real machine's per-task costs small.
const DefaultMinGranularity = 5

// withDefaults validates cfg and fills in its defaults.
func (cfg Config) withDefaults() (Config, error) {
	if cfg.Searchers < 1 || cfg.Searchers > MaxSearchers {
		return cfg, fmt.Errorf("searchers must be 1 to %d, got %d", MaxSearchers, cfg.Searchers)
	}
	if cfg.Costs == (account.Costs{}) {
		cfg.Costs = account.DefaultCosts
	}
	return cfg, nil
}

// Engine is a parallel search that implements search.RootSearch, so the
// iterative-deepening driver of package search runs it like the
// sequential engine. Its machine lives until Close; threads only while a search runs.
type Engine[G search.Game[P, M], P any, M board.Move] struct {
	g        G
	cfg      Config
	sh       *search.Shared
	m        machine.Machine
	eng      *search.Searcher[G, P, M]
	counters account.Counters
	algo     RootAlgorithm[G, P, M]
	rootPath []uint64 // keys of the game positions before the root
	depth    int
	lastRoot uint64 // key of the last root searched, for table generations
	searched bool
	budget   account.Time // machine time allowed per move (SetMoveTime), 0 for none
	timeline *account.Timeline
	marksMu  sync.Mutex     // Trace may be read while a search runs
	marks    []account.Mark // iteration boundaries, for the trace
	moveEnd  account.Time   // when the current move's budget runs out
	span     account.Time   // critical path of every root search so far (spanner algorithms)
}

// SetMoveTime gives every following search a budget of machine time:
// virtual units in the simulator, nanoseconds on the real machine. The
// clock starts at the next call of StartMove; when it runs out the root
// search under way is stopped as if cancelled, so search.Iterate returns
// the last completed iteration. In the simulator this makes "time per
// move" deterministic, which is what engine matches need.
func (e *Engine[G, P, M]) SetMoveTime(budget account.Time) { e.budget = budget }

// SetPath sets the keys of the game positions before the root (oldest
// first), so that the controller and every searcher see repetitions of
// the game's history, as search.Sequential.SetPath does.
func (e *Engine[G, P, M]) SetPath(keys []uint64) { e.rootPath = slices.Clone(keys) }

// StartMove starts the clock of SetMoveTime's budget for a new move.
func (e *Engine[G, P, M]) StartMove() {
	if e.budget > 0 {
		e.moveEnd = e.m.Now() + e.budget
	} else {
		e.moveEnd = 0
	}
}

// Now returns the machine's clock: virtual units in the simulator,
// nanoseconds since the engine started on the real machine.
func (e *Engine[G, P, M]) Now() account.Time { return e.m.Now() }

// RootAlgorithm is what each algorithm brings to an Engine: its search
// of a root to a fixed depth, run on the engine's machine, and what it
// can tell the panes. Everything else (the machine, the table
// generations, the move budget, the timeline and trace, the accounts) is
// the Engine's.
type RootAlgorithm[G search.Game[P, M], P any, M board.Move] interface {
	// SearchRoot searches root to depth with the window (alpha, beta)
	// and fills in Score, Best (zero if it has none) and Aborted, and
	// the statistics but for Stats.Nodes; the Engine adds the PV and the
	// nodes.
	SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error)
	// Activity is the account of each of the P searchers.
	Activity() []account.SearcherActivity
	// Stack is what the algorithm has open (split points, shared
	// nodes), for the split-node pane; nil if nothing.
	Stack() []account.NodeView
}

// Spanner is implemented by the algorithms that timestamp their
// critical path (workspan.go): the span of the last root search.
type Spanner interface {
	LastSpan() account.Time
}

// New starts the engine of cfg.Algorithm on game g; build makes its
// root search. The algorithm must be registered, and cfg.Options nil or
// of its family's type.
//
// Why build is an argument: every algorithm is generic over the game
// (search.Game[P, M]), and Go has no generic function values, so the
// registry cannot hold an algorithm's constructor. Each family package
// has one generic constructor that answers for the algorithms it
// registered (by the type of their options) and nil for any other;
// search/engine/all, where engines are built, passes a function that
// asks each family in turn (all.Family), so that a list of family
// packages, and no algorithm's name, is all it knows.
// A family's own tests pass its constructor alone.
func New[G search.Game[P, M], P any, M board.Move](g G, cfg Config, sh *search.Shared, build func(*Engine[G, P, M]) RootAlgorithm[G, P, M]) (*Engine[G, P, M], error) {
	a, ok := Lookup(cfg.Algorithm)
	if !ok {
		return nil, fmt.Errorf("unknown parallel algorithm %q (known: %s)", cfg.Algorithm, strings.Join(RegisteredNames(), ", "))
	}
	switch {
	case cfg.Options == nil:
		cfg.Options = a.Options
	case reflect.TypeOf(cfg.Options) != reflect.TypeOf(a.Options):
		return nil, fmt.Errorf("parallel algorithm %q takes options of type %T, not %T", cfg.Algorithm, a.Options, cfg.Options)
	}
	e, err := newEngine(g, cfg, sh)
	if err != nil {
		return nil, err
	}
	if e.algo = build(e); e.algo == nil {
		return nil, fmt.Errorf("parallel algorithm %q is registered but no family builds it", cfg.Algorithm)
	}
	return e, nil
}

// newEngine makes the shell every algorithm runs in: its machine, with
// the timeline and the trace record; the caller sets algo.
func newEngine[G search.Game[P, M], P any, M board.Move](g G, cfg Config, sh *search.Shared) (*Engine[G, P, M], error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	if sh == nil {
		sh = &search.Shared{}
	}
	e := &Engine[G, P, M]{g: g, cfg: cfg, sh: sh, eng: search.NewSearcher(g, sh, cfg.Search)}
	mo := machine.Options{Costs: cfg.Costs, Record: cfg.Record, MaxSpans: cfg.MaxSpans, OnSpan: cfg.OnSpan}
	// The timeline of the searchers (the controller is not one) feeds the
	// workstation's pane, so it is kept when someone watches (Monitor) or
	// records; spans arrive per state change, not per node, but a command
	// line search need not pay even that.
	if cfg.Monitor != nil || cfg.Record {
		e.timeline = account.NewTimeline(cfg.Searchers)
		mo.OnSpan = func(sp account.Span) {
			if sp.Thread < cfg.Searchers {
				e.timeline.Add(sp)
			}
			if cfg.OnSpan != nil {
				cfg.OnSpan(sp)
			}
		}
	}
	if cfg.Sim {
		mo.Pace = cfg.Pace
		e.m = machine.NewSim(mo)
	} else {
		e.m = machine.NewReal(mo)
	}
	return e, nil
}

// What an algorithm reads of the engine it runs in.

// Game is the game the engine searches.
func (e *Engine[G, P, M]) Game() G { return e.g }

// Shared holds the transposition and history tables every searcher
// shares.
func (e *Engine[G, P, M]) Shared() *search.Shared { return e.sh }

// Searcher is the engine's own sequential searcher: it reads the PV
// from the table after a root search, and orders moves as the
// searchers do for an algorithm that walks nodes itself (the thesis's
// controller).
func (e *Engine[G, P, M]) Searcher() *search.Searcher[G, P, M] { return e.eng }

// RootPath is the keys of the game positions before the root, oldest
// first (SetPath); the caller must not change it.
func (e *Engine[G, P, M]) RootPath() []uint64 { return e.rootPath }

// Deadline is the machine time at which the current move's budget runs
// out (SetMoveTime, StartMove), 0 for none: a root search still under
// way then stops as if cancelled.
func (e *Engine[G, P, M]) Deadline() account.Time { return e.moveEnd }

// Counters are the engine's counts over its life, which each algorithm
// adds to at the end of a root search.
func (e *Engine[G, P, M]) Counters() *account.Counters { return &e.counters }

// Algorithm is the root search the engine runs.
func (e *Engine[G, P, M]) Algorithm() RootAlgorithm[G, P, M] { return e.algo }

// Config returns the engine's configuration with the defaults of the
// machine filled in (its family fills in those of Options).
func (e *Engine[G, P, M]) Config() Config { return e.cfg }

// SearchRoot searches root to depth with the window (alpha, beta).
func (e *Engine[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	// A new root starts a new generation of the transposition table, as
	// search.Sequential does, so entries of earlier moves are replaced
	// first.
	if key := e.g.Key(&root); e.sh.TT != nil && (!e.searched || key != e.lastRoot) {
		e.sh.TT.NewSearch()
		e.lastRoot, e.searched = key, true
	}
	mark := account.Mark{T: e.m.Now(), Label: fmt.Sprintf("d%d", depth)}
	if e.timeline != nil {
		e.timeline.AddMark(mark)
	}
	if e.cfg.Record {
		e.marksMu.Lock()
		e.marks = append(e.marks, mark)
		e.marksMu.Unlock()
	}
	e.depth = depth
	nodesBefore := e.Report().Nodes
	res, err := e.algo.SearchRoot(ctx, root, depth, alpha, beta)
	if sp, ok := e.algo.(Spanner); ok {
		// Root searches follow one another: their paths add up.
		e.span += sp.LastSpan()
	}
	e.publish()
	if err != nil || res.Aborted {
		return res, err
	}
	e.completePV(root, depth, &res)
	res.Stats.Nodes = e.Report().Nodes - nodesBefore
	return res, nil
}

// completePV gives a finished root search its principal variation, read
// from the transposition table, starting with the best move. An algorithm
// reports its best move as a PV of one move; one that found none itself
// (the root was searched whole by one searcher and the move was not kept)
// takes the table's, or any legal move. A finished game has no PV.
func (e *Engine[G, P, M]) completePV(root P, depth int, res *search.RootResult[M]) {
	found := len(res.PV) > 0
	pv := e.eng.PV(root, depth+8)
	if !found {
		switch moves := e.g.Moves(&root, nil); {
		case len(pv) > 0:
			res.Best = pv[0]
		case len(moves) > 0:
			res.Best = moves[0]
		default:
			res.PV = nil
			return
		}
	}
	if len(pv) == 0 || pv[0] != res.Best {
		pv = []M{res.Best}
	}
	res.PV = pv
}

// Trace returns what the machine recorded (Config.Record) as a Chrome
// trace: a track per searcher and one for the controller, a slice per
// state, an arrow per piece of work handed out, a mark per iteration.
func (e *Engine[G, P, M]) Trace() account.Trace {
	spans, truncated := e.m.Spans()
	p := e.cfg.Searchers
	names := make([]string, p+1)
	for i := 0; i < p; i++ {
		names[i] = fmt.Sprintf("searcher %d", i)
	}
	names[p] = "controller"
	tr := account.Trace{
		Title:     fmt.Sprintf("%s, %d searchers", e.cfg.Algorithm, p),
		Simulated: e.m.Simulated(),
		Threads:   p + 1,
		Names:     names,
		Spans:     spans,
		Flows:     e.m.Flows(),
	}
	e.marksMu.Lock()
	tr.Marks = slices.Clone(e.marks)
	e.marksMu.Unlock()
	if e.m.Simulated() {
		tr.Other = append(tr.Other, account.Field{Key: "sim_cost", Value: e.cfg.Costs.String()})
	}
	if truncated {
		tr.Other = append(tr.Other, account.Field{Key: "truncated", Value: "true"})
	}
	return tr
}

// Timeline returns the searchers' timeline of the whole run so far, or
// nil when the engine has no Monitor and does not record.
func (e *Engine[G, P, M]) Timeline() *account.Timeline { return e.timeline }

// Close releases the engine. Threads live only while a search runs, so
// nothing is left to stop.
func (e *Engine[G, P, M]) Close() {}

// Machine returns the machine the engine runs on (its accounts, spans and
// flows).
func (e *Engine[G, P, M]) Machine() machine.Machine { return e.m }

// Activity returns the searchers' accounts (safe from any goroutine).
func (e *Engine[G, P, M]) Activity() []account.SearcherActivity { return e.algo.Activity() }

// Report summarizes the engine's work since it started.
func (e *Engine[G, P, M]) Report() account.RunStats {
	r := summarize(e.cfg, e.m.Now(), e.algo.Activity(), e.counters)
	r.WorkSpan = account.WorkSpan{Work: workOf(e.m), Span: e.span}
	if r.Span > 0 {
		r.Parallelism = float64(r.Work) / float64(r.Span)
	}
	return r
}

// publish gives the monitor, if any, a snapshot of the search now.
func (e *Engine[G, P, M]) publish() {
	if e.cfg.Monitor == nil {
		return
	}
	e.cfg.Monitor.Publish(e.snapshot())
}
