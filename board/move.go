package board

import "math/bits"

// maxJumps bounds the number of jumps in one move. Only the 18 inner
// squares can hold a capturable piece, so 12 is far above any real move.
const maxJumps = 12

// Move is a legal move: a step, or a capture with every landing square.
// Moves are comparable with ==; two captures with the same start, end and
// captured pieces but different routes (a king's circuit) are different
// moves.
type Move struct {
	From, To Square
	// Crowns is set when a man reaches the far row with this move.
	Crowns bool
	jumps  uint8           // number of jumps, 0 for a step
	path   [maxJumps]uint8 // landing squares of each jump; path[jumps-1] == To
	// captured holds the captured pieces in the padded layout.
	captured uint64
}

// IsCapture reports whether m jumps at least one piece.
func (m Move) IsCapture() bool { return m.jumps > 0 }

// Jumps returns how many pieces m captures.
func (m Move) Jumps() int { return int(m.jumps) }

// Path returns the landing square of every jump of a capture, ending with
// To, or just To for a step.
func (m Move) Path() []Square {
	if m.jumps == 0 {
		return []Square{m.To}
	}
	out := make([]Square, m.jumps)
	for i := range out {
		out[i] = Square(m.path[i])
	}
	return out
}

// Captured returns the squares of the pieces m captures, in increasing
// order.
func (m Move) Captured() []Square { return squaresOf(m.captured) }

// CapturedBits returns the captured pieces in the layout of
// Position.Bitboards.
func (m Move) CapturedBits() uint64 { return m.captured }

// SameEffect reports whether a and b start and end on the same squares and
// capture the same pieces, so that they lead to the same position even if
// their routes differ.
func (a Move) SameEffect(b Move) bool {
	return a.From == b.From && a.To == b.To && a.captured == b.captured
}

// IsZero reports whether m is the zero Move, used for "no move".
func (m Move) IsZero() bool { return m.From == NoSquare }

// step shifts the bits of b one diagonal step in direction d: 0 and 1 go
// towards White's side (Black's forward), 2 and 3 towards Black's side.
func step(b uint64, d int) uint64 {
	switch d {
	case 0:
		return b << 4
	case 1:
		return b << 5
	case 2:
		return b >> 4
	default:
		return b >> 5
	}
}

// forward returns the first direction and the end of the direction range
// for men of colour c: Black men use 0-1, White men 2-3, kings 0-3.
func dirRange(c Color, king bool) (int, int) {
	switch {
	case king:
		return 0, 4
	case c == Black:
		return 0, 2
	default:
		return 2, 4
	}
}

// crownRow returns the row where men of colour c are crowned.
func crownRow(c Color) uint64 {
	if c == Black {
		return whiteRow
	}
	return blackRow
}

// jumpers returns the pieces of the side to move that have a capture.
func (p *Position) jumpers() uint64 {
	us, them := p.side, p.side.Other()
	own, opp := p.men[us], p.men[them]
	empty := allBits &^ (own | opp)
	kings := own & p.kings
	// A piece can jump in direction d when the square beyond the next one
	// is empty and the next one holds an opponent: walk back from empty.
	j0 := step(step(empty, 2)&opp, 2) // pieces that jump towards +4
	j1 := step(step(empty, 3)&opp, 3)
	j2 := step(step(empty, 0)&opp, 0)
	j3 := step(step(empty, 1)&opp, 1)
	if us == Black {
		return own&(j0|j1) | kings&(j2|j3)
	}
	return own&(j2|j3) | kings&(j0|j1)
}

// hasCapture reports whether the side to move has a capture.
func (p *Position) hasCapture() bool { return p.jumpers() != 0 }

// Moves appends the legal moves of p to buf and returns it. Only captures
// are returned when a capture exists. The order is deterministic.
func (p *Position) Moves(buf []Move) []Move {
	if j := p.jumpers(); j != 0 {
		return p.appendCaptures(buf, j)
	}
	return p.appendSteps(buf)
}

// LegalMoves returns the legal moves of p in a new slice.
func (p *Position) LegalMoves() []Move { return p.Moves(make([]Move, 0, 16)) }

// HasCapture reports whether the side to move must capture.
func (p *Position) HasCapture() bool { return p.hasCapture() }

