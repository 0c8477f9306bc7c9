package machine

import (
	"context"
	"fmt"
	"frontier/search/account"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func mustCosts(t *testing.T, s string) account.Costs {
	t.Helper()
	c, err := account.ParseCosts(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCrowdPerMille: linear from 1000 at one thread through the knots,
// flat past the last.
func TestCrowdPerMille(t *testing.T) {
	c, err := account.ParseCrowd("4:1150/16:1450")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		busy int
		want int64
	}{{0, 1000}, {1, 1000}, {2, 1050}, {4, 1150}, {10, 1300}, {16, 1450}, {64, 1450}} {
		if got := c.PerMille(tc.busy); got != tc.want {
			t.Errorf("PerMille(%d) = %d, want %d", tc.busy, got, tc.want)
		}
	}
	if (account.Crowd{}).PerMille(16) != 1000 || !(account.Crowd{}).Flat() {
		t.Error("the zero crowd must be flat")
	}
	if c.String() != "4:1150/16:1450" {
		t.Errorf("String = %q", c.String())
	}
	for _, bad := range []string{"1:1100", "8:1100/4:1200", "4", "4:x", "4:0", "2000:1100", "2:1/3:1/4:1/5:1/6:1/7:1/8:1/9:1/10:1"} {
		if _, err := account.ParseCrowd(bad); err == nil {
			t.Errorf("ParseCrowd(%q) took it", bad)
		}
	}
}

// TestCrowdSlowsBusyThreads: two threads searching at once under a crowd
// of 2:2000 each take twice as long as one alone; a thread blocked on a
// lock does not crowd the one holding it.
func TestCrowdSlowsBusyThreads(t *testing.T) {
	costs := mustCosts(t, "node=10,crowd=2:2000")
	m := NewSim(Options{Costs: costs})
	if err := m.Run(context.Background(), 1, func(th Thread) { th.Spend(account.OpNode, 100) }); err != nil {
		t.Fatal(err)
	}
	if got := m.Now(); got != 1000 {
		t.Fatalf("one thread alone: %d, want 1000", got)
	}
	m = NewSim(Options{Costs: costs})
	if err := m.Run(context.Background(), 2, func(th Thread) { th.Spend(account.OpNode, 100) }); err != nil {
		t.Fatal(err)
	}
	if got := m.Now(); got != 2000 {
		t.Fatalf("two threads at once: %d, want 2000", got)
	}
	// Thread 1 waits on the lock thread 0 holds while it searches:
	// thread 0's first node is crowded (20 units), the next 100 are not.
	m = NewSim(Options{Costs: mustCosts(t, "node=10,lock=0,handoff=0,crowd=2:2000")})
	mu := m.NewMutex("mu")
	err := m.Run(context.Background(), 2, func(th Thread) {
		mu.Lock(th)
		if th.ID() == 0 {
			th.Spend(account.OpNode, 1)
			th.Sync() // thread 1 queues
			th.Spend(account.OpNode, 100)
		}
		mu.Unlock(th)
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Now(); got != 1020 {
		t.Fatalf("a blocked thread crowded the one working: %d, want 20 + 1000", got)
	}
}

// TestCrowdKeepsThousandths: a crowd factor of 1.5 on nodes of 1 unit
// spent one at a time loses nothing to rounding.
func TestCrowdKeepsThousandths(t *testing.T) {
	m := NewSim(Options{Costs: mustCosts(t, "node=1,crowd=2:1500")})
	err := m.Run(context.Background(), 2, func(th Thread) {
		for i := 0; i < 1000; i++ {
			th.Spend(account.OpNode, 1)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Now(); got != 1500 {
		t.Fatalf("got %d, want 1500", got)
	}
}

// TestBroadcastPaysPerWake: a broadcast to three sleepers costs the
// broadcaster three wake-ups, and the sleepers resume one after another.
func TestBroadcastPaysPerWake(t *testing.T) {
	m := NewSim(Options{Costs: mustCosts(t, "lock=0,handoff=5,wake=10")})
	mu := m.NewMutex("mu")
	c := m.NewCond(mu, "c")
	asleep := 0
	var resumed [4]account.Time
	var after account.Time
	err := m.Run(context.Background(), 4, func(th Thread) {
		mu.Lock(th)
		if th.ID() > 0 {
			asleep++
			c.Wait(th, account.Waiting, 0)
			resumed[th.ID()] = th.Now()
			mu.Unlock(th)
			return
		}
		for asleep < 3 {
			mu.Unlock(th)
			th.Spend(account.OpNode, 1)
			th.Sync()
			mu.Lock(th)
		}
		start := th.Now()
		c.Broadcast(th)
		after = th.Now() - start
		mu.Unlock(th)
	})
	if err != nil {
		t.Fatal(err)
	}
	if after != 30 {
		t.Fatalf("the broadcaster paid %d, want 3 wake-ups of 10", after)
	}
	if !(resumed[1] <= resumed[2] && resumed[2] < resumed[3]) {
		t.Fatalf("sleepers resumed at %v, want one after another", resumed[1:])
	}
}

// TestQueueLengthensHandoff: a mutex taken while k other threads sleep
// on it costs OpQueue*k more; a free mutex taken from another thread
// costs OpShared.
func TestQueueLengthensHandoff(t *testing.T) {
	run := func(cost string, n int) (handoffs []account.Time) {
		m := NewSim(Options{Costs: mustCosts(t, cost)})
		mu := m.NewMutex("mu")
		var got []account.Time
		var released account.Time
		err := m.Run(context.Background(), n, func(th Thread) {
			mu.Lock(th)
			if th.ID() > 0 {
				got = append(got, th.Now()-released)
			} else {
				th.Spend(account.OpNode, 100)
				th.Sync() // everyone else queues meanwhile
			}
			released = th.Now()
			mu.Unlock(th)
		})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	// Thread 0 hands to 1 with 2 others queued, 1 to 2 with 1, 2 to 3 with none.
	got := run("lock=0,handoff=5,queue=7", 4)
	want := []account.Time{5 + 2*7, 5 + 7, 5}
	if len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("hand-offs %v, want %v", got, want)
	}

	m := NewSim(Options{Costs: mustCosts(t, "lock=1,shared=9")})
	mu := m.NewMutex("mu")
	var took [2]account.Time
	err := m.Run(context.Background(), 1, func(th Thread) {
		for i := range took {
			start := th.Now()
			mu.Lock(th)
			took[i] = th.Now() - start
			mu.Unlock(th)
		}
		th.Go(func(o Thread) {
			start := o.Now()
			mu.Lock(o)
			if d := o.Now() - start; d != 1+9 {
				t.Errorf("a lock last held by another thread cost %d, want lock 1 + shared 9", d)
			}
			mu.Unlock(o)
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	if took != [2]account.Time{1, 1} {
		t.Fatalf("a lock the thread held last cost %v, want 1 each", took)
	}
}

// TestContendedSimDeterministic: with every contention term on, the same
// run gives the same accounts.
func TestContendedSimDeterministic(t *testing.T) {
	costs := mustCosts(t, "node=10,lock=1,handoff=20,wake=6,queue=3,shared=2,crowd=4:1150/16:1430")
	run := func() []Account {
		m := NewSim(Options{Seed: 7, Costs: costs})
		mu := m.NewMutex("mu")
		c := m.NewCond(mu, "c")
		work := 0
		err := m.Run(context.Background(), 8, func(th Thread) {
			th.Mark(account.Working, "")
			for i := 0; i < 50; i++ {
				th.Spend(account.OpNode, 1+th.Rand().IntN(30))
				mu.Lock(th)
				work++
				if work%5 == 0 {
					c.Broadcast(th)
				} else if th.Rand().IntN(3) == 0 {
					c.Wait(th, account.Waiting, th.Now()+40)
				}
				mu.Unlock(th)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		return m.Accounts()
	}
	a, b := run(), run()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("thread %d: %+v then %+v", i, a[i], b[i])
		}
	}
}

// TestCostFile: a cost file with comments, keys after it overriding it,
// errors naming the file and line.
func TestCostFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.cost")
	text := "# a machine\nnode=10, probe=2 # per node\n\nwake=6\ncrowd=4:1150/16:1430\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := account.ParseCosts("@" + path + ",wake=7")
	if err != nil {
		t.Fatal(err)
	}
	want := account.DefaultCosts
	want.Ops[account.OpNode], want.Ops[account.OpProbe], want.Ops[account.OpWake] = 10, 2, 7
	want.Crowd, _ = account.ParseCrowd("4:1150/16:1430")
	if c != want {
		t.Fatalf("got %v, want %v", c, want)
	}
	if back, err := account.ParseCosts(c.String()); err != nil || back != c {
		t.Fatalf("round trip of %q: %v", c.String(), err)
	}
	if !strings.Contains(c.String(), "wake=7") || !strings.Contains(c.String(), "crowd=4:1150/16:1430") {
		t.Errorf("String %q lacks the contention terms", c.String())
	}
	if strings.Contains(account.DefaultCosts.String(), "wake") {
		t.Errorf("the default model writes contention terms: %q", account.DefaultCosts.String())
	}
	bad := filepath.Join(dir, "bad.cost")
	if err := os.WriteFile(bad, []byte("node=10\n\nwake=x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := account.ParseCosts("@" + bad); err == nil || !strings.Contains(err.Error(), "bad.cost:3") {
		t.Errorf("bad file: %v, want an error naming bad.cost:3", err)
	}
	if _, err := account.ParseCosts("@" + filepath.Join(dir, "missing.cost")); err == nil || !strings.Contains(err.Error(), "missing.cost") {
		t.Errorf("missing file: %v", err)
	}
	if _, err := account.ParseCosts("@"); err == nil {
		t.Error("a bare @ was taken")
	}
}

// TestMutexBarging: a running thread takes a mutex its sleeper has not
// come back for yet (as Go's does); the sleeper that lost goes first next
// time, even before another running thread.
func TestMutexBarging(t *testing.T) {
	m := NewSim(Options{Costs: mustCosts(t, "node=1,lock=0,handoff=10")})
	mu := m.NewMutex("mu")
	var order []int
	err := m.Run(context.Background(), 4, func(th Thread) {
		switch th.ID() {
		case 0: // holds the lock while 1 goes to sleep on it, lets go at 100
			mu.Lock(th)
			th.Spend(account.OpNode, 100)
			th.Sync()
			mu.Unlock(th)
		case 1: // asleep on it from time 1: woken at 100, back at 110
			th.Spend(account.OpNode, 1)
			mu.Lock(th)
			order = append(order, 1)
			th.Spend(account.OpNode, 5)
			mu.Unlock(th)
		case 2: // running, arrives at 103: barges in, holds it to 120
			th.Spend(account.OpNode, 103)
			mu.Lock(th)
			order = append(order, 2)
			th.Spend(account.OpNode, 17)
			th.Sync()
			mu.Unlock(th)
		case 3: // running, arrives at 125, after the lock went to 1 at 120
			th.Spend(account.OpNode, 125)
			mu.Lock(th)
			order = append(order, 3)
			mu.Unlock(th)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(order) != 3 || order[0] != 2 || order[1] != 1 || order[2] != 3 {
		t.Fatalf("lock order %v, want [2 1 3]: 2 barges in, 1 then goes first", order)
	}
}

// TestDozeSleep: a thread woken after blocking longer than OpDoze comes
// back OpSleep later than one woken sooner.
func TestDozeSleep(t *testing.T) {
	latency := func(gap int) account.Time {
		m := NewSim(Options{Costs: mustCosts(t, "lock=0,handoff=10,doze=100,sleep=1000")})
		mu := m.NewMutex("mu")
		c := m.NewCond(mu, "c")
		var sent, back account.Time
		asleep := false
		err := m.Run(context.Background(), 2, func(th Thread) {
			mu.Lock(th)
			defer mu.Unlock(th)
			if th.ID() == 1 {
				asleep = true
				c.Wait(th, account.Waiting, 0)
				back = th.Now()
				return
			}
			for !asleep {
				mu.Unlock(th)
				th.Spend(account.OpNode, 1)
				th.Sync()
				mu.Lock(th)
			}
			mu.Unlock(th)
			th.Spend(account.OpNode, gap)
			mu.Lock(th)
			sent = th.Now()
			c.Signal(th)
		})
		if err != nil {
			t.Fatal(err)
		}
		return back - sent
	}
	if got := latency(50); got != 10 {
		t.Errorf("woken after 50: latency %d, want the hand-off 10", got)
	}
	if got := latency(500); got != 1010 {
		t.Errorf("woken after 500: latency %d, want 10 + sleep 1000", got)
	}
}

// TestQuantumFloorsBudget: a thread in step with another may still run
// the model's quantum of nodes before it syncs, never less; one behind
// the other may run until it catches up; alone, a thread has no budget to
// keep.
func TestQuantumFloorsBudget(t *testing.T) {
	for _, q := range []int{1, 8, account.DefaultQuantum} {
		costs := mustCosts(t, fmt.Sprintf("node=10,quantum=%d", q))
		if q == account.DefaultQuantum {
			costs = mustCosts(t, "node=10")
		}
		m := NewSim(Options{Costs: costs})
		budgets := make([]int, 2)
		err := m.Run(context.Background(), 2, func(th Thread) {
			th.Sync()
			budgets[th.ID()] = th.Budget()
			if th.ID() == 0 {
				th.Spend(account.OpNode, 100)
				th.Sync()
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if want := []int{q, 101}; budgets[0] != want[0] || budgets[1] != want[1] {
			t.Errorf("quantum %d: budgets %v, want %v (in step, then 100 nodes behind)", q, budgets, want)
		}
		m = NewSim(Options{Costs: costs})
		var alone int
		if err := m.Run(context.Background(), 1, func(th Thread) { alone = th.Budget() }); err != nil {
			t.Fatal(err)
		}
		if alone != math.MaxInt32 {
			t.Errorf("quantum %d: a thread alone has a budget of %d, want math.MaxInt32", q, alone)
		}
	}
}
