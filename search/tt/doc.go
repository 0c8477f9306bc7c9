// Package tt is the transposition table shared by every searcher of one
// search: the sequential engine uses it for move ordering and cutoffs, and
// the parallel algorithms share one table between all their searchers, as
// ParaChinook did (Lu 1993, §4.2: one table of 2^23 entries in shared
// memory).
//
// ParaChinook guarded its table with spin-wait locks. This table needs no
// locks: it uses Hyatt's lockless hashing. An entry is two 64-bit words,
// the data word and the key XORed with the data word, each written and
// read with sync/atomic. A reader that sees the two words of different
// writes (a torn entry) recomputes a key that matches neither write and
// treats the slot as empty, so a torn entry is never returned, and the
// race detector has nothing to report because every access is atomic.
//
// Entries are grouped in buckets of four (64 bytes, one cache line), so a
// probe touches one line. Replacement prefers the slot of the same
// position, then an empty slot, then an entry from an older search, then
// the shallowest entry.
package tt
