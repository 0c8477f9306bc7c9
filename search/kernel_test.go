package search

import (
	"bytes"
	"os"
	"testing"

	"frontier/board"
	"frontier/board/othello"
	"frontier/search/eval"
	"frontier/search/internal/kernelgen"
)

// The generated kernels are copies of the generic node functions: a
// change to those without `go generate ./search` fails here.
func TestKernelsUpToDate(t *testing.T) {
	for _, g := range kernelgen.Games {
		want, err := kernelgen.Generate(".", g)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(kernelgen.FileName(g))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./search", kernelgen.FileName(g))
		}
	}
}

// Each generated kernel and the generic code it was generated from search
// the same tree: the same scores, moves and every counter.
func TestKernelEqualsGeneric(t *testing.T) {
	kernelEqualsGeneric(t, ck, testPositions(30), 7)
	kernelEqualsGeneric(t, eval.Othello8, walk(eval.Othello8, othello.New8(), 20, 40, 11), 5)
	kernelEqualsGeneric(t, eval.Othello6, walk(eval.Othello6, othello.New6(), 20, 30, 12), 7)
	kernelEqualsGeneric(t, eval.Chess{}, bratkoKopec(t, 6), 5)
}

// The chess kernel, whose copies of the selective search and quiescence
// call the game's Selective, Tactical and NullMover methods directly,
// searches the play options' trees as the generic code does, with every
// part of the selective search on.
func TestChessKernelPlayOptions(t *testing.T) {
	all, err := PlayOptions().WithSelective("all,etc,probcut,histlmr,singular,improving,razor,corr")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []Options{PlayOptions(), all} {
		for i, p := range bratkoKopec(t, 12) {
			fast, slow := NewSearcher(eval.Chess{}, newShared(t), o), NewSearcher(eval.Chess{}, newShared(t), o)
			if fast.kernel == nil {
				t.Fatal("chess has no kernel")
			}
			slow.kernel = nil
			for d := 1; d <= 8; d++ {
				a, b := fast.Search(&p, -Inf, Inf, d, 0), slow.Search(&p, -Inf, Inf, d, 0)
				ma, _ := fast.RootMove()
				mb, _ := slow.RootMove()
				if a != b || ma != mb || *fast.Stats() != *slow.Stats() {
					t.Fatalf("BK position %d, depth %d: kernel %d %v %+v, generic %d %v %+v", i, d, a, ma, *fast.Stats(), b, mb, *slow.Stats())
				}
			}
		}
	}
}

func kernelEqualsGeneric[G Game[P, M], P any, M board.Move](t *testing.T, g G, positions []P, maxDepth int) {
	t.Helper()
	for _, algo := range algorithms {
		for i, p := range positions {
			o := DefaultOptions()
			o.Algorithm = algo
			fast := NewSearcher(g, newShared(t), o)
			slow := NewSearcher(g, newShared(t), o)
			if fast.kernel == nil {
				t.Fatalf("%s has no kernel", g.Name())
			}
			slow.kernel = nil
			for d := 1; d <= maxDepth; d += 2 {
				a, b := fast.Search(&p, -Inf, Inf, d, 0), slow.Search(&p, -Inf, Inf, d, 0)
				ma, _ := fast.RootMove()
				mb, _ := slow.RootMove()
				if a != b || ma != mb || *fast.Stats() != *slow.Stats() {
					t.Fatalf("%s %s, position %d, depth %d: kernel %d %v %+v, generic %d %v %+v", g.Name(), algo, i, d,
						a, ma, *fast.Stats(), b, mb, *slow.Stats())
				}
			}
		}
	}
}
