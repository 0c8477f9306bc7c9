package dib

import (
	"slices"

	"frontier/search/parallel"
)

// Dynamic MWF, the adjustment of Rezaie and Finkel §6: MWF (mwf.go),
// except that a type-1 node does not take only its first child as
// type-1, to be evaluated completely, but every child whose static value
// is at or above the 90th percentile of its siblings' (nearest rank:
// the ceil(0.9 d)-th smallest of d values), "dynamically adjusting the
// width of full evaluation". The other children of a type-1 node are
// type-2, evaluated partially first, and type-2 nodes are MWF's. The
// paper reports DMWF about one third faster than MWF (Figures 13-15).
func init() {
	register(parallel.Algorithm{
		Name:    DMWF,
		Rank:    62,
		Summary: "dynamic MWF on DIB: a type-1 node's children at or above the 90th percentile of static value are type-1",
		Figure:  "§6 (DMWF, Figures 13-15); MWF §3.2; DIB work requests §2.1",
	}, func(Options) dibPolicy { return dmwfPolicy{} })
}

// DMWF is the registry name of dynamic Mandatory Work First.
const DMWF = "dmwf"

type dmwfPolicy struct{ mwfPolicy }

// statics: a type-1 node needs its children's static values to choose
// its type-1 children.
func (dmwfPolicy) statics(n *dibMeta) bool { return n.kind == type1 }

func (dmwfPolicy) kindOf(n *dibMeta, i int) uint8 {
	if n.kind != type1 {
		return mwfPolicy{}.kindOf(n, i)
	}
	if n.static[i] >= percentile90(n.static) {
		return type1
	}
	return type2
}

// percentile90 is the nearest-rank 90th percentile of v.
func percentile90(v []int) int {
	s := slices.Clone(v)
	slices.Sort(s)
	rank := (9*len(s) + 9) / 10 // ceil(0.9 len)
	return s[rank-1]
}
