package eval

import (
	"testing"

	"frontier/board/chess"
)

// chessTermScore evaluates one term of the chess evaluation on fen:
// White's middle-game and endgame sums less Black's.
func chessTermScore(t *testing.T, fen, term string) (mg, eg int) {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var e chessEval
	e.setup(&p)
	for c := chess.White; c <= chess.Black; c++ {
		e.pieces(&p, c)
	}
	if term != "pieces" {
		e.mg, e.eg = [2]int{}, [2]int{}
	}
	for c := chess.White; c <= chess.Black; c++ {
		switch term {
		case "pawns":
			e.pawnStructure(c)
		case "king":
			e.kingSafety(c)
		}
	}
	return e.mg[0] - e.mg[1], e.eg[0] - e.eg[1]
}

// chessTermMixed mixes a term's middle-game and endgame values by the
// phase of fen, as ChessEvaluate does (for White).
func chessTermMixed(t *testing.T, fen string, mg, eg int) int {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var e chessEval
	e.setup(&p)
	e.material(&p)
	return chessMix(mg, eg, min(e.phase, 24), false)
}

func chessEvalFEN(t *testing.T, fen string) int {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return ChessEvaluate(&p)
}

// Each term's sign on hand-made positions of equal material: the
// better position must score higher both in the term itself and in the
// whole evaluation unless termOnly (White to move in every position).
func TestChessTermSigns(t *testing.T) {
	for _, c := range []struct {
		name, term    string
		better, worse string
		mgOnly        bool // a middle-game term: compare mg alone
		// termOnly: the whole evaluation may disagree, the other terms
		// outweighing this one by design.
		termOnly bool
	}{
		{"passed pawn on the 6th beats the 3rd", "pawns",
			"4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/P7/8/4K3 w - - 0 1", false, false},
		{"a passed pawn beats one an enemy pawn can stop", "pawns",
			"4k3/7p/8/P7/8/8/8/4K3 w - - 0 1", "4k3/1p6/8/P7/8/8/8/4K3 w - - 0 1", false, false},
		{"doubled isolated pawns cost", "pawns",
			"4k3/pp6/8/8/8/8/1PP5/4K3 w - - 0 1", "4k3/pp6/8/8/8/2P5/2P5/4K3 w - - 0 1", false, false},
		// The whole evaluation: since the eighth fit the piece-square
		// tables put a pawn on d2 about a doubled pawn's cost above one
		// on c2 (-1 against 0), so only the pawn term is compared.
		{"doubled pawns cost", "pawns",
			"4k3/2ppp3/8/8/8/3P4/2P1P3/4K3 w - - 0 1", "4k3/2ppp3/8/8/8/3P4/3PP3/4K3 w - - 0 1", false, true},
		{"an isolated pawn costs", "pawns",
			"4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1", "4k3/pp6/8/8/8/8/P1P5/4K3 w - - 0 1", false, false},
		{"a backward pawn costs", "pawns",
			"4k3/8/4p3/8/2P1P3/3P4/8/4K3 w - - 0 1", "4k3/8/8/4p3/2P1P3/3P4/8/4K3 w - - 0 1", false, false},
		{"a king with its shield beats one without", "king",
			"r2q1rk1/5ppp/8/8/8/8/5PPP/R2Q1RK1 w - - 0 1", "r2q1rk1/5ppp/8/8/8/8/PPP5/R2Q1RK1 w - - 0 1", true, false},
		{"a shield beats pawns pushed to the fourth rank", "king",
			"r2q1rk1/5ppp/8/8/8/8/5PPP/R2Q1RK1 w - - 0 1", "r2q1rk1/5ppp/8/8/5PPP/8/8/R2Q1RK1 w - - 0 1", true,
			// The shield is kept small (a pawn lever by the king, f4 in
			// BK.11 and BK.24, must stay playable): the pawns' own
			// advance and the rooks' new squares outweigh it here.
			true},
		{"two pieces on the king's zone hurt the defender", "king",
			"r2q1rk1/5ppp/8/6NQ/8/8/5PPP/R5K1 w - - 0 1", "r2q1rk1/5ppp/8/8/8/8/5PPP/RN2Q1K1 w - - 0 1", true, false},
		{"a rook on an open file beats one behind its own pawn", "pieces",
			"4k3/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1", "4k3/pp3ppp/8/8/8/8/PP3PPP/5RK1 w - - 0 1", false, false},
		{"a rook on a half-open file beats one behind its own pawn, at equal mobility", "pieces",
			// One pawn changes sides: the whole evaluation sees material.
			"4k3/8/8/4p3/3p4/8/8/3RK3 w - - 0 1", "4k3/8/8/4p3/3P4/8/8/3RK3 w - - 0 1", false, true},
		{"a bishop with scope beats a hemmed-in one", "pieces",
			"4k3/pp6/8/8/8/3B4/PPP5/4K3 w - - 0 1", "4k3/pp6/8/8/8/8/PPP5/B3K3 w - - 0 1", false, false},
	} {
		bm, be := chessTermScore(t, c.better, c.term)
		wm, we := chessTermScore(t, c.worse, c.term)
		// The fitted weights (weights_chess.go) need not order the
		// middle-game and endgame values apart (a passer's middle-game
		// weight is small, even below zero, beside its piece-square
		// advance), so the term is compared as the position's phase
		// mixes it; a middle-game term, on its middle-game value.
		if c.mgOnly {
			if bm <= wm {
				t.Errorf("%s: term %d (eg %d), not above %d (eg %d)", c.name, bm, be, wm, we)
			}
		} else if b, w := chessTermMixed(t, c.better, bm, be), chessTermMixed(t, c.worse, wm, we); b <= w {
			t.Errorf("%s: term %d/%d (mixed %d), not above %d/%d (mixed %d)", c.name, bm, be, b, wm, we, w)
		}
		if b, w := chessEvalFEN(t, c.better), chessEvalFEN(t, c.worse); !c.termOnly && b <= w {
			t.Errorf("%s: evaluation %d, not above %d", c.name, b, w)
		}
	}
}

