package checkers

import (
	"math/bits"

	"frontier/board"
)

// Color is a side: Black moves first.
type Color uint8

const (
	Black Color = 0
	White Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == Black {
		return "Black"
	}
	return "White"
}

// Letter returns "B" or "W", as in FEN.
func (c Color) Letter() string {
	if c == Black {
		return "B"
	}
	return "W"
}

// Piece is the content of a square.
type Piece uint8

const (
	Empty Piece = iota
	BlackMan
	BlackKing
	WhiteMan
	WhiteKing
)

// Color returns the colour of a non-empty piece.
func (p Piece) Color() Color {
	if p == WhiteMan || p == WhiteKing {
		return White
	}
	return Black
}

// IsKing reports whether p is a king.
func (p Piece) IsKing() bool { return p == BlackKing || p == WhiteKing }

// Position is a checkers position with the side to move. It is a small
// value type; copy it freely.
type Position struct {
	men   [2]uint64 // men and kings of each colour, padded layout
	kings uint64    // kings of both colours
	side  Color
	key   uint64
}

// Start returns the initial position: Black on 1-12, White on 21-32,
// Black to move.
func Start() Position {
	var p Position
	for s := Square(1); s <= 12; s++ {
		p.men[Black] |= s.bit()
	}
	for s := Square(21); s <= 32; s++ {
		p.men[White] |= s.bit()
	}
	p.key = p.computeKey()
	return p
}

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// Key returns the Zobrist hash of the position, side to move included.
func (p *Position) Key() uint64 { return p.key }

// At returns the piece on square s.
func (p *Position) At(s Square) Piece {
	if !s.Valid() {
		return Empty
	}
	b := s.bit()
	king := p.kings&b != 0
	switch {
	case p.men[Black]&b != 0:
		if king {
			return BlackKing
		}
		return BlackMan
	case p.men[White]&b != 0:
		if king {
			return WhiteKing
		}
		return WhiteMan
	}
	return Empty
}

// Count returns the number of men and kings of colour c.
func (p *Position) Count(c Color) (men, kings int) {
	all := p.men[c]
	k := bits.OnesCount64(all & p.kings)
	return bits.OnesCount64(all) - k, k
}

// Pieces returns the total number of pieces on the board.
func (p *Position) Pieces() int {
	return bits.OnesCount64(p.men[Black] | p.men[White])
}

// Squares returns the squares holding men (kings false) or kings (kings
// true) of colour c, in increasing order.
func (p *Position) Squares(c Color, kings bool) []Square {
	if kings {
		return squaresOf(p.men[c] & p.kings)
	}
	return squaresOf(p.men[c] &^ p.kings)
}

// Bitboards exposes the raw padded bitboards of the position for
// evaluation code that needs speed: pieces of each colour and kings of
// both. Use SquareBit to build masks in the same layout.
func (p *Position) Bitboards() (black, white, kings uint64) {
	return p.men[Black], p.men[White], p.kings
}

// SquareBit returns the bit of square s in the layout used by Bitboards.
func SquareBit(s Square) uint64 {
	if !s.Valid() {
		return 0
	}
	return s.bit()
}

// BitSquare returns the square of a single bit in the layout used by
// Bitboards, or NoSquare.
func BitSquare(b uint64) Square {
	if b == 0 || b&(b-1) != 0 {
		return NoSquare
	}
	return squareOf[bits.TrailingZeros64(b)]
}

// Put places piece pc on square s (Empty clears it) and keeps the key in
// step. It is meant for setting up positions, not for playing moves.
func (p *Position) Put(s Square, pc Piece) {
	if !s.Valid() {
		return
	}
	b := s.bit()
	p.men[Black] &^= b
	p.men[White] &^= b
	p.kings &^= b
	switch pc {
	case BlackMan:
		p.men[Black] |= b
	case BlackKing:
		p.men[Black] |= b
		p.kings |= b
	case WhiteMan:
		p.men[White] |= b
	case WhiteKing:
		p.men[White] |= b
		p.kings |= b
	}
	p.key = p.computeKey()
}

