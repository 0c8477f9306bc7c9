package eval

import (
	"math/bits"

	"frontier/board/othello"
)

// A pattern evaluation of 8×8 Othello, in the manner of Logistello and
// Edax, for the exact endgame solver's move ordering (issue 27): the
// value of a position is a sum of weights, one for the configuration
// (empty, own, opponent's: a base-3 number) of each instance of a few
// square patterns, plus the mobility difference, a parity and a bias,
// each set of weights for a phase (a range of empty squares). The
// weights are fitted to the exact values of endgame positions (by
// search/tune, through othello_pattern_view.go) and kept in
// othello_pattern.bin.
//
// The patterns, on the top-left of the board (a1 is bit 0, rows are
// bytes):
//
//   - the edge and its two X-squares: a1-h1, b2, g2 (10 squares);
//   - the 2×5 corner: a1-e1, a2-e2 (10);
//   - the 3×3 corner: a1-c3 (9);
//   - the rows 2, 3 and 4 (8 each);
//   - the diagonals of 8 to 4 squares: a1-h8, b1-h7, c1-h6, d1-h5, e1-h4.
//
// The evaluation adds each pattern's weight on each of the board's eight
// symmetric images (the identity, the two mirrors, the transposition and
// their compositions), so that every instance of a pattern shares one
// table and the value does not change under a symmetry, whatever the
// weights; an instance that a symmetry maps onto itself (an edge under
// its mirror) is counted twice, on both its readings. A colour swap with
// the side to move negates the value when the weights of a configuration
// and of its colour swap are opposite, which the fit makes them (it
// fits the two readings of every position).

// The patterns.
const (
	patEdge = iota
	patCorner25
	patCorner33
	patRow2
	patRow3
	patRow4
	patDiag8
	patDiag7
	patDiag6
	patDiag5
	patDiag4
	patCount
)

// patSquares is the number of squares of each pattern.
var patSquares = [patCount]int{10, 10, 9, 8, 8, 8, 8, 7, 6, 5, 4}

// patOffset is where each pattern's table starts in a phase's weights;
// patTotal the number of pattern weights of a phase. After them come
// the scalar terms.
var patOffset, patTotal = func() (off [patCount]int, total int) {
	for p := range patCount {
		off[p] = total
		total += pow3(patSquares[p])
	}
	return off, total
}()

// The scalar terms of a phase, after its pattern weights: the side to
// move's legal moves less the opponent's, 1 when the number of empty
// squares is odd, and 1.
const (
	patMobility = iota
	patParity
	patBias
	patScalars
)

// patPhaseSize is the number of weights of a phase.
var patPhaseSize = patTotal + patScalars

// patPhases is the number of phases; patPhaseOf maps a number of empty
// squares to its phase: up to 10, 11-13, 14-16, 17 and more (the
// positions the solver orders; the fit's positions have 8 to 18
// empties).
const patPhases = 4

var patPhaseOf = func() (t [65]uint8) {
	for n := range t {
		switch {
		case n <= 10:
			t[n] = 0
		case n <= 13:
			t[n] = 1
		case n <= 16:
			t[n] = 2
		default:
			t[n] = 3
		}
	}
	return t
}()

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}

// patB3 maps a byte of a bitboard to the base-3 number whose digits are
// its bits (bit c to digit c): a row's index is patB3[own] + 2*patB3[opp].
var patB3 = func() (t [256]uint16) {
	for b := range t {
		v, p := 0, 1
		for c := range 8 {
			if b>>c&1 != 0 {
				v += p
			}
			p *= 3
		}
		t[b] = uint16(v)
	}
	return t
}()

// patDiagMask[k] holds the squares of the diagonal (r, r+k), r = 0..7-k.
var patDiagMask = func() (t [5]uint64) {
	for k := range t {
		for r := 0; r+k < 8; r++ {
			t[k] |= 1 << (8*r + r + k)
		}
	}
	return t
}()

// patGather collects the bits of x, at most one a column, into a byte
// (bit c from column c): the rows summed without carry.
func patGather(x uint64) uint64 { return (x * 0x0101010101010101) >> 56 }

// patMirror reverses the columns of a bitboard.
func patMirror(x uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	x = x>>1&k1 | x&k1<<1
	x = x>>2&k2 | x&k2<<2
	return x>>4&k4 | x&k4<<4
}

