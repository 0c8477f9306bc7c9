package tt

import (
	"math/rand/v2"
	"sync"
	"testing"
)

// movePresent sets bit 16, the highest a move code may use.
const movePresent = 1 << 16

func TestSizes(t *testing.T) {
	tab, err := New(1)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tab.Len(), 1<<20/EntryBytes; got != want {
		t.Errorf("New(1).Len() = %d, want %d", got, want)
	}
	tab, err = New(3) // rounds down to a power of two
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tab.Len(), 2<<20/EntryBytes; got != want {
		t.Errorf("New(3).Len() = %d, want %d", got, want)
	}
	if _, err := New(0); err == nil {
		t.Error("New(0) succeeded")
	}
	for _, n := range []int{0, 2, 3, 1000} {
		if _, err := NewEntries(n); err == nil {
			t.Errorf("NewEntries(%d) succeeded", n)
		}
	}
	tab, err = NewEntries(1024)
	if err != nil || tab.Len() != 1024 || tab.Bytes() != 1024*EntryBytes {
		t.Errorf("NewEntries(1024) = %v entries, %v", tab.Len(), err)
	}
}

func TestStoreProbe(t *testing.T) {
	tab, _ := NewEntries(1 << 10)
	cases := []struct {
		key          uint64
		depth, score int
		bound        Bound
		move         Move
	}{
		{0x1234567890ABCDEF, 7, -250, Exact, 0x1ABCD},
		{0xFFFFFFFFFFFFFFFF, 0, 32000, Lower, NoMove},
		{0x0000000000000001, 255, -32000, Upper, movePresent | 5},
	}
	for _, c := range cases {
		tab.Store(c.key, c.depth, c.score, 0, c.bound, c.move)
	}
	for _, c := range cases {
		e, ok := tab.Probe(c.key, 0)
		if !ok {
			t.Fatalf("key %x not found", c.key)
		}
		if e.Depth != c.depth || e.Score != c.score || e.Bound != c.bound || e.Move != c.move {
			t.Errorf("key %x: got %+v, want %+v", c.key, e, c)
		}
	}
	if _, ok := tab.Probe(42, 0); ok {
		t.Error("found a key never stored")
	}
	tab.Clear()
	if _, ok := tab.Probe(cases[0].key, 0); ok {
		t.Error("entry survived Clear")
	}
}

// A win found 5 plies below the root in 3 more plies (score Win-8) must read
// as a win in 3 plies from a position at ply 2: Win-5.
func TestWinDistance(t *testing.T) {
	tab, _ := NewEntries(64)
	tab.Store(99, 4, Win-8, 5, Exact, NoMove)
	if e, _ := tab.Probe(99, 2); e.Score != Win-5 {
		t.Errorf("win score at ply 2 = %d, want %d", e.Score, Win-5)
	}
	tab.Store(98, 4, -(Win - 8), 5, Exact, NoMove)
	if e, _ := tab.Probe(98, 2); e.Score != -(Win - 5) {
		t.Errorf("loss score at ply 2 = %d, want %d", e.Score, -(Win - 5))
	}
	tab.Store(97, 4, 123, 5, Exact, NoMove)
	if e, _ := tab.Probe(97, 2); e.Score != 123 {
		t.Errorf("ordinary score changed with ply: %d", e.Score)
	}
}

// With one bucket, a fifth key evicts the shallowest entry, an entry of an
// older search goes before a shallower current one, and a store without a
// move keeps the move already known for the key.
func TestReplacement(t *testing.T) {
	tab, _ := NewEntries(4) // a single bucket
	for k := uint64(1); k <= 4; k++ {
		tab.Store(k<<8, int(k), 0, 0, Exact, movePresent|Move(k))
	}
	tab.Store(5<<8, 9, 0, 0, Exact, NoMove)
	if _, ok := tab.Probe(1<<8, 0); ok {
		t.Error("shallowest entry not replaced")
	}
	for k := uint64(2); k <= 5; k++ {
		if _, ok := tab.Probe(k<<8, 0); !ok {
			t.Errorf("entry %d lost", k)
		}
	}
	tab.NewSearch()
	tab.Store(2<<8, 1, 0, 0, Upper, NoMove) // refresh key 2, shallow but current
	if e, _ := tab.Probe(2<<8, 0); e.Move != movePresent|2 || e.Age != tab.Age() {
		t.Errorf("refreshed entry = %+v, want old move kept and current age", e)
	}
	tab.Store(6<<8, 2, 0, 0, Exact, NoMove)
	if _, ok := tab.Probe(2<<8, 0); !ok {
		t.Error("current-generation entry replaced before stale ones")
	}
	if _, ok := tab.Probe(3<<8, 0); ok {
		t.Error("shallowest stale entry (3) not replaced")
	}
}

// A slot whose two words come from different writes must read as empty.
func TestTornEntryRejected(t *testing.T) {
	tab, _ := NewEntries(4)
	tab.Store(0xAAAA0000, 3, 10, 0, Exact, NoMove)
	d1 := tab.words[1].Load()
	tab.Clear()
	tab.Store(0xBBBB0000, 5, -10, 0, Lower, NoMove)
	tab.words[1].Store(d1) // check word of B, data word of A
	for _, k := range []uint64{0xAAAA0000, 0xBBBB0000} {
		if e, ok := tab.Probe(k, 0); ok {
			t.Errorf("torn entry returned for %x: %+v", k, e)
		}
	}
}

// Writers store entries whose fields are a function of the key while
// readers probe the same few buckets; every hit must carry the fields of
// its own key. Run with -race: all accesses are atomic.
func TestConcurrentNoTornReads(t *testing.T) {
	tab, _ := NewEntries(16) // 4 buckets: constant collisions
	fields := func(k uint64) (depth, score int, move Move) {
		return int(k>>7) & 255, int(int16(k >> 17)), Move(k>>33)&0xFFFF | movePresent
	}
	const writers, readers, ops = 4, 4, 20000
	var wg sync.WaitGroup
	bad := make(chan string, 1)
	for w := 0; w < writers+readers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 7))
			for i := 0; i < ops; i++ {
				k := r.Uint64()%64*0x9E3779B97F4A7C15 | 1
				d, s, m := fields(k)
				if w < writers {
					tab.Store(k, d, s, 0, Exact, m)
					continue
				}
				if e, ok := tab.Probe(k, 0); ok && (e.Depth != d || e.Score != s || e.Move != m || e.Bound != Exact) {
					select {
					case bad <- "torn entry read":
					default:
					}
				}
			}
		}(w)
	}
	wg.Wait()
	select {
	case msg := <-bad:
		t.Fatal(msg)
	default:
	}
}

// Prefetch is only a hint: any key is fine and nothing changes.
func TestPrefetch(t *testing.T) {
	tab, _ := NewEntries(1 << 8)
	tab.Store(77, 3, 5, 0, Exact, NoMove)
	for k := uint64(0); k < 1000; k++ {
		tab.Prefetch(k * 0x9E3779B97F4A7C15)
	}
	if e, ok := tab.Probe(77, 0); !ok || e.Score != 5 {
		t.Error("Prefetch changed the table")
	}
}
