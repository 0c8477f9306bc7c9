package search

// A correction history (Correction) learns, per class of positions that
// the game keys (Corrector: in chess the pawns and the side to move),
// how far a search's result ended from the node's static value, and adds
// that to the static value the selective search decides by. Pruning
// decisions then err less where the evaluation is systematically wrong
// for a pawn structure (a blocked centre, a weak king's cover), as the
// searches below such nodes have already shown. It is a searcher's own
// table, like the histories, and changes no leaf's value.

const (
	corrBits  = 14   // the table's 2^14 entries, 32 KiB
	corrGrain = 16   // an entry is in sixteenths of the game's unit
	corrLimit = 1024 // entries stay within ±corrLimit: ±64 units
)

// corrected returns v, the evaluation of the node at ply, plus the
// correction history's entry for its class; a won or lost value is left
// as it is.
func (s *Searcher[G, P, M]) corrected(ply, v int) int {
	if IsWinScore(v) {
		return v
	}
	return v + int(s.corr[s.corrector.CorrectionKey(&s.pos[ply])>>(64-corrBits)])/corrGrain
}

// correct moves the correction entry of the node at ply towards what its
// search found: score, searched to depth with the window (alpha, beta),
// against eval, the corrected static value the node decided by. Called at
// the end of a quiet node whose best move was quiet, or that failed low;
// a bound on the wrong side of eval says nothing of its error and is
// skipped, as are won and lost scores. The step grows with the depth, and
// an entry near the limit moves less (the histories' gravity).
func (s *Searcher[G, P, M]) correct(ply, depth, alpha, beta, score, eval int) {
	if IsWinScore(score) || score >= beta && score <= eval || score <= alpha && score >= eval {
		return
	}
	bonus := min(max((score-eval)*corrGrain*depth/8, -corrLimit/4), corrLimit/4)
	e := &s.corr[s.corrector.CorrectionKey(&s.pos[ply])>>(64-corrBits)]
	abs := bonus
	if abs < 0 {
		abs = -abs
	}
	*e += int16(bonus - int(*e)*abs/corrLimit)
}
