package search

import (
	"math"

	"frontier/search/tt"
)

// This file is the selective search a playing engine has (Options: LMR,
// Futility, SEEPrune, CheckExtension, MateDistance, NoisyFirst,
// CaptureHistory; null moves are nullmove.go). Each part is an option,
// off by default and in exact mode, so that the papers' trees are
// searched as before: with every option off the node functions take one
// untaken branch a node and one a move more than before
// (TestSelectiveOffLeavesTreesAlone checks the trees are the same).
//
// PVS calls selectNode before a node's moves and selectMove before each
// move after the first; the first move is never pruned or reduced, so a
// node always has a score from a real move.

// Selective is implemented by a game that can tell the searcher what its
// moves do (chess): which change the material, what they win by static
// exchange, and where their history is kept. The searcher looks for it
// once, in NewSearcher; without it every move is quiet.
type Selective[P any, M any] interface {
	// Noisy reports whether m, a legal move of p, changes the
	// material (a capture or a promotion) and, if so, its rank among
	// such moves, 0 to 127, higher to be searched first (chess:
	// most valuable victim, least valuable attacker).
	Noisy(p *P, m M) (rank int, ok bool)
	// SEE reports whether m wins at least threshold (in the game's
	// units) by static exchange evaluation; a quiet move's exchange is
	// what the opponent wins by taking the moved piece.
	SEE(p *P, m M, threshold int) bool
	// Gain is the material m wins if it is not answered: the piece it
	// takes and what a promotion adds (quiescence's delta pruning).
	Gain(p *P, m M) int
	// CaptureIndex returns the capture-history slot of m, a noisy move
	// of p, in 0..HistorySlots-1.
	CaptureIndex(p *P, m M) int
}

// PawnLeverer is implemented by a game that can tell a pawn lever or
// threat (chess): PawnLMR reduces those one ply less.
type PawnLeverer[P any, M any] interface {
	// PawnLever reports whether m, a quiet legal move of p, is a pawn
	// move whose pawn then attacks an enemy pawn or a piece other than
	// the king.
	PawnLever(p *P, m M) bool
}

// Corrector is implemented by a game that can key a correction history
// (Correction): positions with the same key are taken to share their
// static evaluation's error. Chess keys the pawns and the side to move.
type Corrector[P any] interface {
	// CorrectionKey returns the key of p's class; its high bits index
	// the table.
	CorrectionKey(p *P) uint64
}

// Margins and depths of the selective search, in the game's units
// (centipawns in chess; a checker man is 100 too). Round numbers of the
// usual size, not tuned here beyond checking that each pays on the
// Bratko-Kopec trees (docs/chess.md).
const (
	// futilityDepth is the deepest remaining depth at which quiet
	// moves are pruned when the static value plus futilityMargin(d)
	// is at most alpha.
	futilityDepth = 3
	// reverseDepth is the deepest remaining depth at which a static
	// value reverseMargin*d above beta ends the node.
	reverseDepth  = 5
	reverseMargin = 90
	// deltaMargin is what quiescence adds to a capture's gain before
	// giving it up as unable to reach alpha.
	deltaMargin = 200
	// seeDepth is the deepest remaining depth at which captures losing
	// more than seeCaptureMargin*d, and quiet moves losing more than
	// seeQuietMargin*d*d, by static exchange are pruned.
	seeDepth         = 4
	seeCaptureMargin = 100
	seeQuietMargin   = 30
	// lmrDepth is the least remaining depth at which moves are
	// reduced, lmrMoves (lmrMovesPV at PV nodes) the first move index.
	lmrDepth   = 3
	lmrMoves   = 3
	lmrMovesPV = 5
	// etcDepth is the least remaining depth at which a node's children
	// are looked up in the table before the first is searched.
	etcDepth = 4
	// probCutDepth is the least remaining depth at which ProbCut
	// searches probCutReduction plies less first; probCutSlope,
	// probCutOffset and probCutSigma are the linear fit of the deep
	// score on the shallow one (deep ≈ slope·shallow + offset, residual
	// σ), fitted on checkers (`frontier tune --fit-probcut 8,10,12`:
	// 1551 positions of the ballots, r 0.76; docs/checkers-strength.md),
	// and probCutT how many σ the prediction must clear.
	probCutDepth     = 8
	probCutReduction = 4
	probCutSlope     = 0.991
	probCutOffset    = 1.6
	probCutSigma     = 15.9
	probCutT         = 1.5
	// lmpDepth is the deepest remaining depth at which late quiet moves
	// are pruned by count (LMP): from the lmpMoves(d)-th move on.
	lmpDepth = 3
	// iirDepth is the least remaining depth at which a node without a
	// table move is searched a ply shallower (IIR).
	iirDepth = 4
	// rankKiller is the rank of the first killer with KillerFirst
	// (the second's is one less): above every history score (below
	// 2^28), below the good captures.
	rankKiller = 1<<28 + 2
	// rankCounter is the rank of the counter move (CounterMove): just
	// below the killers with KillerFirst, above every history score.
	rankCounter = rankKiller - 2
	// quietLimit bounds the signed history of HistoryLMR (±quietLimit,
	// by the gravity of rewardQuiet), quietBonus caps a cutoff's credit,
	// and quietPly is the history worth one ply of reduction.
	quietLimit = 16384
	quietBonus = 2048
	quietPly   = 8192
	// reverseImproving is what reverse futility's margin loses at an
	// improving node (Improving).
	reverseImproving = 45
	// razorDepth is the deepest remaining depth at which Razor tries
	// quiescence first (razorMargin).
	razorDepth = 3
	// histPruneDepth is the deepest remaining depth at which
	// HistoryPrune skips a quiet move whose signed and continuation
	// history is below -histPruneMargin·d.
	histPruneDepth  = 3
	histPruneMargin = 256
	// noEval marks a node whose static value was not computed.
	noEval = math.MinInt32
)

