package search

import (
	"bytes"
	"os"
	"testing"

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

// The checkers kernel and the generic code it was generated from search
// the same tree: the same scores, moves and every counter.
func TestKernelEqualsGeneric(t *testing.T) {
	for _, algo := range algorithms {
		for i, p := range testPositions(30) {
			o := DefaultOptions()
			o.Algorithm = algo
			fast := NewSearcher(ck, newShared(t), o)
			slow := NewSearcher(ck, newShared(t), o)
			if fast.kernel == nil {
				t.Fatal("checkers has no kernel")
			}
			slow.kernel = nil
			for d := 1; d <= 7; d += 2 {
				a, b := fast.Search(&p, -Inf, Inf, d, 0), slow.Search(&p, -Inf, Inf, d, 0)
				if a != b || rootMove(fast) != rootMove(slow) || *fast.Stats() != *slow.Stats() {
					t.Fatalf("%s, position %d, depth %d: kernel %d %v %+v, generic %d %v %+v", algo, i, d,
						a, rootMove(fast), *fast.Stats(), b, rootMove(slow), *slow.Stats())
				}
			}
		}
	}
}
