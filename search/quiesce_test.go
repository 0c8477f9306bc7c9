package search

import (
	"testing"

	"frontier/board/chess"
	"frontier/search/eval"
)

// A queen that takes a defended pawn at the horizon is lost to the
// recapture: with quiescence a one-ply search sees it, without it the
// pawn looks won.
func TestQuiescenceSeesRecapture(t *testing.T) {
	p, err := chess.ParseFEN("4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	grab, err := p.ParseMove("Qxd5")
	if err != nil {
		t.Fatal(err)
	}
	stand, _ := eval.Chess{}.Evaluate(&p)
	// The static search first: the value it believes the grab has is
	// the ceiling of the quiescent search's, which must see the
	// recapture and prefer a quiet move. (A quiet move may score some
	// way above stand: since the fifth fit a queen's safe checks count.)
	grabbed := stand + 50
	for _, static := range []bool{true, false} {
		s := NewSearcher(eval.Chess{}, newShared(t), DefaultOptions())
		if s.tactical == nil {
			t.Fatal("chess is not Tactical")
		}
		if static {
			s.tactical = nil // the static evaluation at the horizon
		}
		v := s.Search(&p, -Inf, Inf, 1, 0)
		m, _ := s.RootMove()
		switch {
		case static && (m != grab || v < stand+50):
			t.Errorf("without quiescence: %v scoring %d, want Qxd5 above %d", m, v, stand+50)
		case static:
			grabbed = v
		case m == grab || v >= grabbed || v < stand-50 || s.Stats().Quiescence == 0:
			t.Errorf("with quiescence: %v scoring %d (%d quiescence nodes), want a move other than Qxd5 between %d and %d", m, v, s.Stats().Quiescence, stand-50, grabbed)
		}
	}
}

// Quiescence allocates nothing per node either.
func TestQuiescenceNoAlloc(t *testing.T) {
	p, _ := chess.ParseFEN("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
	s := NewSearcher(eval.Chess{}, newShared(t), DefaultOptions())
	s.Search(&p, -Inf, Inf, 3, 0)
	if n := testing.AllocsPerRun(3, func() { s.Search(&p, -Inf, Inf, 3, 0) }); n > 0 {
		t.Errorf("%v allocations a search", n)
	}
}