// SetSideToMove sets whose turn it is.
func (p *Position) SetSideToMove(c Color) {
	if p.side != c {
		p.side = c
		p.key ^= zobristSide
	}
}

// Play returns the position after move m. The move must come from
// Moves(p); Play does not check legality. The Zobrist key is updated
// from the move alone: two table entries for the moving piece, one more
// if it crowns, and one or two per captured piece.
func (p Position) Play(m Move) Position {
	us, them := p.side, p.side^1
	fi, ti := bitIndexOf(m.From), bitIndexOf(m.To)
	from, to := uint64(1)<<fi, uint64(1)<<ti
	zu := &zobristMan[us&1]
	k := p.key ^ zobristSide ^ zu[fi] ^ zu[ti]
	if p.kings&from != 0 {
		zk := &zobristKing[us&1]
		k ^= zk[fi] ^ zk[ti]
		p.kings ^= from ^ to // a circuit ends where it began: no change
	} else if m.Crowns {
		k ^= zobristKing[us&1][ti]
		p.kings |= to
	}
	if c := m.captured; c != 0 {
		zm, zk := &zobristMan[them&1], &zobristKing[them&1]
		for b := c; b != 0; b &= b - 1 {
			k ^= zm[bits.TrailingZeros64(b)&63]
		}
		for b := c & p.kings; b != 0; b &= b - 1 {
			k ^= zk[bits.TrailingZeros64(b)&63]
		}
		p.men[them&1] &^= c
		p.kings &^= c
	}
	p.men[us&1] ^= from ^ to
	p.side = them
	p.key = k
	return p
}

// bitIndexOf returns the padded-layout bit number of a valid square: one
// ghost bit is skipped after every 8 squares.
func bitIndexOf(s Square) uint {
	i := uint(s-1) & 31
	return i + i>>3
}

// PlayNull returns the position with the side to move passed to the
// opponent. It is for analysis display only; null moves are not legal.
func (p Position) PlayNull() Position {
	p.side = p.side.Other()
	p.key ^= zobristSide
	return p
}

// Zobrist keys, from a fixed-seed generator so that keys are the same in
// every run and on every machine. The key of a position is the XOR of
// zobristMan for every piece, zobristKing for every king and zobristSide
// when White is to move. zobristKing holds the difference between a king's
// and a man's key on a square, so that a king costs one extra XOR and the
// keys equal the classic one-entry-per-piece-kind Zobrist scheme.
var (
	zobristMan  [2][64]uint64
	zobristKing [2][64]uint64
	zobristSide uint64
)

func init() {
	next := board.NewSplitMix64(board.Golden64).Next
	var piece [2][2][numBits]uint64 // colour, man or king, bit
	for c := 0; c < 2; c++ {
		for k := 0; k < 2; k++ {
			for i := 0; i < numBits; i++ {
				piece[c][k][i] = next()
			}
		}
	}
	zobristSide = next()
	for c := 0; c < 2; c++ {
		for i := 0; i < numBits; i++ {
			zobristMan[c][i] = piece[c][0][i]
			zobristKing[c][i] = piece[c][1][i] ^ piece[c][0][i]
		}
	}
}

// computeKey computes the Zobrist key of p from scratch.
func (p *Position) computeKey() uint64 {
	var k uint64
	for c := Black; c <= White; c++ {
		for b := p.men[c]; b != 0; b &= b - 1 {
			k ^= zobristMan[c][bits.TrailingZeros64(b)]
		}
		for b := p.men[c] & p.kings; b != 0; b &= b - 1 {
			k ^= zobristKing[c][bits.TrailingZeros64(b)]
		}
	}
	if p.side == White {
		k ^= zobristSide
	}
	return k
}
