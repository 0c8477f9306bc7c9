package tt

import (
	"fmt"
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// Bound says how a stored score relates to the true value of its position.
type Bound uint8

const (
	// None marks an empty slot; it is never returned by Probe.
	None Bound = iota
	// Upper: the search failed low, the true value is at most Score.
	Upper
	// Lower: the search failed high, the true value is at least Score.
	Lower
	// Exact: Score is the value of the position at Depth.
	Exact
)

func (b Bound) String() string {
	return [...]string{"none", "upper", "lower", "exact"}[b&3]
}

// Entry is what the table knows about a position.
type Entry struct {
	Move  Move  // best or refuting move, NoMove if none; see Move.Find
	Score int   // fail-soft score, win distance adjusted to the probing ply
	Depth int   // remaining depth of the search that produced Score
	Bound Bound // how Score bounds the true value
	Age   uint8 // search generation that wrote the entry
}

// EntryBytes is the size of one entry: two 64-bit words.
const EntryBytes = 16

// bucketSize is the number of entries probed per key (one cache line).
const bucketSize = 4

// Table is a lock-free transposition table. All methods are safe for
// concurrent use.
type Table struct {
	// words holds two words per entry: words[2i] is key^data and
	// words[2i+1] is data. See the package comment.
	words []atomic.Uint64
	mask  uint64 // number of buckets - 1
	age   atomic.Uint32
}

// New returns a table of at most mib mebibytes: the largest power of two
// entries that fits, and at least one bucket.
func New(mib int) (*Table, error) {
	if mib <= 0 {
		return nil, fmt.Errorf("transposition table size must be at least 1 MiB, got %d", mib)
	}
	if mib > 1<<20 {
		return nil, fmt.Errorf("transposition table size %d MiB is too large", mib)
	}
	n := uint64(mib) << 20 / EntryBytes
	return newTable(1 << (63 - bits.LeadingZeros64(n))), nil
}

// NewEntries returns a table of exactly n entries; n must be a power of two
// and at least the bucket size (4).
func NewEntries(n int) (*Table, error) {
	if n < bucketSize || n&(n-1) != 0 {
		return nil, fmt.Errorf("transposition table entries must be a power of two >= %d, got %d", bucketSize, n)
	}
	return newTable(uint64(n)), nil
}

func newTable(entries uint64) *Table {
	if entries < bucketSize {
		entries = bucketSize
	}
	t := &Table{mask: entries/bucketSize - 1}
	t.words = allocWords(2 * entries)
	return t
}

// Len returns the number of entries.
func (t *Table) Len() int { return len(t.words) / 2 }

// Bytes returns the memory used by the entries.
func (t *Table) Bytes() int { return len(t.words) * 8 }

// Clear empties the table and resets the age. It writes the memory
// without atomics (a plain memory clear is ten times faster than an atomic
// store per word), so it must not run while a search uses the table.
func (t *Table) Clear() {
	clear(t.words)
	t.age.Store(0)
}

// NewSearch starts a new generation: entries written before it are the
// first to be replaced. Call it once per root search (not per iteration).
func (t *Table) NewSearch() { t.age.Add(1) }

// Age returns the current generation.
func (t *Table) Age() uint8 { return uint8(t.age.Load()) }

// Data word layout.
const (
	scoreShift = 0  // int16
	depthShift = 16 // uint8
	boundShift = 24 // 2 bits
	ageShift   = 26 // uint8
	moveShift  = 34 // 17 bits
)

func pack(score, depth int, bound Bound, age uint8, move Move) uint64 {
	return uint64(uint16(int16(score)))<<scoreShift |
		uint64(uint8(depth))<<depthShift |
		uint64(bound&3)<<boundShift |
		uint64(age)<<ageShift |
		uint64(move&(1<<moveBits-1))<<moveShift
}

func unpack(d uint64) Entry {
	return Entry{
		Score: int(int16(uint16(d >> scoreShift))),
		Depth: int(uint8(d >> depthShift)),
		Bound: Bound(d >> boundShift & 3),
		Age:   uint8(d >> ageShift),
		Move:  Move(d >> moveShift & (1<<moveBits - 1)),
	}
}

// bucket returns the index of the first word of key's bucket.
func (t *Table) bucket(key uint64) int {
	return int(key&t.mask) * bucketSize * 2
}

// Probe looks key up. The returned score is adjusted for a position ply
// plies below the root (see Store).
func (t *Table) Probe(key uint64, ply int) (Entry, bool) {
	b := t.bucket(key)
	for i := b; i < b+2*bucketSize; i += 2 {
		check := t.words[i].Load()
		data := t.words[i+1].Load()
		// A torn or foreign entry fails this test; an empty slot has
		// data 0 and bound None.
		if check^data == key && Bound(data>>boundShift&3) != None {
			e := unpack(data)
			e.Score = fromTable(e.Score, ply)
			return e, true
		}
	}
	return Entry{}, false
}

// Store records the result of searching key's position, ply plies below
// the root, to depth with the given bound and best move. Win and loss
// scores are converted to distances from the position itself, so that the
// entry stays right when the position is reached by a path of another
// length. Depths outside 0-255 are clamped. If move is NoMove and the slot
// already holds a move for the same key, that move is kept: a fail-low
// node knows no best move, but the earlier one is still the best guess.
func (t *Table) Store(key uint64, depth, score, ply int, bound Bound, move Move) {
	if bound == None {
		return
	}
	depth = min(max(depth, 0), 255)
	age := t.Age()
	b := t.bucket(key)
	victim, victimRank := -1, 1<<30
	for i := b; i < b+2*bucketSize; i += 2 {
		check := t.words[i].Load()
		data := t.words[i+1].Load()
		if check^data == key && data != 0 {
			if move == NoMove {
				move = unpack(data).Move
			}
			victim = i
			break
		}
		if data == 0 {
			if victimRank > -1 {
				victim, victimRank = i, -1
			}
			continue
		}
		// Entries of the current search rank above stale ones; within
		// a generation, shallow entries go first.
		e := unpack(data)
		rank := e.Depth
		if e.Age == age {
			rank += 256
		}
		if rank < victimRank {
			victim, victimRank = i, rank
		}
	}
	data := pack(toTable(score, ply), depth, bound, age, move)
	t.words[victim].Store(key ^ data)
	t.words[victim+1].Store(data)
}

// Usage returns the fraction of the first (up to) 4096 entries written in
// the current generation, a cheap "hash full" figure.
func (t *Table) Usage() float64 {
	n := min(len(t.words)/2, 4096)
	age := t.Age()
	used := 0
	for i := 0; i < n; i++ {
		d := t.words[2*i+1].Load()
		if d != 0 && unpack(d).Age == age {
			used++
		}
	}
	return float64(used) / float64(n)
}

// Prefetch starts loading key's bucket into the cache without waiting for
// it, so that a Probe issued a little later finds it there. A probe is a
// random access to a large table, and on most machines the wait for main
// memory is the largest single cost of a node.
func (t *Table) Prefetch(key uint64) {
	prefetch(uintptr(unsafe.Pointer(&t.words[t.bucket(key)])))
}
