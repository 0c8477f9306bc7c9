package endgame

import "frontier/board/othello"

// Move ordering in the deep search. Every measure below was chosen by
// the number of nodes the solver visits on FFO endgame positions 22-34
// (17 to 20 empty squares): fastest first alone 227 million, with the
// potential-mobility and corner terms 146 million; with the rest of the
// solver as it stands, the static evaluation's two-ply search from 16
// empty squares up takes 93 million to 71 million.

// Ordering weights: a reply of the opponent costs 16, a reply on a
// corner 16 more, an empty square next to the mover's discs (where the
// opponent may later play) 2, a disc the move flips 1; a move on a
// corner earns 8.
//
// The flip term breaks ties between moves that leave the opponent as
// many replies towards the quieter one (fewer new discs of the mover's
// to flip back, fewer frontier discs): with it the FFO positions 26,
// 33, 36, 37, 40, 41 and 44 took 172.1 million nodes instead of 174.7
// (-1.5%), and 38, 42, 43 and 60 348.6 million instead of 359.4 (-3.0%);
// a weight of 2 gave -0.5% and 4 +5.4% on the first set.
//
// A move on an X-square (diagonally next to a corner) whose corner is
// empty costs 8: the opponent may take the corner later, which the
// replies counted now do not show. On the same sets, 172.1 million
// nodes to 167.5 (-2.6%) and 348.6 to 345.7 (-0.8%); a cost of 16 gave
// -3.2% and -0.4%, 32 -0.8% on the first set, and 16 on C-squares as
// well -2.5%.
//
// The mover's corners and the edge squares next to them that it holds
// with the corner (discs no move can take back) count 4 each: on FFO 26,
// 33, 36, 37, 40, 41 and 44, 156.3 million nodes to 149.3 (-4.5%), on
// 38, 42, 43 and 60 (with the two changes before it) 345.7 to 319.9;
// a weight of 2 gave 150.8 and 8 156.3 (without the last3 parity).
const (
	cornerWeight    = 4
	replyWeight     = 16
	potentialWeight = 2
	flipWeight      = 1
	cornerBonus     = 8
	xSquareCost     = 8
)

// rank fills list with the moves (a bitboard) of the position with n
// empty squares and gives each a rank: the table's move first; then, far
// from the end and with an evaluation, the value of a short search of
// the evaluation (with a fitted evaluation, that value less evalMix
// times fastest first's, and from promoteFrom empties the move a deeper
// search prefers first: promote); otherwise the fewest replies for the
// opponent (fastest first). It returns the number of moves.
func (s *Solver) rank(list *[32]move, own, opp, empty, moves uint64, hint, n int) int {
	k, h := listMoves(list, own, opp, moves, hint)
	from := 0
	if h >= 0 {
		hintFirst(list, h)
		from = 1
	}
	s.rankFrom(list, from, k, own, opp, empty, n, -inf)
	return k
}

// listMoves fills list with the moves (a bitboard) and their flips, in
// the order of their squares, unranked. It returns the number of moves
// and the index of the table's move (hint), -1 if it is not among them.
//
// The deep search ranks the moves (rankFrom) only once the table's move,
// put first (hintFirst), has not cut the node off, which spares the
// ranking's searches of the evaluation at the nodes it cuts: alone 0.5%
// of the instructions (FFO 26, 33 and 40, cachegrind), but it keeps the
// deeper search of promote from those nodes. The order is the one rank
// gives, so the tree is the same.
func listMoves(list *[32]move, own, opp, moves uint64, hint int) (k, h int) {
	h = -1
	for ; moves != 0; moves &= moves - 1 {
		x := sq(moves)
		m := &list[k]
		m.sq, m.flips = x, othello.FlipsOf(x, own, opp)
		if int(x) == hint {
			h = k
		}
		k++
	}
	return k, h
}

// hintFirst moves the table's move, list[h], to the front with the
// highest rank, as pick would.
func hintFirst(list *[32]move, h int) {
	list[h].key = hintKey
	list[0], list[h] = list[h], list[0]
}

// hintKey is the rank of the table's move, above any other.
const hintKey = 1 << 30

