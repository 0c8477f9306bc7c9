package tt

import (
	"sync/atomic"
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on linux/amd64 and
// arm64 (2 MiB).
const hugePage = 2 << 20

// allocWords returns n zeroed words for a table. A table of at least a
// huge page is placed at a 2 MiB boundary inside a heap allocation one
// huge page larger, and that range is marked MADV_HUGEPAGE before it is
// first touched, so that the kernel may back it with huge pages
// (transparent huge pages in their usual "madvise" mode): a probe of a
// 64 MiB table otherwise misses the TLB nearly every time, a page walk
// before the cache miss (docs/chess.md, "Cheaper nodes").
//
// The words stay in the Go heap rather than in a mapping of their own, so
// that the garbage collector counts them: a new table then paces a
// collection that frees the one it replaces, as before. (A private
// mapping freed by a cleanup was tried: the collector did not see it, and
// a bench of a few dozen searches held twice the memory at its peak.)
// The returned slice points inside the allocation and keeps all of it
// alive.
func allocWords(n uint64) []atomic.Uint64 {
	size := n * 8
	if size < hugePage || size > 1<<40 {
		return make([]atomic.Uint64, n)
	}
	words := make([]atomic.Uint64, n+hugePage/8)
	base := uintptr(unsafe.Pointer(&words[0]))
	off := uint64((hugePage - base%hugePage) % hugePage / 8)
	aligned := words[off : off+n : off+n]
	r := unsafe.Slice((*byte)(unsafe.Pointer(&aligned[0])), size)
	// MADV_HUGEPAGE (14); a kernel without it leaves small pages.
	_ = syscall.Madvise(r, 14)
	// MADV_DONTNEED (4): the runtime may have zeroed reused heap memory
	// already, faulting it in as small pages, which MADV_HUGEPAGE does
	// not replace (only khugepaged does, a few megabytes at a time).
	// Dropping them leaves the range to read as zeroes, as the table
	// must start, and its next touches fault in huge pages.
	_ = syscall.Madvise(r, 4)
	return aligned
}
