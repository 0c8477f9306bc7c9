package search

import (
	"time"

	"frontier/board"
)

// RootOracle is implemented by a RootSearch that knows the value of some
// positions outright, as the checkers engine does with an endgame
// database. Iterate asks it before searching: when it answers, Iterate
// plays its line without a search, since no search to a fixed depth
// knows more (a database win's best move is the one that gets one ply
// closer to the end; a search that sees only database scores at its
// leaves may shuffle between equally scored moves and never convert).
type RootOracle[P any, M board.Move] interface {
	// RootLine returns the best line from root, starting with the move
	// to play, and root's score; ok is false when root is to be
	// searched (not known, or a draw, which the search plays better).
	RootLine(root *P) (line []M, score int, ok bool)
}

// oracleResult is Iterate's result for a root the oracle decided: one
// iteration of depth 0 (nothing was searched) carrying the oracle's
// line and score, reported to onIteration like any other.
func oracleResult[G Game[P, M], P any, M board.Move](g G, root P, line []M, score int, start time.Time, onIteration func(Iteration[M])) Result[M] {
	res := Result[M]{Best: line[0], PV: line, Score: score}
	res.Line = MoveStrings(g, root, line)
	res.Move = res.Line[0]
	res.Elapsed = time.Since(start)
	it := Iteration[M]{Score: score, Best: line[0], PV: line, Move: res.Move, Line: res.Line,
		Elapsed: res.Elapsed, Seconds: res.Elapsed.Seconds(), TotalElapsed: res.Elapsed}
	res.Iterations = []Iteration[M]{it}
	if onIteration != nil {
		onIteration(it)
	}
	return res
}
