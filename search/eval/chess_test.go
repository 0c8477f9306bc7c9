package eval

import (
	"math/rand/v2"
	"testing"

	"frontier/assets"
	"frontier/board"
	"frontier/board/chess"
)

// chessPositions returns the Bratko-Kopec and Kaufman positions and
// positions up to 40 random plies after them (seeded), finished games
// included.
func chessPositions(t *testing.T) []chess.Position {
	t.Helper()
	var out []chess.Position
	rng := rand.New(rand.NewPCG(15, 1))
	suite := append(append([]assets.GamePosition(nil), assets.BratkoKopecSuite().Positions...), assets.KaufmanSuite().Positions...)
	for _, sp := range suite {
		p, err := chess.ParseFEN(sp.Text)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
		for k := 0; k < 40; k++ {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
			out = append(out, p)
		}
	}
	return append(out, chess.New())
}

// A position and its colour-flipped mirror are the same game situation.
func TestChessSymmetry(t *testing.T) {
	var g Chess
	for _, p := range chessPositions(t) {
		q := p.Mirror()
		a, overA := g.Evaluate(&p)
		b, overB := g.Evaluate(&q)
		if a != b || overA != overB {
			t.Fatalf("%s: %d, %v; mirrored %s: %d, %v", p.FEN(), a, overA, q.FEN(), b, overB)
		}
	}
}

