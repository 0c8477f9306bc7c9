package othello

import "fmt"

// Position is an Othello position with the side to move, on the 8×8 or
// the 6×6 board. It is a small value type; copy it freely. The zero value
// is not a position: start from New8, New6, New or Parse.
type Position struct {
	discs [2]uint64 // by Color, bit row*8+col
	key   uint64
	side  Color
	size  uint8 // 8 or 6
	// solve marks a position of an exact endgame solve (Solving).
	solve bool
}

// New8 returns the 8×8 start: White on d4 and e5, Black on d5 and e4,
// Black to move.
func New8() Position { return start(8) }

// New6 returns the 6×6 start: White on c3 and d4, Black on d3 and c4,
// Black to move.
func New6() Position { return start(6) }

// New returns the start position of the board of the given size, 8 or 6.
func New(size int) (Position, error) {
	if size != 8 && size != 6 {
		return Position{}, fmt.Errorf("othello: board size %d; want 8 or 6", size)
	}
	return start(uint8(size)), nil
}

func start(size uint8) Position {
	m := int(size)/2 - 1 // the top-left square of the centre, d4 or c3
	p := Position{size: size}
	p.discs[White] = SquareAt(m, m).Bit() | SquareAt(m+1, m+1).Bit()
	p.discs[Black] = SquareAt(m+1, m).Bit() | SquareAt(m, m+1).Bit()
	p.key = p.computeKey()
	return p
}

// Size returns the width of the board, 8 or 6.
func (p *Position) Size() int { return int(p.size) }

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// Key returns the Zobrist hash of the position: discs, side to move and
// board size.
func (p *Position) Key() uint64 { return p.key }

// Discs returns the bitboard of c's discs (bit row*8+col).
func (p *Position) Discs(c Color) uint64 { return p.discs[c] }

// Empty returns the bitboard of the empty squares of the board.
func (p *Position) Empty() uint64 {
	return boardMask(p.size) &^ (p.discs[Black] | p.discs[White])
}

// OnBoard reports whether s is a square of this position's board.
func (p *Position) OnBoard(s Square) bool {
	return s < 64 && boardMask(p.size)&s.Bit() != 0
}

// At returns the colour of the disc on s; ok is false when s is empty or
// off the board.
func (p *Position) At(s Square) (c Color, ok bool) {
	if s >= 64 {
		return 0, false
	}
	switch b := s.Bit(); {
	case p.discs[Black]&b != 0:
		return Black, true
	case p.discs[White]&b != 0:
		return White, true
	}
	return 0, false
}

// Count returns the number of c's discs on the board.
func (p *Position) Count(c Color) int { return popcount(p.discs[c]) }

// Empties returns the number of empty squares.
func (p *Position) Empties() int { return popcount(p.Empty()) }

// Placements returns the bitboard of the squares where the side to move
// can place a disc. It is 0 when the side must pass or the game is over.
func (p *Position) Placements() uint64 {
	return legalMoves(p.discs[p.side], p.discs[p.side^1], p.Empty())
}

// opponentCanPlace reports whether the side not to move has a placement,
// which decides between a forced pass and the end of the game.
func (p *Position) opponentCanPlace() bool {
	return legalMoves(p.discs[p.side^1], p.discs[p.side], p.Empty()) != 0
}

// Moves appends the legal moves to buf and returns it: the placements in
// square order, or the single Pass when the side to move has none but
// the opponent has, or nothing when the game is over. With a buffer of
// capacity 32 or more (no position has more placements) it does not
// allocate.
func (p *Position) Moves(buf []Move) []Move {
	m := p.Placements()
	if m == 0 {
		if p.opponentCanPlace() {
			buf = append(buf, Pass)
		}
		return buf
	}
	for ; m != 0; m &= m - 1 {
		buf = append(buf, Move(lowest(m)))
	}
	return buf
}

