package search

import (
	"testing"

	"frontier/board/chess"
	"frontier/search/eval"
	"frontier/search/tt"
)

// singularAtRoot searches fen to depth with the playing options and the
// singular extension, then asks the test of singular.go about the root's
// table move as if the root were an inner node at that depth.
func singularAtRoot(t *testing.T, fen string, depth int) (bool, chess.Move) {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	o, err := PlayOptions().WithSelective("singular")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(eval.Chess{}, newShared(t), o)
	s.Search(&p, -Inf, Inf, depth, 0)
	s.pos[0], s.keys[0] = p, s.g.Key(&p)
	e, ok := s.table.Probe(s.keys[0], 0)
	if !ok || e.Move == tt.NoMove {
		t.Fatalf("%s: no table move at the root after a search", fen)
	}
	moves := s.expand(depth, 0, e.Move, false)
	first := s.pick(moves, 0, 0)
	if tt.Move(s.g.MoveCode(first)) != e.Move {
		t.Fatalf("%s: the table move is not ranked first", fen)
	}
	return s.singular(moves, e.Move, depth, 0), first
}

// The one move that takes a hanging queen is singular; of two rooks that
// can take it, neither capture is.
func TestSingular(t *testing.T) {
	one, m := singularAtRoot(t, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", 6)
	if !one || m.String() != "d2d5" {
		t.Errorf("lone capture %v: singular %v, want d2d5 singular", m, one)
	}
	two, m := singularAtRoot(t, "4k3/8/8/R2q3R/8/8/8/4K3 w - - 0 1", 6)
	if two {
		t.Errorf("either rook takes the queen, yet %v is singular", m)
	}
}
