// Package lazysmp is Lazy SMP, as Stockfish runs it (search.cpp, "Lazy SMP" since 2015): P
// searchers start the same search of the same root and share nothing but
// the transposition table. Whatever one of them stores, the others find:
// a cutoff, a bound, a best move to try first. Helpers search one ply
// deeper on some iterations, by Stockfish 10's fixed table, so that they
// spread over depths instead of repeating the main searcher's work, and
// a helper done before the main searcher goes on a ply deeper, so that
// none sits idle. When the main searcher finishes, the helpers stop.
//
// The result is the main searcher's (result=main, the default), or, with
// result=vote, the one Stockfish's thread voting picks (thread.cpp,
// get_best_thread, since Stockfish 10; see vote.go): each
// searcher's last completed search of the root votes for its best move
// with a weight growing with its score above the lowest and with its
// depth.
//
// It is the shortest algorithm on the machine, and the worked example of
// docs/parallel.md: one registration, one constructor, one root search
// on the team of package parallel (a body that every thread runs, a poll
// hook, Marks for the panes) and what the panes show.
package lazysmp

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/machine"
	"frontier/search/parallel"
)

// LazySMP is the registry name of Lazy SMP.
const LazySMP = "lazysmp"

// Options are Lazy SMP's parameters; zero fields take the defaults.
type Options struct {
	// Result is where the result comes from: Main (the default, the
	// main searcher) or Vote (a vote of the searchers).
	Result string
}

// Where Lazy SMP takes its result from (Options.Result).
const (
	Main = "main" // the main searcher's search of the requested depth
	Vote = "vote" // Stockfish's vote over every searcher's last completed search
)

func init() {
	parallel.Register(parallel.Algorithm{
		Name:    LazySMP,
		Rank:    20,
		Summary: "Lazy SMP: every searcher searches the whole root, sharing only the transposition table; helpers skip depths",
		Paper:   "Stockfish (2015-)", Figure: "search.cpp, helper depth skipping (Stockfish 10); thread.cpp, thread voting",
		Options: Options{},
		Params: []parallel.Param{parallel.Option(
			"result", Main,
			"where the result comes from: main (the main searcher) or vote (Stockfish's vote of depth and score); "+
				"main wins on the suite at depth 13, 2-32 simulated searchers: the same speedups, and its move differs from seq's in 27 of 100 searches against 30 (docs/parallel.md)",
			func(o *Options, v string) error {
				switch v {
				case Main, Vote:
					o.Result = v
					return nil
				}
				return fmt.Errorf("want main or vote")
			})},
	})
}

// New is Lazy SMP's root search on e, or nil when e's algorithm is of
// another family (see parallel.New).
func New[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M] {
	o, ok := e.Config().Options.(Options)
	if !ok {
		return nil
	}
	cfg := e.Config()
	l := &lazySMP[G, P, M]{e: e, vote: o.Result == Vote}
	for i := 0; i < cfg.Searchers; i++ {
		l.searchers = append(l.searchers, search.NewSearcher(e.Game(), e.Shared(), cfg.Search))
	}
	l.team = parallel.NewTeam(e, l.searchers)
	l.done = make([]lazyResult[M], cfg.Searchers)
	l.live = make([]lazyLive[M], cfg.Searchers)
	return l
}

type lazySMP[G search.Game[P, M], P any, M board.Move] struct {
	e         *parallel.Engine[G, P, M]
	searchers []*search.Searcher[G, P, M] // one per thread; thread 0 is the main searcher
	team      *parallel.Team[G, P, M]
	vote      bool

	// done[i] is searcher i's last completed search of the root with a
	// score inside its window, written by thread i only, read after the
	// run.
	done []lazyResult[M]

	view     sync.Mutex // guards the root and live, for Stack()
	root     P
	rootKey  uint64
	haveRoot bool
	live     []lazyLive[M]
}

