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
// weights_chess.go, and each count of squares of each kind has a term
// of its own besides (CMob on), which bends that straight line (the
// eighth fit, docs/chess.md). Those of a rook on a file without pawns
// (open) or without own pawns (half open, an enemy pawn to attack),
// which reaches the other side's camp, are CRookOpen (25, 10) and
// CRookHalfOpen (12, 5).
var (
	chessMobilityBase = [6]int{0, 4, 6, 6, 12, 0}
	chessAttackWeight = [6]int{0, 2, 2, 3, 5, 0}
)

// pieces adds colour c's mobility and rook files, and the weight c's
// pieces bear on the other king's zone.
func (e *chessEval) pieces(p *chess.Position, c chess.Color) {
	them := c ^ 1
	safe := ^(p.Occupied(c) | e.pawnAtt[them])
	var open, half, outpost int
	var mob int64             // the mobility's sums, packed (chessMobTab)
	var ak, ab, ar, aq uint64 // the squares c's knights, bishops, rooks, queens attack
	for b := p.Pieces(c, chess.Knight); b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b)
		a := chess.KnightAttacks(chess.Square(s))
		ak |= a
		mob += chessMobTab[chess.Knight][bits.OnesCount64(a&safe)&31]
		e.attackKing(them, a, chessAttackWeight[chess.Knight])
		if chessOutpostRanks[c]&e.pawnAtt[c]&(1<<s) != 0 && e.pawns[them]&chessSupport[them][s] == 0 {
			outpost++
		}
	}
	for b := p.Pieces(c, chess.Bishop); b != 0; b &= b - 1 {
		a := chess.BishopAttacks(chess.Square(bits.TrailingZeros64(b)), e.occ)
		ab |= a
		mob += chessMobTab[chess.Bishop][bits.OnesCount64(a&safe)&31]
		e.attackKing(them, a, chessAttackWeight[chess.Bishop])
	}
	for b := p.Pieces(c, chess.Rook); b != 0; b &= b - 1 {
		s := chess.Square(bits.TrailingZeros64(b))
		a := chess.RookAttacks(s, e.occ)
		ar |= a
		mob += chessMobTab[chess.Rook][bits.OnesCount64(a&safe)&31]
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
		mob += chessMobTab[chess.Queen][bits.OnesCount64(a&safe)&31]
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
		e.countMobility(p, c, safe)
		d[CPawnThreat] += sign * pawnThreat
		d[CMinorThreat] += sign * minorThreat
		d[COutpost] += sign * outpost
		d[CRookOpen] += sign * open
		d[CRookHalfOpen] += sign * half
		return
	}
	mobMG, mobEG := chessUnpack(mob)
	e.mg[c] += mobMG + open*wcRookOpenMG + half*wcRookHalfOpenMG +
		pawnThreat*wcPawnThreatMG + minorThreat*wcMinorThreatMG + outpost*wcOutpostMG
	e.eg[c] += mobEG + open*wcRookOpenEG + half*wcRookHalfOpenEG +
		pawnThreat*wcPawnThreatEG + minorThreat*wcMinorThreatEG + outpost*wcOutpostEG
}

// countMobility counts colour c's mobility terms into e.d, as pieces
// weighs them through chessMobTab: each piece's safe squares (of safe)
// less the typical number into its kind's linear term, and the piece
// into its kind's table term at its count. (A second pass over the
// pieces, so that the evaluation's own loop does no counting.)
func (e *chessEval) countMobility(p *chess.Position, c chess.Color, safe uint64) {
	sign := chessSign[c]
	for k := chess.Knight; k <= chess.Queen; k++ {
		for b := p.Pieces(c, k); b != 0; b &= b - 1 {
			s := chess.Square(bits.TrailingZeros64(b))
			var a uint64
			switch k {
			case chess.Knight:
				a = chess.KnightAttacks(s)
			case chess.Bishop:
				a = chess.BishopAttacks(s, e.occ)
			case chess.Rook:
				a = chess.RookAttacks(s, e.occ)
			default:
				a = chess.QueenAttacks(s, e.occ)
			}
			n := bits.OnesCount64(a & safe)
			e.d[CMobKnight+int(k-chess.Knight)] += sign * (n - chessMobilityBase[k])
			e.d[ChessMobTerm(k, n)] += sign
		}
	}
}

// chessPack packs a middle-game and an endgame value into one int64, the
// endgame's in the low 32 bits: packed values add as pairs as long as
// each sum stays within 32 bits, so that a colour's pieces add their
// mobility with one load and one addition each and unpack the sums once.
func chessPack(mg, eg int) int64 { return int64(mg)<<32 + int64(eg) }

// chessUnpack returns the two values of a packed sum.
func chessUnpack(v int64) (mg, eg int) {
	eg = int(int32(v))
	return int((v - int64(eg)) >> 32), eg
}

// chessMobTab[k][n] is what a piece of kind k with n safe squares adds
// to the middle-game and endgame sums, packed (chessPack): the linear
// term's weights (CMobKnight..CMobQueen) times n less
// chessMobilityBase[k], plus the weights of its mobility-table term,
// summed once at start-up so that the evaluation loads one entry a
// piece.
var chessMobTab [6][32]int64

func init() {
	for k := chess.Knight; k <= chess.Queen; k++ {
		lin := 2 * (CMobKnight + int(k-chess.Knight))
		for n := range chessMobSize[k] {
			t := 2 * ChessMobTerm(k, n)
			d := n - chessMobilityBase[k]
			chessMobTab[k][n] = chessPack(d*chessWeights[lin]+chessWeights[t], d*chessWeights[lin+1]+chessWeights[t+1])
		}
	}
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
