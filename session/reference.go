package session

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/session/view"
)

// RefPoint is the sequential reference after one completed iteration,
// with totals since it began: what a parallel run to the same depth is
// measured against (thesis Formulas 3.1-3.3).
type RefPoint struct {
	Depth int
	Score int
	Best  string // in the game's notation
	Nodes uint64
	// Units is the simulator's time for these nodes under the default
	// costs; Elapsed the wall-clock time the sequential engine took.
	Units   view.Time
	Elapsed time.Duration
}

// RefStatus says where a reference stands.
type RefStatus struct {
	Sim     bool // run alongside in the simulator, else after (real)
	Started bool
	Ended   bool
	Depth   int // deepest completed iteration
	Err     error
}

func (s RefStatus) String() string {
	var b string
	switch {
	case s.Err != nil:
		return "reference failed: " + s.Err.Error()
	case s.Sim:
		b = "seq reference alongside"
	default:
		b = "seq reference after the run"
	}
	switch {
	case s.Ended:
		return fmt.Sprintf("%s: done to d%d", b, s.Depth)
	case !s.Started:
		return b + ": waiting"
	case s.Depth > 0:
		return fmt.Sprintf("%s: d%d", b, s.Depth)
	}
	return b + ": running"
}

// Reference is the sequential engine searching the same position as one
// or more parallel runs, on a table of its own, to the depths they reach.
//
// In the simulator it runs alongside them: virtual time does not depend
// on what else the machine does, and the reference is so much faster
// than a simulation that its numbers are ready almost at once. It never
// runs more than one iteration ahead of the slowest run, so that a
// stopped run does not leave it searching deeper for nothing.
//
// On the real executor it would steal cores from the runs and spoil
// their timing, so it starts after every run has ended, to the deepest
// depth they completed.
type Reference struct {
	sim        bool
	root       games.Position
	path       []uint64
	depthLimit int
	hashMiB    int
	// egdb is the endgame database choice, the run's (engine.Env.Egdb).
	egdb string
	// tables is the session's table pool (nil: tables of its own).
	tables *tablePool

	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	wake    chan struct{}
	runs    []*Run
	reached []int  // deepest completed iteration per run
	ended   []bool // per run
	points  []RefPoint
	started bool
	over    bool // the goroutine has ended, or will never start
	err     error
}

func newReference(sim bool, root games.Position, path []uint64, depthLimit, hashMiB int) *Reference {
	ref := &Reference{sim: sim, root: root, path: path, depthLimit: depthLimit, hashMiB: hashMiB,
		done: make(chan struct{}), wake: make(chan struct{})}
	ref.ctx, ref.cancel = context.WithCancel(context.Background())
	return ref
}

// attach makes r one of the runs measured against ref.
func (ref *Reference) attach(r *Run) {
	ref.mu.Lock()
	defer ref.mu.Unlock()
	r.ref, r.slot = ref, len(ref.runs)
	ref.runs = append(ref.runs, r)
	ref.reached = append(ref.reached, 0)
	ref.ended = append(ref.ended, false)
}

// begin starts the reference now in the simulator; on the real executor
// it starts when the runs end.
func (ref *Reference) begin() {
	if ref.sim {
		ref.mu.Lock()
		ref.startLocked(ref.depthLimit)
		ref.mu.Unlock()
	}
}

func (ref *Reference) startLocked(depth int) {
	ref.started = true
	go ref.loop(depth)
}

// stop ends the reference's search.
func (ref *Reference) stop() {
	ref.cancel()
	ref.mu.Lock()
	if !ref.started && !ref.over {
		ref.over = true
		close(ref.done)
	}
	ref.signalLocked()
	ref.mu.Unlock()
	ref.notify()
}

func (ref *Reference) signalLocked() {
	close(ref.wake)
	ref.wake = make(chan struct{})
}

// notify tells the runs that the reference changed. It must be called
// without ref.mu held: runs lock themselves, then the reference.
func (ref *Reference) notify() {
	ref.mu.Lock()
	runs := ref.runs
	ref.mu.Unlock()
	for _, r := range runs {
		r.bump()
	}
}

// status reports where the reference stands and whether it has settled
// (will change no more).
func (ref *Reference) status() (RefStatus, bool) {
	ref.mu.Lock()
	defer ref.mu.Unlock()
	s := RefStatus{Sim: ref.sim, Started: ref.started, Ended: ref.over, Err: ref.err}
	if n := len(ref.points); n > 0 {
		s.Depth = ref.points[n-1].Depth
	}
	return s, ref.over
}

