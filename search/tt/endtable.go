package tt

import (
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// EndTable is an exact endgame solver's own table (package
// search/endgame): for a position, by a hash the solver computes, it
// keeps a lower and an upper bound on the game's exact value (a margin
// between -127 and 127) and the best move found. Unlike Table's scores,
// bounds on a game's value stay true whatever search found them, so
// entries never go stale and two bounds of one position from different
// searches combine into a tighter pair. All methods but Clear are safe
// for concurrent use: the searchers of a parallel search share one
// table without locks, each entry being two words written as key^data
// and data, as in Table.
type EndTable struct {
	words []atomic.Uint64
	mask  uint64 // number of buckets - 1
}

// NewEndTable returns a table of the largest power of two entries not
// above n, and at least one bucket of 4.
func NewEndTable(n int) *EndTable {
	n = max(n, bucketSize)
	n = 1 << (bits.Len(uint(n)) - 1)
	return &EndTable{words: make([]atomic.Uint64, 2*n), mask: uint64(n/bucketSize - 1)}
}

// Len returns the number of entries.
func (t *EndTable) Len() int { return len(t.words) / 2 }

// Clear empties the table. It must not run while a search uses it.
func (t *EndTable) Clear() { clear(t.words) }

// An entry's data word: the bounds as margins offset by 128 (so that
// zero data is an empty slot), the best square (EndNoMove if none) and the
// number of empty squares of the position, which ranks entries for
// replacement (more empties, more work saved).
const (
	endLoShift    = 0
	endHiShift    = 8
	endMoveShift  = 16
	endDepthShift = 24
	// EndNoMove is the move of an entry that knows none.
	EndNoMove = 255
)

func endPack(lo, hi, move, depth int) uint64 {
	return uint64(lo+128)<<endLoShift | uint64(hi+128)<<endHiShift | uint64(uint8(move))<<endMoveShift | uint64(depth)<<endDepthShift
}

// Probe returns the bounds and the best move stored for key; ok is false
// when the table has none.
func (t *EndTable) Probe(key uint64) (lo, hi, move int, ok bool) {
	b := int(key&t.mask) * 2 * bucketSize
	for i := b; i < b+2*bucketSize; i += 2 {
		data := t.words[i+1].Load()
		if data != 0 && t.words[i].Load()^data == key {
			return int(data>>endLoShift&0xff) - 128, int(data>>endHiShift&0xff) - 128, int(data >> endMoveShift & 0xff), true
		}
	}
	return 0, 0, EndNoMove, false
}

// Prefetch starts loading key's bucket into the cache without waiting
// for it. A probe is a random access to a large table, mostly a miss to
// main memory: a caller about to probe several keys (the endgame
// solver's enhanced transposition cutoffs, a probe per child) prefetches
// them all first, so that their misses overlap instead of following one
// another. It changes nothing observable.
func (t *EndTable) Prefetch(key uint64) {
	prefetch(uintptr(unsafe.Pointer(&t.words[int(key&t.mask)*2*bucketSize])))
}

// Store records that the value of key's position, which has depth empty
// squares, lies in [lo, hi], with move its best move (EndNoMove if none).
// It tightens the bounds already stored for the key, and otherwise
// replaces the entry of the bucket with the fewest empty squares.
func (t *EndTable) Store(key uint64, depth, lo, hi, move int) {
	b := int(key&t.mask) * 2 * bucketSize
	victim, rank := b, 1<<30
	for i := b; i < b+2*bucketSize; i += 2 {
		data := t.words[i+1].Load()
		if data == 0 {
			if rank > -1 {
				victim, rank = i, -1
			}
			continue
		}
		if t.words[i].Load()^data == key {
			lo = max(lo, int(data>>endLoShift&0xff)-128)
			hi = min(hi, int(data>>endHiShift&0xff)-128)
			if move == EndNoMove {
				move = int(data >> endMoveShift & 0xff)
			}
			victim = i
			break
		}
		if d := int(data >> endDepthShift & 0xff); d < rank {
			victim, rank = i, d
		}
	}
	data := endPack(lo, hi, move, depth)
	t.words[victim].Store(key ^ data)
	t.words[victim+1].Store(data)
}
