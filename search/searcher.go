package search

import (
	"fmt"
	"math"
	"slices"

	"frontier/board"
	"frontier/search/tt"
)

// Searcher is one sequential searcher of game G, whose positions are P and
// moves M. It is not safe for concurrent use: give each goroutine its own,
// sharing the tables through Shared.
//
// Everything a node needs per ply (the position, move lists, ordering
// scores, killers, the triangular PV array) is preallocated here, so a
// search allocates nothing. Positions live in pos, one per ply, because
// their addresses go into calls through the type parameter G: the address
// of a local variable would escape to the heap at every node.
type Searcher[G Game[P, M], P any, M board.Move] struct {
	g     G
	sh    *Shared
	table *tt.Table // sh.TT, possibly nil
	hist  *History  // sh.History, possibly nil
	opt   Options
	pvs   bool
	stats Stats

	pos     [MaxPly + 1]P
	keys    [MaxPly + 1]uint64 // keys[ply] = Key(&pos[ply]), set by enter
	scratch P                  // the next sibling, played to prefetch its table entry
	moves   [MaxPly][]M
	scores  [MaxPly][]int32
	// picked[ply] is how many of the ply's moves pick has settled
	// (moves[:picked] in their final order; rank resets it), so that
	// picking a move again, as the loop does after prefetch picked it,
	// returns it without scanning the rest.
	picked [MaxPly]int32
	// sortKeys and sortMoves are pick's scratch for sorting the rest
	// of a list at once (256 moves; grown for a longer list).
	sortKeys  []uint64
	sortMoves []M
	killers   [MaxPly][2]M
	pv        [MaxPly][MaxPly]M // pv[ply][:pvLen[ply]]: best line from ply
	pvLen     [MaxPly]int

	// path holds the keys of the positions above the current node:
	// first the seeded ones (SetPath), then one per ply of the search.
	// floor[ply] is the first index worth comparing with the node at
	// ply: nothing before the last irreversible move can repeat.
	path    []uint64
	seedLen int
	floor   [MaxPly]int

	rootPly  int    // ply of the node passed to Search
	rootBest M      // best move found there, if hasBest
	hasBest  bool   // a best move was found at the root
	rootKey  uint64 // key of that node, for PV

	kernel kernel // the game's generated node functions, if it has them

	// tactical is the game as a Tactical, if it is one: the horizon
	// then runs quiesce instead of the static evaluation.
	tactical Tactical[P, M]

	// solver is the game's endgame solver, if it has one (solver.go),
	// and solvePoll its poll, made once.
	solver    Solver[P, M]
	solvePoll func(nodes int) (next int, stop bool)

	// nullMover is the game as a NullMover, if it is one; passed[ply]
	// is set while the node at ply is the answer to a pass, which must
	// not pass again (nullmove.go).
	nullMover NullMover[P]
	passed    [MaxPly + 1]bool
	nullEval  [MaxPly + 1]int // static value of the node at ply for NullVerify, or noEval

	// playerTo is the game as a PlayerTo, if it is one: child and
	// prefetch then play into the position array (node.go).
	playerTo PlayerTo[P, M]

	// staticEval[ply] is the static value of the node at ply on the
	// path, or noEval (in check, game over), while improvingOn
	// (Improving or LMRImproving with LMR) needs it.
	staticEval  [MaxPly + 1]int
	improvingOn bool

	// selective is set when an option of the selective search other
	// than NullMove is on (selective.go); sel is the game as a
	// Selective, if it is one; caps is the capture history, if
	// CaptureHistory is on; horizon is the ply of the nominal horizon
	// of the current Search (its ply plus its depth), which bounds the
	// check extension.
	selective bool
	sel       Selective[P, M]
	caps      *History
	horizon   int
	// lever is the game as a PawnLeverer when PawnLMR is on, else nil.
	lever PawnLeverer[P, M]

	// counter is the counter-move table (CounterMove), nil when the
	// option is off: counter[i] is the quiet move that last refuted the
	// move of history slot i; prevSlot[ply] is the history slot of the
	// move that led to pos[ply], -1 where none is known (the root of a
	// Search, a pass, a parallel algorithm's own node), kept while
	// prevOn (CounterMove or ContHist). quiet is the signed history of
	// HistoryLMR and ContHist, nil when both are off; histLMR says
	// whether LMR reads it. cont is ContHist's continuation history:
	// 64 rows of HistorySlots, the row the low 6 bits of the previous
	// move's slot (its to-square in chess). All are this searcher's
	// own, made once in NewSearcher.
	counter  []M
	prevSlot [MaxPly + 1]int32
	prevOn   bool
	quiet    []int16
	histLMR  bool
	cont     []int16

	// corr is the correction history (Correction, correction.go), nil
	// when it is off or the game keys none; corrector is the game as a
	// Corrector then.
	corr      []int16
	corrector Corrector[P]

	pollLeft  int // nodes until the hook is called
	pollEvery int
	hook      func() (abort bool, next int)
	aborted   bool
}

// DefaultPollEvery is a poll interval that stops a search within a
// millisecond or so of the hook asking it to.
const DefaultPollEvery = 1000

