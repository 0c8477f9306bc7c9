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
// transposition table's entries (between 2^12 and 2^22); nil when there
// is no transposition table, so that a searcher meant to use no tables
// uses none.
func (sh *Shared) EndTable() *tt.EndTable {
	if sh.TT == nil {
		return nil
	}
	sh.endOnce.Do(func() {
		sh.end = tt.NewEndTable(min(max(sh.TT.Len()/4, 1<<12), 1<<22))
	})
	return sh.end
}

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
