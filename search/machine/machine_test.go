package machine

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"frontier/internal/leaktest"
	"frontier/search/account"
)

// machines returns a fresh machine of each kind for a test.
func machines() map[string]func() Machine {
	return map[string]func() Machine{
		"sim":  func() Machine { return NewSim(Options{Seed: 1, Record: true}) },
		"real": func() Machine { return NewReal(Options{Seed: 1, Record: true}) },
	}
}

func eachMachine(t *testing.T, f func(t *testing.T, m Machine)) {
	for _, name := range []string{"sim", "real"} {
		t.Run(name, func(t *testing.T) {
			leaktest.Check(t)
			f(t, machines()[name]())
		})
	}
}

// TestMutualExclusion: threads increment a shared counter under a mutex
// with a Sync between read and write, which on the simulator hands control
// to another thread mid-update; the total must still be exact, and on
// the simulator the contention must show up as time in state Locked.
func TestMutualExclusion(t *testing.T) {
	eachMachine(t, func(t *testing.T, m Machine) {
		mu := m.NewMutex("counter")
		counter, inside, overlap := 0, 0, false
		const threads, rounds = 8, 200
		err := m.Run(context.Background(), threads, func(th Thread) {
			th.Mark(account.Working, "")
			for i := 0; i < rounds; i++ {
				mu.Lock(th)
				inside++
				if inside != 1 {
					overlap = true
				}
				v := counter
				th.Spend(account.OpNode, 3)
				th.Sync()
				runtime.Gosched()
				counter = v + 1
				inside--
				mu.Unlock(th)
				th.Spend(account.OpNode, 1)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if counter != threads*rounds || overlap {
			t.Fatalf("counter %d, want %d; overlap %v", counter, threads*rounds, overlap)
		}
		if m.Simulated() {
			var locked account.Time
			for _, a := range m.Accounts() {
				locked += a.Time[account.Locked]
			}
			if locked == 0 {
				t.Fatal("contended mutex: no time in state locked")
			}
		}
	})
}

// TestSignalOrder: Signal wakes the longest waiter first.
func TestSignalOrder(t *testing.T) {
	eachMachine(t, func(t *testing.T, m Machine) {
		mu := m.NewMutex("m")
		c := m.NewCond(mu, "c")
		var order []int
		waiting, release := 0, false
		const n = 5
		err := m.Run(context.Background(), n+1, func(th Thread) {
			if th.ID() == n { // the signaller
				for {
					mu.Lock(th)
					if waiting == n {
						break
					}
					mu.Unlock(th)
					th.Spend(account.OpNode, 1)
					th.Sync()
					runtime.Gosched()
				}
				release = true
				for i := 0; i < n; i++ {
					c.Signal(th)
				}
				mu.Unlock(th)
				return
			}
			// Threads queue up one after the other, in id order.
			th.Spend(account.OpNode, 10*(th.ID()+1))
			for {
				mu.Lock(th)
				if waiting == th.ID() {
					break
				}
				mu.Unlock(th)
				th.Sync()
				runtime.Gosched()
			}
			waiting++
			for !release {
				c.Wait(th, account.Waiting, 0)
			}
			order = append(order, th.ID())
			mu.Unlock(th)
		})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(order) != "[0 1 2 3 4]" && m.Simulated() {
			t.Fatalf("wake order %v, want [0 1 2 3 4]", order)
		}
		if len(order) != n {
			t.Fatalf("%d threads woke, want %d", len(order), n)
		}
	})
}

// TestTimedWait: a wait with a deadline and no signal returns false at the
// deadline (on the simulator, exactly then, with the time idle).
func TestTimedWait(t *testing.T) {
	eachMachine(t, func(t *testing.T, m Machine) {
		mu := m.NewMutex("m")
		c := m.NewCond(mu, "c")
		var got bool
		var at account.Time
		deadline := account.Time(1000)
		if !m.Simulated() {
			deadline = m.Now() + account.Time(20*time.Millisecond)
		}
		err := m.Run(context.Background(), 1, func(th Thread) {
			mu.Lock(th)
			got = c.Wait(th, account.Waiting, deadline)
			at = th.Now()
			mu.Unlock(th)
		})
		if err != nil {
			t.Fatal(err)
		}
		if got || at < deadline {
			t.Fatalf("Wait = %v at %d, want false at >= %d", got, at, deadline)
		}
		if m.Simulated() && m.Accounts()[0].Time[account.Waiting] != 1000-account.Time(account.DefaultCosts.Ops[account.OpLock]) {
			t.Fatalf("waiting time %d", m.Accounts()[0].Time[account.Waiting])
		}
	})
}

// TestDequeSteal: the owner pops the newest, thieves steal the oldest, and
// every item is taken exactly once.
func TestDequeSteal(t *testing.T) {
	eachMachine(t, func(t *testing.T, m Machine) {
		d := NewDeque[int](m, "d")
		err := m.Run(context.Background(), 1, func(th Thread) {
			for i := 1; i <= 4; i++ {
				d.Push(th, i)
			}
			if v, _ := d.Pop(th); v != 4 {
				t.Errorf("Pop = %d, want the newest, 4", v)
			}
			if v, _ := d.Steal(th); v != 1 {
				t.Errorf("Steal = %d, want the oldest, 1", v)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		d = NewDeque[int](m, "d2")
		const items, thieves = 400, 4
		taken := make([]int, items)
		mu := m.NewMutex("taken")
		err = m.Run(context.Background(), thieves+1, func(th Thread) {
			if th.ID() == 0 {
				for i := 0; i < items; i++ {
					d.Push(th, i)
					th.Spend(account.OpNode, 1)
				}
				for {
					v, ok := d.Pop(th)
					if !ok {
						return
					}
					mu.Lock(th)
					taken[v]++
					mu.Unlock(th)
				}
			}
			for miss := 0; miss < 50; {
				v, ok := d.Steal(th)
				if !ok {
					miss++
					th.Spend(account.OpNode, 5)
					th.Sync()
					runtime.Gosched()
					continue
				}
				mu.Lock(th)
				taken[v]++
				mu.Unlock(th)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		for i, n := range taken {
			if n != 1 {
				t.Fatalf("item %d taken %d times", i, n)
			}
		}
	})
}

// TestMailbox: messages arrive in order, after their latency on the
// simulator.
func TestMailbox(t *testing.T) {
	eachMachine(t, func(t *testing.T, m Machine) {
		b := NewMailbox[int](m, "inbox")
		var got []int
		var at account.Time
		err := m.Run(context.Background(), 2, func(th Thread) {
			if th.ID() == 1 {
				th.Spend(account.OpNode, 100)
				for i := 0; i < 3; i++ {
					b.Send(th, i)
				}
				return
			}
			for i := 0; i < 3; i++ {
				v, ok := b.Recv(th, account.Starved, 0)
				if !ok {
					t.Error("Recv failed")
					return
				}
				got = append(got, v)
			}
			at = th.Now()
		})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != "[0 1 2]" {
			t.Fatalf("got %v", got)
		}
		if m.Simulated() && at < 100+account.Time(account.DefaultCosts.Ops[account.OpMessage]) {
			t.Fatalf("received at %d, before the message's latency", at)
		}
	})
}

// TestCancel: cancelling the context wakes waiting threads and ends the
// run, leaving no goroutine behind.
func TestCancel(t *testing.T) {
	eachMachine(t, func(t *testing.T, m Machine) {
		ctx, cancel := context.WithCancel(context.Background())
		mu := m.NewMutex("m")
		c := m.NewCond(mu, "never")
		done := make(chan error, 1)
		go func() {
			done <- m.Run(ctx, 4, func(th Thread) {
				if th.ID() == 0 { // works until stopped, then cancels... no: loops until Stopped
					for i := 0; !th.Stopped(); i++ {
						th.Spend(account.OpNode, 1)
						th.Sync()
						if i == 10000 {
							cancel()
						}
					}
					return
				}
				mu.Lock(th)
				for !th.Stopped() {
					c.Wait(th, account.Starved, 0)
				}
				mu.Unlock(th)
			})
		}()
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("run did not end after cancel")
		}
	})
}

// TestDeadlockDetected: on the simulator, a run whose threads all block
// ends with an error naming them and what they wait on.
func TestDeadlockDetected(t *testing.T) {
	leaktest.Check(t)
	m := NewSim(Options{})
	a, b := m.NewMutex("A"), m.NewMutex("B")
	c := m.NewCond(a, "forever")
	err := m.Run(context.Background(), 3, func(th Thread) {
		switch th.ID() {
		case 0:
			a.Lock(th)
			th.Spend(account.OpNode, 10)
			b.Lock(th)
		case 1:
			b.Lock(th)
			th.Spend(account.OpNode, 10)
			a.Lock(th)
		case 2:
			th.Spend(account.OpNode, 100)
			a.Lock(th)
			c.Wait(th, account.Waiting, 0)
		}
	})
	if err == nil {
		t.Fatal("deadlock not detected")
	}
	for _, want := range []string{"deadlock", "thread 0 waits on mutex B", "thread 1 waits on mutex A", "thread 2 waits on mutex A"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	// The machine is usable again.
	if err := m.Run(context.Background(), 2, func(th Thread) { th.Spend(account.OpNode, 1) }); err != nil {
		t.Fatal(err)
	}
}

// TestSimScheduleOrder: the simulator always runs the thread with the
// smallest clock, so threads spending different amounts interleave in
// time order.
func TestSimScheduleOrder(t *testing.T) {
	m := NewSim(Options{})
	var log []string
	err := m.Run(context.Background(), 3, func(th Thread) {
		step := account.Time(th.ID() + 2) // 2, 3, 4 units a step
		for i := 0; i < 4; i++ {
			th.Spend(account.OpNode, int(step))
			th.Sync()
			log = append(log, fmt.Sprintf("%d@%d", th.ID(), th.Now()))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	prev := account.Time(-1)
	for _, e := range log {
		var id int
		var at account.Time
		fmt.Sscanf(e, "%d@%d", &id, &at)
		if at < prev {
			t.Fatalf("events out of time order: %v", log)
		}
		prev = at
	}
	if m.Now() != 16 {
		t.Fatalf("Now = %d, want 16 (thread 2: 4 steps of 4)", m.Now())
	}
}

// contend is a workload with locks, signals, steals and random choices:
// its outcome depends on the exact interleaving.
func contend(m Machine) string {
	mu := m.NewMutex("m")
	c := m.NewCond(mu, "c")
	d := NewDeque[int](m, "d")
	var log strings.Builder
	items := 0
	_ = m.Run(context.Background(), 6, func(th Thread) {
		for i := 0; i < 50; i++ {
			th.Spend(account.OpNode, 1+th.Rand().IntN(7))
			switch th.Rand().IntN(3) {
			case 0:
				d.Push(th, th.ID()*1000+i)
			case 1:
				if v, ok := d.Steal(th); ok {
					mu.Lock(th)
					fmt.Fprintf(&log, "%d:%d@%d ", th.ID(), v, th.Now())
					mu.Unlock(th)
				}
			case 2:
				mu.Lock(th)
				items++
				if items%5 == 0 {
					c.Broadcast(th)
				} else if th.ID()%2 == 0 {
					c.Wait(th, account.Waiting, th.Now()+20)
				}
				fmt.Fprintf(&log, "%d#%d@%d ", th.ID(), items, th.Now())
				mu.Unlock(th)
			}
		}
	})
	for _, a := range m.Accounts() {
		fmt.Fprintf(&log, "\n%v %v", a.Time, a.Ops)
	}
	sp, _ := m.Spans()
	fmt.Fprintf(&log, "\n%v", sp)
	return log.String()
}

// TestSimDeterministic: the same workload gives the same interleaving,
// accounts and record every time, whatever GOMAXPROCS is.
func TestSimDeterministic(t *testing.T) {
	want := contend(NewSim(Options{Seed: 7, Record: true}))
	for _, procs := range []int{1, 2, 4} {
		old := runtime.GOMAXPROCS(procs)
		got := contend(NewSim(Options{Seed: 7, Record: true}))
		runtime.GOMAXPROCS(old)
		if got != want {
			t.Fatalf("GOMAXPROCS=%d: a different run", procs)
		}
	}
	if contend(NewSim(Options{Seed: 8, Record: true})) == want {
		t.Fatal("another seed gave the same run: the random sources are not used")
	}
}

// TestSpansTileTime: every thread's recorded spans tile its time, and
// their totals equal the accounts.
func TestSpansTileTime(t *testing.T) {
	eachMachine(t, func(t *testing.T, m Machine) {
		contend(m)
		spans, trunc := m.Spans()
		if trunc {
			t.Fatal("record truncated")
		}
		acc := m.Accounts()
		end := acc[0].Since
		for id := range acc {
			var sum [account.NumStates]account.Time
			at := account.Time(-1)
			for _, s := range spans {
				if s.Thread != id {
					continue
				}
				if at >= 0 && s.Start != at {
					t.Fatalf("thread %d: span at %d after one ending at %d", id, s.Start, at)
				}
				at = s.End
				sum[s.State] += s.End - s.Start
			}
			if at != end {
				t.Fatalf("thread %d: record ends at %d, run at %d", id, at, end)
			}
			if sum != acc[id].Time {
				t.Fatalf("thread %d: spans total %v, account %v", id, sum, acc[id].Time)
			}
		}
	})
}
