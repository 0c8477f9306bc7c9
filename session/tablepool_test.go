package session

import (
	"runtime"
	"testing"
)

// TestTablePoolReuses: a run takes the table a finished run of the same
// size gave back, cleared, instead of allocating another; a table of
// another size is not taken; the pool never holds more than
// tablePoolSize tables.
func TestTablePoolReuses(t *testing.T) {
	var p tablePool
	a, err := p.get(1)
	if err != nil {
		t.Fatal(err)
	}
	a.History.Reward(7, 5) // something a cleared table would not have
	p.put(a, 1)
	b, err := p.get(2)
	if err != nil {
		t.Fatal(err)
	}
	if b == a {
		t.Fatal("a 1 MiB table was given for 2 MiB")
	}
	c, err := p.get(1)
	if err != nil {
		t.Fatal(err)
	}
	if c != a {
		t.Fatal("the pooled 1 MiB table was not reused")
	}
	if c.History.Score(7) != 0 {
		t.Fatal("a reused table was not cleared")
	}
	for range tablePoolSize + 2 {
		sh, err := p.get(1)
		if err != nil {
			t.Fatal(err)
		}
		defer p.put(sh, 1)
	}
	p.put(b, 2)
	p.put(c, 1)
	if n := len(p.free); n > tablePoolSize {
		t.Fatalf("the pool holds %d tables, more than %d", n, tablePoolSize)
	}
}

// TestSessionRunsReuseTables: many analyses in a session allocate a
// table of HashMiB only for the first runs, not one a run; runtime
// statistics count the bytes allocated.
func TestSessionRunsReuseTables(t *testing.T) {
	const hashMiB = 32
	s := newSession(t)
	c := s.Config()
	c.Depth, c.HashMiB = 3, hashMiB
	if err := s.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	s.SetSpeed(Unthrottled)
	run := func() {
		r, err := s.Start()
		if err != nil {
			t.Fatal(err)
		}
		waitFinal(t, r)
	}
	run() // the first run allocates the table the others reuse
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	const runs = 6
	for i := range runs {
		s.SetPly(i % 3)
		run()
	}
	runtime.ReadMemStats(&after)
	if got := (after.TotalAlloc - before.TotalAlloc) >> 20; got >= runs/2*hashMiB {
		t.Errorf("%d runs allocated %d MiB: tables of %d MiB are not reused", runs, got, hashMiB)
	}
}
