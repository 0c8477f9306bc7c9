package eval

import (
	"math/bits"

	"frontier/board/chess"
)

// King safety, a middle-game term (the phase mixes it out as the pieces
// that could attack come off):
//
//   - shield: for each of the three files around the king (the b..g
//     files' neighbours for a king on the edge), an own pawn one rank
//     ahead of the king is worth CShield1 (hand-set 8), two ranks
//     CShield2 (4).
//   - open files: a file of the three with no own pawn ahead of the king
//     costs CKingHalfOpen (10; the enemy's rooks and queen can use it),
//     and with no enemy pawn either CKingOpen (10) more. An own pawn
//     three or more ranks ahead earns nothing but is no open file.
//   - attackers: the enemy knights, bishops, rooks and queens that
//     attack the king's zone (the ring around the king and the squares
//     in front of it), each with chessAttackWeight per square of the
//     zone it attacks (chess_mobility.go). One attacker rarely mates, so
//     the term counts from two attackers on, and grows with the square
//     of the weight — an attack of several pieces is worth more than the
//     sum of their threats — up to chessKingDangerMax, a count weighed by
//     CKingDanger (hand-set −1).
//
// The weights are in weights_chess.go.
const chessKingDangerMax = 125

// kingSafety adds colour c's king-safety term, weighed by the constants
// of weights_chess.go as it meets them (countKing counts it for
// ChessFeaturesOf).
func (e *chessEval) kingSafety(c chess.Color) {
	k := int(e.king[c])
	kf, kr := k&7, k>>3
	kf = max(1, min(6, kf))
	ahead := chessAhead[c][kr]
	own, enemy := e.pawns[c], e.pawns[c^1]
	mg, eg := 0, 0
	for f := kf - 1; f <= kf+1; f++ {
		file := chessFile[f]
		shield := own & file & ahead
		if shield == 0 {
			mg += wcKingHalfOpenMG
			eg += wcKingHalfOpenEG
			if enemy&file&ahead == 0 {
				mg += wcKingOpenMG
				eg += wcKingOpenEG
			}
			continue
		}
		// The own pawn nearest the king on the file.
		var r int
		if c == chess.White {
			r = bits.TrailingZeros64(shield)>>3 - kr
		} else {
			r = kr - (63-bits.LeadingZeros64(shield))>>3
		}
		switch r {
		case 1:
			mg += wcShield1MG
			eg += wcShield1EG
		case 2:
			mg += wcShield2MG
			eg += wcShield2EG
		}
	}
	if e.attackers[c] >= 2 {
		u := e.units[c]
		danger := min(u*u/8, chessKingDangerMax)
		mg += danger * wcKingDangerMG
		eg += danger * wcKingDangerEG
	}
	e.mg[c] += mg
	e.eg[c] += eg
}

// countKing adds colour c's king-safety counts to e.d, as kingSafety
// weighs them (ChessFeaturesOf).
func (e *chessEval) countKing(c chess.Color) {
	k := int(e.king[c])
	kf, kr := k&7, k>>3
	kf = max(1, min(6, kf))
	ahead := chessAhead[c][kr]
	own, enemy := e.pawns[c], e.pawns[c^1]
	var half, open, shield1, shield2 int
	for f := kf - 1; f <= kf+1; f++ {
		file := chessFile[f]
		shield := own & file & ahead
		if shield == 0 {
			half++
			if enemy&file&ahead == 0 {
				open++
			}
			continue
		}
		// The own pawn nearest the king on the file.
		var r int
		if c == chess.White {
			r = bits.TrailingZeros64(shield)>>3 - kr
		} else {
			r = kr - (63-bits.LeadingZeros64(shield))>>3
		}
		switch r {
		case 1:
			shield1++
		case 2:
			shield2++
		}
	}
	danger := 0
	if e.attackers[c] >= 2 {
		u := e.units[c]
		danger = min(u*u/8, chessKingDangerMax)
	}
	d, sign := e.d, chessSign[c]
	d[CKingDanger] += sign * danger
	d[CShield1] += sign * shield1
	d[CShield2] += sign * shield2
	d[CKingHalfOpen] += sign * half
	d[CKingOpen] += sign * open
}
