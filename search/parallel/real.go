package parallel

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"frontier/search"
)

// realPoll is how many nodes a real searcher searches between looks at
// its interrupt flag: small enough to stop within a fraction of a
// millisecond, large enough to cost nothing measurable.
const realPoll = 512

// RealExecutor runs one goroutine per searcher and measures wall-clock
// time in nanoseconds since it was created.
type RealExecutor struct {
	start    time.Time
	searcher []*realSearcher
	reports  chan realReport
	ledger   *ledger
	wg       sync.WaitGroup
	closed   bool
}

type realSearcher struct {
	id     int
	eng    *search.Searcher
	work   chan Work
	cur    atomic.Uint64 // ID of the work being searched, 0 when idle
	cancel atomic.Uint64 // ID of the work to abort
	busy   bool          // controller's view: work given, no report yet
	workID uint64
}

type realReport struct {
	report  Report
	aborted bool
}

// NewRealExecutor starts p searcher goroutines sharing sh. They stop when
// Close is called.
func NewRealExecutor(p int, sh *search.Shared, opt search.Options) *RealExecutor {
	x := &RealExecutor{start: time.Now(), reports: make(chan realReport, p), ledger: newLedger(p)}
	for i := 0; i < p; i++ {
		s := &realSearcher{id: i, eng: search.NewSearcher(sh, opt), work: make(chan Work, 1)}
		x.searcher = append(x.searcher, s)
		x.wg.Add(1)
		go func() {
			defer x.wg.Done()
			s.loop(x)
		}()
	}
	return x
}

func (s *realSearcher) loop(x *RealExecutor) {
	var published uint64
	s.eng.SetPoll(realPoll, func() (bool, int) {
		n := s.eng.Stats().Nodes
		x.ledger.addNodes(s.id, n-published)
		published = n
		return s.cancel.Load() == s.cur.Load(), realPoll
	})
	for w := range s.work {
		s.cur.Store(w.ID)
		s.eng.ResetAbort()
		s.eng.ResetStats()
		s.eng.SetPath(w.Path)
		published = 0
		p := w.Pos
		score := s.eng.Search(&p, w.Alpha, w.Beta, w.Depth, w.Ply)
		st := *s.eng.Stats()
		x.ledger.addNodes(s.id, st.Nodes-published)
		aborted := s.eng.Aborted()
		s.cur.Store(0)
		x.reports <- realReport{report: Report{WorkID: w.ID, Searcher: s.id, Score: score, Stats: st}, aborted: aborted}
	}
}

func (x *RealExecutor) Searchers() int { return len(x.searcher) }

func (x *RealExecutor) Idle() int {
	n := 0
	for _, s := range x.searcher {
		if !s.busy {
			n++
		}
	}
	return n
}

func (x *RealExecutor) Now() Time { return Time(time.Since(x.start)) }

func (x *RealExecutor) Charge(Cost) {}

func (x *RealExecutor) SetIdle(i int, r IdleReason) { x.ledger.setIdle(i, x.Now(), r) }

func (x *RealExecutor) Activity() []SearcherActivity { return x.ledger.snapshot(x.Now()) }

func (x *RealExecutor) Start(w Work) int {
	for _, s := range x.searcher {
		if s.busy {
			continue
		}
		s.busy, s.workID = true, w.ID
		x.ledger.begin(s.id, x.Now(), w.Route)
		s.work <- w
		return s.id
	}
	panic("parallel: Start with no idle searcher")
}

// Interrupt raises the searcher's abort flag. The searcher stays busy
// until its aborted report comes back, which Wait absorbs.
func (x *RealExecutor) Interrupt(id uint64) {
	for _, s := range x.searcher {
		if s.busy && s.workID == id {
			s.cancel.Store(id)
			x.ledger.interrupted(s.id, x.Now(), false)
			return
		}
	}
}

// Wait returns the next result of work that was not interrupted. Reports
// of interrupted work free their searcher and are dropped; Wait then
// returns ok=false with Interrupted work accounted, so that the
// controller can reuse the searcher at once.
func (x *RealExecutor) Wait(ctx context.Context, deadline Time) (Report, bool) {
	var timer <-chan time.Time
	if deadline > 0 {
		d := time.Duration(deadline - x.Now())
		if d <= 0 {
			return Report{}, false
		}
		t := time.NewTimer(d)
		defer t.Stop()
		timer = t.C
	}
	for {
		if x.busyCount() == 0 {
			return Report{}, false
		}
		select {
		case r := <-x.reports:
			s := x.searcher[r.report.Searcher]
			s.busy = false
			now := x.Now()
			x.ledger.end(s.id, now, 0)
			if r.aborted || s.cancel.Load() == r.report.WorkID {
				x.ledger.setIdle(s.id, now, Starved) // its work was withdrawn
				return Report{}, false
			}
			return r.report, true
		case <-timer:
			return Report{}, false
		case <-ctx.Done():
			return Report{}, false
		}
	}
}

func (x *RealExecutor) busyCount() int { return len(x.searcher) - x.Idle() }

// Close stops the searchers, waits for them to exit and drains their
// last reports.
func (x *RealExecutor) Close() {
	if x.closed {
		return
	}
	x.closed = true
	for _, s := range x.searcher {
		if s.busy {
			s.cancel.Store(s.workID)
		}
		close(s.work)
	}
	done := make(chan struct{})
	go func() { x.wg.Wait(); close(done) }()
	for {
		select {
		case <-x.reports:
		case <-done:
			return
		}
	}
}
