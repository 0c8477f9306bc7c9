package eval

import (
	"frontier/board"
	"frontier/board/othello"
	"frontier/search/endgame"
	"frontier/search/tt"
)

// Othello's exact endgame solver, package search/endgame, as the search
// sees it (search.Endgame and search.Solver): the searchers hand it the
// positions it takes, in the search's scores.

// othAutoSolve is the number of empty squares at and below which a
// search solves the root exactly even under a depth or time limit
// (search.Endgame.AutoSolve): 18 on 8×8, where the FFO positions of 14
// to 18 empties took 2 to 130 ms each on one core of the loaded machine
// of docs/othello-endgame.md; 14 on 6×6, whose suite's positions (22
// empties and more) stay depth-limited searches.
var othAutoSolve = [2]int{18, 14}

// MarkSolve marks p for an exact solve (othello.Position.Solving).
func (Othello) MarkSolve(p *othello.Position) othello.Position { return p.Solving(true) }

// AutoSolve reports whether p has few enough empty squares to be solved
// whatever the limits of the search.
func (o Othello) AutoSolve(p *othello.Position) bool {
	return p.Empties() <= othAutoSolve[o.sizeIndex()]
}

func (o Othello) sizeIndex() int {
	if o.Rules == othello.Rules6 {
		return 1
	}
	return 0
}

// NewSolver returns a searcher's solver, with the static evaluation to
// order moves far from the end.
func (o Othello) NewSolver(table *tt.EndTable) any {
	size := 8
	if o.sizeIndex() == 1 {
		size = 6
	}
	s := endgame.New(size, table)
	g := &othGeoms[o.sizeIndex()]
	if size == 8 {
		// The pattern evaluation, fitted on exact endgame values,
		// orders better than the hand-made one (othello_pattern.go).
		s.SetFittedEval(othPatterns().Eval)
	} else {
		s.SetEval(func(own, opp uint64) int { return othEvalBits(g, own, opp) })
	}
	return &othelloSolver{s: s, squares: size * size}
}

// othEvalBits is Evaluate on bare bitboards (own to move), for a
// position whose game is not over.
func othEvalBits(g *othGeom, own, opp uint64) int {
	empty := g.board &^ (own | opp)
	t := othCount(g, own, opp, empty, othLegal(own, opp, empty), othLegal(opp, own, empty))
	return othScore(g, &t)
}

// EvaluateBits is Evaluate on bare bitboards, own to move against opp,
// for a position whose game is not over: for callers that keep a
// position as two bitboards, as the pattern fit's games and baseline do
// (search/tune).
func (o Othello) EvaluateBits(own, opp uint64) int {
	return othEvalBits(&othGeoms[o.sizeIndex()], own, opp)
}

// othelloSolver is one searcher's solver.
type othelloSolver struct {
	s       *endgame.Solver
	squares int
}

// Solves takes a position marked for a solve, and one searched deep
// enough to reach the end of the game on every line (a pass and a disc
// for each empty square).
func (o *othelloSolver) Solves(p *othello.Position, depth int) bool {
	return p.Solve() || depth >= 2*p.Empties()
}

// Solve solves p within the search's window (alpha, beta).
func (o *othelloSolver) Solve(p *othello.Position, alpha, beta int, poll func(int) (int, bool)) (int, othello.Move, bool) {
	c := p.SideToMove()
	a, b := o.margins(alpha, beta)
	r := o.s.Solve(p.Discs(c), p.Discs(c.Other()), a, b, poll)
	return board.Final(r.Score), r.Move, r.Move != endgame.NoMove
}

// PV is the solver's line of best play from p.
func (o *othelloSolver) PV(p *othello.Position, score, max int, line []othello.Move) []othello.Move {
	m, ok := board.Margin(score)
	if !ok && score != board.Draw {
		return line
	}
	c := p.SideToMove()
	return o.s.PV(p.Discs(c), p.Discs(c.Other()), m, max, line)
}

// margins turns the search's window into the solver's, of disc margins:
// a is the largest margin whose score is at most alpha, b the smallest
// whose score is at least beta, so that the value is at most alpha
// exactly when the margin is at most a, and at least beta exactly when
// it is at least b. A fail-soft margin then maps back through
// board.Final to a fail-soft score.
func (o *othelloSolver) margins(alpha, beta int) (a, b int) {
	n := o.squares
	switch {
	case alpha > board.FinalBase:
		a = min(alpha-board.FinalBase, n)
	case alpha >= board.Draw:
		a = 0
	case alpha >= -board.FinalBase-1:
		a = -1
	default:
		a = max(alpha+board.FinalBase, -n-1)
	}
	switch {
	case beta > board.FinalBase+1:
		b = min(beta-board.FinalBase, n+1)
	case beta > board.Draw:
		b = 1
	case beta > -board.FinalBase-1:
		b = 0
	default:
		b = max(beta+board.FinalBase, -n)
	}
	return a, b
}
