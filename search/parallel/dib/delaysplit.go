package dib

import (
	"frontier/search/parallel"
)

// Delay splitting, as Rezaie and Finkel give it in §3.6 of "A comparison
// of some parallel game-tree search algorithms" (their Pascal-like code
// DelaySplit), on the DIB work-request scheduler (request.go):
//
//	function DelaySplit(z, alpha, beta)
//	    if I am a leaf processor then return alphabeta(z, alpha, beta)
//	    determine the children z1 .. zd
//	    alpha := -DelaySplit(z1, -beta, -alpha)
//	    if alpha >= beta then return alpha
//	    for i := 2 to d do in parallel
//	        value[i] := -DelaySplit(zi, -beta, -alpha)
//	        critical: if value[i] > alpha then alpha := value[i]
//	        if alpha >= beta then return alpha        { cutoff }
//
// Every node waits for its eldest child at every level, not only along
// the principal variation as PV splitting does; then its other children
// are open to every processor at once. "Leaf processor" is the grain:
// a problem at grain plies or fewer is searched whole with alpha-beta.
// A child started later reads the node's alpha as it is then (the
// critical region's value), so late siblings gain from early ones.
func init() {
	register(parallel.Algorithm{
		Name:    DelaySplit,
		Rank:    60,
		Summary: "delay splitting on DIB: every node waits for its eldest child, then opens the others to any processor",
		Figure:  "§3.6 (DelaySplit code); DIB work requests §2.1",
	}, func(Options) dibPolicy { return delaySplitPolicy{} })
}

// DelaySplit is the registry name of delay splitting.
const DelaySplit = "delaysplit"

type delaySplitPolicy struct{}

func (delaySplitPolicy) rootKind() uint8            { return 0 }
func (delaySplitPolicy) kindOf(*dibMeta, int) uint8 { return 0 }
func (delaySplitPolicy) whole(*dibMeta) bool        { return false }
func (delaySplitPolicy) statics(*dibMeta) bool      { return false }
func (delaySplitPolicy) folded(*dibMeta, int)       {}
func (delaySplitPolicy) open(n *dibMeta) int {
	if !n.firstDone {
		return 1
	}
	return n.n
}
