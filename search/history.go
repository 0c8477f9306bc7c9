package search

import (
	"sync/atomic"

	"frontier/board/checkers"
)

// History is Schaeffer's history heuristic table: for each side and each
// (from, to) pair, how much search effort the move has saved by being
// best. A move that is best at a node searched to depth d earns d*d, so
// moves that refute deep subtrees rank first everywhere in the tree.
//
// One table serves all searchers of a search. ParaChinook shared its
// history table without locks, accepting lost updates as cheaper than
// mutual exclusion (Lu 1993, §4.2); here each counter is a sync/atomic
// word, so updates are never torn, the race detector stays quiet, and the
// rare update lost while the table is being aged costs nothing but a
// little ordering quality.
type History struct {
	t [2][32][32]atomic.Uint32
}

// historyLimit keeps history scores (times historyScale) below the
// table-move rank used by move ordering: when a counter passes it, every
// counter is halved.
const historyLimit = 1 << 26

// NewHistory returns an empty table.
func NewHistory() *History { return new(History) }

// Clear zeroes every counter.
func (h *History) Clear() {
	for c := range h.t {
		for f := range h.t[c] {
			for t := range h.t[c][f] {
				h.t[c][f][t].Store(0)
			}
		}
	}
}

// Score returns the history score of m for side c.
func (h *History) Score(c checkers.Color, m checkers.Move) uint32 {
	return h.t[c&1][(m.From-1)&31][(m.To-1)&31].Load()
}

// Reward credits m, best at a node of the given remaining depth, for side
// c.
func (h *History) Reward(c checkers.Color, m checkers.Move, depth int) {
	if depth <= 0 {
		return
	}
	if h.t[c&1][(m.From-1)&31][(m.To-1)&31].Add(uint32(depth*depth)) > historyLimit {
		h.age()
	}
}

// age halves every counter, keeping their order while making room.
func (h *History) age() {
	for c := range h.t {
		for f := range h.t[c] {
			for t := range h.t[c][f] {
				e := &h.t[c][f][t]
				e.Store(e.Load() / 2)
			}
		}
	}
}
