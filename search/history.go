package search

import "sync/atomic"

// History is Schaeffer's history heuristic table: for each slot, which a
// game gives a move (Game.HistoryIndex: in checkers the side to move and
// the (from, to) pair), how much search effort the move has saved by
// being best. A move that is best at a node searched to depth d earns d*d, so
// moves that refute deep subtrees rank first everywhere in the tree.
//
// One table serves all searchers of a search. ParaChinook shared its
// history table without locks, accepting lost updates as cheaper than
// mutual exclusion (Lu 1993, §4.2); here each counter is a sync/atomic
// word, so updates are never torn, the race detector stays quiet, and the
// rare update lost while the table is being aged costs nothing but a
// little ordering quality.
type History struct {
	t [HistorySlots]atomic.Uint32
}

// HistorySlots is the number of slots of a History, enough for every
// registered game (checkers uses 2×32×32, Othello 2×65).
const HistorySlots = 1 << 14

// historyLimit keeps history scores (times historyScale) below the
// table-move rank used by move ordering: when a counter passes it, every
// counter is halved.
const historyLimit = 1 << 26

// NewHistory returns an empty table.
func NewHistory() *History { return new(History) }

// Clear zeroes every counter.
func (h *History) Clear() {
	for i := range h.t {
		h.t[i].Store(0)
	}
}

// Score returns the history score of slot i.
func (h *History) Score(i int) uint32 { return h.t[i&(HistorySlots-1)].Load() }

// Reward credits the move of slot i, best at a node of the given
// remaining depth.
func (h *History) Reward(i, depth int) {
	if depth <= 0 {
		return
	}
	if h.t[i&(HistorySlots-1)].Add(uint32(depth*depth)) > historyLimit {
		h.age()
	}
}

// age halves every counter, keeping their order while making room.
func (h *History) age() {
	for i := range h.t {
		h.t[i].Store(h.t[i].Load() / 2)
	}
}
