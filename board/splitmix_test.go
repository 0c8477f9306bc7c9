package board

import "testing"

// TestSplitMix64Reference: the generator's first words from seed 0 are
// splitmix64's published reference output (the test vector of the
// reference implementation at https://prng.di.unimi.it/splitmix64.c).
func TestSplitMix64Reference(t *testing.T) {
	g := NewSplitMix64(0)
	for i, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := g.Next(); got != want {
			t.Errorf("word %d: %#x, want %#x", i, got, want)
		}
	}
}
