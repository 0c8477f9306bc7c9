package dib

import (
	"frontier/search/parallel"
)

// Tree splitting (Fishburn 1981), as Rezaie and Finkel §3.3 describe it
// (their Figure 4: a binary processor tree of height two mapped onto a
// ternary game tree), on the DIB work-request scheduler (request.go):
//
//	the game tree is mapped onto a processor tree of fan-out f and
//	    height h: a node less than h plies below the root is split, its
//	    children searched by up to f pools of processors at once
//	more children than f: the extra branches are queued, and start as
//	    earlier ones finish
//	a node h plies below the root belongs to a leaf processor, which
//	    searches it whole with alpha-beta
//	a master that receives a value updates its window and tells its
//	    working slaves, whose remaining work the new window may cut off
//
// All children of a split node start with the window of the moment (no
// eldest child first: that is PV splitting's refinement), and windows
// narrow as values come back (tree.go). Which processor plays
// which role is DIB's: a pool is whoever asks for work, not a fixed
// subtree of processors.
func init() {
	register(parallel.Algorithm{
		Name:    TreeSplit,
		Rank:    63,
		Summary: "Fishburn's tree splitting on DIB: nodes above the processor tree's height run up to fan-out children at once",
		Figure:  "§3.3 (tree splitting, Figure 4 processor tree); DIB work requests §2.1",
		Params: []parallel.Param{
			parallel.Option("fanout", "4", "children of a split node searched at once (the processor tree's fan-out)",
				func(o *Options, v string) error { return parallel.SetCount(&o.Fanout, v) }),
			parallel.Option("height", "2", "plies of the game tree mapped onto the processor tree; deeper nodes are searched whole",
				func(o *Options, v string) error { return parallel.SetPlies(&o.Height, v) }),
		},
	}, func(o Options) dibPolicy { return treeSplitPolicy{fanout: o.Fanout, height: o.Height} })
}

// TreeSplit is the registry name of Fishburn's tree splitting.
const TreeSplit = "treesplit"

type treeSplitPolicy struct{ fanout, height int }

func (treeSplitPolicy) rootKind() uint8            { return 0 }
func (treeSplitPolicy) kindOf(*dibMeta, int) uint8 { return 0 }
func (treeSplitPolicy) statics(*dibMeta) bool      { return false }
func (treeSplitPolicy) folded(*dibMeta, int)       {}

// open: at most fanout children under way at once.
func (p treeSplitPolicy) open(n *dibMeta) int { return n.next - n.out + p.fanout }

// whole: the children of a node at the processor tree's last level go
// to leaf processors.
func (p treeSplitPolicy) whole(n *dibMeta) bool { return n.ply+1 >= p.height }