// patTranspose exchanges rows and columns ((r, c) to (c, r)).
func patTranspose(x uint64) uint64 {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0f0f0f0f00000000
	t := k4 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = k2 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = k1 & (x ^ x<<7)
	return x ^ t ^ t>>7
}

// patImages returns the eight symmetric images of a bitboard.
func patImages(x uint64) [8]uint64 {
	v := bits.ReverseBytes64(x)
	h := patMirror(x)
	t := patTranspose(x)
	tv := bits.ReverseBytes64(t)
	th := patMirror(t)
	return [8]uint64{x, v, h, bits.ReverseBytes64(h), t, tv, th, bits.ReverseBytes64(th)}
}

// patIndex computes the index of every pattern in its canonical place on
// the board (own, opp), within the pattern's table.
func patIndex(o, p uint64, idx *[patCount]uint32) {
	row := func(r uint) uint32 {
		return uint32(patB3[o>>(8*r)&0xff]) + 2*uint32(patB3[p>>(8*r)&0xff])
	}
	part := func(r uint, mask uint64) uint32 {
		return uint32(patB3[o>>(8*r)&mask]) + 2*uint32(patB3[p>>(8*r)&mask])
	}
	r0 := row(0)
	x1 := uint32(o>>9&1 + 2*(p>>9&1))
	x6 := uint32(o>>14&1 + 2*(p>>14&1))
	idx[patEdge] = r0 + 6561*x1 + 19683*x6
	idx[patCorner25] = part(0, 31) + 243*part(1, 31)
	idx[patCorner33] = part(0, 7) + 27*part(1, 7) + 729*part(2, 7)
	idx[patRow2] = row(1)
	idx[patRow3] = row(2)
	idx[patRow4] = row(3)
	for k := range 5 {
		m := patDiagMask[k]
		idx[patDiag8+k] = uint32(patB3[patGather(o&m)>>k]) + 2*uint32(patB3[patGather(p&m)>>k])
	}
}

// PatternWeights are the weights of the pattern evaluation, one set a
// phase, in hundredths of a disc.
type PatternWeights struct {
	w [patPhases][]int16
}

// newPatternWeights returns weights all zero.
func newPatternWeights() *PatternWeights {
	pw := &PatternWeights{}
	for ph := range pw.w {
		pw.w[ph] = make([]int16, patPhaseSize)
	}
	return pw
}

// patB3R maps a byte to the base-3 number of its bits read from bit 7
// down (bit c to digit 7-c): a line read backwards.
var patB3R = func() (t [256]uint16) {
	for b := range t {
		t[b] = patB3[bits.Reverse8(uint8(b))]
	}
	return t
}()

// Eval scores the 8×8 position where own is to move against opp, in
// hundredths of a disc of final margin for own. It allocates nothing.
//
// It adds the same weights as the eight images of patFeatures (the
// fit's view, and the tests' reference) without building the images:
// each pattern instance is read forwards and backwards from the rows of
// the board and of its transposition, and the diagonals from the board
// and its vertical mirror.
func (pw *PatternWeights) Eval(own, opp uint64) int {
	empty := ^(own | opp)
	n := bits.OnesCount64(empty)
	w := pw.w[patPhaseOf[n]]
	v := patLines(w, own, opp) + patLines(w, patTranspose(own), patTranspose(opp))
	v += patDiags(w, own, opp) + patDiags(w, bits.ReverseBytes64(own), bits.ReverseBytes64(opp))
	mob := bits.OnesCount64(othello.LegalSquares(own, opp, empty)) - bits.OnesCount64(othello.LegalSquares(opp, own, empty))
	s := w[patTotal:]
	return v + mob*int(s[patMobility]) + n&1*int(s[patParity]) + int(s[patBias])
}

