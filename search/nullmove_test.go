package search

import (
	"context"
	"testing"

	"frontier/assets"
	"frontier/board/chess"
	"frontier/board/othello"
	"frontier/search/eval"
)

// watchedChess is chess whose NullMove checks where the searcher asks
// it: never at the root of the search, never at a node that answers a
// pass. where finds the ply of the position asked about (its address is
// the searcher's s.pos[ply]) and whether that node answers a pass.
type watchedChess struct {
	eval.Chess
	where  func(p *chess.Position) (ply int, passed bool)
	wrong  *[]string
	passes *int
}

func (w watchedChess) NullMove(p *chess.Position) (chess.Position, bool) {
	switch ply, passed := w.where(p); {
	case ply <= 0:
		*w.wrong = append(*w.wrong, "a pass asked of the root "+p.FEN())
	case passed:
		*w.wrong = append(*w.wrong, "a pass asked of the answer to a pass "+p.FEN())
	}
	q, ok := w.Chess.NullMove(p)
	if ok {
		*w.passes++
	}
	return q, ok
}

func bratkoKopec(t *testing.T, n int) []chess.Position {
	t.Helper()
	var ps []chess.Position
	for _, tp := range assets.BratkoKopecSuite().Positions[:n] {
		p, err := chess.ParseFEN(tp.Text)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// Null-move pruning cuts the Bratko-Kopec trees, passes neither at the
// root (even with a minimal window there) nor twice in a row (depth 6
// leaves the pass 3 plies, enough for another), and is counted.
func TestNullMoveCutsChess(t *testing.T) {
	var with, without uint64
	for i, p := range bratkoKopec(t, 4) {
		var wrong []string
		var passes int
		var a *Searcher[watchedChess, chess.Position, chess.Move]
		w := watchedChess{wrong: &wrong, passes: &passes, where: func(p *chess.Position) (int, bool) {
			for ply := range a.pos {
				if &a.pos[ply] == p {
					return ply, a.passed[ply]
				}
			}
			return -1, false
		}}
		on := DefaultOptions()
		on.NullMove = true
		a = NewSearcher(w, newShared(t), on)
		b := NewSearcher(w.Chess, newShared(t), DefaultOptions())
		for d := 1; d <= 6; d++ {
			a.Search(&p, -Inf, Inf, d, 0)
			b.Search(&p, -Inf, Inf, d, 0)
		}
		v := a.Search(&p, -Inf, Inf, 6, 0)
		a.Search(&p, v-1, v, 6, 0) // a minimal window at the root too
		st := a.Stats()
		if st.NullMoves == 0 || st.NullCutoffs == 0 || st.NullCutoffs > st.NullMoves || st.NullMoves != uint64(passes) {
			t.Errorf("position %d: %d null moves (%d passes allowed), %d cutoffs", i, st.NullMoves, passes, st.NullCutoffs)
		}
		if b.Stats().NullMoves != 0 {
			t.Errorf("position %d: %d null moves with the option off", i, b.Stats().NullMoves)
		}
		if len(wrong) > 0 {
			t.Errorf("position %d: %d passes asked where none may be, first %s", i, len(wrong), wrong[0])
		}
		with += st.Nodes
		without += b.Stats().Nodes
	}
	if with >= without {
		t.Errorf("%d nodes with null moves, %d without", with, without)
	}
}

// Exact mode ignores the option (the same tree, every counter equal), and
// so do games that do not allow a pass.
func TestNullMoveLeavesTreesAlone(t *testing.T) {
	on := DefaultOptions()
	on.NullMove = true
	exact, exactOn := DefaultOptions(), on
	exact.Exact, exactOn.Exact = true, true
	for _, p := range bratkoKopec(t, 4) {
		sameTree(t, eval.Chess{}, p, exact, exactOn, 4)
	}
	for _, p := range testPositions(6) {
		sameTree(t, ck, p, DefaultOptions(), on, 9)
	}
	for _, p := range walk(eval.Othello8, othello.New8(), 4, 30, 7) {
		sameTree(t, eval.Othello8, p, DefaultOptions(), on, 6)
	}
}

func sameTree[G Game[P, M], P any, M comparable](t *testing.T, g G, p P, o1, o2 Options, depth int) {
	t.Helper()
	for _, algo := range algorithms {
		o1.Algorithm, o2.Algorithm = algo, algo
		a, b := NewSearcher(g, newShared(t), o1), NewSearcher(g, newShared(t), o2)
		for d := 1; d <= depth; d++ {
			va, vb := a.Search(&p, -Inf, Inf, d, 0), b.Search(&p, -Inf, Inf, d, 0)
			ma, _ := a.RootMove()
			mb, _ := b.RootMove()
			if va != vb || ma != mb || *a.Stats() != *b.Stats() {
				t.Fatalf("%s %s depth %d: %d %v %+v, with null moves %d %v %+v", g.Name(), algo, d, va, ma, *a.Stats(), vb, mb, *b.Stats())
			}
		}
	}
}

// bkNodes is the nodes of the first four Bratko–Kopec positions searched
// to depth 8 with o, each from a new table; a move that is not legal
// fails the test.
func bkNodes(t *testing.T, o Options) uint64 {
	t.Helper()
	var n uint64
	for _, p := range bratkoKopec(t, 4) {
		res, err := Run(context.Background(), eval.Chess{}, p, Limits{Depth: 8, Step: 1}, newShared(t), o, nil)
		if err != nil || !p.IsLegal(res.Best) {
			t.Fatalf("%+v: %v %v", o, res.Best, err)
		}
		n += res.Stats.Nodes
	}
	return n
}
