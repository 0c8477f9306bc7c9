package search

import "testing"

// TestEndTableBounded checks the endgame table's size: a quarter of the
// transposition table's entries, at least 2^12, at most endTableMax,
// which keeps it in a core's cache (docs/othello-endgame.md, "A table
// that stays in the cache"); nil without a transposition table.
func TestEndTableBounded(t *testing.T) {
	for _, c := range []struct{ mib, want int }{
		{128, endTableMax}, // the workstation's and the benches' table
		{4, 1 << 16},       // 2^18 entries: a quarter is the bound itself
		{1, 1 << 14},
	} {
		sh, err := NewShared(c.mib)
		if err != nil {
			t.Fatal(err)
		}
		if got := sh.EndTable().Len(); got != c.want {
			t.Errorf("%d MiB table: end table of %d entries, want %d (a quarter of %d, at most %d)", c.mib, got, c.want, sh.TT.Len(), endTableMax)
		}
	}
	if endTableMax != 1<<16 {
		t.Errorf("endTableMax = %d; the measured bound is 2^16 (1 MiB)", endTableMax)
	}
	if (&Shared{}).EndTable() != nil {
		t.Error("a Shared without a transposition table has an end table")
	}
}