// lmpCount is the index from which LMP prunes at the node n, at
// remaining depth d: lmpMoves(d), or half of it with Improving where the
// static value is not improving.
func (s *Searcher[G, P, M]) lmpCount(n *pruning, d int) int {
	if s.opt.Improving && !n.improving {
		return lmpMoves(d) / 2
	}
	return lmpMoves(d)
}

// razorMargin is how far below alpha the static value of a node at
// remaining depth d must be for Razor to try quiescence first.
func razorMargin(d int) int { return 150 + 200*d }

// lmpMoves is the index from which LMP prunes quiet moves at remaining
// depth d: 4, 7, 12.
func lmpMoves(d int) int { return 3 + d*d }

// futilityMargin is the margin of futility pruning at remaining depth d.
func futilityMargin(d int) int { return 80 + 100*d }

// lmrTable[d][i] is the reduction of the i-th move at remaining depth d:
// 0.75 + ln(d)·ln(i)/2.25 plies, rounded down, the usual logarithmic
// form (more for later moves and deeper nodes).
var lmrTable [MaxDepth + 1][64]int8

func init() {
	for d := 1; d <= MaxDepth; d++ {
		for i := 1; i < 64; i++ {
			lmrTable[d][i] = int8(0.75 + math.Log(float64(d))*math.Log(float64(i))/2.25)
		}
	}
}

// pruning is what selectNode learns of a node for selectMove.
type pruning struct {
	inCheck bool // the node is Forcing: its moves are neither pruned nor reduced
	pv      bool // the window is open: a PV node, pruned and reduced less
	futile  bool // quiet moves cannot raise the score to alpha
	eval    int  // the static value, if hasEval
	hasEval bool
	// improving: the static value is better than two plies up
	// (Improving, LMRImproving), or not known there
	improving bool
}

