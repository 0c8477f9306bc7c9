package search

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"frontier/board"
)

// Limits bound an iterative deepening search. Any combination may be
// given; the search stops at the first limit reached, or when the context
// is cancelled. With no limit at all it runs until MaxDepth or a proven
// result.
type Limits struct {
	// Depth is the final nominal depth (0: no depth limit).
	Depth int `json:"depth,omitempty"`
	// Time bounds the wall-clock time. No iteration starts after half of
	// it has passed (the next would rarely finish), and a running one is
	// stopped when it is over.
	Time time.Duration `json:"time,omitempty"`
	// MaxTime, for games on a clock, makes Time a target that the time
	// manager (timeman.go) adapts to the search, and is the hard
	// ceiling: a forced move is played at once, unstable iterations
	// get more time, settled ones less, and a running iteration is
	// stopped at MaxTime. It must be at least Time.
	MaxTime time.Duration `json:"max_time,omitempty"`
	// Nodes bounds the total node count over all iterations.
	Nodes uint64 `json:"nodes,omitempty"`
	// Step is the depth increment between iterations, 2 by default: the
	// thesis searched odd depths (15, 17, 19) and consecutive depths of
	// the same parity give comparable scores.
	Step int `json:"step,omitempty"`
	// StartDepth is the first depth searched. By default it is chosen so
	// that the iterations land on Depth exactly (1 for an odd Depth with
	// step 2), or 1 without a depth limit.
	StartDepth int `json:"start_depth,omitempty"`
	// Solve asks for the exact value of the root from the game's
	// endgame solver (Endgame), however far the end of the game: one
	// iteration at Depth, or SolveDepth without a depth limit (see
	// planSolve). A game without a solver ignores it.
	Solve bool `json:"solve,omitempty"`
	// MinDepth is the depth up to which iterations are finished whatever
	// the time, the node budget or the context say: a player asked for
	// a move wants a searched one, not the first legal move (UCI's stop
	// before depth 1 has finished). Depth 1 costs a few thousand nodes.
	MinDepth int `json:"min_depth,omitempty"`
	// FullTime makes Time a fixed time for the move (UCI's movetime):
	// iterations start until it is over, not only in its first half.
	FullTime bool `json:"full_time,omitempty"`
	// StopProven stops deepening at a proven result (see Proven: a win
	// or loss within the depth, seen by two iterations in a row) even
	// below Depth, which then only bounds the search (UCI's go depth
	// 1000 on a mate). Without a depth limit the search always stops
	// there.
	StopProven bool `json:"stop_proven,omitempty"`
	// SearchMoves, if not empty, restricts the root to these moves, in
	// the game's notation and separated by spaces (UCI's searchmoves; a
	// string keeps Limits comparable). The RootSearch must be a
	// RootRestricter; a move that is not legal is an error.
	SearchMoves string `json:"search_moves,omitempty"`
}

// Iteration reports one completed iteration.
type Iteration[M board.Move] struct {
	Depth int `json:"depth"`
	// SelDepth is the deepest ply the iteration reached below the root,
	// quiescence and extensions included (Stats.MaxPly; UCI's seldepth),
	// and at least Depth: a table answer at ply k stands for a search
	// depth-k plies deeper, which GUIs expect seldepth to count.
	SelDepth int `json:"seldepth"`
	Score    int `json:"score"`
	Best     M   `json:"-"`
	PV       []M `json:"-"`
	// Move and Line are Best and PV in notation, for JSON.
	Move string   `json:"move"`
	Line []string `json:"pv"`
	// Nodes, Elapsed and NPS are for this iteration alone (aspiration
	// re-searches included); TotalNodes and TotalElapsed since the
	// search began.
	Nodes        uint64        `json:"nodes"`
	Elapsed      time.Duration `json:"elapsed_ns"`
	Seconds      float64       `json:"seconds"`
	NPS          float64       `json:"nps"`
	TotalNodes   uint64        `json:"total_nodes"`
	TotalElapsed time.Duration `json:"total_elapsed_ns"`
	Stats        Stats         `json:"stats"`
}

