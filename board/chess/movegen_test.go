package chess

import "testing"

// checkGenerators checks the generators that shortcut the full list:
// NoisyMoves must give exactly the captures and promotions of Moves in
// the same order, and HasMoves whether Moves gives any.
func checkGenerators(t *testing.T, p *Position) {
	t.Helper()
	all := p.LegalMoves()
	var want []Move
	for _, m := range all {
		if m.Promotion() != NoPiece || p.IsCapture(m) {
			want = append(want, m)
		}
	}
	got := p.NoisyMoves([]Move{NoMove}) // after a move already in the buffer
	if len(got) != len(want)+1 || got[0] != NoMove {
		t.Fatalf("%s: NoisyMoves %v, want %v after the buffer's move", p.FEN(), got, want)
	}
	for i, m := range want {
		if got[i+1] != m {
			t.Fatalf("%s: NoisyMoves %v, want %v", p.FEN(), got[1:], want)
		}
	}
	if p.HasMoves() != (len(all) > 0) {
		t.Fatalf("%s: HasMoves %v with %d legal moves", p.FEN(), p.HasMoves(), len(all))
	}
}

// TestGeneratorsEdgeCases covers what the perft trees rarely reach:
// positions without a move, and positions whose only moves are the last
// kinds HasMoves looks at.
func TestGeneratorsEdgeCases(t *testing.T) {
	for _, fen := range []string{
		"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",    // stalemate
		"6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1",  // smothered mate
		"k7/2Q5/1K6/8/8/8/8/8 b - - 0 1",    // stalemate in the corner
		"k7/p7/P7/8/8/8/8/K6R b - - 0 1",    // pawns blocked, king free
		"8/8/8/8/k2Pp2R/8/8/7K b - d3 0 1",  // en passant pinned along the rank
		"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", // en passant takes the checker
		"4k3/8/8/8/8/8/4P3/r3K3 w - - 0 1",  // check along the rank
		"4k3/8/8/8/8/8/8/r2R1K2 w - - 0 1",  // pinned rook moves along the pin
		"1k6/1q6/8/8/8/8/1P6/1K6 w - - 0 1", // pinned pawn pushes only
		"7k/8/8/8/r7/8/1P6/1K6 w - - 0 1",   // pawn and king move
		"k7/8/8/8/r3K3/8/3P4/8 w - - 0 1",   // d2-d4 blocks the check on the rank
		"n1n4k/1P6/8/8/8/8/8/K7 w - - 0 1",  // promotions with and without capture
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		checkGenerators(t, &p)
	}
}

// A pass keeps the key in step, clears en passant, hands the move over,
// and a second pass gives back the position but for the clocks.
func TestPlayNull(t *testing.T) {
	p, err := ParseFEN("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3")
	if err != nil {
		t.Fatal(err)
	}
	if p.EnPassant() == NoSquare {
		t.Fatal("the test position has no en-passant square")
	}
	q := p.PlayNull()
	if q.key != q.computeKey() || q.SideToMove() != White || q.EnPassant() != NoSquare {
		t.Fatalf("after a pass: %s, key in step %v", q.FEN(), q.key == q.computeKey())
	}
	r := q.PlayNull()
	if r.key != r.computeKey() || r.SideToMove() != Black || r.pieces != p.pieces || r.castle != p.castle {
		t.Fatalf("after two passes: %s", r.FEN())
	}
	if q.HalfmoveClock() != 1 || q.FullmoveNumber() != 4 {
		t.Fatalf("clocks after a pass: %d %d", q.HalfmoveClock(), q.FullmoveNumber())
	}
}
