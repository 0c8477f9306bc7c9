package search

import (
	"context"
	"fmt"

	"frontier/board/checkers"
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
type RootSearch interface {
	SearchRoot(ctx context.Context, root checkers.Position, depth, alpha, beta int) (RootResult, error)
}

// NodeLimiter is implemented by a RootSearch that can stop by itself after
// a number of nodes; Iterate uses it to enforce Limits.Nodes within an
// iteration. Without it the node budget is checked between iterations.
type NodeLimiter interface {
	// SetNodeLimit makes the following SearchRoot calls abort after n
	// nodes; 0 removes the limit.
	SetNodeLimit(n uint64)
}

// RootResult is the outcome of one root search.
type RootResult struct {
	Score   int             `json:"score"`
	Best    checkers.Move   `json:"-"`
	PV      []checkers.Move `json:"-"`
	Stats   Stats           `json:"stats"`
	Aborted bool            `json:"aborted"`
}

// Sequential is the sequential engine as a RootSearch: one Searcher.
type Sequential struct {
	sh        *Shared
	s         *Searcher
	path      []uint64
	nodeLimit uint64
	lastRoot  uint64
	started   bool
	// PollEvery is how many nodes pass between looks at the context
	// (DefaultPollEvery if 0).
	PollEvery int
}

// NewSequential returns the sequential engine on sh's tables. It panics on
// invalid options (see Options.Validate).
func NewSequential(sh *Shared, opt Options) *Sequential {
	if sh == nil {
		sh = &Shared{}
	}
	return &Sequential{sh: sh, s: NewSearcher(sh, opt)}
}

// Searcher returns the underlying searcher, e.g. to read its options.
func (q *Sequential) Searcher() *Searcher { return q.s }

// SetPath sets the keys of the game positions before the root (oldest
// first), for repetition detection. See Searcher.SetPath.
func (q *Sequential) SetPath(keys []uint64) { q.path = append(q.path[:0], keys...) }

// SetNodeLimit implements NodeLimiter.
func (q *Sequential) SetNodeLimit(n uint64) { q.nodeLimit = n }

// SearchRoot implements RootSearch. A new root position starts a new
// generation of the transposition table.
func (q *Sequential) SearchRoot(ctx context.Context, root checkers.Position, depth, alpha, beta int) (RootResult, error) {
	if depth < 1 || depth > MaxDepth {
		return RootResult{}, fmt.Errorf("search depth %d outside 1..%d", depth, MaxDepth)
	}
	if q.sh.TT != nil && (!q.started || root.Key() != q.lastRoot) {
		q.sh.TT.NewSearch()
	}
	q.started, q.lastRoot = true, root.Key()
	s := q.s
	s.ResetAbort()
	s.ResetStats()
	s.SetPath(q.path)
	done := ctx.Done()
	limit := q.nodeLimit
	s.SetPoll(q.PollEvery, func() (bool, int) {
		select {
		case <-done:
			return true, 0
		default:
		}
		return limit > 0 && s.stats.Nodes >= limit, 0
	})
	defer s.SetPoll(0, nil)
	if ctx.Err() != nil {
		return RootResult{Aborted: true}, nil
	}
	score := s.Search(&root, alpha, beta, depth, 0)
	res := RootResult{Score: score, Stats: s.stats, Aborted: s.Aborted()}
	if res.Aborted {
		return res, nil
	}
	res.Best = s.RootMove()
	if res.Best.IsZero() {
		return res, nil // no legal move: the game is over
	}
	res.PV = s.PV(root, MaxPly)
	if len(res.PV) == 0 || res.PV[0] != res.Best {
		// The root failed low, so the search backed up no line; start
		// the PV with the best-scoring move and follow the table.
		rest := s.PV(root.Play(res.Best), MaxPly-1)
		res.PV = append([]checkers.Move{res.Best}, rest...)
	}
	return res, nil
}
