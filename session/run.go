package session

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/session/view"
)

// RunState is where a run is in its life.
type RunState int

const (
	// Waiting: queued behind another run (real-executor comparisons run
	// one configuration at a time so that they do not share the cores).
	Waiting RunState = iota
	Running
	// Finished: the search reached its limit.
	Finished
	// Stopped: stopped by the user or by a newer run; completed
	// iterations are kept.
	Stopped
	// Failed: the search could not run (the error says why).
	Failed
)

func (s RunState) String() string {
	return [...]string{"waiting", "running", "finished", "stopped", "failed"}[s]
}

// Ended reports whether the search goroutine is done.
func (s RunState) Ended() bool { return s >= Finished }

// Iteration is one completed iteration of a run.
type Iteration struct {
	Depth int
	Score int // from the side to move at the root
	// Best and PV are in the game's notation ("11-15", "d3").
	Best string
	PV   []string
	// Nodes and Elapsed (wall clock) are for this iteration alone, the
	// totals since the run began.
	Nodes        uint64
	TotalNodes   uint64
	Elapsed      time.Duration
	TotalElapsed time.Duration
	NPS          float64
	// Stats is the parallel engine's account at the end of the
	// iteration (since the run began), nil for the sequential engine.
	Stats *view.Stats
	// Cmp relates the run so far to the sequential reference searched to
	// the same depth; nil until the reference gets there.
	Cmp *view.Comparison
	Ref *RefPoint
	// Lines are a multi-PV run's best moves, best first (Config.Lines);
	// nil for a run of one line, whose line is Score and PV.
	Lines []engine.Line
	// run is the engine's own account behind Stats, which the
	// comparison is computed from.
	run *account.RunStats
}

// Update is the state of a run at one version, as Run.Wait returns it.
type Update struct {
	RunID      uint64
	Version    uint64
	State      RunState
	Err        error
	Iterations []Iteration
	// Reference describes the sequential reference: "" when there is
	// none, else where it stands.
	Reference string
	// Final is set when no further change will come: the run ended and
	// its reference settled.
	Final bool
}

// Run is one search of a position with one configuration. Its methods are
// safe for concurrent use.
type Run struct {
	id    uint64
	cfg   Config
	root  games.Position
	path  []uint64
	label string
	mon   *account.Monitor // nil for the sequential engine
	pacer *pacer           // nil unless simulated
	ref   *Reference       // nil when there is nothing to compare with
	slot  int              // this run's index in ref
	gate  <-chan struct{}  // if not nil, the search starts when it closes
	// tables is the session's pool the run's tables come from and go
	// back to; nil allocates them for the run alone.
	tables *tablePool

	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	version uint64
	wake    chan struct{}
	state   RunState
	err     error
	its     []Iteration
	started time.Time
	eng     engine.AnyEngine // while it searches; nil once it ended
	egdb    string           // the endgame database choice (engine.Env.Egdb)
	// trace is what the machine recorded, kept when the search ends
	// instead of the engine, whose transposition table (HashMiB) and
	// searchers a finished run has no use for: a long session kept
	// two tables alive this way.
	trace *account.Trace
}

func newRun(id uint64, cfg Config, root games.Position, path []uint64, label string, speed Speed) *Run {
	r := &Run{id: id, cfg: cfg, root: root, path: path, label: label, done: make(chan struct{}), wake: make(chan struct{})}
	if cfg.Parallel() {
		r.mon = &account.Monitor{}
		if cfg.Sim {
			r.pacer = newPacer(speed, r.mon)
		}
	}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	return r
}

// ID identifies the run within its session; IDs increase.
func (r *Run) ID() uint64 { return r.id }

// Config returns the run's configuration.
func (r *Run) Config() Config { return r.cfg }

// Root returns the position searched.
func (r *Run) Root() games.Position { return r.root }

// Label says what is searched, such as "g5" or "game5 ply 18".
func (r *Run) Label() string { return r.label }

// Done is closed when the search goroutine has ended and the engine's
// goroutines are gone.
func (r *Run) Done() <-chan struct{} { return r.done }

// State returns the run's state.
func (r *Run) State() RunState {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.state
}

