package machine

import (
	"frontier/search/account"
	"sync"
	"sync/atomic"
)

// ledger keeps the threads' accounts, and the record of spans and flows,
// for both machines. Each thread's account has its own mutex, taken when
// the thread changes state (a few times per piece of work) and by readers
// (a UI at 10-20 Hz); operation counts and clocks are atomics because a
// searcher updates them at every poll. So threads on the real machine
// never contend with one another to keep their books.
type ledger struct {
	accts     atomic.Pointer[[]*acct] // copy on grow, read without a lock
	growMu    sync.Mutex
	record    bool
	maxSpans  int64
	nspans    atomic.Int64
	truncated atomic.Bool
	onSpan    func(account.Span)

	flowMu sync.Mutex
	flows  []account.Flow
	open   map[uint64]account.Flow
	flowID uint64
}

// acct is one thread's account.
type acct struct {
	mu    sync.Mutex
	a     Account
	spans []account.Span
	ops   [account.NumOps]atomic.Uint64
	clock atomic.Int64 // the thread's present, for closing reads
}

func newLedger(o Options) *ledger {
	l := &ledger{record: o.Record, maxSpans: int64(o.MaxSpans), onSpan: o.OnSpan, open: map[uint64]account.Flow{}}
	if l.maxSpans <= 0 {
		l.maxSpans = 1 << 21
	}
	empty := []*acct{}
	l.accts.Store(&empty)
	return l
}

func (l *ledger) get(id int) *acct { return (*l.accts.Load())[id] }

func (l *ledger) all() []*acct { return *l.accts.Load() }

// grow makes sure threads 0..n-1 have accounts, new ones starved from at.
func (l *ledger) grow(n int, at account.Time) {
	l.growMu.Lock()
	defer l.growMu.Unlock()
	cur := *l.accts.Load()
	if len(cur) >= n {
		return
	}
	next := append([]*acct(nil), cur...)
	for len(next) < n {
		a := &acct{a: Account{State: account.Starved, Since: at}}
		a.clock.Store(int64(at))
		next = append(next, a)
	}
	l.accts.Store(&next)
}

func (l *ledger) spend(id int, op account.Op, n int) { l.get(id).ops[op].Add(uint64(n)) }

// mark closes thread id's current state at time at and starts s.
func (l *ledger) mark(id int, s account.State, label string, at account.Time) {
	a := l.get(id)
	a.mu.Lock()
	l.markLocked(id, a, s, label, at)
	a.mu.Unlock()
}

func (l *ledger) markLocked(id int, a *acct, s account.State, label string, at account.Time) {
	if a.a.State == s && a.a.Label == label {
		return
	}
	if at > a.a.Since {
		a.a.Time[a.a.State] += at - a.a.Since
		l.emit(a, account.Span{Thread: id, Start: a.a.Since, End: at, State: a.a.State, Label: a.a.Label})
		a.a.Since = at
	}
	a.a.State, a.a.Label = s, label
}

// remark changes thread id's state only if it is idle.
func (l *ledger) remark(id int, s account.State, at account.Time) {
	a := l.get(id)
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.a.State.Busy() {
		l.markLocked(id, a, s, a.a.Label, at)
	}
}

// state returns thread id's current state and label.
func (l *ledger) state(id int) (account.State, string) {
	a := l.get(id)
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.a.State, a.a.Label
}

// emit hands a closed span on; a's mutex is held.
func (l *ledger) emit(a *acct, sp account.Span) {
	if l.onSpan != nil {
		l.onSpan(sp)
	}
	if !l.record {
		return
	}
	if l.nspans.Add(1) > l.maxSpans {
		l.truncated.Store(true)
		return
	}
	a.spans = append(a.spans, sp)
}

// closeAll closes every thread's current state at time at (the end of a
// run), so that the record tiles time up to there.
func (l *ledger) closeAll(at account.Time) {
	for id, a := range l.all() {
		a.mu.Lock()
		if at > a.a.Since {
			a.a.Time[a.a.State] += at - a.a.Since
			l.emit(a, account.Span{Thread: id, Start: a.a.Since, End: at, State: a.a.State, Label: a.a.Label})
			a.a.Since = at
		}
		a.mu.Unlock()
	}
}

// flowStart opens a flow when recording; otherwise it costs nothing and
// returns 0, which flowEnd ignores.
func (l *ledger) flowStart(name string, from int, at account.Time) uint64 {
	if !l.record {
		return 0
	}
	l.flowMu.Lock()
	defer l.flowMu.Unlock()
	l.flowID++
	l.open[l.flowID] = account.Flow{ID: l.flowID, Name: name, From: from, Start: at}
	return l.flowID
}

func (l *ledger) flowEnd(id uint64, to int, at account.Time) {
	if id == 0 {
		return
	}
	l.flowMu.Lock()
	defer l.flowMu.Unlock()
	f, ok := l.open[id]
	if !ok {
		return
	}
	delete(l.open, id)
	f.To, f.End = to, at
	l.flows = append(l.flows, f)
}

func (l *ledger) accounts() []Account {
	accts := l.all()
	out := make([]Account, len(accts))
	for i, a := range accts {
		a.mu.Lock()
		c := a.a
		a.mu.Unlock()
		c.Clock = account.Time(a.clock.Load())
		if c.Clock > c.Since {
			c.Time[c.State] += c.Clock - c.Since
		}
		for op := range c.Ops {
			c.Ops[op] = a.ops[op].Load()
		}
		out[i] = c
	}
	return out
}

func (l *ledger) allSpans() ([]account.Span, bool) {
	var out []account.Span
	for _, a := range l.all() {
		a.mu.Lock()
		out = append(out, a.spans...)
		a.mu.Unlock()
	}
	return out, l.truncated.Load()
}

func (l *ledger) allFlows() []account.Flow {
	l.flowMu.Lock()
	defer l.flowMu.Unlock()
	return append([]account.Flow(nil), l.flows...)
}