// Result is the outcome of Iterate: the move of the last completed
// iteration.
type Result[M board.Move] struct {
	Best       M              `json:"-"`
	Score      int            `json:"score"`
	Depth      int            `json:"depth"` // last completed depth, 0 if none
	PV         []M            `json:"-"`
	Move       string         `json:"move"` // Best in notation
	Line       []string       `json:"pv"`   // PV in notation
	Iterations []Iteration[M] `json:"iterations"`
	Stats      Stats          `json:"stats"` // all iterations, re-searches and the unfinished one included
	Elapsed    time.Duration  `json:"elapsed_ns"`
	// Stopped is set when a time or node limit or the context ended an
	// iteration early.
	Stopped bool `json:"stopped"`
	// Partial is set when Best and PV come from that stopped iteration
	// (Options.PartialRoot), not from the iteration at Depth, whose
	// Score and Iterations they keep.
	Partial bool `json:"partial,omitempty"`
}

// AspirationWindow is the half-width of the root window around the
// previous iteration's score: a quarter of a checker.
const AspirationWindow = 25

// ErrGameOver is returned when the root has no legal move.
var ErrGameOver = errors.New("no legal moves: the game is over")

// Validate checks the limits.
func (l Limits) Validate() error {
	switch {
	case l.Depth < 0 || l.Depth > MaxDepth:
		return fmt.Errorf("depth %d outside 0..%d", l.Depth, MaxDepth)
	case l.Time < 0:
		return fmt.Errorf("negative time limit %v", l.Time)
	case l.MaxTime < 0:
		return fmt.Errorf("negative maximum time %v", l.MaxTime)
	case l.MaxTime > 0 && l.MaxTime < l.Time:
		return fmt.Errorf("maximum time %v below the target time %v", l.MaxTime, l.Time)
	case l.Step < 0:
		return fmt.Errorf("negative depth step %d", l.Step)
	case l.StartDepth < 0 || l.StartDepth > MaxDepth:
		return fmt.Errorf("start depth %d outside 0..%d", l.StartDepth, MaxDepth)
	case l.Depth > 0 && l.StartDepth > l.Depth:
		return fmt.Errorf("start depth %d beyond depth %d", l.StartDepth, l.Depth)
	}
	return nil
}

// depths returns the first depth and the step.
func (l Limits) depths() (first, step int) {
	step = l.Step
	if step == 0 {
		step = 2
	}
	switch {
	case l.StartDepth > 0:
		first = l.StartDepth
	case l.Depth > 0:
		first = (l.Depth-1)%step + 1
	default:
		first = 1
	}
	return first, step
}

