package search

import (
	"fmt"
	"sync"

	"frontier/search/tt"
)

// Shared holds what all searchers of one search share: the transposition
// table and the history table. Both are safe for concurrent use. Either
// may be nil: without a table there is neither table move nor cutoff,
// without a history table moves keep their generation order apart from
// table move and killers.
type Shared struct {
	TT      *tt.Table
	History *History
	// Captures is the capture history (Options.CaptureHistory), nil
	// when a Shared is made without NewShared: the option then does
	// nothing.
	Captures *History

	// end is the endgame solvers' table (see EndTable), made on first
	// use.
	endOnce sync.Once
	end     *tt.EndTable
}

// EndTable returns the table the exact endgame solvers of these tables'
// searchers share (solver.go), made on first use with a quarter of the
// transposition table's entries, between 2^12 and endTableMax; nil when
// there is no transposition table, so that a searcher meant to use no
// tables uses none.
func (sh *Shared) EndTable() *tt.EndTable {
	if sh.TT == nil {
		return nil
	}
	sh.endOnce.Do(func() {
		sh.end = tt.NewEndTable(min(max(sh.TT.Len()/4, 1<<12), endTableMax))
	})
	return sh.end
}

// endTableMax bounds the endgame table: 2^16 entries, 1 MiB, which stays
// in a core's cache. The solver probes it at nearly every node from 7
// empties up, so where its probes miss to memory is most of a node's
// wait; a larger table saves few nodes. FFO 38, 60, 46 and 45 with 2^22
// entries (64 MiB; 32 MiB at the default 128 MiB table) against 2^16:
// 19.14 M nodes against 19.91 M, 17.64 against 18.23, 28.80 against
// 29.90, 154.8 against 172.2, and about a quarter less CPU time on the
// first three (docs/othello-endgame.md, "A table that stays in the
// cache").
const endTableMax = 1 << 16

// NewShared returns a Shared with a table of hashMiB mebibytes and an
// empty history table.
func NewShared(hashMiB int) (*Shared, error) {
	t, err := tt.New(hashMiB)
	if err != nil {
		return nil, fmt.Errorf("new search tables: %w", err)
	}
	return &Shared{TT: t, History: NewHistory(), Captures: NewHistory()}, nil
}

// Clear empties the tables, so that the next search starts from nothing
// (and is reproducible).
func (sh *Shared) Clear() {
	if sh.TT != nil {
		sh.TT.Clear()
	}
	if sh.History != nil {
		sh.History.Clear()
	}
	if sh.end != nil {
		sh.end.Clear()
	}
	if sh.Captures != nil {
		sh.Captures.Clear()
	}
}
