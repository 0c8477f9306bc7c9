package tt

import (
	"runtime"
	"sync/atomic"
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on linux/amd64 and
// arm64 (2 MiB).
const hugePage = 2 << 20

// allocWords returns n zeroed words for a table. A table of at least a
// huge page is mapped from the kernel directly, aligned to 2 MiB and
// marked MADV_HUGEPAGE, so that the kernel may back it with huge pages
// (transparent huge pages in their usual "madvise" mode): a probe of a
// 64 MiB table otherwise misses the TLB nearly every time, a page walk
// before the cache miss (docs/chess.md, "Cheaper nodes"). owner is the
// table: the mapping is released when it becomes unreachable. Smaller
// tables, and any mapping that fails, come from the Go heap.
func allocWords(owner *Table, n uint64) []atomic.Uint64 {
	size := n * 8
	if size < hugePage || size > 1<<40 {
		return make([]atomic.Uint64, n)
	}
	// Map one huge page more than needed and use the aligned part.
	mem, err := syscall.Mmap(-1, 0, int(size+hugePage), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]atomic.Uint64, n)
	}
	base := uintptr(unsafe.Pointer(&mem[0]))
	off := (hugePage - base%hugePage) % hugePage
	aligned := mem[off : off+uintptr(size)]
	_ = syscall.Madvise(aligned, 14) // MADV_HUGEPAGE; a kernel without it leaves small pages
	runtime.AddCleanup(owner, func(m []byte) { _ = syscall.Munmap(m) }, mem)
	return unsafe.Slice((*atomic.Uint64)(unsafe.Pointer(&aligned[0])), n)
}