// Iterate is iterative deepening: it searches root, a position of game g,
// with rs at increasing
// depths, each iteration with an aspiration window around the last score
// (re-searched when the score falls outside, counted in
// Stats.AspirationResearches), and calls onIteration (if not nil) after
// each completed iteration. When a limit or ctx stops an iteration, the
// result of the last completed one is returned within milliseconds; that
// is not an error. If none completed, Best is the first legal move and
// Depth 0. When rs is a RootOracle that knows root, its line is played
// without a search (one iteration of depth 0).
func Iterate[G Game[P, M], P any, M board.Move](ctx context.Context, g G, root P, lim Limits, rs RootSearch[P, M], onIteration func(Iteration[M])) (Result[M], error) {
	start := time.Now()
	if err := lim.Validate(); err != nil {
		return Result[M]{}, fmt.Errorf("iterate: %w", err)
	}
	legal := g.Moves(&root, nil)
	if len(legal) == 0 {
		return Result[M]{}, ErrGameOver
	}
	if moves := strings.Fields(lim.SearchMoves); len(moves) > 0 {
		only, err := restrictRoot(g, root, moves, rs)
		if err != nil {
			return Result[M]{}, fmt.Errorf("iterate: %w", err)
		}
		defer rs.(RootRestricter[M]).RestrictRoot(nil)
		legal = only
	} else if o, ok := rs.(RootOracle[P, M]); ok {
		if line, score, ok := o.RootLine(&root); ok && len(line) > 0 {
			return oracleResult(g, root, line, score, start, onIteration), nil
		}
	}
	res := Result[M]{Best: legal[0], PV: []M{legal[0]}}
	clocked := lim.MaxTime > 0
	if clocked && len(legal) == 1 {
		return forcedMove(g, root, res, start), nil
	}
	if hard := max(lim.Time, lim.MaxTime); hard > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, hard)
		defer cancel()
	}
	limiter, _ := rs.(NodeLimiter)
	if limiter != nil {
		defer limiter.SetNodeLimit(0)
	}
	target := newTimeTarget(lim)
	window := AspirationWindow
	if w, ok := rs.(Windowed); ok && w.AspirationWindow() > 0 {
		window = w.AspirationWindow()
	}
	first, step := lim.depths()
	plan := planSolve(g, &root, lim) // iterate_solve.go
	if plan.on {
		first = plan.first
	}
	for d := first; d <= MaxDepth && (lim.Depth == 0 || d <= lim.Depth); d = plan.next(d, step) {
		// An iteration up to MinDepth is finished whatever the limits
		// and the context say.
		must := d <= lim.MinDepth
		if !must && len(res.Iterations) > 0 && lim.Time > 0 && !target.startNext(time.Since(start)) {
			break
		}
		if lim.Nodes > 0 && !must {
			if res.Stats.Nodes >= lim.Nodes {
				break
			}
			if limiter != nil {
				limiter.SetNodeLimit(lim.Nodes - res.Stats.Nodes)
			}
		} else if limiter != nil {
			limiter.SetNodeLimit(0)
		}
		itStart := time.Now()
		itCtx, itDone := ctx, context.CancelFunc(func() {})
		switch {
		case must:
			itCtx = context.WithoutCancel(ctx)
		case clocked:
			// On a clock an iteration may run to the target as it
			// stands, not to the ceiling: the ceiling is what an
			// unstable search may grow the target to.
			itCtx, itDone = context.WithDeadline(ctx, start.Add(target.target))
		}
		searched, prev := root, res
		if plan.solves(d) {
			// Scores of the evaluation say nothing of the margin:
			// the solve gets the full window.
			searched, prev = plan.root, Result[M]{}
		}
		r, st, err := aspirate(itCtx, rs, searched, d, prev, window)
		itDone()
		res.Stats.Add(st)
		if err != nil {
			return res, fmt.Errorf("iterate: depth %d: %w", d, err)
		}
		if r.Aborted {
			res.Stopped = true
			if r.Partial && r.Best != res.Best {
				// A move of the stopped iteration beat the moves
				// searched before it, the last best among them
				// (Options.PartialRoot): play it, with its line.
				res.Best, res.PV = r.Best, r.PV
				res.Partial = true
			}
			break
		}
		it := newIteration(g, root, d, r, st, itStart, start, res.Stats.Nodes)
		if clocked && len(res.Iterations) > 0 {
			target.iteration(r.Best != res.Best, res.Score-r.Score)
		}
		proven := Proven(r.Score, d, st)
		// With a depth limit a win or loss must be seen by two
		// iterations in a row: selective searches (null moves,
		// reductions) may miss a defence once.
		again := len(res.Iterations) > 0 && res.Score == r.Score && Proven(res.Score, res.Depth, res.Iterations[len(res.Iterations)-1].Stats)
		res.Iterations = append(res.Iterations, it)
		res.Best, res.Score, res.Depth, res.PV = r.Best, r.Score, d, r.PV
		if onIteration != nil {
			onIteration(it)
		}
		if plan.solves(d) || lim.Depth == 0 && (proven || reachesEnd(g, &root, d)) {
			break // deeper searches find the same result
		}
		if lim.StopProven && proven && again {
			break
		}
	}
	res.Elapsed = time.Since(start)
	res.Line = MoveStrings(g, root, res.PV)
	if len(res.Line) > 0 {
		res.Move = res.Line[0]
	}
	return res, nil
}

// RootRestricter is implemented by a RootSearch that can search some of
// the root's moves only (Limits.SearchMoves): the sequential engine.
type RootRestricter[M board.Move] interface {
	// RestrictRoot makes the following SearchRoot calls search only
	// moves, legal moves of the root they are given; nil lifts it.
	RestrictRoot(moves []M)
}

// restrictRoot reads the moves of Limits.SearchMoves and restricts rs to
// them.
func restrictRoot[G Game[P, M], P any, M board.Move](g G, root P, texts []string, rs RootSearch[P, M]) ([]M, error) {
	rr, ok := rs.(RootRestricter[M])
	if !ok {
		return nil, fmt.Errorf("search moves: %w", ErrCannotRestrict)
	}
	var only []M
	for _, t := range texts {
		m, err := g.ParseMove(&root, t)
		if err != nil {
			return nil, fmt.Errorf("search moves: %w", err)
		}
		if !slices.Contains(only, m) {
			only = append(only, m)
		}
	}
	rr.RestrictRoot(only)
	return only, nil
}

// ErrCannotRestrict is returned for Limits.SearchMoves when the engine
// cannot search a part of the root's moves (the parallel algorithms).
var ErrCannotRestrict = errors.New("this engine searches every root move (the sequential engine can search some)")

// forcedMove is the result of a search on a clock with one legal move:
// the move, at once, with no iteration.
func forcedMove[G Game[P, M], P any, M board.Move](g G, root P, res Result[M], start time.Time) Result[M] {
	res.Elapsed = time.Since(start)
	res.Line = MoveStrings(g, root, res.PV)
	res.Move = res.Line[0]
	return res
}