// NewSearcher returns a searcher of game g using sh's tables with options
// opt. It panics if opt names an unknown algorithm (check
// Options.Validate first) or if g uses more history slots than a History
// holds.
func NewSearcher[G Game[P, M], P any, M board.Move](g G, sh *Shared, opt Options) *Searcher[G, P, M] {
	if err := opt.Validate(); err != nil {
		panic(fmt.Sprintf("search.NewSearcher: %v", err))
	}
	if n := g.HistorySize(); n > HistorySlots {
		panic(fmt.Sprintf("search.NewSearcher: %s uses %d history slots, more than %d", g.Name(), n, HistorySlots))
	}
	if sh == nil {
		sh = &Shared{}
	}
	opt = opt.exact()
	s := &Searcher[G, P, M]{g: g, sh: sh, table: sh.TT, hist: sh.History, opt: opt, pvs: opt.Algorithm != AlgoAlphaBeta}
	s.tactical, _ = any(g).(Tactical[P, M])
	s.nullMover, _ = any(g).(NullMover[P])
	s.playerTo, _ = any(g).(PlayerTo[P, M])
	s.initSolver()
	s.sel, _ = any(g).(Selective[P, M])
	o := opt
	o.NullMove = false
	s.selective = o.Selective()
	if opt.CaptureHistory && opt.NoisyFirst && s.sel != nil {
		s.caps = sh.Captures
	}
	if opt.PawnLMR && opt.LMR {
		s.lever, _ = any(g).(PawnLeverer[P, M])
	}
	if opt.CounterMove {
		s.counter = make([]M, HistorySlots)
	}
	if s.prevOn = opt.CounterMove || opt.ContHist; s.prevOn {
		for i := range s.prevSlot {
			s.prevSlot[i] = -1
		}
	}
	s.histLMR = opt.HistoryLMR && opt.LMR
	s.improvingOn = opt.Improving || opt.LMRImproving && opt.LMR
	if s.histLMR || opt.ContHist || opt.HistoryPrune {
		s.quiet = make([]int16, HistorySlots)
	}
	if opt.ContHist {
		s.cont = make([]int16, 64*HistorySlots)
	}
	if c, ok := any(g).(Corrector[P]); ok && opt.Correction {
		s.corrector, s.corr = c, make([]int16, 1<<corrBits)
	}
	for _, k := range kernels {
		if f := k(s); f != nil {
			s.kernel = f
		}
	}
	for i := range s.moves {
		s.moves[i] = make([]M, 0, 32)
		s.scores[i] = make([]int32, 32)
	}
	s.sortKeys, s.sortMoves = make([]uint64, 256), make([]M, 256)
	s.pollLeft = math.MaxInt
	return s
}

// Options returns the searcher's options.
func (s *Searcher[G, P, M]) Options() Options { return s.opt }

// SetPath seeds the keys of the positions from the game start (or the
// root) down to the position that Search will be given, that position
// excluded, so that repetitions of positions above the subtree are seen.
// The last key is the parent of the searched position. Keys before the
// last capture or man move are harmless but never match. The path stays
// until the next SetPath; the slice is copied.
func (s *Searcher[G, P, M]) SetPath(keys []uint64) {
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
func (s *Searcher[G, P, M]) SetPoll(every int, hook func() (abort bool, next int)) {
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
func (s *Searcher[G, P, M]) Aborted() bool { return s.aborted }

// ResetAbort clears the aborted state so that the searcher can search
// again.
func (s *Searcher[G, P, M]) ResetAbort() { s.aborted = false }

// Stats returns the live counters since the last ResetStats. The pointer
// stays valid; read it from the searcher's goroutine.
func (s *Searcher[G, P, M]) Stats() *Stats { return &s.stats }

// ResetStats zeroes the counters.
func (s *Searcher[G, P, M]) ResetStats() { s.stats = Stats{} }

// Game returns the game the searcher plays.
func (s *Searcher[G, P, M]) Game() G { return s.g }

// PartialLine returns, after a search that was stopped, the line of the
// last root move that raised the root's score above alpha before the
// stop, the move first; ok is false where none did. It is the root's
// row of the PV array: only improve writes it, and only then, and the
// root's entry empties it. That move beat every root move searched
// before it at this depth.
func (s *Searcher[G, P, M]) PartialLine() (line []M, ok bool) {
	n := s.pvLen[s.rootPly]
	if n == 0 {
		return nil, false
	}
	return slices.Clone(s.pv[s.rootPly][:n]), true
}

// RootMove returns the best move found at the position given to the last
// Search (the move with the highest fail-soft score, also when every move
// failed low); ok is false when it had none or the search was aborted.
func (s *Searcher[G, P, M]) RootMove() (m M, ok bool) { return s.rootBest, s.hasBest }

// Search searches p, a position ply plies below the root, to depth with
// the window (alpha, beta) and returns its fail-soft score from the point
// of view of p's side to move: a score <= alpha is an upper bound, >= beta
// a lower bound, anything between exact. It works on any subtree, so that
// a parallel controller can hand one to a searcher; repetition detection
// at p itself uses the path given to SetPath (none at ply 0).
func (s *Searcher[G, P, M]) Search(p *P, alpha, beta, depth, ply int) int {
	if ply < 0 || ply > MaxPly-2 {
		panic(fmt.Sprintf("search.Search: ply %d outside 0..%d", ply, MaxPly-2))
	}
	depth = min(depth, MaxDepth)
	s.path = s.path[:s.seedLen]
	s.floor[ply] = 0
	s.pos[ply] = *p
	var none M
	s.rootPly, s.rootBest, s.hasBest, s.rootKey = ply, none, false, s.g.Key(p)
	s.horizon = ply + depth
	s.pvLen[ply] = 0
	s.prevSlot[ply] = -1 // the move that led to p is not known here
	var v int
	switch {
	case s.kernel != nil:
		v = s.kernel(alpha, beta, depth, ply)
	case s.pvs:
		v = s.principalVariation(alpha, beta, depth, ply)
	default:
		v = s.alphaBeta(alpha, beta, depth, ply)
	}
	s.path = s.path[:s.seedLen]
	if s.aborted {
		s.rootBest, s.hasBest = none, false
		return 0
	}
	return v
}

// callHook runs the poll hook and rearms the countdown.
func (s *Searcher[G, P, M]) callHook() {
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
