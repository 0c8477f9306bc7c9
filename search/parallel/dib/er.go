package dib

import (
	"frontier/search/parallel"
)

// ER with parallel refutation (Steinberg and Solomon), as Rezaie and
// Finkel §3.5 describe it, on the DIB work-request scheduler
// (request.go). Nodes are e-nodes, evaluated fully, or r-nodes, refuted
// (one child may be enough):
//
//	the root is an e-node
//	at an e-node z: start every child y at once, each with only its
//	    eldest child (the elder grandchildren, mandatory work, all in
//	    parallel; they are e-nodes themselves)
//	when every elder grandchild has a value: the e-child is the y whose
//	    elder child has the largest value (y's partial value is the
//	    lowest); it goes on as an e-node, its eldest not searched again
//	when the e-child has a value: refute its siblings in parallel
//	    (parallel refutation): each goes on as an r-node
//	at an r-node: the remaining children one at a time, in order, until
//	    one refutes it; they are e-nodes
//
// Windows are alpha-beta's as each problem starts, narrowed as values
// arrive (tree.go), so a refutation stops as soon as the
// e-child's value allows. Left out: Steinberg and Solomon's "multiple
// e-children" (a second e-child while the first does not refute its
// siblings). Problems at grain plies or fewer are searched whole with
// alpha-beta.
func init() {
	register(parallel.Algorithm{
		Name:    ER,
		Rank:    64,
		Summary: "ER on DIB: elder grandchildren in parallel choose an e-child; its siblings are then refuted in parallel",
		Figure:  "§3.5 (ER of Steinberg and Solomon, parallel refutation); DIB work requests §2.1",
	}, func(Options) dibPolicy { return erPolicy{} })
}

// ER is the registry name of Steinberg and Solomon's ER.
const ER = "er"

// The node kinds of ER.
const (
	eNode   uint8 = 1 // evaluated fully
	pending uint8 = 2 // a child of an e-node whose eldest only may run yet
	rNode   uint8 = 3 // refuted: one child at a time
)

// The stages of an e-node.
const (
	erElders   uint8 = iota // the elder grandchildren run
	erEChild                // the e-child runs
	erRefuting              // the other children are refuted
)

type erPolicy struct{}

func (erPolicy) rootKind() uint8       { return eNode }
func (erPolicy) whole(*dibMeta) bool   { return false }
func (erPolicy) statics(*dibMeta) bool { return false }

func (erPolicy) kindOf(n *dibMeta, _ int) uint8 {
	if n.kind == eNode {
		return pending
	}
	return eNode
}

func (erPolicy) open(n *dibMeta) int {
	switch n.kind {
	case pending:
		return 1
	case rNode:
		return n.done + 1
	}
	return n.n
}

// folded moves an e-node through its stages: called when child i of n
// has a value and n goes on.
func (erPolicy) folded(n *dibMeta, i int) {
	if n.kind == pending && i == 0 {
		// An elder grandchild of n's parent has a value.
		if z := n.parent; z != nil && z.kind == eNode && z.stage == erElders {
			erChoose(z)
		}
		return
	}
	if n.kind != eNode {
		return
	}
	switch {
	case n.stage == erElders:
		erChoose(n) // a child searched whole counts as valued
	case n.stage == erEChild && i == n.chosen:
		erRefute(n)
	}
}

// erChoose makes the e-child of z once every child has started and has
// its eldest valued (or is valued itself): the unvalued one with the
// lowest partial value, from its own side.
func erChoose(z *dibMeta) {
	if z.next < z.n {
		return // children yet to start: their elders are to come
	}
	best := -1
	for i, k := range z.kids {
		if z.valued[i] {
			continue
		}
		if k == nil || !k.firstDone {
			return // an elder grandchild (or a whole child) still runs
		}
		if k.finished {
			continue
		}
		if best < 0 || k.best < z.kids[best].best {
			best = i
		}
	}
	if best < 0 {
		erRefute(z)
		return
	}
	z.stage, z.chosen = erEChild, best
	z.kids[best].kind = eNode
}

// erRefute turns z's remaining pending children into r-nodes.
func erRefute(z *dibMeta) {
	z.stage = erRefuting
	for i, k := range z.kids {
		if k != nil && !z.valued[i] && k.kind == pending {
			k.kind = rNode
		}
	}
}
