package search

import "fmt"

// Algorithm names accepted in Options.Algorithm.
const (
	// AlgoPVS is Principal Variation Search (Figure 2.8): the first move
	// with the full window, the others with a minimal window and a
	// re-search on a fail high. It is the default.
	AlgoPVS = "pvs"
	// AlgoAlphaBeta is negamax fail-soft Alpha-Beta (Figure 2.4).
	AlgoAlphaBeta = "alphabeta"
)

// Options select the algorithm and the enhancements of a Searcher. The
// zero value is PVS with every move-ordering enhancement off; start from
// DefaultOptions for a normal search.
type Options struct {
	// Algorithm is AlgoPVS ("pvs", also the empty string) or
	// AlgoAlphaBeta ("alphabeta").
	Algorithm string `json:"algorithm"`
	// TTMove searches the transposition table's best move first.
	TTMove bool `json:"tt_move"`
	// History orders the other moves by the shared history table
	// (Schaeffer's history heuristic).
	History bool `json:"history"`
	// Killers uses this searcher's two killer moves of the ply (the
	// last quiet moves that caused a cutoff there) to break ties between
	// moves of equal history score; see order.go for why not before
	// them.
	Killers bool `json:"killers"`
	// Exact disables transposition table cutoffs (the table still
	// suggests moves): every score is then the exact minimax value of
	// the tree, which parallel algorithms must reproduce.
	Exact bool `json:"exact"`
	// NullMove turns on null-move pruning (nullmove.go) in games that
	// allow a pass to be asked about (NullMover: chess). It changes the
	// tree, so it is off by default and ignored in exact mode: the
	// papers' reproductions had none.
	NullMove bool `json:"null_move,omitempty"`
}

// DefaultOptions returns PVS with all move ordering on and table cutoffs
// allowed.
func DefaultOptions() Options {
	return Options{Algorithm: AlgoPVS, TTMove: true, History: true, Killers: true}
}

// Validate reports an unknown algorithm.
func (o Options) Validate() error {
	switch o.Algorithm {
	case "", AlgoPVS, AlgoAlphaBeta:
		return nil
	}
	return fmt.Errorf("unknown search algorithm %q (want %q or %q)", o.Algorithm, AlgoPVS, AlgoAlphaBeta)
}
