package ybwc

import (
	"frontier/search"
	"frontier/search/parallel"
)

// Dynamic PVSplit (Schaeffer 1989), as Lu 1993 §3.6 describes it:
// PVSplit, in which the searchers that would sit idle at a
// synchronization point (a node of the principal variation waiting for
// its last brothers) are sent to help a searcher still at work, which
// becomes the master of a new split node in its own subtree: the tree of
// processors of the thesis.
//
// It runs on the split points, balancer and worker of YBWC under a
// narrower policy (dynamicPVSplit). The first searcher walks down the principal variation;
// each node on it searches its eldest brother first and then opens the
// others to every searcher, as PVSplit does from the deepest such node
// up. A node off the principal variation searches its brothers itself,
// one by one as PVS does, and opens those it has not yet started as a
// split point only when some searcher is hungry: asleep for want of
// work, or a master waiting for its helpers with nothing left to take
// below it. Hungry searchers attach to the new split point at once (the
// owner books a brother for each sleeper); a waiting master helps only
// below its own split point, so the processor tree stays a tree.
// Cutoffs at a split point stop the searchers under it as in YBWC.
//
// Where the straggler splits: the thesis has it apply PVSplit to its
// subtree; here it opens the node it is at when it next looks for a
// brother to search (the deepest node of its path above minsplit with
// brothers left), and, while searchers stay hungry, the next ones it
// reaches. Helpers then pick by Options.Pick (nearest the root first by
// default), so they favour the largest of the straggler's open nodes.
func init() {
	register(parallel.Algorithm{
		Name:    DPVSplit,
		Rank:    32,
		Summary: "Dynamic PVSplit: PVSplit whose idle searchers help a straggler, which splits a node of its own subtree for them",
		Paper:   "Schaeffer 1989 (Lu 1993 §3.6)",
		Figure:  "Lu 1993 §3.6 (Dynamic PVSplit: searchers idle at the synchronization point help a straggler, forming a processor tree)",
		Params:  []parallel.Param{minSplitParam(), pickParam(), helpfulParam()},
	}, dynamicPVSplit)
}

// DPVSplit is the registry name of Schaeffer's Dynamic PVSplit.
const DPVSplit = "dpvsplit"

// dynamicPVSplit is Dynamic PVSplit's policy: a node of the principal
// variation opens its brothers at once; a straggler splits at its own
// nodes above minsplit only, when a searcher is hungry.
var dynamicPVSplit = policy{pvOnly: true, hungrySplit: search.MaxDepth}
