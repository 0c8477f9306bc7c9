package eval

import (
	"testing"

	"frontier/board/chess"
)

// A pass is refused in check and with only king and pawns, and otherwise
// hands the move to the other side.
func TestChessNullMove(t *testing.T) {
	for _, c := range []struct {
		fen string
		ok  bool
	}{
		{chess.StartFEN, true},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},  // king and pawn
		{"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", false},  // bare king
		{"4k3/8/8/8/8/8/4P3/4KN2 w - - 0 1", true},  // a knight
		{"4k3/8/8/8/8/8/3nP3/4K2R w - - 0 1", true}, // Black's knight does not count
		{"4k3/8/8/8/1b6/8/8/4K2R w - - 0 1", false}, // in check
		{"r3k3/8/8/8/8/8/8/4K2R b - - 0 1", true},   // Black with a rook
		{"4k3/4r3/8/8/8/8/8/4K2R w - - 0 1", false}, // in check along the file
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		q, ok := Chess{}.NullMove(&p)
		if ok != c.ok {
			t.Errorf("%s: NullMove ok=%v, want %v", c.fen, ok, c.ok)
		}
		if ok && (q.SideToMove() == p.SideToMove() || q.Key() == p.Key()) {
			t.Errorf("%s: the pass %s did not hand over the move", c.fen, q.FEN())
		}
	}
}