// Err returns why the run failed, or nil.
func (r *Run) Err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}

// Stop stops the search; it returns at once and the goroutines end
// within milliseconds (see Done).
func (r *Run) Stop() {
	r.cancel()
	if r.pacer != nil {
		r.pacer.stop()
	}
}

// setSpeed changes a simulated run's pace.
func (r *Run) setSpeed(s Speed) {
	if r.pacer != nil {
		r.pacer.setSpeed(s)
	}
}

// step advances a paused simulated run a little.
func (r *Run) step() {
	if r.pacer != nil {
		r.pacer.step()
	}
}

// bump records a change and wakes Wait.
func (r *Run) bump() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.bumpLocked()
}

func (r *Run) bumpLocked() {
	r.version++
	close(r.wake)
	r.wake = make(chan struct{})
}

// Update returns the run's current state without waiting.
func (r *Run) Update() Update {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.updateLocked()
}

// Wait blocks until the run's version passes seen, or the run has
// nothing more to report (Update.Final), or ctx ends, and returns its
// state then.
func (r *Run) Wait(ctx context.Context, seen uint64) Update {
	for {
		r.mu.Lock()
		u := r.updateLocked()
		w := r.wake
		r.mu.Unlock()
		if u.Version > seen || u.Final {
			return u
		}
		select {
		case <-w:
		case <-ctx.Done():
			return u
		}
	}
}

func (r *Run) updateLocked() Update {
	u := Update{RunID: r.id, Version: r.version, State: r.state, Err: r.err, Iterations: slices.Clone(r.its)}
	refSettled := true
	if r.ref != nil {
		var rs RefStatus
		rs, refSettled = r.ref.status()
		u.Reference = rs.String()
		for i := range u.Iterations {
			r.compareLocked(&u.Iterations[i])
		}
	}
	u.Final = r.state.Ended() && refSettled
	return u
}

// compareLocked fills in it.Cmp from the reference.
func (r *Run) compareLocked(it *Iteration) {
	if it.run == nil {
		return
	}
	p, ok := r.ref.point(it.Depth)
	if !ok {
		return
	}
	seqTime := account.Time(p.Elapsed)
	if r.cfg.Sim {
		seqTime = account.Time(p.Units)
	}
	c := comparisonOf(account.Compare(*it.run, p.Nodes, seqTime))
	it.Cmp, it.Ref = &c, &p
}

// Iterations returns the completed iterations, with comparisons where
// the reference has reached their depth.
func (r *Run) Iterations() []Iteration { return r.Update().Iterations }

// start launches the search goroutine.
func (r *Run) start() {
	r.mu.Lock()
	r.state = Waiting
	if r.gate == nil {
		r.state = Running
	}
	r.mu.Unlock()
	go r.loop()
}

func (r *Run) loop() {
	defer close(r.done)
	if r.gate != nil {
		select {
		case <-r.gate:
		case <-r.ctx.Done():
		}
		r.mu.Lock()
		r.state = Running
		r.bumpLocked()
		r.mu.Unlock()
	}
	err := r.search()
	r.mu.Lock()
	switch {
	case err != nil:
		r.state, r.err = Failed, err
	case r.ctx.Err() != nil:
		r.state = Stopped
	default:
		r.state = Finished
	}
	depth := 0
	if n := len(r.its); n > 0 {
		depth = r.its[n-1].Depth
	}
	r.bumpLocked()
	r.mu.Unlock()
	if r.ref != nil {
		r.ref.runEnded(r.slot, depth)
	}
}

