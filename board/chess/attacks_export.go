package chess

// Exported attack lookups for evaluations outside the package (mobility,
// king safety): the same tables the move generator uses, so an
// evaluation counts exactly the squares a piece can reach. Each is a
// table load (sliders: the magic multiply too) and inlines.

// KnightAttacks returns the squares a knight on s attacks.
func KnightAttacks(s Square) uint64 { return knightAttacks[s] }

// KingAttacks returns the squares a king on s attacks.
func KingAttacks(s Square) uint64 { return kingAttacks[s] }

// PawnAttacks returns the squares a pawn of colour c on s attacks.
func PawnAttacks(c Color, s Square) uint64 { return pawnAttacks[c&1][s] }

// BishopAttacks returns the squares a bishop on s attacks with occ
// occupied (the first occupied square of each ray included).
func BishopAttacks(s Square, occ uint64) uint64 { return bishopAttacks(s, occ) }

// RookAttacks returns the squares a rook on s attacks with occ occupied.
func RookAttacks(s Square, occ uint64) uint64 { return rookAttacks(s, occ) }

// QueenAttacks returns the squares a queen on s attacks with occ
// occupied.
func QueenAttacks(s Square, occ uint64) uint64 { return queenAttacks(s, occ) }
