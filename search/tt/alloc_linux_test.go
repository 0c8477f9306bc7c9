package tt

import (
	"bufio"
	"bytes"
	"os"
	"runtime"
	"strconv"
	"strings"
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

// TestHugePageTableReused checks that a table placed in heap memory the
// runtime had already used (and so zeroed, touching it as small pages
// before allocWords could mark it) still gets huge pages and starts
// empty. Without the MADV_DONTNEED in allocWords the table kept the
// small pages: a 128 MiB UCI table had 0 to 16 MiB of huge pages in
// about half its starts, and searched about 13% fewer nodes a second then.
func TestHugePageTableReused(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || !(bytes.Contains(mode, []byte("[madvise]")) || bytes.Contains(mode, []byte("[always]"))) {
		t.Skipf("transparent huge pages not in madvise or always mode (%q, %v)", mode, err)
	}
	const size = 16 << 20
	for try := range 3 {
		// Dirty heap memory of the table's size, then free it, so that
		// the table's allocation may reuse it.
		dirty := make([]uint64, (size+hugePage)/8)
		for i := range dirty {
			dirty[i] = uint64(i) | 1
		}
		runtime.KeepAlive(dirty)
		dirty = nil
		runtime.GC()
		runtime.GC()

		fallbacks := thpFallbacks()
		tab, err := New(size >> 20)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(tab.words); i += 512 { // a word every 4 KiB
			if v := tab.words[i].Load(); v != 0 {
				t.Fatalf("try %d: word %d of a new table is %#x, not zero", try, i, v)
			}
			tab.words[i].Store(1)
		}
		start := uintptr(unsafe.Pointer(&tab.words[0]))
		huge, ok := anonHugeKiB(t, start)
		if !ok {
			t.Fatalf("try %d: no mapping starts at the table's %#x in /proc/self/smaps", try, start)
		}
		// Allow the kernel a fallback page or two; more, when the kernel
		// says it could not find huge pages, is the machine's memory, not
		// the table's placement.
		if huge < size/1024-2*hugePage/1024 {
			if thpFallbacks() > fallbacks {
				t.Skipf("try %d: %d KiB of %d KiB in huge pages, and the kernel fell back to small pages (thp_fault_fallback)", try, huge, size/1024)
			}
			t.Errorf("try %d: %d KiB of the %d KiB table in huge pages", try, huge, size/1024)
		}
		runtime.KeepAlive(tab)
	}
}

// anonHugeKiB returns the AnonHugePages of the mapping of /proc/self/smaps
// that starts at addr.
func anonHugeKiB(t *testing.T, addr uintptr) (int, bool) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skipf("no /proc/self/smaps: %v", err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if !strings.HasSuffix(fields[0], ":") { // a mapping's header: start-end perms ...
			lo, _, _ := strings.Cut(fields[0], "-")
			v, err := strconv.ParseUint(lo, 16, 64)
			in = err == nil && uintptr(v) == addr
			continue
		}
		if in && strings.HasPrefix(line, "AnonHugePages:") {
			kib, err := strconv.Atoi(fields[1])
			if err != nil {
				t.Fatalf("smaps line %q: %v", line, err)
			}
			return kib, true
		}
	}
	return 0, false
}

// thpFallbacks returns the kernel's count of huge-page faults that fell
// back to small pages (/proc/vmstat), -1 if it cannot be read.
func thpFallbacks() int {
	b, err := os.ReadFile("/proc/vmstat")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "thp_fault_fallback "); ok {
			if n, err := strconv.Atoi(v); err == nil {
				return n
			}
		}
	}
	return -1
}
