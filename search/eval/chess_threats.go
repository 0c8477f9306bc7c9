package eval

import (
	"math/bits"

	"frontier/board/chess"
)

// The terms of the fifth fit (issue 27), which need both sides' attack
// maps and so run after pieces has run for both colours. Each counts for
// colour c, against the other side (them):
//
//   - hanging: their knights, bishops, rooks and queens that c attacks
//     and they do not defend (CHanging);
//   - safe checks: the squares from which a piece of c could give check
//     on its next move (a knight's move, a bishop's or rook's line from
//     their king, reached by a piece of c of that kind), not held by c
//     and not attacked by them; queen checks (CSafeCheckQ) apart from
//     the others (CSafeCheck);
//   - weak squares by their king: those of its ring that c attacks and
//     that none of their pawns, knights, bishops or rooks defends
//     (CKingRingWeak);
//   - passed pawns that can run: a passer's rank (1..6 from c's side)
//     when its path to the last rank is empty and not attacked by them
//     (CPassedFree), and when its stop square alone is (CPassedSafe);
//   - connected pawns: c's pawns defended by an own pawn or with one
//     beside them on the rank, counted (CConnected) and their ranks
//     summed (CConnectedRank);
//   - bishops and pawns: for each bishop of c, c's pawns on squares of
//     its colour, which it cannot defend and which block it
//     (CBishopPawns).
//
// The weights are in weights_chess.go.
const chessLightSquares = 0x55aa55aa55aa55aa

// threats adds colour c's threat terms, weighed by the constants of
// weights_chess.go, or counts them into e.d.
func (e *chessEval) threats(p *chess.Position, c chess.Color) {
	them := c ^ 1
	def := e.att[them]
	targets := e.byColor[them] &^ e.pawns[them] &^ p.Pieces(them, chess.King)
	hanging := bits.OnesCount64(targets & e.att[c] &^ def)

	k := e.king[them]
	safe := ^(e.byColor[c] | def)
	ra := chess.RookAttacks(k, e.occ)
	ba := chess.BishopAttacks(k, e.occ)
	checkQ := bits.OnesCount64(e.attBy[c][chess.Queen] & (ra | ba) & safe)
	check := bits.OnesCount64(e.attBy[c][chess.Knight]&chess.KnightAttacks(k)&safe) +
		bits.OnesCount64(e.attBy[c][chess.Bishop]&ba&safe) +
		bits.OnesCount64(e.attBy[c][chess.Rook]&ra&safe)
	strong := e.pawnAtt[them] | e.attBy[them][chess.Knight] | e.attBy[them][chess.Bishop] | e.attBy[them][chess.Rook]
	ringWeak := bits.OnesCount64(chess.KingAttacks(k) & e.att[c] &^ strong)

	flip := 0
	if c == chess.Black {
		flip = 56
	}
	free, safeStop := 0, 0
	for b := e.passed[c]; b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b) & 63
		r := (s ^ flip) >> 3
		if stop := chessStop(c, s); stop&(e.occ|def) == 0 {
			safeStop += r
			if chessFront[c][s]&(e.occ|def) == 0 {
				free += r
			}
		}
	}

	own := e.pawns[c]

	bishopPawns := 0
	for b := p.Pieces(c, chess.Bishop); b != 0; b &= b - 1 {
		colour := uint64(chessLightSquares)
		if uint64(1)<<bits.TrailingZeros64(b)&chessLightSquares == 0 {
			colour = ^colour
		}
		bishopPawns += bits.OnesCount64(own & colour)
	}

	if d := e.d; d != nil {
		sign := chessSign[c]
		d[CHanging] += sign * hanging
		d[CSafeCheckQ] += sign * checkQ
		d[CSafeCheck] += sign * check
		d[CKingRingWeak] += sign * ringWeak
		d[CPassedFree] += sign * free
		d[CPassedSafe] += sign * safeStop
		connected, connRank := chessConnected(c, own, e.pawnAtt[c])
		d[CConnected] += sign * connected
		d[CConnectedRank] += sign * connRank
		d[CBishopPawns] += sign * bishopPawns
		return
	}
	// The connected pawns are weighed with the pawn structure (pawnsOf),
	// whose sums the pawn hash keeps.
	e.mg[c] += hanging*wcHangingMG + checkQ*wcSafeCheckQMG + check*wcSafeCheckMG +
		ringWeak*wcKingRingWeakMG + free*wcPassedFreeMG + safeStop*wcPassedSafeMG +
		bishopPawns*wcBishopPawnsMG
	e.eg[c] += hanging*wcHangingEG + checkQ*wcSafeCheckQEG + check*wcSafeCheckEG +
		ringWeak*wcKingRingWeakEG + free*wcPassedFreeEG + safeStop*wcPassedSafeEG +
		bishopPawns*wcBishopPawnsEG
}

// chessConnected counts colour c's pawns (own, attacking pawnAtt) that
// an own pawn defends or stands beside on the rank, and sums their ranks
// seen from c's side (CConnected, CConnectedRank).
func chessConnected(c chess.Color, own, pawnAtt uint64) (connected, connRank int) {
	const notA, notH = ^uint64(0x0101010101010101), ^uint64(0x8080808080808080)
	flip := 0
	if c == chess.Black {
		flip = 56
	}
	conn := own & (pawnAtt | (own&notH)<<1 | (own&notA)>>1)
	for b := conn; b != 0; b &= b - 1 {
		connRank += ((bits.TrailingZeros64(b) ^ flip) & 63) >> 3
	}
	return bits.OnesCount64(conn), connRank
}