// lazyLive is what the split-node pane shows of one searcher.
type lazyLive[M board.Move] struct {
	running     bool // searching now
	depth       int  // the depth it searches (or last searched)
	alpha, beta int
	last        lazyResult[M] // its last completed search
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

func (l *lazySMP[G, P, M]) SearchRoot(ctx context.Context, root P, depth, alpha, beta int) (search.RootResult[M], error) {
	var (
		res      search.RootResult[M]
		mainDone atomic.Bool // the helpers stop when the main searcher is done
		moveEnd  = l.e.Deadline()
	)
	l.newRoot(root)
	poll := func(t machine.Thread) bool {
		if t.ID() == 0 {
			l.e.PublishMaybe()
		}
		out := moveEnd > 0 && t.Now() >= moveEnd
		return mainDone.Load() || t.Stopped() || out
	}
	err := l.team.Run(ctx, poll, func(t machine.Thread) {
		s, d := l.searchers[t.ID()], depthOf(t.ID(), depth)
		s.SetPath(l.e.RootPath())
		var v int
		for {
			t.Mark(account.Working, fmt.Sprintf("depth %d", d))
			l.setLive(t.ID(), true, d, alpha, beta)
			p := root
			v = s.Search(&p, alpha, beta, d, 0)
			best, hasBest := s.RootMove()
			if !s.Aborted() && hasBest && alpha < v && v < beta {
				l.done[t.ID()] = lazyResult[M]{depth: d, score: v, best: best, ok: true}
			}
			l.setLive(t.ID(), false, d, alpha, beta)
			// A helper done before the main searcher goes one ply
			// deeper, as Stockfish's helpers iterate on their own:
			// idle, it would fill the table with nothing.
			if t.ID() == 0 || s.Aborted() || d >= search.MaxDepth-1 || mainDone.Load() || t.Stopped() {
				break
			}
			d++
		}
		if t.ID() == 0 {
			best, hasBest := s.RootMove()
			res = search.RootResult[M]{Score: v, Aborted: s.Aborted(), Stats: *s.Stats()}
			if hasBest {
				res.Best, res.PV = best, []M{best}
			}
			mainDone.Store(true)
		}
	})
	if err != nil || res.Aborted {
		return search.RootResult[M]{Aborted: true}, err
	}
	if l.vote && alpha < res.Score && res.Score < beta && len(res.PV) > 0 {
		// Only a value is put to the vote: a bound goes back to the
		// driver as it is, for its re-search. voteWinner takes only
		// results inside the window, and in exact mode only those of
		// this depth, which all found the minimax value: the vote then
		// chooses among moves of that value.
		w := voteWinner(l.done, depth, l.e.Config().Search.Exact, alpha, beta)
		res.Score, res.Best, res.PV = l.done[w].score, l.done[w].best, []M{l.done[w].best}
	}
	return res, nil
}

// newRoot forgets the searchers' results when the root changes: they
// vote only on searches of the root being searched.
func (l *lazySMP[G, P, M]) newRoot(root P) {
	key := l.e.Game().Key(&root)
	l.view.Lock()
	defer l.view.Unlock()
	if l.haveRoot && key == l.rootKey {
		return
	}
	l.rootKey, l.haveRoot, l.root = key, true, root
	clear(l.done)
	clear(l.live)
}

// setLive records for the pane what searcher id does.
func (l *lazySMP[G, P, M]) setLive(id int, running bool, depth, alpha, beta int) {
	l.view.Lock()
	l.live[id] = lazyLive[M]{running: running, depth: depth, alpha: alpha, beta: beta, last: l.done[id]}
	l.view.Unlock()
}

func (l *lazySMP[G, P, M]) Activity() []account.SearcherActivity { return l.team.Activity(nil) }

// stack lists the searchers, one row each: Kind "sN", the depth it
// searches (Depth; Note "→D" while it runs), its window, and its last
// completed search of the root: best move (Move), and depth and score
// (Note "✓D score").
func (l *lazySMP[G, P, M]) Stack() []account.NodeView {
	l.view.Lock()
	defer l.view.Unlock()
	if !l.haveRoot {
		return nil
	}
	out := make([]account.NodeView, len(l.live))
	for i, lv := range l.live {
		v := account.NodeView{Kind: fmt.Sprintf("s%d", i), Alpha: lv.alpha, Beta: lv.beta, Depth: lv.depth, Score: lv.last.score}
		if lv.running {
			v.Note = fmt.Sprintf("→%d ", lv.depth)
		}
		if lv.last.ok {
			v.Move = l.e.Game().FormatMove(&l.root, lv.last.best)
			v.Note += fmt.Sprintf("✓%d %+d", lv.last.depth, lv.last.score)
		}
		out[i] = v
	}
	return out
}
