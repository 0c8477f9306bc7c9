package checkers

import (
	"math/bits"
	"slices"
)

// maxJumps bounds the number of jumps in one move. Only the 18 inner
// squares can hold a capturable piece and a side has at most 12 pieces, so
// 12 jumps is a hard upper bound.
const maxJumps = 12

// Move is a legal move: a step, or a capture with its whole route. Moves
// are comparable with ==; two captures with the same start, end and
// captured pieces but different routes (a king's circuit) are different
// moves.
//
// A Move is 16 bytes so that move lists stay small in search and perft:
// the route is kept as the direction of each jump (two bits a jump), from
// which Path rebuilds the landing squares.
type Move struct {
	From, To Square
	// Crowns is set when a man reaches the far row with this move.
	Crowns bool
	jumps  uint8  // number of jumps, 0 for a step
	route  uint32 // direction of jump i (see step) in bits 2i and 2i+1
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
	land, n := m.landings()
	return append([]Square(nil), land[:n]...)
}

// landings rebuilds the landing squares of a capture from its start
// square and jump directions. It returns the squares and their number.
func (m Move) landings() ([maxJumps]Square, int) {
	var out [maxJumps]Square
	n := int(m.jumps)
	if n > maxJumps {
		n = maxJumps
	}
	at := m.From.bit()
	for i := 0; i < n; i++ {
		d := int(m.route>>(2*i)) & 3
		at = step(step(at, d), d)
		out[i] = squareOf[bits.TrailingZeros64(at)&63]
	}
	return out, n
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

// step shifts the bits of b one diagonal step in direction d: 0 (+4) and
// 1 (+5) go towards White's side (Black's forward), 2 (-4) and 3 (-5)
// towards Black's side.
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

// dirRange returns the first direction and the end of the direction range
// for pieces of colour c: Black men use 0-1, White men 2-3, kings 0-3.
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

// movers splits the pieces of the side to move by the way they can go:
// up (towards square 32, shifts left) and down (shifts right). Black men
// go up, White men down, and kings of either colour both ways. A piece
// that moves up and reaches squares 29-32 is a crowned man or already a
// king, so the crowning row of a move depends only on its direction.
func movers(own, kings uint64, black bool) (up, down uint64) {
	if black {
		return own, own & kings
	}
	return own & kings, own
}

// jumpersOf returns the up and down movers that have a capture. A piece
// can jump in a direction when the next square holds an opponent and the
// one beyond it is empty: walk back from the empty squares.
func jumpersOf(up, down, opp, empty uint64) uint64 {
	u := up & (((empty>>4)&opp)>>4 | ((empty>>5)&opp)>>5)
	d := down & (((empty<<4)&opp)<<4 | ((empty<<5)&opp)<<5)
	return u | d
}

// jumpers returns the pieces of the side to move that have a capture.
func (p *Position) jumpers() uint64 {
	own, opp := p.men[p.side], p.men[p.side^1]
	up, down := movers(own, p.kings, p.side == Black)
	return jumpersOf(up, down, opp, allBits&^(own|opp))
}

// hasCapture reports whether the side to move has a capture.
func (p *Position) hasCapture() bool { return p.jumpers() != 0 }

// Moves appends the legal moves of p to buf and returns it. Only captures
// are returned when a capture exists. The order is deterministic: steps by
// direction then by target square, captures by start square then by the
// directions of their jumps.
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
	own := p.men[p.side]
	empty := allBits &^ (own | p.men[p.side^1])
	up, down := movers(own, p.kings, p.side == Black)
	men := own &^ p.kings
	buf = appendStepDir(buf, (up<<4)&empty, 4, true, men)
	buf = appendStepDir(buf, (up<<5)&empty, 5, true, men)
	buf = appendStepDir(buf, (down>>4)&empty, 4, false, men)
	buf = appendStepDir(buf, (down>>5)&empty, 5, false, men)
	return buf
}

// appendStepDir appends one step for every target in targets, each coming
// from shift bits back (up tells which way the move went). men holds the
// men of the side to move: a man that reaches the far row crowns.
func appendStepDir(buf []Move, targets uint64, shift uint, up bool, men uint64) []Move {
	// Grow once and store by index: cheaper than an append per move.
	i := len(buf)
	buf = slices.Grow(buf, bits.OnesCount64(targets))
	buf = buf[:i+bits.OnesCount64(targets)]
	for ; targets != 0; targets &= targets - 1 {
		ti := bits.TrailingZeros64(targets)
		fi := ti + int(shift)
		crown := blackRow
		if up {
			fi = ti - int(shift)
			crown = whiteRow
		}
		m := Move{From: squareOf[fi&63], To: squareOf[ti&63]}
		m.Crowns = crown>>uint(ti)&1 != 0 && men>>uint(fi&63)&1 != 0
		buf[i] = m
		i++
	}
	return buf
}

// capGen carries the state of the depth-first enumeration of the capture
// routes of one piece. It lives on the caller's stack.
type capGen struct {
	opp    uint64 // opponent pieces, captured ones included
	empty  uint64 // empty squares; the start square counts as empty
	from   Square
	king   bool
	d0, d1 int // direction range
}

func (p *Position) appendCaptures(buf []Move, jumpers uint64) []Move {
	us := p.side
	own, opp := p.men[us], p.men[us^1]
	empty := allBits &^ (own | opp)
	for b := jumpers; b != 0; b &= b - 1 {
		at := b & -b
		g := capGen{opp: opp, empty: empty | at, from: squareOf[bits.TrailingZeros64(at)]}
		g.king = p.kings&at != 0
		g.d0, g.d1 = dirRange(us, g.king)
		buf = g.walk(buf, at, 0, 0, 0)
	}
	return buf
}

// walk extends a capture route that has reached at after n jumps in the
// directions route, appending every finished move to buf. Captured pieces
// stay on the board until the move ends, so they can be neither jumped
// twice nor landed on.
func (g *capGen) walk(buf []Move, at, captured uint64, n int, route uint32) []Move {
	found := false
	for d := g.d0; d < g.d1; d++ {
		over := step(at, d) & g.opp &^ captured
		if over == 0 {
			continue
		}
		land := step(over, d) & g.empty
		if land == 0 {
			continue
		}
		found = true
		r := route | uint32(d)<<(2*n)
		if !g.king && land&(whiteRow|blackRow) != 0 {
			// A man that reaches the far row is crowned and stops.
			buf = g.emit(buf, land, captured|over, n+1, r, true)
			continue
		}
		buf = g.walk(buf, land, captured|over, n+1, r)
	}
	if !found && n > 0 {
		buf = g.emit(buf, at, captured, n, route, false)
	}
	return buf
}

func (g *capGen) emit(buf []Move, at, captured uint64, n int, route uint32, crowns bool) []Move {
	return append(buf, Move{
		From:     g.from,
		To:       squareOf[bits.TrailingZeros64(at)&63],
		Crowns:   crowns,
		jumps:    uint8(n),
		route:    route,
		captured: captured,
	})
}
