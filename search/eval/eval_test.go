package eval

import (
	"math/bits"
	"testing"

	"frontier/board/checkers"
	"frontier/search/internal/testpos"
)

func positions() []checkers.Position {
	ps := testpos.Random(1, 400, 0, 140)
	for _, s := range testpos.Suite {
		ps = append(ps, testpos.MustFEN(s.FEN))
	}
	return append(ps, checkers.Start())
}

// A position and its colour-flipped mirror are the same game situation,
// so every term must agree.
func TestSymmetry(t *testing.T) {
	for _, p := range positions() {
		q := testpos.Flip(p)
		a, b := Breakdown(&p), Breakdown(&q)
		if a != b {
			t.Fatalf("%s: terms %+v\nflipped %s: terms %+v", p.FEN(), a, q.FEN(), b)
		}
		if Evaluate(&p) != Evaluate(&q) {
			t.Fatalf("%s: Evaluate differs from its mirror", p.FEN())
		}
	}
}

func TestEvaluateIsSumOfTerms(t *testing.T) {
	for _, p := range positions() {
		if e, s := Evaluate(&p), Breakdown(&p).Sum(); e != s {
			t.Fatalf("%s: Evaluate %d, terms sum to %d", p.FEN(), e, s)
		}
	}
	start := checkers.Start()
	if e := Evaluate(&start); e != 0 {
		t.Errorf("start position evaluates to %d, want 0 (it is symmetric)", e)
	}
}

// The shifts by 4 and 5 must reach exactly the diagonal neighbours.
func TestShiftGeometry(t *testing.T) {
	for s := checkers.Square(1); s <= 32; s++ {
		var want uint64
		for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if n := checkers.SquareAt(s.Row()+d[0], s.Col()+d[1]); n != checkers.NoSquare {
				want |= bitOf(n)
			}
		}
		if got := neighbours(bitOf(s)) & allSquares; got != want {
			t.Errorf("square %d: neighbours %x, want %x", s, got, want)
		}
		f1, f2 := forward(bitOf(s), checkers.Black)
		for _, f := range []uint64{f1 & allSquares, f2 & allSquares} {
			if f != 0 && checkers.BitSquare(f).Row() != s.Row()+1 {
				t.Errorf("square %d: Black forward step lands on %d", s, checkers.BitSquare(f))
			}
		}
	}
}

// With no capture pending, the mobility count of the side to move is its
// number of legal moves, and HasStep says whether it has any.
func TestMobilityCountsLegalSteps(t *testing.T) {
	for _, p := range positions() {
		if p.HasCapture() {
			continue
		}
		v := newView(&p)
		n := len(p.LegalMoves())
		if got := v.movesOf(p.SideToMove()); got != n {
			t.Fatalf("%s: movesOf = %d, legal moves %d", p.FEN(), got, n)
		}
		if HasStep(&p) != (n > 0) {
			t.Fatalf("%s: HasStep = %v with %d legal moves", p.FEN(), HasStep(&p), n)
		}
	}
	stuck := testpos.MustFEN("B:W27,31,32:B28") // Black's only man is blocked
	if HasStep(&stuck) || len(stuck.LegalMoves()) != 0 {
		t.Errorf("blocked man: HasStep %v", HasStep(&stuck))
	}
}

func terms(fen string) Terms {
	p := testpos.MustFEN(fen)
	return Breakdown(&p)
}

func TestMaterialAndTrade(t *testing.T) {
	tm := terms("B:W30:B1,K5")
	if tm.Material != ManValue+KingValue-ManValue {
		t.Errorf("material %d", tm.Material)
	}
	if want := KingValue * (24 - 3) / tradeDiv; tm.Trade != want {
		t.Errorf("trade %d, want %d", tm.Trade, want)
	}
	// The same one-man lead is worth more with fewer pieces.
	few := terms("B:W30:B1,2")
	many := terms("B:W21,22,23,24,25,26,27,28,29,30:B1,2,3,4,5,6,7,8,9,10,11")
	if few.Trade <= many.Trade || many.Trade <= 0 {
		t.Errorf("trade: few pieces %d, many pieces %d", few.Trade, many.Trade)
	}
	behind := terms("W:W30:B1,2")
	if behind.Trade != -few.Trade {
		t.Errorf("trade for the side behind %d, want %d", behind.Trade, -few.Trade)
	}
}

