// Package endgame solves Othello endgames exactly: from a position, the
// final disc margin with perfect play on both sides, on the 8×8 and the
// 6×6 board. It works on bare bitboards (the side to move's discs, the
// opponent's) with board/othello's move generation and its own flips
// (flips.go, without a branch, and last1.go, the last move's count from
// tables), and allocates nothing per node.
//
// A search goes through three layers by the number of empty squares n:
//
//   - n ≤ 4: last1 to last4, unrolled: the empty squares are arguments,
//     no move list is built, and the last move only counts its flips
//     (along the four lines through the square, from tables); at 3 and
//     4 empties a stability cutoff when alpha is high.
//   - n ≤ shallowMax: shallow, an alpha-beta over the empty squares in
//     parity order (squares of quadrants holding an odd number of
//     empties first: the side that plays there can keep the last move
//     of the region), without table or move list.
//   - otherwise deep: moves sorted fastest-first (the fewest replies for
//     the opponent, corners counted twice), the table's move before them,
//     a stability cutoff when alpha is high, and a table (tt.EndTable) from
//     tableMin empties up.
//
// The shallow and deep layers are Principal Variation Search, which a
// null window (beta = alpha+1) makes a null-window search; at the root a
// wide window is first narrowed to (-1, 1), whether the game is won.
// Far from the end (selFrom empties) and with an evaluation, a
// selective solve of the root comes first, whose moves (never its
// bounds) order the exact one (selective.go), and whose value aims the
// exact solve's first window, from which null-window searches converge
// on the value (aspire). Scores are margins from the
// side to move's point of view, empty squares going to the winner, as
// othello.Position.Score counts them.
package endgame

import (
	"math/bits"

	"frontier/board/othello"
	"frontier/search/tt"
)

// Layer limits, in empty squares, chosen like the move ordering (see
// order.go): with the shallow search up to 7 empties and the table from
// 8, FFO positions 22-34 took 161 million nodes; up to 6 and from 7, 93
// million, and less time.
const (
	shallowMax = 6 // deep above, shallow at and below
	tableMin   = 7 // the deep search uses the table from here up
	etcMin     = 9 // and looks its children up first from here up
)

// etcMin was 12 until counted by cachegrind (instructions, which the
// load does not move) on FFO 26, 33, 36 and 40 together: from 9 empties
// the solver visits 3.2% fewer nodes and executes 1.2% fewer
// instructions (from 8, 0.8%; 10, 1.1%; 11, 0.9%), where two runs of one binary
// differ by 0.04%. The extra probes miss the cache: 18% more misses of
// a 2 MiB cache (cachegrind's simulation), whose cost instructions do
// not show; CPU time could not tell the two apart (docs/othello-endgame.md).

// Solver is one searcher's solver. It is not safe for concurrent use;
// several solvers may share a tt.EndTable.
type Solver struct {
	g     *geometry
	table *tt.EndTable // nil: no table

	// lists[n] is the move list of the deep node with n empties on the
	// current line (a node and its pass share n, but a node that passes
	// has no list).
	lists [65][32]move

	// nodes counts the positions visited since Solve began; at pollAt
	// the poll function is called.
	nodes, polled, pollAt uint64
	poll                  PollFunc
	stop                  bool

	eval func(own, opp uint64) int
	// evalMix: 0, the evaluation's search alone orders; else it is
	// mixed with fastest first (SetFittedEval).
	evalMix int
	// evalFrom: the evaluation orders from this many empties (the
	// constant evalFrom; tests lower it).
	evalFrom int
	// promoteFrom: a deeper search chooses the first move from this
	// many empties (the constant promoteFrom; tests lower it).
	promoteFrom int

	// The selective pass (selective.go): its configuration; cutting
	// while it runs, with salt in the table's keys; hints once it has
	// run, until the next Solve; inPV while PV runs.
	sel                  selective
	cutting, hints, inPV bool
	wide                 bool // the pass running is a wide one (cutMargin)
	salt                 uint64

	// guess is the selective pass's value of the root, rounded to an
	// even margin; guessed is set while it holds (until the next Solve).
	guess   int
	guessed bool

	// hist[n][x] scores the square x as a move at deep nodes with n
	// empty squares by the cutoffs it made (histCut), cleared by each
	// Solve but those of PV.
	hist [65][64]int32
}

// SetEval sets a static evaluation for ordering moves far from the end.
func (s *Solver) SetEval(f func(own, opp uint64) int) { s.eval = f }

