package machine

import (
	"context"
	"fmt"
	"frontier/search/account"
	"iter"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync/atomic"
)

// Sim is the simulated machine: a deterministic discrete-event simulator
// of virtual threads.
//
// Each thread is a coroutine (iter.Pull) with its own virtual clock,
// advanced by Spend under the cost model. Exactly one thread runs at a
// time. The scheduler, in the goroutine that called Run, resumes the
// runnable thread with the smallest (clock, id); the thread runs until it
// blocks or, at a Sync, finds another runnable thread before it. A thread
// blocked on a timed wait counts as runnable at its deadline. So every
// lock handover, every signal and every read of shared memory happens in
// an order that depends only on the inputs, never on the host, GOMAXPROCS
// or the Go scheduler. Blocked threads accumulate idle time, charged to
// the state they gave when they blocked.
type Sim struct {
	opt   Options
	costs account.Costs
	led   *ledger
	now   atomic.Int64 // the furthest clock reached, for Now from outside

	// Set during a run.
	ctx      context.Context
	threads  []*simThread
	heap     simHeap
	cur      *simThread
	limit    simKey  // the least key among runnable threads other than cur
	stopping bool    // ctx was cancelled: waits return at once
	killing  bool    // the run is being torn down: nothing blocks
	busy     int     // threads of the run neither blocked nor done, for the crowd
	crowdPM  []int64 // Costs.Crowd.PerMille by busy threads, filled as needed
}

// NewSim makes a simulated machine.
func NewSim(o Options) *Sim {
	s := &Sim{opt: o, costs: o.Costs, led: newLedger(o)}
	if s.costs == (account.Costs{}) {
		s.costs = account.DefaultCosts
	}
	if s.costs.Ops[account.OpNode] <= 0 {
		s.costs.Ops[account.OpNode] = 1
	}
	return s
}

func (s *Sim) Simulated() bool                 { return true }
func (s *Sim) Now() account.Time               { return account.Time(s.now.Load()) }
func (s *Sim) Cost(op account.Op) account.Time { return account.Time(s.costs.Ops[op]) }

// perMille is the crowd factor with busy threads busy.
func (s *Sim) perMille(busy int) int64 {
	if s.costs.Crowd.Flat() {
		return 1000
	}
	for len(s.crowdPM) <= busy {
		s.crowdPM = append(s.crowdPM, s.costs.Crowd.PerMille(len(s.crowdPM)))
	}
	return s.crowdPM[busy]
}

func (s *Sim) Accounts() []Account           { return s.led.accounts() }
func (s *Sim) Spans() ([]account.Span, bool) { return s.led.allSpans() }
func (s *Sim) Flows() []account.Flow         { return s.led.allFlows() }
func (s *Sim) NewMutex(name string) Mutex    { return &simMutex{s: s, name: name} }
func (s *Sim) NewCond(mu Mutex, name string) Cond {
	return &simCond{mu: mu.(*simMutex), name: name}
}

type simStatus uint8

const (
	simRunnable simStatus = iota
	simBlocked
	simDone
)

type simKey struct {
	t  account.Time
	id int
}

func (a simKey) less(b simKey) bool { return a.t < b.t || (a.t == b.t && a.id < b.id) }

var noKey = simKey{t: math.MaxInt64, id: math.MaxInt}

type simThread struct {
	s      *Sim
	id     int
	clock  account.Time
	status simStatus
	hidx   int // index in the heap, -1 when not in it
	next   func() (struct{}, bool)
	stop   func()
	yield  func(struct{}) bool
	rng    *rand.Rand
	frac   int64 // thousandths of a unit of crowded work not yet on the clock

	lockWoken bool // woken from a mutex's queue and trying again

	// While blocked.
	wakeAt  account.Time // deadline of a timed wait, 0 for none
	woken   bool         // a signal (or a handover) ended the wait
	blockOn string
}

// killed unwinds a thread's coroutine when a run is torn down.
type killed struct{}

func (th *simThread) key() simKey {
	if th.status == simBlocked {
		return simKey{th.wakeAt, th.id}
	}
	return simKey{th.clock, th.id}
}

