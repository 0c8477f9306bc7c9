package eval

import (
	"fmt"

	"frontier/board/chess"
)

// The chess evaluation is linear in its weights: each term of chess.go,
// chess_mobility.go, chess_pawns.go and chess_king.go adds a count (a
// number of pieces, of safe squares, of doubled pawns...) to its term's
// slot, White's counts less Black's, and the score is the dot product of
// those counts with a middle-game and an endgame weight a term, mixed by
// the phase:
//
//	v = (Σ d[t]·mg[t]·phase + Σ d[t]·eg[t]·(24−phase)) / 24
//
// which is what lets a tuner fit the weights (package search/tune,
// `frontier tune --game chess`). The piece-square tables are a fixed
// base (the formulas of chess.go: their sums are two terms weighed 1)
// plus a fitted value a piece and square (the CPST terms, left-right
// symmetric: 32 squares a kind); the mobility base counts, the king
// zone and the cap of the king danger stay fixed.
const (
	CPawn         = iota // pawns (the terms of the five kinds are indexed by chess.Piece)
	CKnight              // knights
	CBishop              // bishops
	CRook                // rooks
	CQueen               // queens
	CBishopPair          // two bishops or more
	CPSTMG               // the sum of the middle-game piece-square values
	CPSTEG               // the sum of the endgame piece-square values
	CMobKnight           // a knight's safe squares less chessMobilityBase
	CMobBishop           // a bishop's
	CMobRook             // a rook's
	CMobQueen            // a queen's
	CRookOpen            // rook on a file without pawns
	CRookHalfOpen        // rook on a file without own pawns
	CDoubled             // pawn with an own pawn ahead on its file
	CIsolated            // pawn without own pawns on the adjacent files
	CBackward            // backward pawn
	CPassed1             // passed pawn on its 2nd rank (rank index 1)
	CPassed2
	CPassed3
	CPassed4
	CPassed5
	CPassed6 // passed pawn on its 7th rank
	CShield1 // shield pawn one rank ahead of the king
	CShield2 // two ranks ahead
	CKingHalfOpen
	CKingOpen
	CKingDanger // min(units²/8, chessKingDangerMax) of the attack on the king's zone
	CTempo      // the side to move (+1 White to move, −1 Black)
	// CPassedBlocked is the rank (1..6, from its side) of each passed
	// pawn whose stop square an enemy piece holds.
	CPassedBlocked
	// CPassedKingDist is, for each passed pawn, its rank times the
	// enemy king's distance to its stop square less the own king's
	// (king moves): the kings' race an endgame turns on.
	CPassedKingDist
	CPawnThreat  // enemy pieces (not pawns or the king) an own pawn attacks
	CMinorThreat // enemy rooks and queens an own knight or bishop attacks
	COutpost     // knight on the 4th..6th rank, defended by a pawn, no enemy pawn able to chase it
	// The terms of the fifth fit (chess_threats.go), read from the
	// attack maps of both sides.
	CHanging       // enemy pieces (not pawns or the king) attacked and not defended
	CSafeCheckQ    // squares where an own queen could give check, not held or attacked by the enemy
	CSafeCheck     // the same for own knights, bishops and rooks
	CKingRingWeak  // squares next to the enemy king that are attacked and defended by no enemy pawn or minor piece or rook
	CPassedFree    // a passer's rank when its path to promotion is empty and no enemy piece attacks it
	CPassedSafe    // a passer's rank when its stop square is empty and no enemy piece attacks it
	CConnected     // pawns defended by an own pawn or beside one
	CConnectedRank // the same pawns' ranks (1..6 from their side), summed
	CBishopPawns   // own pawns on the colour of an own bishop's squares, counted a bishop
	// CPST is the first piece-square term: term CPST + 32·kind +
	// chessPSTIndex[s] counts the pieces of that kind on s or its
	// mirror image across the d/e line (White's on s, Black's on s^56),
	// White's less Black's. Its weights are added to the base tables
	// of chess.go (chessPSQ).
	CPST
	// CMob is the first mobility-table term: term CMob +
	// chessMobOffset[kind] + n counts the pieces of that kind (knight to
	// queen) with n safe squares, White's less Black's. Its weights are
	// added to the linear ones of CMobKnight..CMobQueen, which stay: a
	// square more is not worth the same to a piece hemmed in to one or
	// two as to one that already has ten, and a fit starting from the
	// straight line bends it where the data say so.
	CMob          = CPST + 6*32
	NumChessTerms = CMob + chessMobTerms
)

// chessMobSize[k] is the number of mobility counts of kind k, 0 up to
// its most safe squares (a knight 8, a bishop 13, a rook 14, a queen
// 27).
var chessMobSize = [6]int{0, 9, 14, 15, 28, 0}

// chessMobTerms is the number of mobility-table terms, the sum of
// chessMobSize (a constant, for the arrays NumChessTerms sizes).
const chessMobTerms = 9 + 14 + 15 + 28

