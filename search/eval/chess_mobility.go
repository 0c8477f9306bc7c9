package eval

import (
	"math/bits"

	"frontier/board/chess"
)

// Mobility: a piece is worth more the more squares it can go to. Only
// safe squares count: those not held by an own piece and not attacked by
// an enemy pawn (a piece that goes there is lost for a pawn). Each
// square is worth chessMobilityMG/EG[kind], counted from a typical
// number (chessMobilityBase) so that a piece of average scope adds
// nothing to its material; rooks and the queen gain more in the endgame,
// where the board opens. The same attack sets give the king-safety term
// its attackers (chessAttackWeight per square of the king's zone) and
// rooks their file bonus.
var (
	chessMobilityMG   = [6]int{0, 4, 5, 2, 1, 0}
	chessMobilityEG   = [6]int{0, 4, 5, 4, 2, 0}
	chessMobilityBase = [6]int{0, 4, 6, 6, 12, 0}
	chessAttackWeight = [6]int{0, 2, 2, 3, 5, 0}
)

// A rook on a file without pawns (open) or without own pawns (half
// open, an enemy pawn to attack) reaches the other side's camp.
const (
	chessRookOpenMG, chessRookOpenEG         = 25, 10
	chessRookHalfOpenMG, chessRookHalfOpenEG = 12, 5
)

// pieces adds colour c's mobility and rook files, and the weight c's
// pieces bear on the other king's zone.
func (e *chessEval) pieces(p *chess.Position, c chess.Color) {
	them := c ^ 1
	safe := ^(p.Occupied(c) | e.pawnAtt[them])
	mg, eg := 0, 0
	for b := p.Pieces(c, chess.Knight); b != 0; b &= b - 1 {
		a := chess.KnightAttacks(chess.Square(bits.TrailingZeros64(b)))
		n := bits.OnesCount64(a&safe) - chessMobilityBase[chess.Knight]
		mg += n * chessMobilityMG[chess.Knight]
		eg += n * chessMobilityEG[chess.Knight]
		e.attackKing(them, a, chessAttackWeight[chess.Knight])
	}
	for b := p.Pieces(c, chess.Bishop); b != 0; b &= b - 1 {
		a := chess.BishopAttacks(chess.Square(bits.TrailingZeros64(b)), e.occ)
		n := bits.OnesCount64(a&safe) - chessMobilityBase[chess.Bishop]
		mg += n * chessMobilityMG[chess.Bishop]
		eg += n * chessMobilityEG[chess.Bishop]
		e.attackKing(them, a, chessAttackWeight[chess.Bishop])
	}
	for b := p.Pieces(c, chess.Rook); b != 0; b &= b - 1 {
		s := chess.Square(bits.TrailingZeros64(b))
		a := chess.RookAttacks(s, e.occ)
		n := bits.OnesCount64(a&safe) - chessMobilityBase[chess.Rook]
		mg += n * chessMobilityMG[chess.Rook]
		eg += n * chessMobilityEG[chess.Rook]
		e.attackKing(them, a, chessAttackWeight[chess.Rook])
		if file := chessFile[s&7]; e.pawns[c]&file == 0 {
			if e.pawns[them]&file == 0 {
				mg += chessRookOpenMG
				eg += chessRookOpenEG
			} else {
				mg += chessRookHalfOpenMG
				eg += chessRookHalfOpenEG
			}
		}
	}
	for b := p.Pieces(c, chess.Queen); b != 0; b &= b - 1 {
		a := chess.QueenAttacks(chess.Square(bits.TrailingZeros64(b)), e.occ)
		n := bits.OnesCount64(a&safe) - chessMobilityBase[chess.Queen]
		mg += n * chessMobilityMG[chess.Queen]
		eg += n * chessMobilityEG[chess.Queen]
		e.attackKing(them, a, chessAttackWeight[chess.Queen])
	}
	e.mg[c] += mg
	e.eg[c] += eg
}

// attackKing counts a piece whose attacks a reach colour c's king zone.
func (e *chessEval) attackKing(c chess.Color, a uint64, weight int) {
	if z := a & e.zone[c]; z != 0 {
		e.attackers[c]++
		e.units[c] += weight * bits.OnesCount64(z)
	}
}
