package machine

import (
	"sync"
	"sync/atomic"
)

// ledger keeps the threads' accounts, and the record of spans and flows,
// for both machines. Operation counts are atomics because a searcher
// spends on every poll; state changes take the mutex, which a reader (a
// UI at 10-20 Hz) shares.
type ledger struct {
	mu        sync.Mutex
	accts     []Account
	ops       []*[NumOps]atomic.Uint64
	clocks    []*atomic.Int64 // each thread's present, for closing reads
	record    bool
	maxSpans  int
	spans     [][]Span // per thread
	nspans    int
	truncated bool
	flows     []Flow
	open      map[uint64]Flow
	flowID    uint64
	onSpan    func(Span)
}

func newLedger(o Options) *ledger {
	l := &ledger{record: o.Record, maxSpans: o.MaxSpans, onSpan: o.OnSpan, open: map[uint64]Flow{}}
	if l.maxSpans <= 0 {
		l.maxSpans = 1 << 21
	}
	return l
}

// grow makes sure threads 0..n-1 have accounts, new ones starved from at.
func (l *ledger) grow(n int, at Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for len(l.accts) < n {
		l.accts = append(l.accts, Account{State: Starved, Since: at})
		l.ops = append(l.ops, new([NumOps]atomic.Uint64))
		c := new(atomic.Int64)
		c.Store(int64(at))
		l.clocks = append(l.clocks, c)
		l.spans = append(l.spans, nil)
	}
}

func (l *ledger) spend(id int, op Op, n int) { l.ops[id][op].Add(uint64(n)) }

// mark closes thread id's current state at time at and starts s.
func (l *ledger) mark(id int, s State, label string, at Time) {
	l.mu.Lock()
	l.markLocked(id, s, label, at)
	l.mu.Unlock()
}

func (l *ledger) markLocked(id int, s State, label string, at Time) {
	a := &l.accts[id]
	if a.State == s && a.Label == label {
		return
	}
	if at > a.Since {
		a.Time[a.State] += at - a.Since
		l.emit(Span{Thread: id, Start: a.Since, End: at, State: a.State, Label: a.Label})
		a.Since = at
	}
	a.State, a.Label = s, label
}

// remark changes thread id's state only if it is idle.
func (l *ledger) remark(id int, s State, at Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if a := &l.accts[id]; !a.State.Busy() {
		l.markLocked(id, s, a.Label, at)
	}
}

// state returns thread id's current state and label.
func (l *ledger) state(id int) (State, string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.accts[id].State, l.accts[id].Label
}

func (l *ledger) emit(sp Span) {
	if l.onSpan != nil {
		l.onSpan(sp)
	}
	if !l.record {
		return
	}
	if l.nspans >= l.maxSpans {
		l.truncated = true
		return
	}
	l.spans[sp.Thread] = append(l.spans[sp.Thread], sp)
	l.nspans++
}

// closeAll closes every thread's current state at time at (the end of a
// run), so that the record tiles time up to there.
func (l *ledger) closeAll(at Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for id := range l.accts {
		a := &l.accts[id]
		if at > a.Since {
			a.Time[a.State] += at - a.Since
			l.emit(Span{Thread: id, Start: a.Since, End: at, State: a.State, Label: a.Label})
			a.Since = at
		}
	}
}

func (l *ledger) flowStart(name string, from int, at Time) uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.flowID++
	if l.record {
		l.open[l.flowID] = Flow{ID: l.flowID, Name: name, From: from, Start: at}
	}
	return l.flowID
}

func (l *ledger) flowEnd(id uint64, to int, at Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	f, ok := l.open[id]
	if !ok {
		return
	}
	delete(l.open, id)
	f.To, f.End = to, at
	l.flows = append(l.flows, f)
}

func (l *ledger) accounts() []Account {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]Account, len(l.accts))
	for i := range l.accts {
		a := l.accts[i]
		a.Clock = Time(l.clocks[i].Load())
		if a.Clock > a.Since {
			a.Time[a.State] += a.Clock - a.Since
		}
		for op := range a.Ops {
			a.Ops[op] = l.ops[i][op].Load()
		}
		out[i] = a
	}
	return out
}

func (l *ledger) allSpans() ([]Span, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []Span
	for _, s := range l.spans {
		out = append(out, s...)
	}
	return out, l.truncated
}

func (l *ledger) allFlows() []Flow {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Flow(nil), l.flows...)
}
