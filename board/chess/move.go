package chess

// Move is a chess move in 16 bits: the from square (bits 0-5), the to
// square (bits 6-11) and its kind (bits 12-15). Whether it captures is a
// property of the position it is played in. The zero Move (a1 to a1) is
// never legal and stands for no move.
type Move uint16

// Kinds of move.
const (
	Normal     = 0
	DoublePush = 1 // a pawn's two-square advance: sets the en-passant square
	Castle     = 2 // the king's move; the rook follows
	EnPassant  = 3
	// PromoteKnight..PromoteQueen: a pawn reaching the last rank
	// becomes a Knight + (kind - PromoteKnight).
	PromoteKnight = 4
	PromoteBishop = 5
	PromoteRook   = 6
	PromoteQueen  = 7
)

// NoMove is the zero Move.
const NoMove Move = 0

func newMove(from, to Square, kind int) Move {
	return Move(uint16(from) | uint16(to)<<6 | uint16(kind)<<12)
}

// From returns the square the piece leaves.
func (m Move) From() Square { return Square(m & 63) }

// To returns the square the piece arrives on (the king's square for
// castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Kind returns Normal, DoublePush, Castle, EnPassant or a promotion.
func (m Move) Kind() int { return int(m >> 12) }

// Promotion returns the piece a pawn becomes, or NoPiece.
func (m Move) Promotion() Piece {
	if k := m.Kind(); k >= PromoteKnight {
		return Knight + Piece(k-PromoteKnight)
	}
	return NoPiece
}

// String writes m in UCI long algebraic notation: "e2e4", "e7e8q",
// "e1g1" for White's short castling; "0000" for NoMove.
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	s := m.From().String() + m.To().String()
	if pr := m.Promotion(); pr != NoPiece {
		s += string(pr.Letter() + 'a' - 'A')
	}
	return s
}
