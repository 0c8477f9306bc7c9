package egdb

import (
	"fmt"

	"frontier/board/checkers"
)

// MaxPieces is the largest piece count the package can index. Six
// pieces take 2.6 GB of tables; more would not fit in memory.
const MaxPieces = 6

// A table holds the values of one slice, one byte an index.
type table struct {
	slice  Slice
	vals   []uint8
	solved bool
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
	return decode(t.vals[t.slice.index(bm, bk, wm, wk)]), true
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
	var st Stats
	for _, b := range t.vals {
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
