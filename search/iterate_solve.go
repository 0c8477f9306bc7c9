package search

import "frontier/board"

// SolveDepth is the depth of a solving iteration (see planSolve) when
// the limits give none. A sequential searcher solves the root whatever
// the depth; a parallel algorithm searches the tree with its own nodes
// down to the depth at which it hands subtrees to searchers, by default
// five plies above the horizon (parallel.Config.MinGranularity), so at
// depth 9 it splits the top four plies and the searchers solve below.
const SolveDepth = 9

// SolveLead is how deep the ordinary iterations go before a solve the
// limits did not ask for (Endgame.AutoSolve), so that a solve that runs
// out of time leaves the move of a real search: on an Othello clock at
// 16 to 18 empties, solves cut by the clock had left depth-1 moves.
// Their cost is small beside the solve's (a depth-6 search of an
// 18-empty position is a few thousand nodes).
const SolveLead = 6

// solvePlan is how Iterate uses the game's endgame solver in one search.
type solvePlan[P any] struct {
	on    bool
	root  P   // the root, marked for the solve
	depth int // the depth of the solving iteration
	first int // the first iteration's depth: depth, or 1 before it
	lead  int // the deepest ordinary iteration before the solve (0: none)
}

// planSolve decides whether Iterate solves root exactly with the game's
// solver (Endgame): when the limits ask for it (Limits.Solve), and when
// the game says the root is near enough to the end (Endgame.AutoSolve).
// A solve is one iteration of the marked root, at the depth limit if
// there is one, else at SolveDepth: every iteration of a marked root is
// exact, so shallower ones would only repeat it. A solve the limits did
// not ask for is preceded by ordinary iterations of the unmarked root up
// to SolveLead, so that a solve that runs out of time (or of a parallel
// engine's machine time) still leaves a searched move.
func planSolve[G Game[P, M], P any, M board.Move](g G, root *P, lim Limits) solvePlan[P] {
	e, ok := any(g).(Endgame[P, M])
	if !ok || !lim.Solve && !e.AutoSolve(root) {
		return solvePlan[P]{}
	}
	p := solvePlan[P]{on: true, root: e.MarkSolve(root), depth: lim.Depth}
	if p.depth == 0 {
		p.depth = SolveDepth
	}
	p.first = p.depth
	if !lim.Solve {
		p.first, p.lead = 1, min(SolveLead, p.depth-1)
	}
	return p
}

// solves reports whether the iteration at depth d is the solving one.
func (p *solvePlan[P]) solves(d int) bool { return p.on && d == p.depth }

// next returns the depth of the iteration after d.
func (p *solvePlan[P]) next(d, step int) int {
	if p.on && d < p.depth {
		if d+step <= p.lead {
			return d + step
		}
		return p.depth
	}
	return d + step
}
