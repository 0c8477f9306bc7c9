package eval

import (
	"testing"

	"frontier/board/chess"
)

// The pawn hash changes no score: along random games, each position's
// pawn terms from a cleared table (computed and stored), from the
// table (a hit) and computed directly by pawnsOf agree, and so do the
// evaluations with and without the table's entry; a torn entry (its
// check word wrong) is not used.
func TestChessPawnHashExact(t *testing.T) {
	hits := 0
	for game := range 20 {
		p := chess.New()
		for ply := 0; ply < 120; ply++ {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			clear(chessPawnHash[:])
			cold := ChessEvaluate(&p)
			warm := ChessEvaluate(&p)
			var e chessEval
			e.setup(&p)
			e.pawnsOnly()
			var want chessEval
			want.setup(&p)
			for c := chess.White; c <= chess.Black; c++ {
				mg, eg, passed := want.pawnsOf(c)
				if e.pawnMG[c] != mg || e.pawnEG[c] != eg || e.passed[c] != passed {
					t.Fatalf("game %d ply %d %s: colour %d from the table %d %d %x, computed %d %d %x",
						game, ply, p.FEN(), c, e.pawnMG[c], e.pawnEG[c], e.passed[c], mg, eg, passed)
				}
				if mg != 0 || eg != 0 {
					hits++
				}
			}
			if cold != warm {
				t.Fatalf("game %d ply %d %s: %d with a cleared table, %d from it", game, ply, p.FEN(), cold, warm)
			}
			// Tear the entry: it must be recomputed, not read.
			h := &chessPawnHash[(e.pawns[0]*0x9e3779b97f4a7c15^e.pawns[1]*0xc2b2ae3d27d4eb4f)>>(64-chessPawnHashBits)]
			h[4].Store(h[4].Load() ^ 0x10001)
			if torn := ChessEvaluate(&p); torn != cold {
				t.Fatalf("game %d ply %d %s: %d from a torn entry, want %d", game, ply, p.FEN(), torn, cold)
			}
			p = p.Play(moves[(game*7919+ply*104729)%len(moves)])
		}
	}
	if hits == 0 {
		t.Fatal("no position had a pawn term")
	}
}
