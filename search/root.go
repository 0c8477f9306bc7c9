package search

import (
	"context"
	"fmt"
	"slices"
	"time"

	"frontier/board"
)

// RootSearch searches the root to a fixed depth with a given (aspiration)
// window. The sequential engine and every parallel algorithm implement it,
// so that Iterate, the iterative deepening driver, is written once.
//
// SearchRoot returns a fail-soft score from the root's side to move, the
// best move and the principal variation (legal, starting with Best). When
// ctx is cancelled it stops within milliseconds and returns a result with
// Aborted set, whose other fields are not to be trusted; that is not an
// error. Errors are for searches that cannot run at all.
type RootSearch[P any, M board.Move] interface {
	SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (RootResult[M], error)
}

// NodeLimiter is implemented by a RootSearch that can stop by itself after
// a number of nodes; Iterate uses it to enforce Limits.Nodes within an
// iteration. Without it the node budget is checked between iterations.
type NodeLimiter interface {
	// SetNodeLimit makes the following SearchRoot calls abort after n
	// nodes; 0 removes the limit.
	SetNodeLimit(n uint64)
}

// RootResult is the outcome of one root search. Best is meaningful only
// when PV is not empty (a finished game has no best move).
type RootResult[M board.Move] struct {
	Score   int   `json:"score"`
	Best    M     `json:"-"`
	PV      []M   `json:"-"`
	Stats   Stats `json:"stats"`
	Aborted bool  `json:"aborted"`
	// Partial marks an aborted result whose Best and PV are to be
	// trusted: the line of the last root move that raised the root's
	// score above alpha before the stop (Options.PartialRoot). Score
	// is not: the move's search may have been a bound.
	Partial bool `json:"partial,omitempty"`
}

// Sequential is the sequential engine as a RootSearch: one Searcher.
type Sequential[G Game[P, M], P any, M board.Move] struct {
	sh        *Shared
	s         *Searcher[G, P, M]
	path      []uint64
	nodeLimit uint64
	lastRoot  uint64
	started   bool
	only      []M // RestrictRoot's moves, best first after each search
	// PollEvery is how many nodes pass between looks at the context
	// (DefaultPollEvery if 0).
	PollEvery int
}

// NewSequential returns the sequential engine of game g on sh's tables. It
// panics on invalid options (see Options.Validate).
func NewSequential[G Game[P, M], P any, M board.Move](g G, sh *Shared, opt Options) *Sequential[G, P, M] {
	if sh == nil {
		sh = &Shared{}
	}
	return &Sequential[G, P, M]{sh: sh, s: NewSearcher(g, sh, opt)}
}

// Searcher returns the underlying searcher, e.g. to read its options.
func (q *Sequential[G, P, M]) Searcher() *Searcher[G, P, M] { return q.s }

// SetPath sets the keys of the game positions before the root (oldest
// first), for repetition detection. See Searcher.SetPath.
func (q *Sequential[G, P, M]) SetPath(keys []uint64) { q.path = append(q.path[:0], keys...) }

// AspirationWindow implements Windowed: the searcher's
// Options.Aspiration, AspirationWindow if that is 0.
func (q *Sequential[G, P, M]) AspirationWindow() int {
	if w := q.s.opt.Aspiration; w > 0 {
		return w
	}
	return AspirationWindow
}

// SetNodeLimit implements NodeLimiter.
func (q *Sequential[G, P, M]) SetNodeLimit(n uint64) { q.nodeLimit = n }

// SearchRoot implements RootSearch. A new root position starts a new
// generation of the transposition table.
func (q *Sequential[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (RootResult[M], error) {
	if depth < 1 || depth > MaxDepth {
		return RootResult[M]{}, fmt.Errorf("search depth %d outside 1..%d", depth, MaxDepth)
	}
	if len(q.only) > 0 {
		return q.searchSome(ctx, root, depth), nil
	}
	g := q.s.g
	s := q.s
	defer q.begin(ctx, g.Key(&root), q.path)()
	if ctx.Err() != nil {
		return RootResult[M]{Aborted: true}, nil
	}
	score := s.Search(&root, alpha, beta, depth, 0)
	res := RootResult[M]{Score: score, Stats: s.stats, Aborted: s.Aborted()}
	if res.Aborted {
		if s.opt.PartialRoot {
			res.PV, res.Partial = s.PartialLine()
			if res.Partial {
				res.Best = res.PV[0]
			}
		}
		return res, nil
	}
	best, ok := s.RootMove()
	if !ok {
		return res, nil // no legal move: the game is over
	}
	res.Best = best
	res.PV = s.PV(root, MaxPly)
	if len(res.PV) == 0 || res.PV[0] != res.Best {
		// The root failed low, so the search backed up no line; start
		// the PV with the best-scoring move and follow the table.
		rest := s.PV(g.Play(&root, res.Best), MaxPly-1)
		res.PV = append([]M{res.Best}, rest...)
	}
	return res, nil
}

// RestrictRoot implements RootRestricter: the following searches of a
// root consider only moves (legal moves of that root), nil all of them.
func (q *Sequential[G, P, M]) RestrictRoot(moves []M) { q.only = slices.Clone(moves) }

// searchSome searches the root over the moves of RestrictRoot only, as
// a line of MultiPV does (bestExcept: the first with the full window, the
// others with a minimal one), so its score is exact whatever window the
// caller gave. The best move is tried first by the next iteration.
func (q *Sequential[G, P, M]) searchSome(ctx context.Context, root P, depth int) RootResult[M] {
	key := q.s.g.Key(&root)
	// The children are searched at ply 1 with the root above them, as
	// a search of the root would see them.
	defer q.begin(ctx, key, append(slices.Clone(q.path), key))()
	if ctx.Err() != nil {
		return RootResult[M]{Aborted: true}
	}
	var st Stats
	line, i, ok := q.bestExcept(&root, q.only, make([]bool, len(q.only)), depth, &st)
	if !ok {
		return RootResult[M]{Stats: st, Aborted: true}
	}
	m := q.only[i]
	copy(q.only[1:i+1], q.only[:i])
	q.only[0] = m
	return RootResult[M]{Score: line.Score, Best: m, PV: line.PV, Stats: st}
}

// begin prepares the searcher for a search of the root whose key is
// key, with path the keys above the node searched first: a new root
// starts a new generation of the transposition table, and the poll hook
// stops the search when ctx ends, its deadline passes or the node limit
// is reached. The function returned removes the hook.
func (q *Sequential[G, P, M]) begin(ctx context.Context, key uint64, path []uint64) func() {
	if q.sh.TT != nil && (!q.started || key != q.lastRoot) {
		q.sh.TT.NewSearch()
	}
	q.started, q.lastRoot = true, key
	s := q.s
	s.ResetAbort()
	s.ResetStats()
	s.SetPath(path)
	done := ctx.Done()
	// The deadline is read here too, not only through done: the timer
	// that closes done runs on a goroutine of its own, which a loaded
	// machine may not schedule for tens of milliseconds, and a game
	// clock does not wait.
	deadline, timed := ctx.Deadline()
	limit := q.nodeLimit
	s.SetPoll(q.PollEvery, func() (bool, int) {
		select {
		case <-done:
			return true, 0
		default:
		}
		if timed && !time.Now().Before(deadline) {
			return true, 0
		}
		return limit > 0 && s.stats.Nodes >= limit, 0
	})
	return func() { s.SetPoll(0, nil) }
}
