package tt

import (
	"sync"
	"testing"
)

// TestEndTableBounds: a stored pair of bounds comes back, a second store
// for the key tightens it and keeps the move when it brings none, and
// another key is not found; prefetches change nothing.
func TestEndTableBounds(t *testing.T) {
	tab := NewEndTable(1 << 8)
	if tab.Len() != 1<<8 {
		t.Fatalf("%d entries", tab.Len())
	}
	tab.Store(42, 12, -64, 10, 19)
	if lo, hi, m, ok := tab.Probe(42); !ok || lo != -64 || hi != 10 || m != 19 {
		t.Fatalf("probe: %d %d %d %v", lo, hi, m, ok)
	}
	for _, k := range []uint64{0, 42, 43, ^uint64(0)} {
		tab.Prefetch(k) // any key, in range, and no effect
	}
	if lo, hi, m, ok := tab.Probe(42); !ok || lo != -64 || hi != 10 || m != 19 {
		t.Fatalf("after prefetches: %d %d %d %v", lo, hi, m, ok)
	}
	tab.Store(42, 12, 4, 64, EndNoMove)
	if lo, hi, m, ok := tab.Probe(42); !ok || lo != 4 || hi != 10 || m != 19 {
		t.Fatalf("after tightening: %d %d %d %v", lo, hi, m, ok)
	}
	if _, _, _, ok := tab.Probe(43); ok {
		t.Error("a key never stored was found")
	}
	tab.Clear()
	if _, _, _, ok := tab.Probe(42); ok {
		t.Error("found after Clear")
	}
}

// TestEndTableReplacement: a full bucket gives up its entry with the
// fewest empty squares.
func TestEndTableReplacement(t *testing.T) {
	tab := NewEndTable(bucketSize) // one bucket: every key shares it
	for i, depth := range []int{9, 14, 7, 11} {
		tab.Store(uint64(100+i), depth, 0, 0, i)
	}
	tab.Store(200, 10, 2, 2, 5)
	for i, want := range []bool{true, true, false, true} {
		if _, _, _, ok := tab.Probe(uint64(100 + i)); ok != want {
			t.Errorf("key %d kept %v, want %v", 100+i, ok, want)
		}
	}
	if lo, _, _, ok := tab.Probe(200); !ok || lo != 2 {
		t.Error("the new entry is missing")
	}
}

// TestEndTableConcurrent: writers and readers at once (run with -race)
// never see an entry that was not written whole.
func TestEndTableConcurrent(t *testing.T) {
	tab := NewEndTable(1 << 6)
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 20000 {
				key := uint64(i%97 + 1)
				v := int(key % 50)
				if w%2 == 0 {
					tab.Store(key, 10, v, v, int(key%60))
					continue
				}
				if lo, hi, m, ok := tab.Probe(key); ok && (lo != v || hi != v || m != int(key%60)) {
					t.Errorf("key %d: %d %d %d", key, lo, hi, m)
					return
				}
			}
		}()
	}
	wg.Wait()
}