// point returns the reference at depth d.
func (ref *Reference) point(d int) (RefPoint, bool) {
	ref.mu.Lock()
	defer ref.mu.Unlock()
	for _, p := range ref.points {
		if p.Depth == d {
			return p, true
		}
	}
	return RefPoint{}, false
}

// Points returns the reference's completed iterations.
func (ref *Reference) Points() []RefPoint {
	ref.mu.Lock()
	defer ref.mu.Unlock()
	return append([]RefPoint(nil), ref.points...)
}

// progress records that run slot completed depth d.
func (ref *Reference) progress(slot, d int) {
	ref.mu.Lock()
	ref.reached[slot] = max(ref.reached[slot], d)
	ref.signalLocked()
	ref.mu.Unlock()
}

// runEnded records that run slot ended after completing depth d, and
// starts or ends the reference once every run has ended.
func (ref *Reference) runEnded(slot, d int) {
	ref.mu.Lock()
	ref.reached[slot] = max(ref.reached[slot], d)
	ref.ended[slot] = true
	ref.signalLocked()
	target, all := ref.targetLocked()
	if all {
		switch {
		case target == 0 || ref.ctx.Err() != nil:
			ref.cancel()
			if !ref.started && !ref.over {
				ref.over = true
				close(ref.done)
			}
		case !ref.started:
			ref.startLocked(target)
		case len(ref.points) > 0 && ref.points[len(ref.points)-1].Depth >= target:
			ref.cancel()
		}
	}
	ref.mu.Unlock()
	ref.notify()
}

// targetLocked returns the deepest depth any run completed and whether
// all runs have ended.
func (ref *Reference) targetLocked() (int, bool) {
	target, all := 0, true
	for i := range ref.runs {
		target = max(target, ref.reached[i])
		all = all && ref.ended[i]
	}
	return target, all
}

// loop searches with the sequential engine to depth (0: no limit, ended
// by the runs).
func (ref *Reference) loop(depth int) {
	defer func() {
		ref.mu.Lock()
		ref.over = true
		close(ref.done)
		ref.mu.Unlock()
		ref.notify()
	}()
	if ref.ctx.Err() != nil {
		return // stopped before it began: no table to allocate
	}
	sh, err := ref.tables.get(ref.hashMiB)
	if err != nil {
		ref.fail(err)
		return
	}
	defer ref.tables.put(sh, ref.hashMiB) // after seq.Close, before done
	seq, err := engine.BuildGame(ref.root.Game(), engine.Spec{Name: engine.Sequential, P: 1}, engine.Env{Shared: sh, Options: search.DefaultOptions(), Egdb: ref.egdb})
	if err != nil {
		ref.fail(err)
		return
	}
	defer seq.Close()
	seq.SetPath(ref.path)
	costs := account.DefaultCosts
	var nodes, probes uint64
	start := time.Now()
	_, err = seq.Search(ref.ctx, ref.root, search.Limits{Depth: depth}, func(it engine.Iteration) {
		nodes += it.Stats.Nodes
		probes += it.Stats.TTProbes
		p := RefPoint{Depth: it.Depth, Score: it.Score, Best: it.Best, Nodes: nodes,
			Units:   view.Time(costs.Search(nodes, probes)),
			Elapsed: time.Since(start)}
		ref.mu.Lock()
		ref.points = append(ref.points, p)
		target, all := ref.targetLocked()
		if all && it.Depth >= target {
			ref.cancel()
		}
		ref.mu.Unlock()
		ref.notify()
		ref.holdBack(it.Depth)
	})
	if err != nil && !errors.Is(err, context.Canceled) {
		ref.fail(err)
	}
}

// holdBack keeps a simulated reference at most one iteration ahead of
// the slowest running run.
func (ref *Reference) holdBack(d int) {
	for {
		ref.mu.Lock()
		ahead := false
		for i := range ref.runs {
			if !ref.ended[i] && ref.reached[i] < d {
				ahead = true
			}
		}
		w := ref.wake
		ref.mu.Unlock()
		if !ahead || ref.ctx.Err() != nil {
			return
		}
		select {
		case <-w:
		case <-ref.ctx.Done():
			return
		}
	}
}

func (ref *Reference) fail(err error) {
	ref.mu.Lock()
	ref.err = fmt.Errorf("sequential reference: %w", err)
	ref.mu.Unlock()
}
