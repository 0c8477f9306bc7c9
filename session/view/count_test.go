package view

import "testing"

func TestCount(t *testing.T) {
	for n, want := range map[uint64]string{0: "0", 999: "999", 1234: "1.2k", 123456: "123k", 4_560_000: "4.56M", 123_000_000: "123M", 2_500_000_000: "2.50G"} {
		if got := Count(n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}
