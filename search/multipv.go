package search

import (
	"context"
	"fmt"
	"slices"
	"time"

	"frontier/board"
)

// MaxLines bounds the lines of a multi-PV search: an analyst compares a
// handful of candidate moves, and each line costs about a root search.
const MaxLines = 5

// PVLine is one line of a multi-PV search: its score from the root's side
// to move and its principal variation, which starts with the root move
// the line is about.
type PVLine[M board.Move] struct {
	Score int
	PV    []M
}

// MultiPV searches root to depth and returns its n best moves (fewer if
// it has fewer), best first, each with its score and principal variation:
// what analysis programs call multi-PV (the UCI protocol's MultiPV
// option). Line k is the best move among the
// root moves not yet in lines 1..k-1, found by an alpha-beta search of
// the root over those moves alone (the moves already found excluded):
// the first move with the full window, the others with a null window
// around the best so far and, when one fails high, again with the window
// open above. Every line's score is therefore exact, and in exact mode
// (Options.Exact) it is the minimax value of its move; the scores do not
// increase from line to line. Each line after the first costs about one
// more root search, most of it answered by the transposition table.
//
// order lists root moves to try first (the previous iteration's lines),
// so that the first full-window search of each line is likely to be its
// best. aborted is set when ctx ended the search; the lines are then
// incomplete and not to be trusted.
func (q *Sequential[G, P, M]) MultiPV(ctx context.Context, root P, depth, n int, order []M) (lines []PVLine[M], st Stats, aborted bool, err error) {
	switch {
	case depth < 1 || depth > MaxDepth:
		return nil, st, false, fmt.Errorf("multi-PV: search depth %d outside 1..%d", depth, MaxDepth)
	case n < 1 || n > MaxLines:
		return nil, st, false, fmt.Errorf("multi-PV: %d lines outside 1..%d", n, MaxLines)
	}
	g := q.s.g
	key := g.Key(&root)
	// The root's children are searched at ply 1, with the root as the
	// last position above them, as a search of the root would see them.
	path := append(slices.Clone(q.path), key)
	defer q.begin(ctx, key, path)()
	if ctx.Err() != nil {
		return nil, st, true, nil
	}
	moves := g.Moves(&root, nil)
	// The moves of order first, in its order, then the others as the
	// game generates them.
	slices.SortStableFunc(moves, func(a, b M) int {
		return rank(order, a) - rank(order, b)
	})
	done := make([]bool, len(moves)) // moves already in a line
	for len(lines) < n && len(lines) < len(moves) {
		line, i, ok := q.bestExcept(&root, moves, done, depth, &st)
		if !ok {
			return lines, st, true, nil
		}
		done[i] = true
		lines = append(lines, line)
	}
	return lines, st, false, nil
}

// rank is a move's place in order, len(order) if it is not there.
func rank[M comparable](order []M, m M) int {
	if i := slices.Index(order, m); i >= 0 {
		return i
	}
	return len(order)
}

// bestExcept is one line of MultiPV: the best of the root's moves not
// done, its index in moves, and false if the search was aborted. It adds
// the searches' statistics to st.
func (q *Sequential[G, P, M]) bestExcept(root *P, moves []M, done []bool, depth int, st *Stats) (PVLine[M], int, bool) {
	g, s := q.s.g, q.s
	var best PVLine[M]
	bi := -1
	alpha := -Inf
	search := func(child *P, a, b int) (int, bool) {
		v := -s.Search(child, -b, -a, depth-1, 1)
		st.Add(*s.Stats())
		s.ResetStats()
		return v, !s.Aborted()
	}
	for i, m := range moves {
		if done[i] {
			continue
		}
		child := g.Play(root, m)
		var v int
		var ok bool
		if bi < 0 {
			v, ok = search(&child, -Inf, Inf)
		} else if v, ok = search(&child, alpha, alpha+1); ok && v > alpha {
			v, ok = search(&child, alpha, Inf)
		}
		if !ok {
			return PVLine[M]{}, -1, false
		}
		if bi < 0 || v > alpha {
			// The line of the search just made, whose root was the
			// child: read it now, before the next search replaces it.
			alpha, bi = v, i
			best = PVLine[M]{Score: v, PV: append([]M{m}, s.PV(child, MaxPly-1)...)}
		}
	}
	return best, bi, true
}

