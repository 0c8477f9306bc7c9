package eval

import (
	"math/bits"
	"slices"

	"frontier/board/othello"
)

// The pattern evaluation along a search (the endgame solver's searches of
// the evaluation, search/endgame's IncrementalEval): the indices of the
// pattern instances Eval reads are kept from one position to the next,
// each move adding to the indices of the instances through its square and
// its flipped discs (as Edax does), and a position's value is then the
// sum of those instances' weights, without reading its lines again.
//
// The indices are those of one side's view, the side to move where the
// search starts: digit 1 for its discs, 2 for the other side's. A
// position of the search where that side is to move is valued from them
// (Value); in one where the other side is, the full evaluation runs
// (the solver's searches reach such a position only through a pass).

// patInstances is the number of pattern instances Eval reads: the 4
// edges, 8 2×5 corners, 4 3×3 corners, 12 rows and columns 2-4 and 5-7,
// 2 main diagonals and 4 diagonals of each of the lengths 7 to 4.
const patInstances = 46

// patInstance is one square's part in an instance: the instance and the
// power of 3 of the square's digit in its index.
type patInstance struct {
	inst uint8
	pow  uint16
}

// patSquareMax is the most instances a square is in.
const patSquareMax = 8

var (
	// patInstOffset[i] is the offset of instance i's table in
	// patTables.
	patInstOffset [patInstances]int32
	// patBySquare[s] lists the instances through square s, with their
	// powers; patBySquareN[s] their number.
	patBySquare  [64][patSquareMax]patInstance
	patBySquareN [64]uint8
)

// patSymmetries are the eight symmetries of the board as maps of (row,
// column).
var patSymmetries = [8]func(r, c int) (int, int){
	func(r, c int) (int, int) { return r, c },
	func(r, c int) (int, int) { return 7 - r, c },
	func(r, c int) (int, int) { return r, 7 - c },
	func(r, c int) (int, int) { return 7 - r, 7 - c },
	func(r, c int) (int, int) { return c, r },
	func(r, c int) (int, int) { return 7 - c, r },
	func(r, c int) (int, int) { return c, 7 - r },
	func(r, c int) (int, int) { return 7 - c, 7 - r },
}

// patCanonical lists each pattern's squares (row, column) in the order
// of their base-3 digits, as patIndex reads them.
func patCanonical() [patCount][][2]int {
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

// The instances are the images of each pattern under the eight
// symmetries, an image of the same squares as one before it left out:
// that is the instance read from its other end (or transposed, or for
// the main diagonal, a third and a fourth time), which the merged table
// counts already (merge).
func init() {
	canon := patCanonical()
	var seen [][]int // each instance's squares, sorted, with its pattern last
	n := 0
	for p := range patCount {
		for _, sym := range patSymmetries {
			sqs := make([]int, 0, 11)
			for _, rc := range canon[p] {
				r, c := sym(rc[0], rc[1])
				sqs = append(sqs, 8*r+c)
			}
			key := append(slices.Sorted(slices.Values(sqs)), p)
			if slices.ContainsFunc(seen, func(k []int) bool { return slices.Equal(k, key) }) {
				continue
			}
			seen = append(seen, key)
			patInstOffset[n] = int32(patOffset[p])
			pow := 1
			for _, s := range sqs {
				patBySquare[s][patBySquareN[s]] = patInstance{uint8(n), uint16(pow)}
				patBySquareN[s]++
				pow *= 3
			}
			n++
		}
	}
	if n != patInstances {
		panic("search/eval: pattern instances miscounted")
	}
}

// PatternSearch is the pattern evaluation along one search at a time
// (the endgame solver's IncrementalEval): Start sets the position where
// a search starts, Play and Undo follow its moves, and Value is Eval of
// the position reached. One a searcher: it is not safe for concurrent
// use. It allocates nothing after NewSearch.
type PatternSearch struct {
	pw *PatternWeights
	// idx[d] holds the instances' indices (with their tables' offsets)
	// d moves after Start, for Start's own to move.
	idx [patSearchDepth][patInstances]int32
	d   int
}

// patSearchDepth is one more than the most moves a search plays from
// its start: the solver's deepest, promote's from 22 empties, plays 6.
const patSearchDepth = 16

// NewSearch returns a PatternSearch with the weights pw.
func (pw *PatternWeights) NewSearch() *PatternSearch { return &PatternSearch{pw: pw} }

// Eval is pw.Eval.
func (ps *PatternSearch) Eval(own, opp uint64) int { return ps.pw.Eval(own, opp) }

// Start starts a search at the position where own is to move against
// opp: Value's side is own.
func (ps *PatternSearch) Start(own, opp uint64) {
	ps.d = 0
	x := &ps.idx[0]
	for i := range x {
		x[i] = patInstOffset[i]
	}
	for b := own; b != 0; b &= b - 1 {
		patAdd(x, bits.TrailingZeros64(b), 1)
	}
	for b := opp; b != 0; b &= b - 1 {
		patAdd(x, bits.TrailingZeros64(b), 2)
	}
}

// patAdd adds k times square s's power to the index of every instance
// through s.
func patAdd(x *[patInstances]int32, s int, k int32) {
	l := &patBySquare[s&63]
	for _, e := range l[:patBySquareN[s&63]] {
		x[e.inst] += k * int32(e.pow)
	}
}

// Play follows the move on the square sq that turns over the discs
// flips, by Start's own side when byOwn, else by the other side.
func (ps *PatternSearch) Play(sq othello.Square, flips uint64, byOwn bool) {
	x := &ps.idx[ps.d+1]
	*x = ps.idx[ps.d]
	ps.d++
	placed, turned := int32(1), int32(-1) // an own disc: digit 1, from 2
	if !byOwn {
		placed, turned = 2, 1
	}
	patAdd(x, int(sq), placed)
	for ; flips != 0; flips &= flips - 1 {
		patAdd(x, bits.TrailingZeros64(flips), turned)
	}
}

// Undo takes back the last move Play followed.
func (ps *PatternSearch) Undo() { ps.d-- }

// Value is Eval(own, opp) of the position the moves followed have
// reached, where own, Start's own side, is to move.
func (ps *PatternSearch) Value(own, opp uint64) int {
	empty := ^(own | opp)
	n := bits.OnesCount64(empty)
	ph := patPhaseOf[n]
	t := ps.pw.m[ph]
	if t == nil {
		return ps.pw.evalFeatures(own, opp)
	}
	v := 0
	for _, i := range &ps.idx[ps.d] {
		v += int(t[i])
	}
	mob := bits.OnesCount64(othello.LegalSquares(own, opp, empty)) - bits.OnesCount64(othello.LegalSquares(opp, own, empty))
	s := ps.pw.w[ph][patTotal:]
	return v + mob*int(s[patMobility]) + n&1*int(s[patParity]) + int(s[patBias])
}
