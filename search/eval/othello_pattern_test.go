package eval

import (
	"bytes"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"frontier/board/othello"
	"frontier/search/endgame"
	"frontier/search/tt"
)

// patRandomPositions plays random games and keeps a position (side to
// move first) of each game at a random number of empty squares.
func patRandomPositions(seed uint64, count int) [][2]uint64 {
	rng := rand.New(rand.NewPCG(seed, 0))
	var out [][2]uint64
	for len(out) < count {
		p := othello.New8()
		own, opp := p.Discs(othello.Black), p.Discs(othello.White)
		stop := 4 + rng.IntN(56)
		for ply := 0; ply < stop; ply++ {
			empty := ^(own | opp)
			moves := othello.LegalSquares(own, opp, empty)
			if moves == 0 {
				if othello.LegalSquares(opp, own, empty) == 0 {
					break
				}
				own, opp = opp, own
				continue
			}
			for range rng.IntN(bits.OnesCount64(moves)) {
				moves &= moves - 1
			}
			x := othello.Square(bits.TrailingZeros64(moves))
			f := othello.FlipsOf(x, own, opp)
			own, opp = opp&^f, own|f|x.Bit()
		}
		out = append(out, [2]uint64{own, opp})
	}
	return out
}

// patSym are the eight symmetries of the board as maps of (row, column).
var patSym = [8]func(r, c int) (int, int){
	func(r, c int) (int, int) { return r, c },
	func(r, c int) (int, int) { return 7 - r, c },
	func(r, c int) (int, int) { return r, 7 - c },
	func(r, c int) (int, int) { return 7 - r, 7 - c },
	func(r, c int) (int, int) { return c, r },
	func(r, c int) (int, int) { return 7 - c, r },
	func(r, c int) (int, int) { return c, 7 - r },
	func(r, c int) (int, int) { return 7 - c, 7 - r },
}

// patApply moves every square of x by the symmetry, one square at a time.
func patApply(x uint64, s func(r, c int) (int, int)) uint64 {
	var y uint64
	for i := range 64 {
		if x>>i&1 != 0 {
			r, c := s(i/8, i%8)
			y |= 1 << (8*r + c)
		}
	}
	return y
}

// patRefSquares lists each pattern's squares (row, column) in the order
// of their base-3 digits, written out from the patterns' description.
func patRefSquares() [patCount][][2]int {
	var t [patCount][][2]int
	for c := range 8 {
		t[patEdge] = append(t[patEdge], [2]int{0, c})
	}
	t[patEdge] = append(t[patEdge], [2]int{1, 1}, [2]int{1, 6})
	for r := range 2 {
		for c := range 5 {
			t[patCorner25] = append(t[patCorner25], [2]int{r, c})
		}
	}
	for r := range 3 {
		for c := range 3 {
			t[patCorner33] = append(t[patCorner33], [2]int{r, c})
		}
	}
	for k, p := range []int{patRow2, patRow3, patRow4} {
		for c := range 8 {
			t[p] = append(t[p], [2]int{k + 1, c})
		}
	}
	for k := range 5 {
		for r := 0; r+k < 8; r++ {
			t[patDiag8+k] = append(t[patDiag8+k], [2]int{r, r + k})
		}
	}
	return t
}

// TestPatternIndexReference checks the bit tricks of patImages and
// patIndex against a slow reference: each symmetric image built square
// by square and each pattern's index summed digit by digit. The images'
// order may differ, so each pattern's indices are compared as sets.
func TestPatternIndexReference(t *testing.T) {
	ref := patRefSquares()
	for p := range patCount {
		if len(ref[p]) != patSquares[p] {
			t.Fatalf("pattern %d: %d squares in the reference, %d in patSquares", p, len(ref[p]), patSquares[p])
		}
	}
	var f [8 * patCount]uint32
	for _, pos := range patRandomPositions(1, 2000) {
		own, opp := pos[0], pos[1]
		patFeatures(own, opp, &f)
		for p := range patCount {
			var got, want []uint32
			for s := range 8 {
				got = append(got, f[s*patCount+p]-uint32(patOffset[p]))
				o, q := patApply(own, patSym[s]), patApply(opp, patSym[s])
				idx, pow := uint32(0), uint32(1)
				for _, sq := range ref[p] {
					bit := uint64(1) << (8*sq[0] + sq[1])
					switch {
					case o&bit != 0:
						idx += pow
					case q&bit != 0:
						idx += 2 * pow
					}
					pow *= 3
				}
				want = append(want, idx)
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("own %#x opp %#x pattern %d: indices %v, reference %v", own, opp, p, got, want)
			}
		}
	}
}