// MultiIteration reports one completed iteration of IterateMultiPV.
type MultiIteration[M board.Move] struct {
	Depth int
	Lines []PVLine[M]
	// Nodes and Elapsed are for this iteration alone, TotalNodes and
	// TotalElapsed since the search began.
	Nodes        uint64
	Elapsed      time.Duration
	NPS          float64
	TotalNodes   uint64
	TotalElapsed time.Duration
	Stats        Stats
}

// IterateMultiPV is iterative deepening of MultiPV: the n best moves of
// root at increasing depths within lim (Depth, Time, Step, StartDepth;
// Nodes between iterations), each iteration trying the previous one's
// moves first, calling onIteration after each. It returns the last
// completed iteration's lines; a limit or ctx stopping an iteration is
// not an error. Without a depth limit it stops when deeper searches
// cannot change the lines: every score proven, or the game's end
// reached everywhere.
func IterateMultiPV[G Game[P, M], P any, M board.Move](ctx context.Context, g G, root P, lim Limits, q *Sequential[G, P, M], n int, onIteration func(MultiIteration[M])) ([]PVLine[M], error) {
	start := time.Now()
	if err := lim.Validate(); err != nil {
		return nil, fmt.Errorf("multi-PV: %w", err)
	}
	if len(g.Moves(&root, nil)) == 0 {
		return nil, ErrGameOver
	}
	if lim.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lim.Time)
		defer cancel()
	}
	var last []PVLine[M]
	var order []M
	var total Stats
	first, step := lim.depths()
	plan := planSolve(g, &root, lim) // iterate_solve.go
	if plan.on {
		first = plan.first
	}
	for d := first; d <= MaxDepth && (lim.Depth == 0 || d <= lim.Depth); d = plan.next(d, step) {
		if last != nil && lim.Time > 0 && time.Since(start) > lim.Time/2 {
			break // the next iteration would rarely finish
		}
		if lim.Nodes > 0 && total.Nodes >= lim.Nodes {
			break
		}
		itStart := time.Now()
		searched := root
		if plan.solves(d) {
			searched = plan.root
		}
		lines, st, aborted, err := q.MultiPV(ctx, searched, d, n, order)
		total.Add(st)
		if err != nil {
			return last, err
		}
		if aborted {
			break
		}
		last, order = lines, order[:0]
		for _, l := range lines {
			order = append(order, l.PV[0])
		}
		el := time.Since(itStart)
		it := MultiIteration[M]{Depth: d, Lines: lines, Nodes: st.Nodes, Elapsed: el, TotalNodes: total.Nodes, TotalElapsed: time.Since(start), Stats: st}
		if el > 0 {
			it.NPS = float64(st.Nodes) / el.Seconds()
		}
		if onIteration != nil {
			onIteration(it)
		}
		if plan.solves(d) || lim.Depth == 0 && (linesProven(lines, d, st) || reachesEnd(g, &root, d)) {
			break
		}
	}
	return last, nil
}

// linesProven reports whether an iteration's lines are final: every
// score a win or loss within the depth, or a search that evaluated
// nothing and took nothing from the table.
func linesProven[M board.Move](lines []PVLine[M], depth int, st Stats) bool {
	if st.Evals == 0 && st.TTCutoffs == 0 && st.Nodes > 0 {
		return true
	}
	for _, l := range lines {
		if !IsWinScore(l.Score) || WinDistance(l.Score) > depth {
			return false
		}
	}
	return true
}
