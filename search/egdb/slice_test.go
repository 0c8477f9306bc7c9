package egdb

import (
	"math/bits"
	"testing"
)

// TestPositionCounts: the indices that are not holes count the n-piece
// positions of OEIS A055213 (Schaeffer et al.): 120, 6972, 261224,
// 7092774 for n = 1 to 4. Every index unindexes to masks of the
// slice's counts that index back to it.
func TestPositionCounts(t *testing.T) {
	want := []uint64{120, 6972, 261224, 7092774}
	if raceEnabled {
		want = want[:3]
	}
	for n := 1; n <= len(want); n++ {
		var got uint64
		for _, s := range slicesOf(n) {
			for i := uint64(0); i < s.Size(); i++ {
				bm, bk, wm, wk, ok := s.unindex(i)
				if !ok {
					continue
				}
				got++
				if sliceOf(bm, bk, wm, wk) != s || bm&0xF0000000 != 0 || wm&0xF != 0 || bits.OnesCount32(bm|bk|wm|wk) != n {
					t.Fatalf("slice %v index %d: bad masks %x %x %x %x", s, i, bm, bk, wm, wk)
				}
				if j := s.index(bm, bk, wm, wk); j != i {
					t.Fatalf("slice %v: index %d unindexes to a position of index %d", s, i, j)
				}
			}
		}
		var formula uint64
		for _, s := range slicesOf(n) {
			formula += s.Positions()
		}
		if formula != got {
			t.Errorf("%d pieces: Positions counts %d, the indices %d", n, formula, got)
		}
		if got != want[n-1] {
			t.Errorf("%d pieces: %d positions, want %d", n, got, want[n-1])
		}
	}
}
