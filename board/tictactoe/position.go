package tictactoe

import (
	"math/bits"

	"frontier/board"
)

// Color is a side: X moves first.
type Color uint8

const (
	X Color = 0
	O Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == X {
		return "X"
	}
	return "O"
}

// Result is the value of a finished game from the view of the side to
// move. Because the game ends as soon as a line is made, the side to
// move of a legal finished game has lost or drawn; Win exists so that a
// search can negate a Loss.
type Result int8

const (
	Loss Result = -1
	Draw Result = 0
	Win  Result = 1
)

func (r Result) String() string {
	switch r {
	case Loss:
		return "loss"
	case Win:
		return "win"
	}
	return "draw"
}

// full is the mask of all 16 squares.
const full uint16 = 0xFFFF

// lines are the 10 winning lines: 4 rows, 4 columns, 2 long diagonals.
var lines = [10]uint16{
	0x000F, 0x00F0, 0x0F00, 0xF000, // rows 1-4
	0x1111, 0x2222, 0x4444, 0x8888, // files a-d
	0x8421, // a1 b2 c3 d4
	0x1248, // d1 c2 b3 a4
}

// Lines returns the 10 winning lines as square masks (bit i is square i).
func Lines() [10]uint16 { return lines }

// hasLine reports whether the marks in b complete a line.
func hasLine(b uint16) bool {
	for _, l := range lines {
		if b&l == l {
			return true
		}
	}
	return false
}

// Position is a 4×4 tic-tac-toe position with the side to move. It is a
// small value type; copy it freely and compare it with ==.
type Position struct {
	marks [2]uint16 // bit i set: that side has a mark on square i
	side  Color
}

// Start returns the empty board, X to move.
func Start() Position { return Position{} }

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// Marks returns the squares of each side as masks, bit i for square i.
func (p *Position) Marks() (x, o uint16) { return p.marks[X], p.marks[O] }

// At returns the owner of square s and whether it is marked at all.
func (p *Position) At(s Square) (Color, bool) {
	b := uint16(1) << (s & 15)
	switch {
	case p.marks[X]&b != 0:
		return X, true
	case p.marks[O]&b != 0:
		return O, true
	}
	return X, false
}

// Ply returns the number of marks on the board, which is the number of
// moves played since the empty board.
func (p *Position) Ply() int { return bits.OnesCount16(p.marks[X] | p.marks[O]) }

// Outcome reports whether the game is over and, if it is, its result for
// the side to move: Loss when the opponent's last move made a line, Draw
// when the board is full without one.
func (p *Position) Outcome() (r Result, over bool) {
	if hasLine(p.marks[p.side^1]) {
		return Loss, true
	}
	if hasLine(p.marks[p.side]) { // only in positions set up by hand
		return Win, true
	}
	if p.marks[X]|p.marks[O] == full {
		return Draw, true
	}
	return Draw, false
}

// Terminal reports whether the game is over.
func (p *Position) Terminal() bool {
	_, over := p.Outcome()
	return over
}

// Moves appends the legal moves of p to buf, in square order, and
// returns the extended slice. A finished game has none. Sixteen is the
// most a position can have, so a buffer of capacity 16 never grows.
func (p *Position) Moves(buf []Move) []Move {
	if p.Terminal() {
		return buf
	}
	for e := full &^ (p.marks[X] | p.marks[O]); e != 0; e &= e - 1 {
		buf = append(buf, Move(bits.TrailingZeros16(e)))
	}
	return buf
}

// Play returns the position after the side to move marks square m. The
// move must come from Moves(p); Play does not check legality.
func (p Position) Play(m Move) Position {
	p.marks[p.side&1] |= uint16(1) << (m & 15)
	p.side ^= 1
	return p
}

// Index returns a perfect hash of the position: the X marks in the low
// 16 bits and the O marks in the high 16. The side to move is not part of
// it because in every legal position it follows from the counts of marks
// (X to move when they are equal).
func (p *Position) Index() uint32 {
	return uint32(p.marks[X]) | uint32(p.marks[O])<<16
}

// Key returns a 64-bit hash of the position for hash tables: Index put
// through the splitmix64 finaliser, a bijection, so that two positions
// never share a key and the low bits of the key are well mixed (Index's
// low bits hold only X's marks). The side to move is folded in so that
// hand-made positions with the "wrong" side differ too.
func (p *Position) Key() uint64 {
	return board.Mix64(uint64(p.Index()) | uint64(p.side)<<32)
}
