package eval

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"frontier/board/othello"
)

// patUnsymmetricWeights returns weights drawn each alone (no symmetry),
// within ±1000, but in the phases of odd, where they span int16 and the
// merged sums overflow (no tables: merge).
func patUnsymmetricWeights(t *testing.T, seed uint64, odd bool) *PatternWeights {
	rng := rand.New(rand.NewPCG(seed, 1))
	var ws [PatternPhases][]int16
	for ph := range ws {
		ws[ph] = make([]int16, patPhaseSize)
		for i := range ws[ph] {
			if odd && ph%2 == 1 {
				ws[ph][i] = int16(rng.Uint32())
			} else {
				ws[ph][i] = int16(rng.IntN(2001) - 1000)
			}
		}
	}
	pw, err := PatternWeightsFrom(ws)
	if err != nil {
		t.Fatal(err)
	}
	return pw
}

// TestPatternSearch: along random lines of play from random positions
// (passes included, up to 7 moves from the start), Value equals Eval at
// every position where Start's side is to move, with the fitted weights,
// weights with no symmetry, and weights whose merged sums overflow in
// two phases.
func TestPatternSearch(t *testing.T) {
	for wi, pw := range []*PatternWeights{othPatterns(), patUnsymmetricWeights(t, 21, false), patUnsymmetricWeights(t, 22, true)} {
		rng := rand.New(rand.NewPCG(23, uint64(wi)))
		ps := pw.NewSearch()
		checked := 0
		for _, pos := range patRandomPositions(24+uint64(wi), 1500) {
			own, opp := pos[0], pos[1]
			ps.Start(own, opp)
			mover := true // Start's own side is to move
			plies := rng.IntN(8)
			for ply := 0; ; ply++ {
				if mover {
					if got, want := ps.Value(own, opp), pw.Eval(own, opp); got != want {
						t.Fatalf("weights %d, own %#x opp %#x after %d moves: Value %d, Eval %d", wi, own, opp, ps.d, got, want)
					}
					checked++
				}
				if ply == plies {
					break
				}
				empty := ^(own | opp)
				moves := othello.LegalSquares(own, opp, empty)
				if moves == 0 {
					if othello.LegalSquares(opp, own, empty) == 0 {
						break
					}
					own, opp, mover = opp, own, !mover // a pass: no move to follow
					continue
				}
				for range rng.IntN(bits.OnesCount64(moves)) {
					moves &= moves - 1
				}
				x := othello.Square(bits.TrailingZeros64(moves))
				f := othello.FlipsOf(x, own, opp)
				ps.Play(x, f, mover)
				own, opp, mover = opp&^f, own|f|x.Bit(), !mover
			}
		}
		if checked < 3000 {
			t.Errorf("weights %d: %d positions checked", wi, checked)
		}
	}
}

// TestPatternSearchUndo: Undo returns to the indices before the move,
// and Play from there gives what it gave the first time.
func TestPatternSearchUndo(t *testing.T) {
	pw := othPatterns()
	ps := pw.NewSearch()
	for _, pos := range patRandomPositions(31, 300) {
		own, opp := pos[0], pos[1]
		ps.Start(own, opp)
		before := ps.idx[0]
		moves := othello.LegalSquares(own, opp, ^(own | opp))
		for ; moves != 0; moves &= moves - 1 {
			x := othello.Square(bits.TrailingZeros64(moves))
			f := othello.FlipsOf(x, own, opp)
			ps.Play(x, f, true)
			v := ps.idx[1]
			ps.Undo()
			if ps.d != 0 || ps.idx[0] != before {
				t.Fatalf("own %#x opp %#x: Undo after %v did not restore", own, opp, x)
			}
			ps.Play(x, f, true)
			if ps.idx[1] != v {
				t.Fatalf("own %#x opp %#x: Play %v twice differs", own, opp, x)
			}
			ps.Undo()
		}
	}
}

// TestPatternSearchAllocs: following moves and valuing allocates nothing.
func TestPatternSearchAllocs(t *testing.T) {
	pw := othPatterns()
	ps := pw.NewSearch()
	p := othello.New8()
	own, opp := p.Discs(othello.Black), p.Discs(othello.White)
	x := othello.Square(19) // d3
	f := othello.FlipsOf(x, own, opp)
	if a := testing.AllocsPerRun(100, func() {
		ps.Start(own, opp)
		ps.Play(x, f, true)
		ps.Undo()
		_ = ps.Value(own, opp)
	}); a != 0 {
		t.Errorf("%v allocations a run", a)
	}
}