// patRandomWeights returns weights at random, a configuration's weight
// minus its colour swap's (as the fit makes them), built as the fit
// builds them (PatternSwap, PatternWeightsFrom): the symmetry test then
// checks that view of the evaluation too.
func patRandomWeights(seed uint64) *PatternWeights {
	rng := rand.New(rand.NewPCG(seed, 1))
	var ws [PatternPhases][]int16
	for ph := range ws {
		w := make([]int16, PatternWeightCount()+PatternScalars)
		for i := range PatternWeightCount() {
			if s := PatternSwap(i); i < s {
				v := int16(rng.IntN(401) - 200)
				w[i], w[s] = v, -v
			}
		}
		for k := range PatternScalars {
			w[PatternWeightCount()+k] = int16(rng.IntN(401) - 200)
		}
		ws[ph] = w
	}
	pw, err := PatternWeightsFrom(ws)
	if err != nil {
		panic(err)
	}
	return pw
}

// TestPatternSwap: PatternSwap is an involution on the pattern weights
// that keeps each weight within its pattern's table and exchanges the
// digits 1 and 2 of its configuration (a configuration of empty squares
// alone is its own swap).
func TestPatternSwap(t *testing.T) {
	for p := range patCount {
		size := pow3(patSquares[p])
		for i := range size {
			j := patOffset[p] + i
			s := PatternSwap(j)
			if s < patOffset[p] || s >= patOffset[p]+size || PatternSwap(s) != j {
				t.Fatalf("pattern %d configuration %d: swap %d, swapped back %d", p, i, s, PatternSwap(s))
			}
			for a, b := i, s-patOffset[p]; a > 0 || b > 0; a, b = a/3, b/3 {
				if da, db := a%3, b%3; da != 0 && da+db != 3 || da == 0 && db != 0 {
					t.Fatalf("pattern %d configuration %d: swap %d has digits %d and %d", p, i, s-patOffset[p], da, db)
				}
			}
		}
	}
}

// TestPatternWeightsFrom: the weights are copied, and a phase of the
// wrong size is refused.
func TestPatternWeightsFrom(t *testing.T) {
	var ws [PatternPhases][]int16
	for ph := range ws {
		ws[ph] = make([]int16, patPhaseSize)
		ws[ph][ph] = int16(ph + 1)
	}
	pw, err := PatternWeightsFrom(ws)
	if err != nil {
		t.Fatal(err)
	}
	ws[2][2] = 99
	for ph := range pw.w {
		if pw.w[ph][ph] != int16(ph+1) {
			t.Fatalf("phase %d: weight %d, want %d", ph, pw.w[ph][ph], ph+1)
		}
	}
	ws[1] = ws[1][:patPhaseSize-1]
	if _, err := PatternWeightsFrom(ws); err == nil {
		t.Fatal("a phase one weight short was accepted")
	}
}

// TestEvaluateBits: Evaluate on bare bitboards gives Evaluate's value
// on the positions of random 8×8 games whose game is not over.
func TestEvaluateBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 0))
	checked := 0
	for range 50 {
		p := othello.New8()
		for !p.Terminal() {
			want, over := Othello8.Evaluate(&p)
			c := p.SideToMove()
			if got := Othello8.EvaluateBits(p.Discs(c), p.Discs(c.Other())); !over && got != want {
				t.Fatalf("%v: EvaluateBits %d, Evaluate %d", p, got, want)
			}
			checked++
			moves := p.LegalMoves()
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions", checked)
	}
}

