package search

import (
	"fmt"
	"math"

	"frontier/board/checkers"
	"frontier/search/tt"
)

// Searcher is one sequential searcher. It is not safe for concurrent use:
// give each goroutine its own, sharing the tables through Shared.
//
// Everything a node needs per ply (move lists, ordering scores, killers,
// the triangular PV array) is preallocated here, so a search allocates
// nothing.
type Searcher struct {
	sh    *Shared
	table *tt.Table // sh.TT, possibly nil
	hist  *History  // sh.History, possibly nil
	opt   Options
	pvs   bool
	stats Stats

	moves   [MaxPly][]checkers.Move
	scores  [MaxPly][]int32
	killers [MaxPly][2]checkers.Move
	pv      [MaxPly][MaxPly]checkers.Move // pv[ply][:pvLen[ply]]: best line from ply
	pvLen   [MaxPly]int

	// path holds the keys of the positions above the current node:
	// first the seeded ones (SetPath), then one per ply of the search.
	// floor[ply] is the first index worth comparing with the node at
	// ply: nothing before the last capture or man move can repeat.
	path    []uint64
	seedLen int
	floor   [MaxPly]int

	rootPly  int           // ply of the node passed to Search
	rootBest checkers.Move // best move found there
	rootKey  uint64        // key of that node, for PV

	pollLeft  int // nodes until the hook is called
	pollEvery int
	hook      func() (abort bool, next int)
	aborted   bool
}

// DefaultPollEvery is a poll interval that stops a search within a
// millisecond or so of the hook asking it to.
const DefaultPollEvery = 1000

// NewSearcher returns a searcher using sh's tables with options opt. It
// panics if opt names an unknown algorithm (check Options.Validate first).
func NewSearcher(sh *Shared, opt Options) *Searcher {
	if err := opt.Validate(); err != nil {
		panic(fmt.Sprintf("search.NewSearcher: %v", err))
	}
	if sh == nil {
		sh = &Shared{}
	}
	s := &Searcher{sh: sh, table: sh.TT, hist: sh.History, opt: opt, pvs: opt.Algorithm != AlgoAlphaBeta}
	for i := range s.moves {
		s.moves[i] = make([]checkers.Move, 0, 32)
		s.scores[i] = make([]int32, 32)
	}
	s.pollLeft = math.MaxInt
	return s
}

// Options returns the searcher's options.
func (s *Searcher) Options() Options { return s.opt }

// SetPath seeds the keys of the positions from the game start (or the
// root) down to the position that Search will be given, that position
// excluded, so that repetitions of positions above the subtree are seen.
// The last key is the parent of the searched position. Keys before the
// last capture or man move are harmless but never match. The path stays
// until the next SetPath; the slice is copied.
func (s *Searcher) SetPath(keys []uint64) {
	s.path = append(s.path[:0], keys...)
	s.seedLen = len(keys)
}

// SetPoll installs hook, called every `every` nodes (every <= 0 means
// DefaultPollEvery); a nil hook removes it. The countdown starts afresh.
// If the hook returns abort=true the search unwinds at once, storing
// nothing in the transposition table on the way up; Search returns 0 and
// Aborted reports true until ResetAbort. The hook may block (the
// simulator runs searchers one at a time that way), may read Stats, and
// changes the interval when next > 0.
func (s *Searcher) SetPoll(every int, hook func() (abort bool, next int)) {
	if every <= 0 {
		every = DefaultPollEvery
	}
	s.hook, s.pollEvery = hook, every
	s.pollLeft = every
	if hook == nil {
		s.pollLeft = math.MaxInt
	}
}

// Aborted reports whether the last search was stopped by the poll hook.
func (s *Searcher) Aborted() bool { return s.aborted }

// ResetAbort clears the aborted state so that the searcher can search
// again.
func (s *Searcher) ResetAbort() { s.aborted = false }

// Stats returns the live counters since the last ResetStats. The pointer
// stays valid; read it from the searcher's goroutine.
func (s *Searcher) Stats() *Stats { return &s.stats }

// ResetStats zeroes the counters.
func (s *Searcher) ResetStats() { s.stats = Stats{} }

// RootMove returns the best move found at the position given to the last
// Search (the move with the highest fail-soft score, also when every move
// failed low), or the zero move when it had none or the search was
// aborted.
func (s *Searcher) RootMove() checkers.Move { return s.rootBest }

// Search searches p, a position ply plies below the root, to depth with
// the window (alpha, beta) and returns its fail-soft score from the point
// of view of p's side to move: a score <= alpha is an upper bound, >= beta
// a lower bound, anything between exact. It works on any subtree, so that
// a parallel controller can hand one to a searcher; repetition detection
// at p itself uses the path given to SetPath (none at ply 0).
func (s *Searcher) Search(p *checkers.Position, alpha, beta, depth, ply int) int {
	if ply < 0 || ply > MaxPly-2 {
		panic(fmt.Sprintf("search.Search: ply %d outside 0..%d", ply, MaxPly-2))
	}
	depth = min(depth, MaxDepth)
	s.path = s.path[:s.seedLen]
	s.floor[ply] = 0
	s.rootPly, s.rootBest, s.rootKey = ply, checkers.Move{}, p.Key()
	s.pvLen[ply] = 0
	var v int
	if s.pvs {
		v = s.principalVariation(p, alpha, beta, depth, ply)
	} else {
		v = s.alphaBeta(p, alpha, beta, depth, ply)
	}
	s.path = s.path[:s.seedLen]
	if s.aborted {
		s.rootBest = checkers.Move{}
		return 0
	}
	return v
}

// callHook runs the poll hook and rearms the countdown.
func (s *Searcher) callHook() {
	if s.hook == nil {
		s.pollLeft = math.MaxInt
		return
	}
	abort, next := s.hook()
	if next > 0 {
		s.pollEvery = next
	}
	s.pollLeft = s.pollEvery
	if abort {
		s.aborted = true
	}
}
