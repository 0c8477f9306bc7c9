package search

import (
	"fmt"

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
	if sh.Captures != nil {
		sh.Captures.Clear()
	}
}
