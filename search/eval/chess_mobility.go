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
//
// The weights a square (hand-set: knight 4, bishop 5, rook 2 and 4 in
// the endgame, queen 1 and 2) are CMobKnight..CMobQueen of
// weights_chess.go; those of a rook on a file without pawns (open) or
// without own pawns (half open, an enemy pawn to attack), which reaches
// the other side's camp, are CRookOpen (25, 10) and CRookHalfOpen
// (12, 5).
var (
	chessMobilityBase = [6]int{0, 4, 6, 6, 12, 0}
	chessAttackWeight = [6]int{0, 2, 2, 3, 5, 0}
)

// pieces adds colour c's mobility and rook files, and the weight c's
// pieces bear on the other king's zone.
func (e *chessEval) pieces(p *chess.Position, c chess.Color) {
	them := c ^ 1
	safe := ^(p.Occupied(c) | e.pawnAtt[them])
	var nk, nb, nr, nq, open, half, outpost int
	var ak, ab, ar, aq uint64 // the squares c's knights, bishops, rooks, queens attack
	for b := p.Pieces(c, chess.Knight); b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b)
		a := chess.KnightAttacks(chess.Square(s))
		ak |= a
		nk += bits.OnesCount64(a&safe) - chessMobilityBase[chess.Knight]
		e.attackKing(them, a, chessAttackWeight[chess.Knight])
		if chessOutpostRanks[c]&e.pawnAtt[c]&(1<<s) != 0 && e.pawns[them]&chessSupport[them][s] == 0 {
			outpost++
		}
	}
	for b := p.Pieces(c, chess.Bishop); b != 0; b &= b - 1 {
		a := chess.BishopAttacks(chess.Square(bits.TrailingZeros64(b)), e.occ)
		ab |= a
		nb += bits.OnesCount64(a&safe) - chessMobilityBase[chess.Bishop]
		e.attackKing(them, a, chessAttackWeight[chess.Bishop])
	}
	for b := p.Pieces(c, chess.Rook); b != 0; b &= b - 1 {
		s := chess.Square(bits.TrailingZeros64(b))
		a := chess.RookAttacks(s, e.occ)
		ar |= a
		nr += bits.OnesCount64(a&safe) - chessMobilityBase[chess.Rook]
		e.attackKing(them, a, chessAttackWeight[chess.Rook])
		if file := chessFile[s&7]; e.pawns[c]&file == 0 {
			if e.pawns[them]&file == 0 {
				open++
			} else {
				half++
			}
		}
	}
	for b := p.Pieces(c, chess.Queen); b != 0; b &= b - 1 {
		a := chess.QueenAttacks(chess.Square(bits.TrailingZeros64(b)), e.occ)
		aq |= a
		nq += bits.OnesCount64(a&safe) - chessMobilityBase[chess.Queen]
		e.attackKing(them, a, chessAttackWeight[chess.Queen])
	}
	e.attBy[c][chess.Knight], e.attBy[c][chess.Bishop] = ak, ab
	e.attBy[c][chess.Rook], e.attBy[c][chess.Queen] = ar, aq
	e.att[c] |= ak | ab | ar | aq
	minor := ak | ab
	// Threats: enemy pieces attacked by a pawn, and enemy rooks and
	// queens attacked by a minor piece, win material unless answered.
	pawnThreat := bits.OnesCount64(e.pawnAtt[c] & e.byColor[them] &^ e.pawns[them] &^ p.Pieces(them, chess.King))
	minorThreat := bits.OnesCount64(minor & (p.Pieces(them, chess.Rook) | p.Pieces(them, chess.Queen)))
	if d := e.d; d != nil {
		sign := chessSign[c]
		d[CPawnThreat] += sign * pawnThreat
		d[CMinorThreat] += sign * minorThreat
		d[COutpost] += sign * outpost
		d[CMobKnight] += sign * nk
		d[CMobBishop] += sign * nb
		d[CMobRook] += sign * nr
		d[CMobQueen] += sign * nq
		d[CRookOpen] += sign * open
		d[CRookHalfOpen] += sign * half
		return
	}
	e.mg[c] += nk*wcMobKnightMG + nb*wcMobBishopMG + nr*wcMobRookMG + nq*wcMobQueenMG +
		open*wcRookOpenMG + half*wcRookHalfOpenMG +
		pawnThreat*wcPawnThreatMG + minorThreat*wcMinorThreatMG + outpost*wcOutpostMG
	e.eg[c] += nk*wcMobKnightEG + nb*wcMobBishopEG + nr*wcMobRookEG + nq*wcMobQueenEG +
		open*wcRookOpenEG + half*wcRookHalfOpenEG +
		pawnThreat*wcPawnThreatEG + minorThreat*wcMinorThreatEG + outpost*wcOutpostEG
}

// chessOutpostRanks[c] are the 4th to 6th ranks seen from colour c,
// where a knight no enemy pawn can chase is an outpost.
var chessOutpostRanks = [2]uint64{0x0000ffffff000000, 0x000000ffffff0000}

// attackKing counts a piece whose attacks a reach colour c's king zone.
func (e *chessEval) attackKing(c chess.Color, a uint64, weight int) {
	if z := a & e.zone[c]; z != 0 {
		e.attackers[c]++
		e.units[c] += weight * bits.OnesCount64(z)
	}
}