// rankFrom ranks the moves list[from:k] of the position (own, opp) with
// the empty squares empty, n of them, as rank describes, searched with
// alpha the lower bound of its window (promote's test).
func (s *Solver) rankFrom(list *[32]move, from, k int, own, opp, empty uint64, n, alpha int) {
	corners := s.g.corners
	xSquares := s.g.xSquares & othello.Neighbours(empty&corners) // of the empty corners
	var ff [32]int32                                             // fastest first's keys, times evalMix
	bestEst := -evalInf                                          // the best move's value in the two-ply search
	for i := from; i < k; i++ {
		m := &list[i]
		x, f := m.sq, m.flips
		mine, theirs := own|f|x.Bit(), opp&^f
		if s.eval != nil && n >= s.evalFrom && s.evalMix == 0 {
			m.key = -int32(s.estimate(theirs, mine, -evalInf, evalInf, evalDepth-1))
			continue
		}
		e := empty &^ x.Bit()
		replies := othello.LegalSquares(theirs, mine, e)
		key := -replyWeight*(popcount(replies)+popcount(replies&corners)) - potentialWeight*popcount(e&othello.Neighbours(mine)) - flipWeight*popcount(f)
		if x.Bit()&corners != 0 {
			key += cornerBonus
		}
		if x.Bit()&xSquares != 0 {
			key -= xSquareCost
		}
		key += cornerWeight * s.g.cornerStable(mine)
		if n < histBelow {
			key += int(s.hist[n][x]) >> histShift
		}
		if s.eval != nil && n >= s.evalFrom {
			// A fitted evaluation (SetFittedEval): its search and
			// fastest first together.
			ff[i] = int32(key * s.evalMix)
			est := s.estimate(theirs, mine, -evalInf, evalInf, evalDepth-1)
			bestEst = max(bestEst, -est)
			key = key*s.evalMix - est
		}
		m.key = int32(key)
	}
	if s.eval != nil && s.evalMix != 0 && n >= s.promoteFrom && k-from > 1 && bestEst/100+promoteMargin > alpha {
		s.promote(list, &ff, from, k, own, opp, n)
	}
}

// Far from the end, with a fitted evaluation, a deeper search of it
// chooses the move tried first (after the table's): from promoteFrom
// empty squares, the moves are searched in their rank's order
// promoteDepth plies deep (promoteDeepDepth from promoteDeepFrom
// empties), each against the best so far, and the best moves to the
// front; the others keep the two-ply order. That finds the move a
// search of every move would, for the cost of one search with cutoffs
// between the moves. It is skipped where the two-ply search puts every
// move promoteMargin discs or more below alpha: the node will most
// likely fail low, when every move is searched and their order hardly
// matters.
//
// Chosen on FFO 26, 33, 36, 37, 40, 41, 44, 38, 42, 43, 60 and 46
// (397.8 million nodes, 31.4 CPU s, the median of three runs one at a
// time, load about 2): every move searched four plies deep from 18
// empties 284.0 million nodes, but on FFO 60 alone 6.4% more
// instructions for 30% fewer nodes (cachegrind); the best move only,
// from 16 empties, 256.2 million nodes, 26.9 s (from 18, 289.7 million,
// 25.0 s); with the margin's test (margins of 0, 4 and 8 discs: 260.3,
// 258.2 and 256.7 million nodes) 25.9 s against 31.2 s without it, both
// run at once. Six plies from 22 empties gain on FFO 38 and 43 and lose
// on FFO 46 (docs/othello-endgame.md).
const (
	promoteFrom      = 16
	promoteDepth     = 4
	promoteDeepFrom  = 22
	promoteDeepDepth = 6
	promoteMargin    = 4
)

// promote searches the moves list[from:k], whose keys rankFrom has just
// set with ff their fastest-first parts, deeper, and gives the best the
// highest key.
func (s *Solver) promote(list *[32]move, ff *[32]int32, from, k int, own, opp uint64, n int) {
	var order [32]int8 // list[from:k] by key, best first (an insertion sort)
	c := 0
	top := int32(-hintKey)
	for i := from; i < k; i++ {
		j := c
		for ; j > 0 && list[i].key > list[order[j-1]].key; j-- {
			order[j] = order[j-1]
		}
		order[j] = int8(i)
		c++
		top = max(top, list[i].key)
	}
	depth := promoteDepth
	if n >= promoteDeepFrom {
		depth = promoteDeepDepth
	}
	best, win := 0, -1
	for _, i := range order[:c] {
		m := &list[i]
		mine, theirs := own|m.flips|m.sq.Bit(), opp&^m.flips
		beta := evalInf
		if win >= 0 {
			beta = int(ff[i]) - best // the move's value must exceed best
		}
		if v := int(ff[i]) - s.estimate(theirs, mine, -evalInf, beta, depth-1); win < 0 || v > best {
			best, win = v, int(i)
		}
	}
	list[win].key = top + 1
}

// pick moves the best-ranked move of list[i:k] to i and returns it: a
// selection sort done lazily, as most nodes cut off after a move or two.
func pick(list *[32]move, i, k int) *move {
	b := i
	for j := i + 1; j < k; j++ {
		if list[j].key > list[b].key {
			b = j
		}
	}
	list[i], list[b] = list[b], list[i]
	return &list[i]
}

