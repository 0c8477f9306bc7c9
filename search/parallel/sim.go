package parallel

import (
	"context"
	"math"
	"sync"
	"sync/atomic"

	"frontier/search"
)

// SimCosts are the prices of the simulator's virtual clock, in time units.
// A node costs 1 by default, so virtual time reads as "nodes a searcher
// could have searched".
type SimCosts struct {
	Node      int64 `json:"node"`      // one node searched
	TTProbe   int64 `json:"tt_probe"`  // one transposition-table access
	Split     int64 `json:"split"`     // creating a split node (controller)
	Send      int64 `json:"send"`      // handing work to a searcher
	Result    int64 `json:"result"`    // returning a result to the controller
	Interrupt int64 `json:"interrupt"` // stopping a searcher
}

// DefaultSimCosts charges a node 1 unit and each message a few nodes'
// worth, roughly the ratio of a shared-memory message to a node search on
// the BBN TC2000 ParaChinook ran on.
var DefaultSimCosts = SimCosts{Node: 1, TTProbe: 0, Split: 2, Send: 4, Result: 4, Interrupt: 4}

// simQuantum is the least number of nodes a virtual searcher runs before
// the scheduler looks at the others again. It trades fidelity (how late an
// interrupt may arrive) against the cost of switching goroutines.
const simQuantum = 32

// SimExecutor is a deterministic discrete-event simulator of P searchers.
//
// Each virtual searcher is a goroutine running the sequential engine, but
// only one of them, or the controller, runs at any moment: control passes
// over unbuffered channels. The scheduler always resumes the busy searcher
// with the smallest virtual clock and lets it run until it passes the next
// clock (at least simQuantum nodes); results are delivered to the
// controller in order of virtual time once every busy searcher's clock has
// passed them. The interleaving therefore depends only on the inputs, not
// on the machine, GOMAXPROCS or the Go scheduler.
type SimExecutor struct {
	costs    SimCosts
	now      Time
	searcher []*simSearcher
	pending  []simResult
	ledger   *ledger
	pace     func(now Time)
	closed   bool
	done     sync.WaitGroup
	// published mirrors now for readers in other goroutines.
	published atomic.Int64
}

type simSearcher struct {
	id      int
	eng     *search.Searcher
	clock   Time
	busy    bool // has work (running or finished but not delivered)
	running bool // inside Search, parked in its poll hook
	work    Work
	cmd     chan simCmd
	reply   chan simReply
	nodes   uint64 // nodes of the current work charged so far
	probes  uint64
}

type simCmdKind int

const (
	cmdRun   simCmdKind = iota // start c.work, or continue it
	cmdAbort                   // make the poll hook abort
	cmdQuit                    // leave the goroutine
)

type simCmd struct {
	kind   simCmdKind
	budget int
	start  bool
	work   Work
}

type simReply struct {
	done  bool
	score int
	stats search.Stats
}

type simResult struct {
	at     Time
	report Report
}

// NewSimExecutor starts p virtual searchers sharing sh. pace, if not nil,
// is called with the virtual time after every scheduling step; a UI uses
// it to throttle, pause or single-step the simulation.
func NewSimExecutor(p int, sh *search.Shared, opt search.Options, costs SimCosts, pace func(Time)) *SimExecutor {
	x := &SimExecutor{costs: costs, ledger: newLedger(p), pace: pace}
	if x.costs.Node <= 0 {
		x.costs.Node = 1
	}
	for i := 0; i < p; i++ {
		s := &simSearcher{id: i, eng: search.NewSearcher(sh, opt), cmd: make(chan simCmd), reply: make(chan simReply)}
		x.searcher = append(x.searcher, s)
		x.done.Add(1)
		go func() {
			defer x.done.Done()
			s.loop()
		}()
	}
	return x
}

// loop is the body of a virtual searcher's goroutine.
func (s *simSearcher) loop() {
	for c := range s.cmd {
		switch c.kind {
		case cmdQuit:
			return
		case cmdAbort:
			continue // idle already: nothing to abort
		}
		w := c.work
		s.eng.ResetAbort()
		s.eng.ResetStats()
		s.eng.SetPath(w.Path)
		quit, stopped := false, false
		s.eng.SetPoll(max(c.budget, 1), func() (bool, int) {
			if stopped {
				return true, 0 // unwinding: do not hand control back again
			}
			s.reply <- simReply{stats: *s.eng.Stats()}
			next := <-s.cmd
			switch next.kind {
			case cmdRun:
				return false, max(next.budget, 1)
			case cmdQuit:
				quit = true
			}
			stopped = true
			return true, 0
		})
		p := w.Pos
		score := s.eng.Search(&p, w.Alpha, w.Beta, w.Depth, w.Ply)
		s.reply <- simReply{done: true, score: score, stats: *s.eng.Stats()}
		if quit {
			return
		}
	}
}

// charge advances s's clock by the cost of the work it did since the last
// charge, as read from its statistics.
func (x *SimExecutor) charge(s *simSearcher, st *search.Stats) {
	dn, dp := st.Nodes-s.nodes, st.TTProbes-s.probes
	s.nodes, s.probes = st.Nodes, st.TTProbes
	s.clock += Time(int64(dn)*x.costs.Node + int64(dp)*x.costs.TTProbe)
	x.ledger.addNodes(s.id, dn)
}

func (x *SimExecutor) Searchers() int { return len(x.searcher) }

func (x *SimExecutor) Idle() int {
	n := 0
	for _, s := range x.searcher {
		if !s.busy {
			n++
		}
	}
	return n
}

func (x *SimExecutor) Now() Time { return x.now }

func (x *SimExecutor) SetIdle(i int, r IdleReason) { x.ledger.setIdle(i, x.now, r) }

