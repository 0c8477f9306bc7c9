package tune

import (
	"frontier/board/checkers"
	"frontier/search/egdb"
	"frontier/search/eval"
)

// Weighted is checkers evaluated with weights chosen at run time: the
// features of eval.Features weighed by W. With W = eval.Current() it
// scores every position as eval.Checkers does, with the endgame database
// of the embedded eval.Checkers when it has one; it is slower (a loop
// instead of constants), which a node-budget match does not feel.
type Weighted struct {
	eval.Checkers
	W *eval.Weights
}

// Evaluate is eval.Checkers' Evaluate with g's weights.
func (g Weighted) Evaluate(p *checkers.Position) (int, bool) {
	if !eval.HasStep(p) && !p.HasCapture() {
		return -eval.Win, true
	}
	if g.DB != nil {
		if v, ok := g.DB.Probe(p); ok {
			return eval.DatabaseScore(v), false
		}
	}
	f := eval.Features(p)
	return g.W.Evaluate(&f), false
}

// adjudicator returns the outcome the database db gives the game whose
// last position is p, and whether it gives one (nil: never).
func adjudicator(db *egdb.DB) func(p *checkers.Position) (checkers.Outcome, bool) {
	if db == nil {
		return nil
	}
	return func(p *checkers.Position) (checkers.Outcome, bool) {
		v, ok := db.Probe(p)
		if !ok {
			return checkers.Outcome{}, false
		}
		switch v.Result {
		case egdb.Win:
			return checkers.WonBy(p.SideToMove(), ReasonDatabase), true
		case egdb.Loss:
			return checkers.WonBy(p.SideToMove().Other(), ReasonDatabase), true
		}
		return checkers.DrawnBy(ReasonDatabase), true
	}
}

// ReasonDatabase ends a game the endgame database decides: its value
// under best play is the game's result.
const ReasonDatabase = "endgame database"
