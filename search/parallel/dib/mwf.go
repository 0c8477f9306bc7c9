package dib

import (
	"frontier/search/parallel"
)

// Mandatory Work First (Akl, Barnard and Doran 1982; named by Fishburn
// and Finkel), as Rezaie and Finkel §3.2 describe it, on the DIB
// work-request scheduler (request.go). Without deep cutoffs only type-1
// and type-2 nodes are critical (their Figure 3):
//
//	the root is type-1
//	the eldest child of any node is type-1, the other children type-2
//	a type-1 node is evaluated completely: all its children at once
//	a type-2 node is evaluated partially: its eldest child only, and
//	    the others only if that value does not cut the node off
//	all evaluations allowed so far may proceed simultaneously
//
// So the critical tree is searched concurrently first, with the windows
// known when each problem starts (the speculative loss the paper
// describes), and the rest of a type-2 node only when its partial value
// fails to refute it; those later children are type-2 again (eldest
// first), the rule applied at every node examined. Problems at grain
// plies or fewer are searched whole with alpha-beta.
func init() {
	register(parallel.Algorithm{
		Name:    MWF,
		Rank:    61,
		Summary: "Mandatory Work First on DIB: type-1 nodes open all children at once, type-2 nodes their eldest, the rest unless refuted",
		Figure:  "§3.2 (MWF, Figure 3 critical tree without deep cutoffs); DIB work requests §2.1",
	}, func(Options) dibPolicy { return mwfPolicy{} })
}

// MWF is the registry name of Mandatory Work First.
const MWF = "mwf"

// The node kinds of MWF and DMWF.
const (
	type1 uint8 = 1 // evaluated completely: every child at once
	type2 uint8 = 2 // evaluated partially: the eldest child first
)

type mwfPolicy struct{}

func (mwfPolicy) rootKind() uint8       { return type1 }
func (mwfPolicy) whole(*dibMeta) bool   { return false }
func (mwfPolicy) statics(*dibMeta) bool { return false }
func (mwfPolicy) folded(*dibMeta, int)  {}

func (mwfPolicy) kindOf(_ *dibMeta, i int) uint8 {
	if i == 0 {
		return type1
	}
	return type2
}

// open: a type-1 node all its children, a type-2 node its eldest until
// that has a value (a refutation would have cut the node off by then).
func (mwfPolicy) open(n *dibMeta) int {
	if n.kind == type2 && !n.firstDone {
		return 1
	}
	return n.n
}
