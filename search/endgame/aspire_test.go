package endgame

import (
	"math/rand/v2"
	"testing"

	"frontier/search/tt"
)

// TestAspire: whatever the guess (right, wrong by a little or by the
// whole board, odd or even), the value aspire finds with the full window
// is alpha-beta's, its move keeps it, and with any window the fail-soft
// contract holds. A guess far off (64 with the full window) fails at
// once on the far side of 0, which takes aspire's second window, (-1,
// 1), and converge's null-window searches from its bound.
func TestAspire(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	count := 10
	if testing.Short() {
		count = 4
	}
	for _, size := range []int{8, 6} {
		s := New(size, tt.NewEndTable(1<<14))
		for i, p := range endings(size, count, 9, 12, 19) {
			want := alphaBeta(p, -inf, inf)
			own, opp := sides(p)
			for _, g := range []int{want, want + 2, want - 2, want + 1, -want, 64, -64, 0} {
				s.table.Clear()
				s.nodes = 0
				got, m := s.aspire(own, opp, -inf, inf, g)
				if got != want {
					t.Fatalf("%dx%d %d %s guess %d: %d, alpha-beta %d", size, size, i, p, g, got, want)
				}
				if v := -alphaBeta(p.Play(m), -inf, inf); v != want {
					t.Fatalf("%s guess %d: move %v is worth %d, not %d", p, g, m, v, want)
				}
			}
			for range 6 {
				a := want - 10 + rng.IntN(21)
				b := a + 3 + rng.IntN(20)
				g := -20 + rng.IntN(41)
				s.table.Clear()
				got, _ := s.aspire(own, opp, a, b, g)
				if got <= a && want > got || got >= b && want < got || got > a && got < b && got != want {
					t.Fatalf("%s (%d) window (%d,%d) guess %d: %d", p, want, a, b, g, got)
				}
			}
		}
	}
}
