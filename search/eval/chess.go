package eval

import (
	"math/bits"

	"frontier/board/chess"
)

// Chess is chess as a search.Game: the rules of package board/chess and
// an evaluation of the classic hand-written kind, enough for the suites
// (Bratko-Kopec, Kaufman) at modest depth.
//
// Evaluate scores the side to move in centipawns. Each term is counted
// for both colours, in a middle-game and an endgame value, and the
// difference is mixed by the phase (ChessEvaluate). The weights of the
// terms are a table (weights_chess.go, chess_features.go), the values
// below the hand-set ones:
//
//   - material (hand-set: pawn 100, knight 320, bishop 330, rook 500,
//     queen 900) and the pair of bishops (30, in the endgame 50);
//   - piece-square terms, each a rule of thumb written as a formula of
//     the square (not taken from a program; see chessPST);
//   - mobility, rooks on open and half-open files and the attackers of
//     the enemy king's zone (chess_mobility.go);
//   - pawn structure: doubled, isolated, backward and passed pawns
//     (chess_pawns.go);
//   - king safety: the pawn shield, open files by the king and the
//     weight of the attack on its zone (chess_king.go).
//   - threats read from both sides' attack maps (hanging pieces, safe
//     checks, weak squares by the king, passers with a free path) and
//     connected pawns and a bishop's own pawns (chess_threats.go).
//
// Forcing is being in check: the search then goes on through every
// reply at the horizon instead of evaluating, which is the check
// extension, and is honest in the sense search.Game gives the word (all
// the moves of the position are searched, as for checkers' compulsory
// capture). Captures are not forcing: most chess positions have one, and
// extending through all moves of every such position would not end;
// captures and promotions alone are searched at the horizon instead
// (quiescence, NoisyMoves in chess_noisy.go).
type Chess struct{ chess.Rules }

// Material values in centipawns, by chess.Piece, as the selective
// search's Gain counts them (chess_selective.go). The evaluation's own
// material weights are in weights_chess.go (CPawn..CQueen), where a fit
// may move them without changing what the search's pruning assumes.
var chessValue = [6]int{100, 320, 330, 500, 900, 0}

// chessPhaseWeight is each kind's share of the game phase.
var chessPhaseWeight = [6]int{0, 1, 1, 2, 4, 0}

// chessPST[k][s] is the base middle-game piece-square term of a White
// piece of kind k on s, chessPSTEnd[k][s] the endgame one (formulas of
// the square, the shapes the fitted CPST weights are added to). Black's
// pieces read the square mirrored (s^56).
var chessPST, chessPSTEnd [6][64]int

func init() {
	for s := 0; s < 64; s++ {
		f, r := s&7, s>>3
		// md is the Manhattan distance to the centre in half-squares:
		// 2 on d4..e5, 14 in a corner.
		md := abs(2*f-7) + abs(2*r-7)
		centreFile := f == 3 || f == 4
		// Pawns: the further advanced the better, and the central ones
		// on the fourth and fifth ranks. A wing pawn's advance (a, b, g,
		// h files) counts only from the fifth rank in the middle game:
		// before that it mostly loosens the cover of a castled king.
		advance := [8]int{0, 0, 5, 10, 20, 35, 60, 0}[r]
		pawn := advance
		if centreFile && (r == 3 || r == 4) {
			pawn += 20
		} else if (f == 2 || f == 5) && (r == 3 || r == 4) {
			pawn += 5
		}
		if f < 2 || f > 5 {
			pawn = [8]int{0, 0, 0, 0, 10, 30, 55, 0}[r]
		}
		chessPST[chess.Pawn][s], chessPSTEnd[chess.Pawn][s] = pawn, advance
		chessPST[chess.Knight][s] = 20 - 4*(md-2)
		chessPST[chess.Bishop][s] = 10 - 2*(md-2)
		rook := 0
		if r == 6 {
			rook = 20
		}
		if centreFile {
			rook += 5
		}
		chessPST[chess.Rook][s] = rook
		chessPST[chess.Queen][s] = 5 - (md - 2)
		for k := chess.Knight; k <= chess.Queen; k++ {
			chessPSTEnd[k][s] = chessPST[k][s]
		}
		// The king: while the opponent has pieces, at home in a corner;
		// in the endgame in the centre.
		king := -20 * r
		if r == 0 && f != 3 && f != 4 && f != 5 {
			king = 20
		}
		chessPST[chess.King][s] = king
		chessPSTEnd[chess.King][s] = 20 - 5*(md-2)
	}
	for k := chess.Pawn; k <= chess.King; k++ {
		for s := 0; s < 64; s++ {
			b, e := chessPST[k][s], chessPSTEnd[k][s]
			t := 2 * (CPST + 32*int(k) + int(chessPSTIndex[s]))
			chessPSQ[k][s] = [2]int32{
				int32(b*wcPSTMGMG + e*wcPSTEGMG + chessWeights[t]),
				int32(b*wcPSTMGEG + e*wcPSTEGEG + chessWeights[t+1]),
			}
		}
	}
}

