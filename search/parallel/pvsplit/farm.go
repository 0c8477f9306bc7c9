package pvsplit

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
	"frontier/search/parallel"
)

// Work is one subtree search handed to a searcher: search Pos to Depth
// with the window (Alpha, Beta), Ply plies below the root.
type Work[P any, M board.Move] struct {
	ID                      uint64
	Pos                     P
	Path                    []uint64 // keys from the root down to Pos, exclusive, for repetition detection
	Route                   []M      // moves from the root to Pos, for display
	Alpha, Beta, Depth, Ply int
}

// Report is the result of a finished Work: a fail-soft score from the
// point of view of the side to move in Work.Pos.
type Report struct {
	WorkID   uint64
	Searcher int
	Score    int
	Stats    search.Stats
}

// Cost names controller work charged in the simulator's virtual time.
type Cost int

const (
	CostSplit Cost = iota // creating a split node
	CostNode              // a node the controller visits itself
)

// IdleReason says why an idle searcher has no work; its idle time is
// attributed to it.
type IdleReason int

const (
	// Starved: there is no work for it (the split node has fewer moves
	// than searchers, or the controller is walking down a first subtree).
	Starved IdleReason = iota
	// Waiting: it has returned its result to a split node that still
	// waits for other searchers (the synchronization of the thesis, where
	// stragglers cost time).
	Waiting
)

// farm is the master-worker scheduler of the thesis's algorithms, written
// on the machine: one controller thread gives subtree searches to P
// worker threads, each running the sequential engine, and waits for their
// results. Work and results are messages (their latency is OpMessage on
// the simulator); an interrupt is a flag the worker reads at its next
// poll. All calls except Activity come from the controller's thread.
type farm[G search.Game[P, M], P any, M board.Move] struct {
	g       G
	root    P // of the current search, for route labels; guarded by meta
	m       machine.Machine
	ctl     machine.Thread // the controller, during a run
	mu      machine.Mutex
	results machine.Cond // the controller waits here
	workers []*worker[G, P, M]
	done    []result // results not yet taken by the controller, guarded by mu

	meta sync.Mutex // guards what Activity reads of the workers
	// labels names each working span by its route, for traces; building
	// the text costs more than the rest of a hand-over, so only then.
	labels bool
}

type worker[G search.Game[P, M], P any, M board.Move] struct {
	id     int
	eng    *search.Searcher[G, P, M]
	mu     machine.Mutex // guards job, has and quit: the controller and this searcher only
	wake   machine.Cond
	job    job[P, M]
	has    bool          // a job waits to be taken
	quit   bool          // the root search is over
	busy   bool          // controller's view: work given, no result taken yet
	workID uint64        // the work given
	cancel atomic.Uint64 // ID of the work to abort

	// Guarded by farm.meta.
	route    []M
	tasks    int
	preempts int
}

type job[P any, M board.Move] struct {
	Work[P, M]
	at   account.Time // when the message arrives
	flow uint64       // the trace's arrow from the controller
}

type result struct {
	report  Report
	aborted bool
	at      account.Time
}

func newFarm[G search.Game[P, M], P any, M board.Move](g G, m machine.Machine, p int, sh *search.Shared, opt search.Options, labels bool) *farm[G, P, M] {
	f := &farm[G, P, M]{g: g, m: m, mu: m.NewMutex("farm"), labels: labels}
	f.results = m.NewCond(f.mu, "results")
	for i := 0; i < p; i++ {
		mu := m.NewMutex(fmt.Sprintf("searcher %d", i))
		f.workers = append(f.workers, &worker[G, P, M]{id: i, eng: search.NewSearcher(g, sh, opt), mu: mu, wake: m.NewCond(mu, "work")})
	}
	return f
}

