package eval

import (
	"math/bits"
	"sync/atomic"

	"frontier/board/chess"
)

// Pawn structure, each pawn judged by the masks of chess_masks.go:
//
//   - doubled: an own pawn stands ahead of it on its file; the rear one
//     cannot advance past it and the two cannot defend each other.
//   - isolated: no own pawn on the adjacent files; no pawn can ever
//     defend it, and the square in front of it is a hole for the enemy.
//   - backward: not isolated, but every own pawn of the adjacent files is
//     ahead of it, and an enemy pawn attacks the square it would advance
//     to: it can neither be defended by a pawn nor move up to its
//     neighbours without being taken.
//   - passed: no enemy pawn ahead of it on its own or an adjacent file
//     (and no own pawn ahead on its file: only the front one of doubled
//     pawns counts): nothing but pieces can stop it. Worth more the
//     further it has come, most in the endgame, where few pieces are
//     left to block it (CPassed1..CPassed6 by the rank seen from its
//     side; hand-set 5..60 in the middle game, 10..120 in the endgame).
//
// The weights are in weights_chess.go (hand-set: doubled 10 and 20 in
// the endgame, isolated 10 and 15, backward 8 and 10, as penalties).
//
// The terms that depend on the pawns alone are cached by the two
// colours' pawns (chessPawnHash): a loop over 16 pawns is about 6% of a
// chess node's instructions with the play options (docs/chess.md,
// "Cheaper nodes").
// The passed pawns' weights by the rank seen from their side (1..6),
// from weights_chess.go.
var (
	chessPassedMG = [8]int{0, wcPassed1MG, wcPassed2MG, wcPassed3MG, wcPassed4MG, wcPassed5MG, wcPassed6MG, 0}
	chessPassedEG = [8]int{0, wcPassed1EG, wcPassed2EG, wcPassed3EG, wcPassed4EG, wcPassed5EG, wcPassed6EG, 0}
)

// pawnStructure adds colour c's pawn-structure terms, weighed by the
// constants of weights_chess.go as it meets them (countPawns counts
// them for ChessFeaturesOf).
func (e *chessEval) pawnStructure(c chess.Color) {
	if !e.pawnsDone {
		e.pawnsOnly()
	}
	mg, eg := e.pawnMG[c], e.pawnEG[c]
	flip := 0
	if c == chess.Black {
		flip = 56
	}
	// The passed pawns' terms that read the pieces and the kings.
	for b := e.passed[c]; b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b) & 63
		r := (s ^ flip) >> 3
		if e.byColor[c^1]&chessStop(c, s) != 0 {
			mg += r * wcPassedBlockedMG
			eg += r * wcPassedBlockedEG
		}
		kd := r * e.passerKingDist(c, s)
		mg += kd * wcPassedKingDistMG
		eg += kd * wcPassedKingDistEG
	}
	e.mg[c] += mg
	e.eg[c] += eg
}

// pawnsOnly sets e.pawnMG, e.pawnEG and e.passed: the terms of
// pawnStructure that depend on the pawns alone (doubled, isolated,
// backward, the passed pawns' rank bonus), and the connected pawns of
// the threat terms, for both colours, and the passed pawns. They come from chessPawnHash when it holds the pawns,
// and are stored there otherwise.
func (e *chessEval) pawnsOnly() {
	e.pawnsDone = true
	wp, bp := e.pawns[chess.White], e.pawns[chess.Black]
	h := &chessPawnHash[(wp*0x9e3779b97f4a7c15^bp*0xc2b2ae3d27d4eb4f)>>(64-chessPawnHashBits)]
	w0, w1, w2, w3, w4 := h[0].Load(), h[1].Load(), h[2].Load(), h[3].Load(), h[4].Load()
	if w0 == wp && w1 == bp && w0^w1^w2^w3^w4 == h[5].Load() {
		e.passed = [2]uint64{w2, w3}
		e.pawnMG = [2]int{int(int16(w4)), int(int16(w4 >> 16))}
		e.pawnEG = [2]int{int(int16(w4 >> 32)), int(int16(w4 >> 48))}
		return
	}
	for c := chess.White; c <= chess.Black; c++ {
		e.pawnMG[c], e.pawnEG[c], e.passed[c] = e.pawnsOf(c)
	}
	var scores uint64
	for i, v := range [4]int{e.pawnMG[0], e.pawnMG[1], e.pawnEG[0], e.pawnEG[1]} {
		if v != int(int16(v)) {
			return // does not fit the entry: not stored
		}
		scores |= uint64(uint16(int16(v))) << (16 * i)
	}
	h[0].Store(wp)
	h[1].Store(bp)
	h[2].Store(e.passed[0])
	h[3].Store(e.passed[1])
	h[4].Store(scores)
	h[5].Store(wp ^ bp ^ e.passed[0] ^ e.passed[1] ^ scores)
}

