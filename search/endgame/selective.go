package endgame

import "frontier/search/tt"

// The selective pass. Far from the end, the first move the ordering
// tries (the table's, fastest first, the evaluation's short search) is
// often not the one that holds the value, and the solve pays for each
// such miss near the root with a large subtree. Before the exact solve
// of a root with at least selFrom empty squares, Solve therefore runs
// a selective solve of it: the same search with the same windows, but a
// node with at least cutFrom empty squares whose evaluation (a two-ply
// search of it, in discs) lies margin discs or more outside the window
// is cut at once, as Buro's ProbCut and Edax's selective searches do.
// Below cutFrom that search is exact, so its moves come from searches
// to the end of the game. Its table entries are keyed apart (the key's
// salt), so its bounds, which may be wrong, never reach the exact
// solve; only its moves do: a deep node of the exact solve with at
// least hintFrom empty squares and no move of its own in the table
// tries the selective pass's move first. The exact solve's value is
// therefore exact whatever the pass found; only its order changes.
//
// Chosen by nodes on FFO 26, 33, 36, 37, 40, 41 and 44 (149.3 million
// without the pass; the pass's own nodes counted): a margin of 4 discs,
// cuts from 10 empties and the pass's moves from 12, 134.8 million
// (-9.7%); margins of 2 discs 144.7, 3 143.1, 5 138.8, 6 141.8, 10
// 162.1 and 20 165.0 (a wide margin costs more than it saves: its pass
// takes 2.6 to 29 million nodes a position, for an exact solve two to
// five times cheaper after it); cuts from 8 empties 134.9, from 12
// 147.4; passes of 2 then 4 discs 137.1, of 6, 12 and 20 177.0; a
// one-ply evaluation search at the cut 142.1, three plies 136.0; the
// pass's moves from 7 empties 134.6, 10 134.7, 14 135.2. The choice
// was made on these positions; the whole suite's figures are in
// docs/othello-endgame.md.
const (
	selFrom    = 18 // root empties from which Solve runs the pass
	selCutFrom = 10 // empties from which the pass cuts
	selMargin  = 4  // discs outside the window that cut
	selDepth   = 2  // plies of the evaluation's search at a cut
	hintFrom   = 12 // empties from which the exact solve takes the pass's moves
)

// selSalt separates the selective pass's table entries from the exact
// solve's.
const selSalt = 0x243f6a8885a308d3

// With the fitted evaluation, a root with at least wideFrom empty
// squares gets a wider pass: nodes with at least wideLowBelow empties
// cut at wideMargin discs, those below at wideLowMargin, instead of
// fittedMargin everywhere. At 22 to 24 empties the pass at 7 discs,
// cheap (FFO 45: 4.1 million nodes), often leaves the wrong move at the
// root (FFO 45: g5 for b2), and the exact solve pays for it with the
// refutation of that move and a window at the wrong guess; a wider pass
// costs more (FFO 45: 46 million) and finds the move.
//
// Chosen on the whole FFO suite (524.95 million nodes, FFO 45 252.0
// million): margin 12 at every node from 22 empties 440.6 million (FFO
// 45 215.2), 10 493.2, 11 464.4, 14 456.2, 16 507.8, 20 568.1; 12 from
// 20 empties 455.8, from 23 447.8; two passes (7, then 12, keyed apart)
// 447.9; 12 with 7 below 14 empties 438.7, with 9 below 14 428.0 (FFO 45
// 202.6), 9 below 12 424.6 (FFO 45 206.7), 9 below 16 435.1, 10 below
// 14 433.1, and 14 with 9 below 16 437.0 (docs/othello-endgame.md, the
// ninth round).
const (
	wideFrom      = 22
	wideMargin    = 12
	wideLowBelow  = 14
	wideLowMargin = 9
)

// selective is the configuration of the selective pass (the constants
// above; tests change them). wideFrom 0 or above 64: no wide pass.
type selective struct {
	from, cutFrom, margin, hintFrom                   int
	wideFrom, wideMargin, wideLowBelow, wideLowMargin int
}

var selDefault = selective{from: selFrom, cutFrom: selCutFrom, margin: selMargin, hintFrom: hintFrom}

// cutMargin is the margin, in discs, at which the pass running cuts a
// node with n empty squares.
func (s *Solver) cutMargin(n int) int {
	switch {
	case !s.wide:
		return s.sel.margin
	case n < s.sel.wideLowBelow:
		return s.sel.wideLowMargin
	}
	return s.sel.wideMargin
}

// prepass runs the selective pass of the root (own, opp) with n empty
// squares and the window (alpha, beta), when the solver has an
// evaluation and a table and the root is far enough from the end. The
// solves of PV run none: the hints of the solve before them stay.
func (s *Solver) prepass(own, opp uint64, alpha, beta, n int) {
	if s.inPV {
		s.guessed = false // the guess was the root's
		return
	}
	s.hints, s.guessed = false, false
	if s.eval == nil || s.table == nil || n < s.sel.from {
		return
	}
	s.salt, s.cutting = selSalt, true
	s.wide = s.sel.wideFrom > 0 && n >= s.sel.wideFrom
	v, _ := s.window(own, opp, alpha, beta)
	s.salt, s.cutting, s.hints, s.wide = 0, false, true, false
	// The pass's value guides the exact solve's windows (aspire): an
	// odd value (a bound from a cut) is rounded away from 0.
	s.guess, s.guessed = v+v&1, !s.stop
	if v < 0 {
		s.guess = v - v&1
	}
}

// probcut is the selective pass's cut of a node with n empty squares:
// its value in the evaluation's search, in discs, lies at least
// cutMargin(n) discs above the window (a fail high at beta) or below it
// (a fail low at alpha).
//
// The evaluation's search only has to tell whether its value, in discs
// (truncated towards 0), is at least beta + margin or at most alpha -
// margin, so it runs with the window between the two thresholds, in
// its own units, and cuts more; it decides as a full-window search
// would, and the trees stay the same node for node.
func (s *Solver) probcut(own, opp uint64, alpha, beta, n int) (int, bool) {
	margin := s.cutMargin(n)
	hi, lo := cutThresholds(alpha, beta, margin)
	switch est := s.estimate(own, opp, lo, hi, selDepth); {
	case est >= hi:
		return beta, true
	case est <= lo:
		return alpha, true
	}
	return 0, false
}

// cutThresholds returns the evaluation's values (100 a disc) at and
// above which probcut fails high, hi, and at and below which it fails
// low, lo: est/100 - margin >= beta and est/100 + margin <= alpha, the
// division truncating towards 0.
func cutThresholds(alpha, beta, margin int) (hi, lo int) {
	hi, lo = 100*(beta+margin), 100*(alpha-margin)
	if beta+margin <= 0 {
		hi -= 99
	}
	if alpha-margin >= 0 {
		lo += 99
	}
	return hi, lo
}

// hintFor returns the selective pass's move for a position of the exact
// solve with n empty squares, tt.EndNoMove if none.
func (s *Solver) hintFor(own, opp uint64, n int) int {
	if !s.hints || n < s.sel.hintFrom {
		return tt.EndNoMove
	}
	if _, _, m, ok := s.table.Probe(s.keySalt(own, opp, selSalt)); ok {
		return m
	}
	return tt.EndNoMove
}
