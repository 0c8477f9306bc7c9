// Package machine runs parallel search code on P virtual threads, either
// as goroutines on the real cores (Real) or in a deterministic
// discrete-event simulator (Sim), without changing the code.
//
// An algorithm is a body that threads execute on their own initiative:
// they lock, wait, signal, post and take work, and read and write shared
// memory such as the transposition table. Everything they do that takes
// time or that other threads may observe goes through the Thread handle
// passed to the body: Spend accounts for work under the cost model, Sync
// is a point where other threads may run (and see this thread's writes),
// Mark says what the thread is doing for the activity panes, the
// timeline and the trace. On the real machine those calls cost next to
// nothing and time is the wall clock; on the simulated one every thread
// has its own virtual clock, exactly one runs at a time, and the
// scheduler always resumes the runnable thread with the smallest clock
// (ties by id), so every run is a pure function of its inputs.
package machine

import (
	"context"
	"frontier/search/account"
	"math/rand/v2"
)

// Machine runs bodies on virtual threads and makes the primitives they
// synchronize with.
type Machine interface {
	// Simulated reports whether this is the simulated machine.
	Simulated() bool
	// Now is the machine's time: on the simulator the furthest clock of
	// any thread so far, on the real machine the wall clock since the
	// machine was made.
	Now() account.Time
	// Cost is the price of op in the cost model (zero on the real
	// machine, where the clock measures it).
	Cost(op account.Op) account.Time
	// Run starts n threads, numbered 0..n-1, each running body, and
	// returns when every thread (and every thread they started with Go)
	// has returned. Threads see ctx's cancellation through Stopped, and
	// waits return early once it is cancelled. On the simulator a run in
	// which every remaining thread is blocked ends with an error naming
	// the threads and what they wait on. Runs follow one another on the
	// same machine: accounts and (simulated) time carry over.
	Run(ctx context.Context, n int, body func(Thread)) error
	// NewMutex makes a mutual-exclusion lock; name appears in deadlock
	// reports.
	NewMutex(name string) Mutex
	// NewCond makes a condition variable tied to mu.
	NewCond(mu Mutex, name string) Cond
	// Accounts returns a copy of every thread's account, with the current
	// state's time counted up to the thread's present. Safe to call from
	// any goroutine while a run goes on; reading never changes anything.
	Accounts() []Account
	// Spans returns the recorded spans (Options.Record), each thread's in
	// time order, and whether the record was cut short at MaxSpans.
	Spans() (spans []account.Span, truncated bool)
	// Flows returns the recorded flows (Options.Record).
	Flows() []account.Flow
}

// Thread is the handle through which a body talks to the machine. It
// belongs to its thread: do not share it with another.
type Thread interface {
	// ID is the thread's number, 0..n-1 for the threads of Run and
	// onwards for those started with Go.
	ID() int
	// Now is the thread's clock.
	Now() account.Time
	// Spend accounts for n operations of kind op: on the simulator the
	// thread's clock advances by n times op's cost.
	Spend(op account.Op, n int)
	// Sync is a point where other threads may run: on the simulator the
	// thread gives way if another runnable thread's clock is behind its
	// own. Every primitive syncs on entry.
	Sync()
	// Budget is how many nodes the thread can search before another
	// thread is due to run, but at least the cost model's quantum
	// (Costs.Quantum): a searcher polls no less often if it wants other
	// threads to see its progress in time order. On the real machine,
	// and on the simulator while no other thread is due, it is
	// math.MaxInt32.
	Budget() int
	// Stopped reports whether the run's context has been cancelled.
	Stopped() bool
	// Rand is the thread's own random source, seeded from the machine's
	// seed and the thread's id.
	Rand() *rand.Rand
	// Mark says what the thread does from now on, and on what (a route,
	// shown in panes and traces).
	Mark(s account.State, label string)
	// MarkThread reclassifies the idle time of thread id, blocked in a
	// wait, from now on (for example a controller deciding whether an idle
	// searcher is starved or waits at a synchronization point). It does
	// nothing if that thread is busy.
	MarkThread(id int, s account.State)
	// WaitUntil keeps the thread idle, in state s, until time at: how a
	// receiver waits for a message's latency on the simulator. On the
	// real machine it returns at once.
	WaitUntil(at account.Time, s account.State)
	// Go starts a thread running body and returns its id; the run ends
	// only when it too has returned.
	Go(body func(Thread)) int
	// FlowStart begins a recorded arrow from this thread to whichever
	// thread calls FlowEnd with the id (work given out, a steal).
	FlowStart(name string) uint64
	// FlowEnd ends the arrow id on this thread.
	FlowEnd(id uint64)
}

// Mutex is a lock; a thread blocked on it is idle in state Locked.
type Mutex interface {
	Lock(t Thread)
	Unlock(t Thread)
}

// Cond is a condition variable tied to a Mutex. Wait, Signal and
// Broadcast must be called with the mutex held.
type Cond interface {
	// Wait unlocks the mutex, blocks idle in state s until a Signal or
	// Broadcast wakes it, the deadline passes (a deadline of 0 means
	// none) or the run is stopped, and locks the mutex again. It reports
	// whether it was woken by a signal.
	Wait(t Thread, s account.State, deadline account.Time) bool
	// Signal wakes the thread that has waited longest, if any.
	Signal(t Thread)
	// Broadcast wakes every waiting thread.
	Broadcast(t Thread)
}

// Options configure a machine.
type Options struct {
	// Seed seeds every thread's random source.
	Seed uint64
	// Costs is the simulator's cost model (zero means DefaultCosts).
	Costs account.Costs
	// Record keeps every state change as spans, and flows, for traces.
	Record bool
	// MaxSpans caps the record (0 means 1<<21 spans); past it recording
	// stops and Spans reports the record as truncated.
	MaxSpans int
	// OnSpan, if not nil, is called with every closed span (for a live
	// timeline), from the thread that closed it.
	OnSpan func(account.Span)
	// Pace, for the simulator, is called with the machine's time as it
	// advances, from the goroutine that called Run; a UI throttles or
	// pauses the simulation with it.
	Pace func(account.Time)
}

// Account is what one thread did over the machine's life.
type Account struct {
	State account.State
	Label string
	Since account.Time                    // when the current state began
	Time  [account.NumStates]account.Time // time spent in each state
	Ops   [account.NumOps]uint64          // operations spent, by kind
	Clock account.Time                    // the thread's clock when the account was read
}

// Busy is the time the thread spent in busy states.
func (a *Account) Busy() account.Time {
	var t account.Time
	for s := account.State(0); s < account.NumStates; s++ {
		if s.Busy() {
			t += a.Time[s]
		}
	}
	return t
}

// Idle is the time the thread spent in idle states.
func (a *Account) Idle() account.Time {
	var t account.Time
	for s := account.State(0); s < account.NumStates; s++ {
		if !s.Busy() {
			t += a.Time[s]
		}
	}
	return t
}

func threadRand(seed uint64, id int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(id)*0x9e3779b97f4a7c15+1))
}
