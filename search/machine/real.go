package machine

import (
	"context"
	"fmt"
	"frontier/search/account"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Real is the real machine: one goroutine per thread on the host's cores,
// real locks, and the wall clock in nanoseconds since NewReal.
type Real struct {
	opt   Options
	start time.Time
	led   *ledger
	ids   atomic.Int64 // threads started in the current run

	mu      sync.Mutex
	running bool
}

// NewReal makes a real machine.
func NewReal(o Options) *Real {
	return &Real{opt: o, start: time.Now(), led: newLedger(o)}
}

func (m *Real) Simulated() bool              { return false }
func (m *Real) Now() account.Time            { return account.Time(time.Since(m.start)) }
func (m *Real) Cost(account.Op) account.Time { return 0 }
func (m *Real) Accounts() []Account {
	m.mu.Lock()
	running := m.running
	m.mu.Unlock()
	n := m.Now()
	acc := m.led.accounts()
	for i := range acc { // while it runs, a real thread's present is the wall clock
		if !running {
			break
		}
		if n > acc[i].Clock {
			acc[i].Time[acc[i].State] += n - max(acc[i].Clock, acc[i].Since)
			acc[i].Clock = n
		}
	}
	return acc
}
func (m *Real) Spans() ([]account.Span, bool) { return m.led.allSpans() }
func (m *Real) Flows() []account.Flow         { return m.led.allFlows() }

func (m *Real) NewMutex(name string) Mutex { return &realMutex{name: name} }
func (m *Real) NewCond(mu Mutex, name string) Cond {
	return &realCond{mu: mu.(*realMutex), name: name}
}

// realRun is what the threads of one run share.
type realRun struct {
	m   *Real
	ctx context.Context
	// deadline is ctx's, if it has one: Stopped reads the clock itself
	// rather than wait for the timer goroutine that cancels ctx, which a
	// loaded machine may schedule late.
	deadline time.Time
	timed    bool
	stopped  atomic.Bool
	wg       sync.WaitGroup
	panicMu  sync.Mutex
	panicV   any
}

type realThread struct {
	run  *realRun
	id   int
	rng  *rand.Rand
	wake chan struct{} // a signal's token
}

// Run runs n threads of body as goroutines; see Machine.Run.
func (m *Real) Run(ctx context.Context, n int, body func(Thread)) error {
	m.mu.Lock()
	if m.running {
		m.mu.Unlock()
		panic("machine: Real.Run called during a run")
	}
	m.running = true
	m.mu.Unlock()
	defer func() {
		m.mu.Lock()
		m.running = false
		m.mu.Unlock()
	}()
	r := &realRun{m: m, ctx: ctx}
	r.deadline, r.timed = ctx.Deadline()
	stopWatch := context.AfterFunc(ctx, func() { r.stopped.Store(true) })
	defer stopWatch()
	m.ids.Store(0)
	m.led.grow(n, m.Now())
	for i := 0; i < n; i++ {
		r.spawn(body)
	}
	r.wg.Wait()
	now := m.Now()
	for _, a := range m.led.all() {
		a.clock.Store(int64(now))
	}
	m.led.closeAll(now)
	if r.panicV != nil {
		panic(r.panicV)
	}
	return nil
}

func (r *realRun) spawn(body func(Thread)) int {
	id := int(r.m.ids.Add(1) - 1)
	r.m.led.grow(id+1, r.m.Now())
	th := &realThread{run: r, id: id, rng: threadRand(r.m.opt.Seed, id), wake: make(chan struct{}, 1)}
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		defer func() {
			if v := recover(); v != nil {
				r.panicMu.Lock()
				if r.panicV == nil {
					r.panicV = fmt.Sprintf("machine: thread %d panicked: %v", id, v)
				}
				r.panicMu.Unlock()
			}
		}()
		body(th)
	}()
	return id
}

func (th *realThread) ID() int           { return th.id }
func (th *realThread) Now() account.Time { return th.run.m.Now() }
func (th *realThread) Spend(op account.Op, n int) {
	th.run.m.led.spend(th.id, op, n)
}
func (th *realThread) Sync()       {}
func (th *realThread) Budget() int { return math.MaxInt32 }
func (th *realThread) Stopped() bool {
	r := th.run
	if r.stopped.Load() {
		return true
	}
	if r.timed && !time.Now().Before(r.deadline) {
		r.stopped.Store(true)
		return true
	}
	return false
}
func (th *realThread) Rand() *rand.Rand { return th.rng }
func (th *realThread) Mark(s account.State, label string) {
	th.run.m.led.mark(th.id, s, label, th.Now())
}
func (th *realThread) MarkThread(id int, s account.State)    { th.run.m.led.remark(id, s, th.Now()) }
func (th *realThread) WaitUntil(account.Time, account.State) {}
func (th *realThread) Go(body func(Thread)) int {
	th.Spend(account.OpSpawn, 1)
	return th.run.spawn(body)
}
func (th *realThread) FlowStart(name string) uint64 {
	return th.run.m.led.flowStart(name, th.id, th.Now())
}
func (th *realThread) FlowEnd(id uint64) { th.run.m.led.flowEnd(id, th.id, th.Now()) }

// idle marks th idle in state s and returns what to restore.
func (th *realThread) idle(s account.State) (account.State, string) {
	prev, label := th.run.m.led.state(th.id)
	th.run.m.led.mark(th.id, s, label, th.Now())
	return prev, label
}

type realMutex struct {
	mu   sync.Mutex
	name string
}

func (m *realMutex) Lock(t Thread) {
	if m.mu.TryLock() {
		t.Spend(account.OpLock, 1)
		return
	}
	th := t.(*realThread)
	prev, label := th.idle(account.Locked)
	m.mu.Lock()
	th.run.m.led.mark(th.id, prev, label, th.Now())
	t.Spend(account.OpLock, 1)
}

func (m *realMutex) Unlock(Thread) { m.mu.Unlock() }

// realCond keeps its waiters in order under the mutex; Signal hands the
// longest waiter a token on its own channel. A waiter that timed out
// finds out under the mutex whether a signal took it off the list in the
// meantime, and then takes the token.
type realCond struct {
	mu      *realMutex
	name    string
	waiters []*realThread
}

func (c *realCond) Wait(t Thread, s account.State, deadline account.Time) bool {
	th := t.(*realThread)
	if th.Stopped() {
		return false
	}
	c.waiters = append(c.waiters, th)
	prev, label := th.idle(s)
	c.mu.mu.Unlock()
	var timer <-chan time.Time
	if deadline > 0 {
		tm := time.NewTimer(time.Duration(deadline - th.Now()))
		defer tm.Stop()
		timer = tm.C
	}
	woken := false
	select {
	case <-th.wake:
		woken = true
	case <-timer:
	case <-th.run.ctx.Done():
	}
	c.mu.mu.Lock()
	if !woken {
		if i := slices.Index(c.waiters, th); i >= 0 {
			c.waiters = slices.Delete(c.waiters, i, i+1)
		} else { // a signal chose it before it could leave
			<-th.wake
			woken = true
		}
	}
	th.run.m.led.mark(th.id, prev, label, th.Now())
	return woken
}

func (c *realCond) Signal(Thread) {
	if len(c.waiters) == 0 {
		return
	}
	w := c.waiters[0]
	c.waiters = c.waiters[1:]
	w.wake <- struct{}{}
}

func (c *realCond) Broadcast(Thread) {
	for _, w := range c.waiters {
		w.wake <- struct{}{}
	}
	c.waiters = c.waiters[:0]
}
