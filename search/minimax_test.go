package search

import (
	"testing"
)

// Alpha-Beta and PVS in exact mode return the minimax value with the full
// window, and honour the fail-soft contract with any other window.
func TestExactSearchMatchesMinimax(t *testing.T) {
	positions := testPositions(120)
	maxDepth := 4
	if testing.Short() {
		positions, maxDepth = positions[:40], 3
	}
	for _, algo := range algorithms {
		sh := newShared(t)
		s := NewSearcher(ck, sh, exactOptions(algo))
		for i, p := range positions {
			for d := 1; d <= maxDepth; d++ {
				want := minimax(p, d, 0, nil)
				if got := s.Search(&p, -Inf, Inf, d, 0); got != want {
					t.Fatalf("%s: position %d %s depth %d: got %d, minimax %d", algo, i, p.FEN(), d, got, want)
				}
				for _, w := range [][2]int{{want - 30, want + 30}, {want + 1, want + 40}, {want - 40, want - 1}, {want, want + 1}, {want - 1, want}, {want + 7, want + 8}} {
					got := s.Search(&p, w[0], w[1], d, 0)
					switch {
					case got <= w[0] && want > got:
						t.Fatalf("%s: %s depth %d window %v: fail low %d but value %d", algo, p.FEN(), d, w, got, want)
					case got >= w[1] && want < got:
						t.Fatalf("%s: %s depth %d window %v: fail high %d but value %d", algo, p.FEN(), d, w, got, want)
					case got > w[0] && got < w[1] && got != want:
						t.Fatalf("%s: %s depth %d window %v: got %d inside, value %d", algo, p.FEN(), d, w, got, want)
					}
				}
			}
		}
	}
}

// A subtree searched on its own, with the path above it seeded, has the
// value the reference gives it inside the whole tree: what a parallel
// controller relies on when it hands subtrees to searchers.
func TestSubtreeSearchWithPath(t *testing.T) {
	for i, p := range testPositions(60) {
		for _, algo := range algorithms {
			s := NewSearcher(ck, newShared(t), exactOptions(algo))
			path := []uint64{p.Key()}
			q := p
			for ply := 1; ply <= 2; ply++ {
				moves := q.LegalMoves()
				if len(moves) == 0 {
					break
				}
				q = q.Play(moves[len(moves)/2])
				want := minimax(q, 3, ply, path)
				s.SetPath(path)
				if got := s.Search(&q, -Inf, Inf, 3, ply); got != want {
					t.Fatalf("%s: position %d ply %d: got %d, want %d", algo, i, ply, got, want)
				}
				path = append(path, q.Key())
			}
		}
	}
}

// With table cutoffs on, a single search from a fresh table still finds
// the minimax value on positions without kings (no repetitions, and
// transpositions at different remaining depths are rare; this fixed set
// has none), and Alpha-Beta and PVS agree.
func TestTTSearchValueEqual(t *testing.T) {
	n := 0
	for _, p := range testPositions(200) {
		if hasKings(&p) {
			continue
		}
		n++
		for d := 1; d <= 5; d++ {
			want := minimax(p, d, 0, nil)
			var got [2]int
			for i, algo := range algorithms {
				o := DefaultOptions()
				o.Algorithm = algo
				s := NewSearcher(ck, newShared(t), o)
				got[i] = s.Search(&p, -Inf, Inf, d, 0)
			}
			if got[0] != got[1] || got[0] != want {
				t.Fatalf("%s depth %d: alphabeta %d, pvs %d, minimax %d", p.FEN(), d, got[0], got[1], want)
			}
		}
		if testing.Short() && n >= 20 {
			break
		}
	}
	if n < 10 {
		t.Fatalf("only %d positions without kings", n)
	}
}
