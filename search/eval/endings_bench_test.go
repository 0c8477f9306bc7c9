package eval_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"frontier/board/checkers"
	"frontier/search/egdb"
	"frontier/search/eval"
)

// BenchmarkKingEndings measures the evaluation against the truth where
// issue 27 found it blind: endings of men against kings. For each piece
// count class it draws 20,000 quiet positions (no capture pending for
// either side, Black to move) from a fixed seed, takes their value from
// the database in FRONTIER_EGDB (a directory built by frontier egdb
// build --pieces 5), and reports the mean evaluation of the lost, drawn
// and won ones and how often the evaluation's sign (beyond ±50 points:
// half a man) says the right thing. Skipped without FRONTIER_EGDB; run
// it once (-benchtime 1x).
func BenchmarkKingEndings(b *testing.B) {
	dir := os.Getenv("FRONTIER_EGDB")
	if dir == "" {
		b.Skip("FRONTIER_EGDB names no database directory")
	}
	db, err := egdb.Load(dir)
	if err != nil || db == nil || db.Pieces() < 5 {
		b.Fatalf("FRONTIER_EGDB=%s: %v, %v", dir, db, err)
	}
	for i := 0; i < b.N; i++ {
		for _, c := range [][4]int{{2, 0, 0, 2}, {3, 0, 0, 2}, {2, 0, 1, 1}, {2, 1, 0, 2}, {1, 1, 0, 2}, {3, 0, 1, 1}, {2, 0, 0, 1}, {1, 0, 0, 1}} {
			r := rand.New(rand.NewPCG(27, uint64(c[0]<<12|c[1]<<8|c[2]<<4|c[3])))
			var n [3]int
			var sum [3]float64
			right := 0
			for total := 0; total < 20000; {
				p := randomPosition(r, c)
				if p.HasCapture() || len(p.LegalMoves()) == 0 {
					continue
				}
				q := p
				q.SetSideToMove(checkers.White)
				if q.HasCapture() {
					continue
				}
				v, ok := db.Probe(&p)
				if !ok {
					b.Fatalf("%s: not in the database", p.FEN())
				}
				e := eval.Evaluate(&p)
				k := 1
				switch v.Result {
				case egdb.Loss:
					k = 0
				case egdb.Win:
					k = 2
				}
				if (k == 0 && e < -50) || (k == 1 && e >= -50 && e <= 50) || (k == 2 && e > 50) {
					right++
				}
				n[k]++
				sum[k] += float64(e)
				total++
			}
			mean := func(k int) string {
				if n[k] == 0 {
					return "-"
				}
				return fmt.Sprintf("%.0f", sum[k]/float64(n[k]))
			}
			b.Logf("Black %dm%dk against %dm%dk: lost %5d (mean eval %5s), drawn %5d (%5s), won %5d (%5s); the evaluation's sign right for %.1f%%",
				c[0], c[1], c[2], c[3], n[0], mean(0), n[1], mean(1), n[2], mean(2), 100*float64(right)/20000)
		}
	}
}

// randomPosition places c's black men, black kings, white men and white
// kings on random squares (men never on their crowning row), Black to
// move.
func randomPosition(r *rand.Rand, c [4]int) checkers.Position {
	var p checkers.Position
	used := map[int]bool{}
	put := func(k int, pc checkers.Piece, lo, hi int) {
		for ; k > 0; k-- {
			for {
				s := lo + r.IntN(hi-lo+1)
				if !used[s] {
					used[s] = true
					p.Put(checkers.Square(s), pc)
					break
				}
			}
		}
	}
	put(c[0], checkers.BlackMan, 1, 28)
	put(c[2], checkers.WhiteMan, 5, 32)
	put(c[1], checkers.BlackKing, 1, 32)
	put(c[3], checkers.WhiteKing, 1, 32)
	return p
}
