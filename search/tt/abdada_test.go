package tt

import (
	"sync"
	"testing"
)

func TestEnterCountsAndDefers(t *testing.T) {
	tb, _ := NewEntries(64)
	tb.NewSearch()
	const key = 0x1234_5678_9abc_def0
	if _, found, busy, counted := tb.Enter(key, 0, true); found || busy || !counted {
		t.Fatalf("first exclusive Enter: found %v busy %v counted %v", found, busy, counted)
	}
	if _, ok := tb.Probe(key, 0); ok {
		t.Fatal("an entry holding only a count answered a probe")
	}
	if _, _, busy, _ := tb.Enter(key, 0, true); !busy {
		t.Fatal("exclusive Enter of a node being searched is not busy")
	}
	if _, _, busy, counted := tb.Enter(key, 0, false); busy || !counted {
		t.Fatal("shared Enter was refused")
	}
	if n := tb.Nproc(key); n != 2 {
		t.Fatalf("nproc %d, want 2", n)
	}
	// A Store of the same position keeps the count and the key check.
	tb.Store(key, 5, 17, 0, Exact, 3)
	e, ok := tb.Probe(key, 0)
	if !ok || e.Score != 17 || e.Depth != 5 || e.Move != 3 || tb.Nproc(key) != 2 {
		t.Fatalf("after Store: %+v %v nproc %d", e, ok, tb.Nproc(key))
	}
	if _, ok := tb.Probe(key^1<<40, 0); ok {
		t.Fatal("a foreign key matched an entry with a count")
	}
	tb.Leave(key, 6, -4, 0, Lower, NoMove)
	e, ok = tb.Probe(key, 0)
	if !ok || e.Score != -4 || e.Depth != 6 || e.Bound != Lower || e.Move != 3 || tb.Nproc(key) != 1 {
		t.Fatalf("after Leave: %+v %v nproc %d", e, ok, tb.Nproc(key))
	}
	tb.Exit(key)
	tb.Exit(key) // a lost count: never below zero
	if n := tb.Nproc(key); n != 0 {
		t.Fatalf("nproc %d after the last Exit, want 0", n)
	}
	if _, found, busy, _ := tb.Enter(key, 0, true); !found || busy {
		t.Fatal("exclusive Enter of a finished node refused")
	}
	// A count from an earlier search is void.
	tb.NewSearch()
	if _, _, busy, _ := tb.Enter(key, 0, true); busy {
		t.Fatal("a count from an earlier search deferred the node")
	}
}

// TestEnterExitConcurrent runs Enter/Leave/Exit and plain Stores from
// several goroutines on a few keys of one bucket (run it with -race): the
// counts end at zero and every entry still passes its key check.
func TestEnterExitConcurrent(t *testing.T) {
	tb, _ := NewEntries(4) // one bucket
	tb.NewSearch()
	keys := []uint64{0x1111_0000_0000_0001, 0x2222_0000_0000_0005, 0x3333_0000_0000_0009}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 2000; i++ {
				k := keys[(i+g)%len(keys)]
				_, _, busy, counted := tb.Enter(k, 0, g%2 == 0)
				if busy {
					continue
				}
				if i%3 == 0 {
					tb.Store(k, 3, i, 0, Upper, NoMove)
				}
				if counted && i%2 == 0 {
					tb.Leave(k, 4, g, 0, Exact, Move(g+1))
				} else if counted {
					tb.Exit(k)
				}
			}
		}()
	}
	wg.Wait()
	for _, k := range keys {
		// Counts may be lost (too high or too low), never negative or
		// moved to another key; a lost one is the price of lock-freedom.
		if n := tb.Nproc(k); n < 0 || n > 8 {
			t.Errorf("key %x: nproc %d", k, n)
		}
		if e, ok := tb.Probe(k, 0); ok && (e.Bound == None || e.Depth > 4) {
			t.Errorf("key %x: torn entry %+v", k, e)
		}
	}
}
