package tt

import (
	"runtime"
	"testing"
	"unsafe"
)

// TestHugePageTable checks that a table of a huge page or more is placed
// at a 2 MiB boundary, starts empty, stores and probes as a heap table does,
// and that a small one still comes from the heap.
func TestHugePageTable(t *testing.T) {
	big, err := New(4)
	if err != nil {
		t.Fatal(err)
	}
	if a := uintptr(unsafe.Pointer(&big.words[0])); a%hugePage != 0 {
		t.Errorf("4 MiB table at %#x, not aligned to a huge page", a)
	}
	if got := big.Bytes(); got != 4<<20 {
		t.Errorf("Bytes = %d, want %d", got, 4<<20)
	}
	for i := range big.words {
		if big.words[i].Load() != 0 {
			t.Fatalf("word %d not zero", i)
		}
	}
	small, err := NewEntries(64)
	if err != nil {
		t.Fatal(err)
	}
	for _, tab := range []*Table{big, small} {
		for k := uint64(1); k <= 1000; k++ {
			key := k * golden
			tab.Store(key, int(k%50), int(k%200)-100, 0, Exact, Move(k%500))
			if e, ok := tab.Probe(key, 0); !ok || e.Score != int(k%200)-100 || e.Move != Move(k%500) {
				t.Fatalf("%d entries: key %d stored, probe gives %+v %v", tab.Len(), k, e, ok)
			}
		}
		last := uint64(1000) * golden
		tab.Clear()
		if _, ok := tab.Probe(last, 0); ok {
			t.Errorf("%d entries: probe hits after Clear", tab.Len())
		}
	}
	runtime.KeepAlive(big)
}

// golden spreads the test's keys over the buckets.
var golden uint64 = 0x9e3779b97f4a7c15
