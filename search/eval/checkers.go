package eval

import (
	"frontier/board/checkers"
	"frontier/search/egdb"
)

// Checkers is English draughts as a search.Game: the rules of package
// checkers with this package's evaluation.
type Checkers struct {
	checkers.Rules
	// DB, when set, scores the positions it holds exactly (see
	// DatabaseScore) instead of by Evaluate. Without it the search pays
	// one nil check a leaf.
	DB *egdb.DB
}

// Evaluate returns Evaluate(p), or the database score of p when c has a
// database holding p, or a loss when the side to move has no move. The
// search calls it only where no capture is pending, so a side without a
// step has no move at all.
func (c Checkers) Evaluate(p *checkers.Position) (int, bool) {
	if !HasStep(p) && !p.HasCapture() {
		return -Win, true
	}
	if c.DB != nil {
		if v, ok := c.DB.Probe(p); ok {
			return DatabaseScore(v), false
		}
	}
	return Evaluate(p), false
}

// Win is the score of a won game (board.Win).
const Win = 30000

// Forcing reports a compulsory capture: the horizon extends through it.
func (Checkers) Forcing(p *checkers.Position) bool { return p.HasCapture() }

// Irreversible reports a capture or a man's move: no earlier position
// can recur after one.
func (Checkers) Irreversible(p *checkers.Position, m checkers.Move) bool {
	_, _, kings := p.Bitboards()
	return m.IsCapture() || kings&checkers.SquareBit(m.From) == 0
}

// MoveCode packs a presence bit, the from and to squares (5 bits each)
// and a 6-bit digest of a capture's route: 17 bits. Two capture routes with the same start,
// end, captured pieces and jump count (a king's circuit taken either way)
// share a code; they lead to the same position, so the choice cannot
// change a score.
func (Checkers) MoveCode(m checkers.Move) uint32 {
	c := 1<<16 | uint32(m.From-1)<<11 | uint32(m.To-1)<<6
	if m.IsCapture() {
		// Fibonacci hashing of the captured set and jump count; any
		// fixed digest works, it only has to separate routes that
		// share from and to.
		h := (m.CapturedBits() ^ uint64(m.Jumps())<<40) * 0x9E3779B97F4A7C15
		c |= uint32(h >> 58)
	}
	return c
}

// HistoryIndex is Schaeffer's (side, from, to) slot.
func (Checkers) HistoryIndex(p *checkers.Position, m checkers.Move) int {
	return int(p.SideToMove()&1)<<10 | int((m.From-1)&31)<<5 | int((m.To-1)&31)
}

// HistorySize is 2 sides × 32 × 32 squares.
func (Checkers) HistorySize() int { return 2 << 10 }