// chessPawnHashBits sets the size of chessPawnHash: 2^13 entries of 48
// bytes (384 KiB).
const chessPawnHashBits = 13

// chessPawnHash caches pawnsOf for both colours by the two colours'
// pawns, which every evaluation of a search mostly shares: an entry is
// White's and Black's pawns, their passed pawns, the four sums (int16)
// and a check word, the xor of the five, so that an entry torn by two
// searchers writing it at once is not used (the transposition table's
// lockless scheme). The cache changes no score: a hit gives exactly
// what pawnsOf computes.
var chessPawnHash [1 << chessPawnHashBits][6]atomic.Uint64

// pawnsOf returns colour c's pawn-only terms (see pawnsOnly) and its
// passed pawns.
func (e *chessEval) pawnsOf(c chess.Color) (mg, eg int, passed uint64) {
	own, enemy := e.pawns[c], e.pawns[c^1]
	flip := 0
	if c == chess.Black {
		flip = 56
	}
	for b := own; b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b) & 63
		ahead := own&chessFront[c][s] != 0
		if ahead {
			mg += wcDoubledMG
			eg += wcDoubledEG
		}
		if own&chessAdjacent[s&7] == 0 {
			mg += wcIsolatedMG
			eg += wcIsolatedEG
		} else if own&chessSupport[c][s] == 0 && e.pawnAtt[c^1]&chessStop(c, s) != 0 {
			mg += wcBackwardMG
			eg += wcBackwardEG
		}
		if !ahead && enemy&chessPassed[c][s] == 0 {
			r := (s ^ flip) >> 3
			mg += chessPassedMG[r]
			eg += chessPassedEG[r]
			passed |= 1 << s
		}
	}
	// The connected pawns of the threat terms (chess_threats.go), which
	// read the pawns alone too.
	connected, connRank := chessConnected(c, own, e.pawnAtt[c])
	mg += connected*wcConnectedMG + connRank*wcConnectedRankMG
	eg += connected*wcConnectedEG + connRank*wcConnectedRankEG
	return mg, eg, passed
}

// countPawns adds colour c's pawn-structure counts to e.d, as
// pawnStructure weighs them (ChessFeaturesOf).
func (e *chessEval) countPawns(c chess.Color) {
	own, enemy := e.pawns[c], e.pawns[c^1]
	flip := 0
	if c == chess.Black {
		flip = 56
	}
	d := e.d
	var doubled, isolated, backward int
	for b := own; b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b) & 63
		ahead := own&chessFront[c][s] != 0
		if ahead {
			doubled++
		}
		if own&chessAdjacent[s&7] == 0 {
			isolated++
		} else if own&chessSupport[c][s] == 0 && e.pawnAtt[c^1]&chessStop(c, s) != 0 {
			backward++
		}
		if !ahead && enemy&chessPassed[c][s] == 0 {
			e.passed[c] |= 1 << s
			r := (s ^ flip) >> 3 // 1..6: a pawn is never on its first or last rank
			d[CPassed1-1+r] += chessSign[c]
			if e.byColor[c^1]&chessStop(c, s) != 0 {
				d[CPassedBlocked] += chessSign[c] * r
			}
			d[CPassedKingDist] += chessSign[c] * r * e.passerKingDist(c, s)
		}
	}
	sign := chessSign[c]
	d[CDoubled] += sign * doubled
	d[CIsolated] += sign * isolated
	d[CBackward] += sign * backward
}

// passerKingDist is the enemy king's distance (in king moves) to the
// stop square of colour c's pawn on s, less c's own king's: positive
// when c's king is nearer, to escort the pawn or stop the enemy king.
func (e *chessEval) passerKingDist(c chess.Color, s int) int {
	t := s + 8
	if c == chess.Black {
		t = s - 8
	}
	return chessKingDist(int(e.king[c^1]), t) - chessKingDist(int(e.king[c]), t)
}

// chessKingDist is the number of king moves from a to b.
func chessKingDist(a, b int) int {
	return max(abs(a&7-b&7), abs(a>>3-b>>3))
}

// chessStop is the square in front of a pawn of colour c on s (none
// past the edge: a shift beyond 63 bits is zero in Go).
func chessStop(c chess.Color, s int) uint64 {
	if c == chess.White {
		return uint64(1) << (s + 8)
	}
	return uint64(1) << s >> 8
}