// patLines adds the weights of the row-based instances of the board
// (o, p): its top and bottom edges with their X-squares, its four 2×5
// and 3×3 corners on those edges, and its rows 2-4 and 5-7, each read
// forwards and backwards.
func patLines(w []int16, o, p uint64) int {
	var f, r [8]uint32
	for i := range 8 {
		ob, pb := uint8(o>>(8*i)), uint8(p>>(8*i))
		f[i] = uint32(patB3[ob]) + 2*uint32(patB3[pb])
		r[i] = uint32(patB3R[ob]) + 2*uint32(patB3R[pb])
	}
	// The X-squares b2, g2, b7, g7.
	a, b := uint32(o>>9&1+2*(p>>9&1)), uint32(o>>14&1+2*(p>>14&1))
	c, d := uint32(o>>49&1+2*(p>>49&1)), uint32(o>>54&1+2*(p>>54&1))
	e := w[patOffset[patEdge]:][:59049]
	v := int(e[f[0]+6561*a+19683*b]) + int(e[r[0]+6561*b+19683*a]) +
		int(e[f[7]+6561*c+19683*d]) + int(e[r[7]+6561*d+19683*c])
	c5 := w[patOffset[patCorner25]:][:59049]
	v += int(c5[f[0]%243+243*(f[1]%243)]) + int(c5[r[0]%243+243*(r[1]%243)]) +
		int(c5[f[7]%243+243*(f[6]%243)]) + int(c5[r[7]%243+243*(r[6]%243)])
	c3 := w[patOffset[patCorner33]:][:19683]
	v += int(c3[f[0]%27+27*(f[1]%27)+729*(f[2]%27)]) + int(c3[r[0]%27+27*(r[1]%27)+729*(r[2]%27)]) +
		int(c3[f[7]%27+27*(f[6]%27)+729*(f[5]%27)]) + int(c3[r[7]%27+27*(r[6]%27)+729*(r[5]%27)])
	for k := 1; k <= 3; k++ {
		t := w[patOffset[patRow2+k-1]:][:6561]
		v += int(t[f[k]]) + int(t[r[k]]) + int(t[f[7-k]]) + int(t[r[7-k]])
	}
	return v
}

// patDiagLow[k] holds the squares (r+k, r), the diagonal below the main
// one that patDiagMask[k] holds above it.
var patDiagLow = func() (t [5]uint64) {
	for k := range t {
		for r := 0; r+k < 8; r++ {
			t[k] |= 1 << (8*(r+k) + r)
		}
	}
	return t
}()

// patDiags adds the weights of the diagonals of the board (o, p) parallel
// to a1-h8, each read forwards and backwards.
func patDiags(w []int16, o, p uint64) int {
	d := w[patOffset[patDiag8]:]
	g, h := patGather(o&patDiagMask[0]), patGather(p&patDiagMask[0])
	// The main diagonal is its own transposition: twice, as in the
	// eight images.
	v := 2 * (int(d[int(patB3[g])+2*int(patB3[h])]) + int(d[int(patB3R[g])+2*int(patB3R[h])]))
	for k := 1; k < 5; k++ {
		d := w[patOffset[patDiag8+k]:]
		g, h := patGather(o&patDiagMask[k]), patGather(p&patDiagMask[k])
		v += int(d[int(patB3[g>>k])+2*int(patB3[h>>k])]) + int(d[int(patB3R[g])+2*int(patB3R[h])])
		g, h = patGather(o&patDiagLow[k]), patGather(p&patDiagLow[k])
		v += int(d[int(patB3[g])+2*int(patB3[h])]) + int(d[int(patB3R[g<<k&0xff])+2*int(patB3R[h<<k&0xff])])
	}
	return v
}

// patFeatures lists the weights a position uses, as indices into its
// phase's weights (8 images × patCount, each pattern's offset added),
// with the mobility difference and the parity; the fit's view of Eval.
func patFeatures(own, opp uint64, f *[8 * patCount]uint32) (mob, parity int) {
	empty := ^(own | opp)
	oi, pi := patImages(own), patImages(opp)
	var idx [patCount]uint32
	for t := range 8 {
		patIndex(oi[t], pi[t], &idx)
		for p := range patCount {
			f[t*patCount+p] = uint32(patOffset[p]) + idx[p]
		}
	}
	mob = bits.OnesCount64(othello.LegalSquares(own, opp, empty)) - bits.OnesCount64(othello.LegalSquares(opp, own, empty))
	return mob, bits.OnesCount64(empty) & 1
}

// patSwap returns the index of pattern p's configuration i with the
// colours exchanged (digits 1 and 2 swapped).
func patSwap(p int, i uint32) uint32 {
	var s, pow uint32 = 0, 1
	for range patSquares[p] {
		d := i % 3
		if d != 0 {
			d = 3 - d
		}
		s += d * pow
		pow *= 3
		i /= 3
	}
	return s
}
