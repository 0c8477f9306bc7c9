package ybwc

import (
	"context"
	"testing"

	"frontier/board/chess"
	"frontier/search"
	"frontier/search/eval"
	"frontier/search/parallel"
	"frontier/search/tt"
)

// TestYBWCSelectiveAtOwnNodes: with the selective search of a playing
// engine on (search.PlayOptions: null moves, LMR, futility...), YBWC's
// own nodes prune and reduce as the sequential searcher's do. With
// minsplit 1 nearly every node is YBWC's own; until issue 27 they
// ignored the options, and ybwc:2 searched several times the sequential
// selective tree (in chess play it reached 2 plies less than seq). The
// simulated YBWC tree must now be under a quarter of the full-width one and
// within four times the sequential selective one.
func TestYBWCSelectiveAtOwnNodes(t *testing.T) {
	const depth = 5
	var g eval.Chess
	play := search.PlayOptions()
	shared := func() *search.Shared {
		table, err := tt.NewEntries(1 << 16)
		if err != nil {
			t.Fatal(err)
		}
		return &search.Shared{TT: table, History: search.NewHistory(), Captures: search.NewHistory()}
	}
	for _, fen := range []string{ // Bratko-Kopec 2, 3, 4
		"3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - 0 1",
		"2q1rr1k/3bbnnp/p2p1pp1/2pPp3/PpP1P1P1/1P2BNNP/2BQ1PRK/7R b - - 0 1",
		"rnbqkb1r/p3pppp/1p6/2ppP3/3N4/2P5/PPP1QPPP/R1B1KB1R w KQkq - 0 1",
	} {
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		seq := search.NewSearcher(g, shared(), play)
		for d := 1; d <= depth; d++ { // iterate, as the engines do, so that the table orders moves
			seq.Search(&pos, -search.Inf, search.Inf, d, 0)
		}
		seqNodes := seq.Stats().Nodes
		nodes := func(opt search.Options) uint64 {
			e, err := parallel.New(g, parallel.Config{Algorithm: YBWC, Searchers: 2, Sim: true, Search: opt, Options: Options{MinGranularity: 1}}, shared(), New)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			for d := 1; d <= depth; d++ {
				if _, err := e.SearchRoot(context.Background(), pos, d, -search.Inf, search.Inf); err != nil {
					t.Fatal(err)
				}
			}
			return e.Report().Nodes
		}
		full, sel := nodes(search.DefaultOptions()), nodes(play)
		t.Logf("%s: seq selective %d nodes; ybwc:2 full width %d, selective %d", fen, seqNodes, full, sel)
		if sel*4 > full || sel > 4*seqNodes {
			t.Errorf("%s: ybwc:2 selective searched %d nodes: full width %d, seq selective %d", fen, sel, full, seqNodes)
		}
	}
}