// selectNode runs before the moves of the node at ply with the window
// (*alpha, *beta) and the remaining *depth: mate-distance pruning (which
// may narrow the window), the check extension (which may deepen the
// node) and, at a quiet node with a minimal window near the horizon,
// reverse futility (which may end it). It fills n for selectMove.
// done=true ends the node with score.
func (s *Searcher[G, P, M]) selectNode(alpha, beta, depth *int, ply int, forcing bool, n *pruning) (score int, done bool) {
	n.inCheck, n.pv = forcing, *beta > *alpha+1
	if s.opt.MateDistance && ply > s.rootPly {
		// Below this node the side to move can at best mate on the
		// next ply and at worst be mated here.
		*alpha = max(*alpha, LossAt(ply))
		*beta = min(*beta, Win-ply-1)
		if *alpha >= *beta {
			s.stats.Pruned++
			return *alpha, true
		}
	}
	if forcing {
		s.staticEval[ply] = noEval // a node in check has no static value
		if s.opt.CheckExtension && *depth > 0 && ply < 2*s.horizon && ply+*depth < MaxPly-2 {
			*depth++
			s.stats.CheckPlies++
		}
		return 0, false
	}
	if s.opt.ProbCut && !n.pv && *depth >= probCutDepth && ply > s.rootPly && !IsWinScore(*alpha) && !IsWinScore(*beta) {
		if v, done := s.probCut(*alpha, *beta, *depth, ply); done {
			return v, true
		}
	}
	if s.opt.NullVerify {
		// The null move's condition and reduction (nullmove.go).
		s.nullEval[ply] = noEval
		if !n.pv && ply > s.rootPly && *depth >= 2 {
			if v, over := s.evaluate(ply); !over {
				s.stats.Evals++
				n.eval, n.hasEval = v, true
				s.nullEval[ply] = v
			}
		}
	}
	if s.improvingOn {
		// Improving, LMRImproving: every quiet node's static value, to
		// compare with the one two plies up.
		s.staticEval[ply] = noEval
		if s.staticValue(ply, n) {
			s.staticEval[ply] = n.eval
			n.improving = s.isImproving(ply, n.eval)
		}
	}
	if n.pv || ply <= s.rootPly || IsWinScore(*alpha) || IsWinScore(*beta) {
		return 0, false
	}
	if s.opt.Razor && *depth <= razorDepth && s.tactical != nil && s.staticValue(ply, n) && n.eval+razorMargin(*depth) <= *alpha {
		// Razoring: so far below alpha that only a capture could
		// help; if quiescence finds none, the node fails low.
		v := s.quiesce(*alpha, *beta, ply)
		s.pvLen[ply] = 0
		if s.aborted || v <= *alpha {
			s.stats.Pruned++
			return v, true
		}
	}
	if !s.opt.Futility || *depth > reverseDepth || !s.staticValue(ply, n) {
		return 0, false
	}
	v := n.eval
	margin := reverseMargin * *depth
	if s.opt.Improving && n.improving {
		margin -= reverseImproving
	}
	if v-margin >= *beta {
		s.stats.Pruned++
		return v, true
	}
	n.futile = *depth <= futilityDepth && v+futilityMargin(*depth) <= *alpha
	return 0, false
}

// staticValue makes sure n holds the static value of the node at ply,
// evaluating it if no part has yet; false if the game is over there (the
// moves will say so).
func (s *Searcher[G, P, M]) staticValue(ply int, n *pruning) bool {
	if n.hasEval {
		return true
	}
	v, over := s.evaluate(ply)
	if over {
		return false
	}
	s.stats.Evals++
	n.eval, n.hasEval = v, true
	return true
}

// evaluate returns the static value of the node at ply for the selective
// search's decisions: the evaluation plus the correction history's entry
// (correction.go) when Correction is on.
func (s *Searcher[G, P, M]) evaluate(ply int) (v int, over bool) {
	v, over = s.g.Evaluate(&s.pos[ply])
	if s.corr != nil && !over {
		v = s.corrected(ply, v)
	}
	return v, over
}

// isImproving reports whether v, the static value of the node at ply, is
// better than the one two plies up (the same side to move), or four up
// if that node was in check; true where neither is known (near the
// root of the search), which prunes and reduces less.
func (s *Searcher[G, P, M]) isImproving(ply, v int) bool {
	for up := 2; up <= 4; up += 2 {
		if ply-up < s.rootPly {
			return true
		}
		if e := s.staticEval[ply-up]; e != noEval {
			return v > e
		}
	}
	return true
}

// selectEntry is the selective part of a node's entry, after the table
// and before the null move and the moves: selectNode, then at a quiet
// node IIR with the table's move hint. PVS runs it at its nodes and
// PlanNode at a parallel algorithm's own nodes, so that both search the
// same tree (plan.go). done=true ends the node with score.
func (s *Searcher[G, P, M]) selectEntry(alpha, beta, depth *int, ply int, forcing bool, hint tt.Move, n *pruning) (score int, done bool) {
	if score, done = s.selectNode(alpha, beta, depth, ply, forcing, n); done {
		return score, true
	}
	if !forcing {
		*depth = s.iir(hint, *depth, ply)
	}
	return 0, false
}