// Far from the end the static evaluation (Solver.SetEval) looks further
// than fastest first: from evalFrom empty squares up, moves are ordered
// by an alpha-beta search evalDepth plies deep with the evaluation at
// its horizon (two plies: an odd depth, which ends on the mover's own
// move, ordered worse).
const (
	evalFrom  = 16
	evalDepth = 2
	evalInf   = 1 << 20
)

// estimate is a depth-limited alpha-beta with the static evaluation at
// the horizon, for ordering: the value for own, in the evaluation's
// units; a finished game counts 100 a disc.
func (s *Solver) estimate(own, opp uint64, alpha, beta, depth int) int {
	if depth <= 0 {
		return s.eval(own, opp)
	}
	empty := s.g.board &^ (own | opp)
	moves := othello.LegalSquares(own, opp, empty)
	if moves == 0 {
		if othello.LegalSquares(opp, own, empty) == 0 {
			return 100 * s.g.final(own, popcount(empty))
		}
		return -s.estimate(opp, own, -beta, -alpha, depth)
	}
	if depth >= estimateOrderFrom {
		return s.estimateOrdered(own, opp, empty, moves, alpha, beta, depth)
	}
	best := -evalInf
	for ; moves != 0; moves &= moves - 1 {
		x := sq(moves)
		f := othello.FlipsOf(x, own, opp)
		if v := -s.estimate(opp&^f, own|f|x.Bit(), -beta, -max(alpha, best), depth-1); v > best {
			if best = v; v >= beta {
				break
			}
		}
	}
	return best
}

// estimateOrderFrom: a node of estimate with at least this many plies
// left tries its moves fewest replies first (corners counted twice),
// so that its windows cut sooner. The value within the window, and so
// every ranking, is what any order gives: the trees are the same, node
// for node, and only the evaluations spent on them change. On FFO 38,
// 42, 46 and 60 (counted by a throwaway counter): 10.91 million
// evaluations with no order, 8.36 million (and 1.55 million reply
// counts) ordering from 3 plies, 6.95 million (5.48 million reply
// counts) from 2, 6.47 million (24.2 million reply counts) from 1; an
// evaluation costs about ten reply counts (1,756 instructions against
// about 160 for the legal moves; docs/othello-endgame.md).
const estimateOrderFrom = 2

// estimateOrdered is estimate's node with depth plies left and its
// moves (a bitboard) tried fewest replies first.
func (s *Solver) estimateOrdered(own, opp, empty, moves uint64, alpha, beta, depth int) int {
	var list [32]move
	k := 0
	corners := s.g.corners
	for ; moves != 0; moves &= moves - 1 {
		x := sq(moves)
		m := &list[k]
		f := othello.FlipsOf(x, own, opp)
		m.sq, m.flips = x, f
		r := othello.LegalSquares(opp&^f, own|f|x.Bit(), empty&^x.Bit())
		m.key = -int32(popcount(r) + popcount(r&corners))
		k++
	}
	best := -evalInf
	for i := range k {
		m := pick(&list, i, k)
		f, x := m.flips, m.sq
		if v := -s.estimate(opp&^f, own|f|x.Bit(), -beta, -max(alpha, best), depth-1); v > best {
			if best = v; v >= beta {
				break
			}
		}
	}
	return best
}

// A history of cutoffs orders the moves below histBelow empty squares
// with fastest first: at a deep node with n empties that cuts off, the
// move that cut gains histBonus in hist[n] and the moves tried before it
// lose as much, each score drawn towards ±histMax as it grows (score +=
// bonus - score×|bonus|/histMax), and a move's key gets its score /
// 2^histShift, at most ±16, one reply. The moves the solve has found to
// refute at this depth come first among those fastest first finds
// alike.
//
// Chosen on the FFO suite but FFO 45 (225.4 million nodes without it):
// at most ±16 with histBonus 2048 216.9 million, ±8 217.7, ±24 218.2,
// ±64 266.6; with ±16, histBonus 1024 218.8, 4096 215.7, 8192 221.7;
// with 4096 below 18 empties 214.8, below 16 215.7, and 2048 below 13
// 222.6, below 24 221.6 (docs/othello-endgame.md, the tenth round).
const (
	histBelow = 18
	histBonus = 4096
	histMax   = 1 << 14
	histShift = 10
)

// histCut scores the moves list[0:i+1] of a node with n empty squares
// that cut off with list[i].
func (s *Solver) histCut(list *[32]move, i, n int) {
	h := &s.hist[n]
	for j := 0; j <= i; j++ {
		b := int32(-histBonus)
		if j == i {
			b = histBonus
		}
		x := &h[list[j].sq]
		*x += b - *x*histBonus/histMax
	}
}
