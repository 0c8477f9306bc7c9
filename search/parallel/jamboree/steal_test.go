package jamboree

import (
	"context"
	"testing"

	"frontier/search/account"
	"frontier/search/machine"
)

// TestStealerOrder: the owner takes back its newest item, and only of the
// group it asks for; a thief takes the oldest (nearest the root).
func TestStealerOrder(t *testing.T) {
	m := machine.NewSim(machine.Options{Seed: 1})
	s := newStealer[int](m, 2)
	ctx := context.Background()
	run := func(id int, f func(machine.Thread)) {
		t.Helper()
		if err := m.Run(ctx, 2, func(th machine.Thread) {
			if th.ID() == id {
				f(th)
			}
		}); err != nil {
			t.Fatal(err)
		}
	}
	run(0, func(th machine.Thread) {
		for v := 1; v <= 3; v++ {
			s.post(th, 0, 7, v)
		}
	})
	var got []int
	s.each(0, func(v int) { got = append(got, v) })
	if len(got) != 3 || got[0] != 1 || got[2] != 3 {
		t.Fatalf("deque 0 lists %v, want [1 2 3] oldest first", got)
	}
	run(1, func(th machine.Thread) {
		if v, ok := s.steal(th, 1); !ok || v != 1 {
			t.Errorf("steal took %d, %v; want the oldest, 1", v, ok)
		}
	})
	run(0, func(th machine.Thread) {
		if v, ok := s.popGroup(th, 0, 8); ok {
			t.Errorf("popGroup of another group took %d", v)
		}
		if v, ok := s.popGroup(th, 0, 7); !ok || v != 3 {
			t.Errorf("popGroup took %d, %v; want the newest, 3", v, ok)
		}
	})
	if n := s.posted.Load(); n != 1 {
		t.Errorf("%d items counted as posted, want 1", n)
	}
	acc := m.Accounts()
	if acc[1].Ops[account.OpSteal] != 1 {
		t.Errorf("the thief was charged %d steals, want 1", acc[1].Ops[account.OpSteal])
	}
}

// TestStealerFindSleeps: a thief with nothing to steal sleeps starved
// until work is posted, takes it, and leaves when the run closes.
func TestStealerFindSleeps(t *testing.T) {
	m := machine.NewSim(machine.Options{Seed: 1})
	s := newStealer[int](m, 4)
	got := make([]int, 4)
	err := m.Run(context.Background(), 4, func(th machine.Thread) {
		if th.ID() == 0 {
			th.Spend(account.OpNode, 1000)
			for v := 1; v <= 3; v++ {
				s.post(th, 0, 1, v)
			}
			th.Spend(account.OpNode, 1000)
			s.close(th)
			return
		}
		for {
			v, ok := s.find(th, th.ID())
			if !ok {
				return
			}
			got[th.ID()] += v
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if sum := got[1] + got[2] + got[3]; sum != 6 {
		t.Errorf("thieves took items summing to %d, want 6 (each of 1, 2, 3 once)", sum)
	}
	for i, a := range m.Accounts()[1:] {
		if a.Time[account.Starved] < 900 {
			t.Errorf("thief %d starved %d units while nothing was posted for 1000", i+1, a.Time[account.Starved])
		}
	}
}