// Run runs n threads of body to completion; see Machine.Run.
func (s *Sim) Run(ctx context.Context, n int, body func(Thread)) (err error) {
	if s.threads != nil {
		panic("machine: Sim.Run called during a run")
	}
	start := s.Now()
	s.ctx, s.stopping, s.killing, s.busy = ctx, false, false, 0
	s.heap = s.heap[:0]
	s.led.grow(n, start)
	for i := 0; i < n; i++ {
		s.spawn(body, start)
	}
	defer func() {
		if r := recover(); r != nil {
			s.teardown()
			panic(r)
		}
		s.teardown()
	}()
	for {
		if !s.stopping && ctx.Err() != nil {
			s.stop()
		}
		th := s.heap.pop()
		if th == nil {
			if blocked := s.blocked(); len(blocked) > 0 {
				return fmt.Errorf("machine: deadlock at time %d: every thread is blocked: %s", s.Now(), strings.Join(blocked, "; "))
			}
			break
		}
		if th.status == simBlocked { // a timed wait whose deadline came first
			th.status, th.woken = simRunnable, false
			th.clock = max(th.clock, th.wakeAt)
			s.busy++
		}
		s.cur = th
		s.limit = s.heap.peekKey()
		_, alive := th.next()
		s.cur = nil
		s.advance(th.clock)
		if !alive {
			th.status = simDone
			s.busy--
			continue
		}
		if th.status == simRunnable || th.wakeAt > 0 {
			s.heap.push(th)
		}
		if s.opt.Pace != nil {
			s.opt.Pace(s.Now())
		}
	}
	end := s.Now()
	s.led.closeAll(end)
	return nil
}

func (s *Sim) advance(t account.Time) {
	if int64(t) > s.now.Load() {
		s.now.Store(int64(t))
	}
}

// spawn makes a thread running body from clock at and makes it runnable.
func (s *Sim) spawn(body func(Thread), at account.Time) *simThread {
	th := &simThread{s: s, id: len(s.threads), clock: at, hidx: -1, rng: threadRand(s.opt.Seed, len(s.threads))}
	s.threads = append(s.threads, th)
	s.busy++
	s.led.grow(th.id+1, at)
	s.led.get(th.id).clock.Store(int64(at))
	th.next, th.stop = iter.Pull(func(yield func(struct{}) bool) {
		th.yield = yield
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(killed); !ok {
					panic(r)
				}
			}
		}()
		body(th)
	})
	s.heap.push(th)
	return th
}

// blocked describes the threads that wait with no deadline.
func (s *Sim) blocked() []string {
	var out []string
	for _, th := range s.threads {
		if th.status == simBlocked {
			st, _ := s.led.state(th.id)
			out = append(out, fmt.Sprintf("thread %d waits on %s (%s) since %d", th.id, th.blockOn, st, th.clock))
		}
	}
	return out
}

// stop handles the cancellation of the run's context: every thread
// blocked on a condition wakes (its Wait reports false) and no wait blocks
// from now on. Threads blocked on a mutex keep waiting for the holder,
// which is unwinding too.
func (s *Sim) stop() {
	s.stopping = true
	for _, th := range s.threads {
		if th.status == simBlocked && th.blockOn != "" && !strings.HasPrefix(th.blockOn, "mutex") {
			s.wake(th, th.clock, false)
		}
	}
}

// teardown ends every coroutine still alive (after a deadlock or a
// panic) and forgets the run's threads.
func (s *Sim) teardown() {
	s.killing = true
	for _, th := range s.threads {
		if th.status != simDone {
			th.stop()
			th.status = simDone
		}
	}
	s.threads, s.cur = nil, nil
	s.heap = s.heap[:0]
	s.killing, s.busy = false, 0
}

// wake makes blocked thread th runnable at time at (or at its own clock,
// if later); signalled says whether a signal, rather than a stop, woke it.
func (s *Sim) wake(th *simThread, at account.Time, signalled bool) {
	if th.status == simBlocked {
		s.busy++
		// A thread blocked longer than OpDoze has let its core sleep:
		// waking it takes OpSleep more.
		if sleep := s.costs.Ops[account.OpSleep]; sleep > 0 && int64(at-th.clock) > s.costs.Ops[account.OpDoze] {
			at += account.Time(sleep)
		}
	}
	th.clock = max(th.clock, at)
	th.status, th.woken = simRunnable, signalled
	th.wakeAt = 0
	if th.hidx >= 0 {
		s.heap.fix(th)
	} else {
		s.heap.push(th)
	}
	if k := th.key(); k.less(s.limit) {
		s.limit = k
	}
}

// --- Thread ---

func (th *simThread) ID() int           { return th.id }
func (th *simThread) Now() account.Time { return th.clock }

// Spend advances the clock by n times op's price; a node or a probe is
// priced by the crowd (Costs.Crowd) of threads busy now, its thousandths
// carried from one Spend to the next so that nothing is rounded away.
func (th *simThread) Spend(op account.Op, n int) {
	s := th.s
	q := int64(n) * s.costs.Ops[op]
	if (op == account.OpNode || op == account.OpProbe) && !s.costs.Crowd.Flat() {
		pm := s.perMille(s.busy)
		rem := q%1000*pm + th.frac
		q = q/1000*pm + rem/1000
		th.frac = rem % 1000
	}
	th.clock += account.Time(q)
	s.led.spend(th.id, op, n)
	s.led.get(th.id).clock.Store(int64(th.clock))
}