// chessMobOffset[k] is where kind k's terms start after CMob: the sizes
// of the kinds before it.
var chessMobOffset = func() (o [6]int) {
	for k := 1; k < 6; k++ {
		o[k] = o[k-1] + chessMobSize[k-1]
	}
	if o[5] != chessMobTerms {
		panic("eval: chessMobTerms is not the sum of chessMobSize")
	}
	return o
}()

// ChessMobTerm returns the mobility-table term of a piece of kind k
// (knight to queen) with n safe squares.
func ChessMobTerm(k chess.Piece, n int) int { return CMob + chessMobOffset[k] + n }

// ChessMobSize returns the number of mobility-table terms of kind k
// (knight to queen): one for each count of safe squares from 0.
func ChessMobSize(k chess.Piece) int { return chessMobSize[k] }

// chessScalarTermNames name the terms before CPST.
var chessScalarTermNames = [CPST]string{
	"Pawn", "Knight", "Bishop", "Rook", "Queen", "BishopPair", "PSTMG", "PSTEG",
	"MobKnight", "MobBishop", "MobRook", "MobQueen", "RookOpen", "RookHalfOpen",
	"Doubled", "Isolated", "Backward",
	"Passed1", "Passed2", "Passed3", "Passed4", "Passed5", "Passed6",
	"Shield1", "Shield2", "KingHalfOpen", "KingOpen", "KingDanger",
	"Tempo", "PassedBlocked", "PassedKingDist", "PawnThreat", "MinorThreat", "Outpost",
	"Hanging", "SafeCheckQ", "SafeCheck", "KingRingWeak", "PassedFree", "PassedSafe",
	"Connected", "ConnectedRank", "BishopPawns",
}

// chessPSTIndex[s] is the piece-square term of square s (White's view)
// within its kind's 32: 4·rank + the file folded onto a..d.
// (A variable's initialiser, not an init function: chess.go's init
// reads it.)
var chessPSTIndex = func() (x [64]uint8) {
	for s := range x {
		f, r := s&7, s>>3
		x[s] = uint8(4*r + min(f, 7-f))
	}
	return x
}()

// ChessTermNames name the terms in order, for the tuner's output: the
// piece-square terms as PST, the kind and the square (PSTKnightC3 is a
// knight on c3 or f3, or for Black on c6 or f6), the mobility-table
// terms as Mob, the kind and the count (MobKnight2: a knight with two
// safe squares).
var ChessTermNames = func() (n [NumChessTerms]string) {
	copy(n[:], chessScalarTermNames[:])
	kinds := [6]string{"Pawn", "Knight", "Bishop", "Rook", "Queen", "King"}
	for k, kind := range kinds {
		for i := 0; i < 32; i++ {
			n[CPST+32*k+i] = fmt.Sprintf("PST%s%c%d", kind, 'A'+i%4, 1+i/4)
		}
	}
	for k := chess.Knight; k <= chess.Queen; k++ {
		for i := range chessMobSize[k] {
			n[ChessMobTerm(k, i)] = fmt.Sprintf("Mob%s%d", kinds[k], i)
		}
	}
	return n
}()

// ChessPSTTerm returns the piece-square term of a White piece of kind k
// on square s.
func ChessPSTTerm(k chess.Piece, s chess.Square) int {
	return CPST + 32*int(k) + int(chessPSTIndex[s])
}

// ChessWeights are the weights of the terms in centipawns: [2t] is term
// t's middle-game weight, [2t+1] its endgame one.
type ChessWeights [2 * NumChessTerms]int

// CurrentChess returns the weights the compiled evaluation uses
// (weights_chess.go).
func CurrentChess() ChessWeights { return chessWeights }

// ChessFeatures are the counts of a position's terms, White's less
// Black's, with its phase and side to move: all the evaluation needs.
type ChessFeatures struct {
	D     [NumChessTerms]int16
	Phase int8 // 0..24
	Black bool // Black to move
}

// ChessFeaturesOf returns p's features (p's game goes on).
func ChessFeaturesOf(p *chess.Position) ChessFeatures {
	var d [NumChessTerms]int
	e := chessEval{d: &d}
	e.run(p)
	var f ChessFeatures
	for t, x := range d {
		f.D[t] = int16(x)
	}
	f.Phase = int8(min(e.phase, 24))
	f.Black = p.SideToMove() == chess.Black
	return f
}

// Evaluate scores f with w for the side to move, as ChessEvaluate does
// with the compiled weights: with w = CurrentChess() the two agree on
// every position.
func (w *ChessWeights) Evaluate(f *ChessFeatures) int {
	mg, eg := 0, 0
	for t, x := range f.D {
		if x == 0 { // most piece-square terms
			continue
		}
		mg += int(x) * w[2*t]
		eg += int(x) * w[2*t+1]
	}
	return chessMix(mg, eg, int(f.Phase), f.Black)
}

// chessMix mixes the middle-game and endgame sums by the phase, for the
// side to move, bounded by chessMaxEval.
func chessMix(mg, eg, phase int, black bool) int {
	// Go's division truncates toward zero, so a mirrored position's
	// negated sums give exactly the negated score.
	v := (mg*phase + eg*(24-phase)) / 24
	if black {
		v = -v
	}
	return max(-chessMaxEval, min(chessMaxEval, v))
}