// selectMove decides, for the i-th move m (i >= 1) of the node at ply,
// already played into s.pos[ply+1], whether to skip it (futility or SEE
// pruning) and by how many plies to reduce it (LMR). Moves of a node in
// check, moves that give check (a Forcing child), killers and noisy
// moves that do not lose material are searched in full.
func (s *Searcher[G, P, M]) selectMove(n *pruning, m M, i, depth, ply int) (skip bool, r int) {
	if n.inCheck || s.g.Forcing(&s.pos[ply+1]) {
		return false, 0
	}
	p := &s.pos[ply]
	if s.sel != nil {
		if _, noisy := s.sel.Noisy(p, m); noisy {
			if s.opt.SEEPrune && depth <= seeDepth && !s.sel.SEE(p, m, -seeCaptureMargin*depth) {
				s.stats.Pruned++
				return true, 0
			}
			return false, 0
		}
	}
	if m == s.killers[ply][0] || m == s.killers[ply][1] {
		return false, 0
	}
	if cm, ok := s.counterMove(ply); ok && m == cm {
		return false, 0
	}
	if n.futile {
		s.stats.Pruned++
		return true, 0
	}
	if s.opt.LMP && !n.pv && depth <= lmpDepth && i >= s.lmpCount(n, depth) {
		s.stats.Pruned++
		return true, 0
	}
	if s.opt.HistoryPrune && s.quiet != nil && !n.pv && depth <= histPruneDepth &&
		s.signedScore(p, m, ply) < int32(-histPruneMargin*depth) {
		s.stats.Pruned++
		return true, 0
	}
	if s.opt.SEEPrune && s.sel != nil && depth <= seeDepth && !s.sel.SEE(p, m, -seeQuietMargin*depth*depth) {
		s.stats.Pruned++
		return true, 0
	}
	if !s.opt.LMR || depth < lmrDepth || i < lmrMoves || n.pv && i < lmrMovesPV {
		return false, 0
	}
	r = int(lmrTable[min(depth, MaxDepth)][min(i, 63)])
	if n.pv {
		r--
	} else if s.opt.LMRImproving && !n.improving {
		r++
	}
	if s.histLMR {
		// HistoryLMR: a ply less for each quietPly of good history,
		// more for bad.
		r -= int(s.quiet[s.g.HistoryIndex(p, m)&(HistorySlots-1)]) / quietPly
	}
	if s.lever != nil && s.lever.PawnLever(p, m) {
		r-- // PawnLMR: a lever or a pawn's threat
	}
	r = max(0, min(r, depth-2))
	if r > 0 {
		s.stats.Reduced++
	}
	return false, r
}

// iir returns the remaining depth of the node at ply, not forcing, whose
// table move is hint: one ply less with IIR where the table has none
// far from the horizon (internal iterative reduction: a node the table
// never saw searched is seldom worth its full depth, and its move
// ordering is weakest; the next iteration finds its move there).
func (s *Searcher[G, P, M]) iir(hint tt.Move, depth, ply int) int {
	if s.opt.IIR && hint == tt.NoMove && depth >= iirDepth && ply > s.rootPly && s.table != nil {
		s.stats.Reduced++
		return depth - 1
	}
	return depth
}

// counterMove returns the counter move of the node at ply
// (CounterMove): the quiet move that last refuted the move that led to
// it; ok is false when the option is off or none is known.
func (s *Searcher[G, P, M]) counterMove(ply int) (m M, ok bool) {
	if s.counter == nil || s.prevSlot[ply] < 0 {
		return m, false
	}
	m = s.counter[s.prevSlot[ply]]
	var none M
	return m, m != none
}

// rewardQuiet updates the signed history of HistoryLMR at the node at
// ply, not forcing, which failed high at remaining depth on the last of
// tried, the moves searched (or pruned) there in order: the cutoff move,
// if quiet, is credited and the quiet moves before it are debited, by
// min(32·d², quietBonus), with gravity (a score moves less the nearer it
// is to ±quietLimit, so none leaves that range and old credit fades).
func (s *Searcher[G, P, M]) rewardQuiet(tried []M, depth, ply int) {
	last := len(tried) - 1
	if last < 0 || !s.quietMove(ply, tried[last]) {
		return
	}
	p := &s.pos[ply]
	b := min(32*depth*depth, quietBonus)
	cont := s.contRow(ply)
	for i, m := range tried {
		if i < last && !s.quietMove(ply, m) {
			continue
		}
		bonus := -b
		if i == last {
			bonus = b
		}
		j := s.g.HistoryIndex(p, m) & (HistorySlots - 1)
		gravity(&s.quiet[j], bonus)
		if cont != nil {
			gravity(&cont[j], bonus)
		}
	}
}

// gravity adds b to the signed history *h, scaled down as it nears
// ±quietLimit in b's direction.
func gravity(h *int16, b int) {
	v := int(*h)
	v += b - v*max(b, -b)/quietLimit
	*h = int16(v)
}

// contRow returns the continuation history's row of the node at ply
// (ContHist), indexed by a move's history slot: nil when the option is
// off or the previous move is not known.
// signedScore is ContHist's ordering score of the quiet move m of the
// node at ply: the signed history plus the continuation history's row
// of the previous move, if known.
func (s *Searcher[G, P, M]) signedScore(p *P, m M, ply int) int32 {
	j := s.g.HistoryIndex(p, m) & (HistorySlots - 1)
	r := int32(s.quiet[j])
	if cont := s.contRow(ply); cont != nil {
		r += int32(cont[j])
	}
	return r
}