// TestPatternSymmetry: the eight symmetries of the board give the same
// value, and exchanging the colours negates it but for the side to
// move's parity and bias terms.
func TestPatternSymmetry(t *testing.T) {
	pw := patRandomWeights(2)
	for _, pos := range patRandomPositions(3, 2000) {
		own, opp := pos[0], pos[1]
		v := pw.Eval(own, opp)
		for s := range 8 {
			if w := pw.Eval(patApply(own, patSym[s]), patApply(opp, patSym[s])); w != v {
				t.Fatalf("own %#x opp %#x: %d, under symmetry %d %d", own, opp, v, s, w)
			}
		}
		n := bits.OnesCount64(^(own | opp))
		sc := pw.w[patPhaseOf[n]][patTotal:]
		if sum, want := v+pw.Eval(opp, own), 2*(n&1*int(sc[patParity])+int(sc[patBias])); sum != want {
			t.Fatalf("own %#x opp %#x: %d and swapped %d, sum %d, want %d", own, opp, v, sum-v, sum, want)
		}
	}
}

// TestPatternEvalMatchesFeatures: Eval is the sum of the weights
// patFeatures lists (the fit's view of the evaluation).
func TestPatternEvalMatchesFeatures(t *testing.T) {
	pw := patRandomWeights(4)
	var f [8 * patCount]uint32
	for _, pos := range patRandomPositions(5, 500) {
		mob, parity := patFeatures(pos[0], pos[1], &f)
		w := pw.w[patPhaseOf[bits.OnesCount64(^(pos[0]|pos[1]))]]
		want := mob*int(w[patTotal+patMobility]) + parity*int(w[patTotal+patParity]) + int(w[patTotal+patBias])
		for _, x := range f {
			want += int(w[x])
		}
		if got := pw.Eval(pos[0], pos[1]); got != want {
			t.Fatalf("own %#x opp %#x: Eval %d, features %d", pos[0], pos[1], got, want)
		}
	}
}

// TestPatternEvalMerged: Eval's merged tables (merge) give the sum of
// the weights patFeatures lists for weights with no symmetry at all
// (each weight drawn alone), and a phase whose sums overflow int16 goes
// without tables and still gives it.
func TestPatternEvalMerged(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 1))
	var ws [PatternPhases][]int16
	for ph := range ws {
		ws[ph] = make([]int16, patPhaseSize)
		for i := range ws[ph] {
			if ph%2 == 0 {
				ws[ph][i] = int16(rng.IntN(2001) - 1000)
			} else {
				ws[ph][i] = int16(rng.Uint32()) // sums overflow int16
			}
		}
	}
	pw, err := PatternWeightsFrom(ws)
	if err != nil {
		t.Fatal(err)
	}
	for ph := range ws {
		if (pw.m[ph] == nil) != (ph%2 == 1) {
			t.Fatalf("phase %d: merged tables %v", ph, pw.m[ph] != nil)
		}
	}
	seen := [PatternPhases]int{}
	var f [8 * patCount]uint32
	for _, pos := range patRandomPositions(13, 4000) {
		mob, parity := patFeatures(pos[0], pos[1], &f)
		ph := patPhaseOf[bits.OnesCount64(^(pos[0] | pos[1]))]
		seen[ph]++
		w := ws[ph]
		want := mob*int(w[patTotal+patMobility]) + parity*int(w[patTotal+patParity]) + int(w[patTotal+patBias])
		for _, x := range f {
			want += int(w[x])
		}
		if got := pw.Eval(pos[0], pos[1]); got != want {
			t.Fatalf("own %#x opp %#x (phase %d): Eval %d, features %d", pos[0], pos[1], ph, got, want)
		}
	}
	for ph, n := range seen {
		if n < 100 {
			t.Errorf("phase %d: only %d positions", ph, n)
		}
	}
}