// The counts of the terms added for the fit (issue 27), on hand-made
// positions, and their mirror images counted for Black.
func TestChessAddedTermCounts(t *testing.T) {
	for _, c := range []struct {
		name, fen  string
		term, want int
	}{
		{"White to move", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", CTempo, 1},
		{"Black to move", "4k3/8/8/8/8/8/8/4K3 b - - 0 1", CTempo, -1},
		{"a passer on the 5th blocked by a knight", "4k3/8/n7/P7/8/8/8/4K3 w - - 0 1", CPassedBlocked, 4},
		{"a passer not blocked", "4k3/8/8/P7/8/n7/8/4K3 w - - 0 1", CPassedBlocked, 0},
		{"a pawn that is not passed is not blocked", "4k3/1p6/n7/P7/8/8/8/4K3 w - - 0 1", CPassedBlocked, 0},
		// Stop square a6: the black king on h8 is 7 moves away, the
		// white one on b6 1: (7-1) × rank 4.
		{"the own king escorts the passer", "7k/8/1K6/P7/8/8/8/8 w - - 0 1", CPassedKingDist, 24},
		{"the enemy king stops the passer", "8/1k6/8/P7/8/8/8/7K w - - 0 1", CPassedKingDist, -24},
		{"a pawn attacks a knight", "4k3/8/8/4n3/3P4/8/8/4K3 w - - 0 1", CPawnThreat, 1},
		{"a pawn attacks a pawn and the king: no threat", "8/8/8/2p1k3/3P4/8/8/4K3 b - - 0 1", CPawnThreat, 0},
		{"a knight forks rook and queen", "4k3/8/2r1q3/8/3N4/8/8/4K3 w - - 0 1", CMinorThreat, 2},
		{"a bishop attacks a rook, a knight attacks nothing", "4k3/8/8/8/r7/8/2B5/N3K3 w - - 0 1", CMinorThreat, 1},
		{"a knight on d5 defended by e4, no enemy c or e pawn to chase it", "4k3/p6p/8/3N4/4P3/8/8/4K3 w - - 0 1", COutpost, 1},
		{"a black pawn on c7 can chase it", "4k3/2p4p/8/3N4/4P3/8/8/4K3 w - - 0 1", COutpost, 0},
		{"not defended by a pawn", "4k3/p6p/8/3N4/8/4P3/8/4K3 w - - 0 1", COutpost, 0},
		// The fifth fit's terms (chess_threats.go).
		{"a rook attacks an undefended knight", "4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1", CHanging, 1},
		{"a pawn defends the knight", "4k3/8/4p3/3n4/8/8/3R4/4K3 w - - 0 1", CHanging, 0},
		// a8, a4, e5 and h8: on the king's lines, reached by the queen.
		{"four safe queen checks", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", CSafeCheckQ, 4},
		{"a safe rook check on a8", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", CSafeCheck, 1},
		{"the king guards d8", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", CSafeCheck, 0},
		{"a rook on d7 and d8 by the king", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", CKingRingWeak, 2},
		{"a knight defends d7", "4k3/8/1n6/8/8/8/8/3RK3 w - - 0 1", CKingRingWeak, 1},
		{"a free passer on the 5th", "4k3/8/8/P7/8/8/8/4K3 w - - 0 1", CPassedFree, 4},
		{"its stop square is safe too", "4k3/8/8/P7/8/8/8/4K3 w - - 0 1", CPassedSafe, 4},
		{"a rook in front: neither", "r3k3/8/8/P7/8/8/8/4K3 w - - 0 1", CPassedSafe, 0},
		{"a bishop attacks a7: the stop is safe", "1b2k3/8/8/P7/8/8/8/4K3 w - - 0 1", CPassedSafe, 4},
		{"a bishop attacks a7: the path is not free", "1b2k3/8/8/P7/8/8/8/4K3 w - - 0 1", CPassedFree, 0},
		{"two pawns side by side", "4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", CConnected, 2},
		{"two pawns side by side on the 4th", "4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", CConnectedRank, 6},
		{"a pawn defended by a pawn", "4k3/8/8/8/3P4/2P5/8/4K3 w - - 0 1", CConnectedRank, 3},
		{"pawns apart", "4k3/8/8/8/3P4/8/P7/4K3 w - - 0 1", CConnected, 0},
		{"a dark bishop, a pawn on d2 of its colour and one on e2", "4k3/8/8/8/8/8/3PP3/2B1K3 w - - 0 1", CBishopPawns, 1},
		// Piece-square terms: a kind on a square or its d/e mirror,
		// White's less Black's (Black's read upside down).
		{"a knight on f3", "4k3/8/8/8/8/5N2/8/4K3 w - - 0 1", ChessPSTTerm(chess.Knight, 21), 1},
		{"knights on c3 and f3", "4k3/8/8/8/8/2N2N2/8/4K3 w - - 0 1", ChessPSTTerm(chess.Knight, 18), 2},
		{"a knight on c3 against one on f6", "4k3/8/5n2/8/8/2N5/8/4K3 w - - 0 1", ChessPSTTerm(chess.Knight, 18), 0},
		{"a black knight on c6 is a white one on c3, less", "4k3/8/2n5/8/8/8/8/4K3 w - - 0 1", ChessPSTTerm(chess.Knight, 18), -1},
		{"a pawn on h7", "4k3/7P/8/8/8/8/8/4K3 w - - 0 1", ChessPSTTerm(chess.Pawn, 48), 1},
		{"the kings on e1 and e8", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", ChessPSTTerm(chess.King, 3), 0},
		{"the white king on g1", "4k3/8/8/8/8/8/8/6K1 w - - 0 1", ChessPSTTerm(chess.King, 1), 1},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := ChessFeaturesOf(&p).D[c.term]; int(got) != c.want {
			t.Errorf("%s: %s %d, want %d", c.name, ChessTermNames[c.term], got, c.want)
		}
		m := p.Mirror()
		if got := ChessFeaturesOf(&m).D[c.term]; int(got) != -c.want {
			t.Errorf("%s, mirrored: %s %d, want %d", c.name, ChessTermNames[c.term], got, -c.want)
		}
	}
}