// Activity returns the accounts at the controller's clock as last
// published; any goroutine may call it.
func (x *SimExecutor) Activity() []SearcherActivity {
	return x.ledger.snapshot(Time(x.published.Load()))
}

// ActivityAt returns the accounts closed at the controller's current
// virtual time; call it from the controller's goroutine.
func (x *SimExecutor) ActivityAt() []SearcherActivity { return x.ledger.snapshot(x.now) }

func (x *SimExecutor) Charge(c Cost) {
	switch c {
	case CostSplit:
		x.now += Time(x.costs.Split)
	case CostNode:
		x.now += Time(x.costs.Node)
	}
}

func (x *SimExecutor) Start(w Work) int {
	for _, s := range x.searcher {
		if s.busy {
			continue
		}
		at := max(s.clock, x.now) + Time(x.costs.Send)
		x.ledger.begin(s.id, at, w.Route)
		s.clock = at
		s.busy, s.running = true, false
		s.work = w
		s.nodes, s.probes = 0, 0
		return s.id
	}
	panic("parallel: Start with no idle searcher")
}

func (x *SimExecutor) Interrupt(id uint64) {
	for _, s := range x.searcher {
		if !s.busy || s.work.ID != id {
			continue
		}
		for i, r := range x.pending {
			if r.report.WorkID == id { // finished, not yet delivered
				x.pending = append(x.pending[:i], x.pending[i+1:]...)
				s.busy = false
				return
			}
		}
		if s.running {
			s.cmd <- simCmd{kind: cmdAbort}
			r := <-s.reply
			x.charge(s, &r.stats)
			s.running = false
		}
		at := max(s.clock, x.now)
		x.ledger.interrupted(s.id, at, false)
		s.clock = at + Time(x.costs.Interrupt)
		x.ledger.end(s.id, s.clock, 0)
		s.busy = false
		return
	}
}

// Wait runs the virtual searchers until the next result is due and
// returns it, advancing the controller's clock to its arrival time.
func (x *SimExecutor) Wait(ctx context.Context, deadline Time) (Report, bool) {
	defer func() { x.published.Store(int64(x.now)) }()
	for {
		if ctx.Err() != nil {
			return Report{}, false
		}
		// The earliest running clock: no result later than it is final.
		var run *simSearcher
		for _, s := range x.searcher {
			if s.busy && (s.running || !x.isPending(s)) && (run == nil || s.clock < run.clock) {
				run = s
			}
		}
		if i := x.earliestPending(); i >= 0 && (run == nil || x.pending[i].at <= run.clock) {
			r := x.pending[i]
			if deadline > 0 && r.at > deadline {
				x.now = max(x.now, deadline)
				return Report{}, false
			}
			x.pending = append(x.pending[:i], x.pending[i+1:]...)
			x.now = max(x.now, r.at)
			s := x.searcher[r.report.Searcher]
			s.busy = false
			x.now += Time(x.costs.Result)
			if x.pace != nil {
				x.pace(x.now)
			}
			return r.report, true
		}
		if run == nil {
			if deadline > 0 {
				x.now = max(x.now, deadline)
			}
			return Report{}, false
		}
		if deadline > 0 && run.clock >= deadline {
			x.now = max(x.now, deadline)
			return Report{}, false
		}
		x.step(run, deadline)
		if x.pace != nil {
			x.pace(run.clock)
		}
	}
}

// step lets s run until its clock passes the next event: another busy
// searcher's clock, a pending result or the deadline.
func (x *SimExecutor) step(s *simSearcher, deadline Time) {
	limit := Time(math.MaxInt64)
	for _, o := range x.searcher {
		if o != s && o.busy && o.running && o.clock < limit {
			limit = o.clock
		}
	}
	if i := x.earliestPending(); i >= 0 && x.pending[i].at < limit {
		limit = x.pending[i].at
	}
	if deadline > 0 && deadline < limit {
		limit = deadline
	}
	budget := simQuantum
	if limit != Time(math.MaxInt64) {
		if n := int64(limit-s.clock)/x.costs.Node + 1; n > int64(budget) {
			budget = int(min(n, 1<<30))
		}
	} else {
		budget = 1 << 30
	}
	if s.running {
		s.cmd <- simCmd{kind: cmdRun, budget: budget}
	} else {
		s.running = true
		s.cmd <- simCmd{kind: cmdRun, budget: budget, work: s.work}
	}
	r := <-s.reply
	x.charge(s, &r.stats)
	if !r.done {
		return
	}
	s.running = false
	x.ledger.end(s.id, s.clock, 0)
	x.pending = append(x.pending, simResult{
		at:     s.clock + Time(x.costs.Result),
		report: Report{WorkID: s.work.ID, Searcher: s.id, Score: r.score, Stats: r.stats},
	})
}

func (x *SimExecutor) isPending(s *simSearcher) bool {
	for _, r := range x.pending {
		if r.report.Searcher == s.id {
			return true
		}
	}
	return false
}

// earliestPending returns the index of the pending result due first
// (ties broken by searcher index), or -1.
func (x *SimExecutor) earliestPending() int {
	best := -1
	for i, r := range x.pending {
		if best < 0 || r.at < x.pending[best].at || (r.at == x.pending[best].at && r.report.Searcher < x.pending[best].report.Searcher) {
			best = i
		}
	}
	return best
}

// Close ends every virtual searcher's goroutine and waits for it.
func (x *SimExecutor) Close() {
	if x.closed {
		return
	}
	x.closed = true
	for _, s := range x.searcher {
		s.cmd <- simCmd{kind: cmdQuit}
		if s.running {
			<-s.reply // the aborted search's final reply
		}
	}
	x.done.Wait()
}