// run runs one search: the controller body on thread P and a worker on
// each of threads 0..P-1. It returns when the controller is done and every
// worker has left.
func (f *farm[G, P, M]) run(ctx context.Context, controller func()) error {
	p := len(f.workers)
	// Whatever the last run left (results of interrupted work that the
	// controller no longer waited for) is moot: every worker starts free.
	f.done = f.done[:0]
	for _, w := range f.workers {
		w.busy, w.has, w.quit, w.workID = false, false, false, 0
		w.cancel.Store(0)
	}
	return f.m.Run(ctx, p+1, func(t machine.Thread) {
		if t.ID() < p {
			f.work(t, f.workers[t.ID()])
			return
		}
		f.ctl = t
		t.Mark(account.Working, "controller")
		controller()
		for _, w := range f.workers {
			w.mu.Lock(t)
			w.quit = true
			if w.busy {
				w.cancel.Store(w.workID)
			}
			w.wake.Signal(t)
			w.mu.Unlock(t)
		}
		t.Mark(account.Starved, "")
	})
}

// work is a worker thread's body: take a job, search it, return the
// result, until the controller quits.
func (f *farm[G, P, M]) work(t machine.Thread, w *worker[G, P, M]) {
	idle := account.Starved
	t.Mark(idle, "")
	for {
		w.mu.Lock(t)
		for !w.has && !w.quit && !t.Stopped() {
			w.wake.Wait(t, idle, 0)
		}
		if !w.has || t.Stopped() {
			w.mu.Unlock(t)
			return
		}
		j := w.job
		w.has = false
		w.mu.Unlock(t)
		t.WaitUntil(j.at, account.Starved)
		t.FlowEnd(j.flow)
		f.meta.Lock()
		route := w.route
		f.meta.Unlock()
		label := ""
		if f.labels {
			label = f.routeLabel(route)
		}
		t.Mark(account.Working, label)
		score, st, aborted := f.search(t, w, j.Work)
		if aborted {
			t.Mark(account.Interrupted, label)
			t.Spend(account.OpInterrupt, 1)
		}
		// Back at its split node, idle: waiting until the controller
		// says otherwise (SetIdle).
		idle = account.Waiting
		t.Mark(idle, "")
		f.mu.Lock(t)
		f.done = append(f.done, result{
			report:  Report{WorkID: j.ID, Searcher: w.id, Score: score, Stats: st},
			aborted: aborted,
			at:      t.Now() + f.m.Cost(account.OpMessage),
		})
		f.results.Signal(t)
		f.mu.Unlock(t)
	}
}

// search runs the sequential engine on wk, accounting for its nodes and
// table probes at every poll and stopping when the controller interrupts.
func (f *farm[G, P, M]) search(t machine.Thread, w *worker[G, P, M], wk Work[P, M]) (score int, st search.Stats, aborted bool) {
	var m parallel.Meter
	w.eng.SetPath(wk.Path)
	parallel.StartMeter(t, w.eng, &m, func() bool { return w.cancel.Load() == wk.ID || t.Stopped() })
	p := wk.Pos
	score = w.eng.Search(&p, wk.Alpha, wk.Beta, wk.Depth, wk.Ply)
	parallel.StopMeter(t, w.eng, &m)
	return score, *w.eng.Stats(), w.eng.Aborted() || w.cancel.Load() == wk.ID
}

func (f *farm[G, P, M]) routeLabel(route []M) string {
	if len(route) == 0 {
		return "root"
	}
	return strings.Join(f.routeText(route), " ")
}

// setRoot starts a search of root: the routes of the last one, kept for
// display, mean nothing from it.
func (f *farm[G, P, M]) setRoot(root P) {
	f.meta.Lock()
	defer f.meta.Unlock()
	f.root = root
	for _, w := range f.workers {
		w.route = nil
	}
}

// routeText writes a route from the current root in notation.
func (f *farm[G, P, M]) routeText(route []M) []string {
	f.meta.Lock()
	root := f.root
	f.meta.Unlock()
	return search.MoveStrings(f.g, root, route)
}

// --- the controller's side ---

func (f *farm[G, P, M]) Searchers() int { return len(f.workers) }

// Idle counts the workers with no work given.
func (f *farm[G, P, M]) Idle() int {
	n := 0
	for _, w := range f.workers {
		if !w.busy {
			n++
		}
	}
	return n
}