// chessPSQ[k][s] is what a White piece of kind k on s adds to the
// middle-game [0] and endgame [1] sums (Black's read s^56): the base
// tables chessPST and chessPSTEnd weighed as the terms CPSTMG and
// CPSTEG, plus the fitted piece-square weights of its CPST term, summed
// once here so that the evaluation loads one entry a piece.
var chessPSQ [6][64][2]int32

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// chessMaxEval bounds the evaluation, inside ±board.FinalBase/2.
const chessMaxEval = 9000

// Evaluate returns the static score for the side to move, or the result
// when the game is over (Rules.Outcome).
func (c Chess) Evaluate(p *chess.Position) (int, bool) {
	if v, over := c.Rules.Outcome(p); over {
		return v, true
	}
	return ChessEvaluate(p), false
}

// ChessEvaluate is the evaluation of a position whose game goes on, for
// the side to move. Every term is counted for each colour in a middle-game
// and an endgame value; the difference of the two colours' sums is mixed
// by the phase (24 with all pieces on, 0 with none but pawns and kings),
// so a term can matter in one part of the game and not the other (king
// shelter in the middle game, passed pawns and the king's centralisation
// in the endgame) without a jump when a piece comes off.
//
// The terms are counted (chess_features.go) and weighed by the weights
// of weights_chess.go.
func ChessEvaluate(p *chess.Position) int {
	var e chessEval
	e.run(p)
	mg := e.mg[chess.White] - e.mg[chess.Black]
	eg := e.eg[chess.White] - e.eg[chess.Black]
	return chessMix(mg, eg, min(e.phase, 24), p.SideToMove() == chess.Black)
}

// run weighs every term of p into e.mg and e.eg, or with e.d set counts
// them into e.d.
func (e *chessEval) run(p *chess.Position) {
	e.setup(p)
	if e.d != nil {
		e.countMaterial(p)
	} else {
		e.material(p)
	}
	for c := chess.White; c <= chess.Black; c++ {
		e.pieces(p, c)
		if e.d != nil {
			e.countPawns(c)
		} else {
			e.pawnStructure(c)
		}
	}
	for c := chess.White; c <= chess.Black; c++ {
		// After pieces: it reads the attacks on c's king.
		if e.d != nil {
			e.countKing(c)
		} else {
			e.kingSafety(c)
		}
		// After both sides' pieces: it reads their attack maps.
		e.threats(p, c)
	}
	// The move: the side to move is a tempo ahead of a static count.
	if stm := p.SideToMove(); e.d != nil {
		e.d[CTempo] += chessSign[stm]
	} else {
		e.mg[stm] += wcTempoMG
		e.eg[stm] += wcTempoEG
	}
}

// chessSign is +1 for White's counts, -1 for Black's.
var chessSign = [2]int{1, -1}

