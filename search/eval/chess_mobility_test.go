package eval

import (
	"math/bits"
	"testing"

	"frontier/board/chess"
)

// TestChessMobilityTable checks the mobility-table terms against what
// they count: for each kind, the table's counts add up to the kind's
// pieces (White's less Black's), and their counts weighed by the number
// of safe squares, less the typical number a piece, to the linear
// mobility term. Both fail when a piece's count lands in another kind's
// slot or at another count. A weight on one table entry moves the score
// of a position that has such a piece.
func TestChessMobilityTable(t *testing.T) {
	lin := [6]int{chess.Knight: CMobKnight, chess.Bishop: CMobBishop, chess.Rook: CMobRook, chess.Queen: CMobQueen}
	w := CurrentChess()
	bumped := w
	bumped[2*ChessMobTerm(chess.Knight, 3)] += 40
	moved, checked := 0, 0
	for _, q := range chessGoingOn(t) {
		f := ChessFeaturesOf(&q)
		for k := chess.Knight; k <= chess.Queen; k++ {
			pieces := bits.OnesCount64(q.Pieces(chess.White, k)) - bits.OnesCount64(q.Pieces(chess.Black, k))
			sum, weighed := 0, 0
			for n := range ChessMobSize(k) {
				x := int(f.D[ChessMobTerm(k, n)])
				sum += x
				weighed += x * (n - chessMobilityBase[k])
			}
			if sum != pieces || weighed != int(f.D[lin[k]]) {
				t.Fatalf("%s: kind %d: table counts %d pieces (want %d), %d squares over the base (linear term %d)",
					q.FEN(), k, sum, pieces, weighed, f.D[lin[k]])
			}
			checked++
		}
		if f.D[ChessMobTerm(chess.Knight, 3)] != 0 && f.Phase > 0 && bumped.Evaluate(&f) == w.Evaluate(&f) {
			t.Fatalf("%s: a knight with 3 safe squares, and its table weight moves nothing", q.FEN())
		}
		if bumped.Evaluate(&f) != w.Evaluate(&f) {
			moved++
		}
	}
	if moved == 0 || checked == 0 {
		t.Fatalf("the knight's table weight moved %d scores of %d kinds checked", moved, checked)
	}
}
