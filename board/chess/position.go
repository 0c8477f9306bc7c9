package chess

import "math/bits"

// Position is a chess position: where the pieces stand, who is to move,
// the castling rights, the en-passant square, the move clocks and the
// Zobrist key. It is a value of 80 bytes; Play returns a new one.
type Position struct {
	pieces [6]uint64 // by kind (Pawn..King), both colours
	colors [2]uint64 // by colour
	key    uint64
	side   Color
	// castle holds the castling rights: castleWK, castleWQ, castleBK,
	// castleBQ.
	castle uint8
	// ep is the square a pawn that just advanced two squares passed
	// over, kept only when a pawn of the side to move attacks it (so
	// that positions which differ in nothing else share a key), or
	// NoSquare.
	ep Square
	// halfmove counts the plies since the last capture or pawn move
	// (the fifty-move rule), up to 255.
	halfmove uint8
	// fullmove is the number of the move, starting at 1 and increased
	// after Black's move.
	fullmove uint16
}

// Castling rights.
const (
	castleWK uint8 = 1 << iota
	castleWQ
	castleBK
	castleBQ
)

// castleKeep[s] are the rights that survive a move from or to s: a king
// or rook that moves, or a rook captured on its square, loses them.
var castleKeep [64]uint8

func init() {
	for s := range castleKeep {
		castleKeep[s] = 15
	}
	castleKeep[SquareAt(4, 0)] &^= castleWK | castleWQ
	castleKeep[SquareAt(7, 0)] &^= castleWK
	castleKeep[SquareAt(0, 0)] &^= castleWQ
	castleKeep[SquareAt(4, 7)] &^= castleBK | castleBQ
	castleKeep[SquareAt(7, 7)] &^= castleBK
	castleKeep[SquareAt(0, 7)] &^= castleBQ
}

// StartFEN is the initial position in FEN.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// New returns the initial position.
func New() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic(err)
	}
	return p
}

// SideToMove returns the side to move.
func (p *Position) SideToMove() Color { return p.side }

// Key returns the Zobrist key, which includes the side to move, the
// castling rights and the en-passant file.
func (p *Position) Key() uint64 { return p.key }

// HalfmoveClock returns the plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return int(p.halfmove) }

// FullmoveNumber returns the move number.
func (p *Position) FullmoveNumber() int { return int(p.fullmove) }

// EnPassant returns the en-passant square, or NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// Pieces returns the squares of the pieces of kind k and colour c.
func (p *Position) Pieces(c Color, k Piece) uint64 { return p.pieces[k] & p.colors[c] }

// Occupied returns the squares of colour c's pieces.
func (p *Position) Occupied(c Color) uint64 { return p.colors[c] }

// At returns the piece on s and its colour; ok is false on an empty
// square.
func (p *Position) At(s Square) (k Piece, c Color, ok bool) {
	b := bit(s)
	switch {
	case p.colors[White]&b != 0:
		c = White
	case p.colors[Black]&b != 0:
		c = Black
	default:
		return NoPiece, White, false
	}
	return p.kindAt(b), c, true
}

// kindAt returns the kind of the piece on the occupied square b.
func (p *Position) kindAt(b uint64) Piece {
	for k := Pawn; k < King; k++ {
		if p.pieces[k]&b != 0 {
			return k
		}
	}
	return King
}

// InCheck reports whether the side to move's king is attacked.
func (p *Position) InCheck() bool {
	own := p.colors[p.side]
	return p.attackers(lsb(p.pieces[King]&own), p.colors[0]|p.colors[1])&p.colors[p.side^1] != 0
}

// attackers returns the pieces of both colours that attack s with occ
// occupied.
func (p *Position) attackers(s Square, occ uint64) uint64 {
	return pawnAttacks[Black][s]&p.pieces[Pawn]&p.colors[White] |
		pawnAttacks[White][s]&p.pieces[Pawn]&p.colors[Black] |
		knightAttacks[s]&p.pieces[Knight] |
		kingAttacks[s]&p.pieces[King] |
		bishopAttacks(s, occ)&(p.pieces[Bishop]|p.pieces[Queen]) |
		rookAttacks(s, occ)&(p.pieces[Rook]|p.pieces[Queen])
}

// attacked reports whether colour by attacks s with occ occupied.
func (p *Position) attacked(s Square, by Color, occ uint64) bool {
	them := p.colors[by]
	if pawnAttacks[by^1][s]&p.pieces[Pawn]&them != 0 ||
		knightAttacks[s]&p.pieces[Knight]&them != 0 ||
		kingAttacks[s]&p.pieces[King]&them != 0 {
		return true
	}
	if bishopAttacks(s, occ)&(p.pieces[Bishop]|p.pieces[Queen])&them != 0 {
		return true
	}
	return rookAttacks(s, occ)&(p.pieces[Rook]|p.pieces[Queen])&them != 0
}

// IsCapture reports whether m, a legal move of p, takes a piece (en
// passant included).
func (p *Position) IsCapture(m Move) bool {
	return m.Kind() == EnPassant || p.colors[p.side^1]&bit(m.To()) != 0
}

// MovedPiece returns the kind of piece m moves.
func (p *Position) MovedPiece(m Move) Piece { return p.kindAt(bit(m.From())) }

// Captured returns the kind of piece m takes, or NoPiece.
func (p *Position) Captured(m Move) Piece {
	if m.Kind() == EnPassant {
		return Pawn
	}
	if b := bit(m.To()); p.colors[p.side^1]&b != 0 {
		return p.kindAt(b)
	}
	return NoPiece
}

// InsufficientMaterial reports a position no sequence of moves can mate
// in: king against king, or king and one knight or bishop against a
// lone king.
func (p *Position) InsufficientMaterial() bool {
	if p.pieces[Pawn]|p.pieces[Rook]|p.pieces[Queen] != 0 {
		return false
	}
	return popcount(p.pieces[Knight]|p.pieces[Bishop]) <= 1
}

// Mirror returns p with the board turned upside down and the colours
// exchanged: White's pieces become Black's on the mirrored squares, the
// other side is to move, and castling rights and the en-passant square
// follow. It is the same game situation, so an evaluation must score
// both alike.
func (p *Position) Mirror() Position {
	q := *p
	for k := range q.pieces {
		q.pieces[k] = bits.ReverseBytes64(p.pieces[k])
	}
	q.colors[White] = bits.ReverseBytes64(p.colors[Black])
	q.colors[Black] = bits.ReverseBytes64(p.colors[White])
	q.side = p.side ^ 1
	q.castle = p.castle>>2 | p.castle<<2&15
	if p.ep != NoSquare {
		q.ep = p.ep ^ 56
	}
	q.key = q.computeKey()
	return q
}

// ChangesCastling reports whether m, a move of p, takes away a castling
// right (a king or rook leaving home, or a rook taken there).
func (p *Position) ChangesCastling(m Move) bool {
	return p.castle&^(castleKeep[m.From()]&castleKeep[m.To()]) != 0
}