// Now is the controller's clock during a run, the machine's otherwise.
func (f *farm[G, P, M]) Now() account.Time {
	if f.ctl != nil {
		return f.ctl.Now()
	}
	return f.m.Now()
}

// Start gives wk to the idle worker with the lowest index and returns
// that index. It must be called only when Idle() > 0.
func (f *farm[G, P, M]) Start(wk Work[P, M]) int {
	t := f.ctl
	for _, w := range f.workers {
		if w.busy {
			continue
		}
		w.busy, w.workID = true, wk.ID
		f.meta.Lock()
		w.route = wk.Route
		w.tasks++
		f.meta.Unlock()
		w.mu.Lock(t)
		w.job = job[P, M]{Work: wk, at: t.Now() + f.m.Cost(account.OpMessage), flow: t.FlowStart("work")}
		w.has = true
		w.wake.Signal(t)
		w.mu.Unlock(t)
		return w.id
	}
	panic("pvsplit: Start with no idle searcher")
}

// Interrupt raises the flag of the worker searching workID; it stays busy
// until its aborted result comes back, which Wait absorbs.
func (f *farm[G, P, M]) Interrupt(workID uint64) {
	for _, w := range f.workers {
		if w.busy && w.workID == workID {
			w.cancel.Store(workID)
			return
		}
	}
}

// Preempt interrupts workID as a straggler.
func (f *farm[G, P, M]) Preempt(workID uint64) {
	for _, w := range f.workers {
		if w.busy && w.workID == workID {
			f.meta.Lock()
			w.preempts++
			f.meta.Unlock()
		}
	}
	f.Interrupt(workID)
}

// Wait returns the next result. It returns ok=false when the deadline
// passes first (0 means none), when no worker is busy, when the run is
// stopped, or when an interrupted worker came back (so that the
// controller can give it work at once).
func (f *farm[G, P, M]) Wait(ctx context.Context, deadline account.Time) (Report, bool) {
	t := f.ctl
	f.mu.Lock(t)
	for len(f.done) == 0 {
		if f.busy() == 0 || ctx.Err() != nil || (deadline > 0 && t.Now() >= deadline) {
			f.mu.Unlock(t)
			return Report{}, false
		}
		if !f.results.Wait(t, account.Waiting, deadline) && len(f.done) == 0 {
			f.mu.Unlock(t)
			return Report{}, false
		}
	}
	r := f.done[0]
	f.done = f.done[1:]
	f.mu.Unlock(t)
	t.WaitUntil(r.at, account.Waiting)
	w := f.workers[r.report.Searcher]
	w.busy = false
	f.meta.Lock()
	w.route = nil
	f.meta.Unlock()
	if r.aborted || w.cancel.Load() == r.report.WorkID {
		t.MarkThread(w.id, account.Starved) // its work was withdrawn
		return Report{}, false
	}
	return r.report, true
}

func (f *farm[G, P, M]) busy() int { return len(f.workers) - f.Idle() }

// Charge accounts for the controller's own work.
func (f *farm[G, P, M]) Charge(c Cost) {
	switch c {
	case CostSplit:
		f.ctl.Spend(account.OpSplit, 1)
	case CostNode:
		f.ctl.Spend(account.OpNode, 1)
	}
}

// SetIdle classifies idle worker i's time from now on.
func (f *farm[G, P, M]) SetIdle(i int, r IdleReason) {
	st := account.Starved
	if r == Waiting {
		st = account.Waiting
	}
	f.ctl.MarkThread(i, st)
}

// Activity returns the workers' accounts; any goroutine may call it.
func (f *farm[G, P, M]) Activity() []account.SearcherActivity {
	acc := f.m.Accounts()
	out := make([]account.SearcherActivity, len(f.workers))
	f.meta.Lock()
	defer f.meta.Unlock()
	for i, w := range f.workers {
		out[i] = parallel.ActivityOf(acc, i)
		out[i].Route = search.MoveStrings(f.g, f.root, w.route)
		out[i].Tasks, out[i].Preempts = w.tasks, w.preempts
	}
	return out
}
