package search

import (
	"fmt"

	"frontier/board"
	"frontier/search/tt"
)

// Exact endgame solving. A game whose last moves a dedicated solver
// plays far faster than the generic search (Othello: package
// search/endgame) implements Endgame. Every searcher of it then keeps a
// Solver, and any node the solver Solves is handed to it whole, with its
// window: the solver counts its nodes as the searcher's and polls
// through the searcher's hook, so time limits, the simulator's clock and
// a parallel algorithm's interrupts reach into it.
//
// The parallel algorithms need nothing of their own: they hand subtrees
// to searchers (Searcher.Search), and a searcher solves what the solver
// takes. A node is taken in two cases:
//
//   - the position is marked for an exact solve (Endgame.MarkSolve).
//     Iterate marks the root when it solves a search (see planSolve),
//     and every position played from a marked one is marked, so every
//     node of that search is exact, whatever its depth: a parallel
//     algorithm searches the top of the tree with its own nodes down to
//     the depth it hands out, and the searchers solve below. The mark
//     changes the key, so a transposition table never answers a marked
//     position with the score of an evaluated one.
//   - the remaining depth reaches the end of the game on every line, so
//     that the search would find the exact value anyway (the solver only
//     finds it faster).
//
// Either way every score is the game's exact value, the same whoever
// computes it, which keeps parallel and sequential results equal in
// exact mode.
type Endgame[P any, M board.Move] interface {
	// MarkSolve returns p marked for an exact solve: every position
	// played from it is marked, and the game's solvers take all of
	// them.
	MarkSolve(p *P) P
	// AutoSolve reports whether Iterate should solve p exactly even
	// with a depth or time limit: it has so few moves left that a
	// solve takes a moment.
	AutoSolve(p *P) bool
	// NewSolver returns a Solver[P, M] for one searcher, sharing table
	// (nil for none) with the other searchers of a search. (It returns
	// any because the game's package cannot name this one's types.)
	NewSolver(table *tt.EndTable) any
}

// Solver is one searcher's endgame solver (see Endgame).
type Solver[P any, M board.Move] interface {
	// Solves reports whether the solver takes p, searched depth plies
	// deep: a position marked for a solve, or one whose game ends within
	// depth plies on every line.
	Solves(p *P, depth int) bool
	// Solve returns the fail-soft value of p within (alpha, beta) (a
	// board.Final score for the side to move, or Draw), and its best
	// move when the game is not over. It calls poll every so many nodes
	// with the nodes visited since the last call; poll returns when to
	// call it next and whether to stop, after which nothing it returns
	// is to be trusted.
	Solve(p *P, alpha, beta int, poll func(nodes int) (next int, stop bool)) (score int, best M, ok bool)
	// PV appends to line a line of best play from p, whose exact value
	// is score, at most max moves.
	PV(p *P, score, max int, line []M) []M
}

// initSolver gives the searcher its game's solver, if the game has one.
func (s *Searcher[G, P, M]) initSolver() {
	e, ok := any(s.g).(Endgame[P, M])
	if !ok {
		return
	}
	solver, ok := e.NewSolver(s.sh.EndTable()).(Solver[P, M])
	if !ok {
		panic(fmt.Sprintf("search.NewSearcher: %s's NewSolver returns no Solver of its positions and moves", s.g.Name()))
	}
	s.solver = solver
	s.solvePoll = s.pollSolve
}

// solve hands the node at ply to the solver (enter has counted it, the
// solver counts it again) and returns its score, 0 if the search was
// stopped. At the searcher's root it also sets the root move and, at the
// game's root, the principal variation.
func (s *Searcher[G, P, M]) solve(alpha, beta, ply int) int {
	s.stats.Nodes--
	s.stats.Solves++
	p := &s.pos[ply]
	v, best, ok := s.solver.Solve(p, alpha, beta, s.solvePoll)
	if s.aborted {
		return 0
	}
	if ply == s.rootPly && ok {
		s.rootBest, s.hasBest = best, true
		s.pv[ply][0], s.pvLen[ply] = best, 1
		if ply == 0 && v > alpha && v < beta {
			// The line after the best move, which keeps the value.
			s.pos[ply+1] = s.g.Play(p, best)
			line := s.solver.PV(&s.pos[ply+1], -v, MaxPly-1, s.pv[ply][:1])
			s.pvLen[ply] = len(line)
		}
	}
	return v
}

// pollSolve is the solver's poll: its nodes count as the searcher's, and
// the searcher's hook runs when it is due.
func (s *Searcher[G, P, M]) pollSolve(nodes int) (next int, stop bool) {
	s.stats.Nodes += uint64(nodes)
	s.stats.SolveNodes += uint64(nodes)
	if s.pollLeft -= nodes; s.pollLeft <= 0 {
		s.callHook()
	}
	return max(s.pollLeft, 1), s.aborted
}