// chessEval is one evaluation's working state: the sums by colour or
// the counts of the terms (White's less Black's), and the bitboards
// several terms share, computed once.
//
// With d nil (the search) the terms add the constants of
// weights_chess.go into mg and eg as they meet them, as the code did
// before the weights could be tuned; with d set (ChessFeaturesOf) their
// twins countMaterial, countPawns and countKing, and pieces at its end,
// add the counts to d instead. TestChessFeaturesAgree holds the two to
// the same score.
type chessEval struct {
	mg, eg  [2]int              // by colour
	d       *[NumChessTerms]int // if not nil, count into it rather than weigh
	phase   int
	occ     uint64
	byColor [2]uint64 // each colour's pieces
	pawns   [2]uint64
	pawnAtt [2]uint64 // squares each colour's pawns attack
	king    [2]chess.Square
	// zone[c] is the ring around c's king and the squares in front of
	// it; units[c] the attack weight the other side's pieces bear on
	// it and attackers[c] how many of them do.
	zone      [2]uint64
	units     [2]int
	attackers [2]int
	// The pawn-only terms of both colours and their passed pawns, set
	// by pawnsOnly once pawnsDone (chess_pawns.go).
	pawnsDone      bool
	pawnMG, pawnEG [2]int
	passed         [2]uint64
	// attBy[c][k] are the squares colour c's pieces of kind k attack
	// (knights to queens, from pieces), att[c] all the squares c
	// attacks (its pawns and king too, once pieces has run for c), and
	// passed[c] c's passed pawns (from the pawn terms): what the
	// threat terms of chess_threats.go read.
	attBy [2][chess.King]uint64
	att   [2]uint64
}

// setup computes the bitboards the terms share: occupancy, pawns and
// their attacks, the kings and their zones.
func (e *chessEval) setup(p *chess.Position) {
	e.occ = p.Occupied(chess.White) | p.Occupied(chess.Black)
	for c := chess.White; c <= chess.Black; c++ {
		e.byColor[c] = p.Occupied(c)
		e.pawns[c] = p.Pieces(c, chess.Pawn)
		e.pawnAtt[c] = chessPawnAttacks(c, e.pawns[c])
		k := chess.Square(bits.TrailingZeros64(p.Pieces(c, chess.King)) & 63)
		e.king[c] = k
		z := chess.KingAttacks(k) | 1<<k
		if c == chess.White {
			z |= z << 8
		} else {
			z |= z >> 8
		}
		e.zone[c] = z
		e.att[c] = e.pawnAtt[c] | chess.KingAttacks(k)
	}
}

// material adds material, the bishop pair and the piece-square terms,
// weighed by the constants of weights_chess.go and the tables of
// chessPSQ, and counts the phase (countMaterial counts them for
// ChessFeaturesOf).
func (e *chessEval) material(p *chess.Position) {
	for c := chess.White; c <= chess.Black; c++ {
		flip := 0
		if c == chess.Black {
			flip = 56
		}
		// The piece-square values, both parts of the game from one
		// table entry (chessPSQ).
		var mg, eg int32
		for b := e.pawns[c]; b != 0; b &= b - 1 {
			v := &chessPSQ[chess.Pawn][(bits.TrailingZeros64(b)^flip)&63]
			mg, eg = mg+v[0], eg+v[1]
		}
		n := bits.OnesCount64(e.pawns[c])
		vm, ve := n*wcPawnMG, n*wcPawnEG
		// The kinds one by one, so that their weights are constants.
		b := p.Pieces(c, chess.Knight)
		n = bits.OnesCount64(b)
		vm, ve = vm+n*wcKnightMG, ve+n*wcKnightEG
		e.phase += n * chessPhaseWeight[chess.Knight]
		for ; b != 0; b &= b - 1 {
			v := &chessPSQ[chess.Knight][(bits.TrailingZeros64(b)^flip)&63]
			mg, eg = mg+v[0], eg+v[1]
		}
		b = p.Pieces(c, chess.Bishop)
		n = bits.OnesCount64(b)
		vm, ve = vm+n*wcBishopMG, ve+n*wcBishopEG
		e.phase += n * chessPhaseWeight[chess.Bishop]
		if n >= 2 {
			vm, ve = vm+wcBishopPairMG, ve+wcBishopPairEG
		}
		for ; b != 0; b &= b - 1 {
			v := &chessPSQ[chess.Bishop][(bits.TrailingZeros64(b)^flip)&63]
			mg, eg = mg+v[0], eg+v[1]
		}
		b = p.Pieces(c, chess.Rook)
		n = bits.OnesCount64(b)
		vm, ve = vm+n*wcRookMG, ve+n*wcRookEG
		e.phase += n * chessPhaseWeight[chess.Rook]
		for ; b != 0; b &= b - 1 {
			v := &chessPSQ[chess.Rook][(bits.TrailingZeros64(b)^flip)&63]
			mg, eg = mg+v[0], eg+v[1]
		}
		b = p.Pieces(c, chess.Queen)
		n = bits.OnesCount64(b)
		vm, ve = vm+n*wcQueenMG, ve+n*wcQueenEG
		e.phase += n * chessPhaseWeight[chess.Queen]
		for ; b != 0; b &= b - 1 {
			v := &chessPSQ[chess.Queen][(bits.TrailingZeros64(b)^flip)&63]
			mg, eg = mg+v[0], eg+v[1]
		}
		v := &chessPSQ[chess.King][(int(e.king[c])^flip)&63]
		e.mg[c] += vm + int(mg+v[0])
		e.eg[c] += ve + int(eg+v[1])
	}
}

