//go:build !linux

package tt

import "sync/atomic"

// allocWords returns n zeroed words for a table, from the Go heap
// (linux maps large tables with huge pages: alloc_linux.go).
func allocWords(n uint64) []atomic.Uint64 { return make([]atomic.Uint64, n) }
