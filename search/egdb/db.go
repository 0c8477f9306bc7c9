package egdb

import (
	"fmt"
	"sync"
	"sync/atomic"

	"frontier/board/checkers"
)

// MaxPieces is the largest piece count the package can index. Six
// pieces take 2.6 GB of tables; more would not fit in memory.
const MaxPieces = 6

// A table holds the values of one slice, one byte an index. A table
// built in memory is ready from the start; one opened from a file is
// read (or mapped) and checked against its checksum on first use, so
// that opening a database costs nothing and a search pays only for the
// slices it reaches.
type table struct {
	slice  Slice
	vals   []uint8 // the values, once ready
	solved bool
	ready  atomic.Bool // vals holds the checked values

	src  *source // where the values are, for a table not yet read
	off  uint64  // their offset in src
	sum  uint32  // their CRC-32C
	once sync.Once
	bad  atomic.Pointer[CorruptError] // why they could not be used
}

// newTable returns a table of s held in memory, ready to be read.
func newTable(s Slice, vals []uint8, solved bool) *table {
	t := &table{slice: s, vals: vals, solved: solved}
	t.ready.Store(true)
	return t
}

// values returns the table's values, reading and checking them first if
// they are still on disk. A slice that fails its check is a
// *CorruptError, now and on every later call.
func (t *table) values() ([]uint8, error) {
	if t.ready.Load() {
		return t.vals, nil
	}
	return t.load()
}

// load is the slow path of values, kept apart so that a probe of a
// ready table stays small.
func (t *table) load() ([]uint8, error) {
	t.once.Do(func() {
		vals, err := t.src.read(t.off, t.slice.Size())
		if err == nil && checksum(vals) != t.sum {
			err = fmt.Errorf("slice %v: checksum mismatch", t.slice)
		}
		if err != nil {
			t.bad.Store(&CorruptError{Path: t.src.path, Reason: err.Error()})
			return
		}
		t.vals = vals
		t.ready.Store(true)
	})
	if e := t.bad.Load(); e != nil {
		return nil, e
	}
	return t.vals, nil
}

// DB is a solved endgame database: the value of every position with up
// to Pieces pieces. It is read-only once built or loaded and safe for
// concurrent probes.
type DB struct {
	pieces int
	tabs   [MaxPieces + 1][MaxPieces + 1][MaxPieces + 1][MaxPieces + 1]*table
}

// Pieces is the largest number of pieces the database covers.
func (db *DB) Pieces() int { return db.pieces }

func (db *DB) table(s Slice) *table { return db.tabs[s.BM][s.BK][s.WM][s.WK] }

func (db *DB) setTable(t *table) { db.tabs[t.slice.BM][t.slice.BK][t.slice.WM][t.slice.WK] = t }

// Probe returns the value of p for its side to move. ok is false when p
// has more pieces than the database covers (or no pieces at all). It
// does not allocate.
func (db *DB) Probe(p *checkers.Position) (v Value, ok bool) {
	if db == nil {
		return Value{}, false
	}
	n := p.Pieces()
	if n == 0 || n > db.pieces {
		return Value{}, false
	}
	bm, bk, wm, wk := masksOf(p)
	t := db.table(sliceOf(bm, bk, wm, wk))
	if t == nil || !t.solved {
		return Value{}, false
	}
	if !t.ready.Load() { // vals is written once, before ready
		if _, err := t.load(); err != nil {
			return Value{}, false // a corrupt slice: Err says so
		}
	}
	return decode(t.vals[t.slice.index(bm, bk, wm, wk)]), true
}

// Err returns the first slice found corrupt on its first use (Probe
// answers false for its positions), or nil. Open checks every slice
// before it returns; OpenLargest and Load check each on first use.
func (db *DB) Err() error {
	for _, s := range slicesUpTo(db.pieces) {
		if t := db.table(s); t != nil {
			if e := t.bad.Load(); e != nil {
				return e
			}
		}
	}
	return nil
}

// Check reads every slice not yet read and returns the first that fails
// its checksum, as a *CorruptError.
func (db *DB) Check() error {
	for _, s := range slicesUpTo(db.pieces) {
		if t := db.table(s); t != nil && t.solved {
			if _, err := t.values(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Stats counts the positions of a slice by result (holes excluded) and
// gives the longest distance.
type Stats struct {
	Wins, Losses, Draws uint64
	MaxPlies            int
}

// SliceStats returns the statistics of the positions of slice s, or an
// error when the database does not hold s.
func (db *DB) SliceStats(s Slice) (Stats, error) {
	if s.BM > MaxPieces || s.BK > MaxPieces || s.WM > MaxPieces || s.WK > MaxPieces || s.BM < 0 || s.BK < 0 || s.WM < 0 || s.WK < 0 {
		return Stats{}, fmt.Errorf("slice %v is not in the database", s)
	}
	t := db.table(s)
	if t == nil || !t.solved {
		return Stats{}, fmt.Errorf("slice %v is not in the database", s)
	}
	vals, err := t.values()
	if err != nil {
		return Stats{}, err
	}
	var st Stats
	for _, b := range vals {
		if b == 0 {
			continue // a draw or a hole
		}
		if b&1 == 0 { // d+1 even: d odd, a win
			st.Wins++
		} else {
			st.Losses++
		}
		st.MaxPlies = max(st.MaxPlies, int(b)-1)
	}
	st.Draws = s.Positions() - st.Wins - st.Losses
	return st, nil
}

// Count returns the number of positions in the database (holes
// excluded) and the longest distance to the end of any of them.
func (db *DB) Count() (positions uint64, longest int) {
	for n := 1; n <= db.pieces; n++ {
		for _, s := range slicesOf(n) {
			st, err := db.SliceStats(s)
			if err != nil {
				continue
			}
			positions += st.Wins + st.Losses + st.Draws
			longest = max(longest, st.MaxPlies)
		}
	}
	return positions, longest
}
