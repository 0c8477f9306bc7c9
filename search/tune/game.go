package tune

import (
	"frontier/board/checkers"
	"frontier/search/eval"
)

// Weighted is checkers evaluated with weights chosen at run time: the
// features of eval.Features weighed by W. With W = eval.Current() it
// scores every position as eval.Checkers without a database does (the
// tuner and its matches never use the endgame database: they measure
// the evaluation); it is slower (a loop instead of constants), which a
// node-budget match does not feel.
type Weighted struct {
	eval.Checkers
	W *eval.Weights
}

// Evaluate is eval.Checkers' Evaluate with g's weights.
func (g Weighted) Evaluate(p *checkers.Position) (int, bool) {
	if !eval.HasStep(p) && !p.HasCapture() {
		return -eval.Win, true
	}
	f := eval.Features(p)
	return g.W.Evaluate(&f), false
}
