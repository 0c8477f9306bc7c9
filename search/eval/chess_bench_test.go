package eval

import (
	"testing"

	"frontier/assets"
	"frontier/board/chess"
)

// chessBenchPositions are the Bratko-Kopec positions and every position
// one legal move after them: the mix of quiet and tactical positions a
// search evaluates.
func chessBenchPositions(tb testing.TB) []chess.Position {
	tb.Helper()
	var out []chess.Position
	for _, sp := range assets.BratkoKopecSuite().Positions {
		p, err := chess.ParseFEN(sp.Text)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, p)
		for _, m := range p.LegalMoves() {
			out = append(out, p.Play(m))
		}
	}
	return out
}

// BenchmarkChessEvaluate is the cost of one evaluation (ns/op) over the
// Bratko-Kopec positions and their children; the evaluation runs at
// most leaves of the search, so it must stay a small part of a node.
func BenchmarkChessEvaluate(b *testing.B) {
	ps := chessBenchPositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		sum += ChessEvaluate(&ps[i%len(ps)])
	}
	chessBenchSink = sum
}

var chessBenchSink int