func (p *Position) appendSteps(buf []Move) []Move {
	us := p.side
	own := p.men[us]
	empty := allBits &^ (own | p.men[us.Other()])
	men, kings := own&^p.kings, own&p.kings
	crown := crownRow(us)
	for d := 0; d < 4; d++ {
		movers := kings
		if (us == Black) == (d < 2) {
			movers |= men
		}
		back := (d + 2) % 4
		for t := step(movers, d) & empty; t != 0; t &= t - 1 {
			to := t & -t
			from := step(to, back)
			m := Move{From: squareOf[bits.TrailingZeros64(from)], To: squareOf[bits.TrailingZeros64(to)]}
			m.Crowns = to&crown != 0 && from&men != 0
			buf = append(buf, m)
		}
	}
	return buf
}

// jumpGen carries the state of the depth-first enumeration of the capture
// routes of one piece.
type jumpGen struct {
	opp, empty uint64
	crown      uint64
	d0, d1     int
	king       bool
	from       Square
	fromBit    uint64
	path       [maxJumps]uint8
	buf        []Move
	count      uint64
}

func (p *Position) appendCaptures(buf []Move, jumpers uint64) []Move {
	var g jumpGen
	p.initJumpGen(&g)
	g.buf = buf
	for b := jumpers; b != 0; b &= b - 1 {
		at := b & -b
		g.begin(p, at)
		g.walk(at, 0, 0, true)
	}
	return g.buf
}

func (p *Position) initJumpGen(g *jumpGen) {
	us := p.side
	own, opp := p.men[us], p.men[us.Other()]
	g.opp, g.empty, g.crown = opp, allBits&^(own|opp), crownRow(us)
}

func (g *jumpGen) begin(p *Position, at uint64) {
	g.king = p.kings&at != 0
	g.d0, g.d1 = dirRange(p.side, g.king)
	g.from = squareOf[bits.TrailingZeros64(at)]
	g.fromBit = at
}

// walk extends a capture route that has reached at after n jumps. With
// emit it appends finished moves to buf, otherwise it only counts them.
// The moving piece's start square counts as empty; captured pieces stay
// on the board until the move ends, so they can be neither jumped twice
// nor landed on.
func (g *jumpGen) walk(at, captured uint64, n int, emit bool) {
	empty := g.empty | g.fromBit
	found := false
	for d := g.d0; d < g.d1; d++ {
		over := step(at, d) & g.opp &^ captured
		if over == 0 {
			continue
		}
		land := step(over, d) & empty
		if land == 0 {
			continue
		}
		found = true
		g.path[n] = uint8(squareOf[bits.TrailingZeros64(land)])
		if !g.king && land&g.crown != 0 {
			g.finish(land, captured|over, n+1, true, emit)
			continue
		}
		g.walk(land, captured|over, n+1, emit)
	}
	if !found && n > 0 {
		g.finish(at, captured, n, false, emit)
	}
}

func (g *jumpGen) finish(at, captured uint64, n int, crowns, emit bool) {
	if !emit {
		g.count++
		return
	}
	m := Move{From: g.from, To: squareOf[bits.TrailingZeros64(at)], Crowns: crowns, jumps: uint8(n), captured: captured}
	copy(m.path[:n], g.path[:n])
	g.buf = append(g.buf, m)
}

// countMoves returns the number of legal moves without building them. It
// is the bulk-counting step of perft.
func (p *Position) countMoves() uint64 {
	if j := p.jumpers(); j != 0 {
		var g jumpGen
		p.initJumpGen(&g)
		for b := j; b != 0; b &= b - 1 {
			at := b & -b
			g.begin(p, at)
			g.walk(at, 0, 0, false)
		}
		return g.count
	}
	us := p.side
	own := p.men[us]
	empty := allBits &^ (own | p.men[us.Other()])
	kings := own & p.kings
	var n int
	if us == Black {
		n = bits.OnesCount64(step(own, 0)&empty) + bits.OnesCount64(step(own, 1)&empty) +
			bits.OnesCount64(step(kings, 2)&empty) + bits.OnesCount64(step(kings, 3)&empty)
	} else {
		n = bits.OnesCount64(step(own, 2)&empty) + bits.OnesCount64(step(own, 3)&empty) +
			bits.OnesCount64(step(kings, 0)&empty) + bits.OnesCount64(step(kings, 1)&empty)
	}
	return uint64(n)
}
