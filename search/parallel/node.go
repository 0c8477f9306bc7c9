package parallel

import (
	"frontier/board"
	"frontier/search"
	"frontier/search/tt"
)

// What the algorithms' own recursions share above the sequential
// searcher: the node types they expect, the test for a repetition, and
// the store of a finished node.

// NodeKind is what a node is expected to be: Knuth and Moore's types
// (1975), as PVS meets them. A PV node lies on the principal variation
// (type 1), a cut node is expected to fail high, one move refuting it
// (type 2), an all node to fail low, every move searched (type 3).
type NodeKind uint8

const (
	PVNode  NodeKind = iota + 1 // type 1
	CutNode                     // type 2
	AllNode                     // type 3
)

// Child is the kind of child i (0 the eldest) of a node of kind k, by
// Knuth and Moore's rules: the eldest child of a PV node is a PV node;
// every child of a cut node is an all node; every other child is a cut
// node.
func (k NodeKind) Child(i int) NodeKind {
	switch {
	case k == PVNode && i == 0:
		return PVNode
	case k == CutNode:
		return AllNode
	}
	return CutNode
}

// String is the kind as the split-node pane shows it.
func (k NodeKind) String() string {
	switch k {
	case PVNode:
		return "PV"
	case CutNode:
		return "CUT"
	case AllNode:
		return "ALL"
	}
	return "?"
}

// Repeats mirrors the sequential engine's draw by repetition: key occurs
// among the positions above it with the same side to move (path holds
// the keys from the game's start to the parent).
func Repeats(key uint64, path []uint64) bool {
	for i := len(path) - 4; i >= 0; i -= 2 {
		if path[i] == key {
			return true
		}
	}
	return false
}

// StoreNode records a finished node in the transposition table, so that
// the next iteration orders its moves first, as the sequential engine
// does: the node whose key is key, searched to depth at ply with the
// window (alpha, beta), has the fail-soft value score and best move best.
func StoreNode[G search.Game[P, M], P any, M board.Move](e *Engine[G, P, M], key uint64, depth, ply, alpha, beta, score int, best M) {
	table := e.sh.TT
	if table == nil {
		return
	}
	bound, move := tt.ResultOf(score, alpha, beta, tt.Move(e.g.MoveCode(best)))
	table.Store(key, depth, score, ply, bound, move)
}