// SetFittedEval sets an evaluation fitted on exact endgame values
// (package eval's pattern evaluation) for ordering moves far from the
// end: moves are ranked by its two-ply search and fastest first
// together, and the selective pass cuts at fittedMargin discs.
//
// Chosen by nodes on FFO 26, 33, 36, 37, 40, 41 and 44 (the "mid" set,
// 134.8 million nodes with the hand-made evaluation through SetEval):
// the pattern evaluation through SetEval 123.1 million; its one-ply
// search 166.1; its two-ply search from 14 empties 122.5, from 12 127.2,
// from 18 133.7; fastest first's key times 4 less the search 117.9,
// times 16 111.9, 32 111.9, 64 123.5; with times 16, the pass's margin
// at 5 discs 99.6, 6 94.9, 7 93.9, 8 96.2; times 24 and margin 6 96.1.
// On FFO 38, 42, 43 and 60 (304.7 million with the hand-made
// evaluation): times 16 with margin 6 226.1, with margin 7 221.4
// (docs/othello-endgame.md).
func (s *Solver) SetFittedEval(f func(own, opp uint64) int) {
	s.eval, s.evalMix, s.sel.margin = f, fittedMix, fittedMargin
	s.sel.wideFrom, s.sel.wideMargin, s.sel.wideLowBelow, s.sel.wideLowMargin = wideFrom, wideMargin, wideLowBelow, wideLowMargin
}

// The fitted evaluation's ordering: fastest first's key is multiplied by
// fittedMix (a reply then weighs 2.56 discs of the evaluation), and the
// selective pass cuts at fittedMargin discs (4 with the hand-made one).
const (
	fittedMix    = 16
	fittedMargin = 7
)

// move is an entry of a move list: the square, its flips and its rank.
type move struct {
	flips uint64
	sq    othello.Square
	key   int32
}

// PollFunc is called by a long solve every so many nodes with the number
// of nodes visited since the last call. It returns the number of nodes
// to visit before the next call and whether to stop now: a stopped solve
// unwinds at once, stores nothing more in its table, and returns no
// result to trust.
type PollFunc func(nodes int) (next int, stop bool)

// New returns a solver for the board of the given size (8 or 6) using
// table (nil for none).
func New(size int, table *tt.EndTable) *Solver {
	return &Solver{g: geometryOf(size), table: table, sel: selDefault, pollAt: 1 << 62, evalFrom: evalFrom, promoteFrom: promoteFrom}
}

// Result is the outcome of Solve.
type Result struct {
	// Score is the fail-soft margin: at most alpha, the value is at
	// most Score; at least beta, at least Score; between them exact.
	Score int
	// Move is the best move found: a square, othello.Pass when the side
	// to move must pass, or NoMove when the game is over.
	Move othello.Move
	// Nodes is the number of positions visited.
	Nodes uint64
	// Stopped is set when the poll function stopped the solve; the
	// other fields are then not to be trusted.
	Stopped bool
}

// NoMove is Result.Move for a finished game.
const NoMove othello.Move = 255

// Solve solves the position where the side to move owns own and its
// opponent opp, within the window (alpha, beta) of margins, calling poll
// (if not nil) every few thousand nodes.
func (s *Solver) Solve(own, opp uint64, alpha, beta int, poll PollFunc) Result {
	s.nodes, s.polled, s.stop, s.poll = 0, 0, false, poll
	if !s.inPV {
		s.hist = [65][64]int32{}
	}
	s.pollAt = 1 << 62
	if poll != nil {
		s.pollAt = 1024
	}
	s.prepass(own, opp, alpha, beta, popcount(s.g.board&^(own|opp)))
	var score int
	var m othello.Move
	if !s.stop {
		score, m = s.window(own, opp, alpha, beta)
	}
	s.reportNodes()
	return Result{Score: score, Move: m, Nodes: s.nodes, Stopped: s.stop}
}

// window searches the root with the window (alpha, beta).
func (s *Solver) window(own, opp uint64, alpha, beta int) (score int, m othello.Move) {
	if s.guessed && !s.cutting && beta-alpha > 2 {
		return s.aspire(own, opp, alpha, beta, s.guess)
	}
	if alpha < 0 && beta > 0 && beta-alpha > 2 {
		// A wide window: first whether the game is won, drawn or
		// lost (the window (-1, 1), whose proofs are the cheapest),
		// then the margin on the side that result leaves open, with
		// the table full of the first search's moves. On FFO
		// positions 22-34 this took 120 million nodes where the
		// full window took 146.
		a, b := max(alpha, -1), min(beta, 1)
		score, m = s.root(own, opp, a, b)
		switch {
		case s.stop:
		case score >= b && b < beta:
			score, m = s.root(own, opp, score-1, beta)
		case score <= a && a > alpha:
			score, m = s.root(own, opp, alpha, score+1)
		}
	} else {
		score, m = s.root(own, opp, alpha, beta)
	}
	return score, m
}