// countMaterial adds the counts of material's terms to e.d, as
// material weighs them, and counts the phase (ChessFeaturesOf).
func (e *chessEval) countMaterial(p *chess.Position) {
	for c := chess.White; c <= chess.Black; c++ {
		flip := 0
		if c == chess.Black {
			flip = 56
		}
		mg, eg := 0, 0
		// Pawns have two tables; the pieces' tables are the same in
		// both parts of the game (one load a piece).
		for b := e.pawns[c]; b != 0; b &= b - 1 {
			s := (bits.TrailingZeros64(b) ^ flip) & 63
			mg += chessPST[chess.Pawn][s]
			eg += chessPSTEnd[chess.Pawn][s]
		}
		var n [chess.King]int // by kind
		n[chess.Pawn] = bits.OnesCount64(e.pawns[c])
		v := 0
		for k := chess.Knight; k < chess.King; k++ {
			b := p.Pieces(c, k)
			n[k] = bits.OnesCount64(b)
			e.phase += n[k] * chessPhaseWeight[k]
			for ; b != 0; b &= b - 1 {
				v += chessPST[k][(bits.TrailingZeros64(b)^flip)&63]
			}
		}
		pair := 0
		if n[chess.Bishop] >= 2 {
			pair = 1
		}
		ks := int(e.king[c]) ^ flip
		pstMG := mg + v + chessPST[chess.King][ks]
		pstEG := eg + v + chessPSTEnd[chess.King][ks]
		d, sign := e.d, chessSign[c]
		for k := chess.Pawn; k < chess.King; k++ {
			d[CPawn+int(k)] += sign * n[k]
		}
		d[CBishopPair] += sign * pair
		d[CPSTMG] += sign * pstMG
		d[CPSTEG] += sign * pstEG
		for k := chess.Pawn; k <= chess.King; k++ {
			for b := p.Pieces(c, k); b != 0; b &= b - 1 {
				d[CPST+32*int(k)+int(chessPSTIndex[(bits.TrailingZeros64(b)^flip)&63])] += sign
			}
		}
	}
}

// Forcing reports that the side to move is in check (see Chess).
func (Chess) Forcing(p *chess.Position) bool { return p.InCheck() }

// Irreversible reports a capture, a pawn move or a move that loses a
// castling right: the position before it cannot recur after it.
func (Chess) Irreversible(p *chess.Position, m chess.Move) bool {
	// A pawn move by the pawns' bit alone: MovedPiece looks the kind up
	// (about 1% of a node's instructions, docs/chess.md).
	return p.IsCapture(m) || p.Pieces(p.SideToMove(), chess.Pawn)&(1<<m.From()) != 0 || p.ChangesCastling(m)
}

// MoveCode is the 16-bit move plus one: nonzero and below 1<<17.
func (Chess) MoveCode(m chess.Move) uint32 { return uint32(m) + 1 }

// HistoryIndex is the (side, from, to) slot.
func (Chess) HistoryIndex(p *chess.Position, m chess.Move) int {
	return int(p.SideToMove())<<12 | int(m.From())<<6 | int(m.To())
}

// HistorySize is 2 sides × 64 × 64 squares.
func (Chess) HistorySize() int { return 2 << 12 }
