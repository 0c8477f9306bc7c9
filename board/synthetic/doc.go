// Package synthetic generates random game trees for controlled search
// experiments: the branching factor, the depth and the quality of move
// ordering are parameters, and every node is regenerated on demand from
// the seed and its path, so no tree is ever stored.
//
// # Construction
//
// It is the classic construction of "strongly ordered" random trees with
// a hidden true value (Knuth and Moore 1975, section 8; Marsland and
// Campbell 1982, "Parallel search of strongly ordered game trees"), in
// negamax form. Every node n has a true value v(n) from the view of its
// side to move. The root's is drawn from the seed in [-Spread, Spread].
// A node above the leaves has k ≥ 1 children, k drawn from the branching
// distribution. One child, the best, gets value -v(n); every other child
// c gets -v(n) + δ(c) with δ(c) drawn from 1..Spread, so that from n's
// view it is strictly worse than the best child. The best child is
// generated first with probability Q and otherwise at a position drawn
// uniformly from 2..k, so the share of nodes (with k ≥ 2) whose first
// move is best is exactly Q. Negamax over the whole tree therefore
// returns v(root): the values are a real game, not noise.
//
// Leaves are the nodes at depth Depth; Value returns their true value.
// At an interior node Value is a static estimate, the true value plus
// noise drawn from -Noise..Noise, so that a depth-limited search sees an
// evaluation that is right on average and wrong in detail.
//
// # Branching
//
// A node's number of children is drawn from one of three distributions:
// a fixed b; uniform on lo..hi; or bimodal, mimicking checkers (Lu 1993:
// 1.28 moves at capture nodes, 7.93 elsewhere, 2.84 on average): with
// probability P a "capture-like" node with 1 + Poisson(M1-1) children,
// otherwise 1 + Poisson(M2-1), so that the means are M1 and M2 and no
// interior node is childless. P = 0.765 gives checkers' mean of 2.84.
// Node kinds are independent from node to node; real captures come in
// runs, which this does not model.
//
// # Identity
//
// A node's 64-bit id is a hash of its parent's id and its child index
// (the root's comes from the seed), and every random draw at a node is a
// hash of its id and a draw number, so any node can be rebuilt from
// (parameters, path) and a node's draws do not depend on the order in
// which a search visits the tree. The id is the node's Key. Trees have no
// transpositions: distinct paths are distinct nodes.
//
// The package imports nothing of Frontier's.
package synthetic