func (s *Searcher[G, P, M]) contRow(ply int) []int16 {
	if s.cont == nil || s.prevSlot[ply] < 0 {
		return nil
	}
	b := int(s.prevSlot[ply]&63) * HistorySlots
	return s.cont[b : b+HistorySlots]
}

// quietMove reports whether m, a move of the node at ply, is quiet (not
// noisy): with KillerFirst only quiet moves become killers.
func (s *Searcher[G, P, M]) quietMove(ply int, m M) bool {
	if s.sel == nil {
		return true
	}
	_, noisy := s.sel.Noisy(&s.pos[ply], m)
	return !noisy
}

// Move-ordering ranks of noisy moves (NoisyFirst): above every quiet
// move and below the table move, by the game's rank, then by capture
// history; those that lose material by static exchange below every
// quiet move.
const (
	rankNoisy    = 1 << 29
	rankBadNoisy = -(1 << 28)
	noisyShift   = 21 // the game's rank, above the capture history's
)

// rankNoisy overwrites the ranks of the noisy moves among moves, the
// moves of p at ply (see rank).
func (s *Searcher[G, P, M]) rankNoisy(p *P, moves []M, rank []int32) {
	for i, m := range moves {
		v, ok := s.sel.Noisy(p, m)
		if !ok {
			continue
		}
		r := int32(v) << noisyShift
		if s.caps != nil {
			r += int32(min(s.caps.Score(s.sel.CaptureIndex(p, m))>>4, 1<<noisyShift-1))
		}
		if s.sel.SEE(p, m, 0) {
			rank[i] = rankNoisy + r
		} else {
			rank[i] = rankBadNoisy + r
		}
	}
}

// rewardCapture credits best, the move that made the node at ply fail
// high with remaining depth, in the capture history if it is noisy.
func (s *Searcher[G, P, M]) rewardCapture(best M, depth, ply int) {
	p := &s.pos[ply]
	if _, ok := s.sel.Noisy(p, best); ok {
		s.caps.Reward(s.sel.CaptureIndex(p, best), depth)
	}
}

// etc looks up in the table each child of the node at ply, whose moves
// are generated and which is on the path (descend), before any is
// searched: a child stored at least as deep as it would be searched
// (depth-1) with a value at most -beta (an upper bound or an exact
// score) refutes the node, which fails high with cut=true, the child's
// index i and its score v. A child that repeats a position on the path
// is skipped, as its search would score it a draw before the table.
// Sound with a correct table; the cost is a move played and a probe a
// child, which is why it waits for etcDepth.
func (s *Searcher[G, P, M]) etc(moves []M, beta, depth, ply int) (i, v int, cut bool) {
	for i, m := range moves {
		s.child(m, ply)
		key := s.g.Key(&s.pos[ply+1])
		if s.repeats(key, ply+1) {
			continue
		}
		e, ok := s.table.Probe(key, ply+1)
		if ok && e.Depth >= depth-1 && e.Bound != tt.Lower && -e.Score >= beta {
			s.stats.ETCCutoffs++
			return i, -e.Score, true
		}
	}
	return 0, 0, false
}

// probCut is Buro's ProbCut at the node at ply, a minimal-window node
// with remaining depth, not forcing: a search probCutReduction plies
// shallower with a minimal window at the shallow score that predicts,
// through the fit, a deep score at least beta with probCutT standard
// deviations to spare ends the node with beta; one at the score that
// predicts at most alpha ends it with alpha. The shallow searches are
// searches of this very node (its table entry, at a lesser depth, is
// theirs to write), so it runs before the node's moves are generated.
func (s *Searcher[G, P, M]) probCut(alpha, beta, depth, ply int) (score int, done bool) {
	d := depth - probCutReduction
	hi := int(math.Ceil((float64(beta) - probCutOffset + probCutT*probCutSigma) / probCutSlope))
	lo := int(math.Floor((float64(alpha) - probCutOffset - probCutT*probCutSigma) / probCutSlope))
	if hi < Win-MaxPly {
		v := s.node(hi-1, hi, d, ply)
		s.pvLen[ply] = 0 // the shallow search's PV is not this node's
		if s.aborted || v >= hi {
			s.stats.ProbCuts++
			return beta, true
		}
	}
	if lo > -Win+MaxPly {
		v := s.node(lo, lo+1, d, ply)
		s.pvLen[ply] = 0
		if s.aborted || v <= lo {
			s.stats.ProbCuts++
			return alpha, true
		}
	}
	return 0, false
}