// aspire searches the root with the window (alpha, beta) when the
// selective pass has guessed its value g (an even margin): first with
// the window (g-1, g+1), which only g fits, as every final margin is
// even; then, from the bound that search gives, by null-window searches
// alone (converge).
//
// On the whole FFO suite (754.2 million nodes with the deeper search of
// the first move, 620.9 million with it): 528.7 million this way, 565.5
// million with the window (-1, 1) first and then converge, 533.7
// million with converge from the guess at once; converging in the
// selective pass too (with the guess 0), 602.3 million. FFO 45: 330.8
// million with the window (-1, 1) and then the margin's wide window,
// whose second search took 298 of them.
//
// When that first window fails away from 0 (a guess of +9 for a drawn
// FFO 28), the next window is (-1, 1), whether the game is won at all,
// whose proofs are the cheapest, before converging from its bound: the
// suite 528.7 to 525.0 million nodes, FFO 28 10.9 to 8.9, FFO 36 18.6 to
// 17.1, FFO 27 and 30 3% and 9% fewer, FFO 31 810 nodes more, the
// others the same.
func (s *Solver) aspire(own, opp uint64, alpha, beta, g int) (int, othello.Move) {
	g = min(max(g, alpha+1), beta-1)
	a, b := g-1, g+1
	score, m := s.root(own, opp, a, b)
	switch {
	case s.stop:
	case score >= b && b < beta:
		if score < -1 && alpha < -1 {
			return s.aspire(own, opp, score-1, beta, 0) // lost at all?
		}
		return s.converge(own, opp, score, beta, score, m)
	case score <= a && a > alpha:
		if score > 1 && beta > 1 {
			return s.aspire(own, opp, alpha, score+1, 0) // won at all?
		}
		return s.converge(own, opp, alpha, score, score, m)
	}
	return score, m
}

// converge finds the value of the root, known to lie between lower and
// upper, by null-window searches, each at the bound the search before
// it returned (g first), as MTD(f) does (Plaat et al., 1996): with the
// table holding the earlier searches, each costs little more than its
// proof. m is the best move so far, replaced by each search that fails
// high. A value at least upper or at most lower is returned as the bound
// found, as a search with the window (lower, upper) fails high or low.
func (s *Solver) converge(own, opp uint64, lower, upper, g int, m othello.Move) (int, othello.Move) {
	lower0, upper0 := lower, upper
	for lower < upper && !s.stop {
		b := min(max(g, lower+1), upper)
		r, mv := s.root(own, opp, b-1, b)
		if r >= b {
			lower, m = r, mv
		} else {
			upper = r
		}
		g = r
	}
	switch {
	case lower >= upper0:
		return lower, m
	case upper <= lower0:
		return upper, m
	}
	return lower, m
}

// checkPoll calls the poll function when it is due.
func (s *Solver) checkPoll() {
	if s.nodes < s.pollAt {
		return
	}
	next, stop := s.poll(int(s.nodes - s.polled))
	s.polled = s.nodes
	s.pollAt = s.nodes + uint64(max(next, 1))
	s.stop = s.stop || stop
}

// reportNodes tells the poll function about the nodes not yet reported.
func (s *Solver) reportNodes() {
	if s.poll != nil && s.nodes > s.polled {
		_, stop := s.poll(int(s.nodes - s.polled))
		s.polled = s.nodes
		s.stop = s.stop || stop
	}
}

// root searches the root: like deep, but for any number of empties, and
// it returns the best move.
func (s *Solver) root(own, opp uint64, alpha, beta int) (int, othello.Move) {
	g := s.g
	empty := g.board &^ (own | opp)
	n := popcount(empty)
	moves := othello.LegalSquares(own, opp, empty)
	if moves == 0 {
		s.nodes++
		if othello.LegalSquares(opp, own, empty) == 0 {
			return g.final(own, n), NoMove
		}
		return -s.solve(opp, own, -beta, -alpha, n), othello.Pass
	}
	list := &s.lists[n]
	k := s.rank(list, own, opp, empty, moves, s.hashMove(own, opp), n)
	s.nodes++
	best, bestMove := -inf, othello.Move(list[0].sq)
	for i := 0; i < k; i++ {
		m := pick(list, i, k)
		v := s.child(own, opp, m, alpha, beta, best, n, i == 0)
		if s.stop {
			return 0, bestMove
		}
		if v > best {
			best, bestMove = v, othello.Move(m.sq)
			if v >= beta {
				break
			}
		}
	}
	s.store(own, opp, n, alpha, beta, best, int(bestMove))
	return best, bestMove
}