// search runs iterative deepening with the configured engine.
func (r *Run) search() (err error) {
	if r.ctx.Err() != nil {
		return nil
	}
	r.mu.Lock()
	r.started = time.Now()
	r.mu.Unlock()
	// The tables come from the session's pool and go back to it once
	// the engine has closed (defers run last to first), so that a long
	// session reuses a few tables instead of allocating one a run.
	sh, err := r.tables.get(r.cfg.HashMiB)
	if err != nil {
		return fmt.Errorf("run %s: %w", r.cfg.Label(), err)
	}
	defer r.tables.put(sh, r.cfg.HashMiB)
	spec, err := r.cfg.Spec()
	if err != nil {
		return fmt.Errorf("run %s: %w", r.cfg.Label(), err)
	}
	// The workstation records every run's threads for a trace on request
	// (a key); a quarter million spans bound the memory it takes.
	env := engine.Env{Shared: sh, Options: search.DefaultOptions(), Sim: r.cfg.Sim, Monitor: r.mon, Record: true, MaxSpans: traceSpans, Egdb: r.egdb}
	if r.pacer != nil {
		env.Pace = r.pacer.pace
	}
	eng, err := engine.BuildGame(r.root.Game(), spec, env)
	if err != nil {
		return fmt.Errorf("run %s: %w", r.cfg.Label(), err)
	}
	defer eng.Close()
	r.mu.Lock()
	r.eng = eng
	r.mu.Unlock()
	defer r.keepTrace(eng)
	eng.SetPath(r.path)
	if eng.Simulated() && r.cfg.Time > 0 {
		// The simulator's time limit is virtual; the engine enforces it.
		eng.SetMoveTime(r.cfg.simBudget())
		eng.StartMove()
	}
	if mp, ok := eng.(engine.MultiPV); ok && r.cfg.Lines > 1 && !r.cfg.Parallel() {
		err = r.searchLines(mp, eng)
	} else {
		_, err = eng.Search(r.ctx, r.root, r.cfg.limits(), func(it engine.Iteration) {
			r.addIteration(it, eng)
		})
	}
	if errors.Is(err, context.Canceled) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("run %s: %w", r.cfg.Label(), err)
	}
	return nil
}

// addIteration records a completed iteration; it runs on the search
// goroutine, where the engine's report may be read.
func (r *Run) addIteration(it engine.Iteration, eng engine.AnyEngine, lines ...engine.Line) {
	item := Iteration{
		Depth: it.Depth, Score: it.Score, Best: it.Best, PV: slices.Clone(it.PV),
		Nodes: it.Nodes, TotalNodes: it.TotalNodes, Elapsed: it.Elapsed, TotalElapsed: it.TotalElapsed, NPS: it.NPS,
		Lines: lines,
	}
	if st, ok := eng.Report(); ok {
		st.Activity = nil // the snapshot carries the live accounts
		vs := statsOf(&st)
		item.Stats, item.run = &vs, &st
		item.TotalNodes = st.Nodes
	}
	r.mu.Lock()
	r.its = append(r.its, item)
	r.bumpLocked()
	r.mu.Unlock()
	if r.ref != nil {
		r.ref.progress(r.slot, it.Depth)
	}
}

// keepTrace swaps the ended search's engine for its trace, so that the
// run no longer holds the engine's table.
func (r *Run) keepTrace(eng engine.AnyEngine) {
	var keep *account.Trace
	if tr, ok := eng.Trace(); ok {
		keep = &tr
	}
	r.mu.Lock()
	r.eng, r.trace = nil, keep
	r.mu.Unlock()
}

// traceSpans caps the spans a workstation run keeps for its trace.
const traceSpans = 1 << 18

// ErrNoTrace is returned by SaveTrace for a run with nothing to trace.
var ErrNoTrace = errors.New("no trace: only a parallel run that has started has one")

// SaveTrace writes what the run's machine recorded so far as a Chrome
// trace (Perfetto UI and chrome://tracing open it) to path, atomically.
// It may be called while the run goes on.
func (r *Run) SaveTrace(path string) error {
	r.mu.Lock()
	eng, kept := r.eng, r.trace
	r.mu.Unlock()
	if kept != nil {
		return account.SaveTrace(path, *kept)
	}
	if eng == nil {
		return ErrNoTrace
	}
	tr, ok := eng.Trace()
	if !ok {
		return ErrNoTrace
	}
	return account.SaveTrace(path, tr)
}

// TraceName is a file name for the run's trace: the engine spec and the
// position, e.g. "frontier-trace-pvfsplit-lb-16-sim-g5.json".
func (r *Run) TraceName() string {
	return account.TraceFileName("frontier-trace", r.cfg.Algorithm.String(), strconv.Itoa(r.cfg.Searchers), r.cfg.Executor(), r.label)
}