func TestPatternWeightsRoundTrip(t *testing.T) {
	pw := patRandomWeights(6)
	pw.w[1][17] = 0
	var b bytes.Buffer
	if err := WritePatternWeights(&b, pw); err != nil {
		t.Fatal(err)
	}
	got, err := ReadPatternWeights(&b)
	if err != nil {
		t.Fatal(err)
	}
	for ph := range pw.w {
		if !slices.Equal(got.w[ph], pw.w[ph]) {
			t.Fatalf("phase %d differs after a round trip", ph)
		}
	}
}

func FuzzReadPatternWeights(f *testing.F) {
	var b bytes.Buffer
	pw := newPatternWeights()
	pw.w[0][5], pw.w[3][patTotal] = 7, -9
	if err := WritePatternWeights(&b, pw); err != nil {
		f.Fatal(err)
	}
	f.Add(b.Bytes())
	f.Add([]byte{0x1f, 0x8b})
	f.Fuzz(func(t *testing.T, data []byte) {
		pw, err := ReadPatternWeights(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := WritePatternWeights(&out, pw); err != nil {
			t.Fatal(err)
		}
		again, err := ReadPatternWeights(&out)
		if err != nil {
			t.Fatalf("rewritten weights do not read back: %v", err)
		}
		for ph := range pw.w {
			if !slices.Equal(again.w[ph], pw.w[ph]) {
				t.Fatalf("phase %d differs after a rewrite", ph)
			}
		}
	})
}

// BenchmarkPatternEval and BenchmarkHandEval: the cost of one evaluation
// of positions of random games, the pattern evaluation against the
// hand-made one that ordered the solver's moves before it.
func BenchmarkPatternEval(b *testing.B) {
	pw := patRandomWeights(8)
	pos := patRandomPositions(9, 1024)
	s := 0
	for i := 0; b.Loop(); i++ {
		p := pos[i&1023]
		s += pw.Eval(p[0], p[1])
	}
	_ = s
}

func BenchmarkHandEval(b *testing.B) {
	g := &othGeoms[0]
	pos := patRandomPositions(9, 1024)
	s := 0
	for i := 0; b.Loop(); i++ {
		p := pos[i&1023]
		s += othEvalBits(g, p[0], p[1])
	}
	_ = s
}

// TestPatternEmbedded: the embedded weights read, every phase has
// weights, and they are the fit's: a configuration's weight is minus its
// colour swap's.
func TestPatternEmbedded(t *testing.T) {
	pw := othPatterns()
	for ph := range pw.w {
		nz := 0
		for p := range patCount {
			for i := range pow3(patSquares[p]) {
				v, s := pw.w[ph][patOffset[p]+i], pw.w[ph][patOffset[p]+int(patSwap(p, uint32(i)))]
				if v != -s {
					t.Fatalf("phase %d pattern %d configuration %d: %d, swapped %d", ph, p, i, v, s)
				}
				if v != 0 {
					nz++
				}
			}
		}
		if nz == 0 {
			t.Fatalf("phase %d has no pattern weights", ph)
		}
	}
}

// TestPatternSolverExact: the 8×8 solver as the searchers have it (the
// pattern evaluation's ordering from 16 empties and the selective pass
// from 18) gives the value of a solver without evaluation, pass or
// table on random endings of 17 and 18 empties.
func TestPatternSolverExact(t *testing.T) {
	count := 6
	if testing.Short() {
		count = 2
	}
	s := Othello8.NewSolver(tt.NewEndTable(1 << 16)).(*othelloSolver).s
	plain := endgame.New(8, nil)
	found := 0
	for _, pos := range patRandomPositions(10, 4000) {
		own, opp := pos[0], pos[1]
		empty := ^(own | opp)
		if n := bits.OnesCount64(empty); n < 17 || n > 18 || othello.LegalSquares(own, opp, empty) == 0 {
			continue
		}
		want := plain.Solve(own, opp, -65, 65, nil).Score
		if got := s.Solve(own, opp, -65, 65, nil).Score; got != want {
			t.Fatalf("own %#x opp %#x: %d with the pattern ordering, %d without", own, opp, got, want)
		}
		if found++; found == count {
			return
		}
	}
	t.Fatalf("only %d endings of 17-18 empties", found)
}