// LegalMoves returns the legal moves in a new slice; see Moves.
func (p *Position) LegalMoves() []Move { return p.Moves(make([]Move, 0, 32)) }

// IsLegal reports whether m is a legal move here.
func (p *Position) IsLegal(m Move) bool {
	switch {
	case m == Pass:
		return p.Placements() == 0 && p.opponentCanPlace()
	case m > Pass:
		return false
	}
	return p.Placements()&Square(m).Bit() != 0
}

// Flips returns the discs that placing on s would turn over, 0 when s is
// not a legal placement.
func (p *Position) Flips(s Square) uint64 {
	if s >= 64 || p.Empty()&s.Bit() == 0 {
		return 0
	}
	return FlipsOf(s, p.discs[p.side], p.discs[p.side^1])
}

// Play returns the position after m, which must be legal here (from
// Moves, or checked with IsLegal or ParseMove); an illegal placement
// gives a position that no game reaches. The key is updated
// incrementally.
func (p Position) Play(m Move) Position {
	p.key ^= zobristSide
	if m == Pass {
		p.side ^= 1
		return p
	}
	s := m.Square()
	x := s.Bit()
	own, opp := p.side, p.side^1
	f := FlipsOf(s, p.discs[own], p.discs[opp])
	p.discs[own] |= f | x
	p.discs[opp] &^= f
	p.key ^= zobristDisc[own][s]
	for ; f != 0; f &= f - 1 {
		p.key ^= zobristFlip[lowest(f)]
	}
	p.side = opp
	return p
}

// Terminal reports whether the game is over: neither side can place a
// disc.
func (p *Position) Terminal() bool {
	e := p.Empty()
	return legalMoves(p.discs[Black], p.discs[White], e) == 0 &&
		legalMoves(p.discs[White], p.discs[Black], e) == 0
}

// Result is the outcome of a game.
type Result uint8

const (
	Unfinished Result = iota // the game goes on
	BlackWins
	WhiteWins
	Draw
)

func (r Result) String() string {
	switch r {
	case BlackWins:
		return "Black wins"
	case WhiteWins:
		return "White wins"
	case Draw:
		return "Draw"
	}
	return "Unfinished"
}

// Result returns the outcome: Unfinished while either side can place a
// disc, otherwise the side with more discs wins.
func (p *Position) Result() Result {
	if !p.Terminal() {
		return Unfinished
	}
	switch d := p.Count(Black) - p.Count(White); {
	case d > 0:
		return BlackWins
	case d < 0:
		return WhiteWins
	}
	return Draw
}

// Score returns Black's discs minus White's with the empty squares given
// to the side with more discs (split evenly on a tie, so they cancel).
// This is the World Othello Federation's rule for a game that ends before
// the board is full, and the convention of the shared 6×6 solution: White
// wins "20-16" (+4) counts a 36-square total. On a full board it is the
// plain disc difference. It is meant for finished positions; on an
// unfinished one it is the same formula applied to the current discs.
func (p *Position) Score() int {
	d := p.Count(Black) - p.Count(White)
	switch e := p.Empties(); {
	case d > 0:
		return d + e
	case d < 0:
		return d - e
	}
	return 0
}

// DiscDiff returns Black's discs minus White's, empty squares ignored.
func (p *Position) DiscDiff() int { return p.Count(Black) - p.Count(White) }

// Solving returns p marked for an exact endgame solve, or unmarked when
// solve is false. The mark is not part of the game: the rules, the text
// and the moves ignore it, and every position played from a marked one
// is marked. A search engine uses it to tell the subtrees it solves to
// the end of the game, exactly, from those it searches to a depth and
// evaluates: the mark changes the key, so that a transposition table
// never answers a position of one kind with a score of the other.
func (p Position) Solving(solve bool) Position {
	if p.solve != solve {
		p.solve = solve
		p.key ^= zobristSolve
	}
	return p
}

// Solve reports whether p is marked for an exact solve (see Solving).
func (p *Position) Solve() bool { return p.solve }
