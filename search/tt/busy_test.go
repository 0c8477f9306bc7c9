package tt

import (
	"sync"
	"testing"
)

func TestBusyCountsAndDefers(t *testing.T) {
	b, err := NewBusy(1 << 12)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewBusy(100); err == nil {
		t.Fatal("NewBusy accepted 100 buckets")
	}
	const key = 0x1234_5678_9abc_def0
	if busy, counted := b.Enter(key, true); busy || !counted {
		t.Fatalf("first exclusive Enter: busy %v counted %v", busy, counted)
	}
	if busy, _ := b.Enter(key, true); !busy {
		t.Fatal("exclusive Enter of a position being searched is not busy")
	}
	if busy, counted := b.Enter(key, false); busy || !counted {
		t.Fatal("shared Enter was refused")
	}
	if n := b.Count(key); n != 2 {
		t.Fatalf("count %d, want 2", n)
	}
	// Same bucket, another tag; same tag, another bucket: not counted.
	for _, other := range []uint64{key ^ 1<<40, key ^ 1<<3} {
		if n := b.Count(other); n != 0 {
			t.Fatalf("key %x has count %d", other, n)
		}
		if busy, _ := b.Enter(other, true); busy {
			t.Fatalf("key %x is busy", other)
		}
		b.Exit(other)
	}
	b.Exit(key)
	b.Exit(key)
	b.Exit(key) // not counted: harmless
	if n := b.Count(key); n != 0 {
		t.Fatalf("count %d after the last Exit, want 0", n)
	}
	for i := range b.words {
		if w := b.words[i].Load(); w != 0 {
			t.Fatalf("slot %d not freed: %x", i, w)
		}
	}
	// A full bucket counts nobody new, and defers nobody.
	for i := uint64(0); i < busySlots; i++ {
		b.Enter(key+i<<20, false)
	}
	if busy, counted := b.Enter(key+busySlots<<20, true); busy || counted {
		t.Fatalf("full bucket: busy %v counted %v", busy, counted)
	}
}

// TestBusyConcurrent runs Enter and Exit from several goroutines on a few
// positions of one bucket (run it with -race): every count returns to
// zero and every slot is freed.
func TestBusyConcurrent(t *testing.T) {
	b, _ := NewBusy(1 << 12)
	keys := []uint64{0x1111_0000_0000_0001, 0x2222_0000_0000_0001, 0x3333_0000_0000_0001}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 5000; i++ {
				k := keys[(i+g)%len(keys)]
				if busy, counted := b.Enter(k, g%2 == 0); counted {
					if !busy && b.Count(k) < 1 {
						t.Errorf("key %x: counted in, count 0", k)
					}
					b.Exit(k)
				}
			}
		}()
	}
	wg.Wait()
	for i := range b.words {
		if w := b.words[i].Load(); w != 0 {
			t.Errorf("slot %d left with %x", i, w)
		}
	}
}