// inf bounds every margin.
const inf = 128

// solve returns the fail-soft value of the position within (alpha,
// beta), choosing the layer by n, the number of empty squares.
func (s *Solver) solve(own, opp uint64, alpha, beta, n int) int {
	switch {
	case n > shallowMax:
		return s.deep(own, opp, alpha, beta, n)
	case n > 4:
		return s.shallow(own, opp, alpha, beta, n)
	}
	e := s.g.board &^ (own | opp)
	switch n {
	case 4:
		x1 := sq(e)
		e &= e - 1
		x2 := sq(e)
		e &= e - 1
		x3 := sq(e)
		return s.last4(own, opp, alpha, beta, x1, x2, x3, sq(e&(e-1)))
	case 3:
		x1 := sq(e)
		e &= e - 1
		x2 := sq(e)
		return s.last3(own, opp, alpha, beta, x1, x2, sq(e&(e-1)))
	case 2:
		return s.last2(own, opp, alpha, beta, sq(e), sq(e&(e-1)))
	case 1:
		return s.last1(own, opp, sq(e))
	}
	s.nodes++
	return s.g.final(own, 0)
}

// child plays m (from the node's list) for own and searches the result:
// the first move with the node's window, the others with a null window
// above the best score so far and, when that fails high inside the
// window, again with the window from that value (Principal Variation
// Search).
func (s *Solver) child(own, opp uint64, m *move, alpha, beta, best, n int, first bool) int {
	nOwn, nOpp := opp&^m.flips, own|m.flips|m.sq.Bit()
	if first {
		return -s.solve(nOwn, nOpp, -beta, -alpha, n-1)
	}
	a := max(alpha, best)
	v := -s.solve(nOwn, nOpp, -a-1, -a, n-1)
	if v > a && v < beta && !s.stop {
		v = -s.solve(nOwn, nOpp, -beta, -v, n-1)
	}
	return v
}

// final is the margin of a finished game for the side owning own with n
// empty squares left: the disc difference, the empty squares going to
// the side with more discs.
func (g *geometry) final(own uint64, n int) int {
	d := 2*popcount(own) + n - g.squares // own - opp, as own + opp = squares - n
	switch {
	case d > 0:
		return d + n
	case d < 0:
		return d - n
	}
	return 0
}

func popcount(b uint64) int { return bits.OnesCount64(b) }

// sq returns the square of the lowest set bit of b.
func sq(b uint64) othello.Square { return othello.Square(bits.TrailingZeros64(b)) }

// PV returns a line of best play from the position, whose exact value is
// v, appended to line: at each position the first move (in the solver's
// order) that keeps the value, found by a solve of each child with the
// window around it. With the table still holding the solve of the
// position these solves are quick. It stops after max moves, at the end
// of the game, or if no move keeps v (a v that was not exact).
func (s *Solver) PV(own, opp uint64, v, max int, line []othello.Move) []othello.Move {
	s.inPV = true
	defer func() { s.inPV = false }()
	for range max {
		empty := s.g.board &^ (own | opp)
		moves := othello.LegalSquares(own, opp, empty)
		if moves == 0 {
			if othello.LegalSquares(opp, own, empty) == 0 {
				return line
			}
			line = append(line, othello.Pass)
			own, opp, v = opp, own, -v
			continue
		}
		n := popcount(empty)
		list := &s.lists[n]
		k := s.rank(list, own, opp, empty, moves, s.hashMove(own, opp), n)
		found := false
		for i := range k {
			m := pick(list, i, k)
			nOwn, nOpp := opp&^m.flips, own|m.flips|m.sq.Bit()
			if r := s.Solve(nOwn, nOpp, -v-1, -v+1, nil); r.Score == -v {
				line = append(line, othello.Move(m.sq))
				own, opp, v = nOwn, nOpp, -v
				found = true
				break
			}
		}
		if !found {
			return line
		}
	}
	return line
}
