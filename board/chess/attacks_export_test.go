package chess

import "testing"

// The exported lookups are the generator's tables: the sliders agree
// with the ray walk on random occupancies, the others with their
// definitions at a few squares.
func TestExportedAttacks(t *testing.T) {
	rng := xorshift(0x9e3779b97f4a7c15)
	for i := 0; i < 2000; i++ {
		s := Square(i & 63)
		occ := rng.next() & rng.next()
		if got, want := BishopAttacks(s, occ), slideAttacks(s, occ, bishopDirs); got != want {
			t.Fatalf("BishopAttacks(%v, %#x) = %#x, want %#x", s, occ, got, want)
		}
		if got, want := RookAttacks(s, occ), slideAttacks(s, occ, rookDirs); got != want {
			t.Fatalf("RookAttacks(%v, %#x) = %#x, want %#x", s, occ, got, want)
		}
		if got, want := QueenAttacks(s, occ), slideAttacks(s, occ, rookDirs)|slideAttacks(s, occ, bishopDirs); got != want {
			t.Fatalf("QueenAttacks(%v, %#x) = %#x, want %#x", s, occ, got, want)
		}
	}
	a1, e4, h8 := SquareAt(0, 0), SquareAt(4, 3), SquareAt(7, 7)
	for _, c := range []struct {
		name string
		got  uint64
		want int
	}{
		{"knight a1", KnightAttacks(a1), 2}, {"knight e4", KnightAttacks(e4), 8},
		{"king a1", KingAttacks(a1), 3}, {"king e4", KingAttacks(e4), 8},
		{"white pawn e4", PawnAttacks(White, e4), 2}, {"black pawn h8", PawnAttacks(Black, h8), 1},
		{"white pawn h8", PawnAttacks(White, h8), 0},
	} {
		if popcount(c.got) != c.want {
			t.Errorf("%s attacks %d squares, want %d", c.name, popcount(c.got), c.want)
		}
	}
	if PawnAttacks(White, e4) != bit(SquareAt(3, 4))|bit(SquareAt(5, 4)) {
		t.Errorf("a white pawn on e4 attacks %#x, want d5 and f5", PawnAttacks(White, e4))
	}
}
