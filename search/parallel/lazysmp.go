package parallel

import (
	"context"
	"fmt"
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/machine"
)

// Lazy SMP, as Stockfish runs it (search.cpp, "Lazy SMP" since 2015): P
// searchers start the same search of the same root and share nothing but
// the transposition table. Whatever one of them stores, the others find:
// a cutoff, a bound, a best move to try first. Helpers search one ply
// deeper on some iterations, by Stockfish 10's fixed table, so that they
// spread over depths instead of repeating the main searcher's work. The
// main searcher's result is the result; when it finishes, the helpers
// stop.
//
// It is the shortest algorithm on the machine, and the worked example of
// docs/parallel.md: one Run per root search, a body that every thread
// runs, a poll hook that charges the nodes searched and syncs, and Marks
// for the panes.
func init() {
	Register(Algorithm{
		Name:    LazySMP,
		Rank:    20,
		Summary: "Lazy SMP: every searcher searches the whole root, sharing only the transposition table; helpers skip depths",
		Paper:   "Stockfish (2015-)", Figure: "search.cpp, helper depth skipping (Stockfish 10)",
	})
}

// LazySMP is the registry name of Lazy SMP.
const LazySMP = "lazysmp"

func newLazySMP[G search.Game[P, M], P any, M board.Move](e *Engine[G, P, M]) *lazySMP[G, P, M] {
	l := &lazySMP[G, P, M]{e: e}
	for i := 0; i < e.cfg.Searchers; i++ {
		l.searchers = append(l.searchers, search.NewSearcher(e.g, e.sh, e.cfg.Search))
	}
	return l
}

type lazySMP[G search.Game[P, M], P any, M board.Move] struct {
	e         *Engine[G, P, M]
	searchers []*search.Searcher[G, P, M] // one per thread; thread 0 is the main searcher
}

// Stockfish 10's depth skipping: helper i (from 1) skips depth d, and so
// searches d+1, when (d + skipPhase[j]) / skipSize[j] is odd, j = (i-1)
// mod 20. Half the helpers are a ply ahead at any time, in a pattern that
// differs from helper to helper.
var (
	skipSize  = [20]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4}
	skipPhase = [20]int{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7}
)

// depthOf is the depth thread id searches when the main searcher searches
// depth.
func depthOf(id, depth int) int {
	if id == 0 {
		return depth
	}
	j := (id - 1) % len(skipSize)
	if (depth+skipPhase[j])/skipSize[j]%2 != 0 {
		return depth + 1
	}
	return depth
}

func (l *lazySMP[G, P, M]) searchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	var (
		res      search.RootResult[M]
		mainDone atomic.Bool // the helpers stop when the main searcher is done
		moveEnd  = l.e.moveEnd
	)
	err := l.e.m.Run(ctx, len(l.searchers), func(t machine.Thread) {
		s, d := l.searchers[t.ID()], depthOf(t.ID(), depth)
		var meter searchMeter
		s.ResetAbort()
		s.ResetStats()
		s.SetPath(l.e.rootPath)
		s.SetPoll(pollEvery(t), func() (bool, int) {
			meter.charge(t, s.Stats())
			t.Sync()
			out := moveEnd > 0 && t.Now() >= moveEnd
			return mainDone.Load() || t.Stopped() || out, pollEvery(t)
		})
		t.Mark(machine.Working, fmt.Sprintf("depth %d", d))
		p := root
		v := s.Search(&p, alpha, beta, d, 0)
		meter.charge(t, s.Stats())
		s.SetPoll(0, nil)
		if t.ID() == 0 {
			res = search.RootResult[M]{Score: v, Aborted: s.Aborted(), Stats: *s.Stats()}
			if best, ok := s.RootMove(); ok {
				res.Best, res.PV = best, []M{best}
			}
			mainDone.Store(true)
		}
		t.Mark(machine.Starved, "")
	})
	if err != nil || res.Aborted {
		return search.RootResult[M]{Aborted: true}, err
	}
	return res, nil
}

func (l *lazySMP[G, P, M]) activity() []SearcherActivity {
	return accountsOf(l.e.m, len(l.searchers))
}

// stack: Lazy SMP has no split points.
func (l *lazySMP[G, P, M]) stack() []NodeView { return nil }
