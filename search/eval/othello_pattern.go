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
// phase, in hundredths of a disc, and the tables Eval reads (merge).
type PatternWeights struct {
	w [patPhases][]int16
	m [patPhases]*patTables
}

// newPatternWeights returns weights all zero.
func newPatternWeights() *PatternWeights {
	pw := &PatternWeights{}
	for ph := range pw.w {
		pw.w[ph] = make([]int16, patPhaseSize)
	}
	return pw
}

// patMerged lists, for each pattern, the digit permutation of its
// second reading in Eval (digit j of an index goes to digit perm[j]):
// the reading of the same squares from the other end (an edge, a row, a
// diagonal) or, for the 3×3 corner, transposed; nil for the 2×5 corner,
// whose eight instances are all different squares. The main diagonal,
// its own transposition, is counted twice besides (as in the eight
// images).
var patMerged = func() (t [patCount][]int) {
	rev := func(n int) []int {
		p := make([]int, n)
		for j := range p {
			p[j] = n - 1 - j
		}
		return p
	}
	t[patEdge] = append(rev(8), 9, 8) // the X-squares exchanged
	t[patCorner33] = []int{0, 3, 6, 1, 4, 7, 2, 5, 8}
	for p := patRow2; p < patCount; p++ {
		t[p] = rev(patSquares[p])
	}
	return t
}()

// patPermuted returns, for each index i of a pattern of len(perm)
// squares, the index with i's digits moved by perm (digit j to digit
// perm[j]), counting the two indices up together digit by digit.
func patPermuted(perm []int) []uint32 {
	n := len(perm)
	t := make([]uint32, pow3(n))
	var d [10]uint32
	var pw [10]uint32
	for j := range n {
		pw[j] = uint32(pow3(perm[j]))
	}
	var pi uint32
	for i := range t {
		t[i] = pi
		for j := range n { // add 1 to i, and its digits' images to pi
			if d[j] < 2 {
				d[j]++
				pi += pw[j]
				break
			}
			d[j] = 0
			pi -= 2 * pw[j]
		}
	}
	return t
}

// patTables are the weights of a phase as Eval reads them (merge), each
// pattern's table an array of its own, so that a read needs no slicing.
type patTables struct {
	edge, corner25 [59049]int16
	corner33       [19683]int16
	row            [3][6561]int16 // rows 2, 3 and 4
	diag8          [6561]int16
	diag7          [2187]int16
	diag6          [729]int16
	diag5          [243]int16
	diag4          [81]int16
}

// table returns pattern p's table in t.
func (t *patTables) table(p int) []int16 {
	switch p {
	case patEdge:
		return t.edge[:]
	case patCorner25:
		return t.corner25[:]
	case patCorner33:
		return t.corner33[:]
	case patRow2, patRow3, patRow4:
		return t.row[p-patRow2][:]
	case patDiag8:
		return t.diag8[:]
	case patDiag7:
		return t.diag7[:]
	case patDiag6:
		return t.diag6[:]
	case patDiag5:
		return t.diag5[:]
	}
	return t.diag4[:]
}

// merge builds the tables Eval reads from the weights: every instance
// that Eval would read twice, from both ends or transposed (each symmetric
// image of the board reads it once; see patFeatures), is read once with
// the two weights summed, and the main diagonal's four readings are read
// once, summed: 46 reads a position instead of 84, for the same value.
// The sums are kept in int16, as the weights: the tables then take as
// much of the cache as the weights did (334 KB a phase; with int32, FFO
// 37, 41 and 44 took 3% more CPU time). A phase where a sum does not fit
// (weights beyond about ±8000, four times what any fit has given) has
// no tables, and Eval adds the weights patFeatures lists instead.
func (pw *PatternWeights) merge() {
	var perms [patCount][]uint32
	for p := range patCount {
		if patMerged[p] != nil {
			perms[p] = patPermuted(patMerged[p])
		}
	}
	for ph := range pw.w {
		pw.m[ph] = patMerge(pw.w[ph], &perms)
	}
}

