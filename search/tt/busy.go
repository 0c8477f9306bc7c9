package tt

import (
	"fmt"
	"sync/atomic"
)

// Busy counts the searchers inside each position, ABDADA's nproc (Weill
// 1996, Figure 2), for positions that searchers are in right now.
//
// Weill keeps nproc in the transposition-table entry. Here it has a table
// of its own, so that Table's Probe and Store, the sequential engine's
// hottest path, stay exactly as they are: a count in the entry's data word
// would have to be left out of the key check (a mask on every probe,
// slower on the hottest path; that version is commit 109c038) or changed in both
// words (an entry then looks foreign halfway through each update, and
// counts leak). Only positions with a searcher inside occupy a slot, a
// few per searcher, so a small table suffices; it is lock-free, each slot
// one word updated by CompareAndSwap, and exact: a count is neither lost
// nor leaked, and a slot is freed when its count returns to zero.
type Busy struct {
	// words: 4 slots per bucket, each tag | count, where tag is the
	// key's bits above busyCountBits and count its low bits; 0 is free.
	// The bucket index is the key's low bits and there are at least
	// 2^busyCountBits buckets, so index and tag together are the whole
	// key: a slot never answers for another position.
	words []atomic.Uint64
	mask  uint64
}

const (
	busyCountBits = 12
	busyCountMask = 1<<busyCountBits - 1
	busySlots     = 4
)

// NewBusy returns a count table of the given number of buckets (4 slots
// each), a power of two of at least 4096.
func NewBusy(buckets int) (*Busy, error) {
	if buckets < 1<<busyCountBits || buckets&(buckets-1) != 0 {
		return nil, fmt.Errorf("busy table buckets must be a power of two >= %d, got %d", 1<<busyCountBits, buckets)
	}
	return &Busy{words: make([]atomic.Uint64, busySlots*buckets), mask: uint64(buckets - 1)}, nil
}

func (b *Busy) bucket(key uint64) []atomic.Uint64 {
	i := int(key&b.mask) * busySlots
	return b.words[i : i+busySlots]
}

// Enter counts a searcher into key's position. With exclusive set and a
// searcher already inside, it changes nothing and returns busy (Weill's
// ON_EVALUATION). counted is false, and nothing changed, when the count
// is saturated or the bucket is full of other positions: the caller then
// must not Exit, and nobody defers this position meanwhile.
func (b *Busy) Enter(key uint64, exclusive bool) (busy, counted bool) {
	tag := key &^ busyCountMask
	slots := b.bucket(key)
retry:
	for {
		free := -1
		for i := range slots {
			w := slots[i].Load()
			if w == 0 {
				if free < 0 {
					free = i
				}
				continue
			}
			if w&^busyCountMask != tag {
				continue
			}
			n := w & busyCountMask
			if exclusive && n > 0 {
				return true, false
			}
			if n == busyCountMask {
				return false, false
			}
			if slots[i].CompareAndSwap(w, w+1) {
				return false, true
			}
			continue retry
		}
		if free < 0 {
			return false, false
		}
		// Two searchers may both find the position absent and take a
		// slot each; the total over the slots is still the number
		// inside, and Exit empties them one by one.
		if slots[free].CompareAndSwap(0, tag|1) {
			return false, true
		}
	}
}

// Exit counts a searcher that Enter counted out of key's position.
func (b *Busy) Exit(key uint64) {
	tag := key &^ busyCountMask
	slots := b.bucket(key)
	for {
		found := false
		for i := range slots {
			w := slots[i].Load()
			if w == 0 || w&^busyCountMask != tag {
				continue
			}
			found = true
			next := w - 1
			if next&busyCountMask == 0 {
				next = 0 // free the slot
			}
			if slots[i].CompareAndSwap(w, next) {
				return
			}
			break
		}
		if !found {
			return
		}
	}
}

// Count returns the number of searchers counted inside key's position.
func (b *Busy) Count(key uint64) int {
	tag := key &^ busyCountMask
	n := 0
	for i := range b.bucket(key) {
		if w := b.bucket(key)[i].Load(); w != 0 && w&^busyCountMask == tag {
			n += int(w & busyCountMask)
		}
	}
	return n
}