func TestBackRank(t *testing.T) {
	bridge := terms("B:W21,22,23,24:B1,3,9")
	single := terms("B:W21,22,23,24:B1,9,10")
	if bridge.BackRank != 2*backRankMan+bridgeBonus || single.BackRank != backRankMan {
		t.Errorf("bridge %d, single %d", bridge.BackRank, single.BackRank)
	}
	// Against two men the guard is worth half as much.
	if half := terms("B:W21,22:B1,3,9"); half.BackRank != (2*backRankMan+bridgeBonus)/2 {
		t.Errorf("bridge against two men: %d", half.BackRank)
	}
	noEnemyMen := terms("B:WK21,K22:B1,3,9")
	if noEnemyMen.BackRank != 0 {
		t.Errorf("back rank counted against kings only: %d", noEnemyMen.BackRank)
	}
}

func TestRunaway(t *testing.T) {
	free := terms("B:W13:B22")
	if want := runawayBase - 2*runawayPerRow; free.Runaway != want {
		t.Errorf("free man on 22: runaway %d, want %d", free.Runaway, want)
	}
	if blocked := terms("B:W13,30:B22"); blocked.Runaway != 0 {
		t.Errorf("man with an enemy in its cone counted as runaway: %d", blocked.Runaway)
	}
	if king := terms("B:WK4:B22"); king.Runaway != 0 {
		t.Errorf("runaway counted against an enemy king: %d", king.Runaway)
	}
	// White's man on 9 needs 2 rows like Black's on 22; whoever moves
	// first wins the race.
	if r := terms("B:W9:B22"); r.Runaway != runawayBase-2*runawayPerRow {
		t.Errorf("race, Black to move: %d", r.Runaway)
	}
	if r := terms("W:W9:B22"); r.Runaway != runawayBase-2*runawayPerRow {
		t.Errorf("race, White to move: %d", r.Runaway)
	}
	// White's man on 5 crowns first: only White has a runaway.
	if r := terms("B:W5:B22"); r.Runaway != -(runawayBase - runawayPerRow) {
		t.Errorf("Black man slower than White's: runaway %d", r.Runaway)
	}
}

func TestCentreAndAdvancement(t *testing.T) {
	c := terms("B:W30,31:B14,10")
	if c.Centre != centreMan+ringMan {
		t.Errorf("centre %d", c.Centre)
	}
	full := terms("B:W21-32:B1-11,16")
	if full.Advancement != 0 {
		t.Errorf("advancement counted in the opening: %d", full.Advancement)
	}
	end := terms("B:W29,30:B21,2") // Black's men advanced 5+0 rows, White's 0+0
	if want := 5 * (advanceStart - 4) / 4; end.Advancement != want {
		t.Errorf("advancement %d, want %d", end.Advancement, want)
	}
}

func TestKingsAndTraps(t *testing.T) {
	// Black: king on 15 central, on 16 off the rim. White's lone king,
	// behind in material, sits in its double-corner refuge but on the rim
	// facing kings.
	centreK := terms("B:WK1:BK15,K16")
	if want := centreKing - (doubleCornerKing - edgeKing); centreK.Kings != want {
		t.Errorf("kings %d, want %d", centreK.Kings, want)
	}
	// Black's king on the rim (13) faces two kings: it can be hunted.
	// White's kings are ahead, so neither penalty nor refuge applies.
	hunted := terms("B:WK1,K2:BK13")
	if hunted.Kings != -edgeKing {
		t.Errorf("hunted king: %d", hunted.Kings)
	}
	refuge := terms("B:WK15,K18:BK1")
	if refuge.Kings != doubleCornerKing-edgeKing-2*centreKing {
		t.Errorf("refuge: %d", refuge.Kings)
	}
	dog := terms("B:W32,18:B28,3")
	if dog.Trapped != -dogHole {
		t.Errorf("dog-hole: %d", dog.Trapped)
	}
	stuck := terms("W:WK29,25,30:B1")
	if stuck.Trapped != -trappedKing {
		t.Errorf("trapped king: %d", stuck.Trapped)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	ps := positions()
	b.ResetTimer()
	s := 0
	for i := 0; i < b.N; i++ {
		s += Evaluate(&ps[i%len(ps)])
	}
	_ = bits.OnesCount(uint(s))
}