func (th *simThread) Sync() {
	if th.s.killing || (simKey{th.clock, th.id}).less(th.s.limit) {
		return
	}
	th.status = simRunnable
	th.suspend()
}

// suspend hands control back to the scheduler.
func (th *simThread) suspend() {
	if !th.yield(struct{}{}) {
		panic(killed{})
	}
}

func (th *simThread) Budget() int {
	if th.s.limit == noKey {
		return math.MaxInt32
	}
	node := max(th.s.costs.Ops[account.OpNode]*th.s.perMille(th.s.busy)/1000, 1)
	n := int64(th.s.limit.t-th.clock)/node + 1
	return int(min(max(n, int64(th.s.costs.QuantumOrDefault())), math.MaxInt32))
}

func (th *simThread) Stopped() bool    { return th.s.stopping || th.s.ctx.Err() != nil }
func (th *simThread) Rand() *rand.Rand { return th.rng }

func (th *simThread) Mark(st account.State, label string) { th.s.led.mark(th.id, st, label, th.clock) }

func (th *simThread) MarkThread(id int, st account.State) {
	if id >= 0 && id < len(th.s.threads) && th.s.threads[id].status == simBlocked {
		th.s.led.remark(id, st, th.clock)
	}
}

func (th *simThread) WaitUntil(at account.Time, st account.State) {
	if at <= th.clock {
		return
	}
	prev, label := th.s.led.state(th.id)
	th.Mark(st, label)
	th.clock = at
	th.s.led.get(th.id).clock.Store(int64(at))
	th.Mark(prev, label)
	th.Sync()
}

func (th *simThread) Go(body func(Thread)) int {
	th.Spend(account.OpSpawn, 1)
	c := th.s.spawn(body, th.clock)
	if k := c.key(); k.less(th.s.limit) {
		th.s.limit = k
	}
	return c.id
}

func (th *simThread) FlowStart(name string) uint64 { return th.s.led.flowStart(name, th.id, th.clock) }
func (th *simThread) FlowEnd(id uint64)            { th.s.led.flowEnd(id, th.id, th.clock) }

// block suspends th, idle in state st, until it is woken or its deadline
// (if not 0) passes; on return its clock is the time it resumed.
func (th *simThread) block(st account.State, deadline account.Time, on string) {
	prev, label := th.s.led.state(th.id)
	th.s.led.mark(th.id, st, label, th.clock)
	th.status, th.wakeAt, th.woken, th.blockOn = simBlocked, deadline, false, on
	th.s.busy--
	if deadline > 0 && deadline <= th.clock {
		th.wakeAt = th.clock
	}
	th.suspend()
	th.blockOn = ""
	th.s.led.get(th.id).clock.Store(int64(th.clock))
	// The ledger may have been remarked while blocked: close whatever
	// state it shows now.
	th.s.led.mark(th.id, prev, label, th.clock)
}

// --- Mutex and Cond ---

// simMutex is a lock in the manner of Go's sync.Mutex, which the real
// machine uses: a thread that finds it free takes it, even while others
// sleep on it (barging), so a busy lock passes from running thread to
// running thread at the price of its cache line, not of a wake-up. An
// unlock with sleepers wakes the one that has waited longest (paying
// OpWake); it comes back OpHandoff later and tries again. One that loses
// that race waits at the head of the queue, and the next unlock hands the
// lock to it directly (Go's starvation mode, which bounds the unfairness).
type simMutex struct {
	s       *Sim
	name    string
	owner   *simThread
	last    *simThread   // the thread that held it last, for OpShared
	freeAt  account.Time // when in virtual time its last holder let it go
	waiters []*simThread
	handed  bool // the head waiter lost a race: the next unlock hands the lock to it
}

func (m *simMutex) Lock(t Thread) {
	th := t.(*simThread)
	if m.s.killing {
		return
	}
	if m.owner == th {
		panic(fmt.Sprintf("machine: thread %d locks mutex %q it holds", th.id, m.name))
	}
	th.Sync()
	for {
		// A thread runs ahead of the others until its clock passes
		// theirs, so a mutex may be free now in the order of events while
		// its last holder let it go later in virtual time: wait for that
		// time, so that critical sections never overlap in virtual time.
		for m.owner == nil && th.clock < m.freeAt {
			th.WaitUntil(m.freeAt, account.Locked)
		}
		if m.owner == nil {
			m.take(th)
			return
		}
		woken := th.lockWoken
		if woken { // it lost the race to a running thread: first in line from now on
			m.waiters = slices.Insert(m.waiters, 0, th)
			m.handed = true
		} else {
			m.waiters = append(m.waiters, th)
		}
		th.block(account.Locked, 0, "mutex "+m.name)
		if m.s.killing {
			return
		}
		th.lockWoken = true
		if m.owner == th { // handed over while it slept
			m.owner = nil
			m.take(th)
			return
		}
	}
}