// patMerge returns the merged tables of a phase's weights w (merge), nil
// if a sum does not fit in int16; perms[p] is patPermuted(patMerged[p]).
func patMerge(w []int16, perms *[patCount][]uint32) *patTables {
	t := new(patTables)
	for p := range patCount {
		off, m, perm := patOffset[p], t.table(p), perms[p]
		for i := range m {
			v := int(w[off+i])
			if perm != nil {
				v += int(w[off+int(perm[i])])
			}
			if p == patDiag8 {
				v *= 2
			}
			if v != int(int16(v)) {
				return nil
			}
			m[i] = int16(v)
		}
	}
	return t
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
// each pattern instance is read from the rows of the board and of its
// transposition, and the diagonals from the board and its vertical
// mirror, once, in the merged tables that hold the sum of its two
// readings (merge). In the solver's move ordering it runs at every leaf
// of the evaluation's searches, about 15% of the solve's time on FFO 37,
// 41 and 44 before the merge, which made it 84 weight reads and 46 now.
func (pw *PatternWeights) Eval(own, opp uint64) int {
	empty := ^(own | opp)
	n := bits.OnesCount64(empty)
	ph := patPhaseOf[n]
	t := pw.m[ph]
	if t == nil {
		return pw.evalFeatures(own, opp)
	}
	// The transposed board's 3×3 corners are the board's, which lines
	// reads with their transpositions.
	v := t.lines(own, opp) + t.edgesRows(patTranspose(own), patTranspose(opp))
	v += t.diags(own, opp) + t.diags(bits.ReverseBytes64(own), bits.ReverseBytes64(opp))
	mob := bits.OnesCount64(othello.LegalSquares(own, opp, empty)) - bits.OnesCount64(othello.LegalSquares(opp, own, empty))
	s := pw.w[ph][patTotal:]
	return v + mob*int(s[patMobility]) + n&1*int(s[patParity]) + int(s[patBias])
}

// evalFeatures is Eval as the sum of the weights patFeatures lists: for
// a phase without merged tables (merge).
func (pw *PatternWeights) evalFeatures(own, opp uint64) int {
	var f [8 * patCount]uint32
	mob, parity := patFeatures(own, opp, &f)
	w := pw.w[patPhaseOf[bits.OnesCount64(^(own|opp))]]
	v := mob*int(w[patTotal+patMobility]) + parity*int(w[patTotal+patParity]) + int(w[patTotal+patBias])
	for _, x := range f {
		v += int(w[x])
	}
	return v
}

// patIdx is the base-3 index of the squares of the bytes o and p (own's
// and the opponent's discs), bit c to digit c; patIdxR reads them from
// bit 7 down. A mask of the low (high) bits reads the first squares of
// a row from its start (end).
func patIdx(o, p uint64) uint32  { return uint32(patB3[uint8(o)]) + 2*uint32(patB3[uint8(p)]) }
func patIdxR(o, p uint64) uint32 { return uint32(patB3R[uint8(o)]) + 2*uint32(patB3R[uint8(p)]) }

// lines adds the merged weights (merge) of the row-based instances of
// the board (o, p): its top and bottom edges with their X-squares, its
// four 2×5 corners on those edges, its four 3×3 corners (with their
// transposed readings), and its rows 2-4 and 5-7 (each with its reading
// backwards).
func (t *patTables) lines(o, p uint64) int {
	v := t.edgesRows(o, p)
	row := func(r uint) (uint64, uint64) { return o >> (8 * r), p >> (8 * r) }
	o0, p0 := row(0)
	o1, p1 := row(1)
	o2, p2 := row(2)
	o5, p5 := row(5)
	o6, p6 := row(6)
	o7, p7 := row(7)
	const lo, hi = 7, 0xe0 // the first three squares from either end
	v += int(t.corner33[patIdx(o0&lo, p0&lo)+27*patIdx(o1&lo, p1&lo)+729*patIdx(o2&lo, p2&lo)]) +
		int(t.corner33[patIdxR(o0&hi, p0&hi)+27*patIdxR(o1&hi, p1&hi)+729*patIdxR(o2&hi, p2&hi)]) +
		int(t.corner33[patIdx(o7&lo, p7&lo)+27*patIdx(o6&lo, p6&lo)+729*patIdx(o5&lo, p5&lo)]) +
		int(t.corner33[patIdxR(o7&hi, p7&hi)+27*patIdxR(o6&hi, p6&hi)+729*patIdxR(o5&hi, p5&hi)])
	return v
}

// edgesRows adds the merged weights of the top and bottom edges with
// their X-squares, the four 2×5 corners on them and the rows 2-4 and 5-7
// of the board (o, p).
func (t *patTables) edgesRows(o, p uint64) int {
	f0, f7 := patIdx(o, p), patIdx(o>>56, p>>56)
	// The X-squares b2, g2, b7, g7.
	a, b := uint32(o>>9&1+2*(p>>9&1)), uint32(o>>14&1+2*(p>>14&1))
	c, d := uint32(o>>49&1+2*(p>>49&1)), uint32(o>>54&1+2*(p>>54&1))
	v := int(t.edge[f0+6561*a+19683*b]) + int(t.edge[f7+6561*c+19683*d])
	v += int(t.row[0][patIdx(o>>8, p>>8)]) + int(t.row[0][patIdx(o>>48, p>>48)])
	v += int(t.row[1][patIdx(o>>16, p>>16)]) + int(t.row[1][patIdx(o>>40, p>>40)])
	v += int(t.row[2][patIdx(o>>24, p>>24)]) + int(t.row[2][patIdx(o>>32, p>>32)])
	const lo, hi = 31, 0xf8 // the first five squares from either end
	o1, p1, o6, p6, o7, p7 := o>>8, p>>8, o>>48, p>>48, o>>56, p>>56
	v += int(t.corner25[patIdx(o&lo, p&lo)+243*patIdx(o1&lo, p1&lo)]) +
		int(t.corner25[patIdxR(o&hi, p&hi)+243*patIdxR(o1&hi, p1&hi)]) +
		int(t.corner25[patIdx(o7&lo, p7&lo)+243*patIdx(o6&lo, p6&lo)]) +
		int(t.corner25[patIdxR(o7&hi, p7&hi)+243*patIdxR(o6&hi, p6&hi)])
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

// diags adds the merged weights (merge) of the diagonals of the board
// (o, p) parallel to a1-h8, each read once.
func (t *patTables) diags(o, p uint64) int {
	g := func(x uint64, k int) uint64 { return patGather(x & patDiagMask[k]) }
	l := func(x uint64, k int) uint64 { return patGather(x & patDiagLow[k]) }
	return int(t.diag8[patIdx(g(o, 0), g(p, 0))]) +
		int(t.diag7[patIdx(g(o, 1)>>1, g(p, 1)>>1)]) + int(t.diag7[patIdx(l(o, 1), l(p, 1))]) +
		int(t.diag6[patIdx(g(o, 2)>>2, g(p, 2)>>2)]) + int(t.diag6[patIdx(l(o, 2), l(p, 2))]) +
		int(t.diag5[patIdx(g(o, 3)>>3, g(p, 3)>>3)]) + int(t.diag5[patIdx(l(o, 3), l(p, 3))]) +
		int(t.diag4[patIdx(g(o, 4)>>4, g(p, 4)>>4)]) + int(t.diag4[patIdx(l(o, 4), l(p, 4))])
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