// reachesEnd reports whether a search of root to depth plays every line to
// the end of the game (see Bounded).
func reachesEnd[G Game[P, M], P any, M board.Move](g G, root *P, depth int) bool {
	b, ok := any(g).(Bounded[P])
	return ok && depth >= b.MaxPlies(root)
}

// Proven reports whether an iteration to depth with score and statistics
// st found the game-theoretic value of the root, so that deeper ones
// cannot change it: a win or loss within the depth, or a search that
// reached the end of the game everywhere (no static evaluation, and no
// table answer that might stand for one).
func Proven(score, depth int, st Stats) bool {
	if IsWinScore(score) && WinDistance(score) <= depth {
		return true
	}
	return st.Evals == 0 && st.TTCutoffs == 0 && st.Nodes > 0
}

// Windowed is implemented by a RootSearch whose options choose the
// aspiration window (Options.Aspiration): Iterate then uses it instead
// of AspirationWindow.
type Windowed interface {
	AspirationWindow() int
}

// aspirate searches one depth: first with a window of ±window around
// the previous score (the full window on the first iteration or
// after a win score), then, after each fail low or high, again with that
// side of the window widened fourfold, and with no bound on that side
// after the second failure. It returns the result inside the window and
// the statistics of every attempt.
func aspirate[P any, M board.Move](ctx context.Context, rs RootSearch[P, M], root P, depth int, prev Result[M], window int) (RootResult[M], Stats, error) {
	alpha, beta := -Inf, Inf
	if len(prev.Iterations) > 0 && !IsWinScore(prev.Score) {
		alpha, beta = prev.Score-window, prev.Score+window
	}
	var total Stats
	lows, highs := 0, 0
	for {
		r, err := rs.SearchRoot(ctx, root, depth, alpha, beta)
		total.Add(r.Stats)
		if err != nil || r.Aborted {
			return r, total, err
		}
		switch {
		case r.Score <= alpha && alpha > -Inf:
			lows++
			total.AspirationResearches++
			alpha = widen(r.Score, -1, lows, window)
		case r.Score >= beta && beta < Inf:
			highs++
			total.AspirationResearches++
			beta = widen(r.Score, +1, highs, window)
		default:
			r.Stats = total
			return r, total, nil
		}
	}
}

// widen returns the new bound after the n-th failure on one side (dir -1
// for alpha, +1 for beta) with fail-soft score v and the first window.
func widen(v, dir, n, window int) int {
	if n >= 3 || IsWinScore(v) {
		return dir * Inf
	}
	b := v + dir*window*(1<<(2*n))
	return max(-Inf, min(Inf, b))
}

func newIteration[G Game[P, M], P any, M board.Move](g G, root P, d int, r RootResult[M], st Stats, itStart, start time.Time, total uint64) Iteration[M] {
	el := time.Since(itStart)
	line := MoveStrings(g, root, r.PV)
	it := Iteration[M]{
		Depth: d, SelDepth: max(st.MaxPly, d), Score: r.Score, Best: r.Best, PV: r.PV,
		Line:  line,
		Nodes: st.Nodes, Elapsed: el, Seconds: el.Seconds(),
		TotalNodes: total, TotalElapsed: time.Since(start), Stats: st,
	}
	if len(line) > 0 {
		it.Move = line[0]
	}
	if el > 0 {
		it.NPS = float64(st.Nodes) / el.Seconds()
	}
	return it
}

// MoveStrings writes line, a sequence of moves from p, in g's notation.
func MoveStrings[G board.Rules[P, M], P any, M board.Move](g G, p P, line []M) []string {
	out := make([]string, len(line))
	for i, m := range line {
		out[i] = g.FormatMove(&p, m)
		p = g.Play(&p, m)
	}
	return out
}

// Run is the sequential engine in one call: iterative deepening of root,
// a position of game g, within lim on sh's tables (a fresh 64 MiB table if
// sh is nil) with options opt.
func Run[G Game[P, M], P any, M board.Move](ctx context.Context, g G, root P, lim Limits, sh *Shared, opt Options, onIteration func(Iteration[M])) (Result[M], error) {
	if err := opt.Validate(); err != nil {
		return Result[M]{}, err
	}
	if sh == nil {
		var err error
		if sh, err = NewShared(64); err != nil {
			return Result[M]{}, err
		}
	}
	return Iterate(ctx, g, root, lim, NewSequential(g, sh, opt), onIteration)
}