// take gives the free mutex to th: OpLock, OpShared if another thread
// held it last (its line moves between cores), and OpQueue for each
// thread asleep on it (their attempts fight over the line).
func (m *simMutex) take(th *simThread) {
	m.owner = th
	th.lockWoken = false
	th.Spend(account.OpLock, 1)
	if m.last != nil && m.last != th {
		th.Spend(account.OpShared, 1)
	}
	if n := len(m.waiters); n > 0 {
		th.Spend(account.OpQueue, n)
	}
	m.last = th
}

func (m *simMutex) Unlock(t Thread) {
	th := t.(*simThread)
	if m.s.killing {
		return
	}
	if m.owner != th {
		panic(fmt.Sprintf("machine: thread %d unlocks mutex %q it does not hold", th.id, m.name))
	}
	m.owner, m.freeAt = nil, th.clock
	if len(m.waiters) == 0 {
		return
	}
	w := m.waiters[0]
	m.waiters = m.waiters[1:]
	th.Spend(account.OpWake, 1)
	if m.handed { // a waiter that lost once gets the lock itself
		m.handed = false
		m.owner = w
	}
	m.s.wake(w, th.clock+account.Time(m.s.costs.Ops[account.OpHandoff]), true)
}

type simCond struct {
	mu      *simMutex
	name    string
	waiters []*simThread
}

func (c *simCond) Wait(t Thread, st account.State, deadline account.Time) bool {
	th := t.(*simThread)
	s := c.mu.s
	if s.killing || s.stopping {
		return false
	}
	c.waiters = append(c.waiters, th)
	c.mu.Unlock(th)
	th.block(st, deadline, "cond "+c.name)
	woken := th.woken
	if !woken {
		c.waiters = slices.DeleteFunc(c.waiters, func(w *simThread) bool { return w == th })
	}
	c.mu.Lock(th)
	return woken
}

func (c *simCond) Signal(t Thread) {
	th := t.(*simThread)
	if len(c.waiters) == 0 || c.mu.s.killing {
		return
	}
	w := c.waiters[0]
	c.waiters = c.waiters[1:]
	th.Spend(account.OpWake, 1)
	c.mu.s.wake(w, th.clock+account.Time(c.mu.s.costs.Ops[account.OpHandoff]), true)
}

func (c *simCond) Broadcast(t Thread) {
	th := t.(*simThread)
	if c.mu.s.killing {
		return
	}
	// One wake-up after another: the last sleeper woken runs last.
	for _, w := range c.waiters {
		th.Spend(account.OpWake, 1)
		c.mu.s.wake(w, th.clock+account.Time(c.mu.s.costs.Ops[account.OpHandoff]), true)
	}
	c.waiters = c.waiters[:0]
}

// --- the run queue: a binary heap of threads by key ---

type simHeap []*simThread

func (h *simHeap) push(th *simThread) {
	th.hidx = len(*h)
	*h = append(*h, th)
	h.up(th.hidx)
}

func (h *simHeap) pop() *simThread {
	if len(*h) == 0 {
		return nil
	}
	top := (*h)[0]
	last := len(*h) - 1
	h.swap(0, last)
	*h = (*h)[:last]
	if last > 0 {
		h.down(0)
	}
	top.hidx = -1
	return top
}

func (h simHeap) peekKey() simKey {
	if len(h) == 0 {
		return noKey
	}
	return h[0].key()
}

func (h simHeap) fix(th *simThread) {
	h.up(th.hidx)
	h.down(th.hidx)
}

func (h simHeap) swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].hidx, h[j].hidx = i, j
}

func (h simHeap) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !h[i].key().less(h[p].key()) {
			return
		}
		h.swap(i, p)
		i = p
	}
}

func (h simHeap) down(i int) {
	for {
		l, small := 2*i+1, i
		if l < len(h) && h[l].key().less(h[small].key()) {
			small = l
		}
		if r := l + 1; r < len(h) && h[r].key().less(h[small].key()) {
			small = r
		}
		if small == i {
			return
		}
		h.swap(i, small)
		i = small
	}
}