func TestChessEvaluate(t *testing.T) {
	var g Chess
	start := chess.New()
	// A symmetric position: the move alone counts (the tempo, at the
	// full phase).
	if v, over := g.Evaluate(&start); v != wcTempoMG || over {
		t.Errorf("start: %d, %v, want %d (a symmetric position: the tempo)", v, over, wcTempoMG)
	}
	for _, c := range []struct {
		fen      string
		min, max int
	}{
		{"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 800, 1000},   // a queen up
		{"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -1000, -800}, // the other side's view
		{"rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", -40, -5},   // a developed knight
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0, 0},                                   // over: bare kings
		{"4k3/8/8/8/3K4/8/8/8 b - - 0 1", 0, 0},                                   // over too
		{"8/8/8/3k4/8/8/8/R3K3 w - - 0 1", 400, 700},                              // a rook up (in the endgame, fitted 620 with its squares)
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := g.Evaluate(&p); v < c.min || v > c.max {
			t.Errorf("%s: %d, want %d..%d", c.fen, v, c.min, c.max)
		}
	}
	// In the endgame the king belongs in the centre; with queens on,
	// at home. (Home against the third rank's centre: against g2, a
	// square from g1 in a position without pawns, the fitted tables of
	// the eighth fit score the two within 3 centipawns, the other way.)
	for _, c := range []struct{ better, worse string }{
		{"8/8/8/3k4/8/3K4/8/R7 w - - 0 1", "8/8/8/3k4/8/8/8/R3K3 w - - 0 1"},
		{"r2qk2r/8/8/8/8/8/8/R2Q1RK1 w kq - 0 1", "r2qk2r/8/8/8/8/4K3/8/R2Q1R2 w kq - 0 1"},
	} {
		b, err1 := chess.ParseFEN(c.better)
		w, err2 := chess.ParseFEN(c.worse)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if vb, vw := ChessEvaluate(&b), ChessEvaluate(&w); vb <= vw {
			t.Errorf("%s: %d, not above %s: %d", c.better, vb, c.worse, vw)
		}
	}
}

// Evaluate returns Outcome's score exactly when the game is over, and
// stays within the evaluation bound otherwise.
func TestChessOverReturnsOutcome(t *testing.T) {
	var g Chess
	over := 0
	for _, p := range chessPositions(t) {
		want, wantOver := g.Outcome(&p)
		v, isOver := g.Evaluate(&p)
		if isOver != wantOver || isOver && v != want {
			t.Fatalf("%s: Evaluate %d, %v; Outcome %d, %v", p.FEN(), v, isOver, want, wantOver)
		}
		if !isOver && (v < -chessMaxEval || v > chessMaxEval || chessMaxEval > board.FinalBase/2) {
			t.Fatalf("%s: %d out of bounds", p.FEN(), v)
		}
		if isOver {
			over++
		}
	}
	mate, _ := chess.ParseFEN("R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1")
	if v, o := g.Evaluate(&mate); v != board.Loss || !o {
		t.Errorf("checkmate: %d, %v", v, o)
	}
}

func TestChessHandle(t *testing.T) {
	var g Chess
	for _, p := range chessPositions(t) {
		if g.Forcing(&p) != p.InCheck() {
			t.Fatalf("%s: Forcing is not InCheck", p.FEN())
		}
		codes := map[uint32]bool{}
		for _, m := range p.LegalMoves() {
			c := g.MoveCode(m)
			if c == 0 || c >= 1<<17 || codes[c] {
				t.Fatalf("%s: %v has code %d (zero, too large or shared)", p.FEN(), m, c)
			}
			codes[c] = true
			if h := g.HistoryIndex(&p, m); h < 0 || h >= g.HistorySize() {
				t.Fatalf("%s: %v history slot %d", p.FEN(), m, h)
			}
			q := p.Play(m)
			// A reversible move keeps every piece count, every pawn and
			// the castling rights: the test the repetition check needs.
			sameMaterial := q.Occupied(chess.White)|q.Occupied(chess.Black) != 0
			for c := chess.White; c <= chess.Black; c++ {
				for k := chess.Pawn; k <= chess.King; k++ {
					if popcount(p.Pieces(c, k)) != popcount(q.Pieces(c, k)) {
						sameMaterial = false
					}
				}
				if p.Pieces(c, chess.Pawn) != q.Pieces(c, chess.Pawn) {
					sameMaterial = false
				}
			}
			rightsKept := !p.ChangesCastling(m)
			if g.Irreversible(&p, m) == (sameMaterial && rightsKept) {
				t.Fatalf("%s: %v irreversible %v, but material kept %v and rights kept %v", p.FEN(), m, g.Irreversible(&p, m), sameMaterial, rightsKept)
			}
		}
	}
}

func popcount(b uint64) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

func TestChessEvaluateDoesNotAllocate(t *testing.T) {
	var g Chess
	ps := chessPositions(t)
	if n := testing.AllocsPerRun(10, func() {
		for i := range ps {
			g.Evaluate(&ps[i])
		}
	}); n != 0 {
		t.Errorf("%v allocations per run", n)
	}
}

// TestChessFeaturesAgree checks that the evaluation is its features
// weighed by its weights: ChessWeights.Evaluate of ChessFeaturesOf with
// the compiled weights gives ChessEvaluate's score on the Bratko-Kopec
// positions, their children and grandchildren (the tuner fits exactly
// the function the search calls), and that other weights change it.
func TestChessFeaturesAgree(t *testing.T) {
	w := CurrentChess()
	changed := w
	changed[2*CKnight] += 7
	// and a piece-square weight: a king on e1/d1 (or e8/d8 for Black)
	// in the endgame.
	pst := w
	pst[2*ChessPSTTerm(chess.King, 3)+1] += 5
	moved, movedPST := 0, 0
	for _, q := range chessGoingOn(t) {
		f := ChessFeaturesOf(&q)
		if got, want := w.Evaluate(&f), ChessEvaluate(&q); got != want {
			t.Fatalf("%s: features weighed %d, ChessEvaluate %d", q.FEN(), got, want)
		}
		if changed.Evaluate(&f) != ChessEvaluate(&q) {
			moved++
		}
		if pst.Evaluate(&f) != ChessEvaluate(&q) {
			movedPST++
		}
	}
	if moved == 0 || movedPST == 0 {
		t.Fatalf("a knight's middle-game weight changed %d scores, a king's endgame piece-square weight %d", moved, movedPST)
	}
}

// chessGoingOn returns chessBenchPositions and each one's children
// (the Bratko-Kopec positions to two plies), less those where the game
// is over: the positions the feature tests weigh both ways.
func chessGoingOn(t *testing.T) []chess.Position {
	var out []chess.Position
	for _, p := range chessBenchPositions(t) {
		for _, q := range append([]chess.Position{p}, chessChildren(&p)...) {
			if _, over := (Chess{}).Rules.Outcome(&q); !over {
				out = append(out, q)
			}
		}
	}
	return out
}

func chessChildren(p *chess.Position) []chess.Position {
	var out []chess.Position
	for _, m := range p.LegalMoves() {
		out = append(out, p.Play(m))
	}
	return out
}
