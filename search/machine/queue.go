package machine

import "frontier/search/account"

// Deque is a work deque: its owner pushes and pops at the bottom, other
// threads steal from the top (the work nearest the root, in the order of
// Blumofe and Leiserson's work stealing). It is built from a machine
// Mutex, so on the simulator every steal is an event in virtual time.
type Deque[T any] struct {
	mu    Mutex
	items []T
}

// NewDeque makes an empty deque on m.
func NewDeque[T any](m Machine, name string) *Deque[T] {
	return &Deque[T]{mu: m.NewMutex("deque " + name)}
}

// Push adds v at the bottom.
func (d *Deque[T]) Push(t Thread, v T) {
	d.mu.Lock(t)
	d.items = append(d.items, v)
	d.mu.Unlock(t)
}

// Pop takes the bottom item (the newest), if any.
func (d *Deque[T]) Pop(t Thread) (v T, ok bool) {
	d.mu.Lock(t)
	if n := len(d.items); n > 0 {
		v, ok = d.items[n-1], true
		var zero T
		d.items[n-1] = zero
		d.items = d.items[:n-1]
	}
	d.mu.Unlock(t)
	return v, ok
}

// Steal takes the top item (the oldest), if any; the attempt costs
// OpSteal whether or not it finds work.
func (d *Deque[T]) Steal(t Thread) (v T, ok bool) {
	t.Spend(account.OpSteal, 1)
	d.mu.Lock(t)
	if len(d.items) > 0 {
		v, ok = d.items[0], true
		var zero T
		d.items[0] = zero
		d.items = d.items[1:]
	}
	d.mu.Unlock(t)
	return v, ok
}

// Len is the number of items.
func (d *Deque[T]) Len(t Thread) int {
	d.mu.Lock(t)
	defer d.mu.Unlock(t)
	return len(d.items)
}

// Mailbox is a thread's inbox: any thread sends, the owner receives in
// the order of sending. On the simulator a message arrives OpMessage after
// it was sent; the receiver idles until then.
type Mailbox[T any] struct {
	m    Machine
	mu   Mutex
	cond Cond
	q    []letter[T]
}

type letter[T any] struct {
	v  T
	at account.Time
}

// NewMailbox makes an empty mailbox on m.
func NewMailbox[T any](m Machine, name string) *Mailbox[T] {
	mu := m.NewMutex("mailbox " + name)
	return &Mailbox[T]{m: m, mu: mu, cond: m.NewCond(mu, "mailbox "+name)}
}

// Send posts v.
func (b *Mailbox[T]) Send(t Thread, v T) {
	b.mu.Lock(t)
	b.q = append(b.q, letter[T]{v: v, at: t.Now() + b.m.Cost(account.OpMessage)})
	b.cond.Signal(t)
	b.mu.Unlock(t)
}

// Recv takes the oldest message, waiting idle in state s while there is
// none, until the deadline (0 for none) or a stop; ok is false if it
// returns without a message.
func (b *Mailbox[T]) Recv(t Thread, s account.State, deadline account.Time) (v T, ok bool) {
	b.mu.Lock(t)
	for len(b.q) == 0 {
		if !b.cond.Wait(t, s, deadline) && len(b.q) == 0 {
			b.mu.Unlock(t)
			return v, false
		}
	}
	l := b.q[0]
	var zero letter[T]
	b.q[0] = zero
	b.q = b.q[1:]
	b.mu.Unlock(t)
	t.WaitUntil(l.at, s)
	return l.v, true
}
