package all

import (
	"frontier/board"
	"frontier/search"
	"frontier/search/parallel"
	"frontier/search/parallel/abdada"
	"frontier/search/parallel/dib"
	"frontier/search/parallel/jamboree"
	"frontier/search/parallel/lazysmp"
	"frontier/search/parallel/pvsplit"
	"frontier/search/parallel/ybwc"
)

// Family makes the root search of e's algorithm: it asks each family
// package of search/parallel in turn, and the one that registered the
// algorithm (it knows it by the type of its options) makes it.
//
// It is the one list of families, and it holds packages, not names: an
// algorithm is a generic function of the game (search.Game[P, M]), and
// Go has no generic function values, so the registry of package
// parallel can say what an algorithm is but cannot hold its
// constructor. A function generic over the game that calls each family's
// generic constructor can: every engine of every game is built through
// it (Build passes it to parallel.Start). A new algorithm in a family is
// a registration in its package; a new family is a package and a line
// here, and TestEveryEngineExact covers it on every game the day it
// lands.
func Family[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M] {
	for _, family := range [...]func(*parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M]{
		pvsplit.New[G, P, M],
		lazysmp.New[G, P, M],
		ybwc.New[G, P, M],
		abdada.New[G, P, M],
		jamboree.New[G, P, M],
		dib.New[G, P, M],
	} {
		if a := family(e); a != nil {
			return a
		}
	}
	return nil
}
